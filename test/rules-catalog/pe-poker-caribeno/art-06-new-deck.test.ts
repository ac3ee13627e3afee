import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { testRule } from '../../helpers/rule-tester.js';
import { NEW_DECK, firstDeal, p, withBefore } from './hand.js';

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
