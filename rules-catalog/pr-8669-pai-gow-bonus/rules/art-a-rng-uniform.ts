// Art. 10-10.15(A), beyond its words: the bonus bet is a bet on «cuál será el número del 1 al 7 que será
//   seleccionado ... por el generador de números al azar», which is fair only if every number is equally likely.
//   A chi-square test over a table's rounds flags a generator whose numbers do not look uniform. It is a
//   statistical signal (a warning), never a finding against a round or a croupier.
import type { SourceRef } from '../../../engine/core/types.js';
import { bonusParams, BONUS_PARAMS } from '../bonus.js';
import { uniformityTest } from '../chi-square.js';
import { defineRule } from '../../families/pai-gow/define-rule.js';

/**
 * One table's tally (or the run's): seven counters and where the last round counted is, flat in one
 * object (no object per round or per source), so a table costs the same few hundred bytes whatever its
 * rounds. The table's id is the tally's key.
 */
interface Tally {
  /** counts[v - min]: how many rounds showed v. */
  counts: number[];
  /** The last round counted, which the finding points to. */
  hand_id: string;
  table_id: string;
  started_at: string;
  path: string;
  line?: number;
  index?: number;
  /** Its position in the run: with --workers, the later of two workers' last rounds is the run's. */
  lastOrdinal: number;
}

function noteLast(t: Tally, h: { hand_id: string; table_id: string; started_at: string; source: SourceRef }, ordinal: number): void {
  t.hand_id = h.hand_id;
  t.table_id = h.table_id;
  t.started_at = h.started_at;
  t.path = h.source.path;
  if (h.source.line !== undefined) t.line = h.source.line;
  else delete t.line;
  if (h.source.index !== undefined) t.index = h.source.index;
  else delete t.index;
  t.lastOrdinal = ordinal;
}

function lastOf(t: Tally): { hand_id: string; table_id: string; started_at: string; source: SourceRef } {
  const source: SourceRef = { path: t.path };
  if (t.line !== undefined) source.line = t.line;
  if (t.index !== undefined) source.index = t.index;
  return { hand_id: t.hand_id, table_id: t.table_id, started_at: t.started_at, source };
}

export const rngUniform = defineRule({
  id: 'rng-uniform',
  article: 'Art. 10-10.15(A)',
  category: 'integrity',
  params: [...BONUS_PARAMS, 'rng_uniformity_scope', 'rng_uniformity_alpha', 'rng_uniformity_min_rounds', 'rng_range'],
  severity: 'warning',
  description: {
    es: 'Señal estadística: los números del generador de una mesa deben repartirse por igual entre 1 y 7 (prueba chi-cuadrado).',
    en: 'Statistical signal: a table\'s random numbers should spread evenly over 1 to 7 (chi-square test).',
  },
  messages: {
    skewed: {
      es: '{table}: los números del generador en {rounds} rondas ({counts}) no parecen uniformes entre {min} y {max}: chi-cuadrado {statistic} con {dof} grados de libertad, p = {p} < {alpha}. Es una señal estadística sobre el generador, no una infracción del {article} en ninguna ronda ni de ningún croupier: conviene examinar el generador.',
      en: '{table}: the random numbers of {rounds} rounds ({counts}) do not look uniform over {min} to {max}: chi-square {statistic} with {dof} degrees of freedom, p = {p} < {alpha}. This is a statistical signal about the generator, not a breach of {article} by any round or dealer: have the generator examined.',
    },
  },
  create(ctx) {
    const p = bonusParams(ctx);
    const scope = ctx.param<'table' | 'run'>('rng_uniformity_scope');
    return {
      // Counted when the hand has replayed to its end: a hand set aside as unreadable is not a sample.
      handEnd(final) {
        // Only the round's number counts (the first activation), and only a number the layout has.
        const drawn = final.rng[0]?.value;
        if (drawn === undefined || drawn < p.rngMin || drawn > p.rngMax) return;
        const key = scope === 'run' ? '*' : ctx.hand.table_id;
        let t = ctx.runState.get(key) as Tally | undefined;
        if (!t) {
          t = { counts: new Array<number>(p.rngMax - p.rngMin + 1).fill(0), hand_id: '', table_id: '', started_at: '', path: '', lastOrdinal: 0 };
          ctx.runState.set(key, t);
        }
        noteLast(t, ctx.hand, ctx.ordinal);
        t.counts[drawn - p.rngMin]!++;
      },
    };
  },
  // The run-wide tally ('*') is kept by every worker: the counts add up; the last round is the later one.
  mergeRunState(_key, a, b) {
    const x = a as Tally;
    const y = b as Tally;
    const later = y.lastOrdinal > x.lastOrdinal ? y : x;
    return { ...later, counts: x.counts.map((c, i) => c + (y.counts[i] ?? 0)) };
  },
  finishRun(run) {
    const alpha = run.param<number>('rng_uniformity_alpha');
    const minRounds = run.param<number>('rng_uniformity_min_rounds');
    const [min, max] = run.param<[number, number]>('rng_range');
    const keys = [...run.runState.keys()].sort();
    for (const key of keys) {
      const t = run.runState.get(key) as Tally;
      const test = uniformityTest(t.counts);
      if (test.n < minRounds || !(test.p < alpha)) continue;
      run.reportRun({
        messageId: 'skewed',
        at: lastOf(t),
        data: {
          rounds: test.n,
          counts: t.counts.map((c, i) => `${i + min}: ${c}`).join(', '),
          min, max,
          statistic: test.statistic.toFixed(2),
          dof: test.dof,
          p: test.p.toExponential(2),
          alpha,
        },
        dataByLang: {
          es: { table: key === '*' ? 'Todas las mesas' : `Mesa ${key}` },
          en: { table: key === '*' ? 'All tables' : `Table ${key}` },
        },
      });
    }
  },
});
