import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../store/db.js';
import type { Db } from '../../store/db.js';
import { CLI, cli, cloneHands, count, requireBuild, tempDir, writeNdjson } from './helpers.js';
import { committedHands } from '../helpers/store-count.js';

// These cases assert the English one-line errors and listings: Spanish is the default (cli/lang.ts).
process.env['VEEDOR_LANG'] = 'en';

const HANDS = 8000;

function tableCounts(db: Db): number[] {
  return ['runs', 'inputs', 'run_inputs', 'hands', 'run_hands', 'findings'].map((t) => count(db, t));
}

describe('a run killed with SIGKILL mid-audit', () => {
  it('leaves a consistent store with the run marked incomplete; the same audit completes it with no duplicates', async () => {
    requireBuild();
    const dir = tempDir('kill');
    writeNdjson(join(dir, 'big.ndjson'), cloneHands(HANDS, { underpayEvery: 40, overpayEvery: 100 }));
    const dbPath = join(dir, 'x.db');
    const args = ['audit', 'big.ndjson', '--db', 'x.db', '--format', 'json', '--out', 'report.json'];

    // SIGKILL leaves no chance to remove the audit's spill folder: give the killed process a temp dir of
    // its own, inside the test's folder, so what it leaves is removed with it.
    const childTmp = join(dir, 'tmp');
    mkdirSync(childTmp);
    const child = spawn(process.execPath, [CLI, ...args], { cwd: dir, stdio: 'ignore', env: { ...process.env, TMPDIR: childTmp } });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })));
    let seen = 0;
    const deadline = Date.now() + 60_000;
    while (child.exitCode === null && Date.now() < deadline) {
      seen = committedHands(dbPath);
      if (seen > 0) break;
      await sleep(20);
    }
    expect(seen, 'the audit ended before any batch was committed: the log is too small to kill it mid-way').toBeGreaterThan(0);
    child.kill('SIGKILL');
    expect(await exited).toEqual({ code: null, signal: 'SIGKILL' });

    const db = openStore(dbPath, { create: false });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(db.prepare('SELECT status, id, attempts FROM runs').all()).toEqual([{ status: 'incomplete', id: null, attempts: 1 }]);
    const partial = count(db, 'run_hands');
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(HANDS);
    db.close();
    expect(cli(['runs', '--db', 'x.db'], dir).stdout).toMatch(/incomplete K-.*run the same audit again to complete it/);
    expect(cli(['summary', '--db', 'x.db'], dir)).toMatchObject({ code: 2, stderr: expect.stringMatching(/no complete run/) });

    const again = cli(args, dir);
    expect(again.stderr).toMatch(/completed the interrupted run R-[0-9a-f]{16} in x\.db/);
    expect(again.code).toBe(1);
    const clean = cli(['audit', 'big.ndjson', '--db', 'clean.db', '--format', 'json', '--out', 'clean.json'], dir);
    expect(clean.code).toBe(1);

    const resumed = openStore(dbPath, { create: false });
    const single = openStore(join(dir, 'clean.db'), { create: false });
    const runRow = (d: Db) => d.prepare(`SELECT id, status, hands, audited, rejected, findings, underpaid, overpaid, findings_digest
      FROM runs`).all();
    expect(runRow(resumed)).toEqual(runRow(single));
    expect(resumed.prepare('SELECT attempts FROM runs').pluck().get()).toBe(2);
    expect(tableCounts(resumed)).toEqual(tableCounts(single));
    const wrongPayouts = [...Array(HANDS).keys()].filter((i) => i % 4 === 0 && (i % 40 === 0 || i % 100 === 0)).length;
    expect(wrongPayouts).toBe(240);
    expect(tableCounts(resumed)).toEqual([1, 1, 1, HANDS, HANDS, wrongPayouts]);
    expect(resumed.prepare('SELECT kind FROM run_events ORDER BY seq').pluck().all()).toEqual(['started', 'resumed', 'completed']);
    resumed.close();
    single.close();
  }, 240_000); // three audits of the log, on a possibly busy CI machine
});
