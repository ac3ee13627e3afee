import type { RulesetSimulator } from './core/types.js';
import { marbellaSimulator } from './es-marbella-black-jack/simulate.js';
import { dragonSixSimulator } from './pe-dragon-six-baccarat/simulate.js';
import { caribenoSimulator } from './pe-poker-caribeno/simulate.js';
import { potLuckSimulator } from './pe-pot-luck-black-jack/simulate.js';
import { paiGowSimulator } from './pr-8669-pai-gow-bonus/simulate.js';

/**
 * Every ruleset that can be simulated, explicitly. Kept apart from the Ruleset
 * type so a catalog without a simulator (yet) needs nothing: add its
 * `simulate.ts` here when it has one.
 */
export const SIMULATORS: readonly RulesetSimulator<any>[] = [potLuckSimulator, paiGowSimulator, caribenoSimulator, dragonSixSimulator, marbellaSimulator];

export function simulatorFor(ruleset: string): RulesetSimulator<any> | undefined {
  return SIMULATORS.find((s) => s.ruleset === ruleset);
}
