// pdf27: a heading is never the last thing on a page, apart from what it heads. The demo logs' report with
// --stats left «Gráficos» / «Charts» alone at the foot of the statistics page, the charts on the next.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditCommand } from '../../../cli/commands/audit.js';
import { inDir, workDir } from '../helpers.js';
import { extractPages, headingsAlone } from './extract.js';

const DEMO_DIR = new URL('../../../fixtures/demo/', import.meta.url).pathname;
const LOGS = readdirSync(DEMO_DIR).filter((n) => n.endsWith('.ndjson')).sort();

const HEADINGS = {
  es: ['Gráficos', 'Cifras señaladas', 'Hallazgos por artículo', 'Hallazgos por categoría', 'Hallazgos por mesa', 'Hallazgos por crupier',
    'No verificable en estos registros', 'Reglamentos aplicados', 'Archivos auditados'],
  en: ['Charts', 'Flagged figures', 'Findings by article', 'Findings by category', 'Findings by table', 'Findings by dealer',
    'Not checkable in these logs', 'Regulations applied', 'Files audited'],
} as const;

describe('PDF report: headings stay with what they head', () => {
  for (const lang of ['es', 'en'] as const) {
    it(`the demo logs with --stats (${lang}): no heading alone at the foot of a page; the charts' heading on the page of the first chart`, async () => {
      const dir = workDir(Object.fromEntries(LOGS.map((n) => [n, join(DEMO_DIR, n)])));
      const code = await inDir(dir, () => auditCommand(LOGS, { format: 'json', out: 'a.json', lang, pdf: 'audit.pdf', stats: true }));
      expect(code).toBe(1);
      const pages = await extractPages(readFileSync(join(dir, 'audit.pdf')));
      expect(headingsAlone(pages, [...HEADINGS[lang]])).toEqual([]);
      const charts = lang === 'es' ? 'Gráficos' : 'Charts';
      const first = lang === 'es' ? 'Hallazgos por 1.000 manos, por crupier' : 'Findings per 1,000 hands, by dealer';
      const page = pages.findIndex((p) => p.items.some((it) => it.str.trim() === charts));
      expect(page).toBeGreaterThan(0);
      expect(pages[page]!.text).toContain(first);
    }, 120_000);
  }
});
