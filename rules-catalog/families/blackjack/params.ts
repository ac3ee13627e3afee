import { parseRatio } from '../../../engine/core/money.js';
import { paramsOnce } from '../../framework/params-once.js';
import type { ParamReader, RuleContext } from '../../framework/types.js';
import type { EvenMoneyCloses, MainBetCloses, MainParams } from './settlement.js';
import type { InsuranceParams } from './insurance-stake.js';
import type { DoubleRules } from './double-stake.js';
import type { SplitRules } from './split-stake.js';

/** The blackjack-family numbers a catalog's parameters.json must define (a rule that reads mainParams declares them). */
export const MAIN_PARAMS = [
  'surrender_fraction', 'surrender_only_before_play', 'blackjack_ratio', 'win_ratio', 'even_money_ratio', 'blackjack_after_split',
  'dealer_blackjack_takes_table_flag', 'dealer_blackjack_takes', 'main_bet_closes',
  'dealer_stands_on', 'dealer_stands_on_soft_17', 'dealer_extra_cards_count',
  'even_money_closes', 'even_money_only_when_offered', 'player_extra_cards_count', 'one_card_extra_cards_count', 'double_max_fraction',
  'double_only_as_allowed', 'double_totals', 'double_after_split', 'double_on_split_aces',
  'split_only_as_allowed', 'split_by_value', 'resplit_aces', 'split_max_posted_voids',
] as const;

type MainParamReader = ParamReader<(typeof MAIN_PARAMS)[number]> & Pick<RuleContext, 'table'>;

/**
 * The catalog's numbers, built once per catalog (params-once.ts) in both readings of the one a posted table flag
 * may set (dealerBlackjackTakes): every rule gets the same object for a hand, as sharedFact's key.
 */
const mainParamsOnce = paramsOnce(MAIN_PARAMS, (ctx: ParamReader<(typeof MAIN_PARAMS)[number]>): Record<'original' | 'all', MainParams> => {
  const surrender = ctx.param<string | null>('surrender_fraction');
  const p = {
    blackjackRatio: parseRatio(ctx.param<string>('blackjack_ratio')),
    winRatio: parseRatio(ctx.param<string>('win_ratio')),
    evenMoneyRatio: parseRatio(ctx.param<string>('even_money_ratio')),
    // null: the catalog's rules provide no surrender, so none can be settled by them.
    surrenderFraction: surrender === null ? null : parseRatio(surrender),
    surrenderOnlyBeforePlay: ctx.param<boolean>('surrender_only_before_play'),
    blackjackAfterSplit: ctx.param<boolean>('blackjack_after_split'),
    playerExtraCardsCount: ctx.param<boolean>('player_extra_cards_count'),
    oneCardExtraCardsCount: ctx.param<boolean>('one_card_extra_cards_count'),
    double: {
      onlyAsAllowed: ctx.param<boolean>('double_only_as_allowed'),
      totals: ctx.param<number[] | null>('double_totals'),
      afterSplit: ctx.param<boolean>('double_after_split'),
      onSplitAces: ctx.param<boolean>('double_on_split_aces'),
      maxFraction: parseRatio(ctx.param<string>('double_max_fraction')),
    } satisfies DoubleRules,
    split: {
      onlyAsAllowed: ctx.param<boolean>('split_only_as_allowed'),
      byValue: ctx.param<boolean>('split_by_value'),
      resplitAces: ctx.param<boolean>('resplit_aces'),
      postedMaxVoids: ctx.param<boolean>('split_max_posted_voids'),
    } satisfies SplitRules,
    evenMoney: { onlyWhenOffered: ctx.param<boolean>('even_money_only_when_offered'), closes: ctx.param<EvenMoneyCloses>('even_money_closes') },
  };
  const closes = ctx.param<MainBetCloses>('main_bet_closes');
  // false: a card the dealer drew after he had to stand is no part of his hand (dealer_extra_cards_count).
  const dealerStand = ctx.param<boolean>('dealer_extra_cards_count')
    ? null
    : { on: ctx.param<number>('dealer_stands_on'), soft17: ctx.param<boolean>('dealer_stands_on_soft_17') };
  return {
    original: { ...p, dealerBlackjackTakes: 'original', mainBetCloses: closes, dealerStand },
    all: { ...p, dealerBlackjackTakes: 'all', mainBetCloses: closes, dealerStand },
  };
});

export function mainParams(ctx: MainParamReader): MainParams {
  return mainParamsOnce(ctx)[dealerBlackjackTakes(ctx)];
}

/**
 * `mainParams` for a compiled rule (audit/judge.ts): the parameters read once, when it compiles; the function
 * returned reads the posted table flag of the hand being judged (ctx.table), each time it is called.
 */
export function mainParamsOf(ctx: MainParamReader): () => MainParams {
  const both = mainParamsOnce(ctx);
  const flag = ctx.param<string | null>('dealer_blackjack_takes_table_flag');
  const otherwise = ctx.param<'original' | 'all'>('dealer_blackjack_takes');
  return () => both[takesOnTable(ctx.table, flag, otherwise)];
}

/**
 * The catalog's dealer_blackjack_takes, unless the catalog names a posted table flag that may
 * set it (dealer_blackjack_takes_table_flag; null where the regulation itself fixes it):
 * a flag set to true means "original bets only", false means every wager.
 */
function dealerBlackjackTakes(ctx: MainParamReader): 'original' | 'all' {
  const flag = ctx.param<string | null>('dealer_blackjack_takes_table_flag');
  const posted = postedFlag(ctx.table, flag);
  if (posted === true) return 'original';
  if (posted === false) return 'all';
  return ctx.param<'original' | 'all'>('dealer_blackjack_takes');
}

function takesOnTable(table: MainParamReader['table'], flag: string | null, otherwise: 'original' | 'all'): 'original' | 'all' {
  const posted = postedFlag(table, flag);
  return posted === true ? 'original' : posted === false ? 'all' : otherwise;
}

/** A field of the format (original_bets_only, 1.1) or, for another name, one the table file adds. */
function postedFlag(table: MainParamReader['table'], flag: string | null): unknown {
  return flag === null ? undefined : (table as unknown as Record<string, unknown>)[flag] ?? table.extra[flag];
}

/** The insurance numbers a catalog's parameters.json must define (insurance-stake.ts), with main_bet_closes for the limit's wager. */
export const INSURANCE_PARAMS = [
  'insurance_only_as_allowed', 'insurance_max_fraction', 'insurance_against', 'insurance_closes', 'insurance_opens',
  'insurance_original_hands_only', 'main_bet_closes',
] as const;

const insuranceParamsOnce = paramsOnce(INSURANCE_PARAMS, (ctx: ParamReader<(typeof INSURANCE_PARAMS)[number]>) => ({
  ip: {
    onlyAsAllowed: ctx.param<boolean>('insurance_only_as_allowed'),
    maxFraction: parseRatio(ctx.param<string>('insurance_max_fraction')),
    against: ctx.param<InsuranceParams['against']>('insurance_against'),
    closes: ctx.param<InsuranceParams['closes']>('insurance_closes'),
    opens: ctx.param<InsuranceParams['opens']>('insurance_opens'),
    originalHandsOnly: ctx.param<boolean>('insurance_original_hands_only'),
  } satisfies InsuranceParams,
  p: { mainBetCloses: ctx.param<MainBetCloses>('main_bet_closes') },
}));

export function insuranceParams(ctx: ParamReader<(typeof INSURANCE_PARAMS)[number]>): { ip: InsuranceParams; p: Pick<MainParams, 'mainBetCloses'> } {
  return insuranceParamsOnce(ctx);
}
