import type { Lang } from '../../engine/core/engine-types.js';
import { RULESETS, rulesetById } from '../../rules-catalog/index.js';
import { UsageError } from '../usage-error.js';

/** Lists the catalogs, or one catalog's articles with their status and the rules that enforce them. */
export function rulesCommand(id: string | undefined, lang: Lang, json: boolean): string {
  if (!id) {
    if (json) return JSON.stringify(RULESETS.map((r) => ({ id: r.id, version: r.version, title: r.articles.title[lang], games: r.articles.games })), null, 2);
    return RULESETS.map((r) => `${r.id.padEnd(26)} ${r.version.padEnd(8)} ${r.articles.title[lang]}  [${r.articles.games.join(', ')}]`).join('\n');
  }
  const r = rulesetById(id);
  if (!r) throw new UsageError(`unknown ruleset ${id}; available: ${RULESETS.map((x) => x.id).join(', ')}`);
  const rows = r.articles.articles.map((a) => ({
    article: a.article,
    title: a.title[lang],
    status: a.status,
    rules: r.rules.filter((x) => x.article === a.article).map((x) => x.id),
    reason: a.reason?.[lang],
    needs: a.needs?.[lang],
    interpretations: (a.interpretations ?? []).map((i) => i[lang]),
  }));
  if (json) return JSON.stringify({ id: r.id, version: r.version, articles: rows }, null, 2);
  const lines = [`${r.articles.title[lang]} — ${r.id} ${r.version}`, `${r.articles.citation}`, ''];
  const statusText = (s: string) =>
    s === 'enforced' ? (lang === 'es' ? 'verificado' : 'enforced') : lang === 'es' ? 'no verificable' : 'not checkable';
  for (const row of rows) {
    lines.push(`${row.article.padEnd(22)} ${statusText(row.status).padEnd(15)} ${row.title}`);
    if (row.rules.length) lines.push(`${''.padEnd(23)}${lang === 'es' ? 'reglas' : 'rules'}: ${row.rules.join(', ')}`);
    if (row.needs) lines.push(`${''.padEnd(23)}${lang === 'es' ? 'requiere' : 'needs'}: ${row.needs}`);
    if (row.reason) lines.push(`${''.padEnd(23)}${lang === 'es' ? 'motivo' : 'why'}: ${row.reason}`);
    for (const i of row.interpretations) lines.push(`${''.padEnd(23)}${lang === 'es' ? 'interpretación' : 'interpretation'}: ${i}`);
  }
  return lines.join('\n');
}
