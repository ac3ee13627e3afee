// The PDF report's statistics section (audit --pdf --stats, report --stats): its text read back with pdf.js,
// the figures those of `veedor stats --by dealer --by table` on the same hands, the stored run's report the
// same bytes, and a short log said to be not meaningful rather than flagged. The rendered page is checked in
// pdf-stats.browser.test.ts (pdftoppm, a system tool).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stats } from '../../../app/stats.js';
import { auditCommand } from '../../../cli/commands/audit.js';
import { reportCommand } from '../../../cli/commands/report.js';
import { RULESETS } from '../../../rules-catalog/index.js';
import { DEMO, inDir, workDir } from '../helpers.js';
import { extractPages, overflows, squash } from './extract.js';
import type { PageText } from './extract.js';
import { writeFaultedTables } from './stats-section.js';
import { simulate } from '../../../simulate/core/run.js';
import { dragonSixSimulator } from '../../../simulate/pe-dragon-six-baccarat/simulate.js';

/** The statistics section's text: from its heading to the next section's (the findings). */
function section(pages: PageText[], title: string, next: string): { text: string; pages: PageText[] } {
  const first = pages.findIndex((p) => p.text.includes(title));
  expect(first).toBeGreaterThan(0);
  let last = first;
  while (last + 1 < pages.length && !pages[last + 1]!.text.includes(next)) last++;
  const mine = pages.slice(first, last + 1);
  return { text: mine.map((p) => p.text).join('\n'), pages: mine };
}

describe('PDF report: the statistics section', () => {
  it('lists the flagged figures and draws the charts; the stored run\'s report and the audit on two workers are byte-identical', async () => {
    const dir = workDir({});
    writeFaultedTables(join(dir, 'bac.ndjson'));
    const [auditCode, reportCode] = await inDir(dir, async () => [
      await auditCommand(['bac.ndjson'], { format: 'json', out: 'a.json', lang: 'en', db: 's.db', pdf: 'audit.pdf', stats: true }),
      await reportCommand('latest', { pdf: 'report.pdf', db: 's.db', lang: 'en', storedPaths: true, stats: true }),
    ]);
    expect(auditCode).toBe(1);
    expect(reportCode).toBe(0);
    const pdf = readFileSync(join(dir, 'audit.pdf'));
    expect(readFileSync(join(dir, 'report.pdf')).equals(pdf)).toBe(true);
    // Audited on two worker threads (no store: no chain seal): the same report as on one, statistics section included.
    const single = { format: 'json' as const, out: 'w.json', lang: 'en' as const, pdf: 'one.pdf', stats: true };
    expect(await inDir(dir, () => auditCommand(['bac.ndjson'], single))).toBe(1);
    expect(await inDir(dir, () => auditCommand(['bac.ndjson'], { ...single, pdf: 'two.pdf', workers: '2' }))).toBe(1);
    expect(readFileSync(join(dir, 'two.pdf')).equals(readFileSync(join(dir, 'one.pdf')))).toBe(true);

    const expected = await stats({ paths: [join(dir, 'bac.ndjson')], rulesets: RULESETS, by: ['dealer', 'table'] });
    const f = expected.figures;
    // The faulted dealer and his table are flagged on their error rate, their payout error rate and that of the
    // article the settlements break (Art. 8º, the payouts), nothing else is.
    expect(f.findings.map((x) => `${x.by} ${x.group} ${x.rule} ${x.article}`)).toEqual([
      'dealer D-201 stats-errors null', 'dealer D-201 stats-errors_payout null', 'dealer D-201 stats-errors_article Art. 8º',
      'table BAC-01 stats-errors null', 'table BAC-01 stats-errors_payout null', 'table BAC-01 stats-errors_article Art. 8º',
    ]);
    const pages = await extractPages(pdf);
    const s = section(pages, 'Integrity statistics', 'Finding 1 of');
    const text = squash(s.text);
    expect(text).toContain(squash('Hands audited 600'));
    expect(text).toContain(squash(`Figures tested ${f.tests}`));
    expect(text).toContain(squash('Figures flagged 6'));
    expect(text).toContain(squash('False-discovery level (q) 0.05'));
    // Each flag's row and its message, in the report's language.
    for (const x of f.findings) expect(text).toContain(squash(x.message.en.replace('≤', '<=')));
    const payout = f.measures.find((m) => m.by === 'dealer' && m.group === 'D-201' && m.measure === 'errors_payout')!;
    expect(text).toContain(squash(`Dealer D-201 payout findings per 1,000 hands 200 ${payout.rate.toFixed(2)} ${payout.expected_rate.toFixed(2)} ${payout.q.toExponential(2)}`));
    expect(text).not.toContain('not meaningful');
    // The charts: findings per 1,000 hands by dealer with each dealer's rate, the hold by table, each outcome by table.
    expect(text).toContain(squash('Findings per 1,000 hands, by dealer'));
    // Each bar's label: its rate (a dealer with no finding reads 0, not 0.000).
    const dealers = f.groups.filter((x) => x.by === 'dealer');
    expect(dealers.some((g) => g.per_thousand === 0)).toBe(true);
    for (const g of dealers) expect(text).toContain(squash(`${g.group}${g.per_thousand === 0 ? '0' : g.per_thousand.toFixed(1)}`));
    expect(text).not.toContain(squash('0.000'));
    expect(text).toContain(squash('Hold against theory, by table'));
    for (const m of f.measures.filter((x) => x.by === 'table' && x.measure === 'hold')) expect(text).toContain(squash(`${m.group} PEN`));
    // lang23: each outcome in the words of the figures' table (MEASURE_WORDS), never its id ("banca wins on six").
    // pdf27: each title with a capital («Tie», not «tie»).
    for (const o of ['Banca wins', 'Punto wins', 'Tie', 'Banca wins with six']) expect(text).toContain(squash(`${o} (8 decks), by table: pe-dragon-six-baccarat`));
    expect(text).not.toContain(squash('banca wins on six'));
    expect(text).not.toContain(squash('by dealer: pe-dragon-six-baccarat'));
    expect(overflows(s.pages)).toEqual([]);
  }, 120_000);

  it('a short log: the figures are said not to be meaningful, nothing is flagged; Spanish', async () => {
    const dir = workDir({ 'demo.ndjson': DEMO });
    const code = await inDir(dir, () => auditCommand(['demo.ndjson'], { format: 'json', out: 'a.json', lang: 'es', pdf: 'audit.pdf', stats: true }));
    expect(code).toBe(1);
    const pages = await extractPages(readFileSync(join(dir, 'audit.pdf')));
    const text = squash(section(pages, 'Estadísticas de integridad', 'Hallazgo 1 de').text);
    // 9 hands read, 2 rejected (input findings): 7 audited.
    expect(text).toContain(squash('Manos auditadas 7'));
    expect(text).toContain(squash('Cifras probadas 0'));
    expect(text).toContain(squash('Con 7 manos ninguna cifra alcanza el mínimo de 30 manos: las cifras no son significativas, no se prueban y no se señala nada.'));
    expect(text).toContain(squash('Ninguna cifra queda señalada tras la corrección.'));
    // The demo's audited hands are pot luck's: the Peruvian regulation's "dealer" (articles.json words).
    expect(text).toContain(squash('Hallazgos por 1.000 manos, por dealer'));
    expect(text).toContain(squash('Lo que ninguna mano muestra sola: por dealer y por mesa'));
    expect(text).not.toContain('crupier');
  });

  // review10: a report on one disputed hand said «With 1 hands no figure reaches the minimum» / «Con 1 manos».
  it('one hand: «With 1 hand», «Con 1 mano»', async () => {
    const one = readFileSync(DEMO, 'utf8').split('\n').filter((l) => l.startsWith('{'))[0]! + '\n';
    for (const [lang, title, words] of [
      ['en', 'Integrity statistics', 'With 1 hand no figure reaches the minimum of 30 hands: the figures are not meaningful'],
      ['es', 'Estadísticas de integridad', 'Con 1 mano ninguna cifra alcanza el mínimo de 30 manos: las cifras no son significativas'],
    ] as const) {
      const dir = workDir({ 'one.ndjson': { text: one } });
      await inDir(dir, () => auditCommand(['one.ndjson'], { format: 'json', out: 'a.json', lang, pdf: 'audit.pdf', stats: true }));
      const pages = await extractPages(readFileSync(join(dir, 'audit.pdf')));
      const text = squash(pages.map((p) => p.text).join(' '));
      expect(text).toContain(squash(lang === 'en' ? 'Hands audited 1' : 'Manos auditadas 1'));
      expect(text).toContain(squash(title));
      expect(text).toContain(squash(words));
    }
  }, 120_000);

  it('a short log with a wrong burn: the figures untested, but the exact burn check still applies and is flagged; English', async () => {
    const dir = workDir({});
    // One table, 12 coups, the dealer burning one card short at the new deck (Dragon Six Art. 5º g).
    const hands = [...simulate(dragonSixSimulator, { hands: 12, tables: 1, seed: 3, faultRate: 1, faultKinds: ['new-deck-burn-short'] })];
    writeFileSync(join(dir, 'bac.ndjson'), hands.map((h) => JSON.stringify(h.hand)).join('\n') + '\n');
    const expected = await stats({ paths: [join(dir, 'bac.ndjson')], rulesets: RULESETS, by: ['dealer', 'table'] });
    expect(expected.figures.tests).toBe(0);
    expect(expected.figures.checks).toBeGreaterThan(0);
    const burnFlags = expected.figures.measures.filter((m) => m.flagged);
    expect(burnFlags.map((m) => `${m.by} ${m.measure}`)).toEqual(['dealer burn_count', 'table burn_count']);
    await inDir(dir, () => auditCommand(['bac.ndjson'], { format: 'json', out: 'a.json', lang: 'en', pdf: 'audit.pdf', stats: true }));
    const text = squash(section(await extractPages(readFileSync(join(dir, 'audit.pdf'))), 'Integrity statistics', 'Finding 1 of').text);
    expect(text).toContain(squash(`Exact checks ${expected.figures.checks}`));
    expect(text).toContain(squash('Figures flagged 2'));
    expect(text).toContain(squash('The exact checks (the count of each burn) do not depend on the number of hands and apply all the same.'));
    expect(text).not.toContain(squash('nothing is flagged'));
    expect(text).not.toContain(squash('No figure is flagged after the correction.'));
  });

  // pdf27: the flagged table gave an exact burn check as a test: «Hands 5» (5 burns), «20.00 %», «0.00 %» and
  // «q 0.00e+0», a q no test computed, read as a certain statistical signal.
  it('a flagged burn check reads as a count of burns, with no q: «1 of 5 burns», «0», «—»', async () => {
    const dir = workDir({});
    const hands = [...simulate(dragonSixSimulator, { hands: 12, tables: 1, seed: 3, faultRate: 1, faultKinds: ['new-deck-burn-short'] })];
    writeFileSync(join(dir, 'bac.ndjson'), hands.map((h) => JSON.stringify(h.hand)).join('\n') + '\n');
    const expected = await stats({ paths: [join(dir, 'bac.ndjson')], rulesets: RULESETS, by: ['dealer', 'table'] });
    const burns = expected.figures.measures.filter((m) => m.flagged && m.test === 'check');
    expect(burns.length).toBe(2);
    for (const lang of ['en', 'es'] as const) {
      await inDir(dir, () => auditCommand(['bac.ndjson'], { format: 'json', out: 'a.json', lang, pdf: `${lang}.pdf`, stats: true }));
      const title = lang === 'en' ? 'Integrity statistics' : 'Estadísticas de integridad';
      const next = lang === 'en' ? 'Finding 1 of' : 'Hallazgo 1 de';
      const text = squash(section(await extractPages(readFileSync(join(dir, `${lang}.pdf`))), title, next).text);
      for (const m of burns) {
        const group = `${lang === 'en' ? (m.by === 'dealer' ? 'Dealer' : 'Table') : (m.by === 'dealer' ? 'Dealer' : 'Mesa')} ${m.group}`;
        const row = lang === 'en' ? `— ${m.observed} of ${m.n} burns 0 —` : `— ${m.observed} de ${m.n} quemas 0 —`;
        expect(text, `${lang} ${group}`).toContain(squash(`${group} `));
        expect(text, `${lang} ${group}`).toContain(squash(`pe-dragon-six-baccarat ${row}`));
      }
      expect(text, lang).not.toContain('0.00e+0');
    }
  });

  it('without --stats the report has no statistics section; --stats needs --pdf, and report --stats the stored paths', async () => {
    const dir = workDir({ 'demo.ndjson': DEMO });
    await inDir(dir, () => auditCommand(['demo.ndjson'], { format: 'json', out: 'a.json', lang: 'en', pdf: 'audit.pdf', db: 's.db' }));
    const pages = await extractPages(readFileSync(join(dir, 'audit.pdf')));
    expect(pages.some((p) => p.text.includes('Integrity statistics'))).toBe(false);
    await expect(inDir(dir, () => auditCommand(['demo.ndjson'], { format: 'json', out: 'b.json', lang: 'en', stats: true })))
      .rejects.toThrow('--stats adds the statistics section to the PDF report: give --pdf FILE too (or run veedor stats)');
    await expect(inDir(dir, () => reportCommand('latest', { pdf: 'r.pdf', db: 's.db', lang: 'en', stats: true })))
      .rejects.toThrow('--stats reads the run\'s logs at their stored paths: give --stored-paths too');
  });
});
