import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { UNSEALED_TABLES } from '../../store/chain.js';
import { openStore, StoreError } from '../../store/db.js';
import { resolveRun } from '../../store/runs.js';
import { verifyRun } from '../../app/verify.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { reportCommand } from '../../cli/commands/report.js';
import { cli, cloneHands, tempDir, writeNdjson } from './helpers.js';

/** A store of two signed runs (the first with findings of every category it can have), audited from `dir`. */
function pristine(): { dir: string; first: string; second: string } {
  const dir = tempDir('tamper');
  mkdirSync(join(dir, 'logs'));
  const hands = cloneHands(16, { underpayEvery: 8, overpayEvery: 12 });
  writeNdjson(join(dir, 'logs', 'a.ndjson'), [...hands, { not: 'a hand' }]);
  writeNdjson(join(dir, 'logs', 'b.ndjson'), cloneHands(4, { prefix: 'B' }));
  expect(cli(['keys', 'new', '--out', 'k'], dir).code).toBe(0);
  expect(cli(['audit', 'logs/a.ndjson', '--db', 's.db', '--sign', 'k.key'], dir).code).toBe(1);
  expect(cli(['audit', 'logs/b.ndjson', '--db', 's.db', '--sign', 'k.key'], dir).code).toBe(0);
  const db = openStore(join(dir, 's.db'), { create: false });
  const ids = db.prepare('SELECT id FROM runs ORDER BY seq').pluck().all() as string[];
  db.close();
  return { dir, first: ids[0]!, second: ids[1]! };
}

/** A row of `table` that belongs to run seq 1, by its primary key (or rowid). */
function rowOfFirstRun(raw: Database.Database, table: string): { where: string; params: unknown[] } {
  const cols = raw.prepare('SELECT name, pk FROM pragma_table_info(?)').all(table) as { name: string; pk: number }[];
  const has = (c: string) => cols.some((x) => x.name === c);
  const scope = table === 'runs' ? 'seq = 1' : has('run_seq') ? 'run_seq = 1'
    : table === 'inputs' ? 'id IN (SELECT input_id FROM run_inputs WHERE run_seq = 1)'
      : table === 'hands' ? 'input_id IN (SELECT input_id FROM run_inputs WHERE run_seq = 1)' : undefined;
  if (scope === undefined) throw new Error(`the test does not know which rows of ${table} belong to a run: teach it`);
  const pk = cols.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name);
  const key = pk.length > 0 ? pk : ['rowid'];
  const row = raw.prepare(`SELECT ${key.map((k) => `"${k}"`).join(', ')} FROM ${table} WHERE ${scope} ORDER BY ${key.join(', ')} LIMIT 1`).get() as Record<string, unknown>;
  expect(row, `no row of ${table} for run 1`).toBeDefined();
  return { where: key.map((k) => `"${k}" = ?`).join(' AND '), params: key.map((k) => row[k]) };
}

/** Changes one value, to another the schema accepts (CHECK constraints allow only some). */
function tamper(raw: Database.Database, table: string, column: string): unknown {
  const { where, params } = rowOfFirstRun(raw, table);
  const before = (raw.prepare(`SELECT "${column}" AS v FROM ${table} WHERE ${where}`).get(...params) as { v: unknown }).v;
  const candidates: unknown[] = typeof before === 'number' ? [before + 1000003, before + 1, before - 1]
    : typeof before === 'string' ? [before + 'x', 'payout', 'procedure', 'warning', 'error', 'incomplete', 'complete'].filter((v) => v !== before)
      : Buffer.isBuffer(before) ? [Buffer.concat([before.subarray(1), Buffer.from([before[0]! ^ 1])])]
        : ['x', 1];
  for (const v of candidates) {
    try {
      raw.prepare(`UPDATE ${table} SET "${column}" = ? WHERE ${where}`).run(v, ...params);
      return before;
    } catch {
      // A CHECK or UNIQUE constraint: try the next value.
    }
  }
  throw new Error(`could not change ${table}.${column}`);
}

describe('every column of every table a read command uses is covered by verify', () => {
  it('an edit of any one value: verify fails naming the table and row; report refuses (exit 2)', async () => {
    const { dir, first, second } = pristine();
    const raw = new Database(join(dir, 's.db'), { readonly: true });
    // The list comes from the schema: a table or column added later is tampered with too.
    const tables = (raw.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[])
      .filter((t) => !(t in UNSEALED_TABLES));
    const columns = tables.flatMap((t) => (raw.prepare('SELECT name FROM pragma_table_info(?) ORDER BY cid').pluck().all(t) as string[]).map((c) => [t, c] as const));
    expect(raw.prepare('SELECT count(*) FROM run_leases').pluck().get()).toBe(0); // unsealed, and empty once runs are complete
    raw.close();
    expect(tables).toEqual(['findings', 'hands', 'inputs', 'run_hands', 'run_inputs', 'run_seals', 'runs']);
    expect(columns.length).toBeGreaterThanOrEqual(99);

    const untouched = openStore(join(dir, 's.db'), { create: false });
    const ok = await verifyRun(untouched, resolveRun(untouched, second), RULESETS);
    expect({ ok: ok.ok, problems: ok.chain.problems }).toEqual({ ok: true, problems: [] });
    untouched.close();

    const missed: string[] = [];
    for (const [table, column] of columns) {
      const copy = join(dir, `t-${table}-${column}.db`);
      copyFileSync(join(dir, 's.db'), copy);
      const w = new Database(copy);
      w.pragma('foreign_keys = OFF'); // as a hand with sqlite3 would edit it
      tamper(w, table, column);
      w.close();
      const db = openStore(copy, { create: false });
      try {
        const report = await verifyRun(db, resolveRun(db, second), RULESETS);
        const named = report.chain.problems.find((p) => p.startsWith(`${table}: row `) || p.startsWith(`${table} row `));
        if (report.ok || named === undefined) missed.push(`${table}.${column}: ${report.ok ? 'VERIFIED' : report.chain.problems.join(' | ')}`);
      } finally {
        db.close();
      }
      const pdf = join(dir, `t-${table}-${column}.pdf`);
      const refused = await reportCommand(first, { pdf, db: copy, lang: 'en' }).then(() => false, (e: unknown) => e instanceof StoreError);
      if (!refused || existsSync(pdf)) missed.push(`${table}.${column}: report did not refuse`);
    }
    expect(missed).toEqual([]);
  }, 180_000);

  it('on the command line: verify exits 1 naming the row, report, findings and summary exit 2 in one line', () => {
    const { dir, first } = pristine();
    const raw = new Database(join(dir, 's.db'));
    raw.prepare("UPDATE findings SET message_es = 'El crupier actuó correctamente; no se debe nada al jugador.' WHERE run_seq = 1 AND seq = 1").run();
    raw.close();
    const v = cli(['verify', first, '--db', 's.db', '--lang', 'en'], dir);
    expect(v.code).toBe(1);
    expect(v.stdout).toContain(`! findings: row 2 (run_seq=1, seq=1) of run ${first} is not what was sealed: the store was altered`);
    expect(v.stdout).toMatch(/✖ NOT VERIFIED\n$/);
    // The default language (Spanish); --lang en words the same refusal in English.
    const refusal = `veedor: findings: fila 2 (run_seq=1, seq=1) de la ejecución ${first} no es lo que se selló: el almacén fue modificado; no se muestra nada (véase veedor verify ${first})\n`;
    for (const args of [['report', first, '--pdf', 'x.pdf'], ['findings'], ['findings', '--run', first], ['summary', '--run', first]]) {
      expect(cli([...args, '--db', 's.db'], dir)).toMatchObject({ code: 2, stdout: '', stderr: refusal });
    }
    expect(cli(['findings', '--db', 's.db', '--lang', 'en'], dir).stderr).toBe(`veedor: findings: row 2 (run_seq=1, seq=1) of run ${first} is not what was sealed: the store was altered; nothing shown (see veedor verify ${first})\n`);
    expect(existsSync(join(dir, 'x.pdf'))).toBe(false);
  }, 60_000);
});
