// Charts of the statistics as SVG: deterministic text (fixed decimals, no clock, no randomness, no fonts to
// embed), readable without a browser. What each chart shows is reports/stats/charts.ts's (the PDF report draws
// the same charts); file names come from the dimension and the measure, never a log.
import type { StatsRun } from '../../audit/stats/run.js';
import type { Lang } from '../../engine/core/engine-types.js';
import { chartNumber as fmt, chartRows, chartScale, chartSpecs, rowsSkipAhead } from './charts.js';
import type { ChartSpec } from './charts.js';
import { terminalSafe } from '../terminal-safe.js';

export interface Chart {
  /** File name inside the --svg folder. */
  name: string;
  svg: string;
}

const W = 720;
const ROW = 18;
const LEFT = 170;
const RIGHT = 60;
const TOP = 48;
const MAX_ROWS = 60;

/**
 * A text from a log as SVG text: markup escaped; control characters and invisible format characters (the
 * bidirectional overrides, U+200B: `D<U+200B>1` drawn as `D1` beside the dealer D1) shown as their \u escape, as
 * on the terminal, in the PDF and the HTML pages (terminalSafe); what XML 1.0 forbids besides (U+FFFE, U+FFFF: no
 * parser reads a file holding one, hostile20) escaped the same way, and a lone surrogate written as '?'.
 */
const esc = (s: string) => terminalSafe(s)
  .replace(/[\ufffe\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`)
  .replace(/\p{Cs}/gu, '?')
  .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const fx = (x: number) => x.toFixed(1);

/**
 * A horizontal bar chart: one row per group, `line` a reference drawn across every row (the run's rate),
 * `band` per row an expected interval drawn as a grey box, `whisker` per row an interval drawn as a line.
 */
export function barChart(c: ChartSpec, lang: Lang): string {
  const rows = chartRows(c, MAX_ROWS);
  const { lo, hi } = chartScale(c, MAX_ROWS);
  const plot = W - LEFT - RIGHT;
  const x = (v: number) => LEFT + ((v - lo) / (hi - lo)) * plot;
  const height = TOP + rows.length * ROW + 40;
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${height}" viewBox="0 0 ${W} ${height}" font-family="sans-serif" font-size="11">`);
  out.push(`<rect width="${W}" height="${height}" fill="#ffffff"/>`);
  out.push(`<text x="10" y="20" font-size="14" font-weight="bold">${esc(c.title[lang])}</text>`);
  out.push(`<text x="10" y="36" fill="#555555">${esc(c.unit[lang])}${c.bars.length > MAX_ROWS ? esc(rowsSkipAhead(c, MAX_ROWS)
    ? (lang === 'es' ? ` (${MAX_ROWS} de ${c.bars.length} grupos: todos los señalados y los primeros de los demás)` : ` (${MAX_ROWS} of ${c.bars.length} groups: every flagged one, then the first of the others)`)
    : (lang === 'es' ? ` (los ${MAX_ROWS} primeros de ${c.bars.length} grupos)` : ` (first ${MAX_ROWS} of ${c.bars.length} groups)`)) : ''}</text>`);
  const zero = x(0);
  rows.forEach((b, i) => {
    const y = TOP + i * ROW;
    if (b.href !== undefined) out.push(`<a href="${esc(b.href)}">`, `<rect x="0" y="${fx(y)}" width="${W}" height="${ROW}" fill="#ffffff" fill-opacity="0"/>`);
    const label = b.labels?.[lang] ?? b.label;
    out.push(`<text x="${LEFT - 6}" y="${fx(y + 12)}" text-anchor="end">${esc(label.length > 28 ? label.slice(0, 27) + '…' : label)}</text>`);
    if (c.band && b.low !== undefined && b.high !== undefined) {
      out.push(`<rect x="${fx(x(b.low))}" y="${fx(y + 2)}" width="${fx(Math.max(0.5, x(b.high) - x(b.low)))}" height="${ROW - 4}" fill="#dddddd"/>`);
    }
    const fill = b.flagged ? '#c0392b' : '#2e6da4';
    if (c.band) out.push(`<circle cx="${fx(x(b.value))}" cy="${fx(y + ROW / 2)}" r="4" fill="${fill}"/>`);
    else {
      const [a, d] = [Math.min(zero, x(b.value)), Math.max(zero, x(b.value))];
      out.push(`<rect x="${fx(a)}" y="${fx(y + 3)}" width="${fx(Math.max(0.5, d - a))}" height="${ROW - 6}" fill="${fill}"/>`);
    }
    if (c.whisker && b.low !== undefined && b.high !== undefined) {
      out.push(`<line x1="${fx(x(b.low))}" y1="${fx(y + ROW / 2)}" x2="${fx(x(b.high))}" y2="${fx(y + ROW / 2)}" stroke="#000000" stroke-width="1"/>`);
    }
    const e = b.expected;
    if (e !== undefined) out.push(`<line x1="${fx(x(e))}" y1="${fx(y + 1)}" x2="${fx(x(e))}" y2="${fx(y + ROW - 1)}" stroke="#e67e22" stroke-width="2"/>`);
    out.push(`<text x="${W - RIGHT + 4}" y="${fx(y + 12)}">${esc(fmt(b.value))}</text>`);
    if (b.href !== undefined) out.push('</a>');
  });
  const bottom = TOP + rows.length * ROW;
  out.push(`<line x1="${fx(zero)}" y1="${TOP}" x2="${fx(zero)}" y2="${bottom}" stroke="#999999" stroke-width="1"/>`);
  if (c.line !== undefined) {
    out.push(`<line x1="${fx(x(c.line))}" y1="${TOP - 4}" x2="${fx(x(c.line))}" y2="${bottom + 4}" stroke="#e67e22" stroke-width="2" stroke-dasharray="4 3"/>`);
    out.push(`<text x="${fx(x(c.line))}" y="${bottom + 18}" text-anchor="middle" fill="#e67e22">${esc(fmt(c.line))}</text>`);
  }
  out.push(`<text x="${LEFT}" y="${bottom + 32}" fill="#555555">${esc(fmt(lo))}</text>`);
  out.push(`<text x="${W - RIGHT}" y="${bottom + 32}" text-anchor="end" fill="#555555">${esc(fmt(hi))}</text>`);
  out.push('</svg>');
  return out.join('\n') + '\n';
}

export function statsCharts(run: StatsRun, lang: Lang): Chart[] {
  return chartSpecs(run).map((c) => ({ name: c.name, svg: barChart(c, lang) }));
}
