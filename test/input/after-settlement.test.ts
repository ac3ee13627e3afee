import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayHand } from '../../engine/audit/replay.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { toRecord } from '../helpers/hand.js';

// Events after a wager was settled: a card or decision that would change what the settlement
// should have been makes the hand impossible to judge (input-not-replayable, naming both events);
// so does a bet added to a settled wager. Events that cannot change a settlement are audited, and
// the rules that govern them report them.

const CLEAN: Record<string, string> = {
  'pe-pot-luck-black-jack': 'clean-examples.json',
  'es-marbella-black-jack': 'clean-examples.json',
  'pe-poker-caribeno': 'clean.json',
  'pe-dragon-six-baccarat': 'clean-shoes.json',
  'pr-8669-pai-gow-bonus': 'clean.json',
};

/** The first hand of a ruleset's clean golden fixture. */
function example(ruleset: string): Record<string, any> {
  return JSON.parse(readFileSync(new URL(`../../fixtures/${ruleset}/${CLEAN[ruleset]}`, import.meta.url), 'utf8'))[0];
}

function replay(raw: Record<string, any>) {
  const hand = toRecord(raw);
  return replayHand(hand, RULESETS.find((r) => r.id === hand.ruleset)!, new Map());
}

function withEvents(raw: Record<string, any>, f: (ev: Record<string, unknown>[]) => Record<string, unknown>[]) {
  return { ...raw, events: f(structuredClone(raw['events'])) };
}

const isSettlement = (e: Record<string, unknown>) => e['type'] === 'payout' || e['type'] === 'collect' || e['type'] === 'return';

describe('events after settlement', () => {
  it('pot luck: a hit and a card to a hand already collected are refused, not judged (no money owed out of thin air)', () => {
    const h = withEvents(example('pe-pot-luck-black-jack'), (ev) => [
      ...ev,
      { type: 'decision', seat: 1, hand: 1, action: 'hit' },
      { type: 'deal', to: 'seat:1', hand: 1, card: '8c' },
    ]);
    expect(replay(h)).toEqual({
      kind: 'rejected', event: 25, field: 'action',
      reason: 'a decision (hit) on seat 1 hand 1 after its main wager was settled (event 20): that settlement cannot be judged',
    });
  });

  it('blackjack: a card to the dealer after a standing hand was settled is refused; after a bust collected at once it is not', () => {
    const late = withEvents(example('pe-pot-luck-black-jack'), (ev) => [...ev, { type: 'deal', to: 'dealer', card: '5c' }]);
    expect(replay(late)).toMatchObject({ kind: 'rejected', event: 25, field: 'to', reason: expect.stringMatching(/^a card to the dealer after seat 1 hand 1 was settled on the dealer's total \(event 20\)/) });
    // The golden fixture where a blackjack is paid at once and the dealer then plays stays clean.
    const atOnce = JSON.parse(readFileSync(new URL('../../fixtures/pe-pot-luck-black-jack/clean-blackjack-paid-at-once.json', import.meta.url), 'utf8'));
    for (const hand of [atOnce].flat()) expect(replay(hand)).toMatchObject({ kind: 'audited', findings: [] });
  });

  it('Marbella: the same for the house rules (a card after the hand was settled)', () => {
    const raw = example('es-marbella-black-jack');
    const firstSettled = raw['events'].find(isSettlement);
    const h = withEvents(raw, (ev) => [...ev, { type: 'deal', to: `seat:${firstSettled.seat}`, hand: firstSettled.hand ?? 1, card: '2c' }]);
    expect(replay(h)).toMatchObject({ kind: 'rejected', field: 'to', reason: expect.stringMatching(/after its main wager was settled/) });
  });

  it('Caribbean Stud: a card to a zone or the dealer after a zone was paid is audited: the early settlement is reported (Art. 11º), the hands judged as they ended', () => {
    const raw = example('pe-poker-caribeno');
    const paid = raw['events'].find((e: Record<string, unknown>) => e['type'] === 'payout');
    const firstPayout = raw['events'].indexOf(paid) + 1;
    const rules = (r: ReturnType<typeof replay>) => (r.kind === 'audited' ? r.findings.map((f) => [f.rule, f.article, f.event, f.seat]) : r);
    const end = raw['events'].length + 1;
    expect(rules(replay(withEvents(raw, (ev) => [...ev, { type: 'deal', to: `seat:${paid.seat}`, card: '7s' }])))).toEqual([
      ['decide-then-reveal-then-compare', 'Art. 11º', firstPayout, paid.seat],
      ['five-cards-each', 'Art. 10º', end, paid.seat],
      ['cards-face-down-but-dealers-last', 'Art. 10º', end, paid.seat],
    ]);
    expect(rules(replay(withEvents(raw, (ev) => [...ev, { type: 'deal', to: 'dealer', card: '7s' }])))).toEqual([
      ['decide-then-reveal-then-compare', 'Art. 11º', firstPayout, paid.seat],
      ['five-cards-each', 'Art. 10º', end, undefined],
      ['cards-face-down-but-dealers-last', 'Art. 10º', end, undefined],
    ]);
  });

  it('baccarat: a card or a bet after the coup was settled is refused; a bet after the first card, before the settlement, is reported', () => {
    const raw = example('pe-dragon-six-baccarat');
    expect(replay(withEvents(raw, (ev) => [...ev, { type: 'deal', to: 'banker', card: '2c' }])))
      .toMatchObject({ kind: 'rejected', field: 'to', reason: expect.stringMatching(/^a card to Banca after the coup was settled/) });
    const bet = raw['events'].find((e: Record<string, unknown>) => e['type'] === 'bet');
    expect(replay(withEvents(raw, (ev) => [...ev, bet])))
      .toMatchObject({ kind: 'rejected', field: 'amount', reason: expect.stringMatching(/^a bet after the coup was settled/) });
    const r = replay(withEvents(raw, (ev) => {
      const firstSettlement = ev.findIndex(isSettlement);
      return [...ev.slice(0, firstSettlement), { ...bet, seat: 7 }, ...ev.slice(firstSettlement)];
    }));
    expect(r.kind === 'audited' && r.findings.map((f) => f.rule)).toContain('no-bet-after-first-card');
  });

  it('a bet added to a wager already settled would change what it should have been: refused in every game', () => {
    const potLuck = example('pe-pot-luck-black-jack');
    expect(replay(withEvents(potLuck, (ev) => [...ev, { type: 'bet', seat: 1, spot: 'main', amount: 55 }])))
      .toMatchObject({ kind: 'rejected', field: 'amount', reason: expect.stringMatching(/^a bet on seat 1 after its main wager was settled \(event 20\)/) });
    // Caribbean: an ante after the cards changes no settlement (the ante placed before the deal is judged): reported.
    const caribbean = example('pe-poker-caribeno');
    const ante = caribbean['events'].find((e: Record<string, unknown>) => e['type'] === 'bet');
    const late = replay(withEvents(caribbean, (ev) => [...ev, ante]));
    expect(late.kind === 'audited' && late.findings.map((f) => [f.rule, f.article, f.event, f.seat])).toEqual([['no-ante-after-deal', 'Art. 11º', caribbean['events'].length + 1, ante.seat]]);
    const beforeCards = withEvents(caribbean, (ev) => {
      const firstDeal = ev.findIndex((e) => e['type'] === 'deal');
      return [...ev.slice(0, firstDeal), { type: 'collect', seat: ante.seat, spot: 'ante', amount: ante.amount }, ante, ...ev.slice(firstDeal)];
    });
    expect(replay(beforeCards)).toMatchObject({ kind: 'rejected', field: 'amount', reason: expect.stringMatching(/^an ante on zone \d+ after its wagers were settled/) });
    const paiGow = example('pr-8669-pai-gow-bonus');
    const bonus = paiGow['events'].find((e: Record<string, unknown>) => e['type'] === 'bet' && e['spot'] === 'bonus');
    expect(replay(withEvents(paiGow, (ev) => [...ev, bonus])))
      .toMatchObject({ kind: 'rejected', field: 'amount', reason: expect.stringMatching(/^a bonus bet on number \d+ of seat \d+ after that wager was settled/) });
  });

  it('pai gow bonus: bonus wagers rest on the random number, so late events are audited and their rules report them', () => {
    const raw = example('pr-8669-pai-gow-bonus');
    const rules = (extra: Record<string, unknown>) => {
      const r = replay(withEvents(raw, (ev) => [...ev, extra]));
      return r.kind === 'audited' ? r.findings.map((f) => f.rule) : [r.reason];
    };
    expect(rules({ type: 'bet', seat: 1, spot: 'bonus', number: 4, amount: 5 })).toContain('bonus-before-rng');
    expect(rules({ type: 'rng', value: 3 })).toContain('rng-result-valid');
  });
});
