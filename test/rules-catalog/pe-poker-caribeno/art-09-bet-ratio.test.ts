import { describe, expect, it } from 'vitest';
import type { Ruleset } from '../../../rules-catalog/framework/types.js';
import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { findingsOf, shape, testRule } from '../../helpers/rule-tester.js';
import { DEALER_AK, FLUSH, JACK_HIGH, PAIR_OF_KINGS, at, csHand } from './hand.js';

const win = (ante: number, bet: number) => [
  { type: 'payout' as const, spot: 'ante' as const, amount: ante },
  { type: 'payout' as const, spot: 'bet' as const, amount: bet },
];

/** Seat 1 folds, seat 2 wins with a flush (20 on the bet). */
const game = () => csHand({
  seats: {
    1: { ante: 10, cards: JACK_HIGH, decision: 'fold', player: 'P-1' },
    2: { ante: 10, cards: FLUSH.replace('Th', 'Qh'), decision: 'bet', player: 'P-2', settle: win(10, 100) },
  },
  dealer: DEALER_AK,
});

const limits = (ante: number, bet?: number) => csHand({
  seats: { 1: { ante, cards: PAIR_OF_KINGS, decision: 'bet', ...(bet !== undefined ? { bet } : {}), settle: win(ante, bet ?? 2 * ante) } },
  dealer: DEALER_AK,
});

function withParam(name: string, value: unknown): Ruleset {
  const p = pokerCaribeno.parameters[name]!;
  return { ...pokerCaribeno, parameters: { ...pokerCaribeno.parameters, [name]: { ...p, value } } };
}

// Class 12 of issue 17: the text sets no amount for the bet; only a ratio the table posts binds it.
const posting = (hand: Record<string, unknown>, ratio: unknown) => ({ ...hand, table: { ...(hand['table'] as object), bet_to_ante_ratio: ratio } });

testRule(pokerCaribeno, 'bet-at-posted-ratio', {
  valid: [
    { name: 'a bet of twice the ante where the table posts 2', hand: posting(limits(25), 2) },
    { name: 'three times the ante at a table that posts no ratio: nothing to judge it against', hand: limits(25, 75) },
    { name: 'the ante\'s size only, no posted ratio', hand: limits(25, 25) },
    { name: 'three times the ante where the table posts 3', hand: posting(limits(25, 75), 3) },
    { name: 'a fold makes no bet', hand: posting(game(), 2) },
  ],
  invalid: [
    (() => {
      const hand = posting(limits(25, 75), 2);
      return { name: 'three times the ante where the table posts 2', hand, findings: [{ rule: 'bet-at-posted-ratio', article: 'Art. 9º', event: at(hand, { type: 'decision' }), seat: 1 }] };
    })(),
    (() => {
      const hand = posting(limits(25, 25), 2);
      return { name: 'the ante\'s size only where the table posts 2', hand, findings: [{ rule: 'bet-at-posted-ratio', article: 'Art. 9º', event: at(hand, { type: 'decision' }), seat: 1 }] };
    })(),
    (() => {
      const hand = posting(limits(25, 50), 2.5);
      return { name: 'twice the ante where the table posts 2.5', hand, findings: [{ rule: 'bet-at-posted-ratio', article: 'Art. 9º', event: at(hand, { type: 'decision' }), seat: 1 }] };
    })(),
  ],
});

describe('bet_to_ante_ratio: the catalog\'s ratio for tables that post none', () => {
  it('set to 2, three times the ante is reported at a table posting nothing', () => {
    const hand = limits(25, 75);
    expect(findingsOf(withParam('bet_to_ante_ratio', 2), hand).map(shape)).toEqual([{ rule: 'bet-at-posted-ratio', article: 'Art. 9º', event: at(hand, { type: 'decision' }), seat: 1 }]);
  });
});
