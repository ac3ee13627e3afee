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

// The same card twice in one hand (Ah Ah): two decks can deal it, and poker names combinations by ranks and suits, so
// the hand is valued as any other (Art. 12º's ranking, reading CS-12º-1). It was refused («cards missing or
// repeated») and every such zone left unjudged (clause29-other).
type Settle = { type: 'payout' | 'collect' | 'return'; spot: 'ante' | 'bet'; amount: number }[];
const repeated = (cards: string, dealer: string, settle: Settle, table: Record<string, unknown> = { ...TABLE, decks: 2 }) => csHand({
  seats: { 1: { ante: 10, cards, decision: 'bet', settle } },
  dealer,
  table,
});

describe('Caribbean Stud: the same card twice in one zone at a table of two decks (Arts. 5º, 12º, 14º)', () => {
  it('Ah Ah Kh Qh 2h is a flush (five hearts), not just a pair of aces: paid as a pair, 80 owed under Art. 14º', () => {
    const h = repeated('Ah Ah Kh Qh 2h', 'Ks Kd 9c 5s 3d', win(10, 20));
    expect(findingsOf(pokerCaribeno, h).map(shape)).toEqual([
      { rule: 'winning-wagers-paid-per-table', article: 'Art. 14º', event: at(h, { type: 'payout', spot: 'bet' }), seat: 1, expected: 100, actual: 20 },
    ]);
    expect(findingsOf(pokerCaribeno, repeated('Ah Ah Kh Qh 2h', 'Ks Kd 9c 5s 3d', win(10, 100)))).toEqual([]);
  });
  it('Ah Ah Kd Qh 2h (mixed suits) is a pair of aces: beats the dealer\'s kings, paid 1 to 1; collected, 60 owed under Art. 12º', () => {
    expect(findingsOf(pokerCaribeno, repeated('Ah Ah Kd Qh 2h', 'Ks Kd 9c 5s 3d', win(10, 20)))).toEqual([]);
    const h = repeated('Ah Ah Kd Qh 2h', 'Ks Kd 9c 5s 3d', [{ type: 'collect', spot: 'ante', amount: 10 }, { type: 'collect', spot: 'bet', amount: 20 }]);
    expect(findingsOf(pokerCaribeno, h).map(shape)).toEqual([
      { rule: 'settlement-follows-comparison', article: 'Art. 12º', event: at(h, { type: 'collect', spot: 'ante' }), seat: 1, expected: 10, actual: -10 },
      { rule: 'settlement-follows-comparison', article: 'Art. 12º', event: at(h, { type: 'collect', spot: 'bet' }), seat: 1, expected: 20, actual: -20 },
    ]);
  });
  it('a repeated card breaks a straight: 9h 9h Th Jc Qd is a pair of nines, below the dealer\'s pair of tens', () => {
    const h = repeated('9h 9h Th Jc Qd', 'Ts Td 4c 3s 2d', win(10, 20));
    expect(findingsOf(pokerCaribeno, h).map(shape)).toEqual([
      { rule: 'settlement-follows-comparison', article: 'Art. 12º', event: at(h, { type: 'payout', spot: 'ante' }), seat: 1, expected: -10, actual: 10 },
      { rule: 'settlement-follows-comparison', article: 'Art. 12º', event: at(h, { type: 'payout', spot: 'bet' }), seat: 1, expected: -20, actual: 20 },
    ]);
  });
  it('the dealer\'s Kh Kh 7c 4d 2s is a pair of kings: he qualifies and beats A-K-Q high; «no hand» called on it is Art. 13º', () => {
    const h = repeated('As Kd Qc 9h 3s', 'Kh Kh 7c 4d 2s', [{ type: 'payout', spot: 'ante', amount: 10 }, { type: 'return', spot: 'bet', amount: 20 }]);
    expect(findingsOf(pokerCaribeno, h).map(shape)).toEqual([
      { rule: 'no-hand-pays-antes', article: 'Art. 13º', event: at(h, { type: 'payout', spot: 'ante' }), seat: 1, expected: -10, actual: 10 },
      { rule: 'no-hand-pays-antes', article: 'Art. 13º', event: at(h, { type: 'return', spot: 'bet' }), seat: 1, expected: -20, actual: 0 },
    ]);
  });
  it('with one deck the same card twice in one hand is a faulty deck: Art. 5º, and the comparison not made', () => {
    const h = repeated('Ah Ah Kh Qh 2h', 'Ks Kd 9c 5s 3d', win(10, 20), TABLE);
    expect(findingsOf(pokerCaribeno, h).map(shape)).toEqual([
      { rule: 'card-dealt-once', article: 'Art. 5º', event: at(h, { type: 'deal', to: 'seat:1', card: 'Ah' }, 2) },
    ]);
  });
  it('three of one card between the zone and the dealer with two decks is more than the decks hold: not compared', () => {
    const h = repeated('Ah Ah Kd Qh 2h', 'Ah Kd 9c 5s 3d', win(10, 5));
    expect(findingsOf(pokerCaribeno, h).map((f) => [f.rule, f.article])).toEqual([['card-dealt-once', 'Art. 5º']]);
  });
});
