import { describe, expect, it } from 'vitest';
import { findingsOf, shape } from '../../helpers/rule-tester.js';
import { D6, bet, collect, deal, hand, payout, ret } from './hands.js';

const bets = [bet(1, 'player', 50), bet(2, 'banker', 40), bet(3, 'tie', 10)];

// Punto 5 2 = 7 stands; Banca K 6 = 6 must stand with Punto standing; it drew 2h (8) at event 8.
const four = [deal('player', '5s'), deal('banker', 'Kh'), deal('player', '2d'), deal('banker', '6c')];

const extra = deal('banker', '2h');

describe('a Banca third card against the tableau, Punto 7 against Banca 6 turned into 8', () => {
  it('settled as the tableau has it (Punto wins): the third card alone, Art. 10º, once', () => {
    const h = hand([...bets, ...four, extra, payout(1, 'player', 50), collect(2, 'banker', 40), collect(3, 'tie', 10)]);
    expect(findingsOf(D6, h).map(shape)).toEqual([{ rule: 'third-card-tableau', article: 'Art. 10º', event: 8 }]);
  });
  it('settled on the cards as dealt (Banca 8 wins): the third card alone as well', () => {
    const h = hand([...bets, ...four, extra, collect(1, 'player', 50), payout(2, 'banker', 40), collect(3, 'tie', 10)]);
    expect(findingsOf(D6, h).map(shape)).toEqual([{ rule: 'third-card-tableau', article: 'Art. 10º', event: 8 }]);
  });
  it('settled as neither (the Punto bet paid, the Banca bet paid too): Art. 10º, and the wrong settlement judged on the cards dealt', () => {
    const h = hand([...bets, ...four, extra, payout(1, 'player', 50), payout(2, 'banker', 40), collect(3, 'tie', 10)]);
    expect(findingsOf(D6, h).map(shape)).toEqual([
      { rule: 'third-card-tableau', article: 'Art. 10º', event: 8 },
      { rule: 'punto-bet-settlement', article: 'Art. 8º', event: 9, seat: 1, expected: -50, actual: 50 },
    ]);
  });
  it('the tableau followed, settled the same: clean', () => {
    expect(findingsOf(D6, hand([...bets, ...four, payout(1, 'player', 50), collect(2, 'banker', 40), collect(3, 'tie', 10)]))).toEqual([]);
  });
});

// Punto 5♠ 2♦ (7) must stand, Banca K♥ 6♣ (6) stands with Punto standing. Punto drew 9♥ (event 8): Punto 6, a tie
// as dealt; by the tableau Punto wins 7 to 6 (9♥ would not have left the shoe).
const puntoExtra = deal('player', '9h');

describe('an extra Punto third card that turns a Punto win into a tie: what is owed', () => {
  it('settled on the cards as dealt (a tie: Punto and Banca returned, the Tie paid 8 to 1): Art. 10º alone, nothing owed', () => {
    const h = hand([...bets, ...four, puntoExtra, ret(1, 'player', 50), ret(2, 'banker', 40), payout(3, 'tie', 80)]);
    expect(findingsOf(D6, h).map(shape)).toEqual([{ rule: 'third-card-tableau', article: 'Art. 10º', event: 8 }]);
  });
  it('settled as if the card had not been dealt (Punto wins): Art. 10º alone, nothing owed', () => {
    const h = hand([...bets, ...four, puntoExtra, payout(1, 'player', 50), collect(2, 'banker', 40), collect(3, 'tie', 10)]);
    expect(findingsOf(D6, h).map(shape)).toEqual([{ rule: 'third-card-tableau', article: 'Art. 10º', event: 8 }]);
  });
  it('settled as the tableau has it, one wager left unsettled: judged on that same outcome (the Banca 20 lost, not returned)', () => {
    const h = hand([...bets, bet(4, 'banker', 20), ...four, puntoExtra, payout(1, 'player', 50), collect(2, 'banker', 40), collect(3, 'tie', 10)]);
    const f = findingsOf(D6, h);
    expect(f.map(shape)).toEqual([
      { rule: 'third-card-tableau', article: 'Art. 10º', event: 9 },
      { rule: 'banca-bet-settlement', article: 'Art. 8º', seat: 4, expected: -20, actual: 0 },
    ]);
    expect(f[1]!.message.en).toContain('(Punto 7, Banca 6: Punto wins, by the third-card tableau (Art. 10º), as the table settled the other wagers)');
  });
  it('settled as the tableau has it with one wager underpaid: that wager alone, against the tableau\'s outcome (owed 25)', () => {
    const h = hand([...bets, ...four, puntoExtra, payout(1, 'player', 25), collect(2, 'banker', 40), collect(3, 'tie', 10)]);
    expect(findingsOf(D6, h).map(shape)).toEqual([
      { rule: 'third-card-tableau', article: 'Art. 10º', event: 8 },
      { rule: 'punto-bet-settlement', article: 'Art. 8º', event: 9, seat: 1, expected: 50, actual: 25 },
    ]);
  });
  it('half on the cards, half on the tableau: judged on the cards as dealt, the other wagers Art. 8º\'s', () => {
    // Punto returned and Banca returned (a tie, the cards); the Tie collected (no tie: the tableau): 2 to 1 for the cards.
    const h = hand([...bets, ...four, puntoExtra, ret(1, 'player', 50), ret(2, 'banker', 40), collect(3, 'tie', 10)]);
    expect(findingsOf(D6, h).map(shape)).toEqual([
      { rule: 'third-card-tableau', article: 'Art. 10º', event: 8 },
      { rule: 'tie-bet-settlement', article: 'Art. 8º', event: 11, seat: 3, expected: 80, actual: -10 },
    ]);
  });
  it('settled as neither (as if Banca had won): judged on the cards as dealt, each wager\'s money under Art. 8º, the miscount under Art. 3º', () => {
    const h = hand([...bets, ...four, puntoExtra, collect(1, 'player', 50), payout(2, 'banker', 40), collect(3, 'tie', 10)]);
    expect(findingsOf(D6, h).map(shape)).toEqual([
      { rule: 'third-card-tableau', article: 'Art. 10º', event: 8 },
      { rule: 'totals-from-cards', article: 'Art. 3º', event: 9 },
      { rule: 'punto-bet-settlement', article: 'Art. 8º', event: 9, seat: 1, expected: 0, actual: -50 },
      { rule: 'banca-bet-settlement', article: 'Art. 8º', event: 10, seat: 2, expected: 0, actual: 40 },
      { rule: 'tie-bet-settlement', article: 'Art. 8º', event: 11, seat: 3, expected: 80, actual: -10 },
    ]);
  });
});

describe('a missing Banca third card: the card never left the shoe, so the cards as dealt are the only outcome', () => {
  // Punto T♠ 3♦ (3) draws 4♥ (7); Banca K♥ 4♣ (4) must draw against a 4 and did not (due at event 9).
  const dealt = [deal('player', 'Ts'), deal('banker', 'Kh'), deal('player', '3d'), deal('banker', '4c'), deal('player', '4h')];
  it('settled on the cards (Punto wins 7 to 4): Art. 10º alone', () => {
    const h = hand([...bets, ...dealt, payout(1, 'player', 50), collect(2, 'banker', 40), collect(3, 'tie', 10)]);
    expect(findingsOf(D6, h).map(shape)).toEqual([{ rule: 'third-card-tableau', article: 'Art. 10º', event: 9 }]);
  });
  it('settled as a Banca win the cards never showed: each wager\'s money under Art. 8º, and Art. 3º for the coup', () => {
    const h = hand([...bets, ...dealt, collect(1, 'player', 50), payout(2, 'banker', 40), collect(3, 'tie', 10)]);
    expect(findingsOf(D6, h).map(shape)).toEqual([
      { rule: 'totals-from-cards', article: 'Art. 3º', event: 9 },
      { rule: 'punto-bet-settlement', article: 'Art. 8º', event: 9, seat: 1, expected: 50, actual: -50 },
      { rule: 'third-card-tableau', article: 'Art. 10º', event: 9 },
      { rule: 'banca-bet-settlement', article: 'Art. 8º', event: 10, seat: 2, expected: -40, actual: 40 },
    ]);
  });
});
