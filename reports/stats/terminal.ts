// The statistics for a person at a terminal: per dimension a table of its groups (hands, findings per 1,000
// hands against the run's rate, the house's hold against theory, flags), then every flag in words. Every
// text from a log passes the terminal sanitizer.
import type { Writable } from 'node:stream';
import type { Lang } from '../../engine/core/engine-types.js';
import type { StatsRun } from '../../audit/stats/run.js';
import type { GroupRow, Measure } from '../../audit/stats/figures.js';
import { groupWord, groupWords } from '../../audit/stats/figures.js';
import { terminalSafe } from '../terminal-safe.js';
import { NOUNS, count } from '../../engine/core/plural.js';
import { writeOut } from '../write.js';

const T = {
  es: {
    title: 'Estadísticas de integridad',
    cols: ['manos', 'hall./1000', 'retención', 'teoría', 'señales'],
    run: 'Todo el registro', tests: (t: number, k: number, q: number, c: number, d: number) => `${t} ${t === 1 ? 'prueba' : 'pruebas'}; ${k} ${k === 1 ? 'señal' : 'señales'} con q ≤ ${q} (Benjamini-Hochberg sobre todos los grupos y medidas)${c > 0 ? `; además, ${c} ${c === 1 ? 'comprobación exacta, que se señala' : 'comprobaciones exactas, que se señalan'} ante cualquier desviación: ${d} ${d === 1 ? 'señalada' : 'señaladas'}` : ''}.`,
    none: 'Ninguna señal estadística.', flags: 'Señales estadísticas (avisos, no infracciones):',
    more: 'Cada cifra, con su valor esperado, error estándar y p: --format json o csv (docs/stats.md).',
    input: (n: number) => `${n} ${n === 1 ? 'hallazgo de entrada' : 'hallazgos de entrada'} (registros rechazados o problemas del archivo): veedor audit ${n === 1 ? 'lo da' : 'los da'} con su archivo y línea.`,
    unpriced: (n: number) => `${n} ${n === 1 ? 'mano no nombra' : 'manos no nombran'} su moneda: su dinero no entra en la retención de ningún grupo (una retención sin su moneda no dice nada); la retención es la de las manos que la nombran. La moneda se nombra en el registro o en la configuración de la mesa (--tables).`,
  },
  en: {
    title: 'Integrity statistics',
    cols: ['hands', 'find./1000', 'hold', 'theory', 'flags'],
    run: 'Whole run', tests: (t: number, k: number, q: number, c: number, d: number) => `${t} ${t === 1 ? 'test' : 'tests'}; ${k} ${k === 1 ? 'flag' : 'flags'} at q ≤ ${q} (Benjamini-Hochberg over every group and measure)${c > 0 ? `; besides, ${c} ${c === 1 ? 'exact check, flagged' : 'exact checks, flagged'} at any departure: ${d} flagged` : ''}.`,
    none: 'No statistical flags.', flags: 'Statistical flags (warnings, not violations):',
    more: 'Every figure with its expected value, standard error and p: --format json or csv (docs/stats.md).',
    input: (n: number) => `${n} input ${n === 1 ? 'finding' : 'findings'} (rejected records or file problems): veedor audit gives ${n === 1 ? 'it' : 'each'} with its file and line.`,
    unpriced: (n: number) => `${n} ${n === 1 ? 'hand names' : 'hands name'} no currency: ${n === 1 ? 'its' : 'their'} money is in no group's hold (a hold without its currency says nothing); the hold is that of the hands that name one. The currency is named in the log or in the table's configuration (--tables).`,
  },
};

const pct = (x: number | null | undefined) => (x === null || x === undefined ? '-' : `${(100 * x).toFixed(2)} %`);

export async function writeStatsTerminal(run: StatsRun, out: Writable, lang: Lang): Promise<void> {
  const t = T[lang];
  const f = run.figures;
  const lines: string[] = [];
  lines.push(t.title, '');
  const h = run.hands;
  lines.push(`${count(h.read, NOUNS.hand, lang)}: ${count(h.audited, NOUNS.audited, lang)}, ${count(h.rejected, NOUNS.rejected, lang)}`);
  // A file that gave no hand (empty, binary, not JSON) must not read as a quiet "0 hands": the count says why to look.
  if (run.audit_findings.input > 0) lines.push(t.input(run.audit_findings.input));
  const measuresOf = new Map<string, Measure[]>();
  for (const m of f.measures) {
    const k = `${m.by}\u0000${m.group}`;
    const list = measuresOf.get(k);
    if (list) list.push(m);
    else measuresOf.set(k, [m]);
  }
  for (const by of run.by) {
    const rows = f.groups.filter((g) => g.by === by);
    const name = groupWord(by, lang, run.dealer[lang]);
    lines.push('', name);
    const table: string[][] = [[name, ...t.cols]];
    for (const g of rows) table.push(groupCells(g, lang, measuresOf.get(`${g.by}\u0000${g.group}`) ?? []));
    lines.push(...align(table));
  }
  // The hold column counts only the hands that name a currency (money_hands_without_currency): said, with how many are
  // left out, or a group of 300 hands would read as holding that share of all 300 hands' stakes. Every hand is in
  // one group of a dimension, so the first dimension's groups count each once.
  const unpriced = f.groups.filter((g) => g.by === run.by[0]).reduce((a, g) => a + (g.money_hands_without_currency ?? 0), 0);
  if (unpriced > 0) lines.push('', t.unpriced(unpriced));
  // `flagged` counts both kinds: the tests under the correction (q ≤ the level) and the exact checks that departed.
  const checksFlagged = f.measures.filter((m) => m.flagged && m.test === 'check').length;
  lines.push('', t.tests(f.tests, f.flagged - checksFlagged, f.q_level, f.checks, checksFlagged));
  if (f.findings.length === 0) lines.push(t.none);
  else {
    lines.push('', t.flags);
    for (const x of f.findings) lines.push(`  ! ${x.message[lang]}`);
  }
  lines.push('', t.more);
  await writeOut(out, lines.map(terminalSafe).join('\n') + '\n');
}

function groupCells(g: GroupRow, lang: Lang, measures: readonly Measure[]): string[] {
  const holds = measures.filter((m) => m.measure === 'hold');
  const money = Object.entries(g.money);
  // The hold shown is against theory where a theory exists, else the house's plain result over its stakes.
  const hold = holds.length > 0
    ? holds.map((m) => `${m.currency ? m.currency + ' ' : ''}${pct(m.rate)} [${pct(m.ci95![0])}, ${pct(m.ci95![1])}]`).join('; ')
    : money.map(([c, m]) => `${c ? c + ' ' : ''}${pct(m.hold)}`).join('; ');
  const theory = holds.length > 0 ? holds.map((m) => pct(m.expected_rate)).join('; ') : '-';
  const flags = measures.filter((m) => m.flagged).map((m) => m.measure).join(', ');
  return [groupWords(g.group, lang), String(g.hands), g.per_thousand.toFixed(2), hold || '-', theory, flags || '-'];
}

function align(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => [...(r[i] ?? '')].length)));
  return rows.map((r) => '  ' + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd());
}
