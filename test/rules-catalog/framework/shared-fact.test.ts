import { describe, expect, it } from 'vitest';
import { sharedFact } from '../../../rules-catalog/framework/shared-fact.js';

describe('sharedFact: a fact of a hand computed once for every rule that asks', () => {
  const counting = () => {
    let calls = 0;
    const fact = sharedFact((state: { n: number }, seat: { seat: number }, p: { ratio: [number, number]; late: boolean }) => {
      calls++;
      return { value: state.n * seat.seat * p.ratio[0] + (p.late ? 1 : 0) };
    });
    return { fact, calls: () => calls };
  };

  it('hands the same result to a second rule with parameters of equal value (its own object)', () => {
    const { fact, calls } = counting();
    const state = { n: 3 };
    const seat = { seat: 2 };
    const first = fact(state, seat, { ratio: [3, 2], late: false });
    const second = fact(state, seat, { ratio: [3, 2], late: false });
    expect(first).toEqual({ value: 18 });
    expect(second).toBe(first);
    expect(calls()).toBe(1);
  });

  it('computes again for other parameters, another seat (by identity) or another state', () => {
    const { fact, calls } = counting();
    const state = { n: 3 };
    const seat = { seat: 2 };
    expect(fact(state, seat, { ratio: [3, 2], late: false }).value).toBe(18);
    expect(fact(state, seat, { ratio: [3, 2], late: true }).value).toBe(19);
    expect(fact(state, seat, { ratio: [6, 5], late: false }).value).toBe(36);
    expect(fact(state, { seat: 2 }, { ratio: [3, 2], late: false }).value).toBe(18);
    expect(fact({ n: 3 }, seat, { ratio: [3, 2], late: false }).value).toBe(18);
    expect(calls()).toBe(5);
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
