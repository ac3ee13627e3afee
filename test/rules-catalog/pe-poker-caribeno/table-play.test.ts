import { describe, expect, it } from 'vitest';
import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import type { Ruleset } from '../../../rules-catalog/framework/types.js';
import { findingsOf, shape, testRule } from '../../helpers/rule-tester.js';
import { audit, writeFiles } from '../../helpers/audit-files.js';
import { DEALER_AK, FLUSH, JACK_HIGH, PAIR_OF_KINGS, at, csHand, edit } from './hand.js';
import type { Ev } from './hand.js';

const win = (ante: number, bet: number) => [
  { type: 'payout' as const, spot: 'ante' as const, amount: ante },
  { type: 'payout' as const, spot: 'bet' as const, amount: bet },
];
/** Seat 1 folds, seat 2 wins with a flush (20 on the bet). */
const game = () => csHand({
  seats: {
    1: { ante: 10, cards: JACK_HIGH, decision: 'fold', player: 'P-1' },
    2: { ante: 10, cards: FLUSH.replace('Th', 'Qh'), decision: 'bet', player: 'P-2', settle: win(10, 100) },
  },
  dealer: DEALER_AK,
});
const isDeal = (e: Ev) => e['type'] === 'deal';

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
    { name: 'the same player adds to his ante', hand: edit(game(), (ev) => [...ev.slice(0, 3), { type: 'bet', seat: 1, spot: 'ante', amount: 0, player: 'P-1' }, ...ev.slice(3)]) },
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

const limits = (ante: number, bet?: number) => csHand({
  seats: { 1: { ante, cards: PAIR_OF_KINGS, decision: 'bet', ...(bet !== undefined ? { bet } : {}), settle: win(ante, bet ?? 2 * ante) } },
  dealer: DEALER_AK,
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

function withParam(name: string, value: unknown): Ruleset {
  const p = pokerCaribeno.parameters[name]!;
  return { ...pokerCaribeno, parameters: { ...pokerCaribeno.parameters, [name]: { ...p, value } } };
}

describe('limits_apply_to "all"', () => {
  it('checks the bet against the posted limits too', () => {
    const hand = limits(500);
    expect(findingsOf(withParam('limits_apply_to', 'all'), hand).map(shape)).toEqual([
      { rule: 'bets-within-limits', article: 'Art. 9º', event: at(hand, { type: 'decision' }), seat: 1 },
    ]);
  });
});

// ---- Art. 10º -----------------------------------------------------------------------------------------

testRule(pokerCaribeno, 'five-cards-each', {
  valid: [{ name: 'five each', hand: game() }],
  invalid: [
    (() => {
      const hand = edit(game(), (ev) => {
        const last = ev.map((e) => e['to']).lastIndexOf('seat:1');
        return ev.filter((_, i) => i !== last);
      });
      return { name: 'zone 1 skipped in the fifth round', hand, findings: [{ rule: 'five-cards-each', article: 'Art. 10º', seat: 1 }] };
    })(),
    (() => {
      const hand = edit(game(), (ev) => {
        const last = ev.map((e) => e['to']).lastIndexOf('dealer');
        return [...ev.slice(0, last + 1), { type: 'deal', to: 'dealer', card: '3s', face: 'down' }, ...ev.slice(last + 1)];
      });
      return { name: 'a sixth card to the dealer', hand, findings: [{ rule: 'five-cards-each', article: 'Art. 10º', event: at(hand, { card: '3s' }) }] };
    })(),
  ],
});

testRule(pokerCaribeno, 'deal-in-five-rounds', {
  valid: [
    { name: 'left to right, dealer last, five rounds', hand: game() },
    { name: 'a short deal is five-cards-each\'s finding, not this one', hand: edit(game(), (ev) => ev.filter((_, i) => i !== ev.map((e) => e['to']).lastIndexOf('seat:1'))) },
  ],
  invalid: [
    (() => {
      // Round 3: seat 2 served before seat 1.
      const hand = edit(game(), (ev) => {
        const deals = ev.map((e, i) => [e, i] as const).filter(([e]) => isDeal(e)).map(([, i]) => i);
        const [a, b] = [deals[6]!, deals[7]!];
        [ev[a], ev[b]] = [ev[b]!, ev[a]!];
        return ev;
      });
      return { name: 'right to left in round 3', hand, findings: [{ rule: 'deal-in-five-rounds', article: 'Art. 10º', event: at(hand, { type: 'deal', to: 'seat:2' }, 3), seat: 2 }] };
    })(),
    (() => {
      // The dealer takes his first card before the players.
      const hand = edit(game(), (ev) => {
        const deals = ev.map((e, i) => [e, i] as const).filter(([e]) => isDeal(e)).map(([, i]) => i);
        const [d] = ev.splice(deals[2]!, 1);
        ev.splice(deals[0]!, 0, d!);
        return ev;
      });
      return { name: 'the dealer served first', hand, findings: [{ rule: 'deal-in-five-rounds', article: 'Art. 10º', event: at(hand, { type: 'deal' }) }] };
    })(),
  ],
});

testRule(pokerCaribeno, 'cards-face-down-but-dealers-last', {
  valid: [{ name: 'all down but the dealer\'s fifth', hand: game() }],
  invalid: [
    (() => {
      const hand = edit(game(), (ev) => ev.map((e) => (isDeal(e) && e['to'] === 'seat:2' ? { ...e, face: 'up' } : e)));
      return { name: 'zone 2 dealt face up (one finding for the zone)', hand, findings: [{ rule: 'cards-face-down-but-dealers-last', article: 'Art. 10º', event: at(hand, { type: 'deal', to: 'seat:2' }), seat: 2 }] };
    })(),
    (() => {
      const hand = edit(game(), (ev) => ev.map((e) => (isDeal(e) && e['to'] === 'dealer' && e['face'] === 'up' ? { ...e, face: 'down' } : e)));
      return { name: 'the dealer\'s last card dealt face down', hand, findings: [{ rule: 'cards-face-down-but-dealers-last', article: 'Art. 10º', event: at(hand, { type: 'deal', to: 'dealer' }, 5) }] };
    })(),
    (() => {
      const hand = edit(game(), (ev) => ev.map((e) => (isDeal(e) && e['card'] === 'As' ? { ...e, face: 'up' } : e)));
      return { name: 'the dealer\'s first card exposed', hand, findings: [{ rule: 'cards-face-down-but-dealers-last', article: 'Art. 10º', event: at(hand, { type: 'deal', card: 'As' }) }] };
    })(),
  ],
});

// ---- Art. 11º: decide, then reveal, then compare ------------------------------------------------------

testRule(pokerCaribeno, 'decide-then-reveal-then-compare', {
  valid: [
    { name: 'fold (its ante collected before the reveal), bet, reveal, settle', hand: game() },
  ],
  invalid: [
    (() => {
      // Seat 1 folds in the middle of the deal.
      const hand = edit(game(), (ev) => {
        const i = ev.findIndex((e) => e['type'] === 'decision' && e['seat'] === 1);
        const moved = ev.splice(i, 3); // fold, collect, verify
        const mid = ev.findIndex((e, j) => isDeal(e) && e['to'] === 'dealer' && j > 10);
        ev.splice(mid + 1, 0, ...moved);
        return ev;
      });
      return { name: 'a fold before the fifth round', hand, findings: [{ rule: 'decide-then-reveal-then-compare', article: 'Art. 11º', event: at(hand, { type: 'decision', seat: 1 }), seat: 1 }] };
    })(),
    (() => {
      // The dealer turns his cards before seat 2 has bet.
      const hand = edit(game(), (ev) => {
        const i = ev.findIndex((e) => e['type'] === 'decision' && e['seat'] === 2);
        const [d] = ev.splice(i, 1);
        const lastReveal = ev.map((e) => e['type']).lastIndexOf('reveal');
        ev.splice(lastReveal + 1, 0, d!);
        return ev;
      });
      return { name: 'the dealer revealed before seat 2 decided', hand, findings: [{ rule: 'decide-then-reveal-then-compare', article: 'Art. 11º', event: at(hand, { type: 'reveal' }) }] };
    })(),
    (() => {
      const hand = edit(game(), (ev) => ev.filter((e) => !(e['type'] === 'decision' && e['seat'] === 2)));
      return { name: 'seat 2 neither bet nor folded', hand, findings: [{ rule: 'decide-then-reveal-then-compare', article: 'Art. 11º', seat: 2 }] };
    })(),
    (() => {
      // Seat 2 paid before the dealer turned his cards.
      const hand = edit(game(), (ev) => {
        const reveals = ev.filter((e) => e['type'] === 'reveal');
        const rest = ev.filter((e) => e['type'] !== 'reveal');
        return [...rest, ...reveals];
      });
      return { name: 'paid before the reveal', hand, findings: [{ rule: 'decide-then-reveal-then-compare', article: 'Art. 11º', event: at(hand, { type: 'payout', seat: 2 }), seat: 2 }] };
    })(),
  ],
});

// Class 12 of issue 17: the text sets no amount for the bet; only a ratio the table posts binds it.
const posting = (hand: Record<string, unknown>, ratio: unknown) => ({ ...hand, table: { ...(hand['table'] as object), bet_to_ante_ratio: ratio } });

testRule(pokerCaribeno, 'bet-at-posted-ratio', {
  valid: [
    { name: 'a bet of twice the ante where the table posts 2', hand: posting(limits(25), 2) },
    { name: 'three times the ante at a table that posts no ratio: nothing to judge it against', hand: limits(25, 75) },
    { name: 'the ante\'s size only, no posted ratio', hand: limits(25, 25) },
    { name: 'three times the ante where the table posts 3', hand: posting(limits(25, 75), 3) },
    { name: 'a fold makes no bet', hand: posting(game(), 2) },
  ],
  invalid: [
    (() => {
      const hand = posting(limits(25, 75), 2);
      return { name: 'three times the ante where the table posts 2', hand, findings: [{ rule: 'bet-at-posted-ratio', article: 'Art. 9º', event: at(hand, { type: 'decision' }), seat: 1 }] };
    })(),
    (() => {
      const hand = posting(limits(25, 25), 2);
      return { name: 'the ante\'s size only where the table posts 2', hand, findings: [{ rule: 'bet-at-posted-ratio', article: 'Art. 9º', event: at(hand, { type: 'decision' }), seat: 1 }] };
    })(),
    (() => {
      const hand = posting(limits(25, 50), 2.5);
      return { name: 'twice the ante where the table posts 2.5', hand, findings: [{ rule: 'bet-at-posted-ratio', article: 'Art. 9º', event: at(hand, { type: 'decision' }), seat: 1 }] };
    })(),
  ],
});

describe('table.bet_to_ante_ratio: an optional table field of the format (Veedor\'s)', () => {
  it('a posted ratio that is not a positive number is an input error naming the field', async () => {
    const [path] = writeFiles({ 'h.json': JSON.stringify([posting(limits(25), 'double'), posting(limits(25), 0)]) });
    const { findings } = await audit([path!]);
    expect(findings.map((f) => [f.rule, f.field])).toEqual([['input-schema', 'table.bet_to_ante_ratio'], ['input-schema', 'table.bet_to_ante_ratio']]);
  });
});

describe('bet_to_ante_ratio: the catalog\'s ratio for tables that post none', () => {
  it('set to 2, three times the ante is reported at a table posting nothing', () => {
    const hand = limits(25, 75);
    expect(findingsOf(withParam('bet_to_ante_ratio', 2), hand).map(shape)).toEqual([{ rule: 'bet-at-posted-ratio', article: 'Art. 9º', event: at(hand, { type: 'decision' }), seat: 1 }]);
  });
});

