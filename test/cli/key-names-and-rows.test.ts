import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/temp.js';
import { ROOT, veedor } from './run-cli.js';

// hostile17: `keys new --out inspector.key` wrote inspector.key.key and inspector.key.pub (and no inspector.key
// to --sign with); `--out -` wrote "-.key" and "-.pub". `map init --rows 1e3` (or 0x10) drafted from 1,000 rows
// where `map check --rows 1e3` was refused: one rule for both.
describe('keys new: a NAME that is a key file\'s name, or the standard output', () => {
  it('refused in one line, exit 2, nothing written, in both languages', () => {
    const dir = tempDir('keys17');
    writeFileSync(join(dir, 'notes.txt'), 'x');
    const cases: [string, string][] = [
      ['inspector.key', '--out inspector.key would write inspector.key.key and inspector.key.pub: give the name without .key (--out inspector writes inspector.key and inspector.pub)'],
      ['k/../x.PUB', '--out k/../x.PUB would write k/../x.PUB.key and k/../x.PUB.pub: give the name without .PUB (--out k/../x writes k/../x.key and k/../x.pub)'],
      ['-', '--out - cannot be the standard output: give a name for the keys, e.g. --out folder/inspector (writes inspector.key and inspector.pub)'],
    ];
    for (const [out, says] of cases) {
      expect(veedor(['keys', 'new', '--out', out, '--lang', 'en'], { cwd: dir })).toEqual({ code: 2, signal: null, stdout: '', stderr: `veedor: ${says}\n` });
    }
    expect(veedor(['keys', 'new', '--out', 'a.key', '--lang', 'es'], { cwd: dir }).stderr)
      .toBe('veedor: --out a.key escribiría a.key.key y a.key.pub: dé el nombre sin .key (--out a escribe a.key y a.pub)\n');
    expect(readdirSync(dir)).toEqual(['notes.txt']);
    // An existing file's name is a name like any other: the file is not touched, the keys are new files beside it.
    expect(veedor(['keys', 'new', '--out', 'notes.txt', '--lang', 'en'], { cwd: dir }).code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['notes.txt', 'notes.txt.key', 'notes.txt.pub']);
  });
});

describe('map init --rows: the rule map check has', () => {
  it('1e3, 0x10, " 5" refused; 5 taken', () => {
    const file = join(ROOT, 'fixtures', 'mappings', 'marbella-spanish-cents', 'partidas_MB-02_2026-11-06.csv');
    for (const rows of ['1e3', '0x10', ' 5', '5.0']) {
      expect(veedor(['map', 'init', file, '--rows', rows, '--lang', 'en'])).toEqual({ code: 2, signal: null, stdout: '', stderr: `veedor: --rows must be a whole number above 0, not "${rows}"\n` });
    }
    expect(veedor(['map', 'init', file, '--rows', '5', '--lang', 'en']).code).toBe(0);
  });
});
