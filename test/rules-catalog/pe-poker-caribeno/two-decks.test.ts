// Art. 5º (reading CS-5º-2, default_decks): one deck is in play unless the table configuration gives decks. At a table
// posting two decks, the player and the dealer may hold the same card (Art. 5º's card-dealt-once says nothing); the
// comparison of Art. 12º rests on two hands of five distinct cards each and must still judge them. It left every such
// zone unjudged («cards missing or repeated»), so a bet paid 5 on a winning pair of 20 went unreported (clause28-other).
import { describe, expect, it } from 'vitest';
import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { findingsOf, shape } from '../../helpers/rule-tester.js';
import { TABLE, at, csHand, win } from './hand.js';

// The player's pair of aces holds the A♠ the dealer's A-K also holds.
const hand = (decks: number | undefined, settle: ReturnType<typeof win>) => csHand({
  seats: { 1: { ante: 10, cards: 'As Ad 9c 5s 2d', decision: 'bet', settle } },
  dealer: 'As Kd 7c 4h 2h',
  table: decks === undefined ? TABLE : { ...TABLE, decks },
});

describe('Caribbean Stud: a card the player and the dealer share at a table of two decks (Arts. 5º, 12º)', () => {
  it('is judged: the pair of aces beats A-K, paid right (10 and 20) says nothing', () => {
    expect(findingsOf(pokerCaribeno, hand(2, win(10, 20)))).toEqual([]);
  });
  it('is judged: the bet paid 5 of 20 is 15 owed under Art. 14º', () => {
    const h = hand(2, win(10, 5));
    expect(findingsOf(pokerCaribeno, h).map(shape)).toEqual([
      { rule: 'winning-wagers-paid-per-table', article: 'Art. 14º', event: at(h, { type: 'payout', spot: 'bet' }), seat: 1, expected: 20, actual: 5 },
    ]);
  });
  it('with one deck in play (no decks posted) the shared card is a faulty deck: reported, and the comparison not made', () => {
    const h = hand(undefined, win(10, 5));
    expect(findingsOf(pokerCaribeno, h).map(shape)).toEqual([
      { rule: 'card-dealt-once', article: 'Art. 5º', event: at(h, { type: 'deal', to: 'dealer', card: 'As' }) },
    ]);
  });
  it('a new deck of two decks announced in the hand counts as the table\'s', () => {
    const h = hand(undefined, win(10, 5));
    const withNew = { ...h, events: [{ type: 'procedure', name: 'new_deck', decks: 2 }, { type: 'procedure', name: 'count', count: 104 }, { type: 'procedure', name: 'show_cards' }, { type: 'procedure', name: 'turn_cards' }, { type: 'procedure', name: 'wash' }, ...(h['events'] as object[])] };
    expect(findingsOf(pokerCaribeno, withNew).map(shape)).toEqual([
      { rule: 'winning-wagers-paid-per-table', article: 'Art. 14º', event: at(withNew, { type: 'payout', spot: 'bet' }), seat: 1, expected: 20, actual: 5 },
    ]);
  });
});
