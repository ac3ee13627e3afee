import { readFileSync } from 'node:fs';
import type { LazyRuleset, Ruleset, RulesetSource } from './framework/types.js';
import type { WordsOverride } from '../engine/core/words.js';

/**
 * Every catalog Veedor ships, by id, its module loaded the first time an audit asks for it: a log of one
 * game loads that game's catalog, not the five (about 90 modules, most of a short audit's start;
 * docs/performance.md). The same catalogs, in the same order, as RULESETS (index.ts, every catalog
 * loaded), and a loaded catalog is the very object RULESETS holds (test/rules-catalog/registry.test.ts).
 */
export const CATALOGS: readonly LazyRuleset[] = [
  lazy('pe-pot-luck-black-jack', async () => (await import('./pe-pot-luck-black-jack/index.js')).potLuckBlackJack),
  lazy('es-marbella-black-jack', async () => (await import('./es-marbella-black-jack/index.js')).marbellaBlackJack),
  lazy('pe-poker-caribeno', async () => (await import('./pe-poker-caribeno/index.js')).pokerCaribeno),
  lazy('pe-dragon-six-baccarat', async () => (await import('./pe-dragon-six-baccarat/index.js')).dragonSixBaccarat),
  lazy('pr-8669-pai-gow-bonus', async () => (await import('./pr-8669-pai-gow-bonus/index.js')).paiGowBonus8669),
];

/**
 * The catalog each of the hand-log format's games is audited against when a hand names no `ruleset`. A game is
 * log text: read it through `defaultRulesetOf`, never by indexing, so a game named `constructor` or `__proto__`
 * (an Object.prototype member) is an unknown game, not a catalog id that is a function (the null prototype
 * guards a caller that indexes it all the same).
 */
export const DEFAULT_RULESETS: Readonly<Record<string, string>> = Object.freeze(Object.assign(Object.create(null) as Record<string, string>, {
  'pot-luck-blackjack': 'pe-pot-luck-black-jack',
  'caribbean-stud': 'pe-poker-caribeno',
  'dragon-six-baccarat': 'pe-dragon-six-baccarat',
  'pai-gow-bonus': 'pr-8669-pai-gow-bonus',
  blackjack: 'es-marbella-black-jack',
}));

/** The catalog a hand of `game` that names no `ruleset` is audited against; undefined for a game Veedor does not know. */
export function defaultRulesetOf(game: unknown): string | undefined {
  return typeof game === 'string' && Object.hasOwn(DEFAULT_RULESETS, game) ? DEFAULT_RULESETS[game] : undefined;
}

/**
 * A shipped catalog's own words (articles.json `words`: "dealer", "croupier"), read without loading its
 * module: for a surface that names only the catalogs of a stored run (the summary). Unknown id: none.
 */
export function catalogWords(id: string): WordsOverride | undefined {
  if (!CATALOGS.some((c) => c.id === id)) return undefined;
  const articles = JSON.parse(readFileSync(new URL(`./${id}/articles.json`, import.meta.url), 'utf8')) as { words?: WordsOverride };
  return articles.words;
}

/**
 * Each catalog's id and version, in the order given, without loading a shipped catalog's module: its version is
 * articles.json's `version`, the very field its Ruleset's `version` is made from (framework/ruleset.ts). What an
 * audit into a store records for every catalog, used or not (store/writer.ts attemptKey): loading the four a log
 * does not use cost about 50 ms of CPU an audit. A catalog given loaded, or one not shipped, gives its own.
 */
export async function catalogVersions(sources: readonly RulesetSource[]): Promise<[id: string, version: string][]> {
  const out: [string, string][] = [];
  for (const s of sources) {
    if (!('load' in s)) out.push([s.id, s.version]);
    else if (CATALOGS.includes(s)) {
      const articles = JSON.parse(readFileSync(new URL(`./${s.id}/articles.json`, import.meta.url), 'utf8')) as { ruleset: string; version: string };
      out.push([articles.ruleset, articles.version]);
    } else {
      const r = await s.load();
      out.push([r.id, r.version]);
    }
  }
  return out;
}

export function catalogById(id: string): LazyRuleset | undefined {
  return CATALOGS.find((c) => c.id === id);
}

/** The catalogs, loaded (each module once), in the order given. */
export function loadRulesets(sources: readonly RulesetSource[]): Promise<Ruleset[]> {
  return Promise.all(sources.map((s) => ('load' in s ? s.load() : s)));
}

function lazy(id: string, load: () => Promise<Ruleset>): LazyRuleset {
  let loaded: Promise<Ruleset> | undefined;
  return { id, load: () => (loaded ??= load()) };
}
