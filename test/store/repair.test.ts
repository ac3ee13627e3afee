import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../store/db.js';
import { checkChain } from '../../store/chain.js';
import { cli, cloneHands, count, tempDir, writeNdjson } from './helpers.js';

// These cases assert the English notes: Spanish is the default (cli/lang.ts).
process.env['VEEDOR_LANG'] = 'en';

/** Turns a store back into schema 2, as the release before the hash chain wrote it. */
function downgrade(path: string): void {
  const raw = new Database(path);
  raw.exec(`DROP TABLE run_seals; DROP TABLE run_leases; DROP INDEX runs_by_chain_pos;
    ALTER TABLE runs DROP COLUMN chain_pos; ALTER TABLE runs DROP COLUMN prev_digest; ALTER TABLE runs DROP COLUMN record_digest;
    ALTER TABLE runs DROP COLUMN signature; ALTER TABLE runs DROP COLUMN public_key;
    ALTER TABLE hands DROP COLUMN byte_offset; ALTER TABLE hands DROP COLUMN byte_length;
    ALTER TABLE findings DROP COLUMN behind; ALTER TABLE findings DROP COLUMN player;
    DELETE FROM schema_migrations WHERE version >= 3; PRAGMA user_version = 2;`);
  raw.close();
}

describe('a store written before the hash chain', () => {
  it('a complete run whose rows do not reconcile (the lost-rows race before the hash chain) is marked incomplete on upgrade and repaired by the same audit', () => {
    const dir = tempDir('repair');
    writeNdjson(join(dir, 'a.ndjson'), cloneHands(40, { underpayEvery: 8 }));
    writeNdjson(join(dir, 'b.ndjson'), cloneHands(12, { prefix: 'B' }));
    expect(cli(['audit', 'a.ndjson', '--db', 's.db'], dir).code).toBe(1);
    expect(cli(['audit', 'b.ndjson', '--db', 's.db'], dir).code).toBe(0);
    downgrade(join(dir, 's.db'));
    // What the race left: the run says 5 findings and 40 hands; 3 and 30 remain.
    const raw = new Database(join(dir, 's.db'));
    raw.exec('DELETE FROM findings WHERE run_seq = 1 AND seq >= 3; DELETE FROM run_hands WHERE run_seq = 1 AND idx >= 30');
    expect(raw.prepare('SELECT findings, audited FROM runs WHERE seq = 1').get()).toEqual({ findings: 5, audited: 40 });
    raw.close();
    // Reading never upgrades (nor changes a byte): it says how.
    expect(cli(['summary', '--db', 's.db'], dir)).toMatchObject({ code: 2, stderr: expect.stringMatching(/^veedor: s\.db has schema version 2, from before the hash chain \(this Veedor reads 3\)/) });

    const again = cli(['audit', 'a.ndjson', '--db', 's.db'], dir);
    expect(again.stderr).toMatch(/completed the interrupted run R-[0-9a-f]{16} in s\.db \(40 hands, 5 findings\)/);
    const db = openStore(join(dir, 's.db'), { create: false });
    expect(db.prepare('SELECT seq, status, findings, audited, attempts FROM runs ORDER BY seq').all()).toEqual([
      { seq: 1, status: 'complete', findings: 5, audited: 40, attempts: 2 },
      { seq: 2, status: 'complete', findings: 0, audited: 12, attempts: 1 },
    ]);
    expect([count(db, 'findings', 'run_seq = 1'), count(db, 'run_hands', 'run_seq = 1')]).toEqual([5, 40]);
    expect(db.prepare('SELECT kind FROM run_events WHERE run_seq = 1 ORDER BY seq').pluck().all())
      .toEqual(['started', 'completed', 'unsealed', 'resumed', 'completed']);
    // The reconciled run was sealed first at the upgrade; the repaired one joins the chain after it.
    expect(db.prepare('SELECT seq FROM runs ORDER BY chain_pos').pluck().all()).toEqual([2, 1]);
    expect(checkChain(db).problems).toEqual([]);
    db.close();
  });
});
