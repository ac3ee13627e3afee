import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/audit-files.js';
import { MAPPINGS, auditFiles } from './helpers.js';

// Whatever a foreign export holds, its mapped audit never throws, and every hand read ends audited
// or rejected: the counts reconcile. Cells are replaced by arbitrary text, the file cut anywhere after its header.
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 60);

describe('a mapped export with damaged cells or rows', () => {
  const dir = tempDir();
  const cases = [
    { map: join(MAPPINGS, 'marbella-spanish-cents', 'casino.map.json'), export: join(MAPPINGS, 'marbella-spanish-cents', 'partidas_MB-02_2026-11-06.csv'), sep: ';', encoding: 'latin1' as const },
    { map: join(MAPPINGS, 'dragon-six-row-per-hand', 'casino.map.json'), export: join(MAPPINGS, 'dragon-six-row-per-hand', 'BAC-07_2026-03-06.csv'), sep: ',', encoding: 'utf8' as const },
  ];
  it.each(cases)('$export: never throws, counts reconcile', async (c) => {
    const lines = readFileSync(c.export, c.encoding).split(/\r?\n/);
    const name = join(dir, c.export.split('/').pop()!);
    await fc.assert(fc.asyncProperty(
      fc.array(fc.tuple(fc.nat(), fc.nat(), fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('', '-1', '1,5', '99', 'CRUP', '♥', 'PAGO', '53', '31/02/2026'))), { maxLength: 6 }),
      fc.option(fc.nat()),
      async (edits, cut) => {
        const rows = lines.map((l) => l.split(c.sep));
        for (const [r, col, text] of edits) {
          const row = rows[1 + (r % (rows.length - 2))]!;
          row[col % row.length] = text.replaceAll(c.sep, '').replace(/[\r\n"]/g, '');
        }
        let text = rows.map((r) => r.join(c.sep)).join('\n');
        // The header stays whole: a header without a mapped column is a mapping error (exit 2), tested elsewhere.
        const body = lines[0]!.length + 1;
        if (cut !== null) text = text.slice(0, body + (cut % (text.length - body)));
        writeFileSync(name, Buffer.from(text, c.encoding));
        const { summary } = await auditFiles([name], c.map);
        expect(summary.hands).toBe(summary.audited + summary.rejected);
        expect(summary.findings).toBeGreaterThanOrEqual(summary.rejected);
      },
    ), { numRuns: RUNS, seed: 24 });
  });
});
