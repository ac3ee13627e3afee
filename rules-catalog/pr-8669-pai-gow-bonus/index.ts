import { paiGowEngine } from '../../engine/pai-gow/step.js';
import type { PgState } from '../../engine/pai-gow/state.js';
import { loadCatalogJson } from '../framework/load.js';
import type { Ruleset } from '../framework/types.js';
import { paiGowBonusReplay } from './replay.js';
import { rules } from './rules/index.js';

const { articles, parameters, governs, governsNote } = loadCatalogJson(import.meta.url);

export const paiGowBonus8669: Ruleset<PgState> = {
  id: articles.ruleset,
  version: articles.version,
  articles,
  parameters,
  rules,
  engine: paiGowEngine,
  proceduresCheckable: 'shoe',
  governs,
  governsNote,
  replay: paiGowBonusReplay,
};
