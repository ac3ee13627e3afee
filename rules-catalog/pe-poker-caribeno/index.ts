import { caribbeanEngine } from '../../engine/caribbean/step.js';
import type { CsState } from '../../engine/caribbean/state.js';
import { loadCatalogJson } from '../framework/load.js';
import type { Ruleset } from '../framework/types.js';
import { caribbeanReplay } from './replay.js';
import { rules } from './rules/index.js';

const { articles, parameters, governs, governsNote } = loadCatalogJson(import.meta.url);

export const pokerCaribeno: Ruleset<CsState> = {
  id: articles.ruleset,
  version: articles.version,
  articles,
  parameters,
  rules,
  engine: caribbeanEngine,
  proceduresCheckable: 'shoe',
  governs,
  governsNote,
  replay: caribbeanReplay,
};
