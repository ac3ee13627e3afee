import { parseAmount, parseRatio } from '../../../engine/core/money.js';
import type { HandCategory } from '../../../engine/poker/evaluator.js';
import { paramsOnce } from '../../framework/params-once.js';
import type { ParamReader } from '../../framework/types.js';

export interface CsParams {
  cardsPerHand: number;
  anteWinRatio: [number, number];
  noHandAnteRatio: [number, number];
  /** The legal minimum of each pay-table line, in hundredths (100 to 1 = 10000). */
  minimumLines: Record<HandCategory, number>;
  tieSettlement: 'push' | 'dealer-wins';
  dealerQualifiesWith: 'ace-king';
  capShortfallOffTheTable: boolean;
  /** A richer posted line paid at no less than the legal minimum is judged by the posted table (not Art. 14º). */
  postedLineShort: boolean;
  /** A bet decided once the dealer has begun to reveal his cards is no wager (Art. 11º, bet_closes_at). */
  betClosesAtReveal: boolean;
  /** An ante settled before any card (another ante placed after it or not) belongs to no coup (Art. 11º, ante_settled_before_deal). */
  settledBeforeDealIsNoGame: boolean;
  /** A posted line that does not divide the bet into cents: which cent is accepted (Art. 14º, fractional_line_rounding). */
  fractionalLineRounding: 'either' | 'down' | 'up';
  /** The decks in play when neither the table nor a new deck says (Art. 5º, default_decks). */
  defaultDecks: number;
}

/** The parameters csParams reads (a rule that reads csParams declares them). */
export const CS_PARAMS = [
  'bet_paytable_minimum', 'cards_per_hand', 'ante_win_ratio', 'no_hand_ante_ratio', 'tie_settlement',
  'dealer_qualifies_with', 'cap_shortfall_off_the_table', 'posted_line_short_cites_posted_table', 'bet_closes_at',
  'ante_settled_before_deal', 'fractional_line_rounding', 'default_decks',
] as const;

/** The numbers the settlement rules share, read from parameters.json. */
/** Built once per catalog (params-once.ts): the same object for every rule, as sharedFact's key. */
export const csParams = paramsOnce(CS_PARAMS, (ctx: ParamReader<(typeof CS_PARAMS)[number]>): CsParams => {
  const minimum = ctx.param<Record<string, number>>('bet_paytable_minimum');
  const minimumLines = {} as Record<HandCategory, number>;
  for (const [k, v] of Object.entries(minimum)) minimumLines[k as HandCategory] = hundredths(v)!;
  return {
    cardsPerHand: ctx.param<number>('cards_per_hand'),
    anteWinRatio: parseRatio(ctx.param<string>('ante_win_ratio')),
    noHandAnteRatio: parseRatio(ctx.param<string>('no_hand_ante_ratio')),
    minimumLines,
    tieSettlement: ctx.param<'push' | 'dealer-wins'>('tie_settlement'),
    dealerQualifiesWith: ctx.param<'ace-king'>('dealer_qualifies_with'),
    capShortfallOffTheTable: ctx.param<boolean>('cap_shortfall_off_the_table'),
    postedLineShort: ctx.param<boolean>('posted_line_short_cites_posted_table'),
    betClosesAtReveal: ctx.param<'dealer-reveal' | null>('bet_closes_at') === 'dealer-reveal',
    settledBeforeDealIsNoGame: ctx.param<'no-game' | null>('ante_settled_before_deal') === 'no-game',
    fractionalLineRounding: ctx.param<'either' | 'down' | 'up'>('fractional_line_rounding'),
    defaultDecks: ctx.param<number>('default_decks'),
  };
});

/** A pay-table number ("7", 7.5) in exact hundredths; undefined when it is not a plain amount with at most two decimals. */
export function hundredths(v: unknown): number | undefined {
  const m = parseAmount(v);
  return m.ok ? m.value : undefined;
}
