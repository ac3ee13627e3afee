import { describe, expect, it } from 'vitest';
import { findingsOf, shape, testRule } from '../../helpers/rule-tester.js';
import { D6, bet, collect, coup, hand, payout, ret, withParams } from './hands.js';
import type { Ev } from './hands.js';

// Punto 9s 4h = 3 draws 2d = 5; Banca Kd 7c = 7 stands. Banca wins 7 to 5.
const bancaWins = (settle: Ev[]) => hand([bet(1, 'player', 100), bet(2, 'banker', 50), ...coup(['9s', '4h', '2d'], ['Kd', '7c']), ...settle]);

// Punto Ts 7h = 7, Banca Ks 7d = 7: a tie.
const tie = (settle: Ev[]) => hand([bet(1, 'player', 20), bet(2, 'tie', 10), ...coup(['Ts', '7h'], ['Ks', '7d']), ...settle]);

testRule(D6, 'totals-from-cards', {
  valid: [
    { name: 'settled as the cards say', hand: bancaWins([collect(1, 'player', 100), payout(2, 'banker', 50)]) },
    { name: 'right winner, wrong amount: that is Art. 8º', hand: bancaWins([collect(1, 'player', 100), payout(2, 'banker', 45)]) },
    { name: 'settlements that fit no single outcome: Art. 8º', hand: bancaWins([payout(1, 'player', 100), payout(2, 'banker', 50)]) },
  ],
  invalid: [
    {
      name: 'settled as a Punto win when Banca had 7 to 5',
      hand: bancaWins([payout(1, 'player', 100), collect(2, 'banker', 50)]),
      findings: [
        { rule: 'totals-from-cards', article: 'Art. 3º', event: 8, seat: 1, expected: -100, actual: 100 },
        { rule: 'totals-from-cards', article: 'Art. 3º', event: 9, seat: 2, expected: 50, actual: -50 },
      ],
    },
    {
      name: 'a tie settled as no tie',
      hand: tie([collect(1, 'player', 20), collect(2, 'tie', 10)]),
      findings: [
        { rule: 'totals-from-cards', article: 'Art. 3º', event: 7, seat: 1, expected: 0, actual: -20 },
        { rule: 'totals-from-cards', article: 'Art. 3º', event: 8, seat: 2, expected: 80, actual: -10 },
      ],
    },
  ],
});

testRule(withParams({ outcome_from_settlements: false }), 'totals-from-cards', {
  valid: [{ name: 'outcome_from_settlements false: left to Art. 8º', hand: bancaWins([payout(1, 'player', 100), collect(2, 'banker', 50)]) }],
  invalid: [],
});

describe('Art. 3º replaces Art. 8º for the same wager', () => {
  it('one finding per wrongly settled wager, citing Art. 3º', () => {
    const f = findingsOf(D6, bancaWins([payout(1, 'player', 100), collect(2, 'banker', 50)])).map(shape);
    expect(f.map((x) => `${x.rule} ${x.seat}`)).toEqual(['totals-from-cards 1', 'totals-from-cards 2']);
  });
  it('with the interpretation off, Art. 8º reports the same money', () => {
    const f = findingsOf(withParams({ outcome_from_settlements: false }), bancaWins([payout(1, 'player', 100), collect(2, 'banker', 50)])).map(shape);
    expect(f).toEqual([
      { rule: 'punto-bet-settlement', article: 'Art. 8º', event: 8, seat: 1, expected: -100, actual: 100 },
      { rule: 'banca-bet-settlement', article: 'Art. 8º', event: 9, seat: 2, expected: 50, actual: -50 },
    ]);
  });
  it('an unsettled wager in a wrongly settled hand stays with Art. 8º', () => {
    const f = findingsOf(D6, hand([
      bet(1, 'player', 100), bet(2, 'banker', 50), bet(3, 'banker', 10), ...coup(['9s', '4h', '2d'], ['Kd', '7c']),
      payout(1, 'player', 100), collect(2, 'banker', 50),
    ])).map(shape);
    expect(f).toEqual([
      { rule: 'totals-from-cards', article: 'Art. 3º', event: 9, seat: 1, expected: -100, actual: 100 },
      { rule: 'totals-from-cards', article: 'Art. 3º', event: 10, seat: 2, expected: 50, actual: -50 },
      { rule: 'banca-bet-settlement', article: 'Art. 8º', seat: 3, expected: 10, actual: 0 },
    ]);
  });
  it('a tie with its stakes returned is no finding at all', () => {
    expect(findingsOf(D6, tie([ret(1, 'player', 20), payout(2, 'tie', 80)]))).toEqual([]);
  });
});
