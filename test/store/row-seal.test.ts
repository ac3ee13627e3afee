// dbseal19: the seal's row digests made by the writer from the values it binds (RowSealer) must be the very
// digests SQLite's own text gives (tableDigest, which `verify` uses), row by row, on hostile content; and
// whatever it cannot type for certain must give the table up to the read-back, never seal something else.
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openStore } from '../../store/db.js';
import type { Db } from '../../store/db.js';
import { RowSealer } from '../../store/row-seal.js';
import { SEALED_TABLES, checkChain, tableDigest } from '../../store/chain.js';
import type { SealedTable } from '../../store/chain.js';
import { FINDING_COLUMNS } from '../../store/rows.js';
import { cloneHands, storeAudit, tempDir, writeNdjson } from './helpers.js';

const HAND_COLUMNS = ['input_id', 'format', 'idx', 'line', 'hand_id', 'game', 'table_id', 'dealer_id', 'shoe_id', 'started_at',
  'local_date', 'local_hour', 'currency', 'byte_offset', 'byte_length'];

/** Texts that break naive encoders: NUL, the digest's own separators, quotes, combining marks, astral planes, long. */
const HOSTILE = ['', '\u0000', 'a\u0000b', '\u001f\u001e', "O'Brien \"x\" ;--", 'e\u0301 ñ Ñ €', '🂡🂱 𝒜', 'D-\u00e9X', '\u{10FFFF}', 'x'.repeat(5000),
  'NULL', '12', ' 7', '1e3', '-0', '\n\r\t', 'ÿ\u00ad\u200b\ufeff'];
const BIG = [0, -0, 1, -1, 9, 10, 99, 2 ** 31, -(2 ** 31), 2 ** 53 - 1, -(2 ** 53 - 1), 1234567890123];

function store(): { db: Db; runSeq: number; inputId: number } {
  const db = openStore(join(tempDir('row-seal'), 's.db'), { create: true });
  const runSeq = Number(db.prepare(`INSERT INTO runs (attempt_key, status, tool_name, tool_version, catalogs, options, cwd, started_at)
    VALUES ('K', 'incomplete', 'veedor', '0', '{}', '{}', '/', 'now')`).run().lastInsertRowid);
  const inputId = Number(db.prepare("INSERT INTO inputs (sha256, bytes, first_path, first_seen_at) VALUES ('00', 1, '/x', 'now')").run().lastInsertRowid);
  db.prepare("INSERT INTO run_inputs (run_seq, position, input_id, path, abs_path, format) VALUES (?, 0, ?, 'x', '/x', 'ndjson')").run(runSeq, inputId);
  return { db, runSeq, inputId };
}

const pick = <T>(xs: T[], i: number): T => xs[i % xs.length]!;

/** Writes rows through `sql` and the sealer alike, as the writer does. */
function write(db: Db, sealer: RowSealer, cols: string[], rows: unknown[][], orIgnore = false): void {
  const stmt = db.prepare(`INSERT ${orIgnore ? 'OR IGNORE ' : ''}INTO ${sealer.table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`);
  for (const r of rows) {
    if (stmt.run(r).changes === 1) sealer.add(r);
    else sealer.giveUp('not written');
  }
}

function handRows(inputId: number, n: number): unknown[][] {
  return Array.from({ length: n }, (_, i) => [inputId, 'ndjson', i, i + 1, `H-${pick(HOSTILE, i)}-${i}`, pick(HOSTILE, i + 3), pick(HOSTILE, i + 5),
    i % 3 === 0 ? null : pick(HOSTILE, i), i % 4 === 0 ? null : `S${i}`, '2026-12-01T10:00:00-05:00', '2026-12-01', i % 24,
    i % 5 === 0 ? null : pick(['PEN', 'USD', 'EUR', '€'], i), i % 2 === 0 ? null : pick(BIG.filter((x) => x >= 0), i), i % 2 === 0 ? null : 300 + i]);
}

function findingRows(runSeq: number, n: number): unknown[][] {
  return Array.from({ length: n }, (_, i) => FINDING_COLUMNS.map((c) => {
    if (c === 'run_seq') return runSeq;
    if (c === 'seq') return i;
    if (c === 'category') return pick(['payout', 'procedure', 'integrity', 'input'], i);
    if (c === 'severity') return pick(['error', 'warning'], i);
    if (c === 'behind') return i % 3 === 0 ? 1 : null;
    if (['event', 'seat', 'hand', 'number', 'source_line', 'source_index', 'input_pos', 'local_hour'].includes(c)) return i % 3 === 1 ? null : pick(BIG.filter((x) => x >= 0), i);
    if (['expected', 'actual', 'difference', 'owed_to_player'].includes(c)) return i % 4 === 3 ? null : pick(BIG, i + c.length);
    if (['ruleset', 'rule', 'article', 'citation', 'message_es', 'message_en', 'source_path'].includes(c)) return pick(HOSTILE, i + c.length);
    return i % 2 === 0 ? null : pick(HOSTILE, i + c.length);
  }));
}

function expectSame(db: Db, runSeq: number, sealer: RowSealer, rows: number): void {
  const made = sealer.result(db, runSeq, undefined);
  const read = tableDigest(db, sealer.table, runSeq);
  expect(sealer.gaveUp).toBeUndefined();
  expect(made).toBeDefined();
  expect(read.rows).toBe(rows);
  expect(made!.rows).toBe(rows);
  // Row by row: the first 8 bytes of every row's digest, then the whole digest (over every row's 32 bytes).
  for (let i = 0; i < rows; i++) expect(made!.rowHashes.subarray(i * 8, i * 8 + 8).toString('hex'), `${sealer.table} row ${i}`).toBe(read.rowHashes.subarray(i * 8, i * 8 + 8).toString('hex'));
  expect(made!.digest).toBe(read.digest);
  expect(made!.keyAt(rows - 1)).toBe(read.keyAt(rows - 1));
}

describe('RowSealer: the seal made while writing equals the seal read back', () => {
  it('hands, run_hands and findings, 600 rows each of hostile texts, big and negative amounts, NULLs', () => {
    const { db, runSeq, inputId } = store();
    const hands = new RowSealer('hands', HAND_COLUMNS, db);
    const marks = new RowSealer('run_hands', ['run_seq', 'input_pos', 'idx'], db);
    const findings = new RowSealer('findings', FINDING_COLUMNS, db);
    write(db, hands, HAND_COLUMNS, handRows(inputId, 600));
    write(db, marks, ['run_seq', 'input_pos', 'idx'], Array.from({ length: 600 }, (_, i) => [runSeq, 0, i]));
    write(db, findings, [...FINDING_COLUMNS], findingRows(runSeq, 600));
    // What SQLite stored for a few of them, as the digest sees it (the point of the exercise).
    expect(db.prepare("SELECT typeof(expected), expected FROM findings WHERE seq = 1").get()).toEqual({ 'typeof(expected)': 'integer', expected: 2 ** 53 - 1 });
    expect(db.prepare("SELECT typeof(actual), actual FROM findings WHERE seq = 4").get()).toEqual({ 'typeof(actual)': 'integer', actual: -(2 ** 53 - 1) });
    expect(db.prepare("SELECT hex(rule) FROM findings WHERE seq = 3").pluck().get()).toBe('442DC3A958');
    expect(db.prepare("SELECT hex(rule) FROM findings WHERE seq = 15").pluck().get()).toBe('610062');
    expectSame(db, runSeq, hands, 600);
    expectSame(db, runSeq, marks, 600);
    expectSame(db, runSeq, findings, 600);
    db.close();
  });

  it('gives the table up, never a different digest: a number in a TEXT column, a string or a fraction in an INTEGER one, rows out of order, a row written before', () => {
    const { db, runSeq, inputId } = store();
    const cases: [string, (s: RowSealer) => void, unknown[][]][] = [
      ['number in TEXT', () => {}, [[inputId, 'ndjson', 0, 1, 42, 'g', 't', null, null, 's', 'd', 1, null, null, null]]],
      ['string in INTEGER', () => {}, [[inputId, 'ndjson', 1, '2', 'h', 'g', 't', null, null, 's', 'd', 1, null, null, null]]],
      ['fraction in INTEGER', () => {}, [[inputId, 'ndjson', 2, 1, 'h', 'g', 't', null, null, 's', 'd', 1.5, null, null, null]]],
      ['lone surrogate', () => {}, [[inputId, 'ndjson', 4, 1, 'D-\ud800X', 'g', 't', null, null, 's', 'd', 1, null, null, null]]],
      ['out of order', (s) => { s.inOrder(0, 5); s.inOrder(0, 4); }, [[inputId, 'ndjson', 3, 1, 'h', 'g', 't', null, null, 's', 'd', 1, null, null, null]]],
    ];
    // better-sqlite3 writes a lone surrogate as its own three bytes, where Buffer (and so a digest made in JS) writes U+FFFD.
    db.prepare("INSERT INTO run_events (at, kind, detail) VALUES ('now', 'x', ?)").run('D-\ud800X');
    expect(db.prepare("SELECT hex(detail) FROM run_events WHERE kind = 'x'").pluck().get()).toBe('442DEDA08058');
    expect(Buffer.from('D-\ud800X').toString('hex').toUpperCase()).toBe('442DEFBFBD58');
    for (const [why, before, rows] of cases) {
      const s = new RowSealer('hands', HAND_COLUMNS, db);
      before(s);
      write(db, s, HAND_COLUMNS, rows);
      expect(s.gaveUp, why).toBeDefined();
      expect(s.result(db, runSeq, 1), why).toBeUndefined();
    }
    // The same hand row again (another run, or an interrupted attempt wrote it): left as it was, so read back.
    const again = new RowSealer('hands', HAND_COLUMNS, db);
    write(db, again, HAND_COLUMNS, [[inputId, 'ndjson', 3, 9, 'other', 'g', 't', null, null, 's', 'd', 1, null, null, null]], true);
    expect(again.gaveUp).toBe('not written');
    db.close();
  });

  it('a table whose first or last row SQLite stored otherwise, or whose row count differs, is read back', () => {
    const { db, runSeq } = store();
    const marks = new RowSealer('run_hands', ['run_seq', 'input_pos', 'idx'], db);
    write(db, marks, ['run_seq', 'input_pos', 'idx'], [[runSeq, 0, 0], [runSeq, 0, 1]]);
    expect(marks.result(db, runSeq, undefined)).toBeDefined();
    db.prepare('UPDATE run_hands SET idx = 7 WHERE idx = 1').run();
    expect(marks.result(db, runSeq, undefined)).toBeUndefined();
    const more = new RowSealer('run_hands', ['run_seq', 'input_pos', 'idx'], db);
    write(db, more, ['run_seq', 'input_pos', 'idx'], [[runSeq, 1, 0]]);
    expect(more.result(db, runSeq, undefined)).toBeUndefined(); // 3 rows stored, 1 made
    db.close();
  });

  it('a column the insert leaves to a default gives its table up (a later migration with a DEFAULT)', () => {
    const { db } = store();
    db.exec("ALTER TABLE findings ADD COLUMN later TEXT DEFAULT 'x'");
    expect(new RowSealer('findings', FINDING_COLUMNS, db).gaveUp).toMatch(/later has a default/);
    db.close();
  });
});

describe('the writer seals the big tables as it writes them', () => {
  afterEach(() => vi.restoreAllMocks());

  it('an audit into a store: hands, run_hands and findings made while writing, the seal as read back, verify passes; the same log again reads hands back', async () => {
    const dir = tempDir('row-seal-audit');
    writeNdjson(join(dir, 'a.ndjson'), cloneHands(4100, { underpayEvery: 50 }));
    writeNdjson(join(dir, 'b.ndjson'), cloneHands(30, { prefix: 'B', overpayEvery: 3 }));
    const results: [SealedTable, boolean][] = [];
    const real = RowSealer.prototype.result;
    vi.spyOn(RowSealer.prototype, 'result').mockImplementation(function (this: RowSealer, ...args) {
      const r = real.apply(this, args);
      results.push([this.table, r !== undefined]);
      return r;
    });
    const { db, run } = await storeAudit(join(dir, 's.db'), ['a.ndjson', 'b.ndjson'], dir);
    expect(results).toEqual([['hands', true], ['run_hands', true], ['findings', true]]);
    const seq = db.prepare('SELECT seq FROM runs WHERE id = ?').pluck().get(run.run.id) as number;
    for (const t of SEALED_TABLES) {
      const sealed = db.prepare('SELECT rows, digest, row_hashes FROM run_seals WHERE run_seq = ? AND tbl = ?').get(seq, t) as { rows: number; digest: string; row_hashes: Buffer };
      const read = tableDigest(db, t, seq);
      expect([t, sealed.rows, sealed.digest, sealed.row_hashes.equals(read.rowHashes)]).toEqual([t, read.rows, read.digest, true]);
    }
    // 41 under-payments in a (hands 0, 100, ..., 4000), 3 over-payments in b (0, 12, 24).
    expect(run.summary.findings).toBe(44);
    expect(db.prepare("SELECT rows FROM run_seals WHERE run_seq = ? AND tbl = 'findings'").pluck().get(seq)).toBe(44);
    expect(checkChain(db).ok).toBe(true);
    db.close();
    // b.ndjson's hands are in the store already (another run wrote them): that run's hands are read back, the rest made.
    results.length = 0;
    const second = await storeAudit(join(dir, 's.db'), ['b.ndjson'], dir);
    expect(results).toEqual([['hands', false], ['run_hands', true], ['findings', true]]);
    expect(checkChain(second.db).ok).toBe(true);
    second.db.close();
  });
});
