import { parseRatio } from '../../../engine/core/money.js';
import type { RuleContext } from '../../framework/types.js';
import type { MainParams } from './settlement.js';

/** The blackjack-family numbers a catalog's parameters.json must define. */
export function mainParams(ctx: Pick<RuleContext, 'param'>): MainParams {
  return {
    blackjackRatio: parseRatio(ctx.param<string>('blackjack_ratio')),
    winRatio: parseRatio(ctx.param<string>('win_ratio')),
    evenMoneyRatio: parseRatio(ctx.param<string>('even_money_ratio')),
    surrenderFraction: parseRatio(ctx.param<string>('surrender_fraction')),
    blackjackAfterSplit: ctx.param<boolean>('blackjack_after_split'),
    dealerBlackjackTakes: ctx.param<'original' | 'all'>('dealer_blackjack_takes'),
  };
}
