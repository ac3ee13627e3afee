// The statistics use case (`veedor stats`): the logs audited on one pass, each hand's facts rolled up per
// dealer, table, shift, day or shoe, the figures against the game's exact mathematics, Benjamini-Hochberg
// over every test. Statistical flags are warnings of their own (category `statistical`), never findings of
// the audit and never its exit status.
import { runStats } from '../audit/stats/run.js';
import type { StatsRun } from '../audit/stats/run.js';
import { GROUP_BYS, NO_GROUP } from '../audit/stats/accumulator.js';
import type { GroupBy, KeyOf } from '../audit/stats/accumulator.js';
import type { LogFormat } from '../engine/input/readers.js';
import type { Ruleset } from '../rules-catalog/framework/types.js';
import { DEFAULT_SHIFTS, shiftKey } from '../store/summary.js';

export { GROUP_BYS };
export type { GroupBy, StatsRun };

export interface StatsOptions {
  paths: string[];
  rulesets: Ruleset[];
  by: GroupBy[];
  tables?: Map<string, Record<string, unknown>>;
  forceRuleset?: string;
  format?: LogFormat;
  /** False-discovery level (default 0.05). */
  q?: number;
  /** Shift start hours, local time of the hand (default 6, 14, 22, as `veedor summary`). */
  shifts?: number[];
  /** Fewest hands a measure needs to be tested (default 30). */
  minTrials?: number;
}

export const DEFAULT_Q = 0.05;
export const DEFAULT_MIN_TRIALS = 30;

/**
 * A hand's group in each dimension. Day and shift are read from the hand's own local time (the date and
 * hour `started_at` is written in), as the audit store's summary reads them.
 */
export function groupKey(shifts: number[]): KeyOf {
  const starts = [...new Set(shifts)].sort((a, b) => a - b);
  return (f, by) => {
    switch (by) {
      case 'dealer': return f.dealer_id ?? NO_GROUP;
      case 'table': return f.table_id;
      case 'day': return f.started_at.slice(0, 10);
      case 'shift': return shiftKey(`${f.started_at.slice(0, 10)} ${Number(f.started_at.slice(11, 13))}`, starts);
      case 'shoe': return f.shoe_id === undefined ? `${f.table_id} ${NO_GROUP}` : `${f.table_id} ${f.shoe_id}`;
    }
  };
}

export async function stats(o: StatsOptions): Promise<StatsRun> {
  const byId = new Map(o.rulesets.map((r) => [r.id, r]));
  return runStats({
    paths: o.paths,
    rulesets: o.rulesets,
    tables: o.tables,
    forceRuleset: o.forceRuleset,
    format: o.format,
    by: o.by,
    keyOf: groupKey(o.shifts ?? DEFAULT_SHIFTS),
    q: o.q ?? DEFAULT_Q,
    minTrials: o.minTrials ?? DEFAULT_MIN_TRIALS,
    // The generator's uniformity is the article that lets the bonus bet rest on it (its rule's article).
    articleOf: (ruleset, measure) => (measure === 'rng_uniformity' ? byId.get(ruleset)?.rules.find((r) => r.id === 'rng-uniform')?.article ?? null : null),
  });
}
