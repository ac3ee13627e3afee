import { describe, expect, it } from 'vitest';
import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { findingsOf } from '../../helpers/rule-tester.js';
import { DEALER_AK, JACK_HIGH, TIES_DEALER_AK, at, csHand } from './hand.js';

// oracle16: a collection beyond what lies on the spot takes the player's own chips, and a return hands back only what
// it says. Póker Caribeño read its wagers' net with a copy of its own that let the collections run past the stake:
// a tie's ante of 10 handed back and then 50 collected read as a push (the 50 taken, no finding), and a loser's ante of
// 10 collected twice with 10 handed back read as nothing collected (10 "owed by the player" where the table took the
// loss once). The other catalogs read both with framework/net.ts (verify13): -40 and -10.
const money = (hand: Record<string, unknown>) => findingsOf(pokerCaribeno, hand)
  .filter((f) => f.expected !== undefined)
  .map((f) => ({ rule: f.rule, article: f.article, seat: f.seat, spot: f.spot, event: f.event, expected: f.expected, actual: f.actual, severity: f.severity }));

describe('Póker Caribeño: collections beyond the chips on the spot', () => {
  // net16: in the table's order, the 10 handed back were the ante on the spot; the 50 collected after it were the player's
  // own (read as sums, collections first, it was 40).
  it('a tie: the ante of 10 handed back, then 50 collected from the zone: the player lost 50 (owed 50, Art. 12º)', () => {
    const hand = csHand({
      seats: {
        1: {
          ante: 10, cards: TIES_DEALER_AK, decision: 'bet',
          settle: [
            { type: 'return', spot: 'ante', amount: 10 },
            { type: 'return', spot: 'bet', amount: 20 },
            { type: 'collect', spot: 'ante', amount: 50 },
          ],
        },
      },
      dealer: DEALER_AK,
    });
    expect(money(hand)).toEqual([{
      rule: 'settlement-follows-comparison', article: 'Art. 12º', seat: 1, spot: 'ante',
      event: at(hand, { type: 'collect', spot: 'ante' }), expected: 0, actual: -5000, severity: 'error',
    }]);
  });

  it('a loser: the ante of 10 collected twice and 10 handed back, in either order: the loss taken once, no finding', () => {
    for (const order of [['collect', 'collect', 'return'], ['collect', 'return', 'collect']] as const) {
      const hand = csHand({
        seats: {
          1: {
            ante: 10, cards: JACK_HIGH, decision: 'bet',
            settle: [...order.map((type) => ({ type, spot: 'ante' as const, amount: 10 })), { type: 'collect', spot: 'bet', amount: 20 }],
          },
        },
        dealer: DEALER_AK,
      });
      expect(money(hand)).toEqual([]);
    }
  });

  it('a loser: the ante of 10 collected twice, nothing handed back: 10 taken beyond the loss (owed 10)', () => {
    const hand = csHand({
      seats: {
        1: {
          ante: 10, cards: JACK_HIGH, decision: 'bet',
          settle: [{ type: 'collect', spot: 'ante', amount: 10 }, { type: 'collect', spot: 'ante', amount: 10 }, { type: 'collect', spot: 'bet', amount: 20 }],
        },
      },
      dealer: DEALER_AK,
    });
    expect(money(hand)).toEqual([{
      rule: 'settlement-follows-comparison', article: 'Art. 12º', seat: 1, spot: 'ante',
      event: at(hand, { type: 'collect', spot: 'ante' }, 2), expected: -1000, actual: -2000, severity: 'error',
    }]);
  });
});
