import { describe, expect, it } from 'vitest';
import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { findingsOf, shape } from '../../helpers/rule-tester.js';
import { DEALER_AK, FLUSH, TABLE, at, csHand, win } from './hand.js';

// The settlement findings' sentences: what decided the comparison, and the money worded one way only (owed to or
// by the player, findings-format.md), in both languages.

describe('pe-poker-caribeno settlement findings, in words', () => {
  it('Spanish names both hands with their ranks, as English does: a pair of kings lost on the last kicker (Art. 12º)', () => {
    const hand = csHand({ seats: { 1: { ante: 10, cards: 'Kh Ks 9h 6c 3d', decision: 'bet', settle: win(10, 20) } }, dealer: 'Kc Kd 9d 6h 4c' });
    const found = findingsOf(pokerCaribeno, hand);
    expect(found.map(shape)).toEqual([
      { rule: 'settlement-follows-comparison', article: 'Art. 12º', event: at(hand, { type: 'payout', spot: 'ante' }), seat: 1, expected: -10, actual: 10 },
      { rule: 'settlement-follows-comparison', article: 'Art. 12º', event: at(hand, { type: 'payout', spot: 'bet' }), seat: 1, expected: -20, actual: 20 },
    ]);
    expect(found[0]!.message.es).toContain('(un par de K, 9-6-3 contra un par de K, 9-6-4 del dealer)');
    expect(found[0]!.message.en).toContain('(pair of kings, 9-6-3 against the dealer\'s pair of kings, 9-6-4)');
  });

  it('Spanish names each combination by the regulation\'s word and its ranks', () => {
    const cases: [string, string][] = [
      ['Ad 2d 3h 4s 5h', 'escalera, 5 alta'],
      ['Qh Qc Qd 3s 3h', 'full de Q con 3'],
      ['Qh Qc 7h 7c 4s', 'dos pares, Q y 7, 4'],
      ['7s 7h 7c 7d 3s', 'póker de 7, 3'],
      ['Js Jh Jc 5s 3d', 'trío de J, 5-3'],
      [FLUSH, 'color, 10-8-6-5-3'],
    ];
    for (const [cards, words] of cases) {
      const hand = csHand({ seats: { 1: { ante: 10, cards, decision: 'bet', settle: win(10, 1) } }, dealer: 'As Kd 8d 4c 2c' });
      const [f] = findingsOf(pokerCaribeno, hand).filter((x) => x.spot === 'bet');
      expect(f!.message.es).toContain(`(${words} contra carta alta A, A-K-8-4-2 del dealer)`);
    }
    // A ten as the cards show it (10♣), never the log's letter T, in either language.
    const hand = csHand({ seats: { 1: { ante: 10, cards: FLUSH, decision: 'bet', settle: win(10, 1) } }, dealer: 'As Kd 8d 4c 2c' });
    const [f] = findingsOf(pokerCaribeno, hand).filter((x) => x.spot === 'bet');
    expect(f!.message.en).toContain('(flush, 10-8-6-5-3 against the dealer\'s ace high, A-K-8-4-2)');
  });

  it('a posted line paid at the legal minimum words the shortfall as owed to the player, not as a signed difference', () => {
    const hand = csHand({ seats: { 1: { ante: 10, cards: FLUSH, decision: 'bet', settle: win(10, 100) } }, dealer: DEALER_AK, table: { ...TABLE, bet_paytable: { ...TABLE.bet_paytable, flush: 6 } } });
    const found = findingsOf(pokerCaribeno, hand);
    expect(found.map(shape)).toEqual([
      { rule: 'bet-paid-per-posted-line', article: 'Tabla publicada', event: at(hand, { type: 'payout', spot: 'bet' }), seat: 1, expected: 120, actual: 100, severity: 'warning' },
    ]);
    expect(found[0]!.message.es).toMatch(/; debido al jugador 20\.00\.$/);
    expect(found[0]!.message.en).toMatch(/; owed to the player 20\.00\.$/);
    expect(found[0]!.message.es).not.toContain('-20');
  });
});
