// The tests behind every statistical figure: exact binomial tails, the exact comparison of a Poisson rate with
// the run's (conditional on the total), a normal z for sums, Pearson's chi-square (chi-square.ts), and
// Benjamini-Hochberg over every test of a report. Statistics are not money: floating point.
import { chiSquarePValue, lnGamma } from './chi-square.js';

export { chiSquarePValue, uniformityTest } from './chi-square.js';

/**
 * ln m! (lnGamma(m + 1)) for a whole m, each computed once per process: a run's tail sums read the same few
 * thousand again for every group and measure. The same doubles lnGamma gives, only not recomputed. Kept for
 * m below LN_FACTORIALS_KEPT only (512 KB at most): a group of millions of hands must not make the table
 * grow with the log; beyond it each is computed.
 */
const LN_FACTORIALS_KEPT = 1 << 16;
let lnFactorials = new Float64Array(0).fill(NaN);

function lnFactorial(m: number): number {
  if (m >= LN_FACTORIALS_KEPT) return lnGamma(m + 1);
  if (m >= lnFactorials.length) {
    const grown = new Float64Array(Math.min(LN_FACTORIALS_KEPT, Math.max(m + 1, 2 * lnFactorials.length))).fill(NaN);
    grown.set(lnFactorials);
    lnFactorials = grown;
  }
  let v = lnFactorials[m]!;
  if (Number.isNaN(v)) lnFactorials[m] = v = lnGamma(m + 1);
  return v;
}

/**
 * Σ P(X = j) for j from `from` stepping by `step` (+1 or -1) to the end of the support: the terms fall
 * geometrically away from the mode, so the sum stops when they no longer change it. Each term is
 * ln P(X = j) = ln n! − ln j! − ln (n − j)! + j ln p + (n − j) ln (1 − p), evaluated in that order, the
 * logarithms of n!, p and 1 − p taken once for the tail.
 */
function tail(from: number, step: 1 | -1, n: number, p: number): number {
  const lnN = lnFactorial(n);
  const lnP = Math.log(p);
  const lnQ = Math.log1p(-p);
  let sum = 0;
  for (let j = from; j >= 0 && j <= n; j += step) {
    const t = Math.exp(lnN - lnFactorial(j) - lnFactorial(n - j) + j * lnP + (n - j) * lnQ);
    sum += t;
    const beyondMode = step === 1 ? j >= n * p : j <= n * p;
    if (beyondMode && t < sum * 1e-17) break;
  }
  return Math.min(1, sum);
}

/**
 * Two-sided exact binomial p-value of k successes in n trials at probability p: twice the smaller tail,
 * capped at 1 (the "doubled tail" convention).
 */
export function binomialTwoSided(k: number, n: number, p: number): number {
  if (n === 0) return 1;
  if (p <= 0) return k === 0 ? 1 : 0;
  if (p >= 1) return k === n ? 1 : 0;
  // The tail away from the mode first: it starts where the terms already fall, and is the smaller one unless k is
  // near the mean. The two tails sum to 1 + P(X = k), so where the far one is below 0.49 the other is above 0.51
  // (the sums' rounding is some 1e-10 at most): the smaller is the far one, and the near tail, which runs through
  // the mode and costs most of the work, is not summed. Elsewhere both are, as always: the same p either way.
  const above = k >= n * p;
  const far = tail(k, above ? 1 : -1, n, p);
  if (far < 0.49) return Math.min(1, 2 * far);
  const near = tail(k, above ? -1 : 1, n, p);
  return Math.min(1, 2 * Math.min(above ? near : far, above ? far : near));
}

/** One-sided: P(X ≥ k). */
export function binomialUpper(k: number, n: number, p: number): number {
  if (k <= 0) return 1;
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  return tail(k, 1, n, p);
}

/**
 * A group's count of events (findings) in `exposure` (hands) against the run's rate, `total` events in
 * `totalExposure`: given the total, the group's count is Binomial(total, exposure / totalExposure) when the
 * rate is the same everywhere (the exact conditional test of two Poisson rates). One-sided, P(X ≥ count):
 * what surveillance looks for is a group that makes more mistakes than the rest, not fewer.
 */
export function poissonRateTest(count: number, exposure: number, total: number, totalExposure: number): number {
  if (total === 0 || exposure === 0 || exposure >= totalExposure) return 1;
  return binomialUpper(count, total, exposure / totalExposure);
}

/** Two-sided normal p-value of a z-score: P(|Z| ≥ |z|) = P(χ²₁ ≥ z²). */
export function normalTwoSided(z: number): number {
  if (!Number.isFinite(z)) return Number.isNaN(z) ? 1 : 0;
  return chiSquarePValue(z * z, 1);
}

/**
 * Benjamini-Hochberg adjusted p-values (q-values), in the order given: q_(i) = min over j ≥ i of p_(j) m / j,
 * capped at 1. Flagging q ≤ α keeps the expected share of false flags among all flags at most α.
 */
export function benjaminiHochberg(ps: readonly number[]): number[] {
  const m = ps.length;
  const order = ps.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p || a.i - b.i);
  const q = new Array<number>(m);
  let running = 1;
  for (let r = m - 1; r >= 0; r--) {
    const { p, i } = order[r]!;
    running = Math.min(running, (p * m) / (r + 1));
    q[i] = Math.min(1, running);
  }
  return q;
}
