import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { testRule } from '../../helpers/rule-tester.js';
import { DEALER_AK, FLUSH, JACK_HIGH, at, csHand, edit, lawful, win } from './hand.js';

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

// An ante settled before any card, the zone then opened again by another ante (ante_settled_before_deal = no-game):
// the settled chips played no game and are owed back; the zone is judged on what lay on it when the cards came.
const reopened = (settle: Record<string, unknown>, again: number, spec: Parameters<typeof csHand>[0]) => edit(csHand(spec), (ev) => {
  const firstDeal = ev.findIndex((e) => e['type'] === 'deal');
  return [...ev.slice(0, firstDeal), settle, { type: 'bet', seat: settle['seat'], spot: 'ante', amount: again }, ...ev.slice(firstDeal)];
});

testRule(pokerCaribeno, 'ante-settled-before-deal-is-no-game', {
  valid: [
    {
      name: 'the whole ante handed back before the deal, a new ante placed: the new one is the stake',
      hand: reopened({ type: 'return', seat: 2, spot: 'ante', amount: 25 }, 25, {
        seats: { 1: { ante: 10, cards: JACK_HIGH, decision: 'fold' }, 2: { ante: 25, cards: FLUSH, decision: 'bet', bet: 50, settle: win(25, 250) } }, dealer: DEALER_AK,
      }),
    },
    {
      name: 'part of the ante taken back before the deal and a little added: the zone plays 30 - 20 + 5 = 15',
      hand: reopened({ type: 'return', seat: 1, spot: 'ante', amount: 20 }, 5, {
        seats: { 1: { ante: 30, cards: FLUSH, decision: 'bet', bet: 30, settle: win(15, 150) } }, dealer: DEALER_AK,
      }),
    },
  ],
  invalid: [
    (() => {
      const h = reopened({ type: 'collect', seat: 2, spot: 'ante', amount: 25 }, 25, {
        seats: { 1: { ante: 10, cards: JACK_HIGH, decision: 'fold' }, 2: { ante: 25, cards: FLUSH, decision: 'bet', bet: 50, settle: win(25, 250) } }, dealer: DEALER_AK,
      });
      return {
        name: 'the ante collected before any card, the player antes again and wins: the first 25 is owed back',
        hand: h,
        findings: [{ rule: 'ante-settled-before-deal-is-no-game', article: 'Art. 11º', event: at(h, { type: 'collect', seat: 2 }), seat: 2, expected: 0, actual: -25 }],
      };
    })(),
    (() => {
      const h = reopened({ type: 'payout', seat: 1, spot: 'ante', amount: 10 }, 10, {
        seats: { 1: { ante: 10, cards: JACK_HIGH, decision: 'bet', bet: 40, settle: [{ type: 'collect', spot: 'ante', amount: 20 }, { type: 'collect', spot: 'bet', amount: 40 }] } }, dealer: DEALER_AK,
      });
      return {
        name: 'the ante paid before any card, more added, the hand lost: the 10 paid was not owed, the 20 on the spot rightly collected',
        hand: h,
        findings: [{ rule: 'ante-settled-before-deal-is-no-game', article: 'Art. 11º', event: at(h, { type: 'payout', seat: 1 }), seat: 1, expected: 0, actual: 10 }],
      };
    })(),
  ],
});
