import * as crypto from 'node:crypto';
import { createHash } from 'node:crypto';
import { StoreError, nowIso } from './db.js';
import { checkSignature } from './signing.js';
import type { Db } from './db.js';
import { reason, renderReason } from '../engine/core/reasons.js';
import type { Reason } from '../engine/core/reasons.js';

/**
 * The hash chain over the store. When a run completes, the transaction that
 * marks it complete seals it: for every table a read command reads, the
 * digest of each row the run wrote or reads (every column, as SQLite stores
 * it: type and bytes), and the run's record, which names those digests and
 * the previous sealed run's record digest. A run's record digest is the chain
 * head after it; a signature signs it. `verify` recomputes all of it and
 * names the first table and row that no longer gives the sealed digest.
 */

/** The tables sealed per run, in the order they are checked. */
/** A text in both languages. */
type Words = { es: string; en: string };

export const SEALED_TABLES = ['runs', 'run_inputs', 'inputs', 'hands', 'run_hands', 'findings'] as const;
export type SealedTable = (typeof SEALED_TABLES)[number];

/** The tables no seal covers, and why: none of them is read as evidence by any command. */
export const UNSEALED_TABLES: Record<string, string> = {
  run_leases: 'who is writing an incomplete attempt; empty once the run is complete',
  run_events: 'a log of what happened to the store (attempts, resumes); no command reads it',
  schema_migrations: 'which migrations were applied; the schema version is read from the file header',
};

/** Columns of `runs` the record does not cover, because they are made from the record digest. */
export const SEAL_COLUMNS = ['record_digest', 'signature', 'public_key'];

const RECORD_FORMAT = 'veedor-run-record/1';
const SHORT = 8;
/** rowDigest's separators: after the table and between a column's name, type and hex (US), after each column (RS). */
const US = '\u001f';
const RS = '\u001e';
/** Row digests gathered before each update of the whole digest. */
const PAGE_ROWS = 512;

/** How each sealed table's rows of one run are found, in a fixed order, with the key that names a row. */
export const ROWS: Record<SealedTable, { from: string; order: string; key: string[] }> = {
  runs: { from: 'runs t WHERE t.seq = ?', order: 't.seq', key: ['t.seq', 't.id'] },
  run_inputs: { from: 'run_inputs t WHERE t.run_seq = ?', order: 't.position', key: ['t.run_seq', 't.position'] },
  inputs: { from: 'run_inputs ri LEFT JOIN inputs t ON t.id = ri.input_id WHERE ri.run_seq = ?', order: 'ri.position', key: ['ri.input_id'] },
  hands: {
    from: `run_hands rh JOIN run_inputs ri ON ri.run_seq = rh.run_seq AND ri.position = rh.input_pos
      LEFT JOIN hands t ON t.input_id = ri.input_id AND t.format = ri.format AND t.idx = rh.idx WHERE rh.run_seq = ?`,
    order: 'rh.input_pos, rh.idx', key: ['ri.input_id', 'ri.format', 'rh.idx'],
  },
  run_hands: { from: 'run_hands t WHERE t.run_seq = ?', order: 't.input_pos, t.idx', key: ['t.run_seq', 't.input_pos', 't.idx'] },
  findings: { from: 'findings t WHERE t.run_seq = ?', order: 't.seq', key: ['t.run_seq', 't.seq'] },
};

export interface TableDigest {
  table: SealedTable;
  rows: number;
  digest: string;
  /** The first bytes of each row's digest, in order. */
  rowHashes: Buffer;
  /** Row `i`'s key, as "column=value, ...", in the same order (to name a row that changed; read only then). */
  keyAt(i: number): string;
}

/**
 * A sealed table's rows of one run, every column, in the order the seal hashes them (what `export` writes), one at a
 * time as SQLite gives them: a run's hands are millions of rows, never held at once (memory23).
 */
export function tableRows(db: Db, table: SealedTable, runSeq: number): IterableIterator<Record<string, unknown>> {
  const cols = columnsOf(db, table);
  const spec = ROWS[table];
  return db.prepare(`SELECT ${cols.map((c) => `t."${c}"`).join(', ')} FROM ${spec.from} ORDER BY ${spec.order}`).iterate(runSeq) as IterableIterator<Record<string, unknown>>;
}

/** The columns of a table, from the schema itself: a column added later is sealed without a change here. */
export function columnsOf(db: Db, table: string): string[] {
  return (db.prepare(`SELECT name FROM pragma_table_info(?) ORDER BY cid`).pluck().all(table) as string[]);
}

/**
 * The digest of one table's rows of a run. A row's digest covers each of its
 * non-NULL columns by name, SQLite type and bytes (a column added by a later
 * migration, NULL in older rows, leaves their digests as they were): `rowDigest`'s
 * text, which SQLite writes here whole for each row (one text a row, nothing
 * per column crosses into JavaScript), hashed in one call.
 */
export function tableDigest(db: Db, table: SealedTable, runSeq: number): TableDigest {
  const spec = ROWS[table];
  const stmt = db.prepare(`SELECT ${digestText(db, table)} FROM ${spec.from} ORDER BY ${spec.order}`).pluck();
  const pages = new DigestPages();
  for (const row of stmt.iterate(runSeq) as IterableIterator<string>) pages.add(sha256Bytes(row));
  return pages.digest(table, rowKeys(db, table, runSeq));
}

/** A table's digest checked against its seal's row hashes as the rows are read: no row's hash kept (memory23). */
export interface TableCheck {
  table: SealedTable;
  rows: number;
  digest: string;
  /** Whether the rows' first bytes, one after another, are exactly `sealed`. */
  sameHashes: boolean;
  /** The first row whose first bytes are not the seal's at its place (past the seal's end counts as different); -1 if none. */
  firstDiff: number;
  keyAt(i: number): string;
}

/**
 * tableDigest compared with the sealed row hashes a row at a time: what checking a seal needs (the digest, and the
 * first row that differs), where tableDigest keeps every row's hash, 8 bytes a row, twice over while its buffer grows
 * and once more copied: tens of MB for a run of a million hands, in every command that reads a stored run.
 */
export function tableCheck(db: Db, table: SealedTable, runSeq: number, sealed: Buffer): TableCheck {
  const spec = ROWS[table];
  const stmt = db.prepare(`SELECT ${digestText(db, table)} FROM ${spec.from} ORDER BY ${spec.order}`).pluck();
  const whole = createHash('sha256');
  const page = Buffer.allocUnsafe(32 * PAGE_ROWS);
  let inPage = 0;
  let rows = 0;
  let firstDiff = -1;
  for (const row of stmt.iterate(runSeq) as IterableIterator<string>) {
    const d = sha256Bytes(row);
    if (firstDiff < 0) {
      const at = rows * SHORT;
      if (at + SHORT > sealed.length) firstDiff = rows;
      else for (let i = 0; i < SHORT; i++) if (d[i] !== sealed[at + i]) {
        firstDiff = rows;
        break;
      }
    }
    d.copy(page, inPage * 32, 0, 32);
    if (++inPage === PAGE_ROWS) {
      whole.update(page);
      inPage = 0;
    }
    rows++;
  }
  if (inPage > 0) whole.update(page.subarray(0, inPage * 32));
  return { table, rows, digest: whole.digest('hex'), sameHashes: firstDiff < 0 && sealed.length === rows * SHORT, firstDiff, keyAt: rowKeys(db, table, runSeq) };
}

/** Row `i`'s key, as "column=value, ...", in the digest's order: read (once) only to name a row that changed (verify). */
export function rowKeys(db: Db, table: SealedTable, runSeq: number): (i: number) => string {
  const spec = ROWS[table];
  let keys: string[] | undefined;
  return (i: number): string => {
    keys ??= (db.prepare(`SELECT ${spec.key.join(', ')} FROM ${spec.from} ORDER BY ${spec.order}`).raw().all(runSeq) as unknown[][])
      .map((values) => spec.key.map((k, j) => `${k.replace(/^\w+\./, '')}=${String(values[j])}`).join(', '));
    return keys[i]!;
  };
}

/**
 * The SQL expression that gives `rowDigest`'s text of a row of `table` (aliased t): the table, then each non-NULL
 * column's name, type and upper-case hex (the names are the schema's own, plain identifiers; a NULL column adds
 * nothing). The separators are written into the SQL's literals (a string literal holds any character but the
 * quote), not made by char() for every column of every row.
 */
export function digestText(db: Db, table: SealedTable): string {
  const cols = columnsOf(db, table).filter((c) => table !== 'runs' || !SEAL_COLUMNS.includes(c));
  return [`'${table}${US}'`, ...cols.map((c) =>
    `CASE WHEN t."${c}" IS NULL THEN '' ELSE '${c}${US}' || typeof(t."${c}") || '${US}' || hex(t."${c}") || '${RS}' END`)].join(' || ');
}

/**
 * A table's row digests gathered in order: the whole digest is the SHA-256 of the rows' digests one after
 * another, updated once per page of rows (the same bytes as one update per row), and each row's first bytes
 * kept, copied by hand.
 */
export class DigestPages {
  private readonly whole = createHash('sha256');
  private readonly page = Buffer.allocUnsafe(32 * PAGE_ROWS);
  private inPage = 0;
  private short = Buffer.allocUnsafe(SHORT * 1024);
  rows = 0;

  add(d: Buffer): void {
    if ((this.rows + 1) * SHORT > this.short.length) {
      const grown = Buffer.allocUnsafe(this.short.length * 2);
      this.short.copy(grown);
      this.short = grown;
    }
    const at = this.rows * SHORT;
    const short = this.short;
    for (let i = 0; i < SHORT; i++) short[at + i] = d[i]!;
    const p = this.inPage * 32;
    const page = this.page;
    for (let i = 0; i < 32; i++) page[p + i] = d[i]!;
    if (++this.inPage === PAGE_ROWS) {
      this.whole.update(page);
      this.inPage = 0;
    }
    this.rows++;
  }

  digest(table: SealedTable, keyAt: (i: number) => string): TableDigest {
    if (this.inPage > 0) this.whole.update(this.page.subarray(0, this.inPage * 32));
    this.inPage = 0;
    const rows = this.rows;
    return { table, rows, digest: this.whole.digest('hex'), rowHashes: Buffer.from(this.short.subarray(0, rows * SHORT)), keyAt };
  }
}

/** SHA-256 of a text's UTF-8 bytes (or of bytes): the one-shot `crypto.hash` where Node has it (20.12 and later), else a Hash object. */
const oneShot = (crypto as { hash?: typeof crypto.hash }).hash;
export const sha256Bytes: (text: string | Buffer) => Buffer = oneShot
  ? (text) => oneShot('sha256', text, 'buffer')
  : (text) => createHash('sha256').update(text).digest();

/** One row's digest: each non-NULL column by name, SQLite type and value bytes (upper-case hex, as SQLite's hex()). */
export function rowDigest(table: string, values: [column: string, type: string, hex: string][]): Buffer {
  const h = createHash('sha256').update(table + '\u001f');
  for (const [c, type, hex] of values) if (type !== 'null') h.update(`${c}\u001f${type}\u001f${hex}\u001e`);
  return h.digest();
}

/** A value as JSON gives it back (a bundle's rows) in rowDigest's terms: integers and text, as SQLite typed and stored them. */
export function typedHex(value: unknown): [type: string, hex: string] {
  if (value === null || value === undefined) return ['null', ''];
  if (typeof value === 'number' && Number.isInteger(value)) return ['integer', Buffer.from(String(value)).toString('hex').toUpperCase()];
  if (typeof value === 'string') return ['text', Buffer.from(value, 'utf8').toString('hex').toUpperCase()];
  return ['real', Buffer.from(String(value)).toString('hex').toUpperCase()];
}

/** The run's record: what its record digest is the SHA-256 of. */
export function recordOf(prev: string | null, tables: { table: string; rows: number; digest: string }[]): string {
  return JSON.stringify({ format: RECORD_FORMAT, prev, tables: tables.map((t) => [t.table, t.rows, t.digest]) });
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export interface Signer {
  /** Signs the record digest (its hex text): the signature and the public key, both base64. */
  sign(recordDigest: string): { signature: string; publicKey: string };
}

/**
 * Seals a run whose rows are all written, inside the transaction that marks
 * it complete: links it to the chain's last run, stores each table's digest
 * and the record digest, and signs it when given a signer. Returns the record
 * digest (the new chain head). `made`: tables whose row digests the writer made as
 * it wrote them (RowSealer); one that gives undefined is read back here.
 */
export function sealRun(db: Db, runSeq: number, signer?: Signer, made: Partial<Record<SealedTable, () => TableDigest | undefined>> = {}): string {
  const last = db.prepare('SELECT chain_pos, record_digest FROM runs WHERE chain_pos IS NOT NULL ORDER BY chain_pos DESC LIMIT 1')
    .get() as { chain_pos: number; record_digest: string } | undefined;
  const prev = last?.record_digest ?? null;
  db.prepare('UPDATE runs SET chain_pos = ?, prev_digest = ?, record_digest = NULL, signature = NULL, public_key = NULL WHERE seq = ?')
    .run((last?.chain_pos ?? 0) + 1, prev, runSeq);
  db.prepare('DELETE FROM run_seals WHERE run_seq = ?').run(runSeq);
  const put = db.prepare('INSERT INTO run_seals (run_seq, tbl, rows, digest, row_hashes) VALUES (?, ?, ?, ?, ?)');
  const tables = SEALED_TABLES.map((t) => made[t]?.() ?? tableDigest(db, t, runSeq));
  for (const t of tables) put.run(runSeq, t.table, t.rows, t.digest, t.rowHashes);
  const digest = sha256(recordOf(prev, tables));
  const signed = signer?.sign(digest);
  db.prepare('UPDATE runs SET record_digest = ?, signature = ?, public_key = ? WHERE seq = ?')
    .run(digest, signed?.signature ?? null, signed?.publicKey ?? null, runSeq);
  return digest;
}

export interface RunSealCheck {
  runSeq: number;
  runId: string | null;
  ok: boolean;
  /** The digest the rows give now. */
  digest: string;
  /** What breaks, first the table and row (empty when ok): as codes and data, worded per language by renderReason. */
  reasons: Reason[];
  /** The same in English (verify --json's field, read by scripts). */
  problems: string[];
}

/** Problems as codes plus their English wording. */
function found(reasons: Reason[]): { reasons: Reason[]; problems: string[] } {
  return { reasons, problems: reasons.map((r) => renderReason(r, 'en')) };
}

interface SealRow {
  tbl: string;
  rows: number;
  digest: string;
  row_hashes: Buffer;
}

/** Recomputes one run's record from its rows and compares it with the sealed one; names the first row that differs. */
export function checkRunSeal(db: Db, run: { seq: number; id: string | null; prev_digest: string | null; record_digest: string | null }): RunSealCheck {
  const label = run.id ?? `seq ${run.seq}`;
  if (run.record_digest === null) {
    return { runSeq: run.seq, runId: run.id, ok: false, digest: '', ...found([reason('chain.never-sealed', { run: label })]) };
  }
  // The seal's rows first, without their row hashes: each table's are read only while that table is checked.
  const sealRows = db.prepare('SELECT tbl, rows, digest FROM run_seals WHERE run_seq = ? ORDER BY tbl').all(run.seq) as Omit<SealRow, 'row_hashes'>[];
  const sealed = new Map(sealRows.map((s) => [s.tbl, s]));
  const hashesOf = db.prepare('SELECT row_hashes FROM run_seals WHERE run_seq = ? AND tbl = ?').pluck();
  const tables = SEALED_TABLES.map((t) => {
    const blob = sealed.has(t) ? hashesOf.get(run.seq, t) : undefined;
    return { ...tableCheck(db, t, run.seq, Buffer.isBuffer(blob) ? blob : EMPTY), hashesBlob: Buffer.isBuffer(blob) };
  });
  const digest = sha256(recordOf(run.prev_digest, tables));
  if (digest === run.record_digest) {
    // The rows are as sealed; the seal rows (which only locate a change) must still be theirs too.
    const off = sealRows.length !== tables.length ? 'a table\'s seal is missing or added' : tables.map((t) => {
      const s = sealed.get(t.table);
      return s && s.rows === t.rows && s.digest === t.digest && t.hashesBlob && t.sameHashes ? undefined : t.table;
    }).find((x) => x !== undefined);
    if (off === undefined) return { runSeq: run.seq, runId: run.id, ok: true, digest, ...found([]) };
    return { runSeq: run.seq, runId: run.id, ok: false, digest, ...found([reason('chain.seal-rows-off', { run: label, table: off })]) };
  }
  const problems: Reason[] = [];
  if (sealRows.length === 0) {
    return { runSeq: run.seq, runId: run.id, ok: false, digest, ...found([reason('chain.no-seal-seq', { run: label, seq: run.seq })]) };
  }
  for (const t of tables) {
    const s = sealed.get(t.table);
    if (!s) {
      problems.push(reason('chain.no-table-seal', { run: label, table: t.table }));
      continue;
    }
    if (s.digest === t.digest && s.rows === t.rows) continue;
    problems.push(reason('chain.row-changed', { table: t.table, reason: firstChange(t, s.rows), run: label }));
  }
  if (problems.length === 0) {
    // Every table gives its sealed digest: the seal rows or the record digest themselves were edited.
    const fromSeals = sha256(recordOf(run.prev_digest, [...sealed.values()].map((s) => ({ table: s.tbl, rows: s.rows, digest: s.digest }))));
    problems.push(reason(fromSeals === run.record_digest ? 'chain.seal-edited' : 'chain.record-digest', { run: label }));
  }
  return { runSeq: run.seq, runId: run.id, ok: false, digest, ...found(problems) };
}

const EMPTY = Buffer.alloc(0);

/** The first row that differs from the seal: among the rows both have, the first whose hash is not the seal's; else the rows deleted or added. */
function firstChange(now: TableCheck, sealedRows: number): Reason {
  const n = Math.min(now.rows, sealedRows);
  if (now.firstDiff >= 0 && now.firstDiff < n) return reason('chain.row', { n: now.firstDiff + 1, key: now.keyAt(now.firstDiff) });
  if (now.rows < sealedRows) return reason('chain.row-deleted', { n: n + 1, fewer: sealedRows - now.rows });
  if (now.rows > sealedRows) return reason('chain.row-added', { n: n + 1, key: now.keyAt(n) });
  return reason('chain.a-row');
}

export interface ChainRun {
  seq: number;
  id: string | null;
  status: string;
  chain_pos: number | null;
  prev_digest: string | null;
  record_digest: string | null;
  signature: string | null;
  public_key: string | null;
}

export interface ChainCheck {
  ok: boolean;
  /** Sealed runs, in chain order. */
  runs: RunSealCheck[];
  /** The chain head: the last sealed run's record digest. */
  head: string | null;
  /** What breaks, as codes and data (renderReason words them). */
  reasons: Reason[];
  /** The same in English (verify --json's field). */
  problems: string[];
}

/** Walks the whole chain: positions 1..n without a gap, each run linked to the one before, each run's rows as sealed. */
export function checkChain(db: Db): ChainCheck {
  const all = db.prepare(`SELECT seq, id, status, chain_pos, prev_digest, record_digest, signature, public_key FROM runs
    WHERE chain_pos IS NOT NULL OR status = 'complete' ORDER BY chain_pos IS NULL, chain_pos, seq`).all() as ChainRun[];
  const problems: Reason[] = [];
  const runs: RunSealCheck[] = [];
  let prev: ChainRun | undefined;
  for (const r of all) {
    const label = r.id ?? `seq ${r.seq}`;
    if (r.chain_pos === null) {
      problems.push(reason('chain.not-in-chain', { run: label }));
      continue;
    }
    const want = (prev?.chain_pos ?? 0) + 1;
    if (r.chain_pos !== want) problems.push(reason('chain.position', { run: label, pos: r.chain_pos, want }));
    if (r.prev_digest !== (prev?.record_digest ?? null)) {
      problems.push(prev ? reason('chain.prev-digest', { run: label, before: prev.id ?? `seq ${prev.seq}` }) : reason('chain.prev-digest-first', { run: label }));
    }
    const check = checkRunSeal(db, r);
    runs.push(check);
    problems.push(...check.reasons);
    if (checkSignature(r).status === 'invalid') problems.push(reason('chain.signature', { run: label }));
    prev = r;
  }
  return { ok: problems.length === 0, runs, head: prev?.record_digest ?? null, ...found(problems) };
}

/**
 * Refuses to read a run whose rows are not what was sealed: what `report`,
 * `findings` and `summary` call before they show anything.
 */
export function requireSealed(db: Db, run: { seq: number; id: string | null; prev_digest: string | null; record_digest: string | null;
  signature: string | null; public_key: string | null }): void {
  const check = checkRunSeal(db, run);
  const problem = check.reasons[0] ?? (checkSignature(run as Parameters<typeof checkSignature>[0]).status === 'invalid'
    ? reason('chain.signature', { run: String(run.id) }) : undefined);
  if (problem !== undefined) {
    const see = `veedor verify ${run.id ?? ''}`.trimEnd();
    throw new StoreError({ es: `${renderReason(problem, 'es')}; no se muestra nada (véase ${see})`, en: `${renderReason(problem, 'en')}; nothing shown (see ${see})` });
  }
}

/** The counts a run must reconcile with before it is marked complete. */
export interface RunCounts {
  hands: number;
  audited: number;
  rejected: number;
  findings: number;
  byCategory: Record<string, number>;
}

/**
 * What does not reconcile between a run's stored rows and its counts: the
 * audited hands marked and indexed, the findings by category, each file read
 * to the end. Empty when everything reconciles.
 */
export function reconcile(db: Db, runSeq: number, c: RunCounts): Words[] {
  const one = (sql: string) => (db.prepare(sql).get(runSeq) as { n: number | null }).n ?? 0;
  const out: Words[] = [];
  const marked = one('SELECT count(*) AS n FROM run_hands WHERE run_seq = ?');
  if (marked !== c.audited) out.push({ es: `${marked} manos auditadas guardadas, ${c.audited} contadas`, en: `${marked} audited hands stored, ${c.audited} counted` });
  const indexed = one(`SELECT count(*) AS n FROM run_hands rh JOIN run_inputs ri ON ri.run_seq = rh.run_seq AND ri.position = rh.input_pos
    JOIN hands h ON h.input_id = ri.input_id AND h.format = ri.format AND h.idx = rh.idx WHERE rh.run_seq = ?`);
  if (indexed !== marked) out.push({ es: `${marked - indexed} manos auditadas faltan en el índice de manos`, en: `${marked - indexed} audited hands missing from the hand index` });
  const findings = one('SELECT count(*) AS n FROM findings WHERE run_seq = ?');
  if (findings !== c.findings) out.push({ es: `${findings} hallazgos guardados, ${c.findings} contados`, en: `${findings} findings stored, ${c.findings} counted` });
  const byCategory = new Map((db.prepare('SELECT category, count(*) AS n FROM findings WHERE run_seq = ? GROUP BY category').all(runSeq) as
    { category: string; n: number }[]).map((r) => [r.category, r.n]));
  for (const [category, n] of Object.entries(c.byCategory)) {
    if ((byCategory.get(category) ?? 0) !== n) out.push({ es: `${byCategory.get(category) ?? 0} hallazgos de categoría ${category} guardados, ${n} contados`, en: `${byCategory.get(category) ?? 0} ${category} findings stored, ${n} counted` });
  }
  const files = db.prepare('SELECT position, hands, audited, rejected FROM run_inputs WHERE run_seq = ? ORDER BY position').all(runSeq) as
    { position: number; hands: number | null; audited: number | null; rejected: number | null }[];
  const unread = files.filter((f) => f.hands === null).length;
  if (unread > 0) out.push(unread === 1 ? { es: '1 archivo de entrada no leído hasta el final', en: '1 input file not read to the end' } : { es: `${unread} archivos de entrada no leídos hasta el final`, en: `${unread} input files not read to the end` });
  const sum = (k: 'hands' | 'audited' | 'rejected') => files.reduce((n, f) => n + (f[k] ?? 0), 0);
  if (sum('hands') !== c.hands || sum('rejected') !== c.rejected || sum('audited') !== c.audited) {
    out.push({ es: `los recuentos de los archivos (${sum('hands')} manos, ${sum('rejected')} rechazadas) no son los de la ejecución (${c.hands}, ${c.rejected})`, en: `the files' counts (${sum('hands')} hands, ${sum('rejected')} rejected) are not the run's (${c.hands}, ${c.rejected})` });
  }
  const perFile = db.prepare('SELECT input_pos, count(*) AS n FROM run_hands WHERE run_seq = ? GROUP BY input_pos').all(runSeq) as { input_pos: number; n: number }[];
  const marks = new Map(perFile.map((p) => [p.input_pos, p.n]));
  for (const f of files) {
    if (f.audited !== null && (marks.get(f.position) ?? 0) !== f.audited) out.push({ es: `archivo ${f.position + 1}: ${marks.get(f.position) ?? 0} manos auditadas guardadas, ${f.audited} contadas`, en: `file ${f.position + 1}: ${marks.get(f.position) ?? 0} audited hands stored, ${f.audited} counted` });
  }
  return out;
}

/**
 * Schema 2's upgrade of a store written before the chain: each complete run
 * whose rows reconcile with its counts is sealed (in completion order); one
 * that does not is marked incomplete, so that the same audit run again
 * repairs it instead of reporting partial figures as complete.
 */
export function sealLegacyRuns(db: Db): void {
  const runs = db.prepare(`SELECT seq, id, hands, audited, rejected, findings, findings_payout, findings_procedure, findings_integrity,
    findings_input FROM runs WHERE status = 'complete' ORDER BY finished_at, seq`).all() as
    { seq: number; id: string; hands: number; audited: number; rejected: number; findings: number; findings_payout: number;
      findings_procedure: number; findings_integrity: number; findings_input: number }[];
  const event = db.prepare('INSERT INTO run_events (run_seq, at, kind, detail) VALUES (?, ?, ?, ?)');
  for (const r of runs) {
    const problems = reconcile(db, r.seq, {
      hands: r.hands, audited: r.audited, rejected: r.rejected, findings: r.findings,
      byCategory: { payout: r.findings_payout, procedure: r.findings_procedure, integrity: r.findings_integrity, input: r.findings_input },
    });
    if (problems.length > 0) {
      db.prepare("UPDATE runs SET status = 'incomplete' WHERE seq = ?").run(r.seq);
      event.run(r.seq, nowIso(), 'unsealed', `its rows do not reconcile (${problems.map((p) => p.en).join('; ')}): marked incomplete; run the same audit again to repair it`);
    } else {
      sealRun(db, r.seq);
      event.run(r.seq, nowIso(), 'sealed', 'sealed when the store was upgraded to schema 3');
    }
  }
}
