import { describe, expect, it } from 'vitest';
import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { findingsOf } from '../../helpers/rule-tester.js';
import { NEW_DECK, firstDeal, p, withBefore } from './hand.js';

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
