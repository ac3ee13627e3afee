import type { NotChecked, RunSummary } from '../audit/findings.js';
import type { Lang } from '../engine/core/engine-types.js';

const T = {
  es: {
    clean: 'Sin hallazgos: todas las manos auditadas cumplen.',
    cleanChecked: 'Sin hallazgos en los artículos que pudieron verificarse.',
    notChecked: 'No pudieron verificarse {articles} ({ruleset}) en {hands} de las {audited} manos auditadas: {reason}. ' +
      'Sobre esos artículos en esas manos este informe no afirma nada.',
  },
  en: {
    clean: 'No findings: every audited hand complies.',
    cleanChecked: 'No findings among the articles that could be checked.',
    notChecked: '{articles} ({ruleset}) could not be checked on {hands} of the {audited} audited hands: {reason}. ' +
      'This report says nothing about those articles on those hands.',
  },
} as const;

/**
 * What the audit can honestly claim, in sentences: "no findings, every hand
 * complies" only when every article was checked on every hand; otherwise
 * which articles could not be checked, on how many hands, and why.
 */
export function checkedStatement(s: RunSummary, notChecked: NotChecked[], lang: Lang): string[] {
  const t = T[lang];
  const out: string[] = [];
  if (s.findings === 0) out.push(notChecked.length === 0 ? t.clean : t.cleanChecked);
  return [...out, ...notCheckedSentences(notChecked, s.audited, lang)];
}

/** Which articles could not be checked, on how many of the `audited` hands, and why: one sentence per ruleset, number of hands and reason. */
export function notCheckedSentences(notChecked: readonly NotChecked[], audited: number, lang: Lang): string[] {
  const t = T[lang];
  // The articles a ruleset could not check on the same hands for the same reason listed together.
  const groups = new Map<string, { ruleset: string; hands: number; reason: string; articles: string[] }>();
  for (const n of notChecked) {
    const key = `${n.ruleset}\u0000${n.hands}\u0000${n.reason[lang]}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { ruleset: n.ruleset, hands: n.hands, reason: n.reason[lang], articles: [] }));
    if (!g.articles.includes(n.article)) g.articles.push(n.article);
  }
  return [...groups.values()].map((g) => t.notChecked
    .replace('{articles}', listOf(g.articles, lang))
    .replace('{ruleset}', g.ruleset)
    .replace('{hands}', String(g.hands))
    .replace('{audited}', String(audited))
    .replace('{reason}', g.reason));
}

function listOf(items: string[], lang: Lang): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${lang === 'es' ? 'y' : 'and'} ${items.at(-1)}`;
}

/**
 * What is said of the findings that change money in hands naming no currency (RunSummary.unpriced) wherever the
 * totals are (terminal, PDF, veedor summary): their amounts may be in different currencies, so they are in no total.
 */
export function unpricedStatement(n: number, lang: Lang): string {
  const one = n === 1;
  return lang === 'es'
    ? `${n} ${one ? 'hallazgo cambia' : 'hallazgos cambian'} dinero en manos que no nombran su moneda: no ${one ? 'se suma' : 'se suman'} en ningún total ` +
      `(un total sin su moneda no dice nada); cada hallazgo lleva su importe. La moneda se nombra en el registro o en la configuración de la mesa (--tables).`
    : `${n} ${one ? 'finding changes' : 'findings change'} money in hands that name no currency: in no total ` +
      `(a total without its currency says nothing); each finding carries its amount. The currency is named in the log or in the table's configuration (--tables).`;
}
