// The official copy of the Dragon Six regulation masks words with «MORDAZA»: the PDF's annex says so
// once, in the reader's language (the note is the catalog's, articles.json `masked`).
import { describe, expect, it } from 'vitest';
import { extractPages, squash } from './extract.js';
import { auditToPdf, DEMO } from './render-helpers.js';

const D6_ART4 = new URL('../../../fixtures/pe-dragon-six-baccarat/art-04-jokers-counted.json', import.meta.url).pathname;
const NOTE = { es: '«MORDAZA» tapa una palabra en la copia oficial publicada.', en: '"MORDAZA" masks a word in the published official copy.' };

async function annexOf(paths: string[], lang: 'es' | 'en'): Promise<string> {
  const { pdf, findings } = await auditToPdf(paths, lang);
  expect(findings.length).toBeGreaterThan(0);
  const pages = await extractPages(pdf);
  const start = pages.findIndex((p) => p.text.includes(lang === 'es' ? 'Anexo: artículos citados' : 'Annex: articles cited'));
  expect(start).toBeGreaterThan(0);
  return squash(pages.slice(start).map((p) => p.text).join('\n'));
}

describe('PDF annex: the masked words of the official copy', () => {
  for (const lang of ['es', 'en'] as const) {
    it(`says once (${lang}) that the official copy masks words, where a cited article holds «MORDAZA»`, async () => {
      const annex = await annexOf([D6_ART4], lang);
      expect(annex).toContain(squash('MORDAZA de su utilizacion'));
      expect(annex.split(squash(NOTE[lang])).length - 1).toBe(1);
      expect(annex).not.toContain(squash(NOTE[lang === 'es' ? 'en' : 'es']));
    });
  }

  it('says nothing of it where no cited article holds the masking word', async () => {
    const annex = await annexOf([DEMO], 'en');
    expect(annex).not.toContain('MORDAZA');
  });
});
