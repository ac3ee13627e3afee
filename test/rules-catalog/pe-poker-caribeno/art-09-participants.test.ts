import { describe, expect, it } from 'vitest';
import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { findingsOf, shape, testRule } from '../../helpers/rule-tester.js';
import { DEALER_AK, FLUSH, at, csHand, edit, game, isDeal, limits, win, withParam } from './hand.js';

// ---- Art. 9º ------------------------------------------------------------------------------------------

testRule(pokerCaribeno, 'at-least-one-player', {
  valid: [{ name: 'two players', hand: game() }],
  invalid: [
    (() => {
      const hand = edit(game(), (ev) => ev.filter((e) => e['type'] === 'procedure' || (isDeal(e) && e['to'] === 'dealer')));
      return { name: 'the dealer dealt only to himself', hand, findings: [{ rule: 'at-least-one-player', article: 'Art. 9º', event: at(hand, { type: 'deal' }) }] };
    })(),
  ],
});

testRule(pokerCaribeno, 'one-player-per-zone', {
  valid: [
    { name: 'one player per zone', hand: game() },
    { name: 'the same player adds to his ante', hand: edit(game(), (ev) => [...ev.slice(0, 3), { type: 'bet', seat: 1, spot: 'ante', amount: 5, player: 'P-1' }, ...ev.slice(3)]) },
  ],
  invalid: [
    (() => {
      const hand = edit(game(), (ev) => [...ev.slice(0, 3), { type: 'bet', seat: 1, spot: 'ante', amount: 5, player: 'P-9' }, ...ev.slice(3)]);
      return { name: 'a second player on zone 1', hand, findings: [{ rule: 'one-player-per-zone', article: 'Art. 9º', event: 4, seat: 1 }] };
    })(),
    (() => {
      const hand = edit(game(), (ev) => [...ev.slice(0, 4), { type: 'bet', seat: 2, spot: 'ante', amount: 10, player: 'P-9', behind: true }, ...ev.slice(4)]);
      return { name: 'a bet behind zone 2', hand, findings: [{ rule: 'one-player-per-zone', article: 'Art. 9º', event: 5, seat: 2 }] };
    })(),
  ],
});

testRule(pokerCaribeno, 'one-zone-per-player', {
  valid: [{ name: 'P-1 on zone 1, P-2 on zone 2', hand: game() }],
  invalid: [
    (() => {
      const hand = edit(game(), (ev) => ev.map((e) => (e['player'] === 'P-2' ? { ...e, player: 'P-1' } : e)));
      return { name: 'P-1 on both zones', hand, findings: [{ rule: 'one-zone-per-player', article: 'Art. 9º', event: at(hand, { type: 'bet', seat: 2 }), seat: 2 }] };
    })(),
  ],
});

testRule(pokerCaribeno, 'ante-before-cards', {
  valid: [{ name: 'both zones placed the ante', hand: game() }],
  invalid: [
    (() => {
      const hand = edit(game(), (ev) => ev.filter((e) => !(e['type'] === 'bet' && e['seat'] === 1)));
      return { name: 'zone 1 dealt in without an ante', hand, findings: [{ rule: 'ante-before-cards', article: 'Art. 9º', event: at(hand, { type: 'deal', to: 'seat:1' }), seat: 1 }] };
    })(),
    (() => {
      // The ante placed only after the first round.
      const hand = edit(game(), (ev) => {
        const i = ev.findIndex((e) => e['type'] === 'bet' && e['seat'] === 1);
        const [ante] = ev.splice(i, 1);
        const round2 = ev.findIndex((e, j) => isDeal(e) && e['to'] === 'dealer' && j > 0);
        ev.splice(round2 + 1, 0, ante!);
        return ev;
      });
      return { name: 'zone 1\'s ante came after its first card', hand, findings: [{ rule: 'ante-before-cards', article: 'Art. 9º', event: at(hand, { type: 'deal', to: 'seat:1' }), seat: 1 }] };
    })(),
  ],
});

// Art. 9º e: a zone with no ante takes no part; money moved on it is settled on no wager, against zero, net.
const noAnte = (seat: number) => (ev: Record<string, unknown>[]) => ev.filter((e) => !(e['type'] === 'bet' && e['seat'] === seat));

testRule(pokerCaribeno, 'settled-without-ante', {
  valid: [
    { name: 'both zones placed the ante', hand: game() },
    { name: 'zone 1 dealt in without an ante, folds, nothing settled', hand: edit(game(), (ev) => noAnte(1)(ev).filter((e) => !(e['type'] === 'collect' && e['seat'] === 1))) },
    {
      name: 'zone 2 dealt in without an ante, its bet chips handed back whole',
      hand: edit(game(), (ev) => noAnte(2)(ev).map((e) => (e['seat'] === 2 && e['spot'] === 'bet' && e['type'] === 'payout' ? { ...e, type: 'return', amount: 20 } : e))
        .filter((e) => !(e['seat'] === 2 && e['spot'] === 'ante' && e['type'] === 'payout'))),
    },
  ],
  invalid: [
    (() => {
      const hand = edit(game(), noAnte(1));
      return {
        name: 'zone 1 dealt in without an ante, folds, and 10 "ante" collected: owed back',
        hand, findings: [{ rule: 'settled-without-ante', article: 'Art. 9º', event: at(hand, { type: 'collect', seat: 1 }), seat: 1, expected: 0, actual: -10 }],
      };
    })(),
    (() => {
      const hand = edit(game(), noAnte(2));
      return {
        name: 'zone 2 dealt in without an ante, bets 20 and is paid 10 on the ante and 100 on the bet',
        hand, findings: [
          { rule: 'settled-without-ante', article: 'Art. 9º', event: at(hand, { type: 'payout', seat: 2, spot: 'ante' }), seat: 2, expected: 0, actual: 10 },
          { rule: 'settled-without-ante', article: 'Art. 9º', event: at(hand, { type: 'payout', seat: 2, spot: 'bet' }), seat: 2, expected: 0, actual: 100 },
        ],
      };
    })(),
    (() => {
      const noAnteHand = edit(game(), (ev) => [...noAnte(1)(ev), { type: 'return', seat: 1, spot: 'bet', amount: 20 }]);
      return {
        name: 'zone 1 without an ante folds, is collected 10 and "handed back" a bet of 20 it never made: one finding per spot',
        hand: noAnteHand, findings: [
          { rule: 'settled-without-ante', article: 'Art. 9º', event: at(noAnteHand, { type: 'collect', seat: 1 }), seat: 1, expected: 0, actual: -10 },
          { rule: 'settled-without-ante', article: 'Art. 9º', event: at(noAnteHand, { type: 'return', seat: 1 }), seat: 1, expected: 0, actual: 20 },
        ],
      };
    })(),
    (() => {
      const hand = edit(game(), (ev) => [...ev, { type: 'payout', seat: 9, spot: 'ante', amount: 10 }]);
      return {
        name: 'a payout on seat 9, a zone beyond the table that never took part (no ante, no card): audited, not refused',
        hand, findings: [{ rule: 'settled-without-ante', article: 'Art. 9º', event: (hand['events'] as unknown[]).length, seat: 9, expected: 0, actual: 10 }],
      };
    })(),
  ],
});

describe('settled-without-ante: the money once, and the message', () => {
  it('a zone without an ante that is collected gets the procedure finding (no money) and one payout finding (the money), in es and en', () => {
    const hand = edit(game(), noAnte(1));
    const found = findingsOf(pokerCaribeno, hand).filter((f) => f.seat === 1 && f.category !== undefined);
    const money = found.filter((f) => f.expected !== undefined);
    expect(money.map((f) => [f.rule, f.spot, f.expected, f.actual])).toEqual([['settled-without-ante', 'ante', 0, -1000]]); // minor units
    expect(found.find((f) => f.rule === 'ante-before-cards')?.expected).toBeUndefined();
    expect(money[0]!.message.es).toBe('Zona 1, ante (la zona no colocó ante): la mesa liquidó el cobro de 10.00; el Art. 9º e exige el ante para participar: sin él nada se paga ni se cobra en la zona, y lo que puso en la mesa se le devuelve (0.00); debido al jugador 10.00.');
    expect(money[0]!.message.en).toBe('Zone 1, ante (the zone placed no ante): the table settled a collection of 10.00; Art. 9º e requires an ante to take part: without one nothing is paid or collected on the zone, and whatever it put on the layout is handed back (0.00); owed to the player 10.00.');
  });
});

testRule(pokerCaribeno, 'chips-only', {
  valid: [{ name: 'chips (the default)', hand: game() }],
  invalid: [
    (() => {
      const hand = edit(game(), (ev) => ev.map((e) => (e['type'] === 'bet' && e['seat'] === 2 ? { ...e, medium: 'cash' } : e)));
      return { name: 'a cash ante', hand, findings: [{ rule: 'chips-only', article: 'Art. 9º', event: at(hand, { type: 'bet', seat: 2 }), seat: 2 }] };
    })(),
  ],
});

testRule(pokerCaribeno, 'bets-within-limits', {
  valid: [
    { name: 'the minimum ante', hand: limits(5) },
    { name: 'the maximum ante, its bet above it (limits are on the ante)', hand: limits(500) },
  ],
  invalid: [
    (() => {
      const hand = limits(2);
      return { name: 'an ante under the minimum', hand, findings: [{ rule: 'bets-within-limits', article: 'Art. 9º', event: at(hand, { type: 'bet' }), seat: 1 }] };
    })(),
    (() => {
      const hand = limits(600);
      return { name: 'an ante over the maximum', hand, findings: [{ rule: 'bets-within-limits', article: 'Art. 9º', event: at(hand, { type: 'bet' }), seat: 1 }] };
    })(),
  ],
});

describe('limits_apply_to "all"', () => {
  it('checks the bet against the posted limits too', () => {
    const hand = limits(500);
    expect(findingsOf(withParam('limits_apply_to', 'all'), hand).map(shape)).toEqual([
      { rule: 'bets-within-limits', article: 'Art. 9º', event: at(hand, { type: 'decision' }), seat: 1 },
    ]);
  });
});

// ---- Art. 9º d: players may not show their cards to the others ------------------------------------------

/** A one-zone hand (zone 1 bets a flush against ace-king) with `reveal` events put just before `where`. */
const showing = (cards: string[], where: (e: Record<string, unknown>) => boolean) => edit(
  csHand({ seats: { 1: { ante: 10, cards: FLUSH, decision: 'bet', settle: win(10, 100) } }, dealer: DEALER_AK }),
  (ev) => {
    const i = ev.findIndex(where);
    return [...ev.slice(0, i), ...cards.map((card) => ({ type: 'reveal', to: 'seat:1', card })), ...ev.slice(i)];
  },
);

testRule(pokerCaribeno, 'players-do-not-show-cards', {
  valid: [
    { name: 'the zone\'s hand turned over at the comparison, after the dealer\'s cards', hand: showing(FLUSH.split(' '), (e) => e['type'] === 'payout') },
    { name: 'no card of the zone turned at all', hand: showing([], (e) => e['type'] === 'payout') },
  ],
  invalid: [
    (() => {
      const h = showing(['8h'], (e) => e['type'] === 'decision');
      return { name: 'a card of the zone turned face up before it decides', hand: h, findings: [{ rule: 'players-do-not-show-cards', article: 'Art. 9º', event: at(h, { type: 'reveal', to: 'seat:1' }), seat: 1 }] };
    })(),
    (() => {
      const h = showing(['8h', '3h'], (e) => e['type'] === 'reveal');
      return {
        name: 'two cards shown after the decision but before the dealer turns his: one finding each',
        hand: h,
        findings: [
          { rule: 'players-do-not-show-cards', article: 'Art. 9º', event: at(h, { type: 'reveal', card: '8h' }), seat: 1 },
          { rule: 'players-do-not-show-cards', article: 'Art. 9º', event: at(h, { type: 'reveal', card: '3h' }), seat: 1 },
        ],
      };
    })(),
  ],
});

describe('players-do-not-show-cards: the only finding, and its words', () => {
  it('a shown card changes no money: the hand has this one finding, in both languages', () => {
    const h = showing(['8h'], (e) => e['type'] === 'decision');
    const found = findingsOf(pokerCaribeno, h);
    // shuffle, cut, the ante, ten cards: the reveal is event 14.
    expect(found.map(shape)).toEqual([{ rule: 'players-do-not-show-cards', article: 'Art. 9º', event: 14, seat: 1 }]);
    expect(found[0]!.message.es).toBe('Zona 1: su carta 8♥ se descubrió antes de que el dealer descubriera las suyas; los jugadores no pueden mostrar sus cartas a los demás (Art. 9º d).');
    expect(found[0]!.message.en).toBe('Zone 1: its card 8♥ was turned face up before the dealer turned his own; players may not show their cards to the others (Art. 9º d).');
  });
});
