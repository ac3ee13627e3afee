import { describe, expect, it } from 'vitest';
import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { findingsOf } from '../../helpers/rule-tester.js';
import { DEALER_AK, FLUSH, ROYAL, csHand, win } from './hand.js';

describe('every wager is judged by exactly one article', () => {
  it('a table of five zones settled wrongly everywhere gives one finding per wrong wager', () => {
    const hand = csHand({
      seats: {
        1: { ante: 10, cards: FLUSH, decision: 'bet', settle: win(10, 80) }, // Art. 14º (bet)
        2: { ante: 10, cards: 'Js Ts 7d 5s 3c', decision: 'bet', settle: win(10, 20) }, // loses: Art. 12º (both)
        3: { ante: 10, cards: 'Qh Qs 7h 7c 4s', decision: 'fold', settle: [{ type: 'return', spot: 'ante', amount: 10 }] }, // Art. 11º
        4: { ante: 10, cards: ROYAL, decision: 'bet', settle: win(10, 2000) }, // correct: 100 to 1 on 20, under the 60,000 cap
        5: { ante: 10, cards: 'Ah Kh 9c 6s 3s', decision: 'bet', settle: win(10, 20) }, // A-K-9 beats A-K-8: correct
      },
      dealer: DEALER_AK,
    });
    expect(findingsOf(pokerCaribeno, hand).map((f) => `${f.rule} ${f.seat} ${f.spot}`)).toEqual([
      'fold-forfeits-ante 3 ante',
      'winning-wagers-paid-per-table 1 bet',
      'settlement-follows-comparison 2 ante',
      'settlement-follows-comparison 2 bet',
    ]);
  });
});
