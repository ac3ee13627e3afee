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
  it('one deck, the deal of his K♦ doubled (six records): Art. 5º and the six cards of Art. 10º, once (his last went up); no Art. 11º for the copy', () => {
    const h = edit(played('As Kd 8d 4h 2c'), (ev) => {
      const i = ev.findIndex((e) => e['type'] === 'deal' && e['card'] === 'Kd');
      ev.splice(i + 1, 0, { ...ev[i]! });
      return ev;
    });
    const kd2 = at(h, { type: 'deal', card: 'Kd' }, 2);
    expect(findingsOf(pokerCaribeno, h).map(shape)).toEqual([
      { rule: 'card-dealt-once', article: 'Art. 5º', event: kd2 },
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

// A card turned over that the record never dealt (mutate-cards' dropped dealer card; clause30-other's lead 2). The
// format's reveal is «a face-down card is turned over»: it says the dealer held the card, and nothing makes the record
// invalid. The hand was refused whole («the revealed card is not one of the dealer's cards»), every wager unaudited;
// now the hand holds the card as shown, its wagers are judged on it, and Art. 10º reports the deal the record lacks.
describe('Póker Caribeño: a card turned over that the deal never recorded (Art. 10º)', () => {
  const dropped = (settle: ReturnType<typeof win>, card = 'Kd') => edit(csHand({
    seats: { 1: { ante: 10, cards: 'Qc Qd 9h 6s 3c', decision: 'bet', settle } },
    dealer: 'As Kd 8d 4h 2c',
  }), (ev) => ev.filter((e) => !(e['type'] === 'deal' && e['card'] === card)));
  it('the dealer\'s K♦ missing from the deal, its reveal kept, the pair of queens paid right: the missing deal alone', () => {
    const h = dropped(win(10, 20));
    expect(findingsOf(pokerCaribeno, h).map(shape)).toEqual([
      { rule: 'five-cards-each', article: 'Art. 10º', event: at(h, { type: 'reveal', card: 'Kd' }) },
    ]);
  });
  it('the same with the bet paid 10 of 20: the comparison is made on the cards he showed, 10 owed under Art. 14º', () => {
    const h = dropped(win(10, 10));
    expect(findingsOf(pokerCaribeno, h).map(shape)).toEqual([
      { rule: 'five-cards-each', article: 'Art. 10º', event: at(h, { type: 'reveal', card: 'Kd' }) },
      { rule: 'winning-wagers-paid-per-table', article: 'Art. 14º', event: at(h, { type: 'payout', spot: 'bet' }), seat: 1, expected: 20, actual: 10 },
    ]);
  });
  it('a zone\'s card missing from the deal and turned over at the end: reported on the zone, its wagers judged', () => {
    const h = edit(dropped(win(10, 10), 'Qd'), (ev) => {
      const i = ev.findIndex((e) => e['type'] === 'payout');
      ev.splice(i, 0, { type: 'reveal', to: 'seat:1', card: 'Qd' });
      return ev;
    });
    expect(findingsOf(pokerCaribeno, h).map(shape)).toEqual([
      { rule: 'five-cards-each', article: 'Art. 10º', event: at(h, { type: 'reveal', card: 'Qd' }), seat: 1 },
      { rule: 'winning-wagers-paid-per-table', article: 'Art. 14º', event: at(h, { type: 'payout', spot: 'bet' }), seat: 1, expected: 20, actual: 10 },
    ]);
  });
  it('a reveal naming a card the dealer\'s five do not hold contradicts the record (no deal is missing): refused, no one accused', () => {
    const h = edit(played('As Kd 8d 4h 2c'), (ev) => ev.map((e) => (e['type'] === 'reveal' && e['card'] === 'Kd' ? { ...e, card: 'Qs' } : e)));
    expect(() => findingsOf(pokerCaribeno, h)).toThrow(`hand rejected: event ${at(h, { type: 'reveal', card: 'Qs' })}`);
  });
});
