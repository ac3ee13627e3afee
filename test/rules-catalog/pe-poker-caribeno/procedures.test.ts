import { describe, expect, it } from 'vitest';
import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { findingsOf, testRule } from '../../helpers/rule-tester.js';
import { DEALER_AK, FLUSH, JACK_HIGH, at, csHand, edit } from './hand.js';
import type { Ev } from './hand.js';

const p = (name: string, extra: Ev = {}): Ev => ({ type: 'procedure', name, ...extra });
/** A clean fold hand with these procedures before the antes. */
const withBefore = (before: Ev[]) => csHand({ seats: { 1: { ante: 10, cards: JACK_HIGH, decision: 'fold' } }, dealer: DEALER_AK, before });
const firstDeal = (hand: Record<string, unknown>) => at(hand, { type: 'deal' });
const NEW_DECK = [p('new_deck', { decks: 1 }), p('show_cards'), p('turn_cards'), p('wash'), p('shuffle'), p('cut', { by: 'dealer' })];

// ---- Art. 5º ------------------------------------------------------------------------------------------

testRule(pokerCaribeno, 'deck-complete-without-jokers', {
  valid: [
    { name: 'a count of 52', hand: withBefore([p('count', { count: 52 }), p('shuffle'), p('cut')]) },
    { name: 'a count of 54 (jokers in), then 52 once they are put away', hand: withBefore([p('new_deck'), p('count', { count: 54 }), p('count', { count: 52 }), p('show_cards'), p('turn_cards'), p('wash'), p('shuffle'), p('cut')]) },
    { name: 'a short count, then a new deck', hand: withBefore([p('count', { count: 51 }), ...NEW_DECK]) },
    { name: 'two decks counted at 104 where the table says two', hand: { ...withBefore([p('count', { count: 104 }), p('shuffle'), p('cut')]), table: { decks: 2 } } },
  ],
  invalid: [
    (() => {
      const hand = withBefore([p('new_deck'), p('count', { count: 54 }), p('show_cards'), p('turn_cards'), p('wash'), p('shuffle'), p('cut')]);
      return { name: 'a new deck counted with its two jokers, then dealt', hand, findings: [{ rule: 'deck-complete-without-jokers', article: 'Art. 5º', event: firstDeal(hand) }] };
    })(),
    (() => {
      const hand = withBefore([p('count', { count: 51 }), p('shuffle'), p('cut')]);
      return { name: 'a deck one card short, dealt without a change', hand, findings: [{ rule: 'deck-complete-without-jokers', article: 'Art. 5º', event: firstDeal(hand) }] };
    })(),
  ],
});

testRule(pokerCaribeno, 'card-dealt-once', {
  valid: [
    { name: 'ten distinct cards', hand: withBefore([p('shuffle'), p('cut')]) },
    { name: 'no procedures recorded: still checked, and clean', hand: csHand({ seats: { 1: { ante: 10, cards: JACK_HIGH, decision: 'fold' } }, dealer: DEALER_AK, before: [], verify: false }) },
  ],
  invalid: [
    (() => {
      const hand = csHand({ seats: { 1: { ante: 10, cards: 'Jh Th 7d 5s 8d', decision: 'fold' } }, dealer: DEALER_AK, before: [] });
      return { name: 'the dealer\'s 8d dealt again to the player (no procedures in the log)', hand, findings: [{ rule: 'card-dealt-once', article: 'Art. 5º', event: at(hand, { type: 'deal', card: '8d' }, 2) }] };
    })(),
  ],
});

// ---- Art. 6º ------------------------------------------------------------------------------------------

testRule(pokerCaribeno, 'new-deck-procedures-in-order', {
  valid: [
    { name: 'show, turn, wash, shuffle, cut', hand: withBefore(NEW_DECK) },
    { name: 'a count may come between', hand: withBefore([p('new_deck'), p('count', { count: 52 }), p('show_cards'), p('turn_cards'), p('wash'), p('shuffle'), p('cut')]) },
    { name: 'no new deck: not this article\'s business', hand: withBefore([p('shuffle'), p('cut')]) },
  ],
  invalid: [
    (() => {
      const hand = withBefore([p('new_deck'), p('show_cards'), p('turn_cards'), p('shuffle'), p('cut')]);
      return { name: 'the wash left out', hand, findings: [{ rule: 'new-deck-procedures-in-order', article: 'Art. 6º', event: firstDeal(hand) }] };
    })(),
    (() => {
      const hand = withBefore([p('new_deck'), p('turn_cards'), p('show_cards'), p('wash'), p('shuffle'), p('cut')]);
      return { name: 'turned before shown', hand, findings: [{ rule: 'new-deck-procedures-in-order', article: 'Art. 6º', event: firstDeal(hand) }] };
    })(),
  ],
});

describe('Art. 6º overrides Art. 7º at the same moment', () => {
  it('a new deck dealt with no cut is one finding, under Art. 6º', () => {
    const hand = withBefore([p('new_deck'), p('show_cards'), p('turn_cards'), p('wash'), p('shuffle')]);
    expect(findingsOf(pokerCaribeno, hand).map((f) => [f.rule, f.article, f.event])).toEqual([['new-deck-procedures-in-order', 'Art. 6º', firstDeal(hand)]]);
  });
  it('but a wash after a complete new-deck procedure is still Art. 7º\'s', () => {
    const hand = withBefore([...NEW_DECK, p('wash')]);
    expect(findingsOf(pokerCaribeno, hand).map((f) => [f.rule, f.article])).toEqual([['shuffle-and-cut-before-deal', 'Art. 7º']]);
  });
});

// ---- Art. 7º ------------------------------------------------------------------------------------------

testRule(pokerCaribeno, 'shuffle-and-cut-before-deal', {
  valid: [
    { name: 'shuffle, cut', hand: withBefore([p('shuffle'), p('cut', { by: 'seat:1' })]) },
    { name: 'count, show, turn, wash before the shuffle', hand: withBefore([p('count', { count: 52 }), p('show_cards'), p('turn_cards'), p('wash'), p('shuffle'), p('cut')]) },
    { name: 'a "no more bets" after the cut does not touch the deck', hand: withBefore([p('shuffle'), p('cut'), p('no_more_bets')]) },
    { name: 'a log with no procedures at all: the article cannot be checked', hand: csHand({ seats: { 1: { ante: 10, cards: JACK_HIGH, decision: 'fold' } }, dealer: DEALER_AK, before: [], verify: false }) },
  ],
  invalid: [
    (() => {
      const hand = withBefore([p('cut')]);
      return { name: 'no shuffle', hand, findings: [{ rule: 'shuffle-and-cut-before-deal', article: 'Art. 7º', event: firstDeal(hand) }] };
    })(),
    (() => {
      const hand = withBefore([p('shuffle')]);
      return { name: 'no cut', hand, findings: [{ rule: 'shuffle-and-cut-before-deal', article: 'Art. 7º', event: firstDeal(hand) }] };
    })(),
    (() => {
      const hand = withBefore([p('cut'), p('shuffle')]);
      return { name: 'cut, then shuffled', hand, findings: [{ rule: 'shuffle-and-cut-before-deal', article: 'Art. 7º', event: firstDeal(hand) }] };
    })(),
    (() => {
      const hand = withBefore([p('shuffle'), p('wash'), p('cut')]);
      return { name: 'washed between the shuffle and the cut', hand, findings: [{ rule: 'shuffle-and-cut-before-deal', article: 'Art. 7º', event: firstDeal(hand) }] };
    })(),
    (() => {
      // The procedures come after the first card: the deal began unshuffled.
      const hand = edit(withBefore([]), (ev) => {
        const i = ev.findIndex((e) => e['type'] === 'deal');
        return [...ev.slice(0, i + 1), p('shuffle'), p('cut'), ...ev.slice(i + 1)];
      });
      return { name: 'shuffled only after the first card', hand, findings: [{ rule: 'shuffle-and-cut-before-deal', article: 'Art. 7º', event: firstDeal(hand) }] };
    })(),
  ],
});

// ---- Art. 8º ------------------------------------------------------------------------------------------

const twoSeats = (verify = true) => csHand({
  seats: {
    1: { ante: 10, cards: JACK_HIGH, decision: 'fold' },
    2: { ante: 10, cards: FLUSH.replace('Th', 'Qh'), decision: 'bet', settle: [{ type: 'payout', spot: 'ante', amount: 10 }, { type: 'payout', spot: 'bet', amount: 100 }] },
  },
  dealer: DEALER_AK,
  verify,
});

testRule(pokerCaribeno, 'cards-verified-before-discard', {
  valid: [
    { name: 'each zone verified after the fold or the settlement', hand: twoSeats() },
  ],
  invalid: [
    (() => {
      const hand = edit(twoSeats(), (ev) => ev.filter((e) => !(e['name'] === 'verify_card_count' && e['participant'] === 'seat:2')));
      return { name: 'the winner\'s cards never verified', hand, findings: [{ rule: 'cards-verified-before-discard', article: 'Art. 8º', seat: 2 }] };
    })(),
    (() => {
      // Seat 2's verification moved before its settlement.
      const hand = edit(twoSeats(), (ev) => {
        const v = ev.findIndex((e) => e['name'] === 'verify_card_count' && e['participant'] === 'seat:2');
        const [moved] = ev.splice(v, 1);
        const pay = ev.findIndex((e) => e['type'] === 'payout');
        ev.splice(pay, 0, moved!);
        return ev;
      });
      return { name: 'verified before the zone was settled', hand, findings: [{ rule: 'cards-verified-before-discard', article: 'Art. 8º', event: at(hand, { name: 'verify_card_count', participant: 'seat:2' }), seat: 2 }] };
    })(),
  ],
});

testRule(pokerCaribeno, 'verified-count-is-five', {
  valid: [{ name: 'five', hand: twoSeats() }],
  invalid: [
    (() => {
      const hand = edit(twoSeats(), (ev) => ev.map((e) => (e['participant'] === 'seat:1' ? { ...e, count: 4 } : e)));
      return { name: 'the verification found four', hand, findings: [{ rule: 'verified-count-is-five', article: 'Art. 8º', event: at(hand, { participant: 'seat:1' }), seat: 1 }] };
    })(),
  ],
});
