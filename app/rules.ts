import type { Lang } from '../engine/core/engine-types.js';
import { RULESETS, rulesetById } from '../rules-catalog/index.js';
import type { CatalogArticles, CatalogEntry } from '../reports/listings/rules.js';
import { articleKey } from '../store/query.js';
import type { ArticleDetail } from '../reports/listings/article.js';
import { maskedNote } from '../rules-catalog/framework/masked.js';
import type { Article } from '../rules-catalog/framework/types.js';

export type { ArticleEntry, CatalogArticles, CatalogEntry } from '../reports/listings/rules.js';
export type { ArticleDetail } from '../reports/listings/article.js';

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
      not_checkable_parts: partsOf(a, lang),
    })),
  };
}

/**
 * One article as the user cites it: "13", "13º", "Art. 13º", "art 13" or a heading ("Dobles"), matched
 * as `findings --article` matches (store/query.ts articleKey). Undefined catalog or article: the reason.
 */
export function catalogArticle(id: string, cited: string, lang: Lang): ArticleDetail | 'unknown-ruleset' | 'unknown-article' {
  const r = rulesetById(id);
  if (!r) return 'unknown-ruleset';
  const want = articleKey(cited);
  const a = r.articles.articles.find((x) => x.article === cited || articleKey(x.article) === want);
  if (!a) return 'unknown-article';
  return {
    catalog: { id: r.id, version: r.version, title: r.articles.title[lang], citation: r.articles.citation },
    article: a.article,
    title: a.title[lang],
    status: a.status,
    text_es: a.text_es,
    summary_en: a.summary_en,
    masked_note: maskedNote(r.articles, [a], lang),
    reason: a.reason?.[lang],
    needs: a.needs?.[lang],
    rules: r.rules.filter((x) => x.article === a.article).map((x) => ({ id: x.id, description: x.description[lang] })),
    interpretations: (a.interpretations ?? []).map((i) => ({ text: i[lang], ...(i.parameter ? { parameter: i.parameter } : {}) })),
    not_checkable_parts: partsOf(a, lang),
    parameters: Object.entries(r.parameters).filter(([, p]) => p.article === a.article).map(([name, p]) => ({ name, value: p.value, interpretation: p.interpretation === true })),
  };
}

/** The words of an article no log can show, with why, in `lang`. */
function partsOf(a: Article, lang: Lang): { words: string; reason: string }[] {
  return (a.not_checkable_parts ?? []).map((p) => ({ words: p.words, reason: p.reason[lang] }));
}
