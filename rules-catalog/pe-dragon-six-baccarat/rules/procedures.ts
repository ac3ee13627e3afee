import { cardGlyph, rankOf } from '../../../engine/core/cards.js';
import type { Card } from '../../../engine/core/cards.js';
import type { ProcedureName } from '../../../engine/core/types.js';
import type { BacProcedure, BacState } from '../../../engine/baccarat/state.js';
import type { Bilingual, ParamReader, RuleContext } from '../../framework/types.js';
import { byLang, stepList, stepName } from './labels.js';

/**
 * The messages Arts. 5º and 6º share: a dealing-room sequence checked step
 * by step, the cut card's position and the burn. `{context}` names which
 * procedure it is (new decks, or after the cut card).
 */
export const SEQUENCE_MESSAGES = {
  none: {
    es: '{context}: no se registró ninguno de los procedimientos que el {article} exige antes de repartir ({steps}).',
    en: '{context}: none of the procedures {article} requires before dealing was recorded ({steps}).',
  },
  missing: {
    es: '{context}: falta «{step}»; el {article} exige, en este orden y antes de repartir: {steps}.',
    en: '{context}: "{step}" is missing; {article} requires, in this order and before dealing: {steps}.',
  },
  order: {
    es: '{context}: «{step}» se hizo antes que «{previous}»; el {article} exige este orden: {steps}.',
    en: '{context}: "{step}" was done before "{previous}"; {article} requires this order: {steps}.',
  },
  late: {
    es: '{context}: «{step}» se registró después de la primera carta repartida; el {article} lo exige antes de repartir.',
    en: '{context}: "{step}" was recorded after the first card was dealt; {article} requires it before dealing.',
  },
  'cut-card-low': {
    es: '{context}: el cortador se colocó a {position} {position|carta|cartas} de la base; el {article} exige no menos de {min}.',
    en: '{context}: the cut card was placed {position} {position|card|cards} from the base; {article} requires no less than {min}.',
  },
  'cut-card-high': {
    es: '{context}: el cortador se colocó a {position} {position|carta|cartas} de la base; el parámetro del {article} admite hasta {max}.',
    en: '{context}: the cut card was placed {position} {position|card|cards} from the base; the {article} parameter allows up to {max}.',
  },
  'burn-count': {
    es: '{context}: la primera carta sacada, {first}, manda quemar {burn} {burn|carta|cartas} ({required} con ella); la quema registra {burned} en total.',
    en: '{context}: the first card drawn, {first}, sets a burn of {burn} {burn|card|cards} ({required} with it); the burn records {burned} in all.',
  },
  'burn-empty': {
    es: '{context}: la quema no registra ninguna carta; el {article} exige sacar una carta que indica cuántas quemar.',
    en: '{context}: the burn records no card; {article} requires drawing one card that sets how many to burn.',
  },
} satisfies Record<string, Bilingual>;

/**
 * The burn rules Veedor knows, by id, with the wordings a table may post for each (table.burn_rule).
 * Art. 5º g says only that the first card drawn «indicará el número de cartas que tendrá que quemar»:
 * how it indicates it is the house's to post.
 */
export const BURN_RULES: Record<string, { count: (first: Card) => number; postings: string[] }> = {
  'baccarat-value-tens-burn-10': {
    count: (first) => (rankOf(first) >= 10 ? 10 : rankOf(first)),
    postings: ['baccarat-value-tens-burn-10', "first card's baccarat value, tens and figures burn 10"],
  },
  'rank-value': {
    count: (first) => rankOf(first),
    postings: ['rank-value', "first card's rank, jack 11, queen 12, king 13"],
  },
};
/** Postings that say no card is burned: against Art. 5º g and Art. 6º d, which order the burn. */
const NO_BURN = new Set(['none', 'no-burn', 'no burn', '0']);

export type BurnRule = { id: string; posted?: string } | { id: string; posted: string; problem: 'no-burn' | 'unknown' };

/**
 * The burn rule that governs this table: the posted one where Veedor knows it, else the catalog's
 * parameter burn_rule (a posted rule against the text, or one Veedor cannot read, is reported by
 * posted-burn-rule and the parameter applies).
 */
export function burnRuleOf(ctx: ParamReader<'burn_rule'> & Pick<RuleContext, 'table'>): BurnRule {
  const fallback = ctx.param<string>('burn_rule');
  const posted = ctx.table.burn_rule;
  // Every hand of a table posts the same rule, and the posting is read at each hand's end (and by the stats hook):
  // the last one's reading is kept (one, so a log that posts another string at each hand keeps no more).
  if (last !== undefined && last.fallback === fallback && last.posted === posted) return last.rule;
  // Frozen: the same reading goes to every caller.
  const rule = Object.freeze(readBurnRule(fallback, posted));
  last = { fallback, posted, rule };
  return rule;
}

let last: { fallback: string; posted: string | undefined; rule: BurnRule } | undefined;

function readBurnRule(fallback: string, posted: string | undefined): BurnRule {
  if (!BURN_RULES[fallback]) throw new Error(`unknown burn_rule "${fallback}"`);
  if (posted === undefined) return { id: fallback };
  const norm = posted.trim().toLowerCase().replace(/[’`]/g, "'").replace(/\s+/g, ' ');
  for (const [id, r] of Object.entries(BURN_RULES)) if (r.postings.includes(norm)) return { id, posted };
  return { id: fallback, posted, problem: NO_BURN.has(norm) ? 'no-burn' : 'unknown' };
}

/** How many cards the first card drawn orders burned under the given rule. */
export function burnCount(first: Card, rule: string): number {
  const r = BURN_RULES[rule];
  if (!r) throw new Error(`unknown burn_rule "${rule}"`);
  return r.count(first);
}

export interface SequenceSpec {
  steps: readonly ProcedureName[];
  /** Only procedures after this event index count (the new_deck or cut_card_out that opens the sequence). */
  after: number;
  /** Only procedures before this event index count (the hand's own preparation, when the record goes on after its coup). */
  before?: number;
  context: Bilingual;
  /**
   * The sequence prepares the next game and was recorded after this hand's last card (the log put the reshuffle at
   * the end of the record of the coup in which the cut card came out): no card of this hand follows it, so none of its
   * steps is late; a step missing from it is reported at this event (the cut card, the new_deck or its first step).
   */
  trailingAt?: number;
}

/** The event index of the hand's last card: procedures after it prepare the next game (undefined: nothing dealt). */
export function lastDealAt(state: BacState): number | undefined {
  return state.deals.length ? state.deals[state.deals.length - 1]!.index : undefined;
}

/**
 * Reports every way the hand's procedures depart from the sequence: nothing
 * at all, a step missing, out of order, or after the first card; then the
 * cut card's position and the burn of the steps that were done.
 */
/** The parameters checkSequence reads (a rule that calls it declares them). */
export const SEQUENCE_PARAMS = ['cut_card_min_from_base', 'cut_card_max_from_base', 'burn_rule'] as const;

export function checkSequence(
  ctx: RuleContext<keyof typeof SEQUENCE_MESSAGES, (typeof SEQUENCE_PARAMS)[number]>, state: BacState, spec: SequenceSpec,
): void {
  const { steps, after, before, context, trailingAt } = spec;
  const candidates = state.procedures.filter((p) => p.index > after && (before === undefined || p.index < before));
  // Where a missing step is reported: before the hand's first card, or, for the next game's preparation recorded after
  // this hand's coup, where that preparation opens.
  const missingAt = trailingAt ?? state.firstDealAt;
  // A step is late when a card it had to precede follows it: the hand's first card, or, for the next game's
  // preparation, a card of this coup still dealt after it (a shuffle in the middle of the coup).
  const lastDeal = lastDealAt(state);
  const late = (index: number): boolean => (trailingAt === undefined
    ? state.firstDealAt !== undefined && index > state.firstDealAt
    : lastDeal !== undefined && index < lastDeal);
  const found = new Map<ProcedureName, BacProcedure>();
  for (const s of steps) {
    const p = candidates.find((c) => c.name === s);
    if (p) found.set(s, p);
  }
  const listed = stepList(steps);
  const base = { context, steps: listed };
  if (found.size === 0) {
    ctx.report({ messageId: 'none', event: missingAt, dataByLang: byLang(base) });
    return;
  }
  let previous: { step: ProcedureName; index: number } | undefined;
  for (const s of steps) {
    const p = found.get(s);
    if (!p) {
      ctx.report({ messageId: 'missing', event: missingAt, dataByLang: byLang({ ...base, step: stepName(s) }) });
      continue;
    }
    if (late(p.index)) {
      ctx.report({ messageId: 'late', event: p.index, dataByLang: byLang({ ...base, step: stepName(s) }) });
    }
    if (previous && p.index < previous.index) {
      ctx.report({ messageId: 'order', event: p.index, dataByLang: byLang({ ...base, step: stepName(s), previous: stepName(previous.step) }) });
    } else {
      previous = { step: s, index: p.index };
    }
  }
  const cutCard = found.get('place_cut_card');
  if (cutCard?.position !== undefined) {
    const min = ctx.param<number>('cut_card_min_from_base');
    const max = ctx.param<number | null>('cut_card_max_from_base');
    if (cutCard.position < min) {
      ctx.report({ messageId: 'cut-card-low', event: cutCard.index, data: { position: cutCard.position, min }, dataByLang: byLang({ context }) });
    } else if (max !== null && cutCard.position > max) {
      ctx.report({ messageId: 'cut-card-high', event: cutCard.index, data: { position: cutCard.position, max }, dataByLang: byLang({ context }) });
    }
  }
  const burn = found.get('burn');
  if (burn?.cards !== undefined) {
    const first = burn.cards[0];
    if (first === undefined) {
      ctx.report({ messageId: 'burn-empty', event: burn.index, dataByLang: byLang({ context }) });
    } else {
      const n = burnCount(first, burnRuleOf(ctx).id);
      if (burn.cards.length !== n + 1) {
        ctx.report({
          messageId: 'burn-count', event: burn.index,
          data: { first: cardGlyph(first), burn: n, required: n + 1, burned: burn.cards.length },
          dataByLang: byLang({ context }),
        });
      }
    }
  }
}
