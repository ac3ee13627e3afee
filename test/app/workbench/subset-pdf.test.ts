// The workbench's findings.pdf of a filter: its cover says it is a subset, names the filter, and gives the
// subset's counts beside the whole run's; the unfiltered report.pdf says nothing of the kind.
import { describe, expect, it } from 'vitest';
import { servedDataset } from '../../helpers/workbench.js';
import { pdfText } from '../../reports/helpers.js';
import { squash } from '../../reports/pdf/extract.js';

const ds = servedDataset();

async function coverOf(url: string): Promise<string> {
  const r = await ds.get(url);
  expect(r.statusCode, url).toBe(200);
  expect(r.headers['content-type']).toBe('application/pdf');
  const { pages } = await pdfText(r.rawPayload);
  return squash(pages[0]!.text);
}

describe('veedor serve: a filtered PDF\'s cover', () => {
  it('says it is a subset, names the filter, and counts the subset beside the run (Spanish and English)', async () => {
    const run = ds.wb.runs().find((e) => e.run.id === ds.nov)!.run;
    // nov: 3 under-payments of PEN 10.00 by D-311, 5 over-payments of PEN 30.00 by D-500, one unreadable record.
    expect({ findings: run.findings, payout: run.findings_payout, input: run.findings_input }).toEqual({ findings: 9, payout: 8, input: 1 });

    const es = await coverOf(`/runs/${ds.nov}/findings.pdf?dealer=D-311&category=payout`);
    expect(es).toContain(squash('Subconjunto: este documento contiene solo los hallazgos que cumplen un filtro'));
    // The dealer in the run's catalog's word (Pot Luck: «dealer»), as the workbench's filter names it (ux14).
    expect(es).toContain(squash('Filtro: categoría pago; dealer D-311.'));
    expect(es).toContain(squash('Cifra Este subconjunto Toda la auditoría'));
    expect(es).toContain(squash('Hallazgos 3 9'));
    expect(es).toContain(squash('Hallazgos · pago 3 8'));
    expect(es).toContain(squash('Hallazgos · entrada 0 1'));
    expect(es).toContain(squash('Debido a los jugadores PEN 30.00 PEN 30.00'));
    expect(es).toContain(squash('Debido por los jugadores PEN 0.00 PEN 150.00'));

    const en = await coverOf(`/runs/${ds.nov}/findings.pdf?owed_above=-30.01&dealer=D-500&lang=en`);
    expect(en).toContain(squash('Subset: this document holds only the findings that match a filter'));
    expect(en).toContain(squash('Filter: dealer D-500; owed to the player above -30.01.'));
    expect(en).toContain(squash('Findings 5 9'));
    expect(en).toContain(squash('Owed to players PEN 0.00 PEN 30.00'));
    expect(en).toContain(squash('Owed by players PEN 150.00 PEN 150.00'));
  }, 60_000);

  it('the whole run\'s report says nothing of a subset', async () => {
    const cover = await coverOf(`/runs/${ds.nov}/report.pdf`);
    expect(cover).toContain(squash(ds.nov));
    expect(cover).not.toContain('Subconjunto');
  }, 60_000);
});
