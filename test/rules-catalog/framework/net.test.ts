import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { netToPlayer } from '../../../rules-catalog/framework/net.js';
import { describeNet, movedBy } from '../../../rules-catalog/framework/money-words.js';
import type { Money } from '../../../engine/core/money.js';
import { propertySeed } from '../../helpers/seed.js';

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

// net16: the settlements are read in the order the table made them. A return that comes before a collection handed
// back chips still on the spot (the stake), so the collection after it took the player's own: a tie's ante of 20
// settled return 20, collect 20 lost the player 20. Read as sums (collections first, whatever the log's order) it was
// 0: no finding, 20 kept from the player (oracle16, docs/oracles.md).
describe('netToPlayer: in the order the table made them', () => {
  it('return 20, collect 20 on a tie of 20: -20 (the stake handed back, then 20 of the player\'s taken); collect 20, return 20: 0', () => {
    expect(net([s('return', 2000), s('collect', 2000)], 2000, 0)).toBe(-2000);
    expect(net([s('collect', 2000), s('return', 2000)], 2000, 0)).toBe(0);
  });
  it('a surrender written return 10, collect 10 on 20: -10; return 10, collect 50 on a tie of 10: -50', () => {
    expect(net([s('return', 1000), s('collect', 1000)], 2000, 0)).toBe(-1000);
    expect(net([s('return', 1000), s('collect', 5000)], 1000, 0)).toBe(-5000);
  });
  it('collect 24, return 24, collect 24 and collect 24, collect 24, return 24 on a loser of 24: -24 both', () => {
    expect(net([s('collect', 2400), s('return', 2400), s('collect', 2400)], 2400, 0)).toBe(-2400);
    expect(net([s('collect', 2400), s('collect', 2400), s('return', 2400)], 2400, 0)).toBe(-2400);
  });
  it('the late chips handed back, then the stake and 10 more collected: -60 on 50 with 10 late (-50 read as sums)', () => {
    expect(net([s('return', 1000), s('collect', 6000)], 5000, 1000)).toBe(-6000);
    expect(net([s('collect', 6000), s('return', 1000)], 5000, 1000)).toBe(-5000);
  });
  it('a return of 0 before the collection hands back nothing: return 0, collect 10 on 20 is -20, as collect 10, return 0', () => {
    expect(net([s('return', 0), s('collect', 1000)], 2000, 0)).toBe(-2000);
    expect(net([s('collect', 1000), s('return', 0)], 2000, 0)).toBe(-2000);
  });
});

/** The reading before net16, kept here only to prove the new one keeps its every answer where order cannot matter. */
function sumsNet(settlements: readonly { type: string; amount: Money }[], stake: Money, late: Money): number {
  let paid = 0;
  let collected = 0;
  let returned = 0;
  let paidAny = false;
  let collectedAny = false;
  let returnedAny = false;
  for (const x of settlements) {
    if (x.type === 'payout') { paid += x.amount; paidAny = true; }
    else if (x.type === 'collect') { collected += x.amount; collectedAny = true; }
    else if (x.type === 'return') { returned += x.amount; returnedAny = true; }
  }
  const lateReturned = Math.min(returned, late);
  const lawfulReturned = returned - lateReturned;
  const returnedNothing = returnedAny && returned === 0;
  const onlyReturned = returnedAny && !paidAny && !collectedAny;
  const stakeLeft = Math.max(0, stake - collected);
  const stakeLoss = lawfulReturned > 0 || returnedNothing || onlyReturned ? lawfulReturned - stakeLeft : 0;
  const lateCollected = Math.max(0, collected - stake);
  const restored = Math.min(lateReturned, lateCollected);
  const lateLost = returnedAny ? Math.max(0, late - lateReturned - lateCollected + restored) : 0;
  return paid - collected + restored + stakeLoss - lateLost;
}

/**
 * The chronological reading as the brief states it, chip by chip (one minor unit at a time), written apart from
 * net.ts: the chips lie on the spot (the stake and the late chips); a collected chip comes off the spot (the stake's,
 * then the late ones) while it holds any, else it is the player's own; a returned chip is a late chip first (on the
 * spot, or one a collection took), then one of the stake on the spot, else one a collection took (or the table's):
 * only a chip that was not on the spot is money to the player. At the end, what is left on the spot is lost as
 * net.ts's documented rules say (late chips after any return; the stake after a return that reached it, a return
 * of nothing, or a return alone).
 */
function chipByChip(settlements: readonly { type: string; amount: Money }[], stake: number, late: number): number {
  const spot = { stake, late };
  let lateOffSpot = 0;
  let net = 0;
  let returnedToStake = 0;
  let returned = 0;
  const kinds = new Set(settlements.map((x) => x.type));
  for (const x of settlements) {
    for (let chip = 0; chip < x.amount; chip++) {
      if (x.type === 'payout') net++;
      else if (x.type === 'collect') {
        net--;
        if (spot.stake > 0) spot.stake--;
        else if (spot.late > 0) { spot.late--; lateOffSpot++; }
      } else if (x.type === 'return') {
        returned++;
        if (spot.late > 0) spot.late--;
        else if (lateOffSpot > 0) { lateOffSpot--; net++; }
        else {
          returnedToStake++;
          if (spot.stake > 0) spot.stake--;
          else net++;
        }
      }
    }
  }
  const returnedAny = kinds.has('return');
  if (returnedToStake > 0 || (returnedAny && returned === 0) || (returnedAny && !kinds.has('payout') && !kinds.has('collect'))) net -= spot.stake;
  if (returnedAny) net -= spot.late;
  return net;
}

describe('netToPlayer against the sums it replaced (property)', () => {
  const settlement = fc.record({
    type: fc.constantFrom('payout' as const, 'collect' as const, 'return' as const),
    amount: fc.oneof(fc.constantFrom(0, 10, 20, 24, 50), fc.integer({ min: 0, max: 80 })),
  });
  const returnBeforeCollect = (list: readonly { type: string }[]): boolean =>
    list.some((x, i) => x.type === 'return' && list.slice(i + 1).some((y) => y.type === 'collect'));
  const stakeOf = fc.oneof(fc.constantFrom(0, 10, 20, 24, 50), fc.integer({ min: 0, max: 80 }));
  const lateOf = fc.oneof(fc.constant(0), fc.constantFrom(10, 50), fc.integer({ min: 0, max: 40 }));
  const params = { numRuns: 20_000, ...(propertySeed() !== undefined ? { seed: propertySeed() } : {}) };

  it('where no return comes before a collection, every answer is the sums\' (and the chip-by-chip reading\'s); otherwise the chip-by-chip reading\'s', () => {
    let changed = 0;
    let ordered = 0;
    fc.assert(fc.property(fc.array(settlement, { maxLength: 6 }), stakeOf, lateOf, (list, stake, late) => {
      const settled = list.map((x) => ({ type: x.type, amount: x.amount as Money }));
      const got = netToPlayer(settled, stake as Money, late as Money).net;
      expect(got).toBe(chipByChip(settled, stake, late));
      if (!returnBeforeCollect(settled)) {
        ordered++;
        expect(got).toBe(sumsNet(settled, stake as Money, late as Money));
      } else if (got !== sumsNet(settled, stake as Money, late as Money)) changed++;
    }), params);
    // Both families were reached, and the order did change answers where a return came first.
    expect(ordered).toBeGreaterThan(1000);
    expect(changed).toBeGreaterThan(1000);
  });

  it('every answer that changed is one where a return came before a collection, and it is never more for the player', () => {
    fc.assert(fc.property(fc.array(settlement, { maxLength: 6 }), stakeOf, lateOf, (list, stake, late) => {
      const settled = list.map((x) => ({ type: x.type, amount: x.amount as Money }));
      const got = netToPlayer(settled, stake as Money, late as Money).net;
      const before = sumsNet(settled, stake as Money, late as Money);
      if (got !== before) expect(returnBeforeCollect(settled)).toBe(true);
      expect(got).toBeLessThanOrEqual(before);
    }), params);
  });
});

describe('the words of a return before a collection (money-words.ts)', () => {
  const moved = (list: ReturnType<typeof s>[]) => netToPlayer(list, 2000 as Money).moved;
  it('every return before every collection is marked, and told in that order', () => {
    expect(moved([s('return', 2000), s('collect', 2000)]).returnFirst).toBe(true);
    expect(movedBy([s('return', 2000), s('collect', 2000)]).returnFirst).toBe(true);
    const words = describeNet(-2000 as Money, true, undefined, moved([s('return', 2000), s('collect', 2000)]));
    expect(words).toEqual({ es: 'liquidó una devolución de 20 y luego el cobro de 20 (en neto, 20 en contra del jugador)', en: 'a return of 20 and then a collection of 20 (net, 20 from the player)' });
    const paid = describeNet(-1000 as Money, true, undefined, netToPlayer([s('payout', 1000), s('return', 2000), s('collect', 2000)], 2000 as Money).moved);
    expect(paid.es).toBe('liquidó un pago de 10, una devolución de 20 y luego el cobro de 20 (en neto, 10 en contra del jugador)');
    expect(paid.en).toBe('a payout of 10, a return of 20 and then a collection of 20 (net, 10 from the player)');
  });
  it('a collection first, or returns on both sides of a collection, are not marked: the words keep the kinds\' order', () => {
    for (const list of [[s('collect', 2000), s('return', 2000)], [s('return', 2000), s('collect', 2000), s('return', 2000)], [s('return', 2000)]]) {
      expect(moved(list).returnFirst).toBeUndefined();
      expect(movedBy(list).returnFirst).toBeUndefined();
    }
    expect(describeNet(0 as Money, true, undefined, moved([s('collect', 2000), s('return', 2000)])).en).toBe('a collection of 20 and a return of 20 (net, nothing either way)');
  });
});
