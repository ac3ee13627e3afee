import type { HandRecord, SourceRef } from '../engine/core/types.js';
import { handCurrency } from './findings.js';
import type { Finding } from './findings.js';
import { isReason, reasonInBoth } from '../engine/core/reasons.js';
import type { Reason } from '../engine/core/reasons.js';

/**
 * Findings about records that cannot be audited. They cite the hand-log
 * format, not a regulation: the record never reached a rule.
 */
export const FORMAT_CITATION = 'Veedor hand-log format, version 1';
export const FORMAT_ARTICLE = 'Formato v1';

export type InputRule =
  | 'input-unreadable' | 'input-schema' | 'input-duplicate-hand-id' | 'input-unknown-ruleset'
  | 'input-game-mismatch' | 'input-not-replayable' | 'input-file';

const LABEL: Record<InputRule, { es: string; en: string }> = {
  'input-unreadable': { es: 'Registro ilegible', en: 'Unreadable record' },
  'input-schema': { es: 'Registro fuera de formato', en: 'Record does not match the format' },
  'input-duplicate-hand-id': { es: 'hand_id repetido', en: 'Repeated hand_id' },
  'input-unknown-ruleset': { es: 'Reglamento desconocido', en: 'Unknown ruleset' },
  'input-game-mismatch': { es: 'Juego y reglamento no corresponden', en: 'Game and ruleset do not match' },
  'input-not-replayable': { es: 'Mano imposible de reproducir', en: 'Hand cannot be replayed' },
  'input-file': { es: 'Problema del archivo', en: 'File problem' },
};

export function inputFinding(args: {
  rule: InputRule;
  source: SourceRef;
  handId?: string | null;
  ruleset?: string;
  field?: string;
  event?: number;
  /** Why, as a reason's code and data (worded here in both languages), or already in both. */
  reason: Reason | { es: string; en: string };
  severity?: 'error' | 'warning';
}): Finding {
  const where = `${args.source.path}${args.source.line !== undefined ? `:${args.source.line}` : ''}`;
  const reason = isReason(args.reason) ? reasonInBoth(args.reason) : args.reason;
  const field = args.field ? ` [${args.field}]` : '';
  const f: Finding = {
    hand_id: args.handId ?? null,
    ruleset: args.ruleset ?? '',
    rule: args.rule,
    article: FORMAT_ARTICLE,
    citation: FORMAT_CITATION,
    category: 'input',
    severity: args.severity ?? 'error',
    message: {
      es: `${LABEL[args.rule].es} (${where}${field}): ${reason.es}`,
      en: `${LABEL[args.rule].en} (${where}${field}): ${reason.en}`,
    },
    source: args.source,
  };
  const event = args.event ?? eventOfField(args.field);
  if (event !== undefined) f.event = event;
  if (args.field !== undefined) f.field = args.field;
  return f;
}

/**
 * The 1-based event a field path names (`events[2].amount` -> 3): a finding about an event carries
 * `event` (findings-format.md), whichever step of the reading found the event wrong.
 */
export function eventOfField(field: string | undefined): number | undefined {
  const m = field === undefined ? null : /^events\[(\d+)\]/.exec(field);
  return m ? Number(m[1]) + 1 : undefined;
}

/**
 * A finding of the format's own checks on an audited hand (shoe continuity, the seats of the table): integrity, an
 * error, citing the format (the catalog's text has no article on it), with the hand's place as a rule's finding has it.
 */
export function formatCheckFinding(
  hand: HandRecord, rulesetId: string, rule: string, message: { es: string; en: string }, event: number, seat?: number,
): Finding {
  const f: Finding = {
    hand_id: hand.hand_id, ruleset: rulesetId, rule, article: FORMAT_ARTICLE, citation: FORMAT_CITATION,
    category: 'integrity', severity: 'error', message, source: hand.source, event,
  };
  if (seat !== undefined) f.seat = seat;
  f.table_id = hand.table_id;
  if (hand.dealer_id !== undefined) f.dealer_id = hand.dealer_id;
  const currency = handCurrency(hand);
  if (currency !== undefined) f.currency = currency;
  f.started_at = hand.started_at;
  return f;
}
