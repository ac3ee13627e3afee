import type { Ruleset } from './framework/types.js';

/** Every catalog Veedor ships, explicitly (no directory magic). */
export const RULESETS: Ruleset[] = [];

export function rulesetById(id: string): Ruleset | undefined {
  return RULESETS.find((r) => r.id === id);
}
