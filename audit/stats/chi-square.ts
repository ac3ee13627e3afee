/**
 * Pearson's chi-square test of counts against a uniform distribution (the pai gow generator's numbers, a
 * burn's first cards), and the regularised gamma function behind its p-value.
 * Statistics are not money: floating point is right here.
 */

/** ln Γ(x) for x > 0 (Lanczos approximation, g = 7, n = 9: about 15 significant digits). */
export function lnGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  const z = x - 1;
  let a = c[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

const EPS = 1e-15;
const TINY = 1e-300;
const MAX_ITER = 1000;

/**
 * Q(a, x) = Γ(a, x) / Γ(a), the regularized upper incomplete gamma function:
 * the series for P when x < a + 1, else Lentz's continued fraction for Q.
 */
export function gammaQ(a: number, x: number): number {
  if (!(a > 0) || !(x >= 0)) throw new Error(`gammaQ needs a > 0 and x >= 0, got a=${a}, x=${x}`);
  if (x === 0) return 1;
  const logPrefix = a * Math.log(x) - x - lnGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < MAX_ITER; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * EPS) break;
    }
    return Math.max(0, 1 - sum * Math.exp(logPrefix));
  }
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_ITER; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPS) break;
  }
  return Math.exp(logPrefix) * h;
}

/** P(X ≥ statistic) for a chi-square variable with `dof` degrees of freedom. */
export function chiSquarePValue(statistic: number, dof: number): number {
  return gammaQ(dof / 2, statistic / 2);
}

/** Pearson's statistic of observed counts against equal expected counts, with its p-value. */
export function uniformityTest(counts: readonly number[]): { n: number; statistic: number; dof: number; p: number } {
  const n = counts.reduce((a, b) => a + b, 0);
  const dof = counts.length - 1;
  if (n === 0) return { n, statistic: 0, dof, p: 1 };
  const e = n / counts.length;
  let statistic = 0;
  for (const o of counts) statistic += ((o - e) * (o - e)) / e;
  return { n, statistic, dof, p: chiSquarePValue(statistic, dof) };
}
