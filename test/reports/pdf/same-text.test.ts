// The findings PDF says the same thing in the same place, page by page, as it did before the PDF was made faster
// (issue #20): the text items pdf.js reads from every page, each with its position, compared with the text written
// from main before the change (fixtures/pdf/same-text/es.txt, en.txt). A log of 312 findings from the five demo
// logs (every game), the PDF demo (an unreadable line, a bad card) and 20 copies of its hands with a crowded one.
//
// A change that means to change what the report says or where (a new label, another layout, a version bump in the
// footer) rewrites the fixture, reviewed as a diff: VEEDOR_WRITE_PDF_TEXT=1 npx vitest run test/reports/pdf/same-text
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/temp.js';
import { inDir } from '../helpers.js';
import { extractPages } from './extract.js';
import type { PageText } from './extract.js';
import { auditToPdf, DEMO, writeBigLog } from './render-helpers.js';

const FIXTURE = new URL('../../../fixtures/pdf/same-text/', import.meta.url).pathname;
const DEMOS = ['black-jack-marbella', 'dragon-six-lima', 'pai-gow-san-juan', 'poker-caribeno-lima', 'pot-luck-lima'];

/** Each page as a "--- page N" line, then a line per text item: its x and y (PDF units, two decimals) and its text. */
function pageText(pages: PageText[]): string {
  return pages.map((p, i) => [`--- page ${i + 1}`, ...p.items.map((it) => `${it.x.toFixed(2)} ${it.y.toFixed(2)} ${it.str}`)].join('\n')).join('\n') + '\n';
}

async function render(lang: 'es' | 'en'): Promise<{ text: string; findings: number }> {
  const dir = tempDir('pdf-same-text');
  const logs = DEMOS.map((d) => {
    copyFileSync(new URL(`../../../fixtures/demo/${d}.ndjson`, import.meta.url).pathname, join(dir, `${d}.ndjson`));
    return `${d}.ndjson`;
  });
  copyFileSync(DEMO, join(dir, 'demo.ndjson'));
  writeBigLog(join(dir, 'big.ndjson'), 20);
  // Relative paths, so the files' names in the report are the same on every checkout.
  const r = await inDir(dir, () => auditToPdf([...logs, 'demo.ndjson', 'big.ndjson'], lang, 'Casino Miraflores'));
  return { text: pageText(await extractPages(r.pdf)), findings: r.findings.length };
}

describe('the findings PDF, page by page, as before the PDF was made faster', () => {
  for (const lang of ['es', 'en'] as const) {
    it(`holds the same text at the same places on the same pages (${lang})`, async () => {
      const { text, findings } = await render(lang);
      expect(findings).toBe(311);
      const file = join(FIXTURE, `${lang}.txt`);
      if (process.env['VEEDOR_WRITE_PDF_TEXT'] === '1' || !existsSync(file)) {
        if (process.env['VEEDOR_WRITE_PDF_TEXT'] !== '1') throw new Error(`${file} is missing: VEEDOR_WRITE_PDF_TEXT=1 writes it`);
        mkdirSync(FIXTURE, { recursive: true });
        writeFileSync(file, text);
      }
      const want = readFileSync(file, 'utf8');
      const pages = (s: string) => s.split(/^--- page \d+\n/m).slice(1);
      expect(pages(text).length).toBe(pages(want).length);
      // Page by page, so a difference names its page.
      pages(text).forEach((p, i) => expect(`page ${i + 1}\n${p}`).toBe(`page ${i + 1}\n${pages(want)[i]}`));
    });
  }
});
