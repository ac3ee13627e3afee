// veedor keys new --out NAME: what NAME may be, and how the two key files are written (ux14). Like every other
// output: a name that names a folder or a device is refused in one line (exit 2), a missing folder is an error (never
// created), nothing is replaced, and the files appear whole through a temp file that never stays behind.
import { execFileSync, spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/temp.js';
import { veedor } from './run-cli.js';

const en = (args: string[], cwd: string) => veedor(['keys', 'new', ...args, '--lang', 'en'], { cwd });
const HINT = 'give a name for the keys, e.g. --out folder/inspector (writes inspector.key and inspector.pub)';

describe('veedor keys new --out NAME', () => {
  it('refuses a NAME that names a folder or a device, in one line, exit 2, and writes nothing', () => {
    const dir = tempDir('keys');
    mkdirSync(join(dir, 'd'));
    symlinkSync('/dev/null', join(dir, 'null'));
    execFileSync('mkfifo', [join(dir, 'fifo')]);
    const cases: [string, string][] = [
      // These wrote the hidden d/.key and d/.pub, or "..key" beside the folder; d wrote d.key beside it.
      ['d/', '--out d/ names a folder'],
      ['.', '--out . names a folder'],
      ['d/..', '--out d/.. names a folder'],
      ['d', '--out d is a folder'],
      // /dev/null as NAME wrote /dev/null.key and /dev/null.pub, new files in /dev (here a link to it in the folder).
      ['null', '--out null is a character device'],
      ['fifo', '--out fifo is a FIFO or pipe'],
      ['', '--out needs a name for the keys'],
    ];
    const before = readdirSync(dir).sort();
    for (const [out, says] of cases) {
      const r = en(['--out', out], dir);
      expect({ out, code: r.code, stderr: r.stderr }).toEqual({ out, code: 2, stderr: `veedor: ${says}${says.endsWith('keys') ? '' : `: ${HINT}`}\n` });
    }
    expect(readdirSync(dir).sort()).toEqual(before);
    expect(readdirSync(join(dir, 'd'))).toEqual([]);
    const es = veedor(['keys', 'new', '--out', 'd', '--lang', 'es'], { cwd: dir });
    expect({ code: es.code, stderr: es.stderr }).toEqual({ code: 2, stderr: 'veedor: --out d es una carpeta: dé un nombre para las claves, p. ej. --out carpeta/inspector (escribe inspector.key e inspector.pub)\n' });
  });

  it('never replaces a name that is taken, a dangling symbolic link included; writes neither file then', () => {
    const dir = tempDir('keys');
    writeFileSync(join(dir, 'a.pub'), 'mine\n');
    symlinkSync(join(dir, 'nowhere'), join(dir, 'b.key'));
    expect(en(['--out', 'a'], dir)).toMatchObject({ code: 2, stderr: 'veedor: a.pub already exists: a key is never replaced (choose another --out)\n' });
    // It was "cannot write --out b (b.key): EEXIST: file already exists", after writing a temp file.
    expect(en(['--out', 'b'], dir)).toMatchObject({ code: 2, stderr: 'veedor: b.key already exists: a key is never replaced (choose another --out)\n' });
    expect(readdirSync(dir).sort()).toEqual(['a.pub', 'b.key']);
    expect(readFileSync(join(dir, 'a.pub'), 'utf8')).toBe('mine\n');
    expect(lstatSync(join(dir, 'b.key')).isSymbolicLink()).toBe(true);
  });

  it('writes NAME.key readable by its owner only and NAME.pub, in a folder that exists, and no temp file stays', () => {
    const dir = tempDir('keys');
    mkdirSync(join(dir, 'keys'));
    // A temp key a kill -9 left (its process is gone): removed by the next run that writes the name.
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    writeFileSync(join(dir, 'keys', `inspector.key.${dead}.partial`), 'half a key');
    const r = en(['--out', 'keys/inspector'], dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^veedor: wrote keys\/inspector\.key: the private key .*; fingerprint [0-9a-f]{64}\n$/);
    expect(readdirSync(join(dir, 'keys')).sort()).toEqual(['inspector.key', 'inspector.pub']);
    expect(statSync(join(dir, 'keys', 'inspector.key')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'keys', 'inspector.key'), 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(readFileSync(join(dir, 'keys', 'inspector.pub'), 'utf8')).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    // A missing folder is an error, not created (as every output option: test/cli/wrote-and-folders.test.ts).
    expect(en(['--out', 'no/inspector'], dir)).toMatchObject({ code: 2, stderr: `veedor: --out no/inspector: no such directory (the folder ${join(dir, 'no')} does not exist)\n` });
    expect(readdirSync(dir).sort()).toEqual(['keys']);
  });
});
