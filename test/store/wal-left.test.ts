// A store an audit left in WAL mode: killed with SIGKILL mid-write, its committed batches in s.db-wal, its
// wal-index in s.db-shm, no process holding it. The brief: "a command that only reads a store opens it read-only and
// changes no byte: sha256 of the .db AND the absence/unchanged state of -wal/-shm/-journal files before and after,
// including on a store left in WAL mode by a killed writer".
//
// Before: the first read-only command rebuilt the wal-index, rewriting s.db-shm (its change counter and checksums);
// given the store and its -wal without the -shm (a copy of the evidence), it created s.db-shm beside the store; and
// given a store whose header is in WAL mode without its -wal, it created s.db-wal and s.db-shm. Now such a store is
// read through a private copy in the temp folder: every command reads what it holds (the complete runs, the
// interrupted one listed as incomplete) and no byte beside the store changes. The next audit into it recovers it.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLI, POT_LUCK, cli, cloneHands, requireBuild, tempDir, writeNdjson } from './helpers.js';
import { committedHands } from '../helpers/store-count.js';

process.env['VEEDOR_LANG'] = 'en';

let dir: string;
/** The killed audit's store, its -wal and -shm, kept aside: each case copies what it needs. */
let left: string;

beforeAll(async () => {
  requireBuild();
  dir = tempDir('wal-left');
  left = join(dir, 'left');
  mkdirSync(left);
  mkdirSync(join(dir, 'tmp'));
  mkdirSync(join(dir, 'rtmp'));
  writeNdjson(join(dir, 'big.ndjson'), cloneHands(8000, { underpayEvery: 40 }));
  // A complete run first (the store at rest, one file), then an audit into it killed mid-write.
  expect(cli(['audit', POT_LUCK, '--db', 'left/s.db', '--format', 'json', '--out', 'first.json'], dir).code).toBe(0);
  const first = committedHands(join(left, 's.db'));
  const child = spawn(process.execPath, [CLI, 'audit', 'big.ndjson', '--db', 'left/s.db', '--format', 'json', '--out', 'big.json'], {
    cwd: dir, stdio: 'ignore', env: { ...process.env, TMPDIR: join(dir, 'tmp') },
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  while (child.exitCode === null && Date.now() < deadline && committedHands(join(left, 's.db')) <= first) await sleep(20);
  const seen = committedHands(join(left, 's.db')) - first;
  const alive = child.exitCode === null;
  child.kill('SIGKILL');
  await exited;
  expect({ alive, committed: seen > 0 }).toEqual({ alive: true, committed: true });
  expect(readdirSync(left).sort()).toEqual(['s.db', 's.db-shm', 's.db-wal']);
}, 120_000);

/** A read command, its temp folder one of this test's: what it leaves there is seen. */
function reader(args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, TMPDIR: join(dir, 'rtmp') } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const sha = (p: string) => createHash('sha256').update(readFileSync(p)).digest('hex');

/** Every file in the store's folder and its SHA-256. */
function fingerprint(at: string): Record<string, string> {
  return Object.fromEntries(readdirSync(at).sort().map((f) => [f, sha(join(at, f))]));
}

/** A folder holding the named files of the killed audit's store. */
function caseDir(name: string, files: string[]): string {
  const d = join(dir, name);
  rmSync(d, { recursive: true, force: true });
  mkdirSync(d);
  for (const f of files) copyFileSync(join(left, f), join(d, f));
  return d;
}

/** Every command that only reads a store, on `store` (relative to `dir`); each one's exit and its first stdout line. */
function readCommands(store: string): [string[], number][] {
  const db = ['--db', store];
  return [
    [['runs', ...db], 0],
    [['runs', ...db, '--json'], 0],
    [['findings', ...db, '--format', 'csv'], 0],
    [['summary', ...db], 0],
    [['verify', 'latest', ...db], 0],
    [['report', 'latest', ...db, '--pdf', 'out.pdf', '--input', POT_LUCK], 0],
    [['export', 'latest', ...db, '--out', `bundle-${Math.random().toString(36).slice(2)}`], 0],
    [['stats', ...db, '--format', 'json', '--root', '/'], 0],
    [['replay', 'latest', 'GEN-0000001', ...db], 2],
  ];
}

describe('a store left in WAL mode by a killed audit', () => {
  it('every read command reads it (the complete run, the interrupted one listed) and changes no byte of s.db, -wal, -shm', () => {
    const d = caseDir('whole', ['s.db', 's.db-wal', 's.db-shm']);
    const before = fingerprint(d);
    const runs = reader(['runs', '--db', join(d, 's.db'), '--lang', 'en']);
    expect(runs.code, runs.stderr).toBe(0);
    expect(runs.stdout).toMatch(/R-[0-9a-f]{16}\s+complete/);
    expect(runs.stdout).toMatch(/\(incomplete K-[0-9a-f]{16}\).*run the same audit again to complete it/);
    expect(fingerprint(d), 'runs').toEqual(before);
    for (const [args, code] of readCommands(join(d, 's.db'))) {
      const r = reader([...args, '--lang', 'en']);
      expect({ args, code: r.code }, r.stderr).toEqual({ args, code });
      expect(r.stderr.split('\n').filter((l) => /at |node:internal/.test(l))).toEqual([]);
      expect(fingerprint(d), args.join(' ')).toEqual(before);
    }
  }, 120_000);

  it('its .db and -wal without the -shm (a copy of the evidence): read, and no -shm created beside it', () => {
    const d = caseDir('no-shm', ['s.db', 's.db-wal']);
    const before = fingerprint(d);
    const r = reader(['runs', '--db', join(d, 's.db'), '--lang', 'en']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/\(incomplete K-[0-9a-f]{16}\)/);
    const s = reader(['summary', '--db', join(d, 's.db'), '--lang', 'en']);
    expect(s.code, s.stderr).toBe(0);
    expect(fingerprint(d)).toEqual(before);
  }, 60_000);

  it('its .db and -wal, chmod 444 in a read-only folder, read by another user: read (it was "unable to open database file")', () => {
    const d = caseDir('read-only', ['s.db', 's.db-wal']);
    chmodSync(join(d, 's.db'), 0o444);
    chmodSync(join(d, 's.db-wal'), 0o444);
    chmodSync(d, 0o555);
    const other = join(dir, 'other-tmp');
    mkdirSync(other);
    chmodSync(other, 0o777);
    // The test's temp folders are 0700: another user gets the search bit on the way (no listing, no writing).
    for (let p = dir; basename(p).startsWith('veedor-'); p = dirname(p)) chmodSync(p, statSync(p).mode | 0o001);
    const before = fingerprint(d);
    // As `nobody` when this runs as root (root ignores the mode bits) and `nobody` can reach the CLI; else as this user.
    const probe = `require('fs').accessSync(${JSON.stringify(CLI)}, require('fs').constants.R_OK)`;
    const asOther = process.getuid?.() === 0 && spawnSync(process.execPath, ['-e', probe], { uid: 65534, gid: 65534 }).status === 0
      ? { uid: 65534, gid: 65534 } : {};
    const r = spawnSync(process.execPath, [CLI, 'runs', '--db', join(d, 's.db'), '--lang', 'en'], { cwd: dir, encoding: 'utf8', env: { ...process.env, TMPDIR: other }, ...asOther });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/\(incomplete K-[0-9a-f]{16}\)/);
    expect(fingerprint(d)).toEqual(before);
    expect(readdirSync(other)).toEqual([]);
    chmodSync(d, 0o755);
  }, 60_000);

  it('its .db alone, its header in WAL mode: read, and no -wal or -shm created beside it', () => {
    const d = caseDir('db-only', ['s.db']);
    expect(readFileSync(join(d, 's.db'))[18]).toBe(2); // the header's write version: 2 is WAL
    const before = fingerprint(d);
    for (const args of [['runs'], ['summary'], ['verify', 'latest']]) {
      const r = reader([...args, '--db', join(d, 's.db'), '--lang', 'en']);
      expect({ args, code: r.code }, r.stderr).toEqual({ args, code: 0 });
      expect(fingerprint(d), args.join(' ')).toEqual(before);
    }
    expect(existsSync(join(d, 's.db-wal'))).toBe(false);
  }, 60_000);

  it('the private copy is gone afterwards; the next audit into the store itself recovers it', () => {
    const d = caseDir('recover', ['s.db', 's.db-wal', 's.db-shm']);
    // Every read command above ran with its temp folder here: nothing of theirs is left in it.
    expect(readdirSync(join(dir, 'rtmp'))).toEqual([]);
    const again = cli(['audit', 'big.ndjson', '--db', join(d, 's.db'), '--format', 'json', '--out', 'again.json', '--lang', 'en'], dir);
    expect(again.stderr).toMatch(/completed the interrupted run R-[0-9a-f]{16}/);
    expect(again.code).toBe(1);
    // At rest again: one file, in rollback-journal mode.
    expect(readdirSync(d)).toEqual(['s.db']);
    expect(readFileSync(join(d, 's.db'))[18]).toBe(1);
  }, 120_000);
});
