import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judgeHand } from '../../../audit/judge.js';
import { RULESETS } from '../../../rules-catalog/index.js';
import { toRecord } from '../../helpers/hand.js';
import { reasonText } from '../../../engine/core/reasons.js';

// Events after a wager was settled (a card, a decision, a bet added to a settled wager) are what the
// table did: the hand is audited, the rules that govern them report them, and each settlement is judged
// on the stake and cards the regulation says it rests on.

const CLEAN: Record<string, string> = {
  'pe-pot-luck-black-jack': 'clean-examples.json',
  'es-marbella-black-jack': 'clean-examples.json',
  'pe-poker-caribeno': 'clean.json',
  'pe-dragon-six-baccarat': 'clean-shoes.json',
  'pr-8669-pai-gow-bonus': 'clean.json',
};

/** The first hand of a ruleset's clean golden fixture. */
function example(ruleset: string): Record<string, any> {
  return JSON.parse(readFileSync(new URL(`../../../fixtures/${ruleset}/${CLEAN[ruleset]}`, import.meta.url), 'utf8'))[0];
}

function replay(raw: Record<string, any>) {
  const hand = toRecord(raw);
  return judgeHand(hand, RULESETS.find((r) => r.id === hand.ruleset)!, new Map());
}

function withEvents(raw: Record<string, any>, f: (ev: Record<string, unknown>[]) => Record<string, unknown>[]) {
  return { ...raw, events: f(structuredClone(raw['events'])) };
}

const isSettlement = (e: Record<string, unknown>) => e['type'] === 'payout' || e['type'] === 'collect' || e['type'] === 'return';

describe('events after settlement', () => {
  it('pot luck: a hit and a card to a hand already collected are audited: the late play reported, the settlement judged on the cards it was made on', () => {
    const h = withEvents(example('pe-pot-luck-black-jack'), (ev) => [
      ...ev,
      { type: 'decision', seat: 1, hand: 1, action: 'hit' },
      { type: 'deal', to: 'seat:1', hand: 1, card: '8c' },
    ]);
    const r = replay(h);
    expect(r.kind === 'audited' && r.findings.filter((f) => f.rule === 'settled-before-hand-ended' || f.category === 'payout').map((f) => [f.rule, f.event, f.seat]))
      .toEqual([['settled-before-hand-ended', 25, 1]]);
  });

  // Class 7 of issue 17: the player stands on 20 and is paid; then the dealer, on 16, draws to 21.
  const paidBeforeDealer = (game: string, table: Record<string, unknown>) => ({
    hand_id: 'PAID-EARLY', game, table_id: 'T-1', started_at: '2026-11-10T21:00:00-05:00', table,
    events: [
      { type: 'bet', seat: 1, spot: 'main', amount: 100 },
      { type: 'deal', to: 'seat:1', card: 'Kd' }, { type: 'deal', to: 'dealer', card: '9c' },
      { type: 'deal', to: 'seat:1', card: 'Qh' }, { type: 'deal', to: 'dealer', card: '7s', face: 'down' },
      ...(game === 'pot-luck-blackjack' ? [{ type: 'procedure', name: 'offer_surrender' }] : []),
      { type: 'decision', seat: 1, hand: 1, action: 'stand' },
      { type: 'reveal', to: 'dealer', card: '7s' },
      { type: 'payout', seat: 1, spot: 'main', hand: 1, amount: 100 },
      { type: 'deal', to: 'dealer', card: '5h' },
    ],
  });

  it('blackjack: a stood hand paid before the dealer drew is audited: the early settlement reported, the payout judged on the dealer\'s 21', () => {
    for (const [game, article, event] of [['pot-luck-blackjack', 'Art. 14º', 9], ['blackjack', 'Desarrollo del juego', 8]] as const) {
      const r = replay(paidBeforeDealer(game, { decks: 6, min_bet: 10, max_bet: 2000, dealer_hole_card: true }));
      expect(r.kind === 'audited' && r.findings.map((f) => [f.rule, f.article, f.event, f.seat, f.expected, f.actual]), game).toEqual([
        ['settled-before-hand-ended', article, event, 1, undefined, undefined],
        ['loss-collected', article === 'Art. 14º' ? 'Art. 16º' : article, event, 1, -10000, 10000],
      ]);
    }
    // The golden fixture where a blackjack is paid at once and the dealer then plays stays clean.
    const atOnce = JSON.parse(readFileSync(new URL('../../../fixtures/pe-pot-luck-black-jack/clean-blackjack-paid-at-once.json', import.meta.url), 'utf8'));
    for (const hand of [atOnce].flat()) expect(replay(hand)).toMatchObject({ kind: 'audited', findings: [] });
  });

  it('Marbella: a card to a hand after it was settled is audited and reported', () => {
    const raw = example('es-marbella-black-jack');
    const firstSettled = raw['events'].find(isSettlement);
    const h = withEvents(raw, (ev) => [...ev, { type: 'deal', to: `seat:${firstSettled.seat}`, hand: firstSettled.hand ?? 1, card: '2c' }]);
    const r = replay(h);
    expect(r.kind === 'audited' && r.findings.map((f) => f.rule)).toContain('settled-before-hand-ended');
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

  it('baccarat: a card after the coup was settled is audited (the early settlement reported, every wager judged on the final cards); a late bet is judged as no wager, before or after the settlement', () => {
    const raw = example('pe-dragon-six-baccarat');
    const n = raw['events'].length;
    const lateCard = replay(withEvents(raw, (ev) => [...ev, { type: 'deal', to: 'banker', card: '2c' }]));
    expect(lateCard.kind).toBe('audited');
    const early = lateCard.kind === 'audited' ? lateCard.findings.filter((f) => f.rule === 'settled-before-coup-complete') : [];
    expect(early.map((f) => [f.article, f.event])).toEqual([['Art. 10º', n + 1]]); // event numbers count from 1
    const bet = raw['events'].find((e: Record<string, unknown>) => e['type'] === 'bet');
    const afterSettlement = replay(withEvents(raw, (ev) => [...ev, bet]));
    expect(afterSettlement.kind === 'audited' && afterSettlement.findings.map((f) => [f.rule, f.event])).toEqual([['no-bet-after-first-card', n + 1]]);
    const r = replay(withEvents(raw, (ev) => {
      const firstSettlement = ev.findIndex(isSettlement);
      return [...ev.slice(0, firstSettlement), { ...bet, seat: 7 }, ...ev.slice(firstSettlement)];
    }));
    expect(r.kind === 'audited' && r.findings.map((f) => f.rule)).toContain('no-bet-after-first-card');
  });

  it('a bet added to a wager already settled is audited: at pot luck, at Caribbean Stud before and after the deal, and at pai gow', () => {
    // Pot luck audits it: a main bet once the box holds cards is Art. 12º's finding, and the wager is judged without it.
    const potLuck = example('pe-pot-luck-black-jack');
    const lateMain = replay(withEvents(potLuck, (ev) => [...ev, { type: 'bet', seat: 1, spot: 'main', amount: 55 }]));
    expect(lateMain.kind === 'audited' && lateMain.findings.map((f) => [f.rule, f.event])).toEqual([['main-bet-after-cards', 25]]);
    // Caribbean: an ante after the cards changes no settlement (the ante placed before the deal is judged): reported.
    const caribbean = example('pe-poker-caribeno');
    const ante = caribbean['events'].find((e: Record<string, unknown>) => e['type'] === 'bet');
    const late = replay(withEvents(caribbean, (ev) => [...ev, ante]));
    expect(late.kind === 'audited' && late.findings.map((f) => [f.rule, f.article, f.event, f.seat])).toEqual([['no-ante-after-deal', 'Art. 11º', caribbean['events'].length + 1, ante.seat]]);
    const beforeCards = withEvents(caribbean, (ev) => {
      const firstDeal = ev.findIndex((e) => e['type'] === 'deal');
      return [...ev.slice(0, firstDeal), { type: 'collect', seat: ante.seat, spot: 'ante', amount: ante.amount }, ante, ...ev.slice(firstDeal)];
    });
    // Before any card, an ante on a zone already settled opens it again: the settled ante played no game and is owed back.
    const collectAt = caribbean['events'].findIndex((e: Record<string, unknown>) => e['type'] === 'deal') + 1;
    const reopened = replay(beforeCards);
    expect(reopened.kind === 'audited' && reopened.findings.map((f) => [f.rule, f.article, f.event, f.seat, f.expected, f.actual]))
      .toEqual([['ante-settled-before-deal-is-no-game', 'Art. 11º', collectAt, ante.seat, 0, -ante.amount * 100]]);
    const paiGow = example('pr-8669-pai-gow-bonus');
    const bonus = paiGow['events'].find((e: Record<string, unknown>) => e['type'] === 'bet' && e['spot'] === 'bonus');
    // Pai gow: the bonus bet on a settled wager came after the number (B)(1); the wager is judged on the stake placed in time.
    const again = replay(withEvents(paiGow, (ev) => [...ev, bonus]));
    expect(again.kind === 'audited' && again.findings.map((f) => [f.rule, f.article, f.event])).toEqual([['bonus-before-rng', 'Art. 10-10.15(B)(1)', paiGow['events'].length + 1]]);
  });

  it('pai gow bonus: bonus wagers rest on the random number, so late events are audited and their rules report them', () => {
    const raw = example('pr-8669-pai-gow-bonus');
    const rules = (extra: Record<string, unknown>) => {
      const r = replay(withEvents(raw, (ev) => [...ev, extra]));
      return r.kind === 'audited' ? r.findings.map((f) => f.rule) : [reasonText(r.reason)];
    };
    expect(rules({ type: 'bet', seat: 1, spot: 'bonus', number: 4, amount: 5 })).toContain('bonus-before-rng');
    expect(rules({ type: 'rng', value: 3 })).toContain('rng-result-valid');
  });
});
