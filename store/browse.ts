// What the workbench (`veedor serve`) reads of one run beyond `findings` and `summary`: a page of
// findings in a chosen order, counts per column, and a hand's place in the hand index. Every value
// from a request is a bound parameter; the only text put into SQL is picked from the fixed maps below.
import type { Db } from './db.js';
import { filterWhere } from './finding-filter.js';
import type { FindingFilter } from './finding-filter.js';
import { findingSelect, rowToFinding } from './rows.js';
import type { FindingRow } from './rows.js';
import type { Finding } from '../audit/findings.js';
import { sameHandId } from '../audit/find-hand.js';

/** The orders a page of findings can be read in; each ends with the finding's place in the run, so pages never overlap. */
export const FINDING_SORTS = {
  seq: 'f.seq',
  owed: 'f.owed_to_player',
  date: 'f.started_at',
  table: 'f.table_id',
  dealer: 'f.dealer_id',
  article: 'f.article',
  hand: 'f.hand_id',
} as const;
export type FindingSort = keyof typeof FINDING_SORTS;

export interface PageRequest {
  sort: FindingSort;
  desc: boolean;
  /** 0-based index of the first finding of the page. */
  offset: number;
  limit: number;
}

export interface FindingsPage {
  /** How many findings match the filter in all. */
  total: number;
  findings: (Finding & { seq: number })[];
}

/** One page of a run's findings that match `filter`, and how many match in all. */
export function findingsPage(db: Db, runSeq: number, filter: Omit<FindingFilter, 'runSeqs'>, page: PageRequest): FindingsPage {
  const { where, params } = filterWhere(db, { ...filter, runSeqs: [runSeq] });
  const from = `FROM findings f JOIN runs r ON r.seq = f.run_seq WHERE ${where}`;
  const total = (db.prepare(`SELECT count(*) AS n ${from}`).get(...params) as { n: number }).n;
  const dir = page.desc ? 'DESC' : 'ASC';
  const order = page.sort === 'seq' ? `f.seq ${dir}` : `${FINDING_SORTS[page.sort]} ${dir}, f.seq ${dir}`;
  // First the page's places alone (from an index where one covers the filter and the order), then those rows only:
  // sorting every match's whole row to keep 50 of them is what made a broad filter slow.
  const seqs = db.prepare(`SELECT f.seq ${from} ORDER BY ${order} LIMIT ? OFFSET ?`).pluck().all(...params, page.limit, page.offset) as number[];
  const byRow = db.prepare(`SELECT ${findingSelect(db)} FROM findings WHERE run_seq = ? AND seq = ?`);
  const rows = seqs.map((seq) => byRow.get(runSeq, seq) as FindingRow);
  return { total, findings: rows.map((r) => Object.assign(rowToFinding(r), { seq: r.seq })) };
}

/** The columns findings can be counted by in a run's overview. */
const COUNT_COLUMNS = { category: 'category', severity: 'severity', ruleset: 'ruleset', article: 'ruleset, article' } as const;

/** A run's findings counted by category, severity, ruleset or article (ruleset and article together), largest first. */
export function countFindingsBy(db: Db, runSeq: number, by: keyof typeof COUNT_COLUMNS): { key: string; ruleset?: string; n: number }[] {
  const cols = COUNT_COLUMNS[by];
  const rows = db.prepare(`SELECT ${cols}, count(*) AS n FROM findings WHERE run_seq = ? GROUP BY ${cols} ORDER BY n DESC, ${cols}`)
    .all(runSeq) as Record<string, string | number>[];
  return rows.map((r) => (by === 'article'
    ? { key: String(r['article']), ruleset: String(r['ruleset']), n: Number(r['n']) }
    : { key: String(r[by]), n: Number(r['n']) }));
}

/** Where one hand of a run is: its input, record and line, and its table, shoe and time (from the hand index). */
export interface HandPlace {
  inputPos: number;
  idx: number;
  line: number;
  handId: string;
  tableId: string;
  shoeId: string | null;
  dealerId: string | null;
  startedAt: string;
  path: string;
  format: string;
  sha256: string;
  /** Where the record is in its log (schema 5); null when the audit did not know (the hand is read forward). */
  byteOffset: number | null;
  byteLength: number | null;
}

/** The hand index's select; a store from before schema 5 has no offsets (each null). */
function placeSelect(db: Db): string {
  const offsets = hasOffsets(db) ? 'h.byte_offset AS byteOffset, h.byte_length AS byteLength' : 'NULL AS byteOffset, NULL AS byteLength';
  return `SELECT rh.input_pos AS inputPos, rh.idx, h.line, h.hand_id AS handId, h.table_id AS tableId, h.shoe_id AS shoeId,
    h.dealer_id AS dealerId, h.started_at AS startedAt, ri.path, ri.format, i.sha256, ${offsets}
  FROM run_hands rh JOIN run_inputs ri ON ri.run_seq = rh.run_seq AND ri.position = rh.input_pos
  JOIN inputs i ON i.id = ri.input_id
  JOIN hands h ON h.input_id = ri.input_id AND h.format = ri.format AND h.idx = rh.idx`;
}

/** Whether the hand index holds records' byte offsets (schema 5 on). */
export function hasOffsets(db: Db): boolean {
  return (db.prepare("SELECT count(*) FROM pragma_table_info('hands') WHERE name = 'byte_offset'").pluck().get() as number) > 0;
}

/**
 * The audited hand `handId` of a run (or the first of several spellings of it, `canonicalHandIds`): in the log `path`
 * (as the run names it) where given, else the first (a log's repeat is rejected, but two logs may each hold the id).
 */
export function handPlace(db: Db, runSeq: number, handId: string | readonly string[], path?: string): HandPlace | undefined {
  const found = byIds(typeof handId === 'string' ? [handId] : handId, (marks, ids) => (path === undefined
    ? db.prepare(`${placeSelect(db)} WHERE rh.run_seq = ? AND h.hand_id IN (${marks}) ORDER BY rh.input_pos, rh.idx LIMIT 1`).all(runSeq, ...ids)
    : db.prepare(`${placeSelect(db)} WHERE rh.run_seq = ? AND h.hand_id IN (${marks}) AND ri.path = ? ORDER BY rh.input_pos, rh.idx LIMIT 1`).all(runSeq, ...ids, path)) as HandPlace[]);
  return found.sort((a, b) => a.inputPos - b.inputPos || a.idx - b.idx)[0];
}

/** A hand of a run named so that it is one: its id and its log, as the run names it. */
export interface HandRef {
  handId: string;
  path: string;
}

/** The hands of the same table and shoe just before and after `place`, in log order (input, then record). */
export function neighbourHands(db: Db, runSeq: number, place: HandPlace): { prev?: HandRef; next?: HandRef } {
  const same = 'rh.run_seq = ? AND h.table_id = ? AND h.shoe_id IS ?';
  const at = [runSeq, place.tableId, place.shoeId];
  const prev = db.prepare(`${placeSelect(db)} WHERE ${same} AND (rh.input_pos < ? OR (rh.input_pos = ? AND rh.idx < ?))
    ORDER BY rh.input_pos DESC, rh.idx DESC LIMIT 1`).get(...at, place.inputPos, place.inputPos, place.idx) as HandPlace | undefined;
  const next = db.prepare(`${placeSelect(db)} WHERE ${same} AND (rh.input_pos > ? OR (rh.input_pos = ? AND rh.idx > ?))
    ORDER BY rh.input_pos, rh.idx LIMIT 1`).get(...at, place.inputPos, place.inputPos, place.idx) as HandPlace | undefined;
  const out: { prev?: HandRef; next?: HandRef } = {};
  if (prev) out.prev = { handId: prev.handId, path: prev.path };
  if (next) out.next = { handId: next.handId, path: next.path };
  return out;
}

/**
 * A run's findings on one hand, in order. `sourcePath`: the log the hand is in, as the run names it: hand_id is unique
 * within a log, and two of a run's logs may each hold a hand of that id (admission.ts `startLog`). Several ids: the
 * findings of any of them (the spellings of one id, `canonicalHandIds`), in run order.
 */
export function handFindings(db: Db, runSeq: number, handId: string | readonly string[], sourcePath?: string): Finding[] {
  const rows = byIds(typeof handId === 'string' ? [handId] : handId, (marks, ids) => (sourcePath === undefined
    ? db.prepare(`SELECT ${findingSelect(db)} FROM findings WHERE run_seq = ? AND hand_id IN (${marks}) ORDER BY seq`).all(runSeq, ...ids)
    : db.prepare(`SELECT ${findingSelect(db)} FROM findings WHERE run_seq = ? AND hand_id IN (${marks}) AND source_path = ? ORDER BY seq`).all(runSeq, ...ids, sourcePath)) as FindingRow[]);
  return rows.sort((a, b) => a.seq - b.seq).map(rowToFinding);
}

/** Hand ids bound as parameters a statement at a time (`byIds`): far under SQLite's limit of 32,766 per statement. */
const IDS_PER_STATEMENT = 500;

/**
 * The rows `query` gives for `ids`, asked a slice of at most IDS_PER_STATEMENT ids at a time (`marks` its `?, ?, ...`), one
 * list: the spellings of one id in Unicode's canonical form (`canonicalHandIds`) can outnumber the parameters SQLite takes
 * in one statement (an id of sixteen characters written two ways each has 65,536), and bound all at once they stopped
 * replay with "too many SQL variables" (hostile20). The caller puts the rows in its order.
 */
export function byIds<T>(ids: readonly string[], query: (marks: string, ids: readonly string[]) => T[]): T[] {
  if (ids.length <= IDS_PER_STATEMENT) return query(ids.map(() => '?').join(', '), ids);
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_STATEMENT) {
    const slice = ids.slice(i, i + IDS_PER_STATEMENT);
    for (const r of query(slice.map(() => '?').join(', '), slice)) out.push(r);
  }
  return out;
}

/**
 * Every spelling a run stores of the hand_id typed: the id itself first, then the run's other ids that are the same
 * text in Unicode's canonical form (NFC) — `Café-1` typed with é finds the log's `Cafe\u0301-1`, its hand and the
 * repeat rejected under the other form — as `replay LOG HAND` finds them (audit/find-hand.ts `sameHandId`). Only ids
 * with a character beyond ASCII can be another spelling, so only those are read (byte length ≠ character length).
 */
export function canonicalHandIds(db: Db, runSeq: number, handId: string): string[] {
  const same = sameHandId(handId);
  const wide = 'length(CAST(hand_id AS BLOB)) <> length(hand_id)';
  const stored = [
    ...db.prepare(`SELECT DISTINCT h.hand_id FROM run_hands rh JOIN run_inputs ri ON ri.run_seq = rh.run_seq AND ri.position = rh.input_pos
      JOIN hands h ON h.input_id = ri.input_id AND h.format = ri.format AND h.idx = rh.idx WHERE rh.run_seq = ? AND ${wide.replaceAll('hand_id', 'h.hand_id')}`).pluck().all(runSeq),
    ...db.prepare(`SELECT DISTINCT hand_id FROM findings WHERE run_seq = ? AND hand_id IS NOT NULL AND ${wide}`).pluck().all(runSeq),
  ] as string[];
  return [...new Set([handId, ...stored.filter((id) => id !== handId && same(id)).sort()])];
}

/** The run's findings that match `filter` after finding `afterSeq`, up to `limit`, in run order (an export reads in chunks, holding no statement open between them). */
export function findingsAfter(db: Db, runSeq: number, filter: Omit<FindingFilter, 'runSeqs'>, afterSeq: number, limit: number): (Finding & { seq: number })[] {
  const { where, params } = filterWhere(db, { ...filter, runSeqs: [runSeq] });
  const rows = db.prepare(`SELECT ${findingSelect(db, 'f')} FROM findings f JOIN runs r ON r.seq = f.run_seq
    WHERE ${where} AND f.seq > ? ORDER BY f.seq LIMIT ?`).all(...params, afterSeq, limit) as FindingRow[];
  return rows.map((r) => Object.assign(rowToFinding(r), { seq: r.seq }));
}

/** What a filtered export's cover counts of its findings: how many, by category, and the money per currency. */
export interface SubsetCounts {
  findings: number;
  byCategory: Record<string, number>;
  money: Record<string, { underpaid: number; overpaid: number }>;
}

/** The counts of the run's findings that match `filter` (the same money sums as the run's own, over the subset). */
export function subsetCounts(db: Db, runSeq: number, filter: Omit<FindingFilter, 'runSeqs'>): SubsetCounts {
  const { where, params } = filterWhere(db, { ...filter, runSeqs: [runSeq] });
  const from = `FROM findings f JOIN runs r ON r.seq = f.run_seq WHERE ${where}`;
  const total = (db.prepare(`SELECT count(*) AS n ${from}`).get(...params) as { n: number }).n;
  const byCategory = Object.create(null) as Record<string, number>;
  for (const r of db.prepare(`SELECT f.category AS k, count(*) AS n ${from} GROUP BY f.category`).all(...params) as { k: string; n: number }[]) byCategory[r.k] = r.n;
  const money = Object.create(null) as SubsetCounts['money'];
  const rows = db.prepare(`SELECT coalesce(f.currency, f.context_currency, '') AS cur, sum(max(f.owed_to_player, 0)) AS under,
      sum(max(-f.owed_to_player, 0)) AS over ${from} AND f.owed_to_player <> 0 GROUP BY cur ORDER BY cur`).all(...params) as { cur: string; under: number; over: number }[];
  // Money of hands that name no currency is in no total, as in the run's own (RunSummary.unpriced).
  for (const r of rows) if (r.cur !== '') money[r.cur] = { underpaid: r.under, overpaid: r.over };
  return { findings: total, byCategory, money };
}
