import { describe, expect, it } from 'vitest';
import { netToPlayer } from '../../../rules-catalog/framework/net.js';
import type { Money } from '../../../engine/core/money.js';

const s = (type: 'payout' | 'collect' | 'return', amount: number) => ({ type, amount: amount as Money });
const net = (settled: ReturnType<typeof s>[], stake: number, late: number) => netToPlayer(settled, stake as Money, late as Money).net;

// A lawful stake of 50 with 50 of late chips beside it (a void double, a late raise): what each settlement leaves the player.
describe('netToPlayer: a stake with late chips beside it', () => {
  it('a return alone must hand back all on the spot: 100 back is 0, 50 back loses 50, 49 loses 51, 51 loses 49, 0 loses 100 (left10)', () => {
    expect([100, 75, 51, 50, 49, 0].map((r) => net([s('return', r * 100)], 5000, 5000) / 100)).toEqual([0, -25, -49, -50, -51, -100]);
    expect(net([s('return', 5000)], 5000, 5000)).toBe(-5000);
  });
  it('a win paid with the late chips handed back keeps the stake with the player (no event for it): +50', () => {
    expect(net([s('payout', 5000), s('return', 5000)], 5000, 5000)).toBe(5000);
  });
  it('a surrender\'s half collected and the late chips handed back: -25 (the other half goes back with no event)', () => {
    expect(net([s('collect', 2500), s('return', 5000)], 5000, 5000)).toBe(-2500);
  });
  it('a loss collected with the late chips handed back: -50; the late chips collected too: -100', () => {
    expect(net([s('collect', 5000), s('return', 5000)], 5000, 5000)).toBe(-5000);
    expect(net([s('collect', 10000)], 5000, 5000)).toBe(-10000);
  });
  it('without late chips a return alone reads as before: the stake back is 0, 30 of 50 back loses 20', () => {
    expect(net([s('return', 5000)], 5000, 0)).toBe(0);
    expect(net([s('return', 3000)], 5000, 0)).toBe(-2000);
  });
});
