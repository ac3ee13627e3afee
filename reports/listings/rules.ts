import type { Lang } from '../../engine/core/engine-types.js';

/** One catalog, as `veedor rules` lists it. */
export interface CatalogEntry {
  id: string;
  version: string;
  title: string;
  games: string[];
}

/** One article of a catalog: its status and the rules that enforce it. */
export interface ArticleEntry {
  article: string;
  title: string;
  status: string;
  rules: string[];
  reason?: string;
  needs?: string;
  interpretations: string[];
  /** Words of the article that no log can show, quoted, and why (articles.json `not_checkable_parts`). */
  not_checkable_parts: { words: string; reason: string }[];
}

/** One catalog's articles, in one language. */
export interface CatalogArticles {
  id: string;
  version: string;
  title: string;
  citation: string;
  articles: ArticleEntry[];
}

export function catalogsText(list: CatalogEntry[], json: boolean): string {
  if (json) return JSON.stringify(list.map((r) => ({ id: r.id, version: r.version, title: r.title, games: r.games })), null, 2);
  return list.map((r) => `${r.id.padEnd(26)} ${r.version.padEnd(8)} ${r.title}  [${r.games.join(', ')}]`).join('\n');
}

export function articlesText(c: CatalogArticles, lang: Lang, json: boolean): string {
  if (json) return JSON.stringify({ id: c.id, version: c.version, articles: c.articles }, null, 2);
  const lines = [`${c.title} — ${c.id} ${c.version}`, `${c.citation}`, ''];
  const statusText = (s: string) =>
    s === 'enforced' ? (lang === 'es' ? 'verificado' : 'enforced') : lang === 'es' ? 'no verificable' : 'not checkable';
  for (const row of c.articles) {
    lines.push(`${row.article.padEnd(22)} ${statusText(row.status).padEnd(15)} ${row.title}`);
    if (row.rules.length) lines.push(`${''.padEnd(23)}${lang === 'es' ? 'reglas' : 'rules'}: ${row.rules.join(', ')}`);
    if (row.needs) lines.push(`${''.padEnd(23)}${lang === 'es' ? 'requiere' : 'needs'}: ${row.needs}`);
    if (row.reason) lines.push(`${''.padEnd(23)}${lang === 'es' ? 'motivo' : 'why'}: ${row.reason}`);
    for (const i of row.interpretations) lines.push(`${''.padEnd(23)}${lang === 'es' ? 'interpretación' : 'interpretation'}: ${i}`);
    for (const p of row.not_checkable_parts) lines.push(`${''.padEnd(23)}${lang === 'es' ? 'no verificable' : 'not checkable'}: «${p.words}»: ${p.reason}`);
  }
  return lines.join('\n');
}
