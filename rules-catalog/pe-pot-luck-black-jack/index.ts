import { blackjackEngineWith } from '../../engine/blackjack/step.js';
import { defineRuleset } from '../framework/ruleset.js';
import { rules } from './rules/index.js';
import { potLuckReplay } from './replay.js';

export const potLuckBlackJack = defineRuleset(import.meta.url, {
  rules,
  // Art. 8º prescribes the dealer's hole card: a table's dealer_hole_card never changes the deal judged.
  engine: blackjackEngineWith('always'),
  proceduresCheckable: 'shoe',
  // The procedure rules judge the per-hand offers: a shoe's log that records offers is checked at every hand of it.
  shoeProcedureEvidence: ['offer_surrender', 'offer_insurance'],
  // No article of the text speaks of the decks' composition: the format's shoe continuity is checked (audit/shoe-continuity.ts).
  shoeContinuity: 'format',
  replay: potLuckReplay,
});
