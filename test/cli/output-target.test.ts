import { mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/audit-files.js';
import { checkOutputs, outputTarget } from '../../cli/output-paths.js';
import { OutputFile } from '../../cli/output-file.js';
import { writeOut } from '../../reports/write.js';
import { DEMO, STACK, veedor } from './run-cli.js';

describe('where an output may go', () => {
  it('refuses an empty name, a folder, a missing folder, a dangling symbolic link and a socket', async () => {
    const dir = tempDir();
    symlinkSync(join(dir, 'gone.txt'), join(dir, 'dangling.txt'));
    const socket = join(dir, 's.sock');
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(socket, resolve));
    try {
      const refusal = (path: string) => {
        try {
          outputTarget('--out', path);
          return 'accepted';
        } catch (e) {
          return (e as Error).message;
        }
      };
      expect(refusal('')).toBe('--out needs a file name');
      expect(refusal(dir)).toBe(`--out ${dir} is a folder, not a file`);
      expect(refusal(join(dir, 'no', 'r.txt'))).toBe(`--out ${join(dir, 'no', 'r.txt')}: no such directory (the folder ${join(dir, 'no')} does not exist)`);
      expect(refusal(join(dir, 'dangling.txt'))).toBe(`--out ${join(dir, 'dangling.txt')} is a symbolic link to a file that does not exist`);
      expect(refusal(socket)).toBe(`--out ${socket} is a socket, not a regular file: nothing is written there`);
    } finally {
      server.close();
    }
  });

  it('an output under a file (ENOTDIR) is one line naming the option and the file in the way, in Spanish and English, for every command', () => {
    const dir = tempDir();
    const file = join(dir, 'report.json');
    writeFileSync(file, 'kept\n');
    const store = join(dir, 'kept.db');
    expect(veedor(['audit', DEMO, '--db', store, '--quiet', '--lang', 'en']).code).toBe(1);
    const storeBefore = readFileSync(store);
    const cases: [string[], string, string][] = [
      [['audit', DEMO, '--quiet'], '--out', join(file, 'out.json')],
      [['audit', DEMO, '--quiet'], '--pdf', join(file, 'deeper', 'out.pdf')],
      [['audit', DEMO, '--quiet'], '--db', join(file, 'x.db')],
      [['stats', DEMO], '--out', join(file, 'x.txt')],
      [['stats', DEMO], '--svg', join(file, 'charts')],
      [['findings', '--db', store], '--out', join(file, 'f.json')],
      [['report', 'latest', '--db', store], '--pdf', join(file, 'r.pdf')],
      [['simulate', '--ruleset', 'es-marbella-black-jack', '--hands', '3'], '--out', join(file, 's.ndjson')],
    ];
    for (const [args, option, path] of cases) {
      const en = veedor([...args, option, path, '--lang', 'en']);
      expect(en.code, `${args[0]} ${option}`).toBe(2);
      expect(en.stderr).toBe(`veedor: ${option} ${path}: ${file} is not a folder but a file: nothing can be written inside it\n`);
      const es = veedor([...args, option, path, '--lang', 'es']);
      expect(es.code).toBe(2);
      expect(es.stderr).toBe(`veedor: ${option} ${path}: ${file} no es una carpeta sino un archivo: no se puede escribir dentro\n`);
    }
    // export and keys have no --lang: Spanish, the default.
    for (const args of [['export', 'latest', '--db', store, '--out', join(file, 'bundle')], ['keys', 'new', '--out', join(file, 'k')]]) {
      const r = veedor(args);
      expect(r.code, args[0]).toBe(2);
      expect(r.stderr).toBe(`veedor: --out ${args.at(-1)}: ${file} no es una carpeta sino un archivo: no se puede escribir dentro\n`);
    }
    expect(readFileSync(file, 'utf8')).toBe('kept\n');
    expect(readFileSync(store).equals(storeBefore)).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['kept.db', 'report.json']);
  });

  it('an audit store the command does not use is not a report to replace: --out and --pdf onto it refused, not a byte changed', () => {
    const dir = tempDir();
    const store = join(dir, 'old.db');
    const stored = veedor(['audit', DEMO, '--db', store, '--quiet', '--lang', 'en']);
    expect(stored.code).toBe(1);
    const before = readFileSync(store);
    for (const option of ['--out', '--pdf']) {
      const r = veedor(['audit', DEMO, option, store, '--quiet', '--lang', 'en']);
      expect(r.code, option).toBe(2);
      expect(r.stderr).toBe(`veedor: ${option} ${store} is an SQLite database (an audit store?): writing there would destroy it\n`);
      expect(r.stderr).not.toMatch(STACK);
      expect(r.stdout).toBe('');
    }
    expect(readFileSync(store).equals(before)).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['old.db']);
  });

  it('two outputs not yet created under one name, through a symbolic link to their folder, are one file', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'real'));
    symlinkSync(join(dir, 'real'), join(dir, 'alias'));
    expect(() => checkOutputs([{ option: '--out', path: join(dir, 'real', 'r.txt') }, { option: '--pdf', path: join(dir, 'alias', 'r.txt') }], []))
      .toThrow(`--pdf ${join(dir, 'alias', 'r.txt')} is the same file as --out ${join(dir, 'real', 'r.txt')}: two outputs cannot share a file`);
  });

  it('a symbolic link to a report is followed: the report is replaced, the link stays a link', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'old.txt'), 'old report\n');
    symlinkSync('old.txt', join(dir, 'link.txt'));
    const [target] = checkOutputs([{ option: '--out', path: join(dir, 'link.txt') }], []);
    const file = OutputFile.open(target!);
    // Until it is committed the old report is intact and the new one is a hidden temporary file.
    await file.write(async (out) => {
      await writeOut(out, 'new report\n');
      expect(readFileSync(join(dir, 'old.txt'), 'utf8')).toBe('old report\n');
      expect(readdirSync(dir).filter((n) => n.endsWith('.partial'))).toHaveLength(1);
    });
    expect(readFileSync(join(dir, 'link.txt'), 'utf8')).toBe('new report\n');
    expect(readdirSync(dir).sort()).toEqual(['link.txt', 'old.txt']);
  });

  it('a render that fails leaves the target as it was and no temporary file', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'r.txt'), 'the last good report\n');
    const file = OutputFile.open(outputTarget('--out', join(dir, 'r.txt')));
    const e = await file.write(async (out) => {
      await writeOut(out, 'half a rep');
      throw new Error('the renderer failed');
    }).then(() => undefined, (x: unknown) => x);
    expect((e as Error).message).toBe('the renderer failed');
    expect(readFileSync(join(dir, 'r.txt'), 'utf8')).toBe('the last good report\n');
    expect(readdirSync(dir)).toEqual(['r.txt']);
  });
});
