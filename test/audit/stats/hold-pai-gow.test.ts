// The pai gow bonus bet's hold against theory (Reglamento 8669, Art. 10-10.15(A), (B)(6)): a bonus wager wins
// when the generator shows its number, one of seven equally likely, and is paid at the layout's ratio rounded to
// the dollar; the house's expectation is (6 × stake − payout) / 7 whatever the player does. Checked against the
// same sum worked out here from the log's own bet events, and against the closed form: 1/14 of the stakes at
// 5½ to 1 on even-dollar stakes (less half a dollar in seven on an odd-dollar one, its exact half dollar rounded up),
// 0 at 6 to 1.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stats } from '../../../app/stats.js';
import { RULESETS } from '../../../rules-catalog/index.js';
import { simulate } from '../../../simulate/core/run.js';
import { SIMULATORS } from '../../../simulate/registry.js';
import type { LogHand } from '../../../simulate/core/types.js';
import { tempDir } from '../../helpers/temp.js';

/** Per table: the bonus wagers' stakes (cents) and 7 × the house's expectation (cents), from the bet events. */
function theoryFromLog(hands: readonly LogHand[]): Map<string, { ratio: number; staked: number; expected7: number; wagers: number; halves: number; whole: boolean }> {
  const out = new Map<string, { ratio: number; staked: number; expected7: number; wagers: number; halves: number; whole: boolean }>();
  for (const h of hands) {
    const ratio = Math.round(Number(h.table!['bonus_payout']) * 100);
    const t = out.get(h.table_id) ?? { ratio, staked: 0, expected7: 0, wagers: 0, halves: 0, whole: true };
    out.set(h.table_id, t);
    const wagers = new Map<string, number>();
    for (const e of h.events) {
      if (e.type !== 'bet' || e['spot'] !== 'bonus') continue;
      const key = `${e['seat']}/${e['number']}`;
      wagers.set(key, (wagers.get(key) ?? 0) + Math.round(Number(e['amount']) * 100));
    }
    for (const cents of wagers.values()) {
      // ratio in hundredths × cents = hundredths of a cent; a dollar is 10,000 of them.
      const product = cents * ratio;
      const rest = product % 10_000;
      // The nearest dollar; an exact half dollar rounds up (the catalog's bonus_half_dollar_rounding "up").
      const payout = 100 * (Math.floor(product / 10_000) + (rest >= 5_000 ? 1 : 0));
      if (rest === 5_000) t.halves++;
      if (cents % 100 !== 0) t.whole = false;
      t.staked += cents;
      t.expected7 += 6 * cents - payout;
      t.wagers++;
    }
  }
  return out;
}

describe('pai gow bonus: the hold against theory', () => {
  it('per table, the theory is the exact expectation of the bonus wagers placed; fault-free tables are not flagged', async () => {
    const sim = SIMULATORS.find((s) => s.ruleset === 'pr-8669-pai-gow-bonus')!;
    const hands = [...simulate(sim, { hands: 4000, tables: 4, seed: 23 })].map((s) => s.hand);
    const path = join(tempDir('stats-paigow'), 'sim.ndjson');
    writeFileSync(path, hands.map((h) => JSON.stringify(h)).join('\n') + '\n');
    const run = await stats({ paths: [path], rulesets: RULESETS, by: ['table'] });
    const holds = run.figures.measures.filter((m) => m.measure === 'hold');
    const mine = theoryFromLog(hands);
    expect(holds.map((m) => m.group)).toEqual([...mine.keys()].sort());
    const ratios = new Set<number>();
    for (const m of holds) {
      const t = mine.get(m.group)!;
      ratios.add(t.ratio);
      expect(m).toMatchObject({ currency: 'USD', test: 'z', ruleset: null, flagged: false });
      expect(m.expected).toBeCloseTo(t.expected7 / 7 / 100, 6);
      expect(m.expected_rate).toBeCloseTo(t.expected7 / 7 / t.staked, 12);
      expect(m.p).toBeLessThan(1);
      expect(m.p).toBeGreaterThan(0.001);
      // The closed forms: 5½ to 1 leaves the house half a unit in seven on every even-dollar wager, and half a unit
      // less half a dollar on an odd-dollar one (its 5½ × stake ends in an exact half dollar, rounded up to the player);
      // 6 to 1 on seven equally likely numbers is a fair bet.
      if (t.ratio === 550 && t.whole) {
        expect(t.halves).toBeGreaterThan(0);
        expect(m.expected_rate).toBeCloseTo((t.staked / 2 - 50 * t.halves) / 7 / t.staked, 12);
        expect(m.expected_rate).toBeLessThan(1 / 14);
      }
      if (t.ratio === 600) expect(m.expected_rate).toBe(0);
      // The interval is around the observed hold, of the stakes priced.
      expect(m.ci95![0]).toBeLessThan(m.rate);
      expect(m.ci95![1]).toBeGreaterThan(m.rate);
    }
    expect(ratios.size).toBeGreaterThan(1);
    expect(run.figures.flagged).toBe(0);
  }, 120_000);
});
