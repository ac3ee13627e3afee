// A blackjack is an ace and a ten-point card as a hand's only two cards, in either order: every pair of the 52 cards
// asked, against the count of 21 on the two cards.
import { describe, expect, it } from 'vitest';
import { bjTotal, isAceAndTen, isBlackjack } from '../../../engine/blackjack/totals.js';
import { parseCard } from '../../../engine/core/cards.js';
import type { Card } from '../../../engine/core/cards.js';

const card = (t: string): Card => {
  const c = parseCard(t);
  if (!c.ok) throw new Error(t);
  return c.card;
};
const DECK = [...'A23456789TJQK'].flatMap((r) => [...'shdc'].map((s) => card(r + s)));

describe('isBlackjack and isAceAndTen', () => {
  it('are true for the 128 ordered pairs of an ace and a ten-point card, and for no other pair', () => {
    let yes = 0;
    for (const a of DECK) {
      for (const b of DECK) {
        const twentyOne = bjTotal([a, b]).total === 21;
        expect(isAceAndTen(a, b)).toBe(twentyOne);
        expect(isBlackjack([a, b])).toBe(twentyOne);
        if (twentyOne) yes++;
      }
    }
    // 4 aces × 16 ten-point cards, in two orders.
    expect(yes).toBe(128);
  });

  it('is no blackjack on one card or on three cards totalling 21', () => {
    expect(isBlackjack([card('As')])).toBe(false);
    expect(isBlackjack([card('As'), card('5d'), card('5h')])).toBe(false);
    expect(isBlackjack([card('7s'), card('7d'), card('7h')])).toBe(false);
    expect(isBlackjack([card('Kh'), card('Ad')])).toBe(true);
  });
});
