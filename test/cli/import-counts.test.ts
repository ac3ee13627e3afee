import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/audit-files.js';
import { ROOT, veedor } from './run-cli.js';

// Issue 21: `veedor import` says how many hands it wrote with the count's own plural, in both languages ("1 hand", never "1 hands").
const MAP = join(ROOT, 'fixtures', 'mappings', 'dragon-six-row-per-hand');
const EXPORT = 'BAC-07_2026-03-06.csv';

describe('veedor import: the hands written, counted', () => {
  it('one hand is "1 hand" / "1 mano"; three are "3 hands" / "3 manos"', () => {
    const dir = tempDir();
    const one = join(dir, EXPORT);
    writeFileSync(one, readFileSync(join(MAP, EXPORT), 'utf8').split('\n').slice(0, 2).join('\n') + '\n');
    const run = (file: string, lang: string, out: string) => veedor(['import', file, '--map', join(MAP, 'casino.map.json'), '--out', join(dir, out)], { env: { VEEDOR_LANG: lang } });
    expect(run(one, 'en', 'a.ndjson')).toMatchObject({ code: 0, stderr: `veedor: wrote ${join(dir, 'a.ndjson')}: 1 hand\n` });
    expect(run(one, 'es', 'b.ndjson')).toMatchObject({ code: 0, stderr: `veedor: se escribió ${join(dir, 'b.ndjson')}: 1 mano\n` });
    expect(run(join(MAP, EXPORT), 'en', 'c.ndjson')).toMatchObject({ code: 0, stderr: `veedor: wrote ${join(dir, 'c.ndjson')}: 3 hands\n` });
    expect(run(join(MAP, EXPORT), 'es', 'd.ndjson')).toMatchObject({ code: 0, stderr: `veedor: se escribió ${join(dir, 'd.ndjson')}: 3 manos\n` });
  });
});
