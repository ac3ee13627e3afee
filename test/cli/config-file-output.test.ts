import { linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/audit-files.js';
import { DEMO, STACK, veedor } from './run-cli.js';

// Evidence is sacred: the config file (./veedor.config.json, found in the working folder, or --config FILE) is a
// file every command reads before anything else. An output onto it (by its name, a symbolic link or a hard link)
// replaced it: `veedor audit log.ndjson --out veedor.config.json` wrote the report there (exit 1, "wrote"), and every
// command after it failed on "the config file veedor.config.json is not valid JSON". Refused like an output onto a
// log: exit 2, one line, no byte of the folder changed.

const HAND = 'PL-A13-BJ';
let dir: string;

/** Every file in the folder and below (links as links) and its bytes. */
function snapshot(at = dir): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(at).sort()) {
    const p = join(at, name);
    const st = lstatSync(p);
    if (st.isDirectory()) for (const [k, v] of Object.entries(snapshot(p))) files[`${name}/${k}`] = v;
    else files[name] = st.isSymbolicLink() ? `link ${st.ino}` : readFileSync(p).toString('base64');
  }
  return files;
}

beforeAll(() => {
  dir = tempDir();
  writeFileSync(join(dir, 'log.ndjson'), readFileSync(DEMO));
  // No config yet: the store is made as any audit makes it.
  expect(veedor(['audit', 'log.ndjson', '--db', 's.db', '--lang', 'en'], { cwd: dir }).code).toBe(1);
  writeFileSync(join(dir, 'veedor.config.json'), '{"lang": "en"}\n');
  mkdirSync(join(dir, 'conf'));
  writeFileSync(join(dir, 'conf', 'mine.json'), '{"lang": "en", "casino": "Casino Lima"}\n');
  symlinkSync('veedor.config.json', join(dir, 'config.symlink'));
  linkSync(join(dir, 'veedor.config.json'), join(dir, 'config.hardlink'));
}, 60_000);

describe('an output over the config file', () => {
  it('is refused for every output option of every command: exit 2, one line naming it, nothing in the folder changed', () => {
    const before = snapshot();
    const outputs: string[][] = [
      ['audit', 'log.ndjson', '--out', '@'],
      ['audit', 'log.ndjson', '--pdf', '@'],
      ['audit', 'log.ndjson', '--format', 'csv', '--out', '@'],
      ['findings', '--db', 's.db', '--out', '@'],
      ['summary', '--db', 's.db', '--out', '@'],
      ['report', 'latest', '--db', 's.db', '--pdf', '@'],
      ['replay', 'log.ndjson', HAND, '--pdf', '@'],
      ['replay', 'log.ndjson', HAND, '--html', '@'],
      ['stats', 'log.ndjson', '--format', 'json', '--out', '@'],
      ['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '2', '--out', '@'],
      ['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '2', '--key', '@'],
    ];
    const cases: [string[], string][] = [];
    // The config found in the working folder, under its own name and through links to it.
    for (const args of outputs) {
      for (const name of ['veedor.config.json', './veedor.config.json', 'config.symlink', 'config.hardlink']) {
        cases.push([args.map((a) => (a === '@' ? name : a)), 'veedor.config.json']);
      }
      // The one --config names.
      cases.push([['--config', 'conf/mine.json', ...args.map((a) => (a === '@' ? 'conf/mine.json' : a))], 'conf/mine.json']);
    }
    for (const [args, config] of cases) {
      const r = veedor(args, { cwd: dir });
      expect({ args, code: r.code, stdout: r.stdout }).toEqual({ args, code: 2, stdout: '' });
      expect(r.stderr, args.join(' ')).toMatch(new RegExp(`^veedor: --\\w+ \\S+ is ${config.replace('.', '\\.')}, the config file: writing there would destroy it\\n$`));
      expect(r.stderr).not.toMatch(STACK);
      expect(snapshot(), args.join(' ')).toEqual(before);
    }
  }, 240_000);

  it('in Spanish too, and the config file still reads afterwards', () => {
    const before = snapshot();
    const r = veedor(['audit', 'log.ndjson', '--pdf', 'config.hardlink', '--lang', 'es'], { cwd: dir });
    expect(r).toMatchObject({ code: 2, stdout: '' });
    expect(r.stderr).toBe('veedor: --pdf config.hardlink es veedor.config.json, el archivo de configuración: escribir allí lo destruiría\n');
    expect(snapshot()).toEqual(before);
    // The config is whole: its language is the one the next command speaks.
    expect(veedor(['runs', '--db', 's.db'], { cwd: dir })).toMatchObject({ code: 0, stderr: '' });
    expect(veedor(['runs', '--db', 'nothing.db'], { cwd: dir, env: { VEEDOR_LANG: '' } }).stderr).toBe('veedor: no audit store at nothing.db (create one with: veedor audit FILES --db nothing.db)\n');
  });
});
