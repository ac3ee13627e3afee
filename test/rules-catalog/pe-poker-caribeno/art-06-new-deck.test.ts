import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { describe, expect, it } from 'vitest';
import { findingsOf, testRule } from '../../helpers/rule-tester.js';
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
      // proc31-other P31-CS-F06: reported at the deal as «dealt without turn» before; the turn is there, out of its
      // place, and the finding points at it (as Art. 7º's and Dragon Six's sequences do)
      const hand = withBefore([p('new_deck'), p('turn_cards'), p('show_cards'), p('wash'), p('shuffle'), p('cut')]);
      return { name: 'turned before shown: reported at the turn (event 2)', hand, findings: [{ rule: 'new-deck-procedures-in-order', article: 'Art. 6º', event: 2 }] };
    })(),
    (() => {
      const hand = withBefore([p('new_deck'), p('show_cards'), p('turn_cards'), p('shuffle'), p('wash'), p('cut')]);
      return { name: 'shuffled before washed: reported at the shuffle (event 4)', hand, findings: [{ rule: 'new-deck-procedures-in-order', article: 'Art. 6º', event: 4 }] };
    })(),
  ],
});

describe('Art. 6º: a step out of its place is named as such', () => {
  it('turned before shown: «turn was done before show (event 3)», in both languages', () => {
    const hand = withBefore([p('new_deck'), p('turn_cards'), p('show_cards'), p('wash'), p('shuffle'), p('cut')]);
    const found = findingsOf(pokerCaribeno, hand).filter((f) => f.rule === 'new-deck-procedures-in-order');
    expect(found.map((f) => f.message.en)).toEqual(['After the new deck (event 1), turn was done before show (event 3); Art. 6º requires this order: show, turn, wash, shuffle, cut.']);
    expect(found.map((f) => f.message.es)).toEqual(['Tras la baraja nueva (evento 1) se hizo voltear antes de mostrar (evento 3); el Art. 6º exige este orden: mostrar, voltear, revolver, barajar, cortar.']);
  });
});
