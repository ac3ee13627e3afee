import { describe, expect, it } from 'vitest';
import { sharedFact } from '../../../rules-catalog/framework/shared-fact.js';
import { paramsOnce } from '../../../rules-catalog/framework/params-once.js';
import { csParams } from '../../../rules-catalog/pe-poker-caribeno/rules/params.js';
import { mainParams } from '../../../rules-catalog/families/blackjack/params.js';
import { potLuckBlackJack as potLuck } from '../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { pokerCaribeno as caribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { marbellaBlackJack as marbella } from '../../../rules-catalog/es-marbella-black-jack/index.js';
import type { Ruleset } from '../../../rules-catalog/framework/types.js';

describe('sharedFact: a fact of a hand computed once for every rule that asks', () => {
  const counting = () => {
    let calls = 0;
    const fact = sharedFact((state: { n: number }, seat: { seat: number }, p: { ratio: [number, number]; late: boolean }) => {
      calls++;
      return { value: state.n * seat.seat * p.ratio[0] + (p.late ? 1 : 0) };
    });
    return { fact, calls: () => calls };
  };

  it('hands the same result to a second rule with the same parameters object', () => {
    const { fact, calls } = counting();
    const state = { n: 3 };
    const seat = { seat: 2 };
    const p = { ratio: [3, 2] as [number, number], late: false };
    const first = fact(state, seat, p);
    const second = fact(state, seat, p);
    expect(first).toEqual({ value: 18 });
    expect(second).toBe(first);
    expect(calls()).toBe(1);
  });

  it('computes again for other parameters (by identity, even of equal value), another seat or another state', () => {
    const { fact, calls } = counting();
    const state = { n: 3 };
    const seat = { seat: 2 };
    expect(fact(state, seat, { ratio: [3, 2], late: false }).value).toBe(18);
    expect(fact(state, seat, { ratio: [3, 2], late: true }).value).toBe(19);
    expect(fact(state, seat, { ratio: [6, 5], late: false }).value).toBe(36);
    expect(fact(state, seat, { ratio: [3, 2], late: false }).value).toBe(18);
    expect(fact(state, { seat: 2 }, { ratio: [3, 2], late: false }).value).toBe(18);
    expect(fact({ n: 3 }, seat, { ratio: [3, 2], late: false }).value).toBe(18);
    expect(calls()).toBe(6);
  });

  it('holds only the last state: asked about an earlier one again, it computes again', () => {
    const { fact, calls } = counting();
    const a = { n: 1 };
    const b = { n: 2 };
    const seat = { seat: 1 };
    const p = { ratio: [1, 1] as [number, number], late: false };
    expect(fact(a, seat, p).value).toBe(1);
    expect(fact(b, seat, p).value).toBe(2);
    expect(fact(a, seat, p).value).toBe(1);
    expect(calls()).toBe(3);
  });
});

describe('paramsOnce: a catalog\'s parameters read into one object, built once per catalog', () => {
  const reader = (r: Ruleset, table: Record<string, unknown> = {}) => ({
    table: { extra: {}, ...table } as never,
    param: <T>(name: string): T => r.parameters[name]!.value as T,
  });

  it('gives every reader of one catalog the same object, and builds again for other values', () => {
    let builds = 0;
    const once = paramsOnce(['a', 'b'] as const, (ctx) => {
      builds++;
      return { sum: ctx.param<number>('a') + ctx.param<number>('b') };
    });
    const values: Record<string, number> = { a: 1, b: 2 };
    const ctx = { param: <T>(n: string) => values[n] as T };
    const first = once(ctx);
    expect(first).toEqual({ sum: 3 });
    expect(once({ param: <T>(n: string) => values[n] as T })).toBe(first);
    values['b'] = 5;
    expect(once(ctx)).toEqual({ sum: 6 });
    values['b'] = 2;
    expect(once(ctx)).toBe(first);
    expect(builds).toBe(2);
  });

  it('csParams and mainParams: one object per catalog (and per posted dealer-blackjack flag), its real values', () => {
    const cs = csParams(reader(caribeno));
    expect(csParams(reader(caribeno))).toBe(cs);
    expect(cs.anteWinRatio).toEqual([1, 1]);
    expect(cs.minimumLines.royal_flush).toBe(10000);
    const bj = mainParams(reader(potLuck));
    expect(mainParams(reader(potLuck))).toBe(bj);
    expect(bj.blackjackRatio).toEqual([3, 2]);
    expect(bj.dealerBlackjackTakes).toBe('original');
    // Marbella's table may post original_bets_only: each reading is its own object, each built once.
    const flag = marbella.parameters['dealer_blackjack_takes_table_flag']!.value as string;
    const original = mainParams(reader(marbella, { [flag]: true }));
    const all = mainParams(reader(marbella, { [flag]: false }));
    expect([original.dealerBlackjackTakes, all.dealerBlackjackTakes]).toEqual(['original', 'all']);
    expect(mainParams(reader(marbella, { [flag]: true }))).toBe(original);
    expect(mainParams(reader(marbella, { [flag]: false }))).toBe(all);
    expect(original).not.toBe(bj);
  });
});
