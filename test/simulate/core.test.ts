import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Rng, parseSeed } from '../../simulate/core/rng.js';
import { Shoe, fullDecks } from '../../simulate/core/shoe.js';
import { isoAtOffset, parseInstant } from '../../simulate/core/clock.js';
import { uniformityTest } from '../../audit/stats/chi-square.js';

const root = new URL('../..', import.meta.url).pathname;

describe('seeded PRNG (sfc32)', () => {
  it('is pinned: seed 1 gives these numbers on every machine (same seed, same bytes)', () => {
    const r = Rng.from(1);
    const first = [r.next(), r.next(), r.next(), r.next()];
    const again = Rng.from(1);
    expect([again.next(), again.next(), again.next(), again.next()]).toEqual(first);
    // Pinned from this implementation: a change here changes every simulated log of every seed.
    expect(first).toEqual([3640226671, 2179073665, 489937722, 884026545]);
  });

  it('different seeds and different streams of one seed differ', () => {
    const take = (r: Rng) => Array.from({ length: 8 }, () => r.next());
    expect(take(Rng.from(1))).not.toEqual(take(Rng.from(2)));
    expect(take(Rng.from(1, 1))).not.toEqual(take(Rng.from(1, 2)));
    expect(take(Rng.from(1, 3, 0))).not.toEqual(take(Rng.from(1, 3, 1)));
  });

  it('int(n) stays in 0..n-1 and spreads evenly (chi-square over 70 000 draws of 1..7)', () => {
    const r = Rng.from(20260105);
    const counts = new Array<number>(7).fill(0);
    for (let i = 0; i < 70_000; i++) counts[r.int(7)]!++;
    const t = uniformityTest(counts);
    expect(t.n).toBe(70_000);
    expect(t.p).toBeGreaterThan(0.001);
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
      const x = Rng.from(seed).int(n);
      return Number.isInteger(x) && x >= 0 && x < n;
    }));
  });

  it('chance(k, n) is exact in integers; below(p) follows the rate', () => {
    const r = Rng.from(3);
    let yes = 0;
    for (let i = 0; i < 20_000; i++) if (r.below(0.25)) yes++;
    expect(yes).toBeGreaterThan(4700);
    expect(yes).toBeLessThan(5300);
    expect(Rng.from(3).chance(0, 5)).toBe(false);
    expect(Rng.from(3).chance(5, 5)).toBe(true);
  });

  it('shuffle is a permutation (Fisher-Yates), for any seed', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.array(fc.integer(), { maxLength: 60 }), (seed, items) => {
      const shuffled = Rng.from(seed).shuffle([...items]);
      expect([...shuffled].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
    }));
  });

  it('parses a seed as a 32-bit unsigned whole number, and nothing else', () => {
    expect(parseSeed('0')).toBe(0);
    expect(parseSeed('4294967295')).toBe(4294967295);
    expect(parseSeed('4294967296')).toBeUndefined();
    for (const bad of ['-1', '1.5', 'abc', '', '1e3']) expect(parseSeed(bad)).toBeUndefined();
    expect(() => Rng.from(-1)).toThrow();
  });

  it('nothing in the simulator draws on Math.random', () => {
    const files = [
      ...readdirSync(join(root, 'simulate/core')).map((f) => join(root, 'simulate/core', f)),
      ...readdirSync(join(root, 'simulate/families/blackjack')).map((f) => join(root, 'simulate/families/blackjack', f)),
      join(root, 'simulate/pe-pot-luck-black-jack/simulate.ts'),
      join(root, 'simulate/es-marbella-black-jack/simulate.ts'),
      join(root, 'simulate/es-marbella-black-jack/simulate-faults.ts'),
      join(root, 'simulate/pr-8669-pai-gow-bonus/simulate.ts'),
      ...readdirSync(join(root, 'rules-catalog/pe-dragon-six-baccarat')).filter((f) => f.startsWith('simulate'))
        .map((f) => join(root, 'rules-catalog/pe-dragon-six-baccarat', f)),
      join(root, 'cli/commands/simulate.ts'),
    ];
    for (const f of files) expect(/Math\.random\s*\(/.test(readFileSync(f, 'utf8')), f).toBe(false);
  });
});

describe('shoe', () => {
  it('holds each card exactly `decks` times, deals them all, and tells when the cut card is out', () => {
    const shoe = new Shoe(6, Rng.from(9), 60);
    expect(shoe.cards).toHaveLength(312);
    const counts = new Map<number, number>();
    for (const c of shoe.cards) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect([...counts.values()].every((n) => n === 6)).toBe(true);
    expect(counts.size).toBe(52);
    expect(shoe.cards).not.toEqual(fullDecks(6)); // shuffled
    const dealt = [];
    while (!shoe.cutCardOut) dealt.push(shoe.draw());
    expect(dealt).toHaveLength(252);
    expect(shoe.remaining).toBe(60);
    while (shoe.remaining > 0) shoe.draw();
    expect(() => shoe.draw()).toThrow(/ran out/);
  });

  it('the same seed gives the same shoe', () => {
    expect(new Shoe(8, Rng.from(5), 80).cards).toEqual(new Shoe(8, Rng.from(5), 80).cards);
    expect(new Shoe(8, Rng.from(5), 80).cards).not.toEqual(new Shoe(8, Rng.from(6), 80).cards);
  });
});

describe('clock', () => {
  it('writes a time at the table\'s offset, whatever the machine\'s zone', () => {
    const ms = parseInstant('2026-01-05T20:00:00-05:00')!;
    expect(isoAtOffset(ms, '-05:00')).toBe('2026-01-05T20:00:00-05:00');
    expect(isoAtOffset(ms, '-04:00')).toBe('2026-01-05T21:00:00-04:00');
    expect(isoAtOffset(ms + 3_600_000 * 5, '-05:00')).toBe('2026-01-06T01:00:00-05:00');
    expect(parseInstant('2026-01-05 20:00')).toBeUndefined();
  });
});
