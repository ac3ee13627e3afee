// pdf27: Marbella's sections are cited by their own title, and each entry's header and quote said it twice:
// «Hallazgo 1 de 2 · Black Jack — Black Jack», «Reglas del Black Jack ..., Black Jack — Black Jack». Said once now;
// where the title differs from the citation (Dobles — Dobles (doblar y separar); any English title) both stay.
import { describe, expect, it } from 'vitest';
import { extractPages, squash } from './extract.js';
import { auditToPdf } from './render-helpers.js';

const MARBELLA = new URL('../../../fixtures/es-marbella-black-jack/blackjack-dealer-blackjack-takes-all.json', import.meta.url).pathname;

describe('PDF: an article cited by its title is named once', () => {
  it('Spanish: «· Black Jack» in the header and «..., Black Jack» over the quote, never «Black Jack — Black Jack»', async () => {
    const r = await auditToPdf([MARBELLA], 'es');
    expect(r.findings.map((f) => f.article)).toContain('Black Jack');
    const text = squash((await extractPages(r.pdf)).map((p) => p.text).join('\n'));
    expect(text).toContain(squash(`Hallazgo 1 de ${r.findings.length} · Black Jack`));
    expect(text).toContain(squash('Reglas del Black Jack del Casino Nueva Andalucía Marbella, Black Jack «Black Jack consiste'));
    expect(text).not.toContain(squash('Black Jack — Black Jack'));
  });

  it('English: the English title beside the citation («Black Jack — Blackjack» in the header, «Black Jack (Blackjack)» over the quote)', async () => {
    const r = await auditToPdf([MARBELLA], 'en');
    const text = squash((await extractPages(r.pdf)).map((p) => p.text).join('\n'));
    expect(text).toContain(squash(`Finding 1 of ${r.findings.length} · Black Jack — Blackjack`));
    expect(text).toContain(squash('Reglas del Black Jack del Casino Nueva Andalucía Marbella, Black Jack (Blackjack)'));
    expect(text).not.toContain(squash('Black Jack — Black Jack'));
  });
});
