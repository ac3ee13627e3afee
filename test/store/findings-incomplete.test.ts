// `veedor findings` reads every complete run unless --run names one. A store whose only run was interrupted (a kill -9
// mid-audit, an input that changed while it was read) answered "No finding matches." with exit 0, or an empty findings
// document: an inspector reads that as a clean audit. It is said as every other command on such a store says it (summary,
// verify, export, report, replay): no complete run yet, the interrupted one named, exit 2.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAudit } from '../../audit/run.js';
import { openStore, StoreError } from '../../store/db.js';
import { LEASE_MS, RunWriter } from '../../store/writer.js';
import { planInputs } from '../../store/ingest.js';
import { openFindings } from '../../app/findings.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { TOOL_NAME, TOOL_VERSION } from '../../audit/tool.js';
import { cli, cloneHands, count, storeAudit, tempDir, writeNdjson } from './helpers.js';

/** A store holding one run cut short after `keep` hands, as a killed process leaves it: the run row, some hands and findings. */
async function interruptedStore(dir: string, keep: number): Promise<string> {
  const log = writeNdjson(join(dir, 'a.ndjson'), cloneHands(16, { underpayEvery: 4 }));
  const dbPath = join(dir, 's.db');
  const db = openStore(dbPath, { create: true });
  const writer = new RunWriter(db, {
    tool: { name: TOOL_NAME, version: TOOL_VERSION }, catalogs: Object.fromEntries(RULESETS.map((r) => [r.id, r.version])),
    options: {}, inputs: await planInputs([log], undefined), cwd: dir,
  });
  const hooks = writer.hooks();
  let n = 0;
  const partial = await runAudit({
    paths: [log], rulesets: RULESETS, onFileStart: hooks.onFileStart,
    onHand: (h, f, file) => { if (n++ < keep) hooks.onHand(h, f, file); },
    onFinding: (f) => { if (n < keep) hooks.onFinding(f); },
  });
  partial.dispose();
  (writer as unknown as { flush(): void }).flush();
  writer.release = () => {};
  db.prepare('UPDATE run_leases SET heartbeat = heartbeat - ?').run(LEASE_MS + 1);
  expect(db.prepare('SELECT status, id FROM runs').get()).toEqual({ status: 'incomplete', id: null });
  expect(count(db, 'findings')).toBeGreaterThan(0);
  db.close();
  return dbPath;
}

describe('veedor findings on a store whose only run is incomplete', () => {
  it('is refused (no complete run yet, 1 incomplete), not an empty answer; the partial findings are not shown', async () => {
    const dir = tempDir('findings-incomplete');
    const dbPath = await interruptedStore(dir, 9);
    const store = openFindings(dbPath);
    try {
      expect(() => store.query({ filter: {} })).toThrow(StoreError);
      expect(() => store.query({ filter: {} })).toThrow(/no complete run yet \(1 incomplete: an interrupted audit; run the same audit again to complete it/);
    } finally {
      store.close();
    }
    for (const format of ['text', 'json', 'csv']) {
      const en = cli(['findings', '--db', 's.db', '--format', format, '--lang', 'en'], dir);
      expect([en.code, en.stdout, en.stderr]).toEqual([2, '',
        'veedor: the store holds no complete run yet (1 incomplete: an interrupted audit; run the same audit again to complete it, see veedor runs)\n']);
    }
    const es = cli(['findings', '--db', 's.db', '--lang', 'es'], dir);
    expect([es.code, es.stdout, es.stderr]).toEqual([2, '',
      'veedor: el almacén aún no tiene ninguna ejecución completa (1 incompleta: una auditoría interrumpida; ejecute la misma auditoría otra vez para completarla, vea veedor runs)\n']);
  });

  it('once the same audit completes it, its findings are listed: the 4 underpaid hands of 16 (paid 90.00 of 100.00)', async () => {
    const dir = tempDir('findings-incomplete');
    const dbPath = await interruptedStore(dir, 9);
    const { db, stored } = await storeAudit(dbPath, [join(dir, 'a.ndjson')]);
    expect(stored.mode).toBe('resume');
    db.close();
    const store = openFindings(dbPath);
    try {
      const found = [...store.query({ filter: {} }).findings];
      expect(found.map((f) => [f.finding.hand_id, f.finding.article, f.finding.expected, f.finding.actual])).toEqual(
        ['GEN-0000000', 'GEN-0000004', 'GEN-0000008', 'GEN-0000012'].map((id) => [id, 'Art. 15º', 10000, 9000]));
    } finally {
      store.close();
    }
  });
});
