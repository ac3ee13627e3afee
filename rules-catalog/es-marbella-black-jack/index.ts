import { blackjackEngine } from '../../engine/blackjack/step.js';
import { defineRuleset } from '../framework/ruleset.js';
import { blackjackReplay } from '../families/blackjack/replay.js';
import { rules } from './rules/index.js';

/** The Marbella casino's published blackjack rules: the same engine as Pot Luck, its own rules and numbers. */
export const marbellaBlackJack = defineRuleset(import.meta.url, {
  rules,
  engine: blackjackEngine,
  proceduresCheckable: 'shoe',
  // The procedure rules judge the per-hand offers: a shoe's log that records offers is checked at every hand of it.
  shoeProcedureEvidence: ['offer_surrender', 'offer_insurance'],
  // No article of the text speaks of the decks' composition: the format's shoe continuity is checked (audit/shoe-continuity.ts).
  shoeContinuity: 'format',
  replay: blackjackReplay,
});
