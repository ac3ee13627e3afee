import type { Lang } from '../../engine/core/engine-types.js';
import { catalogArticle, catalogArticles, catalogs } from '../../app/rules.js';
import { articlesText, catalogsText } from '../../reports/listings/rules.js';
import { articleDetailText } from '../../reports/listings/article.js';
import { UsageError } from '../usage-error.js';

/** Lists the catalogs, one catalog's articles with their status and enforcing rules, or one article whole. */
export function rulesCommand(id: string | undefined, lang: Lang, json: boolean, article?: string): string {
  if (!id) {
    if (article !== undefined) throw new UsageError({ es: `--article ${article}: nombre también el catálogo (veedor rules <reglamento> ${article})`, en: `--article ${article}: name the catalog too (veedor rules <ruleset> ${article})` });
    return catalogsText(catalogs(lang), json);
  }
  const unknown = () => new UsageError({ es: `reglamento desconocido ${id}; disponibles: ${catalogs(lang).map((x) => x.id).join(', ')}`, en: `unknown ruleset ${id}; available: ${catalogs(lang).map((x) => x.id).join(', ')}` });
  if (article !== undefined) {
    const d = catalogArticle(id, article, lang);
    if (d === 'unknown-ruleset') throw unknown();
    if (d === 'unknown-article') {
      const list = catalogArticles(id, lang)!.articles.map((a) => a.article).join(', ');
      throw new UsageError({ es: `${id} no tiene el artículo ${article}; sus artículos: ${list}`, en: `${id} has no article ${article}; its articles: ${list}` });
    }
    return articleDetailText(d, lang, json);
  }
  const c = catalogArticles(id, lang);
  if (!c) throw unknown();
  return articlesText(c, lang, json);
}
