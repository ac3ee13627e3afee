import { potLuckBlackJack as rs } from '../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { act, bet, deal, heads, hole, pay, potLuck, reveal, take } from '../../helpers/bj.js';
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

// One card dealt in error is one finding: the card a Black Jack or a stood hand receives is no play of that seat's
// turn, so the players after it are not out of order (player-order, Art. 14º), the dealer's turn is not played into
// (dealer-after-players), and the Black Jack paid at once is not "passed" (blackjack-payment-timing).
describe('a card no part of the hand is not a turn', () => {
  // Events: bets 1-2, the mandatory dealing 3-8 (seat 1 9-6, seat 2 A-K, the dealer Q up and 7 down); play from 9.
  const twoSeats = (play: Record<string, unknown>[], up = 'Qc') => potLuck([
    bet(1, 100), bet(2, 100), deal('seat:1', '9h'), deal('seat:2', 'Ah'), deal('dealer', up), deal('seat:1', '6d'), deal('seat:2', 'Kd'), hole('7s'), ...play,
  ]);
  it('seat 2\'s Black Jack dealt a card before seat 1 played: only no-card-after-blackjack (event 9)', () => {
    const hand = twoSeats([deal('seat:2', '5c', { hand: 1 }), act(1, 'hit'), deal('seat:1', '3c', { hand: 1 }), act(1, 'stand'), reveal('7s'), pay(1, 100), pay(2, 150)]);
    expect(findingsOf(rs, hand).map(shape)).toEqual([{ rule: 'no-card-after-blackjack', article: 'Art. 13º', event: 9, seat: 2, hand: 1 }]);
  });
  it('against a 9 up, seat 1\'s Black Jack paid at once, seat 2\'s dealt a card first: the card alone, not seat 1\'s payment passed', () => {
    const hand = potLuck([
      bet(1, 100), bet(2, 100), deal('seat:1', 'As'), deal('seat:2', 'Ah'), deal('dealer', '9c'), deal('seat:1', 'Qd'), deal('seat:2', 'Kd'), hole('8s'),
      deal('seat:2', '5c', { hand: 1 }), pay(1, 150), pay(2, 150), reveal('8s'),
    ]);
    expect(findingsOf(rs, hand).map(shape)).toEqual([{ rule: 'no-card-after-blackjack', article: 'Art. 13º', event: 9, seat: 2, hand: 1 }]);
  });
  it('seat 1\'s stood 15 dealt a card once the dealer revealed: only no-card-after-stand (event 11), and its loss to 17 stands', () => {
    const hand = twoSeats([act(1, 'stand'), reveal('7s'), deal('seat:1', '5c', { hand: 1 }), take(1, 100), pay(2, 150)]);
    expect(findingsOf(rs, hand).map(shape)).toEqual([{ rule: 'no-card-after-stand', article: 'Art. 14º', event: 11, seat: 1, hand: 1 }]);
  });
});
