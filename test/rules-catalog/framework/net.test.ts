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

// verify13: a collection beyond the stake (a loser collected twice) took the player's own chips; a return of them hands
// them back. It was also read as handing back the stake the collections had already taken: collect 24, collect 24,
// return 24 on a loser of 24 read 0 (the loser handed back, 24 owed by the player) where the table took the 24 once.
describe('netToPlayer: collections beyond the stake, then a return', () => {
  it('a loser of 24 collected twice and 24 handed back, in either order: -24', () => {
    expect(net([s('collect', 2400), s('collect', 2400), s('return', 2400)], 2400, 0)).toBe(-2400);
    expect(net([s('collect', 2400), s('return', 2400), s('collect', 2400)], 2400, 0)).toBe(-2400);
  });
  it('collected twice, 10 of the second handed back: -38; collected once and handed back: 0', () => {
    expect(net([s('collect', 2400), s('collect', 2400), s('return', 1000)], 2400, 0)).toBe(-3800);
    expect(net([s('collect', 2400), s('return', 2400)], 2400, 0)).toBe(0);
  });
  it('with late chips: 50 and 10 late collected as 60, 10 more collected, 30 handed back: -40 (10 over the -50 owed)', () => {
    expect(net([s('collect', 6000), s('collect', 1000), s('return', 3000)], 5000, 1000)).toBe(-4000);
  });
});
