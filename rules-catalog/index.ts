import type { Ruleset } from './framework/types.js';
import { marbellaBlackJack } from './es-marbella-black-jack/index.js';
import { potLuckBlackJack } from './pe-pot-luck-black-jack/index.js';

/** Every catalog Veedor ships, explicitly (no directory magic). */
export const RULESETS: Ruleset[] = [potLuckBlackJack, marbellaBlackJack];

export function rulesetById(id: string): Ruleset | undefined {
  return RULESETS.find((r) => r.id === id);
}
