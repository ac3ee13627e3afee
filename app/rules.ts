import type { Lang } from '../engine/core/engine-types.js';
import { RULESETS, rulesetById } from '../rules-catalog/index.js';
import type { CatalogArticles, CatalogEntry } from '../reports/listings/rules.js';

export type { ArticleEntry, CatalogArticles, CatalogEntry } from '../reports/listings/rules.js';

/** Every catalog of this Veedor. */
export function catalogs(lang: Lang): CatalogEntry[] {
  return RULESETS.map((r) => ({ id: r.id, version: r.version, title: r.articles.title[lang], games: r.articles.games }));
}

/** One catalog's articles with their status and the rules that enforce them; undefined for an unknown id. */
export function catalogArticles(id: string, lang: Lang): CatalogArticles | undefined {
  const r = rulesetById(id);
  if (!r) return undefined;
  return {
    id: r.id,
    version: r.version,
    title: r.articles.title[lang],
    citation: r.articles.citation,
    articles: r.articles.articles.map((a) => ({
      article: a.article,
      title: a.title[lang],
      status: a.status,
      rules: r.rules.filter((x) => x.article === a.article).map((x) => x.id),
      reason: a.reason?.[lang],
      needs: a.needs?.[lang],
      interpretations: (a.interpretations ?? []).map((i) => i[lang]),
    })),
  };
}
