import { describe, expect, it } from 'vitest';
import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { findingsOf, shape, testRule } from '../../helpers/rule-tester.js';
import { at, edit, game, isDeal, limits, withParam } from './hand.js';

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
