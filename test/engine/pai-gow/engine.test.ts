import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WORDS } from '../../../engine/core/words.js';
import fc from 'fast-check';
import { EngineRejection } from '../../../engine/core/engine-types.js';
import type { HandRecord } from '../../../engine/core/types.js';
import { paiGowEngine } from '../../../engine/pai-gow/step.js';
import type { PgState } from '../../../engine/pai-gow/state.js';
import { exampleLog } from '../../helpers/examples.js';
import { toRecord } from '../../helpers/hand.js';
import { bonus, cleanEvents, collect, dealTo, giveBack, noMoreBets, payout, pg, rng, round } from '../../rules-catalog/pr-8669-pai-gow-bonus/hands.js';
import { reasonText } from '../../../engine/core/reasons.js';

function fold(hand: HandRecord): PgState | EngineRejection {
  let s = paiGowEngine.init(hand);
  for (const e of hand.events) {
    const next = paiGowEngine.step(s, e);
    if (next instanceof EngineRejection) return next;
    s = next;
  }
  return s;
}

function final(events: Record<string, unknown>[]): PgState {
  const s = fold(toRecord(round(events)));
  if (s instanceof EngineRejection) throw new Error(reasonText(s.reason));
  return s;
}

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

describe('pai gow engine', () => {
  it('follows a round: wagers, "no more bets", the number, settlements, the deal', () => {
    const s = final(cleanEvents());
    expect(s.stage).toBe('dealing');
    expect(s.paigow.map((w) => [w.seat, w.amount])).toEqual([[1, 2500], [2, 5000]]);
    expect(s.bonus.map((w) => [w.seat, w.number, w.amount, w.bets[0]!.stage])).toEqual([
      [1, 4, 1000, 'betting'], [2, 3, 500, 'betting'], [2, 4, 200, 'betting'],
    ]);
    expect(s.noMoreBetsAt).toBe(6);
    expect(s.rng).toEqual([{ value: 4, index: 7, stage: 'closed' }]);
    expect(s.firstDealAt).toBe(11);
    expect(s.settlements.map((x) => [x.index, x.type, x.seat, x.number, x.attributed, x.stage])).toEqual([
      [8, 'collect', 2, 3, 'inferred', 'settling'],
      [9, 'payout', 1, 4, 'inferred', 'settling'],
      [10, 'payout', 2, 4, 'inferred', 'settling'],
    ]);
  });

  it('adds chips on the same number to one wager', () => {
    const s = final([pg(1, 10), bonus(1, 5, 2), bonus(1, 5, 3.5)]);
    expect(s.bonus).toHaveLength(1);
    expect(s.bonus[0]!.amount).toBe(550);
    expect(s.bonus[0]!.bets.map((b) => b.index)).toEqual([2, 3]);
  });

  it('a settlement that names its number is for that number, or for no wager', () => {
    const s = final([pg(1, 10), bonus(1, 3, 5), bonus(1, 4, 5), rng(4), collect(1, 5, { number: 3 }), payout(1, 30, { number: 6 })]);
    expect(s.settlements.map((x) => [x.number, x.attributed])).toEqual([[3, 'named'], [6, 'none']]);
  });

  it('a settlement without number at a seat with no bonus bet is for no wager', () => {
    const s = final([pg(1, 10), rng(4), payout(1, 30)]);
    expect(s.settlements[0]).toMatchObject({ attributed: 'none', seat: 1 });
    expect(s.settlements[0]!.number).toBeUndefined();
  });

  it('ties an unnamed collect to the unsettled losing wager of the same amount', () => {
    // The clean example: seat 6 on 3 (22) and 4 (2), the number 4, a collect of 22 and a payout of 11.
    const s = final([pg(6, 10), bonus(6, 3, 22), bonus(6, 4, 2), noMoreBets(), rng(4), collect(6, 22), payout(6, 11)]);
    expect(s.settlements.map((x) => x.number)).toEqual([3, 4]);
  });

  it('ties unnamed collects of equal amounts to different wagers, losers first', () => {
    const s = final([pg(1, 10), bonus(1, 2, 5), bonus(1, 4, 5), bonus(1, 6, 5), rng(4), collect(1, 5), collect(1, 5), collect(1, 5)]);
    expect(s.settlements.map((x) => x.number)).toEqual([2, 6, 4]);
  });

  it('ties a second unnamed payout to the winning wager too (a double payment, not a paid loser)', () => {
    const s = final([pg(1, 10), bonus(1, 2, 5), bonus(1, 4, 5), rng(4), payout(1, 30), payout(1, 30)]);
    expect(s.settlements.map((x) => x.number)).toEqual([4, 4]);
  });

  it('ties an unnamed payout at a seat without a winning wager to its first open wager', () => {
    const s = final([pg(1, 10), bonus(1, 2, 5), bonus(1, 3, 5), rng(4), collect(1, 5), payout(1, 30)]);
    expect(s.settlements.map((x) => x.number)).toEqual([2, 3]);
  });

  it('ties an unnamed return to the open wager of the same amount', () => {
    const s = final([pg(1, 10), bonus(1, 2, 5), bonus(1, 3, 7), rng(4), giveBack(1, 7)]);
    expect(s.settlements.map((x) => x.number)).toEqual([3]);
  });

  it('splits one unnamed collect of all a seat\'s losing bets across them (no loser has that amount)', () => {
    const s = final([pg(1, 10), bonus(1, 2, 5), bonus(1, 3, 7), bonus(1, 4, 5), rng(4), collect(1, 12), payout(1, 30)]);
    expect(s.settlements.map((x) => [x.index, x.type, x.number, x.amount, x.attributed])).toEqual([
      [6, 'collect', 2, 500, 'inferred'],
      [6, 'collect', 3, 700, 'inferred'],
      [7, 'payout', 4, 3000, 'inferred'],
    ]);
  });

  it('does not split a collect that one losing bet matches, or that is not the losers\' sum', () => {
    const s = final([pg(1, 10), bonus(1, 2, 5), bonus(1, 3, 10), bonus(1, 4, 5), rng(4), collect(1, 10), collect(1, 4)]);
    expect(s.settlements.map((x) => [x.number, x.amount])).toEqual([[3, 1000], [2, 400]]);
  });

  it('records the stage of late bets and of a number drawn after the deal', () => {
    const s = final([pg(1, 10), noMoreBets(), bonus(1, 2, 5), rng(2), bonus(1, 3, 5), ...dealTo('seat:1').slice(0, 1), rng(5)]);
    expect(s.bonus.map((w) => w.bets[0]!.stage)).toEqual(['closed', 'settling']);
    expect(s.rng.map((r) => r.stage)).toEqual(['closed', 'dealing']);
  });

  it.each([
    [{ type: 'decision', seat: 1, action: 'hit' }, 'type'],
    [{ type: 'pool_award', seat: 1, amount: 5 }, 'type'],
    [{ type: 'bet', seat: 1, spot: 'main', amount: 5 }, 'spot'],
    [{ type: 'bet', seat: 1, spot: 'bonus', amount: 5 }, 'number'],
    [{ type: 'payout', seat: 1, spot: 'main', amount: 5 }, 'spot'],
    [{ type: 'commission', spot: 'pool', amount: 5 }, 'spot'],
    [{ type: 'deal', to: 'banker', card: 'Ah' }, 'to'],
  ])('rejects what a pai gow round cannot hold: %j', (event, field) => {
    const r = fold(toRecord(round([pg(1, 10), event])));
    expect(r).toBeInstanceOf(EngineRejection);
    expect(r).toMatchObject({ eventIndex: 2, field });
  });

  it('never changes the state it was given (the clean example logs, frozen)', () => {
    const lines = readFileSync(exampleLog('pr-8669-pai-gow-bonus'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      const hand = toRecord(JSON.parse(line) as Record<string, unknown>);
      let s = deepFreeze(paiGowEngine.init(hand));
      for (const e of hand.events) {
        const next = paiGowEngine.step(s, e);
        expect(next).not.toBeInstanceOf(EngineRejection);
        s = deepFreeze(next as PgState);
      }
      expect(s.stage).toBe('dealing');
    }
  });

  // Events of a round in any order, with one constraint the engine rightly enforces: a bonus bet never
  // follows a settlement of that seat's bonus (the settlement would be judged against a stake added after
  // it; the engine rejects that, see the property below). Settlements here do not name their number, so
  // the engine infers which of the seat's wagers each is for: no bonus bet from a seat after its first one.
  const roundEvent = fc.oneof(
    fc.record({ type: fc.constant('bet'), seat: fc.integer({ min: 1, max: 3 }), spot: fc.constantFrom('paigow', 'bonus'), number: fc.integer({ min: 1, max: 7 }), amount: fc.integer({ min: 1, max: 50 }) }),
    fc.record({ type: fc.constantFrom('payout', 'collect', 'return'), seat: fc.integer({ min: 1, max: 3 }), spot: fc.constantFrom('paigow', 'bonus'), amount: fc.integer({ min: 1, max: 300 }) }),
    fc.record({ type: fc.constant('rng'), value: fc.integer({ min: 0, max: 9 }) }),
    fc.constant(noMoreBets()),
    fc.constant({ type: 'deal', to: 'seat:1', card: 'Ah', face: 'down' }),
  );
  const followable = fc.array(roundEvent, { maxLength: 25 }).map((events) => {
    const bonusSettled = new Set<number>();
    return events.filter((e) => {
      const seat = (e as { seat?: number }).seat!;
      if (e.type === 'bet' && 'spot' in e && e.spot === 'bonus') return !bonusSettled.has(seat);
      if (e.type !== 'bet' && e.type !== 'rng' && 'spot' in e && e.spot === 'bonus') bonusSettled.add(seat);
      return true;
    }) as Record<string, unknown>[];
  });
  const foldAll = (events: Record<string, unknown>[]): PgState | EngineRejection => {
    const hand = toRecord(round(events));
    let s = deepFreeze(paiGowEngine.init(hand));
    for (const e of hand.events) {
      const next = paiGowEngine.step(s, e);
      if (next instanceof EngineRejection) return next;
      s = deepFreeze(next);
    }
    return s;
  };

  it('property: any sequence of bets, numbers and settlements (no bonus bet after its seat\'s bonus was settled) folds without mutating, and every bonus settlement names a seat', () => {
    fc.assert(fc.property(followable, (events) => {
      const s = foldAll(events);
      if (s instanceof EngineRejection) throw new Error(`rejected at event ${s.eventIndex}: ${reasonText(s.reason)}`);
      const bonusSettlements = s.settlements.filter((x) => x.spot === 'bonus');
      return bonusSettlements.every((x) => x.seat !== undefined && x.attributed !== undefined)
        && bonusSettlements.filter((x) => x.attributed !== 'none').every((x) => s.bonus.some((w) => w.seat === x.seat && w.number === x.number));
    }), { numRuns: 300 });
  });

  it('property: a bonus bet on a wager already settled is recorded, marked with the settlement it came after', () => {
    fc.assert(fc.property(followable, fc.integer({ min: 1, max: 50 }), (events, amount) => {
      const s = foldAll(events);
      if (s instanceof EngineRejection) throw new Error(`rejected at event ${s.eventIndex}: ${reasonText(s.reason)}`);
      const settled = s.settlements.find((x) => x.spot === 'bonus' && x.attributed !== 'none');
      fc.pre(settled !== undefined);
      const late = foldAll([...events, bonus(settled!.seat!, settled!.number!, amount)]);
      if (late instanceof EngineRejection) throw new Error(`rejected: ${reasonText(late.reason)}`);
      const wager = late.bonus.find((w) => w.seat === settled!.seat && w.number === settled!.number)!;
      const first = late.settlements.find((x) => x.spot === 'bonus' && x.seat === settled!.seat && x.number === settled!.number)!;
      expect(wager.bets.at(-1)).toMatchObject({ index: events.length + 1, afterSettlement: first.index });
      expect(wager.amount).toBe(s.bonus.find((w) => w === wager || (w.seat === wager.seat && w.number === wager.number))!.amount + amount * 100);
    }), { numRuns: 300 });
  });
});

describe('pai gow engine: describe', () => {
  it('puts the round in plain words, in both languages: face-down cards as ??, each wager with what was settled on it', () => {
    const s = final([pg(1, 25), bonus(1, 4, 10), bonus(1, 2, 2.5), noMoreBets(), rng(4), collect(1, 2.5), payout(1, 60), ...dealTo('seat:1').slice(0, 2), ...dealTo('dealer').slice(0, 1)]);
    expect(paiGowEngine.describe!(s, WORDS.en, 'USD')).toEqual([
      'Random number: 4',
      'Seat 1: ?? ??; pai gow, wager USD 25.00',
      'Seat 1: bonus on number 2, wager USD 2.50; collected USD 2.50',
      'Seat 1: bonus on number 4 (the generator\'s), wager USD 10.00; paid USD 60.00',
      'Dealer: ??',
    ]);
    expect(paiGowEngine.describe!(s, WORDS.es, 'USD')).toEqual([
      'Número del generador: 4',
      'Asiento 1: ?? ??; pai gow, apuesta USD 25.00',
      'Asiento 1: apuesta adicional al número 2, apuesta USD 2.50; cobrado USD 2.50',
      'Asiento 1: apuesta adicional al número 4 (el del generador), apuesta USD 10.00; pagado USD 60.00',
      'Crupier: ??',
    ]);
  });

  it('shows a card turned over, and money settled on a bonus nobody bet', () => {
    const s = final([pg(1, 25), bonus(1, 4, 10), rng(4), payout(2, 30), { type: 'deal', to: 'seat:1', card: 'Ah', face: 'down' }, { type: 'reveal', to: 'seat:1', card: 'Ah' }]);
    expect(paiGowEngine.describe!(s, WORDS.en, 'USD')).toEqual([
      'Random number: 4',
      'Seat 1: A♥; pai gow, wager USD 25.00',
      'Seat 1: bonus on number 4 (the generator\'s), wager USD 10.00',
      'Seat 2: bonus nobody bet; paid USD 30.00',
    ]);
  });
});
