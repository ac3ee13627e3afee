import type { GameEngine } from '../../engine/core/engine-types.js';
import { loadCatalogJson } from './load.js';
import type { CatalogData } from './load.js';
import type { ProcedureName } from '../../engine/core/types.js';
import type { ReplayHooks, Rule, Ruleset, Bilingual, StatsHooks } from './types.js';
import { wordsFor } from '../../engine/core/words.js';
import type { WordsOverride } from '../../engine/core/words.js';

/**
 * A catalog's Ruleset: its data (articles.json, parameters.json, governs.json beside the catalog's
 * index module, `import.meta.url`; or the data itself) with its rules and its family's engine and
 * replay hooks, and its own statistics facts where it has any. Every catalog's index.ts is one call of it.
 */
export function defineRuleset<S>(data: string | CatalogData, spec: {
  rules: Rule<S>[];
  engine: GameEngine<S>;
  replay?: ReplayHooks<S>;
  proceduresCheckable?: 'hand' | 'shoe';
  shoeProcedureEvidence?: readonly ProcedureName[];
  shoeContinuity?: 'format' | 'round';
  seatsOfTable?: 'format';
  /** The catalog's own statistics facts (`veedor stats`; types.ts StatsHooks). */
  stats?: StatsHooks<S>;
}): Ruleset<S> {
  const { articles, parameters, governs, governsNote } = typeof data === 'string' ? loadCatalogJson(data) : data;
  const rs: Ruleset<S> = { id: articles.ruleset, version: articles.version, articles, parameters, rules: spec.rules, engine: spec.engine };
  if (spec.proceduresCheckable) rs.proceduresCheckable = spec.proceduresCheckable;
  if (spec.shoeProcedureEvidence) rs.shoeProcedureEvidence = spec.shoeProcedureEvidence;
  if (spec.shoeContinuity) rs.shoeContinuity = spec.shoeContinuity;
  if (spec.seatsOfTable) rs.seatsOfTable = spec.seatsOfTable;
  rs.governs = governs;
  rs.governsNote = governsNote;
  if (spec.replay) rs.replay = spec.replay;
  if (spec.stats) rs.stats = spec.stats;
  rs.messages = new Map(spec.rules.map((r) => [r, messagesInOwnWords(r, articles.words)]));
  return rs;
}

/**
 * A rule's message templates in the regulation's own word for the one who deals: a family's shared
 * template says "dealer"; Marbella's house rules and Puerto Rico's regulation say "croupier" (articles.json
 * `words`). Done once per catalog and rule (`defineRuleset`), on the templates, before any log's values
 * are filled in; the rule's own `messages` stay as written (a family rule serves several catalogs).
 */
export function messagesInOwnWords(rule: Rule, words: WordsOverride | undefined): Readonly<Record<string, Bilingual>> {
  const es = wordsFor('es', words).dealer;
  const en = wordsFor('en', words).dealer;
  if (es === 'dealer' && en === 'dealer') return rule.messages;
  const out: Record<string, Bilingual> = {};
  for (const [id, m] of Object.entries(rule.messages)) out[id] = { es: ownDealer(m.es, es), en: ownDealer(m.en, en) };
  return out;
}

/**
 * A rule's words filled into its message (`Report.dataByLang`: "el dealer tiene Black Jack") in the
 * regulation's own word, as its templates are: the family rule that made them serves several catalogs.
 * Only the rule's own words: the log's values (`Report.data`: ids, cards, amounts) are never rewritten.
 */
export function dataInOwnWords(data: Readonly<Record<string, string | number>> | undefined, lang: 'es' | 'en', words: WordsOverride | undefined): Record<string, string | number> | undefined {
  if (data === undefined) return undefined;
  const word = wordsFor(lang, words).dealer;
  if (word === 'dealer') return data as Record<string, string | number>;
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(data)) out[k] = typeof v === 'string' ? ownDealer(v, word) : v;
  return out;
}

function ownDealer(template: string, word: string): string {
  if (word === 'dealer') return template;
  // Never a placeholder: `{dealer}` is the dealer's total, filled in later (it once read "21 contra {croupier}").
  return template.replace(/(?<!\{)\bdealer\b(?!\})/g, word).replace(/(?<!\{)\bDealer\b(?!\})/g, word.charAt(0).toUpperCase() + word.slice(1));
}
