// Art. 10-10.15(A), beyond its words: the bonus bet is a bet on «cuál será el número del 1 al 7 que será
//   seleccionado ... por el generador de números al azar», which is fair only if every number is equally likely.
//   A chi-square test over a table's rounds flags a generator whose numbers do not look uniform. It is a
//   statistical signal (a warning), never a finding against a round or a croupier.
import type { SourceRef } from '../../../engine/core/types.js';
import { bonusParams, BONUS_PARAMS } from '../bonus.js';
import { uniformityTest } from '../chi-square.js';
import { defineRule } from '../../families/pai-gow/define-rule.js';

interface Tally {
  /** counts[v - min]: how many rounds showed v. Seven counters per table: the run state stays bounded. */
  counts: number[];
  /** The last round counted, which the finding points to. */
  last: { hand_id: string; table_id: string; started_at: string; source: SourceRef };
  /** Its position in the run: with --workers, the later of two workers' last rounds is the run's. */
  lastOrdinal: number;
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
      en: '{table}: the random numbers of {rounds} rounds ({counts}) do not look uniform over {min} to {max}: chi-square {statistic} with {dof} degrees of freedom, p = {p} < {alpha}. This is a statistical signal about the generator, not a breach of {article} by any round or croupier: have the generator examined.',
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
        const h = ctx.hand;
        const last = { hand_id: h.hand_id, table_id: h.table_id, started_at: h.started_at, source: h.source };
        let t = ctx.runState.get(key) as Tally | undefined;
        if (!t) ctx.runState.set(key, (t = { counts: new Array<number>(p.rngMax - p.rngMin + 1).fill(0), last, lastOrdinal: ctx.ordinal }));
        t.last = last;
        t.lastOrdinal = ctx.ordinal;
        t.counts[drawn - p.rngMin]!++;
      },
    };
  },
  // The run-wide tally ('*') is kept by every worker: the counts add up; the last round is the later one.
  mergeRunState(_key, a, b) {
    const x = a as Tally;
    const y = b as Tally;
    const later = y.lastOrdinal > x.lastOrdinal ? y : x;
    return { counts: x.counts.map((c, i) => c + (y.counts[i] ?? 0)), last: later.last, lastOrdinal: later.lastOrdinal };
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
        at: t.last,
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
