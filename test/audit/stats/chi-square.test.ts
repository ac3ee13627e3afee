import { describe, expect, it } from 'vitest';
import { chiSquarePValue, gammaQ, lnGamma, uniformityTest } from '../../../audit/stats/chi-square.js';

describe('lnGamma', () => {
  it('matches factorials and Γ(1/2) = √π', () => {
    expect(lnGamma(1)).toBeCloseTo(0, 12);
    expect(lnGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(lnGamma(11)).toBeCloseTo(Math.log(3628800), 10);
    expect(lnGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 12);
    expect(lnGamma(3.5)).toBeCloseTo(Math.log(3.3233509704478426), 12);
  });
});

describe('gammaQ (regularized upper incomplete gamma)', () => {
  it('Q(1, x) = e^-x', () => {
    for (const x of [0.01, 0.5, 1, 2, 5, 20]) expect(gammaQ(1, x)).toBeCloseTo(Math.exp(-x), 13);
  });
  it('Q(3, x) = e^-x (1 + x + x²/2), on both sides of a + 1', () => {
    for (const x of [0.1, 1, 2.5, 3.9, 4.1, 8, 11.229, 30]) {
      const exact = Math.exp(-x) * (1 + x + (x * x) / 2);
      expect(gammaQ(3, x) / exact).toBeCloseTo(1, 11);
    }
  });
  it('Q(1/2, x) = erfc(√x): erfc(1) = 0.157299207050285', () => {
    expect(gammaQ(0.5, 1)).toBeCloseTo(0.157299207050285, 12);
  });
  it('Q(a, 0) = 1, and refuses a ≤ 0', () => {
    expect(gammaQ(3, 0)).toBe(1);
    expect(() => gammaQ(0, 1)).toThrow();
  });
});

describe('chi-square p-values (published critical values)', () => {
  const table: [number, number, number][] = [
    // statistic, dof, p
    [22.458, 6, 0.001],
    [16.812, 6, 0.01],
    [12.592, 6, 0.05],
    [10.645, 6, 0.1],
    [3.841, 1, 0.05],
    [6.635, 1, 0.01],
    [18.307, 10, 0.05],
  ];
  for (const [x, dof, p] of table) {
    it(`p(${x}; ${dof} dof) = ${p}`, () => expect(chiSquarePValue(x, dof) / p).toBeCloseTo(1, 3));
  }
});

describe('uniformityTest', () => {
  it('is exactly uniform: statistic 0, p 1', () => {
    expect(uniformityTest([10, 10, 10, 10, 10, 10, 10])).toEqual({ n: 70, statistic: 0, dof: 6, p: 1 });
  });
  it('Pearson statistic of a skewed tally', () => {
    // expected 10 each; (20-10)²/10 + (0-10)²/10 = 20
    const t = uniformityTest([20, 0, 10, 10, 10, 10, 10]);
    expect(t.statistic).toBeCloseTo(20, 12);
    expect(t.p).toBeCloseTo(Math.exp(-10) * (1 + 10 + 50), 12);
  });
});
