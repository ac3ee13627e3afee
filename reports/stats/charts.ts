// What the statistics charts show, once, for every renderer (the SVG files of --svg, the PDF report's
// statistics section): per dimension, findings per 1,000 hands per group with the run's rate as a line; the
// hold against theory with its 95 % interval (where a theory exists); and each outcome rate with its expected
// band (±1.96 standard errors). A chart is a list of bars and a scale; drawing it is the renderer's.
import type { GroupBy } from '../../audit/stats/accumulator.js';
import { detailWords, groupWords, measureWords } from '../../audit/stats/figures.js';
import type { Measure } from '../../audit/stats/figures.js';
import type { StatsRun } from '../../audit/stats/run.js';
import { capitalize } from '../../engine/core/words.js';

export type ChartKind = 'errors' | 'hold' | 'outcome';

export interface ChartBar {
  label: string;
  /** The label in each language, where it has words of its own (a group without a dealer or shoe: "(ninguno)"); else `label`. */
  labels?: { es: string; en: string };
  value: number;
  /** An interval around the value (hold), or the expected band (outcomes). */
  low?: number;
  high?: number;
  /** The theoretical value, drawn as a tick (hold). */
  expected?: number;
  flagged: boolean;
  /** The figure had enough trials to be tested (false: drawn, never flagged). */
  tested: boolean;
  /** A link the bar's row opens (the workbench: the findings of that group); the renderer escapes it. */
  href?: string;
}

export interface ChartSpec {
  kind: ChartKind;
  by: GroupBy;
  /** File name inside the --svg folder: from the dimension and the measure, never from a log. */
  name: string;
  title: { es: string; en: string };
  unit: { es: string; en: string };
  bars: ChartBar[];
  /** A reference drawn across every row (the run's rate). */
  line?: number;
  /** Each bar's low-high is its expected band (a grey box, the value a point). */
  band?: boolean;
  /** Each bar's low-high is its interval (a line through the value). */
  whisker?: boolean;
}

const BY_WORD: Record<Exclude<GroupBy, 'dealer'>, { es: string; en: string }> = {
  table: { es: 'mesa', en: 'table' }, shift: { es: 'turno', en: 'shift' }, day: { es: 'día', en: 'day' }, shoe: { es: 'zapato', en: 'shoe' },
};

/** A bar's label in each language: the group as the tables name it (groupWords), then its currency. */
function labelsOf(group: string, currency?: string | null): { es: string; en: string } {
  const tail = currency ? ` ${currency}` : '';
  return { es: groupWords(group, 'es') + tail, en: groupWords(group, 'en') + tail };
}

/** Every chart of a statistics run, in the order of its dimensions. */
export function chartSpecs(run: StatsRun): ChartSpec[] {
  const f = run.figures;
  const charts: ChartSpec[] = [];
  for (const by of run.by) {
    const groups = f.groups.filter((g) => g.by === by);
    if (groups.length === 0) continue;
    // The one who deals in the run's own word (the Peruvian catalogs' "dealer", Marbella's "croupier").
    const w = by === 'dealer' ? run.dealer : BY_WORD[by];
    const errors = new Map(f.measures.filter((m) => m.by === by && m.measure === 'errors').map((m) => [m.group, m]));
    const runRate = errors.values().next().value?.expected_rate;
    charts.push({
      kind: 'errors', by, name: `errors-by-${by}.svg`,
      title: { es: `Hallazgos por 1.000 manos, por ${w.es}`, en: `Findings per 1,000 hands, by ${w.en}` },
      unit: {
        es: `barras: cada grupo; línea discontinua: la tasa de la ejecución${runRate === undefined ? ' (sin hallazgos)' : ''}; rojo: señalado`,
        en: `bars: each group; dashed line: the run's rate${runRate === undefined ? ' (no findings)' : ''}; red: flagged`,
      },
      bars: groups.map((g) => {
        const m = errors.get(g.group);
        // Tested as figures.ts tests it: enough hands, and not the whole run.
        return { label: g.group, labels: labelsOf(g.group), value: g.per_thousand, flagged: m?.flagged ?? false, tested: m !== undefined && m.n >= f.min_trials && m.n < run.hands.audited };
      }),
      line: runRate ?? 0,
    });
    const holds = f.measures.filter((m) => m.by === by && m.measure === 'hold');
    if (holds.length > 0) {
      charts.push({
        kind: 'hold', by, name: `hold-by-${by}.svg`,
        title: { es: `Retención frente a la teoría, por ${w.es}`, en: `Hold against theory, by ${w.en}` },
        unit: {
          es: '% de lo apostado: punto e intervalo del 95 %; marca naranja: la retención teórica; rojo: señalado',
          en: 'share of the stakes, %: point and 95 % interval; orange tick: the theoretical hold; red: flagged',
        },
        bars: holds.map((m) => ({
          label: m.currency ? `${m.group} ${m.currency}` : m.group, labels: labelsOf(m.group, m.currency), value: 100 * m.rate, low: 100 * m.ci95![0], high: 100 * m.ci95![1],
          expected: 100 * m.expected_rate, flagged: m.flagged, tested: isTested(m, f.min_trials),
        })),
        whisker: true,
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
      const d = (lang: 'es' | 'en') => (detail ? ` (${detailWords(detail, lang)})` : '');
      charts.push({
        kind: 'outcome', by, name: `outcome-${slug}-by-${by}.svg`,
        // A title starts with a capital («Empate», «The dealer busts»): the measure's words are written for mid-sentence.
        title: {
          es: capitalize(`${measureWords(measure, 'es', run.dealers.get(ruleset)?.es ?? run.dealer.es)}${d('es')}, por ${w.es}: ${ruleset}`),
          en: capitalize(`${measureWords(measure, 'en', run.dealers.get(ruleset)?.en ?? run.dealer.en)}${d('en')}, by ${w.en}: ${ruleset}`),
        },
        unit: {
          es: 'tasa, %: punto; gris: lo esperado ± 1.96 errores típicos; rojo: señalado',
          en: 'rate, %: point; grey: expected ± 1.96 standard errors; red: flagged',
        },
        bars: list.map((m) => ({
          // A rate lies between 0 and 100 %: so does its band.
          label: m.group, labels: labelsOf(m.group), value: 100 * m.rate, low: 100 * Math.max(0, m.expected_rate - 1.96 * m.se), high: 100 * Math.min(1, m.expected_rate + 1.96 * m.se),
          flagged: m.flagged, tested: isTested(m, f.min_trials),
        })),
        band: true,
      });
    }
  }
  return charts;
}

/** Tested figures have n at or above the minimum (untested ones keep p = 1 and q = 1). */
function isTested(m: Measure, minTrials: number): boolean {
  return m.n >= minTrials;
}

/**
 * The bars a chart draws, at most `rows`, in the chart's order: every flagged one, then the first of the others. The
 * first 40 by name left a flagged table 45 out of the PDF's chart.
 */
export function chartRows(c: ChartSpec, rows: number): ChartBar[] {
  if (c.bars.length <= rows) return c.bars;
  let flagged = Math.min(rows, c.bars.filter((b) => b.flagged).length);
  let others = rows - flagged;
  return c.bars.filter((b) => (b.flagged ? flagged-- > 0 : others-- > 0));
}

/** Whether chartRows took a flagged bar from beyond the first `rows` (the note then says which rows are drawn). */
export function rowsSkipAhead(c: ChartSpec, rows: number): boolean {
  return c.bars.slice(rows).some((b) => b.flagged);
}

/** The value axis of the bars a chart draws (chartRows): from min(0, values) to the largest, with 5 % of room. */
export function chartScale(c: ChartSpec, rows: number): { lo: number; hi: number } {
  const bars = chartRows(c, rows);
  const values = bars.flatMap((b) => [b.value, b.low ?? b.value, b.high ?? b.value, b.expected ?? b.value]);
  if (c.line !== undefined) values.push(c.line);
  let lo = Math.min(0, ...values);
  let hi = Math.max(...values);
  if (!(hi > lo)) hi = lo + 1;
  const pad = (hi - lo) * 0.05;
  lo = lo < 0 ? lo - pad : lo;
  hi += pad;
  return { lo, hi };
}

/** A chart's numbers: one decimal from 10 on, else three; zero as 0 (an axis read «0.000» beside «100.0»). */
export function chartNumber(v: number): string {
  if (v === 0) return '0';
  return Math.abs(v) >= 10 ? v.toFixed(1) : v.toFixed(3);
}
