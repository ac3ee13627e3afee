import { jsonColumn } from '../store/runs.js';
import type { Writable } from 'node:stream';
import type { Lang } from '../engine/core/engine-types.js';
import { NO_KEY, rate } from '../store/summary.js';
import type { Summary, SummaryRow } from '../store/summary.js';
import { PLAIN_CSV, csvCell, csvLine, csvStart } from './csv.js';
import type { CsvDialect } from './csv.js';
import { NO_CURRENCY, UNKNOWN_CURRENCY } from '../audit/findings.js';
import { formatAmount, money2 } from '../engine/core/money-text.js';
import { writeOut } from './write.js';
import { terminalSafe, terminalSafeLines } from './terminal-safe.js';

const T = {
  es: {
    title: 'Veedor — resumen por', dealer: 'crupier', table: 'mesa', day: 'día', shift: 'turno', run: 'ejecución',
    asOf: 'al', hands: 'manos', findings: 'hallazgos', per: 'por mil', under: 'debido a jugadores', over: 'debido por jugadores',
    net: 'neto debido a jugadores', read: 'manos leídas', audited: 'auditadas', rejected: 'rechazadas',
    inputNote: 'hallazgos de entrada, no contados abajo', byArticle: 'Hallazgos por cada mil manos, por artículo', article: 'artículo',
    shifts: 'Turnos (hora local de la mano)', total: 'total', currency: 'moneda', noCurrency: '(sin moneda)', rulesets: 'reglamentos', ruleset: 'reglamento',
    none: '(sin',
  },
  en: {
    title: 'Veedor — summary by', dealer: 'dealer', table: 'table', day: 'day', shift: 'shift', run: 'run',
    asOf: 'as of', hands: 'hands', findings: 'findings', per: 'per 1,000', under: 'owed to players', over: 'owed by players',
    net: 'net owed to players', read: 'hands read', audited: 'audited', rejected: 'rejected',
    inputNote: 'input findings, not counted below', byArticle: 'Findings per 1,000 hands, by article', article: 'article',
    shifts: 'Shifts (the hand\'s local time)', total: 'total', currency: 'currency', noCurrency: '(no currency)', rulesets: 'rulesets', ruleset: 'ruleset',
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

/**
 * A table for the terminal: text columns (`left`) aligned left, numbers and amounts right, two spaces
 * between. When the headers make it wider than `width`, each header is broken into lines at its spaces
 * (as narrow as its column's values allow), so the table is as wide as its values, not its words.
 */
export function table(head: string[], rows: string[][], width: number, left = 1): string {
  const valueWidths = head.map((_, i) => Math.max(0, ...rows.map((r) => (r[i] ?? '').length)));
  const full = head.map((h, i) => Math.max(h.length, valueWidths[i]!));
  const fits = full.reduce((n, w) => n + w, 0) + 2 * (head.length - 1) <= width;
  const heads = head.map((h, i) => (fits ? [h] : breakWords(h, Math.max(valueWidths[i]!, ...h.split(' ').map((x) => x.length)))));
  const widths = head.map((_, i) => Math.max(valueWidths[i]!, ...heads[i]!.map((x) => x.length)));
  const depth = Math.max(...heads.map((x) => x.length));
  const line = (cells: string[]) => cells.map((c, i) => (i < left ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  // A header broken over lines sits on the table, its last line just above the values.
  const headLines = Array.from({ length: depth }, (_, k) => line(heads.map((h) => h[k - (depth - h.length)] ?? '')));
  return [...headLines, ...rows.map(line)].join('\n');
}

/** Words into lines of at most `width` (a longer word keeps its own line). */
function breakWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + 1 + word.length <= width) lines[last] += ' ' + word;
    else lines.push(word);
  }
  return lines;
}

/**
 * A line of prose wrapped at spaces to `width`, the lines after the first indented by `indent`; a
 * list (`sep` ", ") is wrapped between its items only, so "pe-poker-caribeno 1.0.0" stays on one line.
 */
export function wrapLine(text: string, width: number, indent = '  ', sep = ' '): string[] {
  const lines: string[] = [];
  let current = '';
  const glue = sep.trimEnd();
  const words = text.split(sep);
  for (const [i, piece] of words.entries()) {
    const word = i < words.length - 1 ? piece + glue : piece;
    const prefix = lines.length === 0 ? '' : indent;
    if (current !== '' && prefix.length + current.length + 1 + word.length > width) {
      lines.push(prefix + current);
      current = word;
    } else current = current === '' ? word : current + ' ' + word;
  }
  lines.push((lines.length === 0 ? '' : indent) + current);
  return lines;
}

export async function writeSummary(
  s: Summary, out: Writable, o: { format: 'text' | 'json' | 'csv'; lang: Lang; dialect?: CsvDialect; width?: number },
): Promise<void> {
  if (o.format === 'json') return writeOut(out, JSON.stringify(summaryJson(s), null, 2) + '\n') ?? undefined;
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
  const lines = [
    ...wrapLine(`${t.title} ${t[s.by]} — ${t.run} ${r.id}, ${t.asOf} ${r.as_of}`, width),
    ...wrapLine(`${r.tool_name} ${r.tool_version} · ${r.hands} ${t.read}: ${r.audited} ${t.audited}, ` +
      `${r.rejected} ${t.rejected}` + (s.inputFindings ? ` (${s.inputFindings} ${t.inputNote})` : ''), width),
  ];
  if (rulesets) lines.push(...wrapLine(`${t.rulesets}: ${rulesets}`, width, '  ', ', '));
  if (s.by === 'shift') lines.push(...wrapLine(`${t.shifts}: ${s.shifts.map((h) => String(h).padStart(2, '0') + ':00').join(', ')}`, width));
  lines.push('');
  // One line per group and currency it has money in (the group's counts on its first line): money is never
  // added across currencies, and a group shows no column of a currency it never dealt in. Every amount
  // carries its currency's code; a currency column is shown only when some amount has none to carry.
  const currencyColumn = s.currencies.includes(NO_CURRENCY);
  const head = [t[s.by], t.hands, t.findings, t.per, ...(currencyColumn ? [t.currency] : []), t.under, t.over, t.net];
  const body: string[][] = [];
  const keyOf = (x: { key: string }) => (x.key === NO_KEY ? `${t.none} ${t[s.by]})` : x.key);
  for (const x of [...s.rows, { ...s.total, key: t.total }]) {
    // A dealer or table id is the log's text: made safe here, value by value, so a newline in it cannot start a line.
    const counts = [terminalSafe(keyOf(x)), String(x.hands), String(x.findings), per(x.perThousand)];
    const currencies = s.currencies.filter((c) => x.money[c]);
    const cur = (c: string) => (currencyColumn ? [c || t.noCurrency] : []);
    if (currencies.length === 0) body.push([...counts, ...(currencyColumn ? ['—'] : []), '—', '—', '—']);
    currencies.forEach((c, i) => body.push([...(i === 0 ? counts : ['', '', '', '']), ...cur(c), ...moneyCells(x, [c], true)]));
  }
  lines.push(table(head, body, width, 1));
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
    const artHead = [t[s.by], ...(multi ? [t.ruleset] : []), t.article, t.findings, t.per];
    lines.push(table(artHead, arts, width, multi ? 3 : 2));
  }
  return lines.join('\n') + '\n';
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
    money: Object.fromEntries(Object.entries(x.money).map(([c, m]) => [c === NO_CURRENCY ? UNKNOWN_CURRENCY : c, {
      underpaid: m.underpaid / 100, overpaid: m.overpaid / 100, net_owed_to_players: (m.underpaid - m.overpaid) / 100,
    }])),
  };
}

export function summaryJson(s: Summary): Record<string, unknown> {
  return {
    run: { id: s.run.id, as_of: s.run.as_of, tool: { name: s.run.tool_name, version: s.run.tool_version }, rulesets: JSON.parse(s.run.rulesets) },
    by: s.by,
    ...(s.by === 'shift' ? { shift_starts: s.shifts } : {}),
    hands: s.run.hands, audited: s.run.audited, rejected: s.run.rejected, input_findings: s.inputFindings,
    groups: s.rows.map((x) => rowJson(x, s)),
    total: rowJson(s.total, s),
  };
}

export function summaryCsv(s: Summary, dialect: CsvDialect = PLAIN_CSV): string {
  const currencies = s.currencies.length ? s.currencies : [''];
  const head = [s.by, 'hands', 'findings', 'per_1000',
    ...currencies.flatMap((c) => ['underpaid', 'overpaid', 'net_owed_to_players'].map((h) => (c ? `${h}_${c}` : h))),
    ...s.articles.map((a) => `per_1000 ${a}`)];
  const rows = [...s.rows, s.total].map((x) => [x.key, x.hands, x.findings, x.perThousand === null ? '' : x.perThousand.toFixed(3),
    ...moneyCells(x, s.currencies, false), ...s.articles.map((a) => rate(x.byArticle[a] ?? 0, x.hands)?.toFixed(3) ?? '')]);
  // The first column is a dealer, table, day or shift: text from the log, never read as a number (a dealer "-5").
  return csvStart(dialect) + [head, ...rows]
    .map((r) => csvLine(r.map((c, i) => csvCell(c, { numeric: i > 0 && /^-?\d+(\.\d+)?$/.test(String(c)), dialect })), dialect)).join('');
}
