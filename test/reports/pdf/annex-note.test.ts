// pdf27: the Spanish annex said «con su texto literal y su resumen en inglés», and showed no English summary (one
// language per report: a Spanish one quotes the Spanish text only). The note says what the annex holds.
import { describe, expect, it } from 'vitest';
import { extractPages, squash } from './extract.js';
import { auditToPdf, DEMO } from './render-helpers.js';

async function annexOf(lang: 'es' | 'en'): Promise<string> {
  const { pdf } = await auditToPdf([DEMO], lang);
  const pages = await extractPages(pdf);
  const start = pages.findIndex((p) => p.text.includes(lang === 'es' ? 'Anexo: artículos citados' : 'Annex: articles cited'));
  expect(start).toBeGreaterThan(0);
  return squash(pages.slice(start).map((p) => p.text).join('\n'));
}

describe('PDF annex: its note says what it holds', () => {
  it('Spanish: the verbatim text, no English summary promised nor shown', async () => {
    const annex = await annexOf('es');
    expect(annex).toContain(squash('Cada artículo citado en este informe, una vez, con su texto literal.'));
    expect(annex).not.toContain(squash('resumen en inglés'));
    expect(annex).not.toContain(squash('Resumen en inglés:'));
  });

  it('English: the verbatim Spanish text and the English summary, both shown', async () => {
    const annex = await annexOf('en');
    expect(annex).toContain(squash('Every article cited in this report, once, with its verbatim text and its English summary.'));
    expect(annex).toContain(squash('English summary:'));
  });
});
