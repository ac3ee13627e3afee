import { blackjackEngineWith } from '../../engine/blackjack/step.js';
import type { BjState } from '../../engine/blackjack/state.js';
import { loadCatalogJson } from '../framework/load.js';
import type { Ruleset } from '../framework/types.js';
import { blackjackReplay } from '../families/blackjack/replay.js';
import { rules } from './rules/index.js';

const { articles, parameters, governs, governsNote } = loadCatalogJson(import.meta.url);

export const potLuckBlackJack: Ruleset<BjState> = {
  id: articles.ruleset,
  version: articles.version,
  articles,
  parameters,
  rules,
  // Art. 8º prescribes the dealer's hole card: a table's dealer_hole_card never changes the deal judged.
  engine: blackjackEngineWith('always'),
  proceduresCheckable: 'shoe',
  // The procedure rules judge the per-hand offers: a shoe's log that records offers is checked at every hand of it.
  shoeProcedureEvidence: ['offer_surrender', 'offer_insurance'],
  governs,
  governsNote,
  replay: blackjackReplay,
};
