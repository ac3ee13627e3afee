// hostile18: "-" is the standard input where a command reads a log (`audit -`), and `keys new --out -` is refused
// (hostile17), but every other output option took "-" as a file name and wrote a file called "-" in the folder:
// `audit --out -` (the report), `audit --pdf -`, `report --pdf -`, `export --out -` (a folder "-"), `simulate --out -`,
// `--key -`, `--tables-out -`, `replay --pdf -`, `import --out -`, `audit --db -` (a store named "-"), each saying
// "wrote -". Each is now refused in one line, exit 2, es/en, before anything is read or written; /dev/stdout is the
// standard output where an option may write there.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/temp.js';
import { DEMO, ROOT, veedor } from './run-cli.js';

const MAPPED = join(ROOT, 'fixtures', 'mappings', 'marbella-spanish-cents');

describe('an output option given "-"', () => {
  it('is refused, exit 2, one line, nothing written, for every command', () => {
    const dir = tempDir('dash18');
    const store = join(dir, 'store.db');
    expect(veedor(['audit', DEMO, '--db', store, '--quiet'], { cwd: dir }).code).toBe(1);
    const cases: [string, string[]][] = [
      ['--out', ['audit', DEMO, '--out', '-']],
      ['--pdf', ['audit', DEMO, '--pdf', '-']],
      ['--db', ['audit', DEMO, '--db', '-']],
      ['--pdf', ['report', 'latest', '--db', store, '--pdf', '-']],
      ['--out', ['export', 'latest', '--db', store, '--out', '-']],
      ['--out', ['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '2', '--out', '-']],
      ['--key', ['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '2', '--faults', '1', '--out', 'h.ndjson', '--key', '-']],
      ['--tables-out', ['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '2', '--out', 'h.csv', '--tables-out', '-']],
      ['--pdf', ['replay', DEMO, 'PL-A08-ORDER', '--pdf', '-']],
      ['--out', ['stats', DEMO, '--out', '-']],
      ['--out', ['findings', '--db', store, '--out', '-']],
      ['--out', ['summary', '--db', store, '--out', '-']],
      ['--out', ['map', 'init', join(MAPPED, 'partidas_MB-02_2026-11-06.csv'), '--out', '-']],
      ['--out', ['import', join(MAPPED, 'partidas_MB-02_2026-11-06.csv'), '--map', join(MAPPED, 'casino.map.json'), '--out', '-']],
    ];
    for (const [option, args] of cases) {
      const r = veedor([...args, '--lang', 'en'], { cwd: dir });
      expect(r, args.join(' ')).toEqual({
        code: 2, signal: null, stdout: '',
        stderr: `veedor: ${option} -: "-" names no file here (it is the standard input a log is read from): give a file name, or /dev/stdout for the standard output\n`,
      });
      expect(existsSync(join(dir, '-')), args.join(' ')).toBe(false);
    }
    expect(veedor(['audit', DEMO, '--pdf', '-', '--lang', 'es'], { cwd: dir }).stderr)
      .toBe('veedor: --pdf -: "-" no nombra ningún archivo aquí (es la entrada estándar de la que se lee un registro): dé un nombre de archivo, o /dev/stdout para la salida estándar\n');
    expect(readdirSync(dir).sort()).toEqual(['store.db']);
  });

  it('a read command\'s --db - is no store, and the way to make one names a file, not "-"', () => {
    const dir = tempDir('dash18-read');
    expect(veedor(['runs', '--db', '-', '--lang', 'en'], { cwd: dir })).toEqual({
      code: 2, signal: null, stdout: '', stderr: 'veedor: no audit store at - (create one with: veedor audit FILES --db audit.db)\n',
    });
    expect(veedor(['runs', '--db', '-', '--lang', 'es'], { cwd: dir }).stderr)
      .toBe('veedor: no hay almacén de auditoría en - (cree uno con: veedor audit ARCHIVOS --db auditoria.db)\n');
    expect(readdirSync(dir)).toEqual([]);
  });
});
