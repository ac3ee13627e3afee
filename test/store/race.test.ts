import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { checkChain, reconcile } from '../../store/chain.js';
import { closeWritten, openStore } from '../../store/db.js';
import { planInputs } from '../../store/ingest.js';
import { RunWriter } from '../../store/writer.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { TOOL_NAME, TOOL_VERSION } from '../../audit/tool.js';
import type { Db } from '../../store/db.js';
import { CLI, cli, cloneHands, count, requireBuild, tempDir, writeNdjson } from './helpers.js';
import { committedHands, countInStore } from '../helpers/store-count.js';

// These cases assert the English notes: Spanish is the default (cli/lang.ts).
process.env['VEEDOR_LANG'] = 'en';

interface Proc {
  child: ChildProcess;
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
}

let spawned = 0;

function start(args: string[], cwd: string): Proc {
  // A child killed with SIGKILL cannot remove its spill folder: it spills into the test's own folder, removed with it.
  const tmp = join(cwd, `tmp-${spawned++}`);
  mkdirSync(tmp);
  const child = spawn(process.execPath, [CLI, ...args], { cwd, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, TMPDIR: tmp } });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, stderr })));
  return { child, done };
}

/** The run_events rows of audits that found the attempt held by a live process and waited. */
function waiting(dbPath: string): number {
  return countInStore(dbPath, "SELECT count(*) AS n FROM run_events WHERE kind = 'waiting'");
}

const TABLES = ['runs', 'inputs', 'run_inputs', 'hands', 'run_hands', 'findings'];
const runRow = (d: Db) => d.prepare(`SELECT id, status, hands, audited, rejected, findings, underpaid, overpaid, findings_digest FROM runs`).all();

/**
 * The store opened read-only, as the commands that read it do. A writer killed while SQLite's rollback journal
 * was hot (switching the journal mode) leaves a store no read-only command can read (it says so:
 * hot-journal.test.ts); the next audit into it plays the journal back, as the writer's open does here.
 */
function openReadable(dbPath: string): Db {
  try {
    return openStore(dbPath, { create: false });
  } catch (e) {
    if (!/left mid-write by an interrupted run/.test(String((e as Error).message))) throw e;
    closeWritten(openStore(dbPath, { create: true }));
    return openStore(dbPath, { create: false });
  }
}

/** Every run in the store is complete with rows that reconcile with its counts and its seal, or visibly incomplete. */
function checkStore(dbPath: string): { complete: number; incomplete: number } {
  const db = openReadable(dbPath);
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const runs = db.prepare('SELECT * FROM runs').all() as Record<string, any>[];
    for (const r of runs.filter((x) => x['status'] === 'complete')) {
      expect(reconcile(db, r['seq'], {
        hands: r['hands'], audited: r['audited'], rejected: r['rejected'], findings: r['findings'],
        byCategory: { payout: r['findings_payout'], procedure: r['findings_procedure'], integrity: r['findings_integrity'], input: r['findings_input'] },
      })).toEqual([]);
    }
    expect(checkChain(db).problems).toEqual([]);
    return { complete: runs.filter((x) => x['status'] === 'complete').length, incomplete: runs.filter((x) => x['status'] !== 'complete').length };
  } finally {
    db.close();
  }
}

describe('the same audit twice at once into one store', () => {
  it('a second writer of a live attempt waits a bounded time, then refuses in one line, touching none of its rows', async () => {
    const dir = tempDir('lease');
    const log = writeNdjson(join(dir, 'a.ndjson'), cloneHands(8, { underpayEvery: 4 }));
    const db = openStore(join(dir, 's.db'), { create: true });
    const args = {
      tool: { name: TOOL_NAME, version: TOOL_VERSION }, catalogs: Object.fromEntries(RULESETS.map((r) => [r.id, r.version])),
      options: {}, inputs: await planInputs([log], undefined), cwd: dir,
    };
    const holder = new RunWriter(db, args);
    db.prepare('INSERT INTO run_hands (run_seq, input_pos, idx) VALUES (?, 0, 0)').run(holder.runSeq);
    const other = openStore(join(dir, 's.db'), { create: true });
    const t0 = Date.now();
    expect(() => new RunWriter(other, { ...args, waitMs: 300 })).toThrow(
      new RegExp(`^the same audit is being written into this store by another veedor process \\(pid ${process.pid} on .*\\); waited 0 s: run it again when that one has finished$`));
    expect(Date.now() - t0).toBeGreaterThanOrEqual(300);
    expect(count(other, 'run_hands')).toBe(1);
    expect(other.prepare('SELECT attempts FROM runs').pluck().get()).toBe(1);
    holder.release();
    // Released (the holder failed and said so): the next writer takes the attempt over at once.
    const next = new RunWriter(other, { ...args, waitMs: 0 });
    expect(next.mode).toBe('resume');
    expect(count(other, 'run_hands')).toBe(0);
    next.release();
    db.close();
    other.close();
  });

  it('a second process killed while the first writes does not cost the first any row', async () => {
    requireBuild();
    const dir = tempDir('race');
    // Long enough that the second process (a node start, ~1 s on a loaded machine) arrives while the first
    // still writes: 5000 hands left the first only ~0.6 s after its first commit, and it was done first.
    const HANDS = 20_000;
    writeNdjson(join(dir, 'big.ndjson'), cloneHands(HANDS, { underpayEvery: 40, overpayEvery: 100 }));
    const args = (db: string) => ['audit', 'big.ndjson', '--db', db, '--format', 'json', '--out', `${db}.json`];
    const first = start(args('x.db'), dir);
    const deadline = Date.now() + 60_000;
    while (committedHands(join(dir, 'x.db')) === 0 && Date.now() < deadline) await sleep(20);
    expect(committedHands(join(dir, 'x.db')), 'the first audit committed no batch before the second started').toBeGreaterThan(0);
    const second = start(args('x.db'), dir);
    // Killed right after its first commit: the note that it found the first's live attempt and waits.
    while (waiting(join(dir, 'x.db')) === 0 && second.child.exitCode === null && first.child.exitCode === null) await sleep(10);
    expect(waiting(join(dir, 'x.db')), 'the second audit never found the first one writing').toBe(1);
    second.child.kill('SIGKILL');
    expect(await second.done).toMatchObject({ signal: 'SIGKILL' });
    const a = await first.done;
    expect(a.stderr).toMatch(/^veedor: stored run R-[0-9a-f]{16} in x\.db \(20000 hands, 600 findings\)\nveedor: wrote x\.db\.json\n$/);
    expect(a.code).toBe(1);

    expect(cli(args('clean.db'), dir).code).toBe(1);
    const raced = openStore(join(dir, 'x.db'), { create: false });
    const clean = openStore(join(dir, 'clean.db'), { create: false });
    expect(runRow(raced)).toEqual(runRow(clean));
    expect(TABLES.map((t) => count(raced, t))).toEqual([1, 1, 1, HANDS, HANDS, 600]);
    expect(TABLES.map((t) => count(raced, t))).toEqual(TABLES.map((t) => count(clean, t)));
    raced.close();
    clean.close();
    expect(checkStore(join(dir, 'x.db'))).toEqual({ complete: 1, incomplete: 0 });
  }, 120_000);

  it('20 races, one side killed at a random moment: every run complete and reconciled, or visibly incomplete; a re-run completes it', async () => {
    requireBuild();
    const dir = tempDir('races');
    writeNdjson(join(dir, 'a.ndjson'), cloneHands(60, { underpayEvery: 8 }));
    // A fixed sequence of kill moments and victims (a seeded generator: the same races every time).
    let seed = 19;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const seen = { complete: 0, incomplete: 0, waited: 0 };
    for (let i = 0; i < 20; i++) {
      const db = `r${i}.db`;
      const args = ['audit', 'a.ndjson', '--db', db, '--format', 'json', '--out', `${db}.json`];
      const p = [start(args, dir), start(args, dir)];
      const victim = i % 5 === 4 ? undefined : p[Math.floor(next() * 2)]!;
      if (victim) {
        await sleep(Math.floor(next() * 900));
        victim.child.kill('SIGKILL');
      }
      const ends = await Promise.all(p.map((x) => x.done));
      for (const [j, e] of ends.entries()) {
        if (p[j] === victim && e.signal === 'SIGKILL') continue;
        // The survivor (or both): stored, completed the other's interrupted attempt, or found it stored after waiting.
        expect(e.stderr).not.toMatch(/SqliteError|internal error|at .*\.js:\d+/);
        expect(e.code, e.stderr).toBe(1);
        expect(e.stderr).toMatch(/veedor: (stored run|completed the interrupted run|run) R-[0-9a-f]{16}/);
        if (/already in/.test(e.stderr)) seen.waited++;
      }
      if (!existsSync(join(dir, db))) continue; // killed before it created the store, the other too: nothing to check
      const state = checkStore(join(dir, db));
      expect(state.complete + state.incomplete).toBeLessThanOrEqual(1);
      seen.complete += state.complete;
      seen.incomplete += state.incomplete;
      if (state.incomplete === 1) {
        // Visibly incomplete (only if every process that got to write was killed): the same audit completes it.
        expect(cli(['runs', '--db', db], dir).stdout).toMatch(/incomplete K-/);
        expect(cli(args, dir).stderr).toMatch(/completed the interrupted run/);
        expect(checkStore(join(dir, db))).toEqual({ complete: 1, incomplete: 0 });
      }
    }
    // The survivor of every race completed the run: no race ends incomplete when one process lives.
    expect(seen.incomplete).toBe(0);
    expect(seen.complete).toBe(20);
    expect(seen.waited).toBeGreaterThan(0);
  }, 240_000);
});
