import { paiGowEngine } from '../../engine/pai-gow/step.js';
import { defineRuleset } from '../framework/ruleset.js';
import { paiGowBonusReplay } from './replay.js';
import { rules } from './rules/index.js';
import { paiGowBonusStats } from './stats.js';

export const paiGowBonus8669 = defineRuleset(import.meta.url, {
  rules,
  engine: paiGowEngine,
  proceduresCheckable: 'shoe',
  seatsOfTable: 'format',
  // No article of Reglamento 8669's bonus text speaks of the deck: the format's shoe continuity is checked
  // (audit/shoe-continuity.ts), as for Pot Luck and Marbella, within each round: a pai gow deck is shuffled for
  // every round, so rounds that share a shoe_id do not share its cards.
  shoeContinuity: 'round',
  stats: paiGowBonusStats,
  replay: paiGowBonusReplay,
});
