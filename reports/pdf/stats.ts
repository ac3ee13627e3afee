// The PDF report's statistics section (`audit --pdf --stats`, `report --stats`): what `veedor stats --by dealer
// --by table` computes on the same hands, in the report's language: how it was tested, the flagged figures, and
// the charts (reports/stats/charts.ts, the ones --svg writes) drawn with pdfkit. With too few hands for any
// figure to be tested it says the figures are not meaningful, and flags nothing.
import { detailWords, groupWord, groupWords, measureWords } from '../../audit/stats/figures.js';
import type { Measure } from '../../audit/stats/figures.js';
import type { StatsRun } from '../../audit/stats/run.js';
import type { Lang } from '../../engine/core/engine-types.js';
import { chartNumber, chartRows, chartScale, chartSpecs, rowsSkipAhead } from '../stats/charts.js';
import type { ChartSpec } from '../stats/charts.js';
import { headedTable, heading, keyValues } from './cover.js';
import type { Frame } from './frame.js';
import { CONTENT_WIDTH, MUTED, PAGE, RULE } from './frame.js';

const WORDS = {
  es: {
    section: 'Estadísticas de integridad',
    intro: (dealer: string) => `Lo que ninguna mano muestra sola: por ${dealer} y por mesa, cada cifra frente a la matemática exacta del juego ` +
      'según su reglamento, con su prueba y la corrección de Benjamini-Hochberg sobre todas las pruebas. Una señal ' +
      'estadística es un aviso para examinar, nunca un hallazgo de la auditoría ni su estado de salida (docs/stats.md; ' +
      'las mismas cifras da veedor stats --by dealer --by table).',
    hands: 'Manos auditadas', by: 'Agrupado por', tests: 'Cifras probadas', flagged: 'Cifras señaladas',
    level: 'Nivel de falsos descubrimientos (q)', minTrials: 'Mínimo de manos por cifra',
    notMeaningful: (n: number, min: number) => `Con ${n} ${n === 1 ? 'mano' : 'manos'} ninguna cifra alcanza el mínimo de ${min} manos: las cifras no son significativas, no se prueban y no se señala nada. Se muestran solo como referencia.`,
    notMeaningfulButChecked: (n: number, min: number) => `Con ${n} ${n === 1 ? 'mano' : 'manos'} ninguna cifra estadística alcanza el mínimo de ${min} manos: no se prueban y se muestran solo como referencia. Las comprobaciones exactas (el conteo de cada quema) no dependen del número de manos y se aplican igual.`,
    checks: 'Comprobaciones exactas',
    someUntested: (min: number) => `Las cifras con menos de ${min} manos se muestran sin probar (en gris en los gráficos) y nunca se señalan.`,
    flaggedTitle: 'Cifras señaladas', noneFlagged: 'Ninguna cifra queda señalada tras la corrección.',
    charts: 'Gráficos',
    tested: 'azul: cifra probada', untested: 'gris oscuro: sin probar',
    cols: { group: 'Grupo', figure: 'Cifra', n: 'Manos', observed: 'Observado', expected: 'Esperado', q: 'q' },
    firstOf: (k: number, n: number) => ` (los primeros ${k} de ${n} grupos)`,
    flaggedFirst: (k: number, n: number) => ` (${k} de ${n} grupos: todos los señalados y los primeros de los demás)`,
  },
  en: {
    section: 'Integrity statistics',
    intro: (dealer: string) => `What no single hand shows: per ${dealer} and per table, each figure against the exact mathematics of the game ` +
      'under its regulation, with its test and the Benjamini-Hochberg correction over every test. A statistical flag is ' +
      'a warning to look into, never one of the audit\'s findings nor its exit status (docs/stats.md; veedor stats ' +
      '--by dealer --by table gives the same figures).',
    hands: 'Hands audited', by: 'Grouped by', tests: 'Figures tested', flagged: 'Figures flagged',
    level: 'False-discovery level (q)', minTrials: 'Fewest hands per figure',
    notMeaningful: (n: number, min: number) => `With ${n} ${n === 1 ? 'hand' : 'hands'} no figure reaches the minimum of ${min} hands: the figures are not meaningful, none is tested and nothing is flagged. They are shown for reference only.`,
    notMeaningfulButChecked: (n: number, min: number) => `With ${n} ${n === 1 ? 'hand' : 'hands'} no statistical figure reaches the minimum of ${min} hands: none is tested, and they are shown for reference only. The exact checks (the count of each burn) do not depend on the number of hands and apply all the same.`,
    checks: 'Exact checks',
    someUntested: (min: number) => `Figures with fewer than ${min} hands are shown untested (grey in the charts) and never flagged.`,
    flaggedTitle: 'Flagged figures', noneFlagged: 'No figure is flagged after the correction.',
    charts: 'Charts',
    tested: 'blue: figure tested', untested: 'dark grey: untested',
    cols: { group: 'Group', figure: 'Figure', n: 'Hands', observed: 'Observed', expected: 'Expected', q: 'q' },
    firstOf: (k: number, n: number) => ` (the first ${k} of ${n} groups)`,
    flaggedFirst: (k: number, n: number) => ` (${k} of ${n} groups: every flagged one, then the first of the others)`,
  },
} as const;

/** The dimensions the report's statistics are grouped by. */
export const REPORT_STATS_BY = ['dealer', 'table'] as const;

export function drawStatsSection(frame: Frame, s: StatsRun, lang: Lang): void {
  const w = WORDS[lang];
  const f = s.figures;
  frame.startSection(w.section);
  heading(frame, w.section, 14);
  frame.y += frame.text(w.intro(s.dealer[lang]), PAGE.left, frame.y, CONTENT_WIDTH, { size: 8.5 }) + 8;
  keyValues(frame, [
    [w.hands, String(s.hands.audited)],
    [w.by, s.by.map((b) => groupWord(b, lang, s.dealer[lang])).join(', ')],
    [w.tests, String(f.tests)],
    ...(f.checks > 0 ? [[w.checks, String(f.checks)] as [string, string]] : []),
    [w.flagged, String(f.flagged)],
    [w.level, String(f.q_level)],
    [w.minTrials, String(f.min_trials)],
  ]);
  frame.y += 4;
  const note = f.tests === 0
    ? (f.checks === 0 ? w.notMeaningful(s.hands.audited, f.min_trials) : w.notMeaningfulButChecked(s.hands.audited, f.min_trials))
    : f.measures.some((m) => m.n < f.min_trials) ? w.someUntested(f.min_trials) : undefined;
  if (note) frame.y += frame.text(note, PAGE.left, frame.y, CONTENT_WIDTH, { size: 8.5, font: f.tests === 0 && f.checks === 0 ? 'Helvetica-Bold' : 'Helvetica' }) + 8;

  const flagged = f.measures.filter((m) => m.flagged);
  if (flagged.length === 0) {
    heading(frame, w.flaggedTitle);
    frame.y += frame.text(w.noneFlagged, PAGE.left, frame.y, CONTENT_WIDTH, { size: 8.5 }) + 8;
  } else {
    headedTable(frame, w.flaggedTitle, [
      { title: w.cols.group, width: 2.2 }, { title: w.cols.figure, width: 3.4 }, { title: w.cols.n, width: 0.9, align: 'right' },
      { title: w.cols.observed, width: 1.3, align: 'right' }, { title: w.cols.expected, width: 1.3, align: 'right' },
      { title: w.cols.q, width: 1, align: 'right' },
    ], flagged.map((m) => [
      // An exact check counts burns, not hands, and no test gave it a q.
      `${groupWord(m.by, lang, s.dealer[lang])} ${groupWords(m.group, lang)}`, figureName(m, lang, s), m.test === 'check' ? '—' : String(m.n),
      figure(m, 'observed', lang), figure(m, 'expected', lang), m.test === 'check' ? '—' : m.q.toExponential(2),
    ]));
    frame.y += 8;
    for (const x of f.findings) {
      const h = frame.measure(x.message[lang], CONTENT_WIDTH, { size: 8 });
      frame.ensure(h + 4);
      frame.y += frame.text(x.message[lang], PAGE.left, frame.y, CONTENT_WIDTH, { size: 8 }) + 4;
    }
    frame.y += 4;
  }

  // The report's charts: errors by dealer and by table, the hold and the outcomes by table.
  const charts = chartSpecs(s).filter((c) => c.kind === 'errors' || c.by === 'table');
  heading(frame, w.charts, 11, charts[0] ? chartHeight(frame, charts[0], lang) : 0);
  for (const c of charts) drawChart(frame, c, lang);
}

function figureName(m: Measure, lang: Lang, s: StatsRun): string {
  const what = measureWords(m.measure, lang, (m.ruleset ? s.dealers.get(m.ruleset) : undefined)?.[lang] ?? s.dealer[lang]);
  return `${what}${m.detail ? ` (${detailWords(m.detail, lang)})` : ''}${m.currency ? ` ${m.currency}` : ''}${m.ruleset ? ` · ${m.ruleset}` : ''}`;
}

/** The figure as the terminal table writes it, in characters the PDF's fonts have. */
function figure(m: Measure, value: 'observed' | 'expected', lang: Lang): string {
  const r = value === 'observed' ? m.rate : m.expected_rate;
  if (m.test === 'check') {
    if (value === 'expected') return '0';
    return m.measure === 'burn_count' ? `${m.observed} ${lang === 'es' ? 'de' : 'of'} ${m.n} ${lang === 'es' ? 'quemas' : 'burns'}` : `${m.observed}/${m.n}`;
  }
  if (m.test === 'chi-square') return value === 'observed' ? `chi2 ${m.observed.toFixed(2)}` : `${m.dof} ${lang === 'es' ? 'g.l.' : 'dof'}`;
  if (m.measure.startsWith('errors')) return r.toFixed(2);
  return `${(100 * r).toFixed(2)} %`;
}

const ROW = 11;
const LABEL = 120;
const VALUE = 44;
const MAX_ROWS = 40;
const BLUE = '#2e6da4';
const RED = '#c0392b';
const GREY = '#9ca3af';
const BAND = '#dddddd';
const ORANGE = '#e67e22';

/** The chart's legend, and what the PDF's own colours say: a tested figure blue, an untested one dark grey (the SVG draws both blue). */
function chartUnit(c: ChartSpec, lang: Lang): string {
  const rows = chartRows(c, MAX_ROWS);
  const w = WORDS[lang];
  const limit = c.bars.length <= MAX_ROWS ? '' : (rowsSkipAhead(c, MAX_ROWS) ? w.flaggedFirst : w.firstOf)(MAX_ROWS, c.bars.length);
  const colours = [
    ...(rows.some((b) => b.tested && !b.flagged) ? [WORDS[lang].tested] : []),
    ...(rows.some((b) => !b.tested) ? [WORDS[lang].untested] : []),
  ];
  return c.unit[lang] + limit + colours.map((x) => `; ${x}`).join('');
}

/** The height of one chart: its title, its legend, a row per group (MAX_ROWS at most) and the value axis. */
function chartHeight(frame: Frame, c: ChartSpec, lang: Lang): number {
  const titleH = frame.measure(c.title[lang], CONTENT_WIDTH, { font: 'Helvetica-Bold', size: 9 });
  const unitH = frame.measure(chartUnit(c, lang), CONTENT_WIDTH, { size: 7 });
  return titleH + unitH + 6 + Math.min(c.bars.length, MAX_ROWS) * ROW + 26;
}

/** One chart, kept on one page: a row per group, the value axis from the chart's scale. */
function drawChart(frame: Frame, c: ChartSpec, lang: Lang): void {
  const rows = chartRows(c, MAX_ROWS);
  const unit = chartUnit(c, lang);
  frame.ensure(chartHeight(frame, c, lang));
  const doc = frame.doc;
  frame.y += frame.text(c.title[lang], PAGE.left, frame.y, CONTENT_WIDTH, { font: 'Helvetica-Bold', size: 9 });
  frame.y += frame.text(unit, PAGE.left, frame.y, CONTENT_WIDTH, { size: 7, color: MUTED }) + 6;
  const { lo, hi } = chartScale(c, MAX_ROWS);
  const x0 = PAGE.left + LABEL;
  const plot = CONTENT_WIDTH - LABEL - VALUE;
  const x = (v: number) => x0 + ((v - lo) / (hi - lo)) * plot;
  const top = frame.y;
  rows.forEach((b, i) => {
    const y = top + i * ROW;
    frame.line(frame.fit(b.labels?.[lang] ?? b.label, LABEL - 6, { size: 6.5 }), PAGE.left, y + 2, { size: 6.5, align: 'right' }, LABEL - 6);
    const fill = b.flagged ? RED : b.tested ? BLUE : GREY;
    if (c.band && b.low !== undefined && b.high !== undefined) frame.box(x(b.low), y + 1.5, Math.max(0.5, x(b.high) - x(b.low)), ROW - 3, BAND);
    if (c.band) doc.save().circle(x(b.value), y + ROW / 2, 2.6).fill(fill).restore();
    else {
      const [a, d] = [Math.min(x(0), x(b.value)), Math.max(x(0), x(b.value))];
      frame.box(a, y + 2, Math.max(0.5, d - a), ROW - 4, fill);
    }
    if (c.whisker && b.low !== undefined && b.high !== undefined) {
      doc.save().moveTo(x(b.low), y + ROW / 2).lineTo(x(b.high), y + ROW / 2).lineWidth(0.8).strokeColor('#000000').stroke().restore();
    }
    if (b.expected !== undefined) doc.save().moveTo(x(b.expected), y + 1).lineTo(x(b.expected), y + ROW - 1).lineWidth(1.5).strokeColor(ORANGE).stroke().restore();
    frame.line(chartNumber(b.value), x0 + plot + 4, y + 2, { size: 6.5 });
  });
  const bottom = top + rows.length * ROW;
  doc.save().moveTo(x(0), top).lineTo(x(0), bottom).lineWidth(0.5).strokeColor(RULE).stroke().restore();
  if (c.line !== undefined) {
    doc.save().moveTo(x(c.line), top - 3).lineTo(x(c.line), bottom + 3).lineWidth(1.2).dash(3, { space: 2 }).strokeColor(ORANGE).stroke().undash().restore();
    const label = chartNumber(c.line);
    frame.line(label, x(c.line) - frame.widthOf(label, { size: 6.5 }) / 2, bottom + 5, { size: 6.5, color: ORANGE });
  }
  frame.line(chartNumber(lo), x0, bottom + 14, { size: 6.5, color: MUTED });
  const hiText = chartNumber(hi);
  frame.line(hiText, x0 + plot - frame.widthOf(hiText, { size: 6.5 }), bottom + 14, { size: 6.5, color: MUTED });
  frame.y = bottom + 30;
}
