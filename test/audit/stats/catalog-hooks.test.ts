// The statistics facts a catalog adds to its game family's (Ruleset.stats): audit/stats/facts.ts reads the
// family's facts from the engine's state and only calls the catalog's hook for the rest (Dragon Six's burns
// against its burn rule, pai gow bonus's exact expectation of the bonus wagers). A catalog without a hook gets
// the family's facts alone.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handFacts } from '../../../audit/stats/facts.js';
import { RULESETS } from '../../../rules-catalog/index.js';
import { dragonSixBaccarat } from '../../../rules-catalog/pe-dragon-six-baccarat/index.js';
import { dragonSixStats } from '../../../rules-catalog/pe-dragon-six-baccarat/stats.js';
import { paiGowBonus8669 } from '../../../rules-catalog/pr-8669-pai-gow-bonus/index.js';
import { paiGowBonusStats } from '../../../rules-catalog/pr-8669-pai-gow-bonus/stats.js';
import type { Ruleset, StatsHooks } from '../../../rules-catalog/framework/types.js';
import { toRecord } from '../../helpers/hand.js';

const firstHand = (path: string) => {
  const d = JSON.parse(readFileSync(path, 'utf8'));
  return toRecord(Array.isArray(d) ? d[0] : d.hands ? d.hands[0] : d);
};
// Dragon Six, table posting the rank-value burn rule: the first card a queen (12), 13 cards burned in all.
const burnHand = () => firstHand('fixtures/pe-dragon-six-baccarat/art-05-posted-burn-rule-clean.json');
// Pai gow bonus, bonus paid 5½ to 1, number 4 drawn: bonus bets of 4, 20, 24, 22 and 2 dollars, the 20 and the 2 on 4.
const bonusHand = () => toRecord(JSON.parse(readFileSync('fixtures/examples/pr-8669-pai-gow-bonus.ndjson', 'utf8').split('\n')[0]!));

describe('a catalog\'s own statistics facts, through its ruleset', () => {
  it('each catalog declares its own hook with defineRuleset, and only the catalogs with facts of their own have one', () => {
    expect(dragonSixBaccarat.stats).toBe(dragonSixStats);
    expect(paiGowBonus8669.stats).toBe(paiGowBonusStats);
    expect(RULESETS.filter((r) => r.stats).map((r) => r.id).sort()).toEqual(['pe-dragon-six-baccarat', 'pr-8669-pai-gow-bonus']);
  });

  it('Dragon Six: each burn against the count its first card orders under the posted rule (a queen orders 12 more)', () => {
    const f = handFacts(burnHand(), dragonSixBaccarat, [])!;
    expect(f.burns).toEqual([{ first: 12, burned: 13, required: 13 }]);
    expect(f.bonusTheory).toBeUndefined();
  });

  it('pai gow bonus: the wagers\' stakes, the house\'s net and 7 × its expectation, minor units', () => {
    const f = handFacts(bonusHand(), paiGowBonus8669, [])!;
    // Stakes 4 + 20 + 24 + 22 + 2 = 72 dollars; the house collects 4 + 24 + 22 and pays 110 + 11: -71 dollars;
    // 7 × expectation = Σ (6 × stake − 5.5 × stake) = 0.5 × 72 = 36 dollars.
    expect(f.bonusTheory).toEqual({ staked: 7200, net: -7100, expected7: 3600 });
    expect(f.rng).toBe(4);
    expect(f.burns).toBeUndefined();
  });

  it('a catalog without a hook gets its family\'s facts and no game-specific ones', () => {
    const noHook = (r: Ruleset): Ruleset => ({ ...r, stats: undefined });
    const bac = handFacts(burnHand(), noHook(dragonSixBaccarat), [])!;
    expect(bac.burns).toBeUndefined();
    expect(bac.coup).toEqual(handFacts(burnHand(), dragonSixBaccarat, [])!.coup);
    expect(bac.coup).toBeDefined();
    const pg = handFacts(bonusHand(), noHook(paiGowBonus8669), [])!;
    expect(pg.bonusTheory).toBeUndefined();
    expect(pg.rng).toBe(4);
    expect(pg.houseNet).toBe(handFacts(bonusHand(), paiGowBonus8669, [])!.houseNet);
  });

  it('the hook handFacts calls is the catalog\'s own: another one put in its place is the one whose facts come out', () => {
    const seen: number[] = [];
    const other: StatsHooks = {
      facts(ctx) {
        seen.push(ctx.hand.events.length);
        return { burns: [{ first: 1, burned: 2, required: ctx.param<string>('burn_rule') === 'baccarat-value-tens-burn-10' ? 2 : 3 }] };
      },
    };
    const hand = burnHand();
    const f = handFacts(hand, { ...dragonSixBaccarat, stats: other }, [])!;
    expect(seen).toEqual([hand.events.length]);
    expect(f.burns).toEqual([{ first: 1, burned: 2, required: dragonSixBaccarat.parameters['burn_rule']!.value === 'baccarat-value-tens-burn-10' ? 2 : 3 }]);
  });
});
