import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { exampleLog } from '../../helpers/examples.js';
import { findingsOf, shape } from '../../helpers/rule-tester.js';
import { DEALER_AK, DEALER_NINES, DEALER_NO_HAND, FLUSH, JACK_HIGH, PAIR_OF_KINGS, ROYAL, csHand } from './hand.js';

const clean: [string, Record<string, unknown>][] = [
  ['a fold and a win against ace-king', csHand({
    seats: {
      1: { ante: 10, cards: JACK_HIGH, decision: 'fold', player: 'P-1' },
      3: { ante: 25, cards: FLUSH.replace('Th', 'Qh'), decision: 'bet', player: 'P-3', settle: [{ type: 'payout', spot: 'ante', amount: 25 }, { type: 'payout', spot: 'bet', amount: 250 }] },
    },
    dealer: DEALER_AK,
  })],
  ['the dealer has no hand', csHand({
    seats: { 2: { ante: 10, cards: PAIR_OF_KINGS, decision: 'bet', settle: [{ type: 'payout', spot: 'ante', amount: 10 }, { type: 'return', spot: 'bet', amount: 20 }] } },
    dealer: DEALER_NO_HAND,
  })],
  ['a loss and a tie', csHand({
    seats: {
      1: { ante: 10, cards: 'Jh Tc 7d 5s 3c', decision: 'bet', settle: [{ type: 'collect', spot: 'ante', amount: 10 }, { type: 'collect', spot: 'bet', amount: 20 }] },
      4: { ante: 10, cards: '9h 9c 8s 4c 2h', decision: 'bet', settle: [{ type: 'return', spot: 'ante', amount: 10 }, { type: 'return', spot: 'bet', amount: 20 }] },
    },
    dealer: DEALER_NINES,
  })],
  ['a new deck with its procedures, and a capped royal flush', csHand({
    before: ['new_deck', 'count', 'show_cards', 'turn_cards', 'wash', 'shuffle', 'cut'].map((name) => ({ type: 'procedure', name, ...(name === 'count' ? { count: 52 } : {}), ...(name === 'new_deck' ? { decks: 1 } : {}) })),
    seats: { 7: { ante: 100, cards: ROYAL, decision: 'bet', settle: [{ type: 'payout', spot: 'ante', amount: 100 }, { type: 'payout', spot: 'bet', amount: 5000 }] } },
    dealer: DEALER_AK,
    table: { min_bet: 5, max_bet: 500, max_payout: 5000 },
  })],
];

describe('pe-poker-caribeno: hands played by the book give no finding', () => {
  for (const [name, hand] of clean) {
    it(name, () => expect(findingsOf(pokerCaribeno, hand).map(shape)).toEqual([]));
  }

  const examples = exampleLog('pe-poker-caribeno');
  it('the clean example log (fixtures/examples)', () => {
    const lines = readFileSync(examples, 'utf8').split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(findingsOf(pokerCaribeno, JSON.parse(line) as Record<string, unknown>).map(shape)).toEqual([]);
  });
});
