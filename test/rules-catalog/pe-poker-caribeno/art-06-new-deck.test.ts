import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { testRule } from '../../helpers/rule-tester.js';
import { DEALER_AK, JACK_HIGH, at, csHand } from './hand.js';
import type { Ev } from './hand.js';

const p = (name: string, extra: Ev = {}): Ev => ({ type: 'procedure', name, ...extra });

/** A clean fold hand with these procedures before the antes. */
const withBefore = (before: Ev[]) => csHand({ seats: { 1: { ante: 10, cards: JACK_HIGH, decision: 'fold' } }, dealer: DEALER_AK, before });

const firstDeal = (hand: Record<string, unknown>) => at(hand, { type: 'deal' });

const NEW_DECK = [p('new_deck', { decks: 1 }), p('show_cards'), p('turn_cards'), p('wash'), p('shuffle'), p('cut', { by: 'dealer' })];

// ---- Art. 5º ------------------------------------------------------------------------------------------

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
