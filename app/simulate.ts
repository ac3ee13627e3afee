import type { Writable } from 'node:stream';
import { simulate as play } from '../simulate/core/run.js';
import type { SimulateOptions as PlayOptions } from '../simulate/core/run.js';
import { StatsCollector } from '../simulate/core/stats.js';
import type { RulesetSimulator } from '../simulate/core/types.js';
import { AnswerKeyWriter, HandLogWriter } from '../reports/simulated-log.js';
import type { HandLogFormat } from '../reports/simulated-log.js';

/** What to play (simulate/core/run.ts's options) and how to write it. */
export interface SimulateOptions extends PlayOptions {
  /** The ruleset's simulator (simulate/registry.ts). */
  simulator: RulesetSimulator<any>;
  /** The hand log's format. */
  format: HandLogFormat;
  /** Also tally the players' net result per wager type. */
  stats?: boolean;
}

export interface SimulateOutputs {
  /** Where the hand log goes; none: the hands are played (and tallied) but not written. */
  hands?: Writable;
  /** The answer key of the faults put in: NDJSON, or CSV. */
  key?: { out: Writable; csv: boolean };
}

export interface SimulateResult {
  hands: number;
  /** The tables played, by table_id in order: a tables file's "tables". */
  tables: Record<string, Record<string, unknown>>;
  /** With `stats`. */
  stats?: StatsCollector;
  /** The shoes asked to be stacked (`stackedShoes`) that no round of the run dealt from: a mistyped id, or too few hands. */
  unplayedStackedShoes?: string[];
}

/** `veedor simulate`: correct hands under a ruleset (same seed, same bytes), dealer errors put in at `faultRate`. */
export async function simulate(o: SimulateOptions, outputs: SimulateOutputs = {}): Promise<SimulateResult> {
  const stats = o.stats ? new StatsCollector() : undefined;
  const seen = new Map<string, Record<string, unknown>>();
  const log = new HandLogWriter(outputs.hands, o.format);
  const key = new AnswerKeyWriter(outputs.key?.out, outputs.key?.csv ?? false);
  await log.begin();
  await key.begin();
  let n = 0;
  const unplayed = new Set(o.stackedShoes ?? []);
  // A CSV log's tables file is its only posting: no fault may change one round's (the kinds that do are not drawn).
  const onePostingPerTable = o.format === 'csv';
  // The tables file holds each table's posting, never a faulted round's own.
  const ownPosting = new Set(o.simulator.faults.filter((f) => f.postsItsOwnTable).map((f) => f.id));
  for (const h of play(o.simulator, { hands: o.hands, tables: o.tables, seed: o.seed, faultRate: o.faultRate, faultKinds: o.faultKinds, start: o.start, stackedShoes: o.stackedShoes, onePostingPerTable })) {
    if (h.hand.table && !seen.has(h.hand.table_id) && !(h.fault && ownPosting.has(h.fault.fault))) seen.set(h.hand.table_id, h.hand.table);
    stats?.add(h.hand);
    if (h.hand.shoe_id !== undefined) unplayed.delete(h.hand.shoe_id);
    await log.hand(h.hand);
    if (h.fault) await key.fault(h.fault);
    n++;
  }
  await log.end();
  await key.end();
  const result: SimulateResult = { hands: n, tables: Object.fromEntries([...seen].sort((a, b) => a[0].localeCompare(b[0], 'en'))) };
  if (stats) result.stats = stats;
  if (unplayed.size > 0) result.unplayedStackedShoes = [...unplayed];
  return result;
}
