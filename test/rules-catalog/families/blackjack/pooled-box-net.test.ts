import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Money } from '../../../../engine/core/money.js';
import { pooledBoxNet } from '../../../../rules-catalog/families/blackjack/settlement.js';
import { propertySeed } from '../../../helpers/seed.js';

type S = { type: 'payout' | 'collect' | 'return'; amount: Money };
const s = (type: S['type'], amount: number): S => ({ type, amount: amount as Money });

/** The split box's reading before net16 (sums, collections first), kept here only to compare. */
function summed(list: readonly S[], stakes: number): number {
  const sum = (t: S['type']) => list.reduce((a, x) => (x.type === t ? a + x.amount : a), 0);
  return sum('payout') - sum('collect') + Math.max(0, sum('return') - Math.max(0, stakes - sum('collect')));
}

// net16: a split box settled without naming hands, read in log order (settlement.ts pooledBoxNet).
describe('split box in sum, in log order', () => {
  it('two pushes of 100: 200 handed back and then 100 collected is -100 (summed: 0); 100 collected and then 200 handed back is 0', () => {
    expect(pooledBoxNet([s('return', 200), s('collect', 100)], 200)).toBe(-100);
    expect(pooledBoxNet([s('collect', 100), s('return', 200)], 200)).toBe(0);
    expect(pooledBoxNet([s('collect', 100), s('collect', 100), s('collect', 100), s('return', 100)], 300)).toBe(-200);
  });
  it('where no return comes before a collection, the sums\' answer; otherwise never more for the player', () => {
    const item = fc.record({ type: fc.constantFrom('payout' as const, 'collect' as const, 'return' as const), amount: fc.integer({ min: 0, max: 300 }) });
    const seed = propertySeed();
    fc.assert(fc.property(fc.array(item, { maxLength: 6 }), fc.integer({ min: 0, max: 400 }), (raw, stakes) => {
      const list = raw.map((x) => s(x.type, x.amount));
      const returnFirst = list.some((x, i) => x.type === 'return' && list.slice(i + 1).some((y) => y.type === 'collect'));
      const got = pooledBoxNet(list, stakes);
      if (!returnFirst) expect(got).toBe(summed(list, stakes));
      expect(got).toBeLessThanOrEqual(summed(list, stakes));
    }), { numRuns: 20_000, ...(seed !== undefined ? { seed } : {}) });
  });
});
