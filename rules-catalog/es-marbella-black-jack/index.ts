import { blackjackEngine } from '../../engine/blackjack/step.js';
import type { BjState } from '../../engine/blackjack/state.js';
import { loadCatalogJson } from '../framework/load.js';
import type { Ruleset } from '../framework/types.js';
import { blackjackReplay } from '../families/blackjack/replay.js';
import { rules } from './rules/index.js';

const { articles, parameters, governs, governsNote } = loadCatalogJson(import.meta.url);

/** The Marbella casino's published blackjack rules: the same engine as Pot Luck, its own rules and numbers. */
export const marbellaBlackJack: Ruleset<BjState> = {
  id: articles.ruleset,
  version: articles.version,
  articles,
  parameters,
  rules,
  engine: blackjackEngine,
  proceduresCheckable: 'shoe',
  // The procedure rules judge the per-hand offers: a shoe's log that records offers is checked at every hand of it.
  shoeProcedureEvidence: ['offer_surrender', 'offer_insurance'],
  governs,
  governsNote,
  replay: blackjackReplay,
};
