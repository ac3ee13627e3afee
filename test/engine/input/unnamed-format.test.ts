// A log whose name says no format (`hands.log`, `turno-3.txt`, `export`): read as what its first bytes hold, as the
// standard input's copy is. Read as JSON by default, a clean NDJSON log named `.log` had one note, "several JSON
// values", and exit 1; a CSV export named `.txt` one note too. Now each is read silently as what it is, its
// `format` in the inputs says so, and the findings are those of the same log under its own name.
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { audit, tempDir } from '../../helpers/audit-files.js';
import { formatOf } from '../../../engine/input/readers.js';

const EXAMPLE = new URL('../../../fixtures/examples/pe-pot-luck-black-jack.ndjson', import.meta.url).pathname;
const BAD = new URL('../../../fixtures/bad-input/', import.meta.url).pathname;
const CSV = join(BAD, 'csv-extra-column.csv');
const tables = new Map(Object.entries(JSON.parse(readFileSync(join(BAD, 'pot-luck.tables.json'), 'utf8'))['tables'] as Record<string, Record<string, unknown>>));

describe('a log whose name says no format', () => {
  const dir = tempDir('unnamed-format');
  const lines = readFileSync(EXAMPLE, 'utf8').trim().split('\n');

  it('NDJSON named .log, and gzipped as .log.gz: 4 hands audited, no note, format ndjson', async () => {
    const log = join(dir, 'hands.log');
    copyFileSync(EXAMPLE, log);
    const gz = join(dir, 'hands2.log.gz');
    writeFileSync(gz, gzipSync(readFileSync(EXAMPLE)));
    for (const p of [log, gz]) {
      expect(formatOf(p)).toBe('ndjson');
      const r = await audit([p]);
      expect([r.summary.hands, r.summary.audited, r.summary.rejected, r.findings.length]).toEqual([4, 4, 0, 0]);
      expect(r.inputs[0]!.format).toBe('ndjson');
    }
  });

  it('a JSON array named .txt: format json, 4 hands, no note', async () => {
    const p = join(dir, 'array.txt');
    writeFileSync(p, '[\n' + lines.join(',\n') + '\n]\n');
    expect(formatOf(p)).toBe('json');
    const r = await audit([p]);
    expect([r.summary.hands, r.summary.audited, r.findings.length]).toEqual([4, 4, 0]);
  });

  it('a CSV export with no extension: format csv, its 2 hands audited, no note', async () => {
    const p = join(dir, 'export');
    copyFileSync(CSV, p);
    expect(formatOf(p)).toBe('csv');
    const r = await audit([p], { tables });
    expect([r.summary.hands, r.summary.audited, r.summary.rejected, r.findings.length]).toEqual([2, 2, 0, 0]);
  });

  it('the name still rules where it says a format, and --input over both', () => {
    const p = join(dir, 'named.csv');
    copyFileSync(EXAMPLE, p);
    expect(formatOf(p)).toBe('csv');
    expect(formatOf(join(dir, 'hands.log'), 'json')).toBe('json');
    // A file that is not there, or not a regular file, is left to its reader: JSON, as before.
    expect(formatOf(join(dir, 'missing.log'))).toBe('json');
    expect(formatOf(dir)).toBe('json');
  });
});
