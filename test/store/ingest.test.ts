import { appendFileSync, copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { runAudit } from '../../audit/run.js';
import { serializeFinding } from '../../audit/serialize.js';
import { migrations, openStore, StoreError } from '../../store/db.js';
import { runFindings } from '../../store/query.js';
import { digestOf } from '../../store/verify.js';
import { LEASE_MS, RunWriter } from '../../store/writer.js';
import { planInputs } from '../../store/ingest.js';
import { auditIntoStore } from '../../app/audit.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { TOOL_NAME, TOOL_VERSION } from '../../audit/tool.js';
import { cloneHands, count, storeAudit, tempDir, writeNdjson } from './helpers.js';

describe('audit store: schema', () => {
  it('creates the schema from the numbered migrations and records them', () => {
    const dir = tempDir();
    const db = openStore(join(dir, 'a.db'), { create: true });
    const latest = migrations().at(-1)!.version;
    expect(db.pragma('user_version', { simple: true })).toBe(latest);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.prepare('SELECT version, name FROM schema_migrations').all()).toEqual(migrations().map((m) => ({ version: m.version, name: m.name })));
    db.close();
    const again = openStore(join(dir, 'a.db'), { create: false });
    expect(count(again, 'schema_migrations')).toBe(migrations().length);
    again.close();
  });

  it('refuses another tool\'s database or a newer Veedor\'s for writing without changing a byte of it', () => {
    const dir = tempDir();
    const other = new Database(join(dir, 'other.db'));
    other.exec('CREATE TABLE t (x); INSERT INTO t VALUES (1)');
    other.close();
    const newer = new Database(join(dir, 'newer.db'));
    newer.pragma('user_version = 999');
    newer.close();
    for (const [name, message] of [['other.db', /not a Veedor audit store/], ['newer.db', /newer Veedor/]] as const) {
      const before = readFileSync(join(dir, name));
      // The header's bytes 18-19 are 1 in rollback-journal mode; a switch to WAL made them 2 before the refusal.
      expect([before[18], before[19]]).toEqual([1, 1]);
      expect(() => openStore(join(dir, name), { create: true })).toThrow(message);
      expect(readFileSync(join(dir, name)).equals(before)).toBe(true);
      expect(existsSync(join(dir, `${name}-wal`))).toBe(false);
    }
  });

  it('refuses what is not a Veedor store, with a message (exit 2), not a crash', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'log.db'), '{"hand_id": "x"}\n'.repeat(100));
    expect(() => openStore(join(dir, 'log.db'), { create: false })).toThrow(/not an audit store/);
    const other = new Database(join(dir, 'other.db'));
    other.exec('CREATE TABLE t (x)');
    other.close();
    expect(() => openStore(join(dir, 'other.db'), { create: false })).toThrow(/not a Veedor audit store/);
    const newer = new Database(join(dir, 'newer.db'));
    newer.pragma('user_version = 999');
    newer.close();
    expect(() => openStore(join(dir, 'newer.db'), { create: false })).toThrow(/newer Veedor/);
    expect(() => openStore(join(dir, 'absent.db'), { create: false })).toThrow(StoreError);
    expect(() => openStore(join(dir, 'no', 'such', 'dir.db'), { create: true })).toThrow(/does not exist/);
  });
});

describe('audit store: what an audit writes', () => {
  it('stores every finding with every field, so the stored rows give back the same canonical findings and digest', async () => {
    const dir = tempDir();
    const log = writeNdjson(join(dir, 'month.ndjson'), cloneHands(40, { underpayEvery: 8, overpayEvery: 4 }));
    const { db, run, stored } = await storeAudit(join(dir, 'a.db'), [log]);
    expect(stored.mode).toBe('new');
    const fresh = await runAudit({ paths: [log], rulesets: RULESETS });
    const expected: unknown[] = [];
    for await (const f of fresh.findings()) expected.push(serializeFinding(f, 'es'));
    fresh.dispose();
    expect(expected.length).toBe(10);
    expect([...runFindings(db, 1)].map((f) => serializeFinding(f, 'es'))).toEqual(expected);
    expect(digestOf(runFindings(db, 1)).digest).toBe(run.findingsDigest);

    const row = db.prepare('SELECT * FROM runs').get() as Record<string, unknown>;
    expect(row).toMatchObject({
      id: run.run.id, status: 'complete', attempts: 1, tool_name: TOOL_NAME, tool_version: TOOL_VERSION,
      hands: 40, audited: 40, rejected: 0, findings: 10, findings_payout: 10, findings_input: 0,
      underpaid: null, overpaid: null, findings_digest: run.findingsDigest, as_of: run.run.started_at,
    });
    // Money by currency (schema 2), never one figure for every currency together.
    expect(JSON.parse(row['money'] as string)).toEqual({ PEN: { underpaid: 5 * 1000, overpaid: 5 * 3000 } });
    expect(JSON.parse(row['rulesets'] as string)).toEqual(run.run.rulesets);
    expect(count(db, 'hands')).toBe(40);
    expect(count(db, 'run_hands')).toBe(40);
    expect(db.prepare('SELECT hand_id, game, table_id, dealer_id, shoe_id, started_at, line, idx, local_date, local_hour, currency FROM hands WHERE idx = 3').get())
      .toEqual({ hand_id: 'GEN-0000003', game: 'pot-luck-blackjack', table_id: 'PL-02', dealer_id: 'D-208', shoe_id: 'GEN-S3',
        started_at: '2026-11-06T20:41:48-05:00', line: 4, idx: 3, local_date: '2026-11-06', local_hour: 20, currency: 'PEN' });
    expect(db.prepare('SELECT path, format, hands, audited, rejected FROM run_inputs').all())
      .toEqual([{ path: log, format: 'ndjson', hands: 40, audited: 40, rejected: 0 }]);
    expect(db.prepare('SELECT expected, actual, difference, owed_to_player, currency FROM findings WHERE seq = 0').get())
      .toEqual({ expected: 10000, actual: 9000, difference: -1000, owed_to_player: 1000, currency: 'PEN' });
    db.close();
  });

  it('a rejected record is read but not audited: counted, with its input finding, not in run_hands', async () => {
    const dir = tempDir();
    const hands = cloneHands(6);
    hands[2]!['started_at'] = 'yesterday';
    const log = writeNdjson(join(dir, 'x.ndjson'), hands);
    writeFileSync(log, readLines(log).concat('{not json').join('\n') + '\n');
    const { db } = await storeAudit(join(dir, 'a.db'), [log]);
    expect(db.prepare('SELECT hands, audited, rejected FROM run_inputs').get()).toEqual({ hands: 7, audited: 5, rejected: 2 });
    expect(db.prepare('SELECT idx FROM run_hands ORDER BY idx').pluck().all()).toEqual([0, 1, 3, 4, 5]);
    expect(db.prepare("SELECT source_index FROM findings WHERE category = 'input' ORDER BY seq").pluck().all()).toEqual([2, 6]);
    db.close();
  });
});

function readLines(path: string): string[] {
  return readFileSync(path, 'utf8').split('\n').filter(Boolean);
}

describe('audit store: re-ingest', () => {
  it('the same audit of the same bytes twice writes nothing new', async () => {
    const dir = tempDir();
    const log = writeNdjson(join(dir, 'a.ndjson'), cloneHands(20, { underpayEvery: 4 }));
    const first = await storeAudit(join(dir, 's.db'), [log]);
    first.db.close();
    const second = await storeAudit(join(dir, 's.db'), [log]);
    const db = second.db;
    expect(second.stored).toMatchObject({ mode: 'already-stored', runId: first.run.run.id, notices: [] });
    expect([count(db, 'runs'), count(db, 'inputs'), count(db, 'run_inputs'), count(db, 'hands'), count(db, 'run_hands'), count(db, 'findings')])
      .toEqual([1, 1, 1, 20, 20, 5]);
    expect(db.prepare('SELECT kind FROM run_events ORDER BY seq').pluck().all()).toEqual(['started', 'completed', 'already-stored']);
    db.close();
  });

  it('the same bytes under another path are the same input and the same run: nothing is duplicated', async () => {
    const dir = tempDir();
    const log = writeNdjson(join(dir, 'a.ndjson'), cloneHands(12, { underpayEvery: 4 }));
    copyFileSync(log, join(dir, 'copy.ndjson'));
    const first = await storeAudit(join(dir, 's.db'), [log]);
    first.db.close();
    const { db, stored } = await storeAudit(join(dir, 's.db'), [join(dir, 'copy.ndjson')]);
    expect(stored.mode).toBe('already-stored');
    expect(stored.runId).toBe(first.run.run.id);
    expect(stored.notices).toEqual([{
      es: `la ejecución ${first.run.run.id} ya guarda estos archivos (el mismo SHA-256) como ${log}`,
      en: `run ${first.run.run.id} already holds these files (same SHA-256) as ${log}`,
    }]);
    expect([count(db, 'runs'), count(db, 'inputs'), count(db, 'run_inputs'), count(db, 'hands'), count(db, 'run_hands')]).toEqual([1, 1, 1, 12, 12]);
    db.close();
  });

  it('the same input in another combination of files is another run, and its hands are indexed once', async () => {
    const dir = tempDir();
    const a = writeNdjson(join(dir, 'a.ndjson'), cloneHands(12, { underpayEvery: 4 }));
    const b = writeNdjson(join(dir, 'b.ndjson'), cloneHands(5, { prefix: 'B' }));
    (await storeAudit(join(dir, 's.db'), [a])).db.close();
    const { db, stored } = await storeAudit(join(dir, 's.db'), [a, b]);
    expect(stored.mode).toBe('new');
    expect([count(db, 'runs'), count(db, 'inputs'), count(db, 'run_inputs'), count(db, 'hands'), count(db, 'run_hands')]).toEqual([2, 2, 3, 17, 29]);
    db.close();
  });

  it('a changed file at the same path is a new input, and the store says so', async () => {
    const dir = tempDir();
    const log = writeNdjson(join(dir, 'a.ndjson'), cloneHands(8));
    const first = await storeAudit(join(dir, 's.db'), [log]);
    first.db.close();
    writeNdjson(log, cloneHands(8, { underpayEvery: 4 }));
    const { db, stored } = await storeAudit(join(dir, 's.db'), [log]);
    expect(stored.mode).toBe('new');
    expect(stored.notices).toHaveLength(1);
    expect(stored.notices[0]!.en).toMatch(new RegExp(`${log.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} has changed since it was stored \\(run ${first.run.run.id}\\)`));
    expect(stored.notices[0]!.es).toMatch(new RegExp(`${log.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ha cambiado desde que se guardó \\(ejecución ${first.run.run.id}\\)`));
    expect([count(db, 'runs'), count(db, 'inputs'), count(db, 'hands')]).toEqual([2, 2, 16]);
    db.close();
  });

  it('an interrupted run is completed by the same audit, its partial rows replaced, never added to', async () => {
    const dir = tempDir();
    const log = writeNdjson(join(dir, 'a.ndjson'), cloneHands(16, { underpayEvery: 4 }));
    const dbPath = join(dir, 's.db');
    // Half a run, as a killed process leaves it: the run row, some hands and findings, no completion.
    const db0 = openStore(dbPath, { create: true });
    const writer = new RunWriter(db0, {
      tool: { name: TOOL_NAME, version: TOOL_VERSION }, catalogs: Object.fromEntries(RULESETS.map((r) => [r.id, r.version])),
      options: {}, inputs: await planInputs([log], undefined), cwd: process.cwd(),
    });
    const hooks = writer.hooks();
    let n = 0;
    const partial = await runAudit({
      paths: [log], rulesets: RULESETS, onFileStart: hooks.onFileStart,
      onHand: (h, f, file) => { if (n++ < 9) hooks.onHand(h, f, file); },
      onFinding: (f) => { if (n < 9) hooks.onFinding(f); },
    });
    partial.dispose();
    (writer as unknown as { flush(): void }).flush();
    expect(db0.prepare('SELECT status, id FROM runs').get()).toEqual({ status: 'incomplete', id: null });
    expect(count(db0, 'run_hands')).toBe(9);
    // Its process is gone: the lease's heartbeat stops (here: made older than the lease) and the next audit may take it over.
    writer.release = () => {};
    db0.prepare('UPDATE run_leases SET heartbeat = heartbeat - ?').run(LEASE_MS + 1);
    db0.close();

    const { db, stored, run } = await storeAudit(dbPath, [log]);
    expect(stored.mode).toBe('resume');
    expect(db.prepare('SELECT status, id, attempts, findings FROM runs').get()).toEqual({ status: 'complete', id: run.run.id, attempts: 2, findings: 4 });
    expect([count(db, 'runs'), count(db, 'hands'), count(db, 'run_hands'), count(db, 'findings'), count(db, 'run_inputs')]).toEqual([1, 16, 16, 4, 1]);
    expect(digestOf(runFindings(db, 1)).digest).toBe(run.findingsDigest);
    db.close();
  });

  it('a file that changes while it is audited stops the run (exit 2) and leaves it incomplete', async () => {
    const dir = tempDir();
    const log = writeNdjson(join(dir, 'a.ndjson'), cloneHands(8));
    const db = openStore(join(dir, 's.db'), { create: true });
    await expect(auditIntoStore(db, {
      paths: [log], rulesets: RULESETS,
      onFileStart: () => appendFileSync(log, JSON.stringify(cloneHands(1, { prefix: 'LATE' })[0]) + '\n'),
    })).rejects.toThrow(StoreError);
    expect(db.prepare('SELECT status FROM runs').pluck().all()).toEqual(['incomplete']);
    db.close();
  });
});

