import type { Ruleset } from './framework/types.js';
import { marbellaBlackJack } from './es-marbella-black-jack/index.js';
import { dragonSixBaccarat } from './pe-dragon-six-baccarat/index.js';
import { potLuckBlackJack } from './pe-pot-luck-black-jack/index.js';
import { pokerCaribeno } from './pe-poker-caribeno/index.js';
import { paiGowBonus8669 } from './pr-8669-pai-gow-bonus/index.js';

/** Every catalog Veedor ships, explicitly (no directory magic). */
export const RULESETS: Ruleset[] = [potLuckBlackJack, marbellaBlackJack, pokerCaribeno, dragonSixBaccarat, paiGowBonus8669];

export function rulesetById(id: string): Ruleset | undefined {
  return RULESETS.find((r) => r.id === id);
}

// The catalog each game is audited against by default, and the catalogs by id loaded when first asked
// for (what an audit uses: a short audit loads only its log's catalog): registry.ts.
export { CATALOGS, DEFAULT_RULESETS, catalogById, defaultRulesetOf, loadRulesets } from './registry.js';
