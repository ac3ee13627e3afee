import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, cli, cloneHands, requireBuild, tempDir, writeNdjson } from './helpers.js';

/** SHA-256 of the store and of any -wal, -shm or -journal beside it, and the folder's listing. */
function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = { listing: readdirSync(join(dir, 'ev')).sort().join(' ') };
  for (const f of ['s.db', 's.db-wal', 's.db-shm', 's.db-journal']) {
    const p = join(dir, 'ev', f);
    if (existsSync(p)) out[f] = createHash('sha256').update(readFileSync(p)).digest('hex');
  }
  return out;
}

const NOBODY = 65534;

/**
 * The run's and this file's temp folders (veedor-tests-…, veedor-file-…) are made 0700: another user
 * could not even reach the store. They get the search bit for others (no listing, no writing).
 */
function reachableByOthers(dir: string): void {
  for (let d = dirname(dir); basename(d).startsWith('veedor-'); d = dirname(d)) chmodSync(d, statSync(d).mode | 0o001);
}

/**
 * Whether another user can run this checkout's CLI at all: a clone under a 0700 folder (root's home,
 * a CI's mktemp folder) cannot be reached by `nobody`. There the commands run as this user: root
 * ignores the mode bits, so what is still checked is that no read command changes a byte of the store.
 */
function otherUserReachesCli(): boolean {
  const probe = `require('fs').accessSync(${JSON.stringify(CLI)}, require('fs').constants.R_OK)`;
  return spawnSync(process.execPath, ['-e', probe], { uid: NOBODY, gid: NOBODY }).status === 0;
}

/** The CLI as another user when this test runs as root (the store is root's), else as this one. */
function asReader(args: string[], cwd: string): { code: number | null; stdout: string; stderr: string } {
  requireBuild();
  const asOther = process.getuid?.() === 0 && otherUserReachesCli() ? { uid: NOBODY, gid: NOBODY } : {};
  // That user's own temp folder (this file's is 0700, this user's): what a command spills goes there.
  const env = { ...process.env, TMPDIR: join(cwd, 'tmp') };
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env, ...asOther });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('read commands on a store kept as evidence', () => {
  it('work on a chmod 444 store in a read-only folder, owned by another user, and change no byte of it', () => {
    const dir = tempDir('readonly');
    mkdirSync(join(dir, 'ev'));
    mkdirSync(join(dir, 'logs'));
    mkdirSync(join(dir, 'out'));
    mkdirSync(join(dir, 'tmp'));
    writeNdjson(join(dir, 'logs', 'a.ndjson'), cloneHands(24, { underpayEvery: 8, overpayEvery: 12 }));
    expect(cli(['audit', 'logs/a.ndjson', '--db', 'ev/s.db'], dir).code).toBe(1);
    expect(cli(['audit', 'logs/a.ndjson', '--db', 'ev/s.db', '--ruleset', 'pe-pot-luck-black-jack'], dir).code).toBe(1);
    // At rest the store is one file: the audit closed it in rollback-journal mode.
    expect(readdirSync(join(dir, 'ev'))).toEqual(['s.db']);
    chmodSync(join(dir, 'ev', 's.db'), 0o444);
    chmodSync(join(dir, 'ev'), 0o555);
    chmodSync(dir, 0o755);
    reachableByOthers(dir);
    chmodSync(join(dir, 'logs'), 0o755);
    chmodSync(join(dir, 'out'), 0o777);
    chmodSync(join(dir, 'tmp'), 0o777);
    const before = fingerprint(dir);
    const db = ['--db', 'ev/s.db'];
    const commands: [string[], number][] = [
      [['runs', ...db], 0],
      [['runs', ...db, '--json'], 0],
      [['summary', ...db], 0],
      [['summary', ...db, '--by', 'shift', '--format', 'json'], 0],
      [['findings', ...db, '--format', 'csv'], 0],
      [['findings', ...db, '--run', 'latest', '--format', 'json', '--out', 'out/f.json'], 0],
      [['verify', 'latest', ...db], 0],
      [['verify', 'latest', ...db, '--stored-paths'], 0],
      [['report', 'latest', ...db, '--pdf', 'out/r.pdf', '--stored-paths'], 0],
    ];
    for (const [args, code] of commands) {
      const r = asReader(args, dir);
      expect({ args, code: r.code, stderr: r.stderr.replace(/^veedor: (wrote|se escribió) .*\n/m, '') }).toEqual({ args, code, stderr: '' });
      expect(fingerprint(dir), args.join(' ')).toEqual(before);
    }
    expect(readFileSync(join(dir, 'out', 'r.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    expect(readdirSync(join(dir, 'tmp'))).toEqual([]);
    chmodSync(join(dir, 'ev'), 0o755);
  }, 120_000);
});
