import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { testRule } from '../../helpers/rule-tester.js';
import { DEALER_AK, JACK_HIGH, NEW_DECK, at, csHand, firstDeal, p, withBefore } from './hand.js';

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
