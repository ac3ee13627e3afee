import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { testRule } from '../../helpers/rule-tester.js';
import { DEALER_AK, JACK_HIGH, csHand, edit, firstDeal, p, withBefore } from './hand.js';

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
      // The finding points at the wash, the step out of its place («revolver las cartas antes de barajar»).
      const wash = (hand.events as Record<string, unknown>[]).findIndex((e) => e['name'] === 'wash') + 1;
      return { name: 'washed between the shuffle and the cut', hand, findings: [{ rule: 'shuffle-and-cut-before-deal', article: 'Art. 7º', event: wash }] };
    })(),
    (() => {
      const hand = withBefore([p('shuffle'), p('cut'), p('show_cards'), p('wash')]);
      const show = (hand.events as Record<string, unknown>[]).findIndex((e) => e['name'] === 'show_cards') + 1;
      return { name: 'shown and washed after the cut: one finding, at the first of them', hand, findings: [{ rule: 'shuffle-and-cut-before-deal', article: 'Art. 7º', event: show }] };
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
