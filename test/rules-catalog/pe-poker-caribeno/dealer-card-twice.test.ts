// A dealer card recorded twice (mutate-cards' doubled deal; clause30-other's lead 1). One deck holds K♦ once: the
// second K♦ to the dealer is Art. 5º's card-dealt-once (a faulty deck). His reveal of K♦ shows that card; reading the
// copy no reveal could name apart as a card still face down added Art. 11º's «settled before the dealer revealed all
// his cards»: the one repeated card accused twice. Within what the decks hold (two decks), each K♦ is a card of its own
// and needs its own reveal.
import { describe, expect, it } from 'vitest';
import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { findingsOf, shape } from '../../helpers/rule-tester.js';
import { TABLE, at, csHand, edit, win, type Ev } from './hand.js';

// Seat 1's pair of aces beats the dealer's A-K (or his pair of kings): ante 10 and bet 20 paid 1 to 1.
const played = (dealer: string, table: Record<string, unknown> = TABLE) => csHand({
  seats: { 1: { ante: 10, cards: 'Ac Ad 9h 6s 3c', decision: 'bet', settle: win(10, 20) } },
  dealer,
  table,
});
/** The dealer's face-down reveals replaced by one reveal of each card name. */
const revealEachNameOnce = (ev: Ev[]) => {
  const first = ev.findIndex((e) => e['type'] === 'reveal');
  const names = [...new Set(ev.filter((e) => e['type'] === 'reveal').map((e) => e['card']))];
  const rest = ev.filter((e) => e['type'] !== 'reveal');
  rest.splice(first, 0, ...names.map((card) => ({ type: 'reveal', to: 'dealer', card })));
  return rest;
};

describe('Póker Caribeño: a dealer card recorded twice (Arts. 5º, 10º, 11º)', () => {
  it('one deck, the deal of his K♦ doubled (six records): Art. 5º and the six cards of Art. 10º; no Art. 11º for the copy', () => {
    const h = edit(played('As Kd 8d 4h 2c'), (ev) => {
      const i = ev.findIndex((e) => e['type'] === 'deal' && e['card'] === 'Kd');
      ev.splice(i + 1, 0, { ...ev[i]! });
      return ev;
    });
    const kd2 = at(h, { type: 'deal', card: 'Kd' }, 2);
    expect(findingsOf(pokerCaribeno, h).map(shape)).toEqual([
      { rule: 'card-dealt-once', article: 'Art. 5º', event: kd2 },
      { rule: 'cards-face-down-but-dealers-last', article: 'Art. 10º', event: at(h, { type: 'deal', card: '4h' }) },
      { rule: 'five-cards-each', article: 'Art. 10º', event: at(h, { type: 'deal', card: '2c' }) },
    ]);
  });
  it('one deck, five cards holding K♦ twice, each name revealed once: Art. 5º alone', () => {
    const h = edit(played('As Kd Kd 4h 2c'), revealEachNameOnce);
    expect(findingsOf(pokerCaribeno, h).map(shape)).toEqual([
      { rule: 'card-dealt-once', article: 'Art. 5º', event: at(h, { type: 'deal', card: 'Kd' }, 2) },
    ]);
  });
  it('two decks, K♦ twice and revealed once: the second K♦ is a card of its own, still face down when the zone was paid', () => {
    const h = edit(played('As Kd Kd 4h 2c', { ...TABLE, decks: 2 }), revealEachNameOnce);
    expect(findingsOf(pokerCaribeno, h).map(shape)).toEqual([
      { rule: 'decide-then-reveal-then-compare', article: 'Art. 11º', event: at(h, { type: 'payout', spot: 'ante' }), seat: 1 },
    ]);
  });
  it('two decks, K♦ twice and revealed twice: nothing to report', () => {
    expect(findingsOf(pokerCaribeno, played('As Kd Kd 4h 2c', { ...TABLE, decks: 2 }))).toEqual([]);
  });
});
