import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/audit-files.js';
import { DEMO, STACK, veedor } from './run-cli.js';

// These cases assert the English one-line errors and listings: Spanish is the default (cli/lang.ts).
process.env['VEEDOR_LANG'] = 'en';

// A file name is the user's (or an attacker's) to choose. Whatever a command prints, on stdout or in
// its one-line errors on stderr, goes through the one terminal sanitizer (reports/terminal-safe.ts):
// no escape sequence reaches the inspector's terminal, no bidi override reorders a line, and a
// newline in a name cannot forge a line of the report.

const NAME = 'ev\u001b[31mRED\u001b]0;TITLE\u0007\u202e\nFAKE.ndjson';
const HAND = 'PL-A13-BJ';
const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
let dir: string;

beforeAll(() => {
  dir = tempDir();
  writeFileSync(join(dir, NAME), readFileSync(DEMO));
  expect(veedor(['audit', NAME, '--db', 's.db', '--format', 'json', '--out', '/dev/null'], { cwd: dir }).code).toBe(1);
}, 60_000);

describe('a hostile file name', () => {
  const commands: [string[], number][] = [
    [['audit', NAME], 1],
    [['audit', NAME, '--db', 's.db'], 1],
    [['audit', `missing-${NAME}`], 2],
    [['audit', NAME, '--out', NAME], 2],
    [['validate', NAME], 0],
    [['findings', '--db', 's.db'], 0],
    [['runs', '--db', 's.db'], 0],
    [['summary', '--db', 's.db', '--by', 'table'], 0],
    [['verify', 'latest', '--db', 's.db'], 0],
    [['report', 'latest', '--db', 's.db', '--pdf', `${NAME}.pdf`, '--stored-paths'], 0],
    [['report', 'latest', '--db', 's.db', '--pdf', `${NAME}.pdf`], 1],
    [['replay', NAME, HAND], 1],
    [['replay', NAME, `NO-SUCH-\u001b[2J-HAND`], 2],
    [['replay', `missing-${NAME}`, HAND], 2],
    [['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '2', '--out', `sim-${NAME}`, '--key', `sim-${NAME}`], 2],
  ];

  it(`reaches no terminal raw: every command (${commands.length}), stdout and stderr`, () => {
    for (const [args, code] of commands) {
      const r = veedor(args, { cwd: dir });
      expect({ args, code: r.code }).toEqual({ args, code });
      expect(r.stderr).not.toMatch(STACK);
      for (const [stream, text] of [['stdout', r.stdout], ['stderr', r.stderr]] as const) {
        expect({ args, stream, unsafe: UNSAFE.exec(text)?.[0] }).toEqual({ args, stream, unsafe: undefined });
        expect({ args, stream, forged: text.split('\n').filter((l) => l.startsWith('FAKE')) }).toEqual({ args, stream, forged: [] });
      }
      // The name is still recognisable: its escapes shown as text.
      if (r.stdout.includes('RED') || r.stderr.includes('RED')) expect(r.stdout + r.stderr).toContain('ev\\u001b[31mRED\\u001b]0;TITLE\\u0007\\u202e\\u000aFAKE.ndjson');
    }
  }, 300_000);

  it('in a one-line error, the whole name on that one line', () => {
    const r = veedor(['audit', `missing-${NAME}`], { cwd: dir });
    expect(r.stderr).toBe('veedor: no such file: missing-ev\\u001b[31mRED\\u001b]0;TITLE\\u0007\\u202e\\u000aFAKE.ndjson\n');
  }, 60_000);
});
