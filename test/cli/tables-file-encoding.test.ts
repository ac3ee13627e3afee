// A tables file is JSON, whose encoding is UTF-8. One saved in Latin-1 was decoded with U+FFFD in place of its
// accented letters: table "MESA-Ñ1" became "MESA-�1", matched no hand's table_id, and every hand of that table
// was audited as if the table posted nothing (its limits and commission unread), without a word. One saved as
// UTF-16 was "not valid JSON: Unexpected token '�'". Each now stops the command with one line naming what the
// file is (exit 2), as a tables file that is not JSON does; a UTF-8 file with its byte-order mark is read.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, STACK, veedor } from './run-cli.js';
import { tempDir } from '../helpers/temp.js';

const LOG = join(ROOT, 'fixtures', 'bad-input', 'csv-extra-column.csv');
const dir = tempDir('tables-encoding');
const write = (name: string, bytes: Buffer) => {
  const p = join(dir, name);
  writeFileSync(p, bytes);
  return p;
};
const TABLE = '{"decks": 6, "min_bet": 10, "max_bet": 2000, "max_splits": 3, "pool_commission_pct": 5}';

describe('a tables file that is not UTF-8', () => {
  it('Latin-1: one line naming the line of the byte, in English and Spanish, exit 2, nothing on stdout', () => {
    const p = write('latin1.json', Buffer.from(`{"tables": {\n "PL-03": ${TABLE},\n "MESA-\u00d11": ${TABLE}\n}}\n`, 'latin1'));
    const en = veedor(['audit', LOG, '--tables', p, '--lang', 'en']);
    expect(en.stderr).not.toMatch(STACK);
    expect([en.code, en.stdout, en.stderr]).toEqual([2, '', `veedor: the tables file ${p} is not UTF-8 (JSON's encoding): line 3 holds bytes that are not (Latin-1?); save it as UTF-8\n`]);
    const es = veedor(['audit', LOG, '--tables', p, '--lang', 'es']);
    expect([es.code, es.stderr]).toEqual([2, `veedor: el archivo de mesas ${p} no es UTF-8 (la codificación de JSON): la línea 3 tiene bytes que no lo son (¿Latin-1?); guárdelo como UTF-8\n`]);
  });

  it('UTF-16 with its mark: said as UTF-16, exit 2', () => {
    const p = write('utf16.json', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`{"tables": {"PL-03": ${TABLE}}}`, 'utf16le')]));
    const r = veedor(['validate', LOG, '--tables', p, '--lang', 'en']);
    expect([r.code, r.stderr]).toEqual([2, `veedor: the tables file ${p} is UTF-16 text, not UTF-8 (JSON's encoding): save it as UTF-8\n`]);
  });

  it('UTF-8 with a byte-order mark and an accented table id: read, the log audited (exit 0)', () => {
    const p = write('bom.json', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`{"tables": {"PL-03": ${TABLE}, "MESA-\u00d11": ${TABLE}}}`, 'utf8')]));
    const r = veedor(['audit', LOG, '--tables', p, '--lang', 'en', '--format', 'json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).summary.audited).toBe(2);
  });
});

describe('a tables file nested past 64 levels', () => {
  it('is said of the tables file, not of "a hand": one line, exit 2, in both languages', () => {
    const p = write('deep.json', Buffer.from(`{"tables": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`));
    const en = veedor(['audit', LOG, '--tables', p, '--lang', 'en']);
    expect(en.stderr).not.toMatch(STACK);
    expect([en.code, en.stderr]).toEqual([2, `veedor: the tables file ${p} nests deeper than 64 levels: it is not {"tables": {...}}\n`]);
    const es = veedor(['audit', LOG, '--tables', p, '--lang', 'es']);
    expect([es.code, es.stderr]).toEqual([2, `veedor: el archivo de mesas ${p} anida más de 64 niveles: no es {"tables": {...}}\n`]);
  });
});
