import { potLuckBlackJack as rs } from '../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { act, deal, heads, pay, reveal, take } from '../../helpers/bj.js';
import { findingsOf, shape, testRule } from '../../helpers/rule-tester.js';
import { describe, expect, it } from 'vitest';
import { toUnits } from '../../../engine/core/money.js';

// interp22: a card the table dealt a hand after its player stood (Art. 14º «hasta que él determine que desea
// plantarse») or after its Black Jack (Art. 13º «en sus dos primeras cartas») is no part of the hand
// (player_extra_cards_count = false): the card is reported, the wager judged on the hand without it.
// heads(): 1 bet, 2 card to seat 1, 3 dealer's up card, 4 card to seat 1, 5 hole card; the rest from 6.

testRule(rs, 'no-card-after-stand', {
  valid: [
    { name: 'stood on 18, the next card is the dealer\'s', hand: heads(['Th', '8c'], 'Qd', '7h', 100, [act(1, 'stand'), reveal('7h'), pay(1, 100)]) },
    { name: 'hit, then stood: the card before the stand is his', hand: heads(['Th', '2c'], 'Qd', '7h', 100, [act(1, 'hit'), deal('seat:1', '6d'), act(1, 'stand'), reveal('7h'), pay(1, 100)]) },
    { name: 'a blackjack dealt a card is the Black Jack rule\'s', hand: heads(['Ah', 'Ks'], 'Qd', '7h', 100, [deal('seat:1', '6d'), reveal('7h'), pay(1, 150)]) },
  ],
  invalid: [
    {
      name: 'stood on 18 (event 6), dealt a 5 (event 7)',
      hand: heads(['Th', '8c'], 'Qd', '7h', 100, [act(1, 'stand'), deal('seat:1', '5d'), reveal('7h'), pay(1, 100)]),
      findings: [{ rule: 'no-card-after-stand', article: 'Art. 14º', event: 7, seat: 1, hand: 1 }],
    },
    {
      name: 'two cards after the stand: one finding, at the first',
      hand: heads(['Th', '8c'], 'Qd', '7h', 100, [act(1, 'stand'), deal('seat:1', '2d'), deal('seat:1', '3d'), reveal('7h'), pay(1, 100)]),
      findings: [{ rule: 'no-card-after-stand', article: 'Art. 14º', event: 7, seat: 1, hand: 1 }],
    },
  ],
});

testRule(rs, 'no-card-after-blackjack', {
  valid: [
    { name: 'A K paid 3 to 2 against a 9, no more cards', hand: heads(['Ah', 'Ks'], '9d', '7h', 100, [pay(1, 150), reveal('7h')]) },
    { name: 'a 21 of three cards is no Black Jack', hand: heads(['5h', '6s'], 'Qd', '7h', 100, [act(1, 'hit'), deal('seat:1', 'Kd'), deal('seat:1', '2d'), reveal('7h'), pay(1, 100)]) },
  ],
  invalid: [
    {
      name: 'A K against a Q up, dealt a 6 (event 6)',
      hand: heads(['Ah', 'Ks'], 'Qd', '7h', 100, [deal('seat:1', '6d'), reveal('7h'), pay(1, 150)]),
      findings: [{ rule: 'no-card-after-blackjack', article: 'Art. 13º', event: 6, seat: 1, hand: 1 }],
    },
  ],
});

// The money: the hand is judged on the cards it stood on, or as Black Jack. Before interp22 (player_extra_cards_count
// true) the 18 dealt a 5 was a bust of 23 (owed -200 where 100 was paid) and the A K dealt a 6 a 17 tied (owed -150).
describe('Pot Luck: the wager on a hand dealt a card it did not ask for', () => {
  it('18 dealt a 5 beats the dealer\'s 17: the 100 paid is right, only the card is reported', () => {
    const hand = heads(['Th', '8c'], 'Qd', '7h', 100, [act(1, 'stand'), deal('seat:1', '5d'), reveal('7h'), pay(1, 100)]);
    expect(findingsOf(rs, hand).map(shape)).toEqual([{ rule: 'no-card-after-stand', article: 'Art. 14º', event: 7, seat: 1, hand: 1 }]);
  });
  it('18 dealt a 5, collected as bust: 200 owed to the player', () => {
    const hand = heads(['Th', '8c'], 'Qd', '7h', 100, [act(1, 'stand'), deal('seat:1', '5d'), reveal('7h'), take(1, 100)]);
    const money = findingsOf(rs, hand).filter((f) => f.category === 'payout');
    expect(money.map(shape)).toEqual([{ rule: 'win-pays-1-to-1', article: 'Art. 15º', event: 9, seat: 1, hand: 1, expected: 100, actual: -100 }]);
    expect(money.map((f) => toUnits(f.owed_to_player!))).toEqual([200]);
  });
  it('A K dealt a 6 against the dealer\'s 17: Black Jack, the 150 paid is right, only the card is reported', () => {
    const hand = heads(['Ah', 'Ks'], 'Qd', '7h', 100, [deal('seat:1', '6d'), reveal('7h'), pay(1, 150)]);
    expect(findingsOf(rs, hand).map(shape)).toEqual([{ rule: 'no-card-after-blackjack', article: 'Art. 13º', event: 6, seat: 1, hand: 1 }]);
  });
});
