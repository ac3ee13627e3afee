import { describe, expect, it } from 'vitest';
import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { findingsOf, shape, testRule } from '../../helpers/rule-tester.js';
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

// The same reading when no other ante follows: a zone whose ante was settled before any card is set aside at the
// first card. Handed back whole, the zone left before the coup: not dealt in, it needs no decision, no five
// cards, no verification, and the return is right; collected, it is owed back; dealt in all the same, it is a
// zone dealt in without an ante (Art. 9º e).
const settledThenDeal = (settle: Record<string, unknown>, spec: Parameters<typeof csHand>[0]) => edit(csHand(spec), (ev) => {
  const firstDeal = ev.findIndex((e) => e['type'] === 'deal');
  return [...ev.slice(0, firstDeal), { type: 'bet', seat: settle['seat'], spot: 'ante', amount: 10 }, settle, ...ev.slice(firstDeal)];
});
const winner = { 1: { ante: 10, cards: FLUSH, decision: 'bet' as const, settle: win(10, 100) } };

testRule(pokerCaribeno, 'ante-settled-before-deal-is-no-game', {
  valid: [
    { name: 'zone 2 antes 10 and takes it back before the deal, and is not dealt in', hand: settledThenDeal({ type: 'return', seat: 2, spot: 'ante', amount: 10 }, { seats: winner, dealer: DEALER_AK }) },
    {
      name: 'zone 1 takes 5 of its 15 back before the deal and plays the 10 left: ante 10, bet 20, flush paid 100',
      hand: edit(csHand({ seats: { 1: { ante: 15, cards: FLUSH, decision: 'bet', bet: 20, settle: win(10, 100) } }, dealer: DEALER_AK }), (ev) => {
        const firstDeal = ev.findIndex((e) => e['type'] === 'deal');
        return [...ev.slice(0, firstDeal), { type: 'return', seat: 1, spot: 'ante', amount: 5 }, ...ev.slice(firstDeal)];
      }),
    },
  ],
  invalid: [
    (() => {
      const h = settledThenDeal({ type: 'collect', seat: 2, spot: 'ante', amount: 10 }, { seats: winner, dealer: DEALER_AK });
      return {
        name: 'zone 2\'s ante collected before any card, the zone not dealt in: the 10 is owed back',
        hand: h,
        findings: [{ rule: 'ante-settled-before-deal-is-no-game', article: 'Art. 11º', event: at(h, { type: 'collect', seat: 2 }), seat: 2, expected: 0, actual: -10 }],
      };
    })(),
  ],
});

describe('an ante settled before any card and not placed again', () => {
  it('handed back whole: zone 2 is out of the coup, and the hand is clean (no missing decision, cards or verification)', () => {
    const h = settledThenDeal({ type: 'return', seat: 2, spot: 'ante', amount: 10 }, { seats: winner, dealer: DEALER_AK });
    expect(findingsOf(pokerCaribeno, h)).toEqual([]);
  });
  it('handed back, then zone 2 dealt in and folding: dealt in without an ante (Art. 9º), and nothing owed', () => {
    const h = edit(csHand({ seats: { ...winner, 2: { ante: 10, cards: 'Jc 9d 7s 4c 2d', decision: 'fold', settle: [] } }, dealer: DEALER_AK }), (ev) => {
      const ante = ev.findIndex((e) => e['type'] === 'bet' && e['seat'] === 2);
      return [...ev.slice(0, ante + 1), { type: 'return', seat: 2, spot: 'ante', amount: 10 }, ...ev.slice(ante + 1)];
    });
    expect(findingsOf(pokerCaribeno, h).map(shape)).toEqual([
      { rule: 'ante-before-cards', article: 'Art. 9º', event: at(h, { type: 'deal', to: 'seat:2' }), seat: 2 },
    ]);
  });
  it('collected, zone 2 not dealt in: only the money owed back (not a forfeited ante, not five missing cards)', () => {
    const h = settledThenDeal({ type: 'collect', seat: 2, spot: 'ante', amount: 10 }, { seats: winner, dealer: DEALER_AK });
    const found = findingsOf(pokerCaribeno, h);
    expect(found.map(shape)).toEqual([
      { rule: 'ante-settled-before-deal-is-no-game', article: 'Art. 11º', event: at(h, { type: 'collect', seat: 2 }), seat: 2, expected: 0, actual: -10 },
    ]);
    expect(found[0]!.owed_to_player).toBe(1000);
  });
});
