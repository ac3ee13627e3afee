import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../audit/findings.js';
import { closeWritten, openStore } from '../../store/db.js';
import { runFindings } from '../../store/query.js';
import { resolveRun } from '../../store/runs.js';
import { runMoney, summarize } from '../../store/summary.js';
import { digestOf } from '../../store/verify.js';
import { verifyRun } from '../../app/verify.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { cloneHands, storeAudit, tempDir, writeNdjson } from './helpers.js';

describe('schema 2: money by currency, and stores written by schema 1 (migrated to 3 by a writer)', () => {
  it('a new run keeps each finding\'s currency and its money by currency', async () => {
    const dir = tempDir('currency');
    writeNdjson(join(dir, 'a.ndjson'), cloneHands(16, { underpayEvery: 8 }));
    const { db, run } = await storeAudit(join(dir, 'c.db'), [join(dir, 'a.ndjson')]);
    const stored = resolveRun(db, run.run.id);
    expect(JSON.parse(stored.money!)).toEqual({ PEN: { underpaid: 2000, overpaid: 0 } });
    expect([stored.underpaid, stored.overpaid]).toEqual([null, null]);
    expect([...runFindings(db, stored.seq)].map((f) => f.currency)).toEqual(['PEN', 'PEN']);
    expect(digestOf(runFindings(db, stored.seq)).digest).toBe(run.findingsDigest);
    db.close();
  });

  it('a schema-1 run still verifies after the migration (its findings read back as stored) and rolls up by currency', async () => {
    const dir = tempDir('currency');
    writeNdjson(join(dir, 'a.ndjson'), cloneHands(16, { underpayEvery: 8 }));
    const path = join(dir, 'old.db');
    const { db, run } = await storeAudit(path, [join(dir, 'a.ndjson')]);
    const seq = resolveRun(db, run.run.id).seq;
    // Put the store back as schema 1 wrote it: findings whose digest did not include a currency, the
    // hand's currency kept beside them as context, one money figure for every currency together.
    const withoutCurrency = [...runFindings(db, seq)].map((f): Finding => {
      const { currency: _c, ...rest } = f;
      return rest;
    });
    // Schema 3 (the hash chain) goes too, schema 5's offsets and schema 6's bet behind: a schema-1 store had none of them.
    db.exec(`DROP TABLE run_seals; DROP TABLE run_leases; DROP INDEX runs_by_chain_pos;
      ALTER TABLE runs DROP COLUMN chain_pos; ALTER TABLE runs DROP COLUMN prev_digest; ALTER TABLE runs DROP COLUMN record_digest;
      ALTER TABLE runs DROP COLUMN signature; ALTER TABLE runs DROP COLUMN public_key;
      ALTER TABLE runs DROP COLUMN money; ALTER TABLE findings DROP COLUMN context_currency;
      ALTER TABLE hands DROP COLUMN byte_offset; ALTER TABLE hands DROP COLUMN byte_length;
      ALTER TABLE findings DROP COLUMN behind; ALTER TABLE findings DROP COLUMN player`);
    db.prepare('UPDATE runs SET findings_digest = ?, underpaid = 2000, overpaid = 0').run(digestOf(withoutCurrency).digest);
    db.prepare('DELETE FROM schema_migrations WHERE version >= 2').run();
    db.pragma('user_version = 1');
    db.close();

    // Reading never migrates: a schema-1 store is refused by a read-only open, upgraded by a writer's.
    expect(() => openStore(path, { create: false })).toThrow(/schema version 1, from before the hash chain/);
    const migrated = openStore(path, { create: true });
    expect(migrated.pragma('user_version', { simple: true })).toBe(6);
    expect(migrated.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all()).toEqual([1, 2, 3, 4, 5, 6]);
    const old = resolveRun(migrated, run.run.id);
    expect(old.money).toBeNull();
    expect([...runFindings(migrated, seq)].map((f) => f.currency)).toEqual([undefined, undefined]);
    const report = await verifyRun(migrated, old, RULESETS);
    expect(report.store).toMatchObject({ ok: true, rows: 2 });
    expect(runMoney(migrated, old)).toEqual({ PEN: { underpaid: 2000, overpaid: 0 } });
    expect(summarize(migrated, old, 'dealer').total.money).toEqual({ PEN: { underpaid: 2000, overpaid: 0 } });
    closeWritten(migrated);
  });
});
