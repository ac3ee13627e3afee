// hostile30: a mapping saved as Latin-1 (as its Spanish export is) was read as UTF-8 with U+FFFD for each accented
// letter: its vocabulary's "DECISIÓN" matched no row, the export's hand with a decision was rejected for a word "not
// in a vocabulary" (audit --map: exit 1, the mapping's fault laid on the export's line), and map check said so and
// exited 0. A mapping that is not UTF-8 (or is UTF-16) is refused as the tables and config files are: the line of its
// first such byte, what to do, es and en, exit 2. The same mapping in UTF-8 reads the export whole.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, STACK, veedor } from './run-cli.js';
import { tempDir } from '../helpers/temp.js';

const D = join(ROOT, 'fixtures', 'mappings', 'marbella-spanish-cents');
const EXPORT = join(D, 'partidas_MB-02_2026-11-06.csv');

describe('a mapping that is not UTF-8', () => {
  const dir = tempDir('mapping-encoding');
  const text = readFileSync(join(D, 'casino.map.json'), 'utf8');
  writeFileSync(join(dir, 'latin1.map.json'), Buffer.from(text, 'latin1'));
  writeFileSync(join(dir, 'utf16.map.json'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
  const latin1Line = text.split('\n').findIndex((l) => /[^\u0000-\u007f]/.test(l)) + 1;

  it.each([
    [['audit', EXPORT, '--map', 'latin1.map.json'], 'en', `latin1.map.json: the file is not UTF-8 (JSON's encoding): line ${latin1Line} holds bytes that are not (Latin-1?); save it as UTF-8 (the export's own encoding is said by its "encoding" field)`],
    [['map', 'check', '--map', 'latin1.map.json', EXPORT], 'es', `latin1.map.json: el archivo no es UTF-8 (la codificación de JSON): la línea ${latin1Line} tiene bytes que no lo son (¿Latin-1?); guárdelo como UTF-8 (la codificación de la exportación la dice su campo "encoding")`],
    [['import', EXPORT, '--map', 'utf16.map.json', '--out', 'x.ndjson'], 'en', 'utf16.map.json: the file is UTF-16 text, not UTF-8 (JSON\'s encoding): save it as UTF-8 (the export\'s own is said by its "encoding" field)'],
    [['audit', EXPORT, '--map', 'utf16.map.json'], 'es', 'utf16.map.json: el archivo es texto UTF-16, no UTF-8 (la codificación de JSON): guárdelo como UTF-8 (la de la exportación la dice su campo "encoding")'],
  ])('%j --lang %s: one line, exit 2', (args, lang, line) => {
    expect(latin1Line).toBe(32);
    const r = veedor([...args, '--lang', lang], { cwd: dir });
    expect(r.stderr).not.toMatch(STACK);
    expect([r.code, r.stdout, r.stderr]).toEqual([2, '', `veedor: ${line}\n`]);
  });

  it('the same mapping in UTF-8: both hands converted, none rejected', () => {
    const r = veedor(['audit', EXPORT, '--map', join(D, 'casino.map.json'), '--format', 'json', '--lang', 'en']);
    const doc = JSON.parse(r.stdout) as { summary: { hands: number; audited: number; rejected: number } };
    expect([doc.summary.hands, doc.summary.audited, doc.summary.rejected]).toEqual([2, 2, 0]);
  });
});
