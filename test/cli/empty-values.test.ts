import { copyFileSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/audit-files.js';
import { DEMO, ROOT, veedor } from './run-cli.js';

// An option or argument given as "" (a script's `--tables "$TABLES"` with the variable unset) names nothing. Read as
// not given, `audit hands.csv --tables ""` audited the CSV with no table configuration: exit 1 with a pool
// commission "not posted" reported against a table whose tables file posts it; `--ruleset ""` audited against each
// game's default; `findings --run ""` listed the findings of every run; an empty run id was a prefix of every id, so
// `verify ""` and `export ""` took the store's only run. Each is now refused: exit 2, one line, nothing written.

const BAD = join(ROOT, 'fixtures', 'bad-input');
let dir: string;

beforeAll(() => {
  dir = tempDir();
  copyFileSync(join(BAD, 'csv-bom-crlf.csv'), join(dir, 'hands.csv'));
  copyFileSync(join(BAD, 'pot-luck.tables.json'), join(dir, 'tables.json'));
  writeFileSync(join(dir, 'log.ndjson'), readFileSync(DEMO));
  expect(veedor(['audit', 'log.ndjson', '--db', 's.db'], { cwd: dir }).code).toBe(1);
}, 60_000);

describe('an empty option value or argument', () => {
  it('the CSV with its tables file is clean: the refusals below are of the empty value, not of the log', () => {
    expect(veedor(['audit', 'hands.csv', '--tables', 'tables.json', '--lang', 'en'], { cwd: dir }).code).toBe(0);
  });

  it('is refused by every command: exit 2, one line in the reader\'s language, nothing on stdout, nothing written', () => {
    const store = readFileSync(join(dir, 's.db'));
    const before = readdirSync(dir).sort();
    const cases: [string[], string, string][] = [
      [['audit', 'hands.csv', '--tables', ''], '--tables needs a file name', '--tables necesita un nombre de archivo'],
      [['audit', 'hands.csv', '--tables', 'tables.json', '--ruleset', ''], '--ruleset needs a value', '--ruleset necesita un valor'],
      [['validate', 'hands.csv', '--tables', ''], '--tables needs a file name', '--tables necesita un nombre de archivo'],
      [['stats', 'log.ndjson', '', '--by', 'dealer'], 'the argument \'files\' is empty', 'el argumento \'files\' está vacío'],
      [['audit', ''], 'the argument \'files\' is empty', 'el argumento \'files\' está vacío'],
      [['findings', '--db', 's.db', '--run', ''], '--run needs a value', '--run necesita un valor'],
      [['findings', '--db', 's.db', '--dealer', ''], '--dealer needs a value', '--dealer necesita un valor'],
      [['summary', '--db', 's.db', '--run', ''], '--run needs a value', '--run necesita un valor'],
      [['verify', '', '--db', 's.db'], 'the argument \'run\' is empty', 'el argumento \'run\' está vacío'],
      [['export', '', '--db', 's.db', '--out', 'bundle'], 'the argument \'run\' is empty', 'el argumento \'run\' está vacío'],
      [['report', '', '--db', 's.db', '--pdf', 'r.pdf'], 'the argument \'run\' is empty', 'el argumento \'run\' está vacío'],
      [['replay', 'log.ndjson', ''], 'the argument \'hand_id\' is empty', 'el argumento \'hand_id\' está vacío'],
      [['runs', '--db', ''], '--db needs a file name', '--db necesita un nombre de archivo'],
      [['--config', '', 'runs', '--db', 's.db'], '--config needs a file name', '--config necesita un nombre de archivo'],
    ];
    for (const [args, en, es] of cases) {
      for (const [lang, line] of [['en', en], ['es', es]] as const) {
        const r = veedor([...args, '--lang', lang], { cwd: dir });
        expect({ args, code: r.code, stdout: r.stdout, stderr: r.stderr }).toEqual({ args, code: 2, stdout: '', stderr: `veedor: ${line}\n` });
      }
    }
    expect(readdirSync(dir).sort()).toEqual(before);
    expect(readFileSync(join(dir, 's.db')).equals(store)).toBe(true);
  }, 120_000);
});
