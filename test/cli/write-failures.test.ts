import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/audit-files.js';
import { CLI, DEMO, ROOT, veedor } from './run-cli.js';

// These cases assert the English one-line errors and listings: Spanish is the default (cli/lang.ts).
process.env['VEEDOR_LANG'] = 'en';

// A full disk or a read-only folder: every output path of every command ends with exit 2 and one
// line naming the output, and leaves neither the target nor a temporary file behind. stdout on a
// full disk is /dev/full itself; files on a full disk or in a read-only folder come from a stub
// (fail-writes.mjs) that fails the fs calls the way the kernel does, since CI cannot mount a tmpfs.

const STUB = new URL('./fail-writes.mjs', import.meta.url).pathname;
const HAND = 'PL-A13-BJ';
const MAPPED = join(ROOT, 'fixtures', 'mappings', 'dragon-six-row-per-hand');
const SIM = ['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '5'];
let dir: string;
let bad: string;

beforeAll(() => {
  dir = tempDir();
  bad = join(dir, 'bad');
  mkdirSync(bad);
  writeFileSync(join(dir, 'log.ndjson'), readFileSync(DEMO));
  expect(veedor(['audit', 'log.ndjson', '--db', 's.db'], { cwd: dir }).code).toBe(1);
}, 60_000);

/** Every output option of every command, each pointed into the failing folder. */
const OUTPUTS: [string[], string][] = [
  [['audit', 'log.ndjson', '--out', 'bad/r.txt'], '--out bad/r.txt'],
  [['audit', 'log.ndjson', '--format', 'csv', '--out', 'bad/r.csv'], '--out bad/r.csv'],
  [['audit', 'log.ndjson', '--pdf', 'bad/r.pdf', '--out', '/dev/null'], '--pdf bad/r.pdf'],
  [['findings', '--db', 's.db', '--out', 'bad/f.txt'], '--out bad/f.txt'],
  [['summary', '--db', 's.db', '--format', 'csv', '--out', 'bad/y.csv'], '--out bad/y.csv'],
  [['report', 'latest', '--db', 's.db', '--pdf', 'bad/s.pdf'], '--pdf bad/s.pdf'],
  [['replay', 'log.ndjson', HAND, '--pdf', 'bad/h.pdf'], '--pdf bad/h.pdf'],
  [['replay', 'log.ndjson', HAND, '--html', 'bad/h.html'], '--html bad/h.html'],
  [[...SIM, '--out', 'bad/s.ndjson'], '--out bad/s.ndjson'],
  [[...SIM, '--faults', '1', '--out', '/dev/null', '--key', 'bad/k.ndjson'], '--key bad/k.ndjson'],
  [[...SIM, '--format', 'csv', '--out', '/dev/null', '--tables-out', 'bad/t.json'], '--tables-out bad/t.json'],
  [['export', 'latest', '--db', 's.db', '--out', 'bad/bundle'], '--out bad/bundle'],
  [['import', join(MAPPED, 'BAC-07_2026-03-06.csv'), '--map', join(MAPPED, 'casino.map.json'), '--out', 'bad/i.ndjson'], '--out bad/i.ndjson'],
  [['map', 'init', join(MAPPED, 'BAC-07_2026-03-06.csv'), '--out', 'bad/draft.map.json'], '--out bad/draft.map.json'],
  [['keys', 'new', '--out', 'bad/k'], '--out bad/k (bad/k.key)'],
];

describe.each([
  ['a full disk', 'ENOSPC', 'no space left on device'],
  ['a read-only folder', 'EROFS', 'read-only file system'],
])('%s', (_what, code, words) => {
  it('every output option of every command: exit 2, one line naming the output, nothing left in the folder', () => {
    for (const [args, output] of OUTPUTS) {
      const r = veedor(args, { cwd: dir, env: { NODE_OPTIONS: `--import=${STUB}`, VEEDOR_FAIL: code, VEEDOR_FAIL_DIR: bad } });
      expect({ args, code: r.code, stderr: r.stderr }).toEqual({ args, code: 2, stderr: `veedor: cannot write ${output}: ${code}: ${words}\n` });
      expect(readdirSync(bad)).toEqual([]);
    }
  }, 300_000);
});

describe('standard output on a full disk (/dev/full)', () => {
  const commands: string[][] = [
    ['audit', 'log.ndjson'], ['audit', 'log.ndjson', '--format', 'json'], ['audit', 'log.ndjson', '--format', 'csv'],
    ['validate', 'log.ndjson'], ['rules'], ['runs', '--db', 's.db'], ['findings', '--db', 's.db'], ['summary', '--db', 's.db'],
    ['verify', 'latest', '--db', 's.db'], ['replay', 'log.ndjson', HAND], SIM, [...SIM, '--stats'],
  ];
  it('every command that prints: exit 2 and one line (it was exit 1 and silence)', () => {
    for (const args of commands) {
      const full = openSync('/dev/full', 'w');
      const r = spawnSync(process.execPath, [CLI, ...args], { cwd: dir, stdio: ['ignore', full, 'pipe'], encoding: 'utf8', timeout: 60_000 });
      closeSync(full);
      expect({ args, code: r.status, stderr: r.stderr }).toEqual({ args, code: 2, stderr: 'veedor: cannot write the standard output: ENOSPC: no space left on device\n' });
    }
  }, 300_000);
  it('in Spanish, the system\'s reason in Spanish too (it was the English text of the error)', () => {
    const full = openSync('/dev/full', 'w');
    const r = spawnSync(process.execPath, [CLI, 'audit', 'log.ndjson', '--lang', 'es'], { cwd: dir, stdio: ['ignore', full, 'pipe'], encoding: 'utf8', timeout: 60_000 });
    closeSync(full);
    expect({ code: r.status, stderr: r.stderr }).toEqual({ code: 2, stderr: 'veedor: no se puede escribir la salida estándar: ENOSPC: no queda espacio en el dispositivo\n' });
  });
});

describe('the temp folder on a full disk', () => {
  it('audit --pdf, whose spills fail: exit 2 with one line, no PDF, the temp folder empty', () => {
    const r = veedor(['audit', 'log.ndjson', '--pdf', 'spilled.pdf', '--out', '/dev/null'], {
      cwd: dir, env: { NODE_OPTIONS: `--import=${STUB}`, VEEDOR_FAIL: 'ENOSPC', VEEDOR_FAIL_DIR: bad, TMPDIR: bad },
    });
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 2, stderr: `veedor: cannot write the findings in the temp folder ${bad} (TMPDIR): ENOSPC: no space left on device, write\n` });
    expect(readdirSync(bad)).toEqual([]);
    expect(readdirSync(dir)).not.toContain('spilled.pdf');
  }, 60_000);
});
