import type { GameEngine } from '../../engine/core/engine-types.js';
import { loadCatalogJson } from './load.js';
import type { CatalogData } from './load.js';
import type { ProcedureName } from '../../engine/core/types.js';
import type { ReplayHooks, Rule, Ruleset } from './types.js';

/**
 * A catalog's Ruleset: its data (articles.json, parameters.json, governs.json beside the catalog's
 * index module, `import.meta.url`; or the data itself) with its rules and its family's engine and
 * replay hooks. Every catalog's index.ts is one call of it.
 */
export function defineRuleset<S>(data: string | CatalogData, spec: {
  rules: Rule<S>[];
  engine: GameEngine<S>;
  replay?: ReplayHooks<S>;
  proceduresCheckable?: 'hand' | 'shoe';
  shoeProcedureEvidence?: readonly ProcedureName[];
}): Ruleset<S> {
  const { articles, parameters, governs, governsNote } = typeof data === 'string' ? loadCatalogJson(data) : data;
  const rs: Ruleset<S> = { id: articles.ruleset, version: articles.version, articles, parameters, rules: spec.rules, engine: spec.engine };
  if (spec.proceduresCheckable) rs.proceduresCheckable = spec.proceduresCheckable;
  if (spec.shoeProcedureEvidence) rs.shoeProcedureEvidence = spec.shoeProcedureEvidence;
  rs.governs = governs;
  rs.governsNote = governsNote;
  if (spec.replay) rs.replay = spec.replay;
  return rs;
}
