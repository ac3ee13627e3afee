// The messages between the parallel audit's main thread and its workers (parallel.ts, audit-worker.ts).
import type { Finding } from './findings.js';
import type { JudgedRecord } from './record.js';
import type { AccumulatorSnapshot, GroupBy } from './stats/accumulator.js';
import type { Reason } from '../engine/core/reasons.js';
import type { RecordLines } from '../engine/input/readers.js';

export interface WorkerSetup {
  index: number;
  count: number;
  /** The catalogs of the run, by id: each worker loads them from the registry. */
  rulesetIds: string[];
  tables?: [string, Record<string, unknown>][];
  forceRuleset?: string;
  /**
   * `veedor stats`: also read each audited hand's facts (audit/stats/facts.ts) and count them per group (its
   * dimensions, its shifts), the counters sent with `finished`.
   */
  stats?: { by: GroupBy[]; shifts: number[]; /** A stored run's: the hands replayed through their engines alone (record.ts `JudgeMode`). */ replayOnly?: boolean };
}

/** One record for a worker to parse: an NDJSON line's text, or a hand already read (JSON array, CSV). */
export interface ParseItem {
  slot: number;
  path: string;
  line: number;
  index: number;
  text?: string;
  value?: unknown;
  /** With `value`: the source text of its numbers JSON.parse may have read inexactly (engine/input/record-text.ts). */
  texts?: Map<string, string>;
  /** With `value` from a CSV: the line of each event's row and hand-level column (engine/input/readers.ts). */
  lines?: RecordLines;
  /** Sent on by the main thread to the worker that owns the hand's table: keep it whatever the guess said. */
  forced?: boolean;
}

export type ToWorker =
  | { t: 'parse'; items: ParseItem[] }
  /** In slot order: the catalog each hand is audited by, or null for a hand not admitted (drop it). */
  | { t: 'decide'; slots: number[]; rulesets: (string | null)[] }
  | { t: 'finish' };

export type HeadReply =
  | { slot: number; kind: 'head'; hand_id: string; ruleset: string; game: string; table_id: string; started_at: string }
  | { slot: number; kind: 'invalid'; handId?: string; finding: Finding }
  | { slot: number; kind: 'unreadable'; field?: string; handId?: string; reason: Reason }
  /** The hand's table belongs to another worker (the line's table_id was read wrong without parsing it). */
  | { slot: number; kind: 'misrouted'; owner: number };

export type FromWorker =
  | { t: 'heads'; items: HeadReply[] }
  | { t: 'results'; items: { slot: number; result: JudgedRecord }[] }
  | { t: 'finished'; stats?: AccumulatorSnapshot }
  | { t: 'error'; message: string };
