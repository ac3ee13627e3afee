import { baccaratEngine } from '../../engine/baccarat/step.js';
import type { BacState } from '../../engine/baccarat/state.js';
import { loadCatalogJson } from '../framework/load.js';
import type { Ruleset } from '../framework/types.js';
import { baccaratReplay } from './replay.js';
import { rules } from './rules/index.js';

const { articles, parameters, governs, governsNote } = loadCatalogJson(import.meta.url);

export const dragonSixBaccarat: Ruleset<BacState> = {
  id: articles.ruleset,
  version: articles.version,
  articles,
  parameters,
  rules,
  engine: baccaratEngine,
  proceduresCheckable: 'shoe',
  governs,
  governsNote,
  replay: baccaratReplay,
};
