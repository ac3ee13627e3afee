import type { Finding, Category, Severity } from '../audit/findings.js';
import type { Spot } from '../engine/core/types.js';
import type { HandHeader } from '../audit/record.js';
import type { Money } from '../engine/core/money.js';
import type { Db } from './db.js';

/** The hand's own date and hour, in the offset its started_at was written with. */
export function localTime(startedAt: string | undefined): { date: string; hour: number } | null {
  const m = startedAt ? /^(\d{4}-\d{2}-\d{2})T(\d{2})/.exec(startedAt) : null;
  return m ? { date: m[1]!, hour: Number(m[2]) } : null;
}

/** The hand's currency, or its table's (resolved when the header was made). */
export function currencyOf(hand: HandHeader): string | null {
  return hand.currency ?? null;
}

export const FINDING_COLUMNS = [
  'run_seq', 'seq', 'hand_id', 'event', 'ruleset', 'rule', 'article', 'citation', 'category', 'severity', 'seat',
  'hand', 'spot', 'number', 'expected', 'actual', 'difference', 'owed_to_player', 'message_es', 'message_en', 'field',
  'source_path', 'source_line', 'source_index', 'table_id', 'dealer_id', 'started_at', 'input_pos', 'local_date',
  'local_hour', 'currency', 'behind', 'player',
] as const;

/** The columns schema 6 added to `findings` (006-bet-behind.sql): a store of an older schema, read as it is, has none. */
const SINCE_6 = new Set<string>(['behind', 'player']);
const hasBehind = new WeakMap<Db, boolean>();

/**
 * The SELECT list of a finding row, each column prefixed with `alias.` when given: FINDING_COLUMNS, with `NULL AS` the
 * columns a store of an older schema lacks (a read-only command reads a store from schema 3 on as it is, never
 * migrating it).
 */
export function findingSelect(db: Db, alias?: string): string {
  // Remembered once there (a store is never migrated back); asked again while not (a handle may migrate it).
  let has = hasBehind.get(db) ?? false;
  if (!has) {
    has = (db.prepare("SELECT count(*) FROM pragma_table_info('findings') WHERE name = 'behind'").pluck().get() as number) > 0;
    if (has) hasBehind.set(db, true);
  }
  const at = alias ? `${alias}.` : '';
  return FINDING_COLUMNS.map((c) => (!has && SINCE_6.has(c) ? `NULL AS ${c}` : at + c)).join(', ');
}

export interface FindingContext {
  runSeq: number;
  seq: number;
  inputPos: number | null;
}

/** A finding as a row of `findings`, in FINDING_COLUMNS order; absent fields are NULL. */
export function findingToRow(f: Finding, c: FindingContext): unknown[] {
  const local = localTime(f.started_at);
  const field = f.field;
  return [
    c.runSeq, c.seq, f.hand_id, f.event ?? null, f.ruleset, f.rule, f.article, f.citation, f.category, f.severity,
    f.seat ?? null, f.hand ?? null, f.spot ?? null, f.number ?? null, f.expected ?? null, f.actual ?? null,
    f.difference ?? null, f.owed_to_player ?? null, f.message.es, f.message.en, field ?? null,
    f.source.path, f.source.line ?? null, f.source.index ?? null, f.table_id ?? null, f.dealer_id ?? null,
    f.started_at ?? null, c.inputPos, local?.date ?? null, local?.hour ?? null, f.currency ?? null,
    f.behind === true ? 1 : null, f.player ?? null,
  ];
}

export interface FindingRow {
  run_seq: number;
  seq: number;
  hand_id: string | null;
  event: number | null;
  ruleset: string;
  rule: string;
  article: string;
  citation: string;
  category: string;
  severity: string;
  seat: number | null;
  hand: number | null;
  spot: string | null;
  number: number | null;
  expected: number | null;
  actual: number | null;
  difference: number | null;
  owed_to_player: number | null;
  message_es: string;
  message_en: string;
  field: string | null;
  source_path: string;
  source_line: number | null;
  source_index: number | null;
  table_id: string | null;
  dealer_id: string | null;
  started_at: string | null;
  input_pos: number | null;
  local_date: string | null;
  local_hour: number | null;
  currency: string | null;
  /** Schema 6: 1 on a finding about a bet behind a box; NULL (or absent, in a bundle written before) on every other. */
  behind?: number | null;
  player?: string | null;
}

/** The finding back from its row, exactly as the audit produced it (the findings digest depends on it). */
export function rowToFinding(r: FindingRow): Finding {
  const f: Finding = {
    hand_id: r.hand_id,
    ruleset: r.ruleset,
    rule: r.rule,
    article: r.article,
    citation: r.citation,
    category: r.category as Category,
    severity: r.severity as Severity,
    message: { es: r.message_es, en: r.message_en },
    source: { path: r.source_path },
  };
  if (r.event !== null) f.event = r.event;
  if (r.seat !== null) f.seat = r.seat;
  if (r.hand !== null) f.hand = r.hand;
  if (r.spot !== null) f.spot = r.spot as Spot;
  if (r.number !== null) f.number = r.number;
  if (r.behind === 1) f.behind = true;
  if (r.player !== null && r.player !== undefined) f.player = r.player;
  if (r.currency !== null) f.currency = r.currency;
  if (r.expected !== null) f.expected = r.expected as Money;
  if (r.actual !== null) f.actual = r.actual as Money;
  if (r.difference !== null) f.difference = r.difference as Money;
  if (r.owed_to_player !== null) f.owed_to_player = r.owed_to_player as Money;
  if (r.field !== null) f.field = r.field;
  if (r.source_line !== null) f.source.line = r.source_line;
  if (r.source_index !== null) f.source.index = r.source_index;
  if (r.table_id !== null) f.table_id = r.table_id;
  if (r.dealer_id !== null) f.dealer_id = r.dealer_id;
  if (r.started_at !== null) f.started_at = r.started_at;
  return f;
}
