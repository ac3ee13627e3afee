// The blackjack family's engine on its own: what it records of a hand, event by event, without any rule.
// The rules' tests (test/rules-catalog/<blackjack catalog>/) judge these states; here only the model.
import { describe, expect, it } from 'vitest';
import { blackjackEngine, blackjackEngineWith, currentHand } from '../../../engine/blackjack/step.js';
import type { BjState } from '../../../engine/blackjack/state.js';
import { cardText } from '../../../engine/core/cards.js';
import type { Card } from '../../../engine/core/cards.js';
import { EngineRejection } from '../../../engine/core/engine-types.js';
import type { GameEngine } from '../../../engine/core/engine-types.js';
import { rawHand, toRecord } from '../../helpers/hand.js';
import { reasonText, renderReason } from '../../../engine/core/reasons.js';

type Ev = Record<string, unknown>;
const txt = (cards: readonly Card[] | undefined) => cards?.map(cardText);
const bet = (seat: number, amount: number, extra: Ev = {}): Ev => ({ type: 'bet', seat, spot: 'main', amount, ...extra });
const toSeat = (seat: number, card: string, extra: Ev = {}): Ev => ({ type: 'deal', to: `seat:${seat}`, card, ...extra });
const toDealer = (card: string, face: 'up' | 'down' = 'up'): Ev => ({ type: 'deal', to: 'dealer', card, ...(face === 'down' ? { face } : {}) });
const act = (seat: number, action: string, extra: Ev = {}): Ev => ({ type: 'decision', seat, hand: 1, action, ...extra });

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o as object)) deepFreeze(v);
  }
  return o;
}

/** Every state the engine goes through (frozen before each step: a step that wrote to it would throw). */
function fold(events: Ev[], engine: GameEngine<BjState> = blackjackEngine, table: Ev = {}): BjState[] | EngineRejection {
  const rec = toRecord(rawHand('blackjack', events, { ruleset: 'es-marbella-black-jack', currency: 'EUR', table: { decks: 6, min_bet: 10, max_bet: 1000, ...table } }));
  const states = [engine.init(rec)];
  for (const e of rec.events) {
    const next = engine.step(deepFreeze(states[states.length - 1]!), e);
    if (next instanceof EngineRejection) return next;
    states.push(next);
  }
  return states;
}

function last(events: Ev[], engine?: GameEngine<BjState>, table?: Ev): BjState {
  const s = fold(events, engine, table);
  if (s instanceof EngineRejection) throw new Error(`rejected: ${reasonText(s.reason)}`);
  return s[s.length - 1]!;
}

const DEAL = [bet(1, 100), toSeat(1, 'Ah'), toDealer('9c'), toSeat(1, 'Kd'), toDealer('8s', 'down')];

describe('blackjack engine', () => {
  it('a reveal of the up card, which was dealt face up, turns nothing over: no revealedAt, and after the hole card no change', () => {
    const before = fold([...DEAL, { type: 'reveal', to: 'dealer', card: '9c' }, { type: 'reveal', to: 'dealer', card: '8s' }]);
    if (before instanceof EngineRejection) throw new Error(reasonText(before.reason));
    const a = before[before.length - 1]!;
    expect(a.dealer.map((d) => [cardText(d.card), d.face, d.revealedAt])).toEqual([['9c', 'up', undefined], ['8s', 'up', 7]]);
    expect([a.stage, a.dealerTurnAt, a.holeRevealedAt]).toEqual(['dealer', 6, 7]);
    const after = fold([...DEAL, { type: 'reveal', to: 'dealer', card: '8s' }, { type: 'reveal', to: 'dealer', card: '9c' }]);
    if (after instanceof EngineRejection) throw new Error(reasonText(after.reason));
    const b = after[after.length - 1]!;
    expect(b.dealer.map((d) => [cardText(d.card), d.face, d.revealedAt])).toEqual([['9c', 'up', undefined], ['8s', 'up', 6]]);
    expect([b.stage, b.dealerTurnAt, b.holeRevealedAt]).toEqual(['dealer', 6, 6]);
  });

  it('a hole-card deal: the mandatory dealing ends with the hole card, the first face-up card is the up card', () => {
    const states = fold([...DEAL, { type: 'payout', seat: 1, spot: 'main', amount: 150 }, { type: 'reveal', to: 'dealer', card: '8s' }]);
    if (states instanceof EngineRejection) throw new Error(reasonText(states.reason));
    expect(states.map((s) => s.stage)).toEqual(['betting', 'betting', 'mandatory', 'mandatory', 'mandatory', 'offers', 'offers', 'dealer']);
    const end = states[states.length - 1]!;
    expect(end.mandatoryEndedAt).toBe(5);
    expect(end.upCard).toBe(0);
    expect(end.dealer.map((d) => [cardText(d.card), d.face, d.revealedAt])).toEqual([['9c', 'up', undefined], ['8s', 'up', 7]]);
    expect(end.holeRevealedAt).toBe(7);
    expect(txt(end.seats[0]!.firstTwo)).toEqual(['Ah', 'Kd']);
    expect(end.seats[0]!.main).toBe(10_000);
    expect(end.settlements.map((x) => [x.type, x.index, x.amount, x.stage])).toEqual([['payout', 6, 15_000, 'offers']]);
  });

  it('the European deal ends the mandatory dealing after the dealer\'s one card; a catalog that prescribes the hole card waits for the second', () => {
    const european = [bet(1, 100), toSeat(1, '9h'), toDealer('7c'), toSeat(1, '8d')];
    expect(last(european, blackjackEngine, { dealer_hole_card: false })).toMatchObject({ holeCard: false, stage: 'offers', mandatoryEndedAt: 4 });
    expect(last(european, blackjackEngineWith('always'), { dealer_hole_card: false })).toMatchObject({ holeCard: true, stage: 'mandatory', mandatoryEndedAt: undefined });
  });

  it('a first card dealt face down and turned up while the hole card is dealt is the up card, not the start of the dealer\'s turn', () => {
    const s = last([bet(1, 100), toSeat(1, '9h'), toDealer('Ac', 'down'), toSeat(1, '7d'), toDealer('6s', 'down'), { type: 'reveal', to: 'dealer', card: 'Ac' }]);
    expect(s).toMatchObject({ upCard: 0, upCardRevealedAt: 6, stage: 'offers', holeRevealedAt: undefined, dealerTurnAt: undefined });
  });

  it('a split makes two hands of equal stake, each dealt to in turn; split aces are marked', () => {
    const s = last([bet(2, 50), toSeat(2, 'As'), toDealer('6h'), toSeat(2, 'Ad'), toDealer('Tc', 'down'),
      act(2, 'split', { amount: 50 }), toSeat(2, '9c', { hand: 1 }), toSeat(2, 'Kh', { hand: 2 })]);
    const seat = s.seats[0]!;
    expect(seat.splits).toBe(1);
    expect(seat.hands.map((h) => [h.index, txt(h.cards), h.wager, h.original, h.splitFrom, h.splitAces])).toEqual([
      [1, ['As', '9c'], 5_000, 5_000, 1, true],
      [2, ['Ad', 'Kh'], 5_000, 5_000, 1, true],
    ]);
    expect(s.stage).toBe('players');
    expect(s.voluntaryStartedAt).toBe(6);
  });

  it('a double adds its amount to the hand\'s wager and records when, and on how many cards', () => {
    const s = last([...DEAL.slice(0, 1), toSeat(1, '6h'), toDealer('9c'), toSeat(1, '5d'), toDealer('8s', 'down'), act(1, 'double', { amount: 100 }), toSeat(1, 'Ts')]);
    expect(s.seats[0]!.hands[0]).toMatchObject({ wager: 20_000, original: 10_000, doubled: 10_000, doubledAt: 6, cardsAtDouble: 2 });
    expect(txt(s.seats[0]!.hands[0]!.cards)).toEqual(['6h', '5d', 'Ts']);
    expect(currentHand(s.seats[0]!)).toBe(1);
  });

  it('a stand settled before the dealer drew is recorded where it came, and the card after it (the rules judge the order)', () => {
    const s = last([bet(1, 100), toSeat(1, 'Kd'), toDealer('9c'), toSeat(1, 'Qh'), toDealer('7s', 'down'), act(1, 'stand'),
      { type: 'payout', seat: 1, spot: 'main', amount: 100 }, { type: 'reveal', to: 'dealer', card: '7s' }, toDealer('5c')]);
    expect(s.settlements.map((x) => [x.type, x.index, x.stage])).toEqual([['payout', 7, 'players']]);
    expect(s.dealer.map((d) => d.index)).toEqual([3, 5, 9]);
    expect(s.seats[0]!.hands[0]!.settledAt).toBe(7);
  });

  it('a card to a hand after it was settled is recorded with what the hand held when it was settled', () => {
    const s = last([...DEAL.slice(0, 1), toSeat(1, 'Td'), toDealer('9c'), toSeat(1, '6h'), toDealer('8s', 'down'),
      { type: 'collect', seat: 1, spot: 'main', amount: 100 }, act(1, 'hit'), toSeat(1, '4c')]);
    const late = s.seats[0]!.hands[0]!.playedAfterSettlement!;
    expect({ ...late, cards: txt(late.cards) }).toEqual({ index: 7, settledAt: 6, cards: ['Td', '6h'], wager: 10_000, original: 10_000 });
    expect(txt(s.seats[0]!.hands[0]!.cards)).toEqual(['Td', '6h', '4c']);
  });

  it('a box bet on after its first card: dealt in with no stake, the bet recorded as placed on a box holding a card', () => {
    const s = last([bet(1, 100), toSeat(1, 'Td'), toSeat(2, '9c'), bet(2, 50), toDealer('7h'), toSeat(1, '8s'), toSeat(2, '9d')]);
    const box = s.seats.find((x) => x.seat === 2)!;
    expect({ main: box.main, wager: box.hands[0]!.wager, original: box.hands[0]!.original, cards: txt(box.hands[0]!.cards) })
      .toEqual({ main: 5000, wager: 5000, original: 5000, cards: ['9c', '9d'] });
    expect(box.bets.map((b) => [b.index, b.amount, b.cardsHeld, b.afterFirstCard])).toEqual([[4, 5000, 1, true]]);
  });

  // (A double or split without its amount never reaches the engine: the format refuses it, test/engine/input.)
  it('refuses only what it cannot follow, naming the field', () => {
    const refused = (events: Ev[]) => {
      const r = fold(events);
      return r instanceof EngineRejection ? [r.field, reasonText(r.reason)] : 'followed';
    };
    expect(refused([bet(1, 100), toSeat(3, 'Ah')])).toEqual(['to', 'a card to seat 3, which has no wager']);
    // Seat 3 bet on after its first card (review9-bj): followed, the box dealt in with no stake and the bet late.
    expect(refused([bet(1, 100), toSeat(3, 'Ah'), bet(3, 50)])).toBe('followed');
    // A bet behind box 3 is no bet of the box's: a card to it is still a card to no wager.
    expect(refused([bet(1, 100), toSeat(3, 'Ah'), { type: 'bet', seat: 3, spot: 'main', amount: 50, behind: true }])).toEqual(['to', 'a card to seat 3, which has no wager']);
    expect(refused([...DEAL, { type: 'reveal', to: 'dealer', card: '2c' }])).toEqual(['card', 'the revealed card is not one of the dealer\'s cards']);
    // The format's reveal goes to any participant: a box's own card turned over (a double's card dealt face down, or one
    // shown again) is followed, the hand unchanged; a card the box does not hold is not.
    expect(refused([...DEAL, act(1, 'double', { amount: 100 }), { type: 'deal', to: 'seat:1', hand: 1, card: '5c', face: 'down' }, { type: 'reveal', to: 'seat:1', card: '5c' }])).toBe('followed');
    expect(refused([...DEAL, { type: 'reveal', to: 'seat:1', card: 'Kd' }])).toBe('followed');
    expect(refused([...DEAL, { type: 'reveal', to: 'seat:1', card: '2c' }])).toEqual(['card', 'the revealed card is not one of seat 1\'s cards']);
    expect(refused([...DEAL, { type: 'reveal', to: 'seat:2', card: 'Kd' }])).toEqual(['card', 'the revealed card is not one of seat 2\'s cards']);
    expect(refused([...DEAL, { type: 'reveal', to: 'player', card: 'Kd' }])).toEqual(['to', 'in blackjack a card is turned over at the dealer or a seat']);
    expect(refused([...DEAL, { type: 'payout', seat: 1, spot: 'bonus', amount: 10 }])).toEqual(['spot', 'a blackjack settlement is on the main, pool or insurance spot, not "bonus"']);
    expect(refused([...DEAL, act(1, 'stand'), { type: 'decision', seat: 1, hand: 4, action: 'hit' }])).toEqual(['hand', 'a decision on hand 4 of seat 1, which has only 1']);
  });

  // The format: `hand` is «hand index within a seat, 1 for the original hand; each split appends the next index», and a
  // split hand is opened, with its stake, by the split decision. A bet naming a split hand's number contradicts itself
  // (added to the box's wager, it was absorbed in silence): refused, naming the field, before a split or after one.
  it('a bet naming a hand other than 1 is refused naming events[i].hand, in both languages', () => {
    const refusedIn = (events: Ev[], lang: 'es' | 'en' = 'en') => {
      const r = fold(events);
      return r instanceof EngineRejection ? [r.eventIndex, r.field, renderReason(r.reason, lang)] : 'followed';
    };
    expect(refusedIn([bet(1, 100), bet(1, 50, { hand: 3 })])).toEqual([2, 'hand',
      'a bet names hand 3 of seat 1: a bet is the box\'s own wager (hand 1); a split hand is opened, with its stake, by the split decision']);
    expect(refusedIn([bet(1, 100), bet(1, 50, { hand: 3 })], 'es')).toEqual([2, 'hand',
      'una apuesta nombra la mano 3 del asiento 1: una apuesta es la de la casilla (mano 1); una mano separada se abre, con su apuesta, con la decisión split']);
    // Alone on its seat, and after a split that made hand 2: the same.
    expect(refusedIn([bet(2, 50, { hand: 2 })])).toEqual([1, 'hand',
      'a bet names hand 2 of seat 2: a bet is the box\'s own wager (hand 1); a split hand is opened, with its stake, by the split decision']);
    const split = [bet(1, 100), toSeat(1, '8d'), toDealer('9c'), toSeat(1, '8s'), toDealer('7h', 'down'), act(1, 'split', { amount: 100 })];
    expect(refusedIn([...split, bet(1, 100, { hand: 2 })])).toEqual([7, 'hand',
      'a bet names hand 2 of seat 1: a bet is the box\'s own wager (hand 1); a split hand is opened, with its stake, by the split decision']);
    // Hand 1 named is the box's own bet: followed.
    expect(refusedIn([bet(1, 100, { hand: 1 }), { type: 'bet', seat: 1, spot: 'pool', amount: 10, hand: 1 }])).toBe('followed');
  });
});

describe('the audit\'s fold keeps the state before each event whole', () => {
  // copyInto (step.ts) names every field of the state by hand, as init does: a field added to one and
  // not the other would leave `before` holding a stale value. Each event's `before` must be, field by
  // field, the previous event's `after`, and both must have init's fields and no other.
  it('before = the previous after, for every field of the state, over a hand that touches each of them', () => {
    const events: Ev[] = [
      bet(1, 100), { type: 'procedure', name: 'shuffle' }, bet(2, 50), { type: 'bet', seat: 1, spot: 'pool', amount: 5 },
      toSeat(1, '8h'), toSeat(2, 'Ah'), toDealer('9c'), toSeat(1, '8d'), toSeat(2, '5s'), toDealer('Kd', 'down'),
      act(1, 'split', { amount: 100 }), toSeat(1, '3c', { hand: 1 }), act(1, 'stand'), { type: 'deal', to: 'seat:1', hand: 2, card: 'Tc' },
      { type: 'decision', seat: 1, hand: 2, action: 'stand' }, act(2, 'double', { amount: 50 }), toSeat(2, '2h'),
      { type: 'reveal', to: 'dealer', card: 'Kd' }, { type: 'payout', seat: 1, spot: 'main', hand: 2, amount: 100 },
      { type: 'collect', seat: 1, spot: 'main', hand: 1, amount: 100 }, toDealer('4s'), { type: 'collect', seat: 2, spot: 'main', hand: 1, amount: 100 },
      { type: 'collect', seat: 1, spot: 'pool', amount: 5 },
    ];
    // And a dealer's first card dealt face down and turned up during the deal (upCardRevealedAt).
    const faceDownUp: Ev[] = [bet(1, 100), toDealer('9c', 'down'), { type: 'reveal', to: 'dealer', card: '9c' }, toSeat(1, '8h'), toSeat(1, '8d'), toDealer('Kd', 'down')];
    const changed = new Set<string>();
    let keys: string[] = [];
    for (const hand of [events, faceDownUp]) keys = foldChecked(hand, changed);
    // The hands move every field but the four the hand sets at init (the hole card setting, the boxes it bets on, the
    // currency's unit, the posted max_splits): a stale one would show above.
    expect(keys.filter((k) => !changed.has(k))).toEqual(['boxesBetLater', 'holeCard', 'maxSplits', 'moneyUnit']);
  });
});

/** Folds the hand, checking each event's before against the previous after; adds the fields that changed to `changed`. */
function foldChecked(events: Ev[], changed: Set<string>): string[] {
  const rec = toRecord(rawHand('blackjack', events, { ruleset: 'es-marbella-black-jack', currency: 'EUR', table: { decks: 6, min_bet: 10, max_bet: 1000, dealer_hole_card: true } }));
  const keys = Object.keys(blackjackEngine.init(rec)).sort();
  const f = blackjackEngine.fold!(rec);
  let previous: Record<string, unknown> | undefined;
  for (const e of rec.events) {
    expect(f.advance(e)).toBeUndefined();
    const before = f.before as unknown as Record<string, unknown>;
    const after = f.after as unknown as Record<string, unknown>;
    expect(Object.keys(before).sort()).toEqual(keys);
    expect(Object.keys(after).sort()).toEqual(keys);
    if (previous) for (const k of keys) expect(before[k], `${k} before event ${e.index}`).toEqual(previous[k]);
    for (const k of keys) if (previous && JSON.stringify(previous[k]) !== JSON.stringify(after[k])) changed.add(k);
    // A snapshot of after, copied whole: its logs are appended to in place, and its seats and hands written in place.
    previous = structuredClone(after);
  }
  return keys;
}

// left10: a stand recorded before the hand holds two cards is a stray record. It had finished the hand: the split
// hand 1's card, dealt without naming a hand, went to hand 2, and hand 1 was settled on its single 8.
describe('a stand before the second card', () => {
  it('does not finish the hand: the next card without a hand is its own, and the hand stands only when it stands on two', () => {
    const events = [bet(1, 50), toSeat(1, '8h'), toDealer('9s'), toSeat(1, '8c'), act(1, 'split', { amount: 50 }), act(1, 'stand'), toSeat(1, 'Td'),
      { type: 'decision', seat: 1, action: 'stand' }, toSeat(1, '9d')];
    const s = last(events, blackjackEngineWith('table'), { dealer_hole_card: false });
    const [h1, h2] = s.seats[0]!.hands;
    expect([txt(h1!.cards), txt(h2!.cards)]).toEqual([['8h', 'Td'], ['8c', '9d']]);
    expect(h1!.stood).toBe(true);
    expect(h1!.decisions.map((d) => [d.action, d.index, d.cards])).toEqual([['split', 5, 2], ['stand', 6, 1], ['stand', 8, 2]]);
    expect(h2!.stood).toBe(false);
  });
  it('on a box\'s first card, during the deal: the box is dealt its second card and plays on', () => {
    const s = last([bet(1, 50), toSeat(1, 'Th'), act(1, 'stand'), toDealer('9s'), toSeat(1, '5c')], blackjackEngineWith('table'), { dealer_hole_card: false });
    const h = s.seats[0]!.hands[0]!;
    expect([txt(h.cards), h.stood, currentHand(s.seats[0]!)]).toEqual([['Th', '5c'], false, 1]);
  });
});
