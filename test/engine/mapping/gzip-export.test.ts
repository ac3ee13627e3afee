// A casino's export gzipped, read through a mapping: native logs are decompressed, a mapped export is not (its
// encoding and line numbers are the casino system's own). It was said to be "binary (it contains NUL bytes), not an
// export", and `map init` drafted a mapping from the compressed bytes (every field TODO). Now each command says the
// file is gzip-compressed and what to do, in both languages, and reads nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/audit-files.js';
import { STACK, veedor } from '../../cli/run-cli.js';
import { MAPPINGS } from './helpers.js';

const DIR = join(MAPPINGS, 'dragon-six-row-per-hand');
const MAP = join(DIR, 'casino.map.json');
const gz = join(tempDir('map-gzip'), 'BAC-07_2026-03-06.csv.gz');
writeFileSync(gz, gzipSync(readFileSync(join(DIR, 'BAC-07_2026-03-06.csv'))));

const EN = 'the file is gzip-compressed: an export read through a mapping is read as the casino system wrote it, uncompressed (gunzip it first): nothing read';
const ES = 'el archivo está comprimido con gzip: una exportación leída con una correspondencia se lee tal como la escribió el sistema del casino, sin comprimir (descomprímala antes con gunzip): no se leyó nada';

describe('a gzipped export through a mapping', () => {
  it('audit --map: one input finding naming gzip, no hand read, in both languages', () => {
    for (const [lang, words] of [['en', EN], ['es', ES]] as const) {
      const r = veedor(['audit', '--map', MAP, gz, '--format', 'json', '--lang', lang]);
      expect(r.code).toBe(1);
      const doc = JSON.parse(r.stdout);
      expect(doc.summary.hands).toBe(0);
      expect(doc.findings).toHaveLength(1);
      expect(doc.findings[0].category).toBe('input');
      expect(doc.findings[0].rule).toBe('input-file');
      expect(doc.findings[0].message).toContain(words);
      expect(r.stderr).not.toMatch(STACK);
    }
  });

  it('map check says so on the file line', () => {
    const r = veedor(['map', 'check', '--map', MAP, gz, '--lang', 'en']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`file: ${EN}`);
  });

  it('map init refuses to draft from compressed bytes: exit 2, one line, es and en', () => {
    for (const [lang, words] of [['en', EN], ['es', ES]] as const) {
      const r = veedor(['map', 'init', gz, '--lang', lang]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toEqual([`veedor: ${gz}: ${words}`]);
    }
  });

  it('the same export uncompressed is read (the fixture is a real export)', () => {
    const r = veedor(['audit', '--map', MAP, join(DIR, 'BAC-07_2026-03-06.csv'), '--format', 'json', '--lang', 'en']);
    expect(JSON.parse(r.stdout).summary.hands).toBeGreaterThan(0);
  });
});
