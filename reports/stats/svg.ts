// Charts of the statistics as SVG: deterministic text (fixed decimals, no clock, no randomness, no fonts to
// embed), readable without a browser. Per dimension: findings per 1,000 hands per group with the run's rate as
// a line; the hold against theory with its 95 % interval (where a theory exists); and each outcome rate with
// its expected band (±1.96 standard errors). File names come from the dimension and the measure, never a log.
import type { GroupBy } from '../../audit/stats/accumulator.js';
import type { Measure } from '../../audit/stats/figures.js';
import type { StatsRun } from '../../audit/stats/run.js';

export interface Chart {
  /** File name inside the --svg folder. */
  name: string;
  svg: string;
}

export interface Bar {
  label: string;
  /** A link the bar's row opens (the workbench: the findings of that group); escaped here. */
  href?: string;
  value: number;
  /** An interval around the value (hold), or the expected band (outcomes). */
  low?: number;
  high?: number;
  flagged: boolean;
}

const W = 720;
const ROW = 18;
const LEFT = 170;
const RIGHT = 60;
const TOP = 48;
const MAX_ROWS = 60;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '?');
const fx = (x: number) => x.toFixed(1);

/**
 * A horizontal bar chart: one row per group, `line` a reference drawn across every row (the run's rate),
 * `band` per row an expected interval drawn as a grey box, `whisker` per row an interval drawn as a line.
 */
export function barChart(title: string, unit: string, bars: Bar[], o: { line?: number; band?: boolean; whisker?: boolean; expected?: number[] }): string {
  const rows = bars.slice(0, MAX_ROWS);
  const values = rows.flatMap((b, i) => [b.value, b.low ?? b.value, b.high ?? b.value, o.expected?.[i] ?? b.value]);
  if (o.line !== undefined) values.push(o.line);
  let lo = Math.min(0, ...values);
  let hi = Math.max(...values);
  if (!(hi > lo)) hi = lo + 1;
  const pad = (hi - lo) * 0.05;
  lo = lo < 0 ? lo - pad : lo;
  hi += pad;
  const plot = W - LEFT - RIGHT;
  const x = (v: number) => LEFT + ((v - lo) / (hi - lo)) * plot;
  const height = TOP + rows.length * ROW + 40;
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${height}" viewBox="0 0 ${W} ${height}" font-family="sans-serif" font-size="11">`);
  out.push(`<rect width="${W}" height="${height}" fill="#ffffff"/>`);
  out.push(`<text x="10" y="20" font-size="14" font-weight="bold">${esc(title)}</text>`);
  out.push(`<text x="10" y="36" fill="#555555">${esc(unit)}${bars.length > MAX_ROWS ? esc(` (first ${MAX_ROWS} of ${bars.length} groups)`) : ''}</text>`);
  const zero = x(0);
  rows.forEach((b, i) => {
    const y = TOP + i * ROW;
    if (b.href !== undefined) out.push(`<a href="${esc(b.href)}">`, `<rect x="0" y="${fx(y)}" width="${W}" height="${ROW}" fill="#ffffff" fill-opacity="0"/>`);
    out.push(`<text x="${LEFT - 6}" y="${fx(y + 12)}" text-anchor="end">${esc(b.label.length > 28 ? b.label.slice(0, 27) + '…' : b.label)}</text>`);
    if (o.band && b.low !== undefined && b.high !== undefined) {
      out.push(`<rect x="${fx(x(b.low))}" y="${fx(y + 2)}" width="${fx(Math.max(0.5, x(b.high) - x(b.low)))}" height="${ROW - 4}" fill="#dddddd"/>`);
    }
    const fill = b.flagged ? '#c0392b' : '#2e6da4';
    if (o.band) out.push(`<circle cx="${fx(x(b.value))}" cy="${fx(y + ROW / 2)}" r="4" fill="${fill}"/>`);
    else {
      const [a, c] = [Math.min(zero, x(b.value)), Math.max(zero, x(b.value))];
      out.push(`<rect x="${fx(a)}" y="${fx(y + 3)}" width="${fx(Math.max(0.5, c - a))}" height="${ROW - 6}" fill="${fill}"/>`);
    }
    if (o.whisker && b.low !== undefined && b.high !== undefined) {
      out.push(`<line x1="${fx(x(b.low))}" y1="${fx(y + ROW / 2)}" x2="${fx(x(b.high))}" y2="${fx(y + ROW / 2)}" stroke="#000000" stroke-width="1"/>`);
    }
    const e = o.expected?.[i];
    if (e !== undefined) out.push(`<line x1="${fx(x(e))}" y1="${fx(y + 1)}" x2="${fx(x(e))}" y2="${fx(y + ROW - 1)}" stroke="#e67e22" stroke-width="2"/>`);
    out.push(`<text x="${W - RIGHT + 4}" y="${fx(y + 12)}">${esc(fmt(b.value))}</text>`);
    if (b.href !== undefined) out.push('</a>');
  });
  const bottom = TOP + rows.length * ROW;
  out.push(`<line x1="${fx(zero)}" y1="${TOP}" x2="${fx(zero)}" y2="${bottom}" stroke="#999999" stroke-width="1"/>`);
  if (o.line !== undefined) {
    out.push(`<line x1="${fx(x(o.line))}" y1="${TOP - 4}" x2="${fx(x(o.line))}" y2="${bottom + 4}" stroke="#e67e22" stroke-width="2" stroke-dasharray="4 3"/>`);
    out.push(`<text x="${fx(x(o.line))}" y="${bottom + 18}" text-anchor="middle" fill="#e67e22">${esc(fmt(o.line))}</text>`);
  }
  out.push(`<text x="${LEFT}" y="${bottom + 32}" fill="#555555">${esc(fmt(lo))}</text>`);
  out.push(`<text x="${W - RIGHT}" y="${bottom + 32}" text-anchor="end" fill="#555555">${esc(fmt(hi))}</text>`);
  out.push('</svg>');
  return out.join('\n') + '\n';
}

function fmt(v: number): string {
  return Math.abs(v) >= 10 ? v.toFixed(1) : v.toFixed(3);
}

const TITLES: Record<GroupBy, string> = { dealer: 'dealer', table: 'table', shift: 'shift', day: 'day', shoe: 'shoe' };

export function statsCharts(run: StatsRun): Chart[] {
  const f = run.figures;
  const charts: Chart[] = [];
  for (const by of run.by) {
    const groups = f.groups.filter((g) => g.by === by);
    if (groups.length === 0) continue;
    const runRate = f.measures.find((m) => m.by === by && m.measure === 'errors')?.expected_rate;
    const flaggedErrors = new Set(f.measures.filter((m) => m.by === by && m.measure === 'errors' && m.flagged).map((m) => m.group));
    charts.push({
      name: `errors-by-${by}.svg`,
      svg: barChart(`Findings per 1,000 hands, by ${TITLES[by]}`, `bars: each group; dashed line: the run's rate${runRate === undefined ? ' (no findings)' : ''}; red: flagged`,
        groups.map((g) => ({ label: g.group, value: g.per_thousand, flagged: flaggedErrors.has(g.group) })), { line: runRate ?? 0 }),
    });
    const holds = f.measures.filter((m) => m.by === by && m.measure === 'hold');
    if (holds.length > 0) {
      charts.push({
        name: `hold-by-${by}.svg`,
        svg: barChart(`Hold against theory, by ${TITLES[by]}`, 'share of the stakes, %: point and 95 % interval; orange tick: the theoretical hold; red: flagged',
          holds.map((m) => ({ label: m.currency ? `${m.group} ${m.currency}` : m.group, value: 100 * m.rate, low: 100 * m.ci95![0], high: 100 * m.ci95![1], flagged: m.flagged })),
          { whisker: true, expected: holds.map((m) => 100 * m.expected_rate) }),
      });
    }
    // Each outcome measure (with its detail: the up card, the decks) in a chart of its own.
    const outcomes = new Map<string, Measure[]>();
    for (const m of f.measures) {
      if (m.by !== by || m.test !== 'binomial') continue;
      const key = `${m.ruleset ?? ''}|${m.measure}|${m.detail ?? ''}`;
      const list = outcomes.get(key);
      if (list) list.push(m);
      else outcomes.set(key, [m]);
    }
    for (const [key, list] of outcomes) {
      const [ruleset, measure, detail] = key.split('|') as [string, string, string];
      const slug = `${ruleset}-${measure}-${detail}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
      charts.push({
        name: `outcome-${slug}-by-${by}.svg`,
        svg: barChart(`${measure.replace(/_/g, ' ')}${detail ? ` (${detail})` : ''}, by ${TITLES[by]}: ${ruleset}`, 'rate, %: point; grey: expected ± 1.96 standard errors; red: flagged',
          list.map((m) => ({ label: m.group, value: 100 * m.rate, low: 100 * (m.expected_rate - 1.96 * m.se), high: 100 * (m.expected_rate + 1.96 * m.se), flagged: m.flagged })),
          { band: true }),
      });
    }
  }
  return charts;
}
