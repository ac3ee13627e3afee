import type { Lang } from '../../engine/core/engine-types.js';
import { catalogArticles, catalogs } from '../../app/rules.js';
import { articlesText, catalogsText } from '../../reports/listings/rules.js';
import { UsageError } from '../usage-error.js';

/** Lists the catalogs, or one catalog's articles with their status and the rules that enforce them. */
export function rulesCommand(id: string | undefined, lang: Lang, json: boolean): string {
  if (!id) return catalogsText(catalogs(lang), json);
  const c = catalogArticles(id, lang);
  if (!c) throw new UsageError(`unknown ruleset ${id}; available: ${catalogs(lang).map((x) => x.id).join(', ')}`);
  return articlesText(c, lang, json);
}
