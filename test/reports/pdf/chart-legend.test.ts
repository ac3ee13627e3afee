// pdf27: the statistics charts draw a tested figure blue and an untested one dark grey, and the legend said neither
// («barras: cada grupo; línea discontinua: la tasa de la ejecución; rojo: señalado»): a blue bar meant nothing.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditCommand } from '../../../cli/commands/audit.js';
import { inDir, workDir } from '../helpers.js';
import { extractPages, squash } from './extract.js';

const DEMO_DIR = new URL('../../../fixtures/demo/', import.meta.url).pathname;
const LOGS = readdirSync(DEMO_DIR).filter((n) => n.endsWith('.ndjson')).sort();

describe('PDF report: the charts\' legend says what each colour is', () => {
  it('the demo logs with --stats: blue tested, dark grey untested, where the chart has both (es and en)', async () => {
    for (const [lang, title, legend] of [
      ['es', 'Hallazgos por 1.000 manos, por crupier',
        'barras: cada grupo; línea discontinua: la tasa de la ejecución; rojo: señalado; azul: cifra probada; gris oscuro: sin probar'],
      ['en', 'Findings per 1,000 hands, by dealer',
        'bars: each group; dashed line: the run\'s rate; red: flagged; blue: figure tested; dark grey: untested'],
    ] as const) {
      const dir = workDir(Object.fromEntries(LOGS.map((n) => [n, join(DEMO_DIR, n)])));
      await inDir(dir, () => auditCommand(LOGS, { format: 'json', out: 'a.json', lang, pdf: 'audit.pdf', stats: true }));
      const text = squash((await extractPages(readFileSync(join(dir, 'audit.pdf')))).map((p) => p.text).join('\n'));
      // The dealers C-12 and D-205 have 30 hands or more (tested, blue); D-301 and the others fewer (dark grey).
      expect(text, lang).toContain(squash(`${title} ${legend} C-12`));
    }
  }, 120_000);
});
