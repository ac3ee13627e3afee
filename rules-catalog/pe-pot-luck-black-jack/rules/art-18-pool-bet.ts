// Art. 18º «Una vez concluída la etapa de entrega obligatoria de cartas, aquel jugador que hubiera obtenido
// la mayor puntuación ganará el monto apostado por todos los jugadores al pool bet menos un porcentaje
// equivalente hasta el cinco por ciento como máximo percibido como comisión por el explotador. El
// explotador deberá exhibir en cada mesa el porcentaje que cobra como comisión...»
import type { BjBet, BjSeat, BjState, Settlement } from '../../../engine/blackjack/state.js';
import { bjTotal } from '../../../engine/blackjack/totals.js';
import type { Money } from '../../../engine/core/money.js';
import { defineRule } from '../../families/blackjack/define-rule.js';
import { netToPlayer } from '../../families/blackjack/settlement.js';
import { describeNet } from '../../framework/money-words.js';
import { sharedFact } from '../../framework/shared-fact.js';
import { seatIn } from '../../../engine/core/fold-lists.js';

/**
 * Hundredths of a percent → the commission on an amount, rounded as pool_commission_rounding says (interpretation) to
 * the smallest amount the currency pays (`unit`, BjState.moneyUnit: a cent, a whole yen). Rounded to the cent in
 * every currency, 4.5 % of a JPY 300 pool kept JPY 13.50 and owed the winner JPY 286.50, which no table pays.
 */
function commissionOn(amount: number, hundredthsPct: number, rounding: 'down' | 'up', unit: number): Money {
  const exact = (amount * hundredthsPct) / (10000 * unit);
  return ((rounding === 'down' ? Math.floor(exact) : Math.ceil(exact)) * unit) as Money;
}

/** The commission events of a hand and what they took in all (pool-commission-kept, pool-commission-recorded, judgePool). */
function commissionsOf(state: BjState): { commissions: Settlement[]; taken: Money } {
  const commissions = state.settlements.filter((x) => x.type === 'commission');
  return { commissions, taken: commissions.reduce((a, x) => a + x.amount, 0) as Money };
}

/**
 * The article's maximum commission in hundredths of a percent (a whole number: the parameter is a percent with at
 * most two decimals, read without binary error) and how a commission is rounded to the cent; a rounding the
 * catalog does not know rejects the hand (visibly), rather than judge it another way.
 */
export function commissionTerms(ctx: { param<T>(name: string): T }): { maxPct: number; rounding: 'down' | 'up' } {
  const maxPct = Math.round(ctx.param<number>('max_pool_commission_pct') * 100);
  const rounding = ctx.param<string>('pool_commission_rounding');
  if (rounding !== 'down' && rounding !== 'up') throw new Error(`pool_commission_rounding "${rounding}" is not 'down' or 'up'`);
  return { maxPct, rounding };
}

/**
 * Shares an award among the tied winners (pool_tie 'split': equal shares; the indivisible remainder may go to any
 * tied seat). The figure owed gives the remainder's units to the tied seats the table paid them to, in three passes:
 * first one unit to each seat paid at least its equal share and a unit, lowest seat first (the equal split the text
 * asks for, shares a unit apart at most); then what is left of it to those seats, up to what each got beyond (the
 * remainder whole to one seat is accepted: clause17's C17-PL-18-L3); then one unit to each seat that got none of it,
 * lowest first. A winner who received part of the remainder is not reported as owed more because another winner was
 * paid short. (What was left went whole to the lowest seat: of 48.50 among three, a seat paid 16.17 was told it was
 * owed 16.18, and the seat paid a peso short 0.99 instead of 1.00: clause28, oracle14 seed 28. And a seat paid twice,
 * or a unit over, took the whole remainder in the first pass, so that the tied seats paid their cent each were
 * reported overpaid by it: oracle16-settle seed 31016, O14-PL-0155.)
 */
function splitAward(award: Money, winners: readonly number[], paid: (seat: number) => number, unit: number): Map<number, Money> {
  // Equal shares in amounts the currency pays (unit: a cent, a whole yen); the remainder, in such amounts, to whom it went.
  const share = Math.floor(award / (winners.length * unit)) * unit;
  let remainder = award - share * winners.length;
  const extra = new Map<number, number>(winners.map((seat) => [seat, 0]));
  for (const cap of [unit, Infinity]) {
    for (const seat of winners) {
      const units = Math.min(remainder, cap - extra.get(seat)!, Math.max(0, paid(seat) - share - extra.get(seat)!));
      extra.set(seat, extra.get(seat)! + units);
      remainder -= units;
    }
  }
  // What is left, a unit to each seat that got none of it, lowest first. It is fewer units than those seats: the
  // remainder is under one unit a winner, and each seat that took some of it took at least a unit.
  for (const seat of winners) {
    if (remainder <= 0) break;
    if (extra.get(seat)! > 0) continue;
    extra.set(seat, unit);
    remainder -= unit;
  }
  return new Map(winners.map((seat) => [seat, (share + extra.get(seat)!) as Money]));
}

/**
 * What the table settled on the pool to each seat that placed no pool bet at all (an award, a payout, a
 * collection, a "return"): nothing was staked there, so each is money settled on nothing.
 */
function poolSettledWithoutBet(state: BjState): Map<number, Settlement[]> {
  const out = new Map<number, Settlement[]>();
  for (const x of state.settlements) {
    if (x.spot !== 'pool' || x.seat === undefined || x.type === 'commission') continue;
    if (state.seats.some((s) => s.seat === x.seat && s.pool > 0)) continue;
    out.set(x.seat, [...(out.get(x.seat) ?? []), x]);
  }
  return out;
}

/**
 * When a pool bet is too late to be in the pool (pool_bet_closes, interpretation): "first-card" once any card of the
 * round has left the shoe (the pool is a contest among the players' cards: every card dealt tells about it; all bets
 * are placed before the deal, Art. 7º not preserved), "box-cards" once the bettor's own box holds cards (as a main
 * bet, main_bet_closes), "mandatory-end" once the mandatory dealing has concluded (the pool decided).
 */
export type PoolBetCloses = 'first-card' | 'box-cards' | 'mandatory-end';

export function poolBetCloses(ctx: { param<T>(name: string): T }): PoolBetCloses {
  const closes = ctx.param<string>('pool_bet_closes');
  if (closes !== 'first-card' && closes !== 'box-cards' && closes !== 'mandatory-end') {
    throw new Error(`pool_bet_closes "${closes}" is not 'first-card', 'box-cards' or 'mandatory-end'`);
  }
  return closes;
}

/** Whether a pool bet came after the pool closed (pool_bet_closes). */
export function poolBetLate(b: BjBet, closes: PoolBetCloses): boolean {
  if (closes === 'mandatory-end') return b.afterMandatory;
  if (closes === 'box-cards') return b.afterMandatory || b.cardsHeld > 0;
  return b.afterFirstCard;
}

export function lawfulPool(seat: BjSeat, closes: PoolBetCloses): Money {
  return seat.bets.reduce((a, b) => (b.spot === 'pool' && !poolBetLate(b, closes) ? a + b.amount : a), 0) as Money;
}

export const poolBetAfterDealing = defineRule({
  id: 'pool-bet-after-dealing',
  article: 'Art. 18º',
  category: 'procedure',
  params: ['pool_bet_closes'],
  description: {
    es: 'El pool bet lo gana la mayor puntuación de la entrega obligatoria: una apuesta al pool colocada cuando ya se reparten esas cartas no entra en el pozo.',
    en: 'The pool bet goes to the highest score of the mandatory dealing: a pool stake placed once those cards are being dealt is not in the pool.',
  },
  messages: {
    late: {
      es: 'Apuesta al pool bet de {amount} del asiento {seat} después de concluida la entrega obligatoria de cartas (evento {endedAt}), cuando ya se conocía la mayor puntuación; el {article} decide el pool en esa etapa: no entra en el pozo.',
      en: 'A pool bet of {amount} by seat {seat} after the mandatory dealing had concluded (event {endedAt}), with the highest score already known; {article} decides the pool at that stage: it is not in the pool.',
    },
    afterCards: {
      es: 'Apuesta al pool bet de {amount} del asiento {seat} cuando ya se repartían las cartas de la entrega obligatoria (la primera en el evento {firstAt}); el {article} da el pool a la mayor puntuación de esas cartas, y quien apuesta viéndolas apuesta sobre un resultado en parte conocido: no entra en el pozo.',
      en: 'A pool bet of {amount} by seat {seat} once the cards of the mandatory dealing were being dealt (the first at event {firstAt}); {article} gives the pool to the highest score of those cards, and a bet placed seeing them is on a result partly known: it is not in the pool.',
    },
  },
  compile(ctx) {
    let closes!: PoolBetCloses;
    return {
      handStart() {
        closes = poolBetCloses(ctx);
      },
      bet(e, before, after) {
        if (e.spot !== 'pool') return;
        if (before.mandatoryEndedAt !== undefined) {
          ctx.report({ messageId: 'late', event: e.index, seat: e.seat, spot: 'pool', money: { amount: e.amount }, data: { endedAt: before.mandatoryEndedAt } });
          return;
        }
        const placed = seatIn(after.seats, e.seat)?.bets.find((b) => b.index === e.index);
        if (!placed || !poolBetLate(placed, closes)) return;
        // The first card that made it late: the round's first, or (box-cards) the box's own first.
        const first = closes === 'box-cards' ? before.deals.find((d) => d.to.kind === 'seat' && d.to.seat === e.seat) : before.deals[0];
        if (!first) return;
        ctx.report({ messageId: 'afterCards', event: e.index, seat: e.seat, spot: 'pool', money: { amount: e.amount }, data: { firstAt: first.index } });
      },
    };
  },
});

export const poolCommissionPosted = defineRule({
  id: 'pool-commission-posted',
  article: 'Art. 18º',
  category: 'procedure',
  params: ['max_pool_commission_pct'],
  description: {
    es: 'La comisión del pool bet se exhibe en la mesa y no pasa del 5 %.',
    en: 'The pool-bet commission is posted at the table and is at most 5 %.',
  },
  messages: {
    tooHigh: {
      es: 'La mesa {table} publica una comisión de pool bet de {pct} %; el {article} permite hasta {max} %.',
      en: 'Table {table} posts a pool-bet commission of {pct} %; {article} allows at most {max} %.',
    },
    notPosted: {
      es: 'La mesa {table} acepta pool bets sin una comisión publicada en su configuración ({article} exige exhibirla).',
      en: 'Table {table} takes pool bets with no commission posted in its configuration ({article} requires posting it).',
    },
  },
  compile(ctx) {
    return {
      handEnd(state) {
        if (!state.seats.some((s) => s.pool > 0)) return;
        // A table's posting is one fact, not one per hand: judged when it first shows and again each time the table
        // posts another (each hand may carry its own inline table). Only a posting the article does not admit is kept,
        // to report it again only when it changes; a sound posting keeps nothing. It was once per table and run,
        // whatever the table posted: 5 % on a table's first hand hid the 6 % it posted later. The key is the hand's
        // own table_id string (no copy of it per rule).
        const key = ctx.hand.table_id;
        const posted = ctx.table.pool_commission_hundredths;
        const max = ctx.param<number>('max_pool_commission_pct');
        const sound = posted !== undefined && posted <= Math.round(max * 100);
        if (sound) {
          ctx.runState.delete(key);
          return;
        }
        const postedKey = posted === undefined ? 'none' : posted;
        if (ctx.runState.get(key) === postedKey) return;
        ctx.runState.set(key, postedKey);
        if (posted === undefined) ctx.report({ messageId: 'notPosted', severity: 'warning', data: { table: ctx.hand.table_id } });
        else ctx.report({ messageId: 'tooHigh', data: { table: ctx.hand.table_id, pct: posted / 100, max } });
      },
    };
  },
});

// «menos un porcentaje equivalente hasta el cinco por ciento como máximo percibido como comisión»: a commission
// kept above the maximum is a breach of its own. Its money is the pool winner's, owed through the award
// (pool-award judges what each winner received against the pool less the posted commission), so this finding
// carries none: a payout finding carries its wager's money, and the same money is never counted twice.
export const poolCommissionKept = defineRule({
  id: 'pool-commission-kept',
  article: 'Art. 18º',
  category: 'procedure',
  params: ['max_pool_commission_pct', 'pool_commission_rounding'],
  description: {
    es: 'La comisión retenida del pool bet no pasa del 5 % de lo apostado al pool.',
    en: 'The commission kept from the pool bet is at most 5 % of what was bet on the pool.',
  },
  messages: {
    commissionTooHigh: {
      es: 'Se retuvo una comisión de {taken} sobre un pozo de {pool}; el {article} permite como máximo {max}.',
      en: 'A commission of {taken} was kept on a pool of {pool}; {article} allows at most {max}.',
    },
  },
  compile(ctx) {
    const { maxPct, rounding } = commissionTerms(ctx);
    return {
      handEnd(state) {
        const { commissions, taken } = commissionsOf(state);
        if (commissions.length === 0) return;
        // Measured against every stake on the pool, a late one's too: a table that kept its share of a pool bet
        // placed after the dealing (pool-bet-after-dealing; pool-award judges the award without it) did not keep
        // more than the article's percentage of what was bet.
        const pool = state.seats.reduce((a, s) => a + s.pool, 0) as Money;
        const legalMax = commissionOn(pool, maxPct, rounding, state.moneyUnit);
        if (taken <= legalMax) return;
        ctx.report({ messageId: 'commissionTooHigh', event: commissions[commissions.length - 1]!.index, spot: 'pool', money: { pool, taken, max: legalMax } });
      },
    };
  },
});

// «menos un porcentaje [...] percibido como comisión por el explotador. El explotador deberá exhibir en cada mesa el
// porcentaje que cobra como comisión [...] esta comisión se considera ganancia bruta»: the pool is the award and the
// posted commission, nothing else. A table that paid the award right (the pool less the posted percentage) but
// recorded another commission leaves part of the pool in neither (0 recorded beside an award net of 1.00: 1.00 of a
// 20.00 pool unaccounted for), or records more than the pool held: the record of the house's gross income is not
// what was kept. Nobody is shown owed (the winner got his due), so the finding carries no money; judged only where
// every pool figure is otherwise sound (no late stake, no pool money to a seat that bet none, each winner paid his
// share, the commission recorded within the article's maximum), so that it never repeats another finding's money.
export const poolCommissionRecorded = defineRule({
  id: 'pool-commission-recorded',
  article: 'Art. 18º',
  category: 'integrity',
  params: ['max_pool_commission_pct', 'pool_commission_rounding', 'pool_tie', 'pool_winner_among', 'pool_bet_closes'],
  description: {
    es: 'La comisión que registra la mesa es la que descontó del premio del pool bet (la publicada): el premio y la comisión suman el pozo.',
    en: 'The commission the table records is the one it took from the pool-bet award (the posted one): award and commission add up to the pool.',
  },
  messages: {
    short: {
      es: 'Pool bet: la mesa pagó el premio descontando la comisión publicada ({pct} % de un pozo de {pool}: {commission}) pero registró una comisión de {taken}: {gap} del pozo no figuran ni en el premio ni en la comisión ({article}: la comisión es el porcentaje que la mesa exhibe y se considera ganancia bruta del explotador).',
      en: 'Pool bet: the table paid the award less the posted commission ({pct} % of a pool of {pool}: {commission}) but recorded a commission of {taken}: {gap} of the pool is in neither the award nor the commission ({article}: the commission is the percentage the table posts, and counts as the operator\'s gross income).',
    },
    over: {
      es: 'Pool bet: la mesa pagó el premio descontando la comisión publicada ({pct} % de un pozo de {pool}: {commission}) pero registró una comisión de {taken}: el premio y la comisión registrados suman {gap} más que el pozo ({article}: la comisión es el porcentaje que la mesa exhibe y se considera ganancia bruta del explotador).',
      en: 'Pool bet: the table paid the award less the posted commission ({pct} % of a pool of {pool}: {commission}) but recorded a commission of {taken}: the award and the commission recorded add up to {gap} more than the pool ({article}: the commission is the percentage the table posts, and counts as the operator\'s gross income).',
    },
  },
  compile(ctx) {
    const { maxPct, rounding } = commissionTerms(ctx);
    return {
      handEnd(state) {
        const { commissions, taken } = commissionsOf(state);
        const posted = ctx.table.pool_commission_hundredths;
        if (commissions.length === 0 || posted === undefined) return;
        const judged = judgedPool(state, maxPct, rounding, poolBetCloses(ctx), posted);
        if (!judged || judged.late.length > 0 || poolSettledWithoutBet(state).size > 0) return;
        const { pool, commission, players, shares, paidTo, remainderElsewhere } = judged;
        if (taken === commission || taken > commissionOn(pool, maxPct, rounding, state.moneyUnit)) return;
        // Each player got his share (a winner his part of the award, a loser nothing): the award was the posted one.
        if (!players.every((s) => paidTo(s.seat) === (shares.get(s.seat) ?? 0) || (remainderElsewhere && shares.has(s.seat)))) return;
        const gap = Math.abs(taken - commission) as Money;
        ctx.report({
          messageId: taken < commission ? 'short' : 'over', severity: 'warning', event: commissions[commissions.length - 1]!.index, spot: 'pool',
          money: { pool, commission, taken, gap }, data: { pct: posted / 100 },
        });
      },
    };
  },
});

/** When a late pool stake was placed, in words: after the mandatory dealing, or once its cards were being dealt. */
export function lateWhen(l: { afterMandatory: boolean }): { es: string; en: string } {
  return l.afterMandatory
    ? { es: 'después de concluida la entrega obligatoria', en: 'after the mandatory dealing had concluded' }
    : { es: 'cuando ya se repartían las cartas de la entrega obligatoria', en: 'once the cards of the mandatory dealing were being dealt' };
}

export const poolAward = defineRule({
  id: 'pool-award',
  article: 'Art. 18º',
  category: 'payout',
  params: ['max_pool_commission_pct', 'pool_commission_rounding', 'pool_tie', 'pool_winner_among', 'pool_bet_closes'],
  description: {
    es: 'El pool bet lo gana la mayor puntuación tras la entrega obligatoria: todo lo apostado al pool menos la comisión publicada.',
    en: 'The pool bet goes to the highest score after the mandatory dealing: every pool stake less the posted commission.',
  },
  messages: {
    wrongAward: {
      es: 'Pool bet: el asiento {seat} recibió {actual}; le corresponden {expected} (pozo {pool}, comisión {commission}, {winnerCount|ganador|ganadores} con {score}: {winnerCount|el asiento|los asientos} {winners}) ({article}).',
      en: 'Pool bet: seat {seat} received {actual}; it is owed {expected} (pool {pool}, commission {commission}, {winnerCount|winner|winners} on {score}: {winnerCount|seat|seats} {winners}) ({article}).',
    },
    // What the table took of the seat's own money on the pool (collected beyond every chip it had there: not the pool's
    // stakes, which the pot takes anyway), worded as taken, never as a negative «received».
    takenBeyondStake: {
      es: 'Pool bet: la mesa tomó al asiento {seat} {taken} en el pool además de las fichas que tenía apostadas allí; le corresponden {expected} del pozo (pozo {pool}, comisión {commission}, {winnerCount|ganador|ganadores} con {score}: {winnerCount|el asiento|los asientos} {winners}) ({article}).',
      en: 'Pool bet: the table took {taken} from seat {seat} on the pool beyond the chips it had staked there; it is owed {expected} from the pool (pool {pool}, commission {commission}, {winnerCount|winner|winners} on {score}: {winnerCount|seat|seats} {winners}) ({article}).',
    },
    // A seat whose award is wrong and whose late stake was not handed back: one finding, the seat's whole net on the
    // pool against what it is owed (its share, its late stake back), so a seat paid 19 out of a pool that took its
    // late 10 reads as overpaid 9, not as overpaid 19 and underpaid 10 (clause17: both totals of the summary swelled).
    lateWithAward: {
      es: 'Pool bet: el asiento {seat} {receivedText}; le corresponden {share} del pozo (pozo {pool}, comisión {commission}, {winnerCount|ganador|ganadores} con {score}: {winnerCount|el asiento|los asientos} {winners}); además apostó {late} al pool bet {when}, que no entra en el pozo ({article}) y se le devuelve entero: la mesa {lateText}; en total, {owed}.',
      en: 'Pool bet: seat {seat} {receivedText}; it is owed {share} from the pool (pool {pool}, commission {commission}, {winnerCount|winner|winners} on {score}: {winnerCount|seat|seats} {winners}); it also bet {late} on the pool {when}, which is not in the pool ({article}) and is handed back whole: the table {lateText}; in all, {owed}.',
    },
    lateInPool: {
      es: 'Pool bet: el asiento {seat} apostó {late} al pool bet {when}: no entra en el pozo ({article}) y se le devuelve entero; la mesa lo repartió con el pozo (pagó {paidOut} de un pozo de {pool}){returnedText}; {owed}.',
      en: 'Pool bet: seat {seat} bet {late} on the pool {when}: it is not in the pool ({article}) and is handed back whole; the table shared it out with the pool (it paid out {paidOut} of a pool of {pool}){returnedText}; {owed}.',
    },
    lateNotHandedBack: {
      es: 'Pool bet: el asiento {seat} apostó {late} al pool bet {when}: no entra en el pozo ({article}) y se le devuelve entero; la mesa {doneText}; {owed}.',
      en: 'Pool bet: seat {seat} bet {late} on the pool {when}: it is not in the pool ({article}) and is handed back whole; the table {doneText}; {owed}.',
    },
    noPoolBet: {
      es: 'Pool bet: el asiento {seat} no apostó al pool bet y la mesa {actualText} en el pool; el {article} reparte lo apostado al pool bet a quien apostó en él ({expected}); {owed}.',
      en: 'Pool bet: seat {seat} placed no pool bet, and the table settled {actualText} on the pool; {article} awards what was bet on the pool to one who bet on it ({expected}); {owed}.',
    },
  },
  compile(ctx) {
    const { maxPct, rounding } = commissionTerms(ctx);
    const tie = ctx.param<string>('pool_tie');
    // Values the catalog does not know how to apply reject the hand (visibly), rather than judge it another way.
    if (tie !== 'split') throw new Error(`pool_tie "${tie}" is not 'split'`);
    // «aquel jugador que hubiera obtenido la mayor puntuación ganará el monto apostado por todos los jugadores al
    // pool bet»: the highest score among the seats that bet on the pool (interpretation, pool_winner_among).
    const among = ctx.param<string>('pool_winner_among');
    if (among !== 'pool-bettors') throw new Error(`pool_winner_among "${among}" is not 'pool-bettors'`);
    return {
      handEnd(state) {
        // A seat that bet nothing on the pool is owed nothing from it, and owes it nothing, whatever the pool.
        const strays = poolSettledWithoutBet(state);
        const reportStrays = () => {
          for (const [seat, list] of [...strays].sort(([a], [b]) => a - b)) {
            const actual = netToPlayer(list.map((x) => (x.type === 'pool_award' ? { ...x, type: 'payout' as const } : x)), 0 as Money);
            if (actual.net === 0) continue;
            ctx.report({
              messageId: 'noPoolBet', event: actual.last!.index, seat, spot: 'pool', expected: 0 as Money, actual: actual.net,
              dataByLang: { es: { actualText: describeNet(actual.net, true, ctx.amount, actual.moved).es }, en: { actualText: describeNet(actual.net, true, ctx.amount, actual.moved).en } },
            });
          }
        };
        const judged = judgedPool(state, maxPct, rounding, poolBetCloses(ctx), ctx.table.pool_commission_hundredths);
        if (!judged) {
          reportStrays();
          return;
        }
        const { players, pool, commission, best, winners, shares, shareOfWholePool, remainderElsewhere, awards, paidTo, settledOn } = judged;
        // Every seat in the pool, and every other seat that bet on it (a late stake) and had money settled there.
        const settled = state.settlements.filter((x) => x.spot === 'pool' && x.type !== 'commission' && x.seat !== undefined && !strays.has(x.seat));
        const seats = new Set([...players.map((s) => s.seat), ...settled.map((x) => x.seat!)]);
        // What the table did with a seat's late stake, worded for the two findings that tell it.
        const lateDone = (l: PoolJudgement['late'][number], es: boolean) => {
          const mine = settledOn(l.seat);
          const collected = mine.reduce((a, x) => (x.type === 'collect' ? a + x.amount : a), 0) as Money;
          const back = l.returned > 0 ? (es ? `devolvió ${ctx.amount(l.returned)}` : `handed back ${ctx.amount(l.returned)}`) : (es ? 'no devolvió nada' : 'handed back nothing');
          return mine.some((x) => x.type === 'collect')
            ? `${es ? 'cobró' : 'collected'} ${ctx.amount(collected)}${mine.some((x) => x.type === 'return') ? `${es ? ' y ' : ' and '}${back}` : ''}`
            : back;
        };
        const sharedOut = (l: PoolJudgement['late'][number], es: boolean) => {
          const returned = l.returned > 0 ? (es ? ` y devolvió ${ctx.amount(l.returned)}` : ` and handed back ${ctx.amount(l.returned)}`) : '';
          return es
            ? `lo repartió con el pozo (pagó ${ctx.amount(judged.paidOut)} de un pozo de ${ctx.amount(pool)})${returned}`
            : `shared it out with the pool (it paid out ${ctx.amount(judged.paidOut)} of a pool of ${ctx.amount(pool)})${returned}`;
        };
        const lateOwed = new Map(judged.late.filter((l) => l.judged && l.net !== 0).map((l) => [l.seat, l]));
        const told = new Set<number>();
        for (const seat of [...seats].sort((a, b) => a - b)) {
          const share = shares.get(seat) ?? (0 as Money);
          const mine = settledOn(seat);
          const received = paidTo(seat);
          if (received === share || (remainderElsewhere && shares.has(seat))) continue;
          const l = lateOwed.get(seat);
          if (l !== undefined) {
            // The award and the late stake, one net: what the seat ended with on the pool against its share and its stake back.
            told.add(seat);
            const actual = (received + l.net) as Money;
            if (actual === share) continue;
            const receivedText = (es: boolean) => (received >= 0
              ? (es ? `recibió ${ctx.amount(received)} del pozo` : `received ${ctx.amount(received)} from the pool`)
              : es ? `entregó ${ctx.amount(-received as Money)} en el pool además de las fichas que tenía apostadas allí` : `had ${ctx.amount(-received as Money)} taken on the pool beyond the chips it had staked there`);
            const allowedAll = shares.has(seat) && actual > share && actual <= (shareOfWholePool.get(seat) ?? 0);
            ctx.report({
              messageId: 'lateWithAward', event: mine[mine.length - 1]?.index ?? awards[awards.length - 1]?.index, seat, spot: 'pool',
              expected: share, actual, money: { pool, commission, share, late: l.stake },
              data: { score: best, winners: winners.join(', '), winnerCount: winners.length },
              dataByLang: {
                es: { when: lateWhen(l).es, receivedText: receivedText(true), lateText: judged.lateInPool ? sharedOut(l, true) : lateDone(l, true) },
                en: { when: lateWhen(l).en, receivedText: receivedText(false), lateText: judged.lateInPool ? sharedOut(l, false) : lateDone(l, false) },
              },
              ...(allowedAll ? { severity: 'warning' as const } : {}),
            });
            continue;
          }
          const expected = share;
          const actual = received;
          // A winner paid more than the posted commission leaves, but no more than the whole pool's share: the
          // commission is «hasta el cinco por ciento como máximo», so keeping less than posted is allowed to the
          // house; the difference from the posted table is still reported, as a warning.
          const allowed = shares.has(seat) && actual > expected && actual <= (shareOfWholePool.get(seat) ?? 0);
          ctx.report({
            messageId: actual < 0 ? 'takenBeyondStake' : 'wrongAward', event: mine[mine.length - 1]?.index ?? awards[awards.length - 1]?.index, seat, spot: 'pool',
            expected, actual, money: { pool, commission, ...(actual < 0 ? { taken: -actual as Money } : {}) },
            data: { score: best, winners: winners.join(', '), winnerCount: winners.length },
            ...(allowed ? { severity: 'warning' as const } : {}),
          });
        }
        // Stakes placed after the mandatory dealing are not in the pool (pool-bet-after-dealing): owed back whole. A table
        // that paid out more than the pool shared them out with it; one that recorded a return or a collection on them
        // settled them: either way their owners are owed what it did not hand back. One that did neither is not judged.
        for (const l of judged.late) {
          if (!l.judged || l.net === 0 || told.has(l.seat)) continue;
          if (judged.lateInPool) {
            ctx.report({
              messageId: 'lateInPool', event: awards[awards.length - 1]?.index, seat: l.seat, spot: 'pool', expected: 0 as Money, actual: l.net,
              money: { late: l.stake, paidOut: judged.paidOut, pool },
              dataByLang: {
                es: { when: lateWhen(l).es, returnedText: l.returned > 0 ? ` y devolvió ${ctx.amount(l.returned)}` : '' },
                en: { when: lateWhen(l).en, returnedText: l.returned > 0 ? ` and handed back ${ctx.amount(l.returned)}` : '' },
              },
            });
            continue;
          }
          const mine = settledOn(l.seat);
          ctx.report({
            messageId: 'lateNotHandedBack', event: mine[mine.length - 1]?.index, seat: l.seat, spot: 'pool', expected: 0 as Money, actual: l.net,
            money: { late: l.stake }, dataByLang: { es: { when: lateWhen(l).es, doneText: lateDone(l, true) }, en: { when: lateWhen(l).en, doneText: lateDone(l, false) } },
          });
        }
        reportStrays();
      },
    };
  },
});

/** How Art. 18º settles one hand's pool, as pool-award judges it (the dispute replay tells it from the same figures). */
export interface PoolJudgement {
  /** The seats whose pool bet is in the pool (placed before the pool closed: pool_bet_closes). */
  players: BjSeat[];
  pool: Money;
  /** The commission the award is judged by: the posted percentage (at most the article's), else what was kept up to it. */
  commission: Money;
  /** The highest score after the mandatory dealing, among the pool's players. */
  best: number;
  winners: number[];
  /** What each winner is owed from the pool. */
  shares: Map<number, Money>;
  /** Each winner's share of the whole pool with no commission kept (the most the «hasta» lets the house pay). */
  shareOfWholePool: Map<number, Money>;
  /** Tied winners paid the award in full with its indivisible cent to another of them: accepted. */
  remainderElsewhere: boolean;
  awards: Settlement[];
  /**
   * What the table gave a seat that bet on the pool: its awards, and its payouts and returns on the pool (a winner paid
   * by a payout is paid; a stake in the pool handed back is money out of it), less what it collected there beyond all
   * the seat had on the pool (a stake gathered into the pot is no loss: the pool takes it anyway). A return goes to
   * the seat's late stake first (`late`).
   */
  paidTo(seat: number): Money;
  /** Every settlement on the pool of a seat that bet on it (awards, payouts, returns, collections), in order. */
  settledOn(seat: number): Settlement[];
  /**
   * Pool stakes placed after the pool closed (pool_bet_closes: not in the pool), by seat (`afterMandatory`: all of them
   * after the mandatory dealing concluded, not only once its cards were being dealt), with what the table returned of them
   * (up to the stake) and what is owed on them (`net`, as money to the player: what of the stake was not handed back).
   * `judged`: the log shows what became of them: the table shared them out with the pool (`lateInPool`), or it
   * recorded a return (of any amount, 0 too) or a collection on the seat's pool beyond its stake in the pool. A late
   * stake the table paid nothing out of and recorded nothing on is not judged (the chips' fate is not in the log), as
   * a late main bet with no settlement is not (framework/net.ts).
   */
  late: { seat: number; stake: Money; returned: Money; judged: boolean; net: Money; afterMandatory: boolean }[];
  /** What the table paid out of the pool (awards and commission kept), and whether it passes the pool: the late stakes shared out with it. */
  paidOut: Money;
  lateInPool: boolean;
}

/**
 * judgePool of a hand's final state, once for the hand (framework/shared-fact.ts): pool-award and
 * pool-commission-recorded both judge the pool at the hand's end, with the same terms (the catalog's parameters,
 * passed as values so they match by value); each only reads it (perf20: judgePool was 4.5 % of what 20,000 pot luck
 * hands allocated, and 2 % of their CPU, judged twice a hand).
 */
const judgedPool = sharedFact((state: BjState, maxPct: number, rounding: 'down' | 'up', closes: PoolBetCloses, posted: number | undefined) =>
  judgePool(state, { maxPct, rounding, closes }, posted));

/**
 * The pool of a hand as Art. 18º settles it: undefined where no pool is decided (no pool bet in it, or a log that
 * stops before the mandatory dealing gave every pool player his two cards).
 */
export function judgePool(state: BjState, terms: { maxPct: number; rounding: 'down' | 'up'; closes: PoolBetCloses }, posted: number | undefined): PoolJudgement | undefined {
  const lawful = (s: BjSeat) => lawfulPool(s, terms.closes);
  // Only stakes placed before the pool closed are in the pool (pool-bet-after-dealing, pool_bet_closes).
  const players = state.seats.filter((s) => lawful(s) > 0);
  // The scores are the cards of the mandatory dealing (firstTwo): where it ended, or where play began with a box
  // left short a card (deal-order reports the dealing); a log that stops before either decides no pool.
  if (players.length === 0 || players.some((s) => s.firstTwo === undefined)) return undefined;
  const { maxPct, rounding } = terms;
  const pool = players.reduce((a, s) => a + lawful(s), 0) as Money;
  const { taken } = commissionsOf(state);
  const unit = state.moneyUnit;
  const legalMax = commissionOn(pool, maxPct, rounding, unit);
  const commission = posted !== undefined ? commissionOn(pool, Math.min(posted, maxPct), rounding, unit) : Math.min(taken, legalMax) as Money;
  const best = Math.max(...players.map(poolScore));
  const winners = players.filter((s) => poolScore(s) === best).map((s) => s.seat);
  const award = (pool - commission) as Money;
  // Each winner's share with no commission kept (commission 0 is within the article's «hasta»), the remainder
  // allowed to any tied winner.
  const wholeFloor = Math.floor(pool / (winners.length * unit)) * unit;
  const wholeShare = wholeFloor + (pool - wholeFloor * winners.length);
  const shareOfWholePool = new Map(winners.map((seat) => [seat, wholeShare as Money]));
  const awards = state.settlements.filter((x) => x.type === 'pool_award');
  const settledOn = (seat: number) => state.settlements.filter((x) => x.seat === seat && x.spot === 'pool' && x.type !== 'commission');
  const sumOn = (seat: number, type: Settlement['type']) => settledOn(seat).reduce((a, x) => (x.type === type ? a + x.amount : a), 0);
  const onPool = (seat: number) => seatIn(state.seats, seat);
  const lateStake = (seat: number) => { const x = onPool(seat); return x ? x.pool - lawful(x) : 0; };
  // Awards and payouts are money given; a return hands back the late stake first, then is money out of the pool; a
  // collection takes the seat's own chips on the pool (the lawful ones go to the pot either way, the late ones are
  // judged in `late`), and only beyond them money of the seat's. Read in log order, as framework/net.ts reads a wager
  // (net16): chips a return handed back are no longer on the pool, so a collection after it takes the seat's own (a
  // losing pool stake of 10 handed back and then collected received nothing, where read as sums, collections first,
  // the 10 handed back was «received»). Where no return comes before a collection, the same as those sums.
  const paidTo = (seat: number) => {
    let net = 0;
    let chips: number = onPool(seat)?.pool ?? 0;
    let lateLeft = lateStake(seat);
    for (const x of settledOn(seat)) {
      if (x.type === 'pool_award' || x.type === 'payout') net += x.amount;
      else if (x.type === 'collect') {
        const fromPool = Math.min(x.amount, chips);
        chips -= fromPool;
        net -= x.amount - fromPool;
      } else if (x.type === 'return') {
        const late = Math.min(x.amount, lateLeft);
        lateLeft -= late;
        net += x.amount - late;
        chips -= Math.min(x.amount, chips);
      }
    }
    return net as Money;
  };
  const shares = splitAward(award, winners, paidTo, unit);
  // The text names one winner and says nothing of ties: an indivisible remainder (a cent) may go to any
  // tied winner, so the winners are judged together when each got its share or up to the remainder more.
  const floorShare = Math.floor(award / (winners.length * unit)) * unit;
  const remainder = award - floorShare * winners.length;
  const remainderElsewhere = remainder > 0
    && winners.reduce((a, seat) => a + paidTo(seat), 0) === award
    && winners.every((seat) => paidTo(seat) >= floorShare && paidTo(seat) <= floorShare + remainder);
  const paidOut = (awards.reduce((a, x) => a + x.amount, 0) + taken) as Money;
  const lateSeats = state.seats.filter((x) => x.pool > lawful(x));
  const lateInPool = lateSeats.length > 0 && paidOut > pool;
  const late = lateSeats.map((x) => {
    const stake = (x.pool - lawful(x)) as Money;
    const afterMandatory = x.bets.every((b) => b.spot !== 'pool' || !poolBetLate(b, terms.closes) || b.afterMandatory);
    const returned = Math.min(sumOn(x.seat, 'return'), stake) as Money;
    const judged = lateInPool || settledOn(x.seat).some((y) => y.type === 'return') || sumOn(x.seat, 'collect') > lawful(x);
    return { seat: x.seat, stake, returned, judged, net: (judged ? returned - stake : 0) as Money, afterMandatory };
  });
  return { players, pool, commission, best, winners, shares, shareOfWholePool, remainderElsewhere, awards, paidTo, settledOn, late, paidOut, lateInPool };
}

/** A pool player's score: the total of his first two cards, the mandatory dealing's. */
export function poolScore(seat: BjSeat): number {
  return bjTotal(seat.firstTwo ?? []).total;
}
