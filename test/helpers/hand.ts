import { normalizeHand } from '../../engine/input/normalize.js';
import { DEFAULT_RULESETS } from '../../rules-catalog/index.js';
import type { HandRecord } from '../../engine/core/types.js';
import { reasonText } from '../../engine/core/reasons.js';

/** A raw hand in the log format, with defaults for the fields a test does not care about. */
export function rawHand(game: string, events: Record<string, unknown>[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    hand_id: 'T-1', game, table_id: 'T', dealer_id: 'D-1', started_at: '2026-11-28T21:00:00-05:00', events, ...extra,
  };
}

/** Normalizes a raw hand as the pipeline does; a test hand that is not valid input fails loudly. */
export function toRecord(raw: Record<string, unknown>): HandRecord {
  const n = normalizeHand(raw, { path: 'test', line: 1 }, { defaultRuleset: (g) => DEFAULT_RULESETS[g] });
  if (!n.ok) throw new Error(`test hand is not valid input: ${n.problem.field ?? ''} ${reasonText(n.problem.reason)}`);
  return n.hand;
}
