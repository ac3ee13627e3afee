import { closeSync, linkSync, lstatSync, openSync, readdirSync, readFileSync, realpathSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/audit-files.js';
import { CLI, DEMO, STACK, veedor } from './run-cli.js';
import { auditCommand } from '../../cli/commands/audit.js';
import { findingsCommand } from '../../cli/commands/findings.js';
import { summaryCommand } from '../../cli/commands/summary.js';
import { reportCommand } from '../../cli/commands/report.js';
import { replayCommand } from '../../cli/commands/replay.js';
import { simulateCommand } from '../../cli/commands/simulate.js';
import { UsageError } from '../../cli/usage-error.js';

// These cases assert the English one-line errors and listings: Spanish is the default (cli/lang.ts).
process.env['VEEDOR_LANG'] = 'en';

// Evidence is sacred: no output option of any command may land on a file the command reads (by its
// path, a symbolic link or a hard link) or on the audit store, nor two outputs on one file. Each is
// refused before anything is written: exit 2, one line, every byte in the folder as it was.

const HAND = 'PL-A13-BJ';
let dir: string;

/** Every file in the folder (links as links) and its bytes. */
function snapshot(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    const st = lstatSync(p);
    files[name] = st.isSymbolicLink() ? `link ${st.ino}` : readFileSync(p).toString('base64');
  }
  return files;
}

/** The file itself, a symbolic link to it and a hard link to it. */
function aliases(name: string): string[] {
  return [name, `${name}.symlink`, `${name}.hardlink`];
}

beforeAll(() => {
  dir = tempDir();
  writeFileSync(join(dir, 'log.ndjson'), readFileSync(DEMO));
  writeFileSync(join(dir, 'tables.json'), '{"tables": {}}\n');
  expect(veedor(['audit', 'log.ndjson', '--db', 's.db'], { cwd: dir }).code).toBe(1);
  writeFileSync(join(dir, 'sim.ndjson'), 'an earlier simulation\n');
  writeFileSync(join(dir, 'other.ndjson'), readFileSync(DEMO));
  for (const name of ['log.ndjson', 'tables.json', 's.db', 'sim.ndjson']) {
    symlinkSync(name, join(dir, `${name}.symlink`));
    linkSync(join(dir, name), join(dir, `${name}.hardlink`));
  }
}, 60_000);

describe('an output over the evidence', () => {
  // The matrix runs the commands in this process (a child per case costs seconds of start-up each);
  // that a UsageError is exit 2 with one line is checked on the command line below.
  const cases: [string, () => Promise<unknown>][] = [];
  const p = (name: string) => join(dir, name);
  const lang = 'es' as const;
  const audit = (o: Record<string, string>) => auditCommand([p('log.ndjson')], { format: 'text', lang, tables: p('tables.json'), db: p('s.db'), ...o });
  for (const f of [...aliases('log.ndjson'), ...aliases('tables.json'), ...aliases('s.db')]) {
    for (const option of ['out', 'pdf']) cases.push([`audit --${option} ${f}`, () => audit({ [option]: p(f) })]);
  }
  for (const f of [...aliases('log.ndjson'), ...aliases('tables.json')]) cases.push([`audit --db ${f}`, () => audit({ db: p(f) })]);
  for (const f of aliases('sim.ndjson').slice(1)) cases.push([`audit --out sim.ndjson --pdf ${f}`, () => audit({ out: p('sim.ndjson'), pdf: p(f) })]);
  for (const f of aliases('s.db')) cases.push([`findings --out ${f}`, () => findingsCommand({ db: p('s.db'), out: p(f), format: 'text', lang })]);
  for (const f of aliases('s.db')) cases.push([`summary --out ${f}`, () => summaryCommand({ db: p('s.db'), out: p(f), by: 'dealer', format: 'text', lang })]);
  // A log the store's runs audited is evidence its findings point into, though this command does not read it.
  for (const f of aliases('log.ndjson')) {
    cases.push([`findings --out ${f}`, () => findingsCommand({ db: p('s.db'), out: p(f), format: 'json', lang })]);
    cases.push([`summary --out ${f}`, () => summaryCommand({ db: p('s.db'), out: p(f), by: 'table', format: 'csv', lang })]);
    for (const option of ['out', 'pdf']) {
      cases.push([`audit other.ndjson --db s.db --${option} ${f}`, () => auditCommand([p('other.ndjson')], { format: 'text', lang, db: p('s.db'), [option]: p(f) })]);
    }
  }
  for (const f of [...aliases('s.db'), ...aliases('log.ndjson')]) cases.push([`report --pdf ${f}`, () => reportCommand('latest', { db: p('s.db'), pdf: p(f), lang })]);
  for (const f of [...aliases('log.ndjson'), ...aliases('tables.json')]) {
    for (const option of ['pdf', 'html']) {
      cases.push([`replay --${option} ${f}`, () => replayCommand(p('log.ndjson'), HAND, { lang, tables: p('tables.json'), [option]: p(f) })]);
    }
  }
  // A stored run: the store (and its -wal, -journal), the tables file and the log the store names.
  for (const f of [...aliases('s.db'), 's.db-wal', 's.db-journal', ...aliases('log.ndjson'), ...aliases('tables.json')]) {
    for (const option of ['pdf', 'html']) {
      cases.push([`replay --db s.db --${option} ${f}`, () => replayCommand('latest', HAND, { lang, db: p('s.db'), root: dir, tables: p('tables.json'), [option]: p(f) })]);
    }
  }
  for (const [a, b] of [['out', 'key'], ['out', 'tablesOut'], ['key', 'tablesOut']]) {
    for (const f of aliases('sim.ndjson')) {
      cases.push([`simulate ${a} sim.ndjson ${b} ${f}`, () => simulateCommand({ ruleset: 'pe-pot-luck-black-jack', hands: '2', [a!]: p('sim.ndjson'), [b!]: p(f) })]);
    }
  }

  it(`is refused before anything is written, nothing in the folder changed (${cases.length} cases: every option of every command, by path, symlink and hard link)`, async () => {
    const before = snapshot();
    for (const [what, run] of cases) {
      const e = await run().then(() => undefined, (x: unknown) => x);
      expect({ what, usage: e instanceof UsageError }).toEqual({ what, usage: true });
      expect((e as Error).message).toMatch(/^[^\n]*(writing there would destroy it|two outputs cannot share a file|a hand log's name, not an audit store's)[^\n]*$/);
      expect(snapshot()).toEqual(before);
    }
  }, 120_000);

  it('on the command line: exit 2, one line that names what the target is (the log, the tables file, the store, the run\'s input, the other output)', () => {
    const before = snapshot();
    const say = (args: string[]) => {
      const r = veedor(args, { cwd: dir });
      expect({ args, code: r.code, stdout: r.stdout }).toEqual({ args, code: 2, stdout: '' });
      return r.stderr;
    };
    expect(say(['audit', 'log.ndjson', '--pdf', 'log.ndjson.hardlink'])).toBe('veedor: --pdf log.ndjson.hardlink is log.ndjson, a log this audit reads: writing there would destroy it\n');
    expect(say(['audit', 'log.ndjson', '--tables', 'tables.json', '--out', 'tables.json.symlink'])).toBe('veedor: --out tables.json.symlink is tables.json, the tables file: writing there would destroy it\n');
    expect(say(['audit', 'log.ndjson', '--db', 's.db', '--pdf', 's.db.symlink'])).toBe('veedor: --pdf s.db.symlink is the same file as --db s.db: two outputs cannot share a file\n');
    expect(say(['audit', 'log.ndjson', '--db', 's.db', '--pdf', 's.db-wal'])).toBe('veedor: --pdf s.db-wal is s.db-wal, part of the audit store: writing there would destroy it\n');
    expect(say(['report', 'latest', '--db', 's.db', '--pdf', 's.db.hardlink'])).toBe('veedor: --pdf s.db.hardlink is s.db, the audit store: writing there would destroy it\n');
    // replay of a stored run: refused before the line that says where the hand is (one line, not two).
    expect(say(['replay', '--db', 's.db', 'latest', HAND, '--pdf', 's.db.symlink'])).toBe('veedor: --pdf s.db.symlink is s.db, the audit store: writing there would destroy it\n');
    expect(say(['replay', '--db', 's.db', 'latest', HAND, '--html', 's.db-journal'])).toBe('veedor: --html s.db-journal is s.db-journal, part of the audit store: writing there would destroy it\n');
    expect(say(['replay', '--db', 's.db', 'latest', HAND, '--pdf', 'log.ndjson.hardlink'])).toBe(`veedor: --pdf log.ndjson.hardlink is ${join(dir, 'log.ndjson')}, the log it replays: writing there would destroy it\n`);
    expect(say(['replay', '--db', 's.db', 'latest', HAND, '--pdf', 's.db', '--lang', 'es'])).toBe('veedor: --pdf s.db es s.db, el almacén de auditoría: escribir allí lo destruiría\n');
    expect(say(['findings', '--db', 's.db', '--out', 'log.ndjson.hardlink'])).toBe(`veedor: --out log.ndjson.hardlink is ${join(dir, 'log.ndjson')}, a log a run in the store audited: writing there would destroy it\n`);
    expect(say(['summary', '--db', 's.db', '--out', 'log.ndjson.symlink'])).toBe(`veedor: --out log.ndjson.symlink is ${join(dir, 'log.ndjson')}, a log a run in the store audited: writing there would destroy it\n`);
    expect(say(['summary', '--db', 's.db', '--out', 's.db-wal', '--lang', 'es'])).toBe('veedor: --out s.db-wal es s.db-wal, parte del almacén de auditoría: escribir allí lo destruiría\n');
    // hostile24: a store named through a symbolic link keeps its -wal, -shm and -journal beside the file the link leads
    // to (SQLite follows the link): those were not the store's, and `summary --db s.db.symlink --out s.db-wal` replaced
    // the write-ahead log of a store left in WAL mode, with the runs not yet copied into the .db.
    const real = realpathSync(dir);
    expect(say(['summary', '--db', 's.db.symlink', '--out', 's.db-wal'])).toBe(`veedor: --out s.db-wal is ${join(real, 's.db-wal')}, part of the audit store: writing there would destroy it\n`);
    expect(say(['findings', '--db', 's.db.symlink', '--out', 's.db-shm', '--lang', 'es'])).toBe(`veedor: --out s.db-shm es ${join(real, 's.db-shm')}, parte del almacén de auditoría: escribir allí lo destruiría\n`);
    expect(say(['audit', 'other.ndjson', '--db', 's.db.symlink', '--pdf', 's.db-journal'])).toBe(`veedor: --pdf s.db-journal is ${join(real, 's.db-journal')}, part of the audit store: writing there would destroy it\n`);
    expect(say(['audit', 'other.ndjson', '--db', 's.db', '--out', 'log.ndjson', '--lang', 'es'])).toBe(`veedor: --out log.ndjson es ${join(dir, 'log.ndjson')}, un registro que auditó una ejecución del almacén: escribir allí lo destruiría\n`);
    expect(say(['report', 'latest', '--db', 's.db', '--pdf', 'log.ndjson.symlink'])).toBe(`veedor: --pdf log.ndjson.symlink is ${join(dir, 'log.ndjson')}, an input of the run: writing there would destroy it\n`);
    expect(snapshot()).toEqual(before);
  }, 60_000);
});

describe('an output over the file given as standard input', () => {
  // `audit - < log.ndjson --out /dev/stdin` used to rename the report onto the log it was reading.
  it('is refused in one line through /dev/stdin, /dev/fd/0 and the file\'s own name; the log byte-identical', () => {
    const before = snapshot();
    const run = (args: string[], lang: string) => {
      const fd = openSync(join(dir, 'log.ndjson'), 'r');
      try {
        const r = spawnSync(process.execPath, [CLI, ...args, '--lang', lang], { cwd: dir, encoding: 'utf8', stdio: [fd, 'pipe', 'pipe'] });
        return { code: r.status, stdout: r.stdout, stderr: r.stderr };
      } finally {
        closeSync(fd);
      }
    };
    const cases: [string[], string][] = [
      [['audit', '-', '--input', 'ndjson', '--quiet', '--out'], '/dev/stdin'],
      [['audit', '-', '--input', 'ndjson', '--quiet', '--pdf'], '/dev/fd/0'],
      [['audit', '-', '--input', 'ndjson', '--quiet', '--out'], 'log.ndjson.hardlink'],
      [['stats', '-', '--out'], '/dev/stdin'],
      [['replay', '-', HAND, '--html'], '/dev/stdin'],
    ];
    for (const [args, out] of cases) {
      const option = args.at(-1)!;
      expect(run([...args, out], 'en')).toEqual({ code: 2, stdout: '', stderr: `veedor: ${option} ${out} is -, the standard input, a file this command reads: writing there would destroy it\n` });
      expect(run([...args, out], 'es')).toEqual({ code: 2, stdout: '', stderr: `veedor: ${option} ${out} es -, la entrada estándar, un archivo que este comando lee: escribir allí lo destruiría\n` });
    }
    expect(snapshot()).toEqual(before);
  }, 60_000);
});

describe('an output that is not a regular file', () => {
  it('/dev/null is written into and stays a device; every command\'s outputs', () => {
    const dev = statSync('/dev/null');
    const runs: [string[], number][] = [
      [['audit', 'log.ndjson', '--out', '/dev/null', '--pdf', '/dev/null'], 1],
      // --stored-paths: the events are read from the run's inputs (without it the report says none was read, exit 1).
      [['report', 'latest', '--db', 's.db', '--pdf', '/dev/null', '--stored-paths'], 0],
      [['findings', '--db', 's.db', '--out', '/dev/null'], 0],
      [['summary', '--db', 's.db', '--out', '/dev/null'], 0],
      [['replay', 'log.ndjson', HAND, '--pdf', '/dev/null', '--html', '/dev/null'], 1],
      [['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '3', '--out', '/dev/null', '--key', '/dev/null', '--tables-out', '/dev/null'], 0],
    ];
    for (const [args, code] of runs) {
      const r = veedor(args, { cwd: dir });
      expect({ args, code: r.code }).toEqual({ args, code });
      expect(r.stderr).not.toMatch(STACK);
      const now = statSync('/dev/null');
      expect(now.isCharacterDevice() && now.ino === dev.ino && now.rdev === dev.rdev).toBe(true);
    }
    expect(readdirSync('/dev').filter((n) => n.startsWith('.null.'))).toEqual([]);
  }, 120_000);

  it('/dev/stdout (a pipe here) carries the output itself', () => {
    const json = veedor(['audit', 'log.ndjson', '--format', 'json', '--out', '/dev/stdout'], { cwd: dir });
    expect(json.code).toBe(1);
    // The same document as the audit prints on its own standard output.
    const plain = veedor(['audit', 'log.ndjson', '--format', 'json'], { cwd: dir });
    expect(JSON.parse(json.stdout).summary.findings).toBe(42);
    expect(json.stdout).toBe(plain.stdout);
    const html = veedor(['replay', 'log.ndjson', HAND, '--html', '/dev/stdout'], { cwd: dir });
    expect(html.code).toBe(1);
    expect(html.stdout).toMatch(/^<!DOCTYPE html>/i);
    expect(html.stdout).toContain(HAND);
    const sim = veedor(['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '3', '--out', '/dev/stdout'], { cwd: dir });
    expect(sim.stdout.trim().split('\n').map((l) => JSON.parse(l).hand_id)).toHaveLength(3);
  }, 60_000);

  it('/dev/stdout redirected to a file: written on the descriptor, the file not replaced by another', () => {
    const out = join(dir, 'redirected.json');
    writeFileSync(out, '');
    const ino = statSync(out).ino;
    const fd = openSync(out, 'w');
    const r = spawnSync(process.execPath, [CLI, 'audit', 'log.ndjson', '--format', 'json', '--out', '/dev/stdout'], { cwd: dir, stdio: ['ignore', fd, 'pipe'], encoding: 'utf8' });
    closeSync(fd);
    expect(r.status).toBe(1);
    expect(statSync(out).ino).toBe(ino);
    expect(JSON.parse(readFileSync(out, 'utf8')).summary.hands).toBe(42);
  }, 60_000);

  it('/dev/full: exit 2 with one line, and the device is still a device (report --pdf used to replace it)', () => {
    const dev = statSync('/dev/full');
    for (const args of [
      ['report', 'latest', '--db', 's.db', '--pdf', '/dev/full'],
      ['audit', 'log.ndjson', '--pdf', '/dev/full'],
      ['replay', 'log.ndjson', HAND, '--html', '/dev/full'],
    ]) {
      const r = veedor(args, { cwd: dir });
      expect({ args, code: r.code }).toEqual({ args, code: 2 });
      expect(r.stderr).toMatch(/^veedor: cannot write --(pdf|html) \/dev\/full: ENOSPC: no space left on device\n$/);
      const now = statSync('/dev/full');
      expect(now.isCharacterDevice() && now.rdev === dev.rdev).toBe(true);
    }
  }, 60_000);

  it('a folder, a FIFO nobody reads: refused with one line, at once', () => {
    spawnSync('mkfifo', [join(dir, 'nobody.fifo')]);
    const fifo = veedor(['audit', 'log.ndjson', '--out', 'nobody.fifo'], { cwd: dir, timeout: 20_000 });
    expect({ code: fifo.code, stderr: fifo.stderr }).toEqual({ code: 2, stderr: 'veedor: cannot write nobody.fifo: no process is reading from that FIFO\n' });
    const folder = veedor(['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '2', '--key', '.'], { cwd: dir });
    expect({ code: folder.code, stderr: folder.stderr }).toEqual({ code: 2, stderr: 'veedor: --key . is a folder, not a file\n' });
  }, 60_000);
});
