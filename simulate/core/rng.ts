/**
 * The simulator's only source of chance: sfc32 (Chris Doty-Humphrey's Small
 * Fast Counting generator, 128 bits of state), seeded from a 32-bit seed and
 * a path of stream numbers through a 32-bit mixing hash. No Math.random, no
 * floating point in anything that decides a card or an amount: the same seed
 * gives the same hands, byte for byte, on every machine.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  private constructor(a: number, b: number, c: number, d: number) {
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
    // The first outputs of a freshly seeded sfc32 are still close to the seed.
    for (let i = 0; i < 15; i++) this.next();
  }

  /** A generator for `seed` and a stream path: `from(s, 1)` and `from(s, 2, i)` are independent streams. */
  static from(seed: number, ...path: number[]): Rng {
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw new Error(`seed must be a 32-bit unsigned integer, not ${seed}`);
    let h = mix32(seed ^ 0x9e3779b9);
    for (const p of path) h = mix32(h ^ mix32((p >>> 0) + 0x7f4a7c15));
    return new Rng(mix32(h ^ 0x243f6a88), mix32(h ^ 0x85a308d3), mix32(h ^ 0x13198a2e), 1);
  }

  /** The next 32-bit unsigned integer. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A whole number in 0 .. n-1, each equally likely (rejection sampling: no modulo bias). */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 0x100000000) throw new Error(`int(n) needs 1 <= n <= 2^32, not ${n}`);
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const x = this.next();
      if (x < limit) return x % n;
    }
  }

  /** A whole number in lo .. hi, both included. */
  range(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }

  /** True with probability `numerator / denominator`, exactly. */
  chance(numerator: number, denominator: number): boolean {
    return this.int(denominator) < numerator;
  }

  /** True with probability `p` (0..1), to 2^-32: for a rate given on the command line. */
  below(p: number): boolean {
    return this.next() < p * 0x100000000;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(items.length)]!;
  }

  /** Fisher-Yates, in place; returns the array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
    return items;
  }
}

/** MurmurHash3's 32-bit finalizer: every input bit reaches every output bit. */
function mix32(x: number): number {
  x = (x ^ (x >>> 16)) >>> 0;
  x = Math.imul(x, 0x85ebca6b) >>> 0;
  x = (x ^ (x >>> 13)) >>> 0;
  x = Math.imul(x, 0xc2b2ae35) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

/** Parses a seed as the command line gives it: a whole number 0 .. 4294967295. */
export function parseSeed(text: string): number | undefined {
  if (!/^\d{1,10}$/.test(text.trim())) return undefined;
  const n = Number(text.trim());
  return n <= 0xffffffff ? n : undefined;
}
