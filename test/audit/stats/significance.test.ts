// The tests' arithmetic against values computed by hand or published (R's binom.test, p.adjust).
import { describe, expect, it } from 'vitest';
import { benjaminiHochberg, binomialTwoSided, binomialUpper, normalTwoSided, poissonRateTest } from '../../../audit/stats/significance.js';
import { lnGamma } from '../../../audit/stats/chi-square.js';

/** The two-sided p-value as it was summed before stats19: both tails, always (the same terms, in the same order). */
function bothTails(k: number, n: number, p: number): number {
  const tail = (from: number, step: 1 | -1): number => {
    const lnN = lnGamma(n + 1);
    const lnP = Math.log(p);
    const lnQ = Math.log1p(-p);
    let sum = 0;
    for (let j = from; j >= 0 && j <= n; j += step) {
      const t = Math.exp(lnN - lnGamma(j + 1) - lnGamma(n - j + 1) + j * lnP + (n - j) * lnQ);
      sum += t;
      const beyondMode = step === 1 ? j >= n * p : j <= n * p;
      if (beyondMode && t < sum * 1e-17) break;
    }
    return Math.min(1, sum);
  };
  return Math.min(1, 2 * Math.min(tail(k, -1), tail(k, 1)));
}

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

  it('the far tail alone where it is below 0.49: the same p, to the bit, as both tails summed', () => {
    // Every k of small n, and k around and far from the mean of the groups' sizes a run has (a shoe's 70 hands, a
    // dealer's 5,000), at the games' probabilities (baccarat's, a dealer's bust, a Black Jack, a tie).
    let checked = 0;
    let farOnly = 0;
    for (const p of [0.5, 0.458597, 0.446247, 0.095156, 0.2858, 0.0475, 0.0224]) {
      for (const n of [1, 2, 7, 30, 70, 71, 333, 1000, 5000]) {
        const sd = Math.sqrt(n * p * (1 - p));
        const ks = n <= 333 ? [...Array(n + 1).keys()] : [...Array(121).keys()].map((i) => Math.round(n * p + ((i - 60) / 10) * sd)).filter((k) => k >= 0 && k <= n);
        for (const k of ks) {
          expect(binomialTwoSided(k, n, p)).toBe(bothTails(k, n, p));
          checked++;
          if (bothTails(k, n, p) < 0.98) farOnly++;
        }
      }
    }
    expect(checked).toBeGreaterThan(5000);
    expect(farOnly).toBeGreaterThan(3000);
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
