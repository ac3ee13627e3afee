import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/audit-files.js';
import { describe, expect, it } from 'vitest';
import { ROOT, veedor } from './run-cli.js';

// hostile17: `veedor replay FILE HAND` of a hand whose record did not parse (a garbage NDJSON line, a quote
// missing in a JSON array, a hand swallowed by another's open string) said "hand … is not in FILE (N hand
// records read)", as if the log never held it: the dispute resolver was told to look elsewhere. Now it says
// the record was rejected and why, with its line (exit 2); a hand sent again whole after its broken copy is
// still replayed from the copy the audit audited.
const BAD = join(ROOT, 'fixtures', 'bad-input');
const replay = (file: string, hand: string, lang: string) => veedor(['replay', join(BAD, file), hand, '--lang', lang]);

describe('replay of a hand whose record was rejected as unreadable', () => {
  it('a JSON array hand with a quote missing: rejected, its line and why, in both languages', () => {
    const file = join(BAD, 'json-array-missing-quote.json');
    const en = replay('json-array-missing-quote.json', 'H-05', 'en');
    expect(en.code).toBe(2);
    expect(en.stdout).toBe('');
    expect(en.stderr).toMatch(new RegExp(`^veedor: hand H-05 in ${file} cannot be replayed: .*\\(${file}:6\\).*a string that opens on line 6 is not closed on that line.*\\n$`));
    expect(en.stderr).not.toMatch(/not in/);
    const es = replay('json-array-missing-quote.json', 'H-05', 'es');
    expect(es.code).toBe(2);
    expect(es.stderr).toMatch(new RegExp(`^veedor: la mano H-05 de ${file} no puede reproducirse: .*${file}:6.*\\n$`));
    // The hands around it replay as before.
    expect(replay('json-array-missing-quote.json', 'H-06', 'en').code).toBe(0);
  });

  it('a hand swallowed by another on a one-line array: rejected as inside the broken hand at line 1', () => {
    const r = replay('json-array-one-line-missing-quote.json', 'H-07', 'en');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^veedor: hand H-07 in .* cannot be replayed: .*a hand \("H-07"\) inside the unreadable text of the hand at line 1: not read\n$/);
    expect(replay('json-array-one-line-missing-quote.json', 'H-05', 'en').stderr).toMatch(/hand H-05 in .* cannot be replayed: .*ends in the middle of a hand/);
  });

  it('an NDJSON garbage line naming a hand later sent whole: the whole copy is replayed; an id named nowhere is not in the file', () => {
    const r = replay('ndjson-garbage-line.ndjson', 'EX-PLBJ-000007', 'en');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Log record: .*ndjson-garbage-line\.ndjson:3\n/);
    expect(replay('ndjson-garbage-line.ndjson', 'NOWHERE', 'en')).toMatchObject({ code: 2, stderr: expect.stringMatching(/hand NOWHERE is not in .* \(3 hand records read\)\n$/) });
  });

  it('an NDJSON line cut in the middle of its hand: rejected, its line and why; the hand after it replays', () => {
    const dir = tempDir();
    const lines = readFileSync(join(BAD, 'ndjson-garbage-line.ndjson'), 'utf8').split('\n');
    const whole = lines[0]!;
    const log = join(dir, 'cut.ndjson');
    // The first hand's line cut at its 300th character (a crash mid-write), then a hand whole.
    writeFileSync(log, `${whole.replace('EX-PLBJ-000014', 'CUT-1').slice(0, 300)}\n${whole}\n`);
    const en = veedor(['replay', log, 'CUT-1', '--lang', 'en']);
    expect(en).toMatchObject({ code: 2, stdout: '' });
    expect(en.stderr).toMatch(new RegExp(`^veedor: hand CUT-1 in ${log} cannot be replayed: .*\\(${log}:1\\).*not valid JSON.*\\n$`));
    const es = veedor(['replay', log, 'CUT-1', '--lang', 'es']);
    expect(es.stderr).toMatch(new RegExp(`^veedor: la mano CUT-1 de ${log} no puede reproducirse: .*${log}:1.*\\n$`));
    expect(veedor(['replay', log, 'EX-PLBJ-000014', '--lang', 'en']).code).toBe(0);
  });
});

// hostile28: a file of which no hand at all was read (Veedor's own findings, a PDF, an empty file) said only "hand …
// is not in FILE (0 hand records read)", leaving the resolver to guess; the file's note now says why, in both languages.
describe('replay of a hand in a file of which no hand was read: the file\'s note says why', () => {
  it('Veedor\'s findings given as the log; an empty file; a log that holds hands says no more than before', () => {
    const file = join(BAD, 'veedor-findings-as-log.json');
    const en = replay('veedor-findings-as-log.json', 'EX-PLBJ-000014', 'en');
    expect(en).toMatchObject({ code: 2, stdout: '' });
    expect(en.stderr).toBe(`veedor: hand EX-PLBJ-000014 is not in ${file} (0 hand records read): File problem (${file}:1): the file is not a hand log but Veedor's findings as JSON (veedor audit --format json): nothing read; give the hand logs it was written from instead (its "inputs" name them)\n`);
    const es = replay('veedor-findings-as-log.json', 'EX-PLBJ-000014', 'es');
    expect(es.stderr).toBe(`veedor: la mano EX-PLBJ-000014 no está en ${file} (0 registros de manos leídos): Problema del archivo (${file}:1): el archivo no es un registro de manos sino los hallazgos de Veedor en JSON (veedor audit --format json): no se leyó nada; dé en su lugar los registros de manos de los que se escribió (sus "inputs" los nombran)\n`);
    const empty = join(BAD, 'empty.ndjson');
    expect(replay('empty.ndjson', 'H-1', 'en').stderr).toBe(`veedor: hand H-1 is not in ${empty} (0 hand records read): File problem (${empty}): the file is empty: no hands\n`);
    // A note about a file that did give hands is no answer to where this hand is.
    const bad = replay('json-array-missing-bracket.json', 'NOWHERE', 'en');
    expect(bad.stderr).toMatch(/hand NOWHERE is not in .*json-array-missing-bracket\.json \(2 hand records read\)\n$/);
  });
});
