import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { testRule } from '../../helpers/rule-tester.js';
import { at, edit, lawful } from './hand.js';

testRule(pokerCaribeno, 'no-ante-after-deal', {
  valid: [
    { name: 'antes in two placements, both before the first card', hand: edit(lawful, (ev) => {
      const first = ev.findIndex((e) => e['type'] === 'bet');
      return [...ev.slice(0, first), { type: 'bet', seat: 1, spot: 'ante', amount: 4 }, { ...ev[first]!, amount: 6 }, ...ev.slice(first + 1)];
    }) },
    { name: 'the raise (bet decision) after the cards is the move the text allows', hand: lawful },
  ],
  invalid: [
    (() => {
      const h = edit(lawful, (ev) => {
        const firstDeal = ev.findIndex((e) => e['type'] === 'deal');
        return [...ev.slice(0, firstDeal + 1), { type: 'bet', seat: 1, spot: 'ante', amount: 5 }, ...ev.slice(firstDeal + 1)];
      });
      return { name: 'an ante added after the very first card', hand: h, findings: [{ rule: 'no-ante-after-deal', article: 'Art. 11º', event: at(h, { type: 'bet', amount: 5 }), seat: 1 }] };
    })(),
  ],
});
