import { describe, expect, it } from 'vitest';
import { findingsOf, shape, testRule } from '../../helpers/rule-tester.js';
import { D6, bet, collect, coup, hand, payout, ret, withParams } from './hands.js';
import type { Ev } from './hands.js';

// Punto 9s 4h = 3 draws 2d = 5; Banca Kd 7c = 7 stands. Banca wins 7 to 5.
const bancaWins = (settle: Ev[], bets: Ev[] = [bet(1, 'player', 100), bet(2, 'banker', 50)]) =>
  hand([...bets, ...coup(['9s', '4h', '2d'], ['Kd', '7c']), ...settle]);

// Punto Ts 7h = 7, Banca Ks 7d = 7: a tie.
const tie = (settle: Ev[]) => hand([bet(1, 'player', 20), bet(2, 'tie', 10), ...coup(['Ts', '7h'], ['Ks', '7d']), ...settle]);

testRule(D6, 'totals-from-cards', {
  valid: [
    { name: 'settled as the cards say', hand: bancaWins([collect(1, 'player', 100), payout(2, 'banker', 50)]) },
    { name: 'right winner, wrong amount: that is Art. 8º', hand: bancaWins([collect(1, 'player', 100), payout(2, 'banker', 45)]) },
    { name: 'settlements that fit no single outcome: Art. 8º', hand: bancaWins([payout(1, 'player', 100), payout(2, 'banker', 50)]) },
    {
      name: 'one wager, paid on the losing side: a payment error as much as a miscount, Art. 8º alone',
      hand: bancaWins([payout(1, 'player', 100)], [bet(1, 'player', 100)]),
    },
    {
      name: 'one wager wrongly settled, the other rightly (a Tie bet collected fits either side): Art. 8º alone',
      hand: bancaWins([payout(1, 'player', 100), collect(2, 'tie', 10)], [bet(1, 'player', 100), bet(2, 'tie', 10)]),
    },
  ],
  invalid: [
    {
      name: 'two wagers settled as a Punto win when Banca had 7 to 5: once for the coup, no money',
      hand: bancaWins([payout(1, 'player', 100), collect(2, 'banker', 50)]),
      findings: [{ rule: 'totals-from-cards', article: 'Art. 3º', event: 8 }],
    },
    {
      name: 'a tie settled as no tie, on two wagers',
      hand: tie([collect(1, 'player', 20), collect(2, 'tie', 10)]),
      findings: [{ rule: 'totals-from-cards', article: 'Art. 3º', event: 7 }],
    },
    {
      name: 'two Punto bets both paid when Banca won',
      hand: bancaWins([payout(1, 'player', 100), payout(3, 'player', 40)], [bet(1, 'player', 100), bet(3, 'player', 40)]),
      findings: [{ rule: 'totals-from-cards', article: 'Art. 3º', event: 8 }],
    },
  ],
});

testRule(withParams({ outcome_from_settlements: false }), 'totals-from-cards', {
  valid: [{ name: 'outcome_from_settlements false: no Art. 3º finding', hand: bancaWins([payout(1, 'player', 100), collect(2, 'banker', 50)]) }],
  invalid: [],
});

describe('the money of a wrongly settled wager is Art. 8º\'s, counted once', () => {
  it('a single Punto bet paid while Banca won: Art. 8º, expected -100, actual +100', () => {
    const f = findingsOf(D6, bancaWins([payout(1, 'player', 100)], [bet(1, 'player', 100)])).map(shape);
    expect(f).toEqual([{ rule: 'punto-bet-settlement', article: 'Art. 8º', event: 7, seat: 1, expected: -100, actual: 100 }]);
  });
  it('two wagers settled on the contradicted outcome: Art. 3º once, and each wager\'s money under Art. 8º', () => {
    const all = findingsOf(D6, bancaWins([payout(1, 'player', 100), collect(2, 'banker', 50)]));
    expect(all.map(shape)).toEqual([
      { rule: 'totals-from-cards', article: 'Art. 3º', event: 8 },
      { rule: 'punto-bet-settlement', article: 'Art. 8º', event: 8, seat: 1, expected: -100, actual: 100 },
      { rule: 'banca-bet-settlement', article: 'Art. 8º', event: 9, seat: 2, expected: 50, actual: -50 },
    ]);
    const art3 = all[0]!;
    expect(art3.category).toBe('procedure');
    expect(art3.owed_to_player).toBeUndefined();
    expect(art3.message.en).toBe(
      'The table settled 2 wagers as if Punto had won (zone 1, Punto bet; zone 2, Banca bet); with the values of Art. 3º the cards give Punto 5 and Banca 7: Banca wins. The totals were miscounted; what each wager is owed is reported with its settlement (Art. 8º).',
    );
    expect(art3.message.es).toBe(
      'La mesa liquidó 2 apuestas como si hubiera ganado el Punto (zona 1, apuesta al Punto; zona 2, apuesta a la Banca); con los valores del Art. 3º las cartas dan Punto 5 y Banca 7: gana la Banca. Los totales se contaron mal; lo debido en cada apuesta se informa con su liquidación (Art. 8º).',
    );
    // Counted once: seat 1 owes 200 (paid 100 on a lost 100), seat 2 is owed 100 (collected 50 on a won 50).
    expect(all.reduce((a, x) => a + (x.owed_to_player ?? 0), 0)).toBe(-200 * 100 + 100 * 100);
  });
  it('with the interpretation off, the same Art. 8º findings and no Art. 3º', () => {
    const f = findingsOf(withParams({ outcome_from_settlements: false }), bancaWins([payout(1, 'player', 100), collect(2, 'banker', 50)])).map(shape);
    expect(f).toEqual([
      { rule: 'punto-bet-settlement', article: 'Art. 8º', event: 8, seat: 1, expected: -100, actual: 100 },
      { rule: 'banca-bet-settlement', article: 'Art. 8º', event: 9, seat: 2, expected: 50, actual: -50 },
    ]);
  });
  it('an unsettled wager in a wrongly settled hand is Art. 8º\'s too, and not counted as evidence of the miscount', () => {
    const f = findingsOf(D6, hand([
      bet(1, 'player', 100), bet(2, 'banker', 50), bet(3, 'banker', 10), ...coup(['9s', '4h', '2d'], ['Kd', '7c']),
      payout(1, 'player', 100), collect(2, 'banker', 50),
    ])).map(shape);
    expect(f).toEqual([
      { rule: 'totals-from-cards', article: 'Art. 3º', event: 9 },
      { rule: 'punto-bet-settlement', article: 'Art. 8º', event: 9, seat: 1, expected: -100, actual: 100 },
      { rule: 'banca-bet-settlement', article: 'Art. 8º', event: 10, seat: 2, expected: 50, actual: -50 },
      { rule: 'banca-bet-settlement', article: 'Art. 8º', seat: 3, expected: 10, actual: 0 },
    ]);
  });
  it('a tie with its stakes returned is no finding at all', () => {
    expect(findingsOf(D6, tie([ret(1, 'player', 20), payout(2, 'tie', 80)]))).toEqual([]);
  });
});
