import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXED_SEED, propertySeed } from '../helpers/seed.js';

describe('fast-check properties run on a fixed seed under npm test', () => {
  it('the seed: fixed by default, FUZZ_SEED when given, fresh under npm run fuzz', () => {
    expect(propertySeed({})).toBe(FIXED_SEED);
    expect(propertySeed({ FUZZ_SEED: '42' })).toBe(42);
    expect(propertySeed({ FUZZ_RUNS: '200000' })).toBeUndefined();
    expect(propertySeed({ FUZZ_RUNS: '200000', FUZZ_SEED: '-7' })).toBe(-7);
    expect(() => propertySeed({ FUZZ_SEED: 'soon' })).toThrow(/FUZZ_SEED must be an integer/);
  });

  it('the setup file gives every property this run\'s seed, so the cases drawn are the same each time', () => {
    expect(fc.readConfigureGlobal().seed).toBe(propertySeed());
    const draw = () => fc.sample(fc.array(fc.integer(), { minLength: 3, maxLength: 3 }), 4);
    if (propertySeed() !== undefined) expect(draw()).toEqual(draw());
    expect(draw()).toHaveLength(4);
  });

  it('a failing property names its seed, to run it again', () => {
    const r = fc.check(fc.property(fc.integer(), (n) => n < 1000), { numRuns: 1000 });
    expect(r.failed).toBe(true);
    if (propertySeed() !== undefined) expect(r.seed).toBe(propertySeed());
    expect(() => fc.assert(fc.property(fc.integer(), (n) => n < 1000), { numRuns: 1000 })).toThrow(new RegExp(`seed: ${r.seed}`));
  });
});
