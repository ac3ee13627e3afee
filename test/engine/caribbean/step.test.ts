import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WORDS } from '../../../engine/core/words.js';
import { EngineRejection } from '../../../engine/core/engine-types.js';
import type { HandRecord } from '../../../engine/core/types.js';
import { normalizeHand } from '../../../engine/input/normalize.js';
import { caribbeanEngine } from '../../../engine/caribbean/step.js';
import type { CsState } from '../../../engine/caribbean/state.js';
import { dealerFullyRevealed } from '../../../engine/caribbean/state.js';
import { pokerHand } from '../../../engine/caribbean/hands.js';
import { parseCard } from '../../../engine/core/cards.js';
import type { Card } from '../../../engine/core/cards.js';
import { reasonText, renderReason } from '../../../engine/core/reasons.js';

function record(events: Record<string, unknown>[]): HandRecord {
  const n = normalizeHand(
    { hand_id: 'E-1', game: 'caribbean-stud', table_id: 'T', started_at: '2026-01-01T00:00:00Z', events },
    { path: 'test' },
    { defaultRuleset: () => 'any' },
  );
  if (!n.ok) throw new Error(reasonText(n.problem.reason));
  return n.hand;
}

function replay(events: Record<string, unknown>[]): CsState | EngineRejection {
  const hand = record(events);
  let s = caribbeanEngine.init(hand);
  for (const e of hand.events) {
    const next = caribbeanEngine.step(s, e);
    if (next instanceof EngineRejection) return next;
    s = next;
  }
  return s;
}

const cards = (text: string): Card[] => text.split(' ').map((t) => { const p = parseCard(t); if (!p.ok) throw new Error(reasonText(p.reason)); return p.card; });

const RANKS = '23456789TJQKA';
const SUITS = 'shdc';
const DECK = [...RANKS].flatMap((r) => [...SUITS].map((s) => r + s));

/** Any sequence of events the engine can follow: antes, a deal, decisions, reveals, settlements, procedures. */
const anyHand = fc.record({
  seats: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 4 }),
  deck: fc.shuffledSubarray(DECK, { minLength: 25, maxLength: 25 }),
  antes: fc.array(fc.integer({ min: 1, max: 50000 }), { minLength: 4, maxLength: 4 }),
  folds: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  settle: fc.array(fc.record({ type: fc.constantFrom('payout', 'collect', 'return'), spot: fc.constantFrom('ante', 'bet'), amount: fc.integer({ min: 0, max: 100000 }) }), { maxLength: 6 }),
}).map(({ seats, deck, antes, folds, settle }) => {
  const sorted = [...seats].sort((a, b) => a - b);
  const ev: Record<string, unknown>[] = [{ type: 'procedure', name: 'shuffle' }];
  sorted.forEach((s, i) => ev.push({ type: 'bet', seat: s, spot: 'ante', amount: antes[i]! / 100 }));
  let k = 0;
  const dealer: string[] = [];
  for (let r = 0; r < 5; r++) {
    for (const s of sorted) ev.push({ type: 'deal', to: `seat:${s}`, card: deck[k++], face: 'down' });
    dealer.push(deck[k]!);
    ev.push({ type: 'deal', to: 'dealer', card: deck[k++], face: r === 4 ? 'up' : 'down' });
  }
  sorted.forEach((s, i) => ev.push(folds[i] ? { type: 'decision', seat: s, action: 'fold' } : { type: 'decision', seat: s, action: 'bet', amount: (2 * antes[i]!) / 100 }));
  for (const c of dealer.slice(0, 4)) ev.push({ type: 'reveal', to: 'dealer', card: c });
  settle.forEach((x, i) => ev.push({ ...x, seat: sorted[i % sorted.length], amount: x.amount / 100 }));
  return { ev, seats: sorted, folds };
});

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o as Record<string, unknown>)) deepFreeze(v);
  }
  return o;
}

describe('caribbean engine', () => {
  it('is a pure fold: a frozen state is never changed, and replaying twice gives equal states', () => {
    fc.assert(fc.property(anyHand, ({ ev }) => {
      const hand = record(ev);
      let s = deepFreeze(caribbeanEngine.init(hand));
      for (const e of hand.events) {
        const next = caribbeanEngine.step(s, e); // throws on a frozen state if it mutated it
        expect(next).not.toBeInstanceOf(EngineRejection);
        s = deepFreeze(next as CsState);
      }
      expect(replay(ev)).toEqual(s);
    }), { numRuns: 200 });
  });

  it('records every zone\'s five cards, its decision and the dealer\'s full reveal', () => {
    fc.assert(fc.property(anyHand, ({ ev, seats, folds }) => {
      const s = replay(ev) as CsState;
      expect(s.seats.map((x) => x.seat)).toEqual(seats);
      for (const [i, seat] of s.seats.entries()) {
        expect(seat.cards).toHaveLength(5);
        expect(seat.decision?.action).toBe(folds[i] ? 'fold' : 'bet');
        expect(seat.bet).toBe(folds[i] ? 0 : 2 * seat.ante);
      }
      expect(s.dealer).toHaveLength(5);
      expect(dealerFullyRevealed(s)).toBe(true);
      expect(s.stage).toBe('dealer');
    }), { numRuns: 200 });
  });

  it('rejects what has no meaning in the game', () => {
    const base = [{ type: 'bet', seat: 1, spot: 'ante', amount: 10 }];
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'bet', seat: 1, spot: 'main', amount: 10 }, 'spot'],
      [{ type: 'deal', to: 'banker', card: 'Ah' }, 'to'],
      [{ type: 'decision', seat: 1, action: 'hit' }, 'action'],
      [{ type: 'decision', seat: 2, action: 'fold' }, 'seat'],
      [{ type: 'payout', seat: 1, spot: 'pool', amount: 1 }, 'spot'],
      [{ type: 'reveal', to: 'dealer', card: 'Ah' }, 'card'],
      [{ type: 'rng', value: 3 }, 'type'],
    ];
    for (const [event, field] of cases) {
      const r = replay([...base, event]);
      expect(r, JSON.stringify(event)).toBeInstanceOf(EngineRejection);
      expect((r as EngineRejection).field).toBe(field);
      expect((r as EngineRejection).eventIndex).toBe(2);
    }
  });

  it('follows a zone\'s second decision (a raise in two stacks, a fold after a bet, a bet after a fold): the first stands, the rest recorded', () => {
    // It refused the hand (`zone 1 already decided`), and with it every other zone's settlements (clause28-other).
    const base = [{ type: 'bet', seat: 1, spot: 'ante', amount: 10 }];
    const two = replay([...base, { type: 'decision', seat: 1, action: 'bet', amount: 10 }, { type: 'decision', seat: 1, action: 'bet', amount: 15 }]) as CsState;
    expect(two).not.toBeInstanceOf(EngineRejection);
    const s1 = two.seats.find((x) => x.seat === 1)!;
    expect(s1.decision).toEqual({ action: 'bet', index: 2, amount: 1000 });
    expect(s1.laterDecisions).toEqual([{ action: 'bet', index: 3, amount: 1500 }]);
    expect(s1.bet).toBe(2500);
    const foldThenBet = replay([...base, { type: 'decision', seat: 1, action: 'fold' }, { type: 'decision', seat: 1, action: 'bet', amount: 20 }]) as CsState;
    expect(foldThenBet.seats[0]!.decision).toEqual({ action: 'fold', index: 2 });
    expect(foldThenBet.seats[0]!.laterDecisions).toEqual([{ action: 'bet', index: 3, amount: 2000 }]);
    expect(foldThenBet.seats[0]!.bet).toBe(2000);
    const betThenFold = replay([...base, { type: 'decision', seat: 1, action: 'bet', amount: 20 }, { type: 'decision', seat: 1, action: 'fold' }]) as CsState;
    expect(betThenFold.seats[0]!.decision).toEqual({ action: 'bet', index: 2, amount: 2000 });
    expect(betThenFold.seats[0]!.laterDecisions).toEqual([{ action: 'fold', index: 3 }]);
    expect(betThenFold.seats[0]!.bet).toBe(2000);
  });

  it('names the place a rejection is about as the catalog does: the zone (Art. 9º «zona de apuesta»), in both languages', () => {
    const base = [{ type: 'bet', seat: 1, spot: 'ante', amount: 10 }];
    const text = (events: Record<string, unknown>[], lang: 'es' | 'en') => renderReason((replay(events) as EngineRejection).reason, lang);
    const noAnte = [...base, { type: 'decision', seat: 2, action: 'fold' }];
    expect(text(noAnte, 'en')).toBe('a decision by zone 2, which has neither an ante nor cards');
    expect(text(noAnte, 'es')).toBe('una decisión de la zona 2, que no tiene ni ante ni cartas');
    // A zone the hand dealt nothing to has no hand to turn a card of (a card turned on a zone that holds others is a
    // deal left out of the record: followed, below).
    const reveal = [...base, { type: 'deal', to: 'seat:1', card: 'Ah', face: 'down' }, { type: 'reveal', to: 'seat:2', card: 'Kd' }];
    expect(text(reveal, 'en')).toBe("the revealed card is not one of zone 2's cards");
    expect(text(reveal, 'es')).toBe('la carta descubierta no es una de las cartas de la zona 2');
  });

  it('follows a reveal of a card the record never dealt (its deal left out): the card joins the hand, face up, marked revealedOnly', () => {
    // It refused the hand (`the revealed card is not one of the dealer's cards`), every wager unaudited (clause30-other).
    const base = [{ type: 'bet', seat: 1, spot: 'ante', amount: 10 }, { type: 'deal', to: 'seat:1', card: 'Ah', face: 'down' }, { type: 'deal', to: 'dealer', card: '2c', face: 'down' }];
    const s = replay([...base, { type: 'reveal', to: 'dealer', card: 'Kd' }, { type: 'reveal', to: 'seat:1', card: 'Qs' }, { type: 'reveal', to: 'dealer', card: '2c' }]) as CsState;
    expect(s).not.toBeInstanceOf(EngineRejection);
    expect(s.dealer.map((c) => [c.face, c.dealtFace, c.index, c.revealedAt, c.revealedOnly])).toEqual([['up', 'down', 3, 6, undefined], ['up', 'down', 4, 4, true]]);
    expect(s.seats[0]!.cards.map((c) => [c.face, c.index, c.revealedOnly])).toEqual([['down', 2, undefined], ['up', 5, true]]);
    expect(s.dealerRevealStartedAt).toBe(4);
  });

  it('follows a settlement on a zone that never took part (no ante, no card): recorded on an empty zone, which cannot decide', () => {
    const base = [{ type: 'bet', seat: 1, spot: 'ante', amount: 10 }, { type: 'payout', seat: 3, spot: 'ante', amount: 1 }];
    const s = replay(base) as CsState;
    expect(s.settlements.map((x) => [x.seat, x.spot, x.type, x.amount])).toEqual([[3, 'ante', 'payout', 100]]);
    expect(s.seats.find((x) => x.seat === 3)).toMatchObject({ ante: 0, antes: [], cards: [], settledAt: 2 });
    expect(s.dealerSettled).toBeUndefined();
    const decided = replay([...base, { type: 'decision', seat: 3, action: 'fold' }]);
    expect(decided).toBeInstanceOf(EngineRejection);
    expect((decided as EngineRejection).field).toBe('seat');
  });

  it('follows what a rule must judge: cards to a zone without an ante, a card revealed twice', () => {
    const s = replay([
      { type: 'deal', to: 'seat:4', card: 'Ah', face: 'down' },
      { type: 'deal', to: 'dealer', card: 'Kh', face: 'up' },
      { type: 'reveal', to: 'dealer', card: 'Kh' },
    ]) as CsState;
    expect(s.seats[0]).toMatchObject({ seat: 4, ante: 0 });
    expect(s.dealer[0]).toMatchObject({ face: 'up', dealtFace: 'up' });
    expect(s.dealerRevealStartedAt).toBe(3);
  });

  it('describes the table in both languages', () => {
    const s = replay([
      { type: 'bet', seat: 1, spot: 'ante', amount: 10 },
      ...'Ah Kh Qh Jh Th'.split(' ').flatMap((c, i) => [
        { type: 'deal', to: 'seat:1', card: c, face: 'down' },
        { type: 'deal', to: 'dealer', card: ['2c', '3c', '4d', '9s', 'Jd'][i], face: i === 4 ? 'up' : 'down' },
      ]),
      { type: 'decision', seat: 1, action: 'bet', amount: 20 },
    ]) as CsState;
    // Face-down cards as the table shows them (the narration says which card the log records).
    expect(caribbeanEngine.describe!(s, WORDS.en, 'PEN')).toEqual(['Dealer: ?? ?? ?? ?? J♦', 'Seat 1: ?? ?? ?? ?? ??; ante PEN 10.00; bet PEN 20.00']);
    // Every amount with the hand's currency, as the replay's money lines; two decimals when the log names none.
    expect(caribbeanEngine.describe!(s, WORDS.es)).toEqual(['Crupier: ?? ?? ?? ?? J♦', 'Asiento 1: ?? ?? ?? ?? ??; ante 10.00; bet 20.00']);
  });

  it('names a hand once all its cards are face up, and shows what was settled on each wager', () => {
    const s = replay([
      { type: 'bet', seat: 1, spot: 'ante', amount: 10 },
      ...'Ah Kh Qh Jh Th'.split(' ').flatMap((c, i) => [
        { type: 'deal', to: 'seat:1', card: c, face: i === 4 ? 'down' : 'up' },
        { type: 'deal', to: 'dealer', card: ['2c', '3c', '4d', '9s', 'Jd'][i], face: i === 4 ? 'up' : 'down' },
      ]),
      { type: 'decision', seat: 1, action: 'bet', amount: 20 },
      { type: 'reveal', to: 'seat:1', card: 'Th' },
      ...['2c', '3c', '4d', '9s'].map((card) => ({ type: 'reveal', to: 'dealer', card })),
      { type: 'payout', seat: 1, spot: 'ante', amount: 10 },
      { type: 'return', seat: 1, spot: 'bet', amount: 20 },
    ]) as CsState;
    expect(caribbeanEngine.describe!(s, WORDS.en, 'PEN')).toEqual([
      'Dealer: 2♣ 3♣ 4♦ 9♠ J♦ (jack high)',
      'Seat 1: A♥ K♥ Q♥ J♥ 10♥ (royal flush); ante PEN 10.00, paid PEN 10.00; bet PEN 20.00, returned PEN 20.00',
    ]);
    expect(caribbeanEngine.describe!(s, WORDS.es, 'PEN')[1]).toBe('Asiento 1: A♥ K♥ Q♥ J♥ 10♥ (escalera real de color); ante PEN 10.00, pagado PEN 10.00; bet PEN 20.00, devuelto PEN 20.00');
    // The Spanish names the rank as the English does: «carta alta J» (jack high), not a bare «carta alta».
    expect(caribbeanEngine.describe!(s, WORDS.es)[0]).toBe('Crupier: 2♣ 3♣ 4♦ 9♠ J♦ (carta alta J)');
  });

  it('names the rank of a pair, trips, quads and a full house in Spanish as in English (the no-hand and kicker disputes turn on it)', () => {
    const named = (dealer: string, lang: 'es' | 'en') => {
      const s = replay([
        { type: 'bet', seat: 1, spot: 'ante', amount: 10 },
        ...'2c 3d 5h 7s 9c'.split(' ').flatMap((c, i) => [
          { type: 'deal', to: 'seat:1', card: c, face: 'down' },
          { type: 'deal', to: 'dealer', card: dealer.split(' ')[i]!, face: i === 4 ? 'up' : 'down' },
        ]),
        { type: 'decision', seat: 1, action: 'bet', amount: 20 },
        ...dealer.split(' ').slice(0, 4).map((card) => ({ type: 'reveal', to: 'dealer', card })),
      ]) as CsState;
      return caribbeanEngine.describe!(s, WORDS[lang])[0];
    };
    expect(named('Kh Kd 4c 8s Qd', 'en')).toBe('Dealer: K♥ K♦ 4♣ 8♠ Q♦ (pair of kings)');
    expect(named('Kh Kd 4c 8s Qd', 'es')).toBe('Crupier: K♥ K♦ 4♣ 8♠ Q♦ (un par de K)');
    expect(named('Qh Qd Qc 8s 4d', 'es')).toBe('Crupier: Q♥ Q♦ Q♣ 8♠ 4♦ (trío de Q)');
    expect(named('6h 6d 6c 6s 4d', 'es')).toBe('Crupier: 6♥ 6♦ 6♣ 6♠ 4♦ (póker de 6)');
    expect(named('Ah Jd Tc 8s 4d', 'es')).toBe('Crupier: A♥ J♦ 10♣ 8♠ 4♦ (carta alta A)');
    expect(named('Ah Jh Th 8h 4h', 'es')).toBe('Crupier: A♥ J♥ 10♥ 8♥ 4♥ (color)');
  });
});

describe('pokerHand', () => {
  it('values five distinct cards with the standard ranking', () => {
    expect(pokerHand(cards('As 2d 3h 4s 5h'))?.category).toBe('straight');
    expect(pokerHand(cards('As 2d 3h 4s 5h'))!.value).toBeLessThan(pokerHand(cards('6s 5d 4h 3c 2s'))!.value);
    expect(pokerHand(cards('Qh Qc 7h 7c 4s'))!.value).toBeGreaterThan(pokerHand(cards('Qs Qd 7s 7d 3c'))!.value);
    expect(pokerHand(cards('Ad Kc 8s 4c 2h'))!.value).toBe(pokerHand(cards('As Kd 8d 4h 2c'))!.value);
  });
  it('refuses a hand that is not five cards', () => {
    expect(pokerHand(cards('As 2d 3h 4s'))).toBeUndefined();
    expect(pokerHand(cards('As 2d 3h 4s 5h 6h'))).toBeUndefined();
  });
  it('values the same card twice (two decks can deal it; whether they did is Art. 5º\'s question)', () => {
    expect(pokerHand(cards('As 2d 3h 4s 4s'))?.category).toBe('one_pair');
    expect(pokerHand(cards('Ah Ah Kh Qh 2h'))?.category).toBe('flush');
  });
});
