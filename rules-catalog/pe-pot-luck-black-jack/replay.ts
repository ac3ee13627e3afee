// Pot Luck's hooks for the dispute replay: the blackjack family's, and what every pool bet required under Art. 18º
// — from `judgePool`, the judgment pool-award reports, so the replay and the audit never disagree. Without it a pool
// bet that lost, or a winner paid right, was told only as "no finding": the person resolving a dispute was not told
// who won the pool, on what score, nor how the award was reckoned.
import { formatAmount } from '../../engine/core/money-text.js';
import { hasNoMinorUnit } from '../../engine/core/iso-4217.js';
import type { Money } from '../../engine/core/money.js';
import type { BjState } from '../../engine/blackjack/state.js';
import type { Bilingual, ReplayContext, ReplayHooks, WagerRequirement } from '../framework/types.js';
import { blackjackReplay } from '../families/blackjack/replay.js';
import { commissionTerms, judgePool, lateWhen, poolBetCloses, poolScore } from './rules/art-18-pool-bet.js';
import type { PoolJudgement } from './rules/art-18-pool-bet.js';

export const potLuckReplay: ReplayHooks<BjState> = {
  ...blackjackReplay,
  wagers(final: BjState, ctx: ReplayContext): WagerRequirement[] {
    return [...(blackjackReplay.wagers?.(final, ctx) ?? []), ...poolWagers(final, ctx)];
  },
};

/** Every pool bet in the pool: what Art. 18º gives its seat (the award, or nothing), and what the table awarded it. */
function poolWagers(final: BjState, ctx: ReplayContext): WagerRequirement[] {
  const terms = { ...commissionTerms(ctx), closes: poolBetCloses(ctx) };
  const posted = ctx.table.pool_commission_hundredths;
  const j = judgePool(final, terms, posted);
  if (!j) return [];
  const m = (x: number) => formatAmount(x, ctx.currency);
  const out = j.players.map((seat) => {
    const actual = j.paidTo(seat.seat);
    const share = j.shares.get(seat.seat);
    const w: WagerRequirement = {
      seat: seat.seat, spot: 'pool', stake: seat.pool, required: share ?? (0 as Money), actual,
      settled: j.settledOn(seat.seat).length > 0, governs: 'pool_award',
      why: share === undefined ? lost(j, poolScore(seat), ctx) : won(j, share, terms.maxPct, posted, ctx),
    };
    // A tied pool whose indivisible cent went to another tied winner: accepted, as pool-award accepts it.
    if (share !== undefined && j.remainderElsewhere) w.alsoAccepted = actual;
    return w;
  });
  // Stakes placed after the mandatory dealing: owed back whole, less what the table handed back, where the log shows
  // what became of them (shared out with the pool, or a return or collection recorded: pool-award reports them); on
  // the seat's own pool line where it also had a stake in the pool. Where it shows nothing, they are not judged, and
  // the line says so rather than nothing at all.
  for (const l of j.late) {
    const when = l.afterMandatory
      ? { es: 'después de concluida la entrega obligatoria', en: 'after the mandatory dealing concluded' }
      : lateWhen(l);
    const why = l.judged
      ? {
        es: `${m(l.stake)} apostado ${when.es} no entra en el pozo y se devuelve entero (${m(0)})`,
        en: `${m(l.stake)} bet ${when.en} is not in the pool and is handed back whole (${m(0)})`,
      }
      : {
        es: `${m(l.stake)} apostado ${when.es} no entra en el pozo y se devuelve entero, pero el registro no dice qué se hizo con él (ninguna devolución ni cobro, y la mesa no pagó más que el pozo): no se juzga`,
        en: `${m(l.stake)} bet ${when.en} is not in the pool and is handed back whole, but the log does not say what became of it (no return nor collection, and the table paid out no more than the pool): not judged`,
      };
    const w = out.find((x) => x.seat === l.seat);
    if (w) {
      w.actual = (w.actual + l.net) as Money;
      w.why = { es: `${w.why.es}; ${why.es}`, en: `${w.why.en}; ${why.en}` };
      w.alsoAccepted = undefined;
      continue;
    }
    // A seat with no stake in the pool is owed nothing from it: what the table gave it there is in what the table did
    // (pool-award reports it).
    const given = j.paidTo(l.seat);
    const none = given !== 0
      ? { es: `; sin apuesta en el pozo, nada le corresponde de él (${m(0)})`, en: `; with no stake in the pool, nothing is owed from it (${m(0)})` }
      : { es: '', en: '' };
    const line: WagerRequirement = {
      seat: l.seat, spot: 'pool', stake: l.stake, actual: (given + l.net) as Money, settled: j.settledOn(l.seat).length > 0 || j.lateInPool, governs: 'pool_award',
      why: { es: why.es + none.es, en: why.en + none.en },
    };
    if (l.judged || given !== 0) line.required = 0 as Money;
    out.push(line);
  }
  return out;
}

function seatsText(seats: readonly number[]): Bilingual {
  return seats.length === 1
    ? { es: `el asiento ${seats[0]}`, en: `seat ${seats[0]}` }
    : { es: `los asientos ${seats.join(', ')}, empatados`, en: `seats ${seats.join(', ')}, tied` };
}

function lost(j: PoolJudgement, score: number, ctx: ReplayContext): Bilingual {
  const who = seatsText(j.winners);
  const { es, en } = ctx.words;
  const zero = formatAmount(0, ctx.currency);
  return {
    es: `la mayor puntuación al concluir la entrega obligatoria es ${j.best} (${who.es}), no la de este asiento (${score}): su apuesta es parte del pozo que ${j.winners.length === 1 ? 'gana aquel' : 'ganan aquellos'}; nada le corresponde del ${es.spots.pool} (${zero})`,
    en: `the highest score when the mandatory dealing concluded is ${j.best} (${who.en}), not this seat's (${score}): its stake is part of the pool ${j.winners.length === 1 ? 'that seat wins' : 'those seats win'}; nothing is owed from the ${en.spots.pool} (${zero})`,
  };
}

function won(j: PoolJudgement, share: Money, maxPct: number, posted: number | undefined, ctx: ReplayContext): Bilingual {
  const who = seatsText(j.winners);
  const pct = commissionText(maxPct, posted);
  const m = (x: number) => formatAmount(x, ctx.currency);
  const award = m((j.pool - j.commission) as Money);
  const reckoning = {
    es: `pozo ${m(j.pool)} - comisión ${m(j.commission)} = ${award}`,
    en: `pool ${m(j.pool)} - commission ${m(j.commission)} = ${award}`,
  };
  // The remainder that does not divide: a cent, or a whole unit of a currency without cents (JPY, CLP).
  const whole = ctx.currency !== undefined && hasNoMinorUnit(ctx.currency);
  // Shares that do not add up (the indivisible part not paid to the tied seats as the award): Veedor's figure gives it
  // to the lowest tied seats (PL-18º-3), said so, or the seat told 1268 beside one told 1267 reads as arbitrary (clause29).
  const shares = [...j.shares.values()];
  const low = Math.min(...shares);
  const over = shares.reduce((a, x) => a + x - low, 0);
  const lowest = !j.remainderElsewhere && over > 0
    ? { es: ` (${m(over)} no se dividen por igual: el texto calla sobre el empate y la cifra debida los da, de ${whole ? 'unidad en unidad' : 'céntimo en céntimo'}, a los primeros asientos empatados)`, en: ` (${m(over)} does not divide equally: the text is silent on ties, and the figure owed gives it, a ${whole ? 'unit' : 'cent'} each, to the lowest tied seats)` }
    : { es: '', en: '' };
  const split = j.winners.length === 1 ? { es: '', en: '' } : {
    es: `, repartido entre ${j.winners.length}: le corresponden ${m(share)}${j.remainderElsewhere ? ` (${whole ? 'la unidad indivisible' : 'el céntimo indivisible'} puede ir a cualquiera de los empatados)` : lowest.es}`,
    en: `, shared by ${j.winners.length}: ${m(share)} is this seat's${j.remainderElsewhere ? ` (the indivisible ${whole ? 'unit' : 'cent'} may go to any tied seat)` : lowest.en}`,
  };
  return {
    es: `la mayor puntuación al concluir la entrega obligatoria es ${j.best} (${who.es}): ${j.winners.length === 1 ? 'gana' : 'ganan'} lo apostado al ${ctx.words.es.spots.pool} por todos, menos la comisión (${pct.es}): ${reckoning.es}${split.es}`,
    en: `the highest score when the mandatory dealing concluded is ${j.best} (${who.en}): ${j.winners.length === 1 ? 'it wins' : 'they win'} every stake on the ${ctx.words.en.spots.pool}, less the commission (${pct.en}): ${reckoning.en}${split.en}`,
  };
}

/** The commission the award is reckoned with, in words: the posted percentage, or why not. */
function commissionText(maxPct: number, posted: number | undefined): Bilingual {
  const max = maxPct / 100;
  if (posted === undefined) {
    return { es: `la mesa no publica comisión: la retenida, hasta el ${max} %`, en: `the table posts no commission: what was kept, up to ${max} %` };
  }
  if (posted > maxPct) {
    return { es: `la mesa publica ${posted / 100} %, más del ${max} % que permite el Art. 18º: se calcula al ${max} %`, en: `the table posts ${posted / 100} %, over the ${max} % Art. 18º allows: reckoned at ${max} %` };
  }
  return { es: `${posted / 100} % publicado en la mesa`, en: `${posted / 100} % posted at the table` };
}
