import { describe, expect, it } from 'vitest';
import { findingsOf, shape } from '../../helpers/rule-tester.js';
import { D6, bet, collect, deal, hand, payout } from './hands.js';

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
