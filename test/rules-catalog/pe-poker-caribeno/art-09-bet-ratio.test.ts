import { describe, expect, it } from 'vitest';
import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { findingsOf, shape, testRule } from '../../helpers/rule-tester.js';
import { at, game, limits, posting, withParam } from './hand.js';

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
