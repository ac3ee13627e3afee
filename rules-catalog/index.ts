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

/** The catalog each of the hand-log format's games is audited against when a hand names no `ruleset`. */
export const DEFAULT_RULESETS: Record<string, string> = {
  'pot-luck-blackjack': potLuckBlackJack.id,
  'caribbean-stud': pokerCaribeno.id,
  'dragon-six-baccarat': dragonSixBaccarat.id,
  'pai-gow-bonus': paiGowBonus8669.id,
  blackjack: marbellaBlackJack.id,
};
