import { toUnits } from '../engine/core/money.js';
import type { Lang } from '../engine/core/engine-types.js';
import type { Finding } from './findings.js';

/** A finding in the findings format's JSON form, keys in a fixed order, amounts in currency units. */
export function serializeFinding(f: Finding, lang: Lang): Record<string, unknown> {
  const o: Record<string, unknown> = { hand_id: f.hand_id };
  if (f.event !== undefined) o['event'] = f.event;
  o['ruleset'] = f.ruleset;
  o['rule'] = f.rule;
  o['article'] = f.article;
  o['citation'] = f.citation;
  o['category'] = f.category;
  o['severity'] = f.severity;
  if (f.seat !== undefined) o['seat'] = f.seat;
  if (f.hand !== undefined) o['hand'] = f.hand;
  if (f.spot !== undefined) o['spot'] = f.spot;
  if (f.number !== undefined) o['number'] = f.number;
  // After the wager's place, where a bet behind the box is named: absent on every other finding (its JSON unchanged).
  if (f.behind === true) o['behind'] = true;
  if (f.player !== undefined) o['player'] = f.player;
  if (f.currency !== undefined) o['currency'] = f.currency;
  if (f.expected !== undefined) o['expected'] = toUnits(f.expected);
  if (f.actual !== undefined) o['actual'] = toUnits(f.actual);
  if (f.difference !== undefined) o['difference'] = toUnits(f.difference);
  if (f.owed_to_player !== undefined) o['owed_to_player'] = toUnits(f.owed_to_player);
  o['message'] = f.message[lang];
  const field = f.field;
  if (field !== undefined) o['field'] = field;
  const source: Record<string, unknown> = { path: f.source.path };
  if (f.source.line !== undefined) source['line'] = f.source.line;
  if (f.source.index !== undefined) source['index'] = f.source.index;
  if (f.source.column !== undefined) source['column'] = f.source.column;
  if (f.source.field !== undefined) source['field'] = f.source.field;
  o['source'] = source;
  if (f.table_id !== undefined) o['table_id'] = f.table_id;
  if (f.dealer_id !== undefined) o['dealer_id'] = f.dealer_id;
  if (f.started_at !== undefined) o['started_at'] = f.started_at;
  return o;
}
