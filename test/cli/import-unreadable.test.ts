import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/audit-files.js';
import { ROOT, veedor } from './run-cli.js';

// hostile17: `veedor import` of an export the mapping cannot read at all (empty, binary) said why, then
// "wrote out.ndjson: 0 hands" and exited 0, as for an export converted whole. A problem with the file is
// a record of it not converted (audit --map gives the same file exit 1): exit 1, the count said.
const MAP = join(ROOT, 'fixtures', 'mappings', 'marbella-spanish-cents', 'casino.map.json');

describe('veedor import of an export it cannot read', () => {
  it('an empty or binary export: exit 1, the problem and its count in both languages', () => {
    const dir = tempDir();
    const empty = join(dir, 'empty.csv');
    writeFileSync(empty, '');
    const binary = join(dir, 'binary.csv');
    writeFileSync(binary, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 0x14, 0, 0, 0]));
    const out = (n: string) => join(dir, n);
    expect(veedor(['import', empty, '--map', MAP, '--out', out('a.ndjson'), '--lang', 'en'])).toEqual({
      code: 1, signal: null, stdout: '',
      stderr: `veedor: ${empty}: the file is empty: no hands\nveedor: wrote ${out('a.ndjson')}: 0 hands; 1 problem with the file (said above)\n`,
    });
    expect(veedor(['import', empty, '--map', MAP, '--out', out('b.ndjson'), '--lang', 'es'])).toMatchObject({
      code: 1, stderr: expect.stringMatching(/\nveedor: se escribió .*b\.ndjson: 0 manos; 1 problema del archivo \(indicado arriba\)\n$/),
    });
    expect(veedor(['import', binary, '--map', MAP, '--out', out('c.ndjson'), '--lang', 'en'])).toMatchObject({
      code: 1, stderr: expect.stringMatching(/binary.*\nveedor: wrote .*c\.ndjson: 0 hands; 1 problem with the file \(said above\)\n$/),
    });
  });

  it('a readable export still exits 0', () => {
    const dir = tempDir();
    const src = join(ROOT, 'fixtures', 'mappings', 'marbella-spanish-cents', 'partidas_MB-02_2026-11-06.csv');
    const copy = join(dir, 'partidas.csv');
    copyFileSync(src, copy);
    const r = veedor(['import', copy, '--map', MAP, '--out', join(dir, 'ok.ndjson'), '--lang', 'en']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^veedor: wrote .*ok\.ndjson: 2 hands; 2 rows skipped as not events \(type mapped to null\)\n$/);
  });
});
