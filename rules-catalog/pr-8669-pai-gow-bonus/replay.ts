// The bonus bet's hooks for the dispute replay: which wager a settlement that
// leaves out its number is for (the engine's attribution, which the rules
// judge by), and what every bonus wager required — from `judgeBonus`, the
// same judgment the settlement rules report, so the replay and the audit
// never disagree.
import { formatAmount, formatSignedAmount, money2 } from '../../engine/core/money-text.js';
import type { Money } from '../../engine/core/money.js';
import type { PgState } from '../../engine/pai-gow/state.js';
import { settlementsOfWager } from '../../engine/pai-gow/state.js';
import type { Bilingual, ReplayContext, ReplayHooks, WagerRequirement } from '../framework/types.js';
import { bonusBetsReturnedWhole, bonusParams, disallowedReason, halfDollar, judgeBonus, netToPlayer, ratioRange, roundedPayout, validNumber } from './bonus.js';
import type { BonusJudgment, BonusParams, ReturnedWholeReason } from './bonus.js';
import { ratioText } from './settlement-rule.js';

export const paiGowBonusReplay: ReplayHooks<PgState> = {
  settlementWager(event, _before, after) {
    if (event.spot !== 'bonus') return undefined;
    const x = after.settlements[after.settlements.length - 1];
    if (!x || x.index !== event.index || x.attributed === 'none' || x.number === undefined) return undefined;
    return { number: x.number };
  },

  wagers(final: PgState, ctx: ReplayContext): WagerRequirement[] {
    const p = bonusParams(ctx);
    const drawn = validNumber(final, p);
    const out = judgeBonus(final, ctx.table, p).map((j) => {
      const w: WagerRequirement = {
        seat: j.seat, spot: 'bonus', stake: j.stake, required: j.expected, actual: j.actual, settled: j.any,
        governs: `outcome:${j.case}`, why: why(j, drawn, ctx, p),
      };
      // A bet the text does not admit, settled otherwise than handed back whole: judged as placed (the catalog's
      // reading, parameter disallowed_bonus_bet_returned_whole), and said so beside a result that reads as "correct".
      const placed = j.number === undefined || j.together ? undefined : final.bonus.find((b) => b.seat === j.seat && b.number === j.number);
      const reason = placed && j.case !== 'void-late' ? disallowedReason(final, placed, p) : undefined;
      if (reason) w.why = { es: `${w.why.es}. ${NOT_ADMITTED[reason].es}`, en: `${w.why.en}. ${NOT_ADMITTED[reason].en}` };
      if (j.number !== undefined) w.number = j.number;
      if (j.together) w.numbers = j.together.map((t) => t.number);
      return w;
    });
    // No valid number for the round (none recorded, or out of the layout's range): no bonus bet's result is known, and
    // none is judged (the round's findings say why). Said so, rather than "no finding" as if it had been judged right.
    if (drawn === undefined) {
      for (const w of final.bonus) {
        const n = netToPlayer(settlementsOfWager(final, w), w.amount);
        out.push({ seat: w.seat, number: w.number, spot: 'bonus', stake: w.amount, actual: n.net, settled: n.any, why: NO_NUMBER });
      }
    }
    // A bet the text does not allow, handed back whole: the remedy, so nothing is owed (not judged as won or lost).
    for (const r of bonusBetsReturnedWhole(final, p)) {
      out.push({
        seat: r.seat, number: r.number, spot: 'bonus', stake: r.stake, required: 0 as Money, actual: 0 as Money, settled: true,
        governs: `outcome:returned-whole#${r.reason}`, why: RETURNED_WHOLE[r.reason](r.stake, p, ctx.currency),
      });
    }
    // The pai gow wager is settled by the hands, under sections this catalog does not hold: shown, never judged.
    for (const w of final.paigow) {
      const n = netToPlayer(final.settlements.filter((x) => x.seat === w.seat && x.spot === 'paigow' && x.type !== 'commission'), w.amount);
      out.push({
        seat: w.seat, spot: 'paigow', stake: w.amount, actual: n.net, settled: n.any,
        why: {
          es: 'este catálogo no la juzga: la apuesta de Pai Gow se liquida con las manos, según otras secciones del reglamento; la apuesta adicional no la mueve (Art. 10-10.15(C))',
          en: 'not judged by this catalog: the pai gow wager is settled by the hands, under other sections of the regulation; the bonus bet never moves it (Art. 10-10.15(C))',
        },
      });
    }
    return out;
  },
};

/** The requirement in words, with the ratio and the rounding worked out. */
function why(j: BonusJudgment, drawn: number | undefined, ctx: ReplayContext, p: BonusParams): Bilingual {
  const cur = ctx.currency;
  const stake = formatAmount(j.stake, cur);
  const e = formatSignedAmount(j.expected, cur);
  const zero = formatSignedAmount(0, cur);
  switch (j.case) {
    case 'void-late':
      return { es: `apostada después de mostrarse el número (B)(1): es nula y se devuelve (${zero})`, en: `placed after the number showed ((B)(1)): it is void and handed back (${zero})` };
    case 'late-chips-settled':
      return {
        es: `el generador dio ${drawn}; la apuesta se liquida sobre los ${stake} apostados antes de mostrarse el número, ${e}: las fichas añadidas después son nulas (B)(1) y se devuelven`,
        en: `the generator gave ${drawn}; the bet is settled on the ${stake} staked before the number showed, ${e}: the chips added after it are void ((B)(1)) and handed back`,
      };
    case 'win-unrounded':
      return { es: `el generador dio ${drawn}, el número de la apuesta: gana; el pago se redondea al dólar más cercano: ${e}`, en: `the generator gave ${drawn}, the bet's number: it wins; the payout is rounded to the nearest dollar: ${e}` };
    case 'win-capped':
      return { es: `el generador dio ${drawn}, el número de la apuesta: gana; su pago pasaría el máximo de la mesa y (B)(7) lo limita a él: ${e}`, en: `the generator gave ${drawn}, the bet's number: it wins; its payout would pass the table's maximum and (B)(7) limits it to that: ${e}` };
    case 'no-wager':
      // A settlement that names no number, on a seat with no bonus bet at all, names no number either.
      return j.number === undefined
        ? { es: `el asiento no hizo ninguna apuesta adicional: no hay nada que liquidar (${zero})`, en: `the seat placed no bonus bet: there is nothing to settle (${zero})` }
        : { es: `nadie apostó a ese número: no hay nada que liquidar (${zero})`, en: `nobody bet on that number: there is nothing to settle (${zero})` };
    case 'loss-collected':
    case 'loss-uncollected':
    case 'loss-not-lost':
      if (j.together) {
        // Each bet's stake and number in words ("de 5 al número 2 y de 5 al número 3"), not "5 (2) + 5 (3)".
        const each = (lang: 'es' | 'en') => {
          const parts = j.together!.map((t) => (lang === 'es' ? `de ${formatAmount(t.stake, cur)} al número ${t.number}` : `of ${formatAmount(t.stake, cur)} on number ${t.number}`));
          return `${parts.slice(0, -1).join(', ')} ${lang === 'es' ? 'y' : 'and'} ${parts[parts.length - 1]}`;
        };
        return {
          es: `el generador dio ${drawn}: las apuestas ${each('es')} pierden y se recogen, ${e} en total; la mesa las liquidó sin número que diga cuál es cuál, y se juzgan juntas`,
          en: `the generator gave ${drawn}: the bets ${each('en')} lose and are collected, ${e} in all; the table settled them with no number to tell which is which, and they are judged together`,
        };
      }
      return {
        es: `el generador dio ${drawn}, no ${j.number}: la apuesta pierde y se recoge, ${e}`,
        en: `the generator gave ${drawn}, not ${j.number}: the bet loses and is collected, ${e}`,
      };
    default: {
      const r = ratioRange(ctx.table, p);
      const head = { es: `el generador dio ${drawn}, el número de la apuesta: gana`, en: `the generator gave ${drawn}, the bet's number: it wins` };
      const posted = r.posted !== undefined && !r.postedInRange
        ? { es: ` (la mesa publica ${ratioText(r.posted)} a 1, fuera del margen de 5½ a 6: se le debe ${ratioText(r.lo)} a 1)`, en: ` (the table posts ${ratioText(r.posted)} to 1, outside 5½ to 6: ${ratioText(r.lo)} to 1 is owed)` }
        : { es: '', en: '' };
      const half = r.lo === r.hi ? halfDollar(j.stake, r.lo, p) : undefined;
      if (half && (j.expected === half.down || j.expected === half.up)) {
        // «al dólar más cercano» has two answers on an exact half, and the text picks neither (settlement-rule HALF).
        const [down, up, exact] = [formatAmount(half.down, cur), formatAmount(half.up, cur), formatAmount(half.exact, cur)];
        const what = { es: `${head.es} ${ratioText(r.lo)} a 1 sobre ${stake} = ${exact}, medio dólar exacto`, en: `${head.en} ${ratioText(r.lo)} to 1 on ${stake} = ${exact}, an exact half dollar` };
        if (half.half === 'either') {
          const which = j.ok
            ? { es: `la mesa pagó ${e}, uno de los dos`, en: `the table paid ${e}, one of them` }
            : { es: `${e}, el más próximo a lo que pagó la mesa`, en: `${e}, the nearer to what the table paid` };
          return {
            es: `${what.es}: su dólar más cercano es ${down} o ${up}, el texto no elige y se acepta cualquiera (interpretación); ${which.es}${posted.es}`,
            en: `${what.en}: its nearest dollar is ${down} or ${up}, the text picks neither and either is accepted (interpretation); ${which.en}${posted.en}`,
          };
        }
        const way = HALF_WAY[half.half];
        return {
          es: `${what.es}: el texto no dice si su dólar más cercano es ${down} o ${up}; se redondea ${way.es} (interpretación) = ${e}${posted.es}`,
          en: `${what.en}: the text does not say whether its nearest dollar is ${down} or ${up}; it is rounded ${way.en} (interpretation) = ${e}${posted.en}`,
        };
      }
      if (r.lo === r.hi) {
        const product = exactProduct(j.stake, r.lo);
        const rounded = roundedPayout(j.stake, r.lo, p.roundingUnit, p.half);
        const exact = cur ? `${cur} ${product}` : product;
        const round = product === money2(rounded) ? '' : ` = ${exact}, redondeado al dólar más cercano`;
        const roundEn = product === money2(rounded) ? '' : ` = ${exact}, rounded to the nearest dollar`;
        return {
          es: `${head.es} ${ratioText(r.lo)} a 1 sobre ${stake}${round} = ${e}${posted.es}`,
          en: `${head.en} ${ratioText(r.lo)} to 1 on ${stake}${roundEn} = ${e}${posted.en}`,
        };
      }
      // No ratio posted: anything from 5½ to 6 to 1 (each rounded to the dollar) is owed; the table's amount stands when inside.
      const lo = formatSignedAmount(roundedPayout(j.stake, r.lo, p.roundingUnit, p.half), cur);
      const hi = formatSignedAmount(roundedPayout(j.stake, r.hi, p.roundingUnit, p.half), cur);
      const where = j.ok
        ? { es: `; la mesa pagó dentro de ese margen: ${e}`, en: `; the table paid within it: ${e}` }
        : { es: `; lo más cercano a lo que pagó la mesa: ${e}`, en: `; the nearest to what the table paid: ${e}` };
      return {
        es: `${head.es} de ${ratioText(r.lo)} a ${ratioText(r.hi)} por 1 sobre ${stake} (la mesa no publica la proporción), redondeado al dólar: de ${lo} a ${hi}${where.es}`,
        en: `${head.en} ${ratioText(r.lo)} to ${ratioText(r.hi)} to 1 on ${stake} (the table posts no ratio), rounded to the dollar: ${lo} to ${hi}${where.en}`,
      };
    }
  }
}

/** stake × ratio exactly, in currency units with two decimals or as many as it takes: 3 × 5.5 = "16.50", 2.55 × 5.5 = "14.025". */
function exactProduct(stake: Money, ratioHundredths: number): string {
  const product = stake * ratioHundredths; // hundredths of a minor unit
  if (product % 100 === 0) return money2(product / 100);
  const frac = String(product % 10000).padStart(4, '0').replace(/0+$/, '');
  return `${Math.floor(product / 10000)}.${frac}`;
}

/** A bonus bet the text does not allow, handed back whole (parameter disallowed_bonus_bet_returned_whole): why, and that 0 is owed. */
const RETURNED_WHOLE: Record<ReturnedWholeReason, (stake: Money, p: BonusParams, cur: string | undefined) => Bilingual> = {
  closed: (stake, _p, cur) => ({
    es: `apostada después de «No más apuestas» y antes del número: no es una apuesta que el párrafo (B)(1) admita; se devuelve entera, ${formatAmount(stake, cur)} (${formatAmount(0, cur)})`,
    en: `placed after "no more bets" and before the number: not a bet paragraph (B)(1) admits; handed back whole, ${formatAmount(stake, cur)} (${formatAmount(0, cur)})`,
  }),
  'no-paigow': (stake, _p, cur) => ({
    es: `el asiento no tenía apuesta de Pai Gow al activarse el generador (B)(1): la apuesta adicional no está admitida y se devuelve entera, ${formatAmount(stake, cur)} (${formatAmount(0, cur)})`,
    en: `the seat had no pai gow wager when the generator was activated ((B)(1)): the bonus bet is not admitted and is handed back whole, ${formatAmount(stake, cur)} (${formatAmount(0, cur)})`,
  }),
  media: (stake, _p, cur) => ({
    es: `no se hizo con fichas (B)(2) «No se permitirán apuestas adicionales verbales ni en efectivo»: se devuelve entera, ${formatAmount(stake, cur)} (${formatAmount(0, cur)})`,
    en: `not made in chips ((B)(2): no verbal or cash bonus bets): handed back whole, ${formatAmount(stake, cur)} (${formatAmount(0, cur)})`,
  }),
  minimum: (stake, p, cur) => ({
    es: `por debajo del mínimo de ${formatAmount(p.minBet, cur)} del (B)(7): no está admitida y se devuelve entera, ${formatAmount(stake, cur)} (${formatAmount(0, cur)})`,
    en: `below (B)(7)'s minimum of ${formatAmount(p.minBet, cur)}: not admitted, and handed back whole, ${formatAmount(stake, cur)} (${formatAmount(0, cur)})`,
  }),
};

/** A bet the text does not admit, which the table did not hand back whole: what the text says, and the reading applied. */
const JUDGED_AS_PLACED = {
  es: 'el texto no dice qué pasa con ella: devolverla entera habría sido el remedio; liquidada de otro modo, se juzga como se hizo (lectura de Veedor)',
  en: 'the text does not say what becomes of it: handing it back whole would have been the remedy; settled otherwise, it is judged as placed (Veedor\'s reading)',
};
const NOT_ADMITTED: Record<ReturnedWholeReason, Bilingual> = {
  closed: { es: `Apostada después de «No más apuestas», el párrafo (B)(1) no la admite; ${JUDGED_AS_PLACED.es}`, en: `Placed after "no more bets", paragraph (B)(1) does not admit it; ${JUDGED_AS_PLACED.en}` },
  'no-paigow': { es: `El asiento no tenía apuesta de Pai Gow al activarse el generador: el párrafo (B)(1) no la admite; ${JUDGED_AS_PLACED.es}`, en: `The seat had no pai gow wager when the generator was activated: paragraph (B)(1) does not admit it; ${JUDGED_AS_PLACED.en}` },
  media: { es: `No se hizo con fichas: el párrafo (B)(2) no la admite; ${JUDGED_AS_PLACED.es}`, en: `Not made in chips: paragraph (B)(2) does not admit it; ${JUDGED_AS_PLACED.en}` },
  minimum: { es: `Por debajo del mínimo, el párrafo (B)(7) no la admite; ${JUDGED_AS_PLACED.es}`, en: `Below the minimum, paragraph (B)(7) does not admit it; ${JUDGED_AS_PLACED.en}` },
};

const NO_NUMBER: Bilingual = {
  es: 'no consta un número válido del generador para la ronda: el resultado de la apuesta no puede saberse y no se juzga (los hallazgos de la ronda dicen por qué)',
  en: 'no valid random number is recorded for the round: the bet\'s result cannot be known, and it is not judged (the round\'s findings say why)',
};

/** Which way an exact half dollar goes (parameter bonus_half_dollar_rounding), in the replay's words. */
const HALF_WAY: Record<'up' | 'down' | 'even', { es: string; en: string }> = {
  up: { es: 'hacia arriba, la práctica habitual', en: 'up, the usual practice' },
  down: { es: 'hacia abajo', en: 'down' },
  even: { es: 'al dólar par', en: 'to the even dollar' },
};
