import { NO_CURRENCY, currenciesOf } from '../../audit/findings.js';
import type { Category, Finding, RunSummary } from '../../audit/findings.js';
import type { Lang } from '../../engine/core/engine-types.js';
import { formatAmount } from '../../engine/core/money-text.js';
import { checkedStatement, unpricedStatement } from '../checked.js';
import type { Money } from '../../engine/core/money.js';
import type { ArticleIndex } from './articles.js';
import { headedTable, heading, keyValues } from './cover.js';
import type { Frame } from './frame.js';
import { CONTENT_WIDTH, PAGE } from './frame.js';
import type { PdfReportModel } from './model.js';
import { ArticleCounter } from '../article-counts.js';
import type { ArticleCount } from '../article-counts.js';
import { LABELS, dealerLabels } from './text.js';
import { terminalSafe } from '../terminal-safe.js';
import type { Words } from '../../engine/core/words.js';
import type { Ruleset } from '../../rules-catalog/framework/types.js';

/** One table's or dealer's findings in one currency (a table may deal in two; their money is never added). */
export interface Tally { key: string; currency: string; findings: number; under: Money; over: Money }
/** Keyed by table (or dealer) and currency; findings by ruleset and article. */
export interface Rollups { byTable: Map<string, Tally>; byDealer: Map<string, Tally>; byArticle: ArticleCount[] }

/** Findings and net amounts by table and by dealer, per currency: one pass over the findings, memory by tables and dealers only. */
export async function rollups(findings: AsyncIterable<Finding>): Promise<Rollups> {
  const byTable = new Map<string, Tally>();
  const byDealer = new Map<string, Tally>();
  const add = (m: Map<string, Tally>, key: string, f: Finding) => {
    const currency = f.currency ?? NO_CURRENCY;
    const k = `${key}\u0000${currency}`;
    let t = m.get(k);
    if (!t) m.set(k, (t = { key, currency, findings: 0, under: 0 as Money, over: 0 as Money }));
    t.findings++;
    const owed = f.owed_to_player;
    if (owed !== undefined && owed > 0) t.under = (t.under + owed) as Money;
    if (owed !== undefined && owed < 0) t.over = (t.over - owed) as Money;
  };
  const byArticle = new ArticleCounter();
  for await (const f of findings) {
    add(byTable, f.table_id ?? '', f);
    add(byDealer, f.dealer_id ?? '', f);
    byArticle.add(f);
  }
  return { byTable, byDealer, byArticle: byArticle.rows() };
}

/** `words`: the run's (a dealer word its catalogs share, else the words table's), for the table by dealer. */
export function drawSummary(frame: Frame, m: PdfReportModel, lang: Lang, articles: ArticleIndex, r: Rollups, words: Words): void {
  const t = LABELS[lang];
  const d = dealerLabels(lang, words);
  const s = m.summary;
  frame.startSection(t.summary);
  heading(frame, t.summary, 14);
  keyValues(frame, [
    [t.handsRead, `${s.hands} = ${s.audited} ${t.audited.toLowerCase()} + ${s.rejected} ${t.rejected.toLowerCase()}`],
    [t.withFindings, String(s.hands_with_findings)],
    [t.findings, String(s.findings)],
    ...moneyRows(s.money, s.unpriced, lang),
  ], 190);
  if (s.unpriced > 0) frame.y += frame.text(unpricedStatement(s.unpriced, lang), PAGE.left, frame.y + 4, CONTENT_WIDTH, { size: 9 }) + 4;
  frame.y += 10;
  // What holds, never more: "every audited hand complies" only when every article was checked on every hand.
  for (const claim of checkedStatement(s, m.notChecked, lang)) {
    frame.y += frame.text(claim, PAGE.left, frame.y, CONTENT_WIDTH, { font: 'Helvetica-Bold', size: 10 }) + 6;
  }
  frame.y += 4;

  headedTable(frame, t.byArticle, [
    { title: t.article, width: 3.2 }, { title: t.title, width: 6 }, { title: t.count, width: 1.2, align: 'right' },
  ], r.byArticle.map((a) => {
    const c = a.ruleset === undefined ? undefined : articles.get(a.ruleset, a.article);
    const citation = c ? `${c.article.article} (${c.ruleset.id})` : a.ruleset === undefined ? a.article : `${a.ruleset} ${a.article}`;
    return [citation, c ? c.article.title[lang] : t.formatCitation.split(':')[0]!, String(a.findings)];
  }), t.noRows);
  frame.y += 12;

  const cats: Category[] = ['payout', 'procedure', 'integrity', 'input'];
  headedTable(frame, t.byCategory, [{ title: t.category, width: 6 }, { title: t.count, width: 1.2, align: 'right' }],
    cats.map((c) => [t.categories[c], String(s.by_category[c])]));
  frame.y += 12;

  drawTally(frame, t.byTable, t.table, r.byTable, t.noTable, lang);
  frame.y += 12;
  drawTally(frame, d.byDealer, d.dealer, r.byDealer, d.noDealer, lang);

  if (m.notChecked.length > 0) {
    frame.y += 12;
    headedTable(frame, t.notChecked, [
      { title: t.article, width: 3 }, { title: t.rule, width: 3 }, { title: t.hands, width: 1, align: 'right' }, { title: t.reason, width: 5 },
    ], m.notChecked.map((n) => [`${n.article} (${n.ruleset})`, n.rule, String(n.hands), n.reason[lang]]));
  }
  const blind = blindSpots(articles.rulesets.filter((r) => r.id in m.run.rulesets), lang);
  if (blind.length > 0) {
    frame.y += 12;
    headedTable(frame, t.noLogShows, [{ title: t.article, width: 3 }, { title: t.words, width: 4 }, { title: t.reason, width: 5 }], blind);
  }
}

/**
 * What no log can show in the run's catalogs, whatever the logs hold: the articles not checkable from logs, whole, and
 * the words of enforced articles a log cannot show (articles.json `not_checkable_parts`), each with why; catalogs by
 * id, articles in their file's order.
 */
function blindSpots(rulesets: readonly Ruleset[], lang: Lang): string[][] {
  const t = LABELS[lang];
  const rows: string[][] = [];
  for (const r of [...rulesets].sort((a, b) => a.id.localeCompare(b.id, 'en'))) {
    for (const a of r.articles.articles) {
      const at = `${a.article} (${r.id})`;
      if (a.status === 'not-checkable') rows.push([at, t.wholeArticle, a.reason?.[lang] ?? '']);
      for (const p of a.not_checkable_parts ?? []) rows.push([at, `«${p.words}»`, p.reason[lang]]);
    }
  }
  return rows;
}

/** The summary's money, one pair of lines per currency: "Owed to players (PEN)  PEN 35.50". */
function moneyRows(money: RunSummary['money'], unpriced: number, lang: Lang): [string, string][] {
  const t = LABELS[lang];
  const currencies = currenciesOf(money);
  // Money of hands that name no currency is in no total: a sentence says how many findings it is (drawSummary).
  if (currencies.length === 0) return unpriced > 0 ? [] : [[t.money, t.noMoney]];
  return currencies.flatMap((c): [string, string][] => [
    [`${t.underpaid} (${c})`, formatAmount(money[c]!.underpaid, c)],
    [`${t.overpaid} (${c})`, formatAmount(money[c]!.overpaid, c)],
  ]);
}

function drawTally(frame: Frame, headingText: string, title: string, m: Map<string, Tally>, empty: string, lang: Lang): void {
  const t = LABELS[lang];
  const rows = [...m.values()].sort((a, b) => a.key.localeCompare(b.key, 'es', { numeric: true }) || a.currency.localeCompare(b.currency, 'en'));
  headedTable(frame, headingText, [
    { title, width: 4 }, { title: t.currency, width: 1.1 }, { title: t.count, width: 1.3, align: 'right' },
    { title: t.under, width: 1.8, align: 'right' }, { title: t.over, width: 1.8, align: 'right' },
  ], rows.map((v) => {
    // Findings of a hand that names no currency: their money is in no total, so no figure at all (the summary says why).
    const none = v.currency === NO_CURRENCY;
    const m = (x: Money) => (none ? '—' : formatAmount(x, v.currency));
    return [terminalSafe(v.key) || empty, v.currency || '—', String(v.findings), m(v.under), m(v.over)];
  }), t.noRows);
}
