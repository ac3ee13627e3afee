// The tests' arithmetic against values computed by hand or published (R's binom.test, p.adjust).
import { describe, expect, it } from 'vitest';
import { benjaminiHochberg, binomialTwoSided, binomialUpper, normalTwoSided, poissonRateTest } from '../../../audit/stats/significance.js';

describe('exact binomial tails', () => {
  it('small cases by hand: 10 tosses, 9 heads: P(X ≥ 9) = 11/1024, two-sided 22/1024', () => {
    expect(binomialUpper(9, 10, 0.5)).toBeCloseTo(11 / 1024, 14);
    expect(binomialTwoSided(9, 10, 0.5)).toBeCloseTo(22 / 1024, 14);
    expect(binomialTwoSided(1, 10, 0.5)).toBeCloseTo(22 / 1024, 14);
    expect(binomialTwoSided(5, 10, 0.5)).toBe(1);
    expect(binomialTwoSided(0, 0, 0.3)).toBe(1);
  });

  it('a large n against the normal approximation: 4,700 of 10,000 at 0.5 is 6 standard errors out', () => {
    const p = binomialTwoSided(4700, 10000, 0.5);
    // Exact two-sided p for 4,700/10,000: about 2.1e-9 (normal approximation with continuity: 2.0e-9).
    expect(p).toBeGreaterThan(1e-9);
    expect(p).toBeLessThan(4e-9);
    expect(binomialTwoSided(5030, 10000, 0.5)).toBeGreaterThan(0.5);
  });

  it('the rate test: all 20 findings of a run in a group with a tenth of its hands is far out; a fair share is not', () => {
    expect(poissonRateTest(20, 100, 20, 1000)).toBeCloseTo(1e-20, 25);
    // One-sided: fewer findings than the run's rate is no signal. P(X ≥ 5) for Binomial(20, 0.1) = 0.0431745.
    expect(poissonRateTest(5, 100, 20, 1000)).toBeCloseTo(0.0431745, 6);
    expect(poissonRateTest(0, 100, 20, 1000)).toBe(1);
    expect(poissonRateTest(2, 100, 20, 1000)).toBeCloseTo(1 - 0.9 ** 20 - 20 * 0.1 * 0.9 ** 19, 12);
    expect(poissonRateTest(0, 100, 0, 1000)).toBe(1);
  });

  it('normal two-sided p: z = 1.959964 gives 0.05', () => {
    expect(normalTwoSided(1.959964)).toBeCloseTo(0.05, 6);
    expect(normalTwoSided(-3)).toBeCloseTo(0.0026998, 6);
  });
});

describe('Benjamini-Hochberg', () => {
  it('R p.adjust(c(0.01, 0.04, 0.03, 0.2), "BH") = 0.04, 0.0533, 0.0533, 0.2', () => {
    const q = benjaminiHochberg([0.01, 0.04, 0.03, 0.2]);
    expect(q[0]).toBeCloseTo(0.04, 12);
    expect(q[1]).toBeCloseTo(0.04 * 4 / 3, 12);
    expect(q[2]).toBeCloseTo(0.04 * 4 / 3, 12);
    expect(q[3]).toBeCloseTo(0.2, 12);
  });
});
