import { jsonColumn } from '../store/runs.js';
import type { Writable } from 'node:stream';
import type { Lang } from '../engine/core/engine-types.js';
import { NO_KEY, rate } from '../store/summary.js';
import type { Summary, SummaryRow } from '../store/summary.js';
import { PLAIN_CSV, csvCell, csvLine, csvStart } from './csv.js';
import type { CsvDialect } from './csv.js';
import { notCheckedSentences, unpricedStatement } from './checked.js';
import type { NotChecked } from '../audit/findings.js';
import { formatAmount, money2 } from '../engine/core/money-text.js';
import { writeOut } from './write.js';
import { terminalSafe, terminalSafeLines } from './terminal-safe.js';
import { table, wrapLine } from './text-table.js';
import { sharedDealer } from '../engine/core/words.js';
import { catalogWords } from '../rules-catalog/registry.js';

const T = {
  es: {
    title: 'Veedor — resumen por', dealer: 'crupier', table: 'mesa', day: 'día', shift: 'turno', run: 'ejecución',
    asOf: 'al', hands: 'manos', findings: 'hallazgos', per: 'por mil', under: 'debido a jugadores', over: 'debido por jugadores',
    net: 'neto debido a jugadores', read: 'manos leídas', audited: 'auditadas', rejected: 'rechazadas',
    inputNote: 'hallazgos de entrada, no contados abajo', byArticle: 'Hallazgos por cada mil manos, por artículo', article: 'artículo',
    shifts: 'Turnos (hora local de la mano)', total: 'total', currency: 'moneda', rulesets: 'reglamentos', ruleset: 'reglamento',
    none: '(sin',
  },
  en: {
    title: 'Veedor — summary by', dealer: 'dealer', table: 'table', day: 'day', shift: 'shift', run: 'run',
    asOf: 'as of', hands: 'hands', findings: 'findings', per: 'per 1,000', under: 'owed to players', over: 'owed by players',
    net: 'net owed to players', read: 'hands read', audited: 'audited', rejected: 'rejected',
    inputNote: 'input findings, not counted below', byArticle: 'Findings per 1,000 hands, by article', article: 'article',
    shifts: 'Shifts (the hand\'s local time)', total: 'total', currency: 'currency', rulesets: 'rulesets', ruleset: 'ruleset',
    none: '(no',
  },
} as const;


function per(x: number | null): string {
  return x === null ? '—' : x.toFixed(1);
}

/** Per currency: owed to players, owed by players, net; in text with the code ("PEN 35.50"), in CSV plain ("35.50"). */
function moneyCells(r: SummaryRow, currencies: string[], text: boolean): string[] {
  const cells: string[] = [];
  for (const c of currencies.length ? currencies : ['']) {
    const m = r.money[c] ?? { underpaid: 0, overpaid: 0 };
    const f = (x: number) => (text ? formatAmount(x, c) : money2(x));
    cells.push(f(m.underpaid), f(m.overpaid), f(m.underpaid - m.overpaid));
  }
  return cells;
}

export async function writeSummary(
  s: Summary, out: Writable, o: { format: 'text' | 'json' | 'csv'; lang: Lang; dialect?: CsvDialect; width?: number },
): Promise<void> {
  if (o.format === 'json') return writeOut(out, JSON.stringify(summaryJson(s, o.lang), null, 2) + '\n') ?? undefined;
  if (o.format === 'csv') return writeOut(out, summaryCsv(s, o.dialect)) ?? undefined;
  return writeOut(out, terminalSafeLines(summaryText(s, o.lang, o.width))) ?? undefined;
}

/** Columns the text summary fits when the caller names none (a pipe or a file: cli/tty.ts). */
const DEFAULT_WIDTH = 80;

/**
 * The summary as a terminal shows it, laid out for `width` columns: the run and its rulesets wrapped,
 * then one table of hands, findings and money per group, and one of findings per article.
 */
export function summaryText(s: Summary, lang: Lang, width = DEFAULT_WIDTH): string {
  const t = T[lang];
  const r = s.run;
  const rulesetVersions = Object.entries(jsonColumn<Record<string, string> | null>(r, 'rulesets') ?? {});
  const rulesets = rulesetVersions.map(([id, v]) => `${id} ${v}`).join(', ');
  // The one who deals in the run's catalogs' own word ("dealer", "croupier"), when they agree.
  const by = s.by === 'dealer' ? sharedDealer(lang, rulesetVersions.map(([id]) => catalogWords(id))) : t[s.by];
  const lines = [
    ...wrapLine(`${t.title} ${by} — ${t.run} ${r.id}, ${t.asOf} ${r.as_of}`, width),
    ...wrapLine(`${r.tool_name} ${r.tool_version} · ${r.hands} ${t.read}: ${r.audited} ${t.audited}, ` +
      `${r.rejected} ${t.rejected}` + (s.inputFindings ? ` (${s.inputFindings} ${t.inputNote})` : ''), width),
  ];
  if (rulesets) lines.push(...wrapLine(`${t.rulesets}: ${rulesets}`, width, '  ', ', '));
  if (s.by === 'shift') lines.push(...wrapLine(`${t.shifts}: ${s.shifts.map((h) => String(h).padStart(2, '0') + ':00').join(', ')}`, width));
  // What the run could not check, as its audit said it (terminal, PDF): the roll-up claims no more than the run did.
  for (const claim of notCheckedSentences(notCheckedOf(s), s.run.audited ?? 0, lang)) lines.push(...wrapLine(claim, width, ''));
  lines.push('');
  // One line per group and currency it has money in (the group's counts on its first line): money is never
  // added across currencies, and a group shows no column of a currency it never dealt in. Every amount
  // carries its currency's code. Money of hands that name no currency is in no total: a sentence under the table.
  const head = [by, t.hands, t.findings, t.per, t.under, t.over, t.net];
  const body: string[][] = [];
  const keyOf = (x: { key: string }) => (x.key === NO_KEY ? `${t.none} ${by})` : x.key);
  for (const x of [...s.rows, { ...s.total, key: t.total }]) {
    // A dealer or table id is the log's text: made safe here, value by value, so a newline in it cannot start a line.
    const counts = [terminalSafe(keyOf(x)), String(x.hands), String(x.findings), per(x.perThousand)];
    const currencies = s.currencies.filter((c) => x.money[c]);
    if (currencies.length === 0) body.push([...counts, '—', '—', '—']);
    currencies.forEach((c, i) => body.push([...(i === 0 ? counts : ['', '', '', '']), ...moneyCells(x, [c], true)]));
  }
  lines.push(table(head, body, width, 1));
  if (s.total.unpriced > 0) lines.push(...wrapLine(unpricedStatement(s.total.unpriced, lang), width, ''));
  if (s.articles.length > 0) {
    const multi = rulesetVersions.length > 1;
    lines.push('', t.byArticle);
    // One line per group and article that has findings: a log spans dozens of articles, and a
    // matrix of them is wider than any terminal. The group is named on its first line only.
    const arts: string[][] = [];
    for (const x of [...s.rows, { ...s.total, key: t.total }]) {
      let first = true;
      for (const a of s.articles) {
        const n = x.byArticle[a] ?? 0;
        if (n === 0) continue;
        // With several rulesets the store names an article with its ruleset ("pe-poker-caribeno Art. 5º"): its own column.
        const named = multi ? splitArticle(a) : [a];
        arts.push([first ? terminalSafe(keyOf(x)) : '', ...named, String(n), per(rate(n, x.hands))]);
        first = false;
      }
    }
    const artHead = [by, ...(multi ? [t.ruleset] : []), t.article, t.findings, t.per];
    lines.push(table(artHead, arts, width, multi ? 3 : 2));
  }
  return lines.join('\n') + '\n';
}

/** The run's articles not checked (runs.not_checked, stored by its audit); none for a run stored without the column. */
function notCheckedOf(s: Summary): NotChecked[] {
  return jsonColumn<NotChecked[] | null>(s.run, 'not_checked') ?? [];
}

/** "pe-pot-luck-black-jack Art. 13º" → its ruleset and its article (the store keys an article by both). */
function splitArticle(a: string): string[] {
  const i = a.indexOf(' ');
  return i < 0 ? ['', a] : [a.slice(0, i), a.slice(i + 1)];
}

function rowJson(x: SummaryRow, s: Summary): Record<string, unknown> {
  return {
    key: x.key,
    hands: x.hands,
    findings: x.findings,
    per_1000: x.perThousand,
    by_article: Object.fromEntries(s.articles.filter((a) => x.byArticle[a]).map((a) => [a, { findings: x.byArticle[a], per_1000: rate(x.byArticle[a]!, x.hands) }])),
    money: Object.fromEntries(Object.entries(x.money).map(([c, m]) => [c, {
      underpaid: m.underpaid / 100, overpaid: m.overpaid / 100, net_owed_to_players: (m.underpaid - m.overpaid) / 100,
    }])),
    // Findings whose hand names no currency: their money is in no total (the audit's summary.money_findings_without_currency).
    ...(x.unpriced > 0 ? { money_findings_without_currency: x.unpriced } : {}),
  };
}

export function summaryJson(s: Summary, lang: Lang = 'en'): Record<string, unknown> {
  const notChecked = notCheckedOf(s);
  return {
    run: { id: s.run.id, as_of: s.run.as_of, tool: { name: s.run.tool_name, version: s.run.tool_version }, rulesets: JSON.parse(s.run.rulesets) },
    by: s.by,
    ...(s.by === 'shift' ? { shift_starts: s.shifts } : {}),
    hands: s.run.hands, audited: s.run.audited, rejected: s.run.rejected, input_findings: s.inputFindings,
    groups: s.rows.map((x) => rowJson(x, s)),
    total: rowJson(s.total, s),
    // As the audit's findings document has them: the articles the run could not check, on how many hands, and why.
    ...(notChecked.length > 0 ? { not_checked: notChecked.map((n) => ({ ruleset: n.ruleset, article: n.article, rule: n.rule, hands: n.hands, reason: n.reason[lang] })) } : {}),
  };
}

export function summaryCsv(s: Summary, dialect: CsvDialect = PLAIN_CSV): string {
  const currencies = s.currencies.length ? s.currencies : [''];
  const head = [s.by, 'hands', 'findings', 'per_1000',
    ...currencies.flatMap((c) => ['underpaid', 'overpaid', 'net_owed_to_players'].map((h) => (c ? `${h}_${c}` : h))),
    ...s.articles.map((a) => `per_1000 ${a}`),
    // Money of hands that name no currency is in no total: how many findings it is, a column only when there are some.
    ...(s.total.unpriced > 0 ? ['money_findings_without_currency'] : [])];
  const rows = [...s.rows, s.total].map((x) => [x.key, x.hands, x.findings, x.perThousand === null ? '' : x.perThousand.toFixed(3),
    ...moneyCells(x, s.currencies, false), ...s.articles.map((a) => rate(x.byArticle[a] ?? 0, x.hands)?.toFixed(3) ?? ''),
    ...(s.total.unpriced > 0 ? [x.unpriced] : [])]);
  // The first column is a dealer, table, day or shift: text from the log, never read as a number (a dealer "-5").
  return csvStart(dialect) + [head, ...rows]
    .map((r) => csvLine(r.map((c, i) => csvCell(c, { numeric: i > 0 && /^-?\d+(\.\d+)?$/.test(String(c)), dialect })), dialect)).join('');
}
