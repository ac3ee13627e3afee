import type { Ruleset } from './framework/types.js';
import { potLuckBlackJack } from './pe-pot-luck-black-jack/index.js';
import { dragonSixBaccarat } from './pe-dragon-six-baccarat/index.js';

/** Every catalog Veedor ships, explicitly (no directory magic). */
export const RULESETS: Ruleset[] = [potLuckBlackJack, dragonSixBaccarat];

export function rulesetById(id: string): Ruleset | undefined {
  return RULESETS.find((r) => r.id === id);
}
