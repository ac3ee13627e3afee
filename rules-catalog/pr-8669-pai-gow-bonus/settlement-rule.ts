import { formatMoney } from '../../engine/core/money.js';
import type { Money } from '../../engine/core/money.js';
import type { PgState } from '../../engine/pai-gow/state.js';
import { roundNumber } from '../../engine/pai-gow/state.js';
import type { Bilingual, Severity } from '../framework/types.js';
import { describeNet } from '../framework/money-words.js';
import type { AmountText } from '../framework/money-words.js';
import { settlementRuleFactory } from '../framework/settlement-rule.js';
import type { SettlementSpec } from '../framework/settlement-rule.js';
import { BONUS_PARAMS, bonusParams, halfDollar, judgeBonus, ratioRange, validNumber } from './bonus.js';
import type { BonusCase, BonusJudgment, BonusParams, HalfRounding } from './bonus.js';
import type { TableConfig } from '../../engine/core/types.js';
import { sharedFact } from '../framework/shared-fact.js';

/** A bonus-bet rule: the cases its paragraph governs, and what it requires in words. */
export interface BonusSettlementSpec extends SettlementSpec {
  cases: BonusCase[];
  /** What the paragraph requires, per case: "{ratio} a 1 sobre {stake}, redondeado = {expected}". */
  requirement: Partial<Record<BonusCase, Bilingual>>;
  /** Every finding of the rule at this severity (a reading the text leaves open). */
  severity?: Severity;
}

interface BonusJudged {
  j: BonusJudgment;
  p: BonusParams;
  drawn: ReturnType<typeof roundNumber>;
  ratio: ReturnType<typeof ratioRange>;
}

/** Every bonus wager judged, with the round's number and the ratio owed: once per hand for the four rules (they only read it). */
const bonusJudged = sharedFact((state: PgState, table: TableConfig, p: BonusParams): readonly BonusJudged[] => {
  const drawn = roundNumber(state);
  const ratio = ratioRange(table, p);
  return judgeBonus(state, table, p).map((j) => ({ j, p, drawn, ratio }));
});

/**
 * One rule per paragraph for the bonus bets' money: each judges only the
 * cases its paragraph governs, so every wager is judged by exactly one
 * paragraph ((B)(3) the result, (B)(4) the losers' collection, (B)(5) the
 * winners' payment, (B)(6) the amount paid).
 */
export const bonusSettlementRule = settlementRuleFactory<PgState, BonusJudged, BonusCase, BonusSettlementSpec, 'wrong', (typeof BONUS_PARAMS)[number]>({
  params: BONUS_PARAMS,
  messages: () => ({
    wrong: {
      es: 'Asiento {seat}, {betText} (número del generador: {drawn}): la mesa {actualText}; el {article} exige {requirement}; {owed}.',
      en: 'Seat {seat}, {betText} (random number: {drawn}): the table settled {actualText}; {article} requires {requirement}; {owed}.',
    },
  }),
  judge(ctx) {
    const p = bonusParams(ctx);
    return (state) => bonusJudged(state, ctx.table, p);
  },
  governs: (spec) => spec.cases,
  keyOf: ({ j }) => j.case,
  ok: ({ j }) => j.ok,
  report(ctx, { j, p, drawn, ratio }, spec) {
    const rt = j.actual < j.expected ? ratio.lo : ratio.hi;
    // A winner owed an exact half dollar: the requirement names the amount and both nearest dollars (HALF).
    const halves = WIN_CASES.has(j.case) && !j.together ? halfDollar(j.stake, rt, p) : undefined;
    const half = halves && (j.expected === halves.down || j.expected === halves.up) ? halves : undefined;
    const base = j.together ? TOGETHER[j.case === 'loss-not-lost' ? 'not-lost' : 'collected'] : spec.requirement[j.case]!;
    const words = half ? HALF[half.half] : undefined;
    const req = words ? { es: base.es.slice(0, base.es.indexOf('{ratio}')) + words.es, en: base.en.slice(0, base.en.indexOf('{ratio}')) + words.en } : base;
    const fill = (t: string) => t
      .replace('{stake}', ctx.amount(j.stake))
      .replace('{exact}', half ? ctx.amount(half.exact) : '')
      .replace('{down}', half ? ctx.amount(half.down) : '')
      .replace('{up}', half ? ctx.amount(half.up) : '')
      .replace('{expected}', ctx.amount(j.expected))
      .replace('{ratio}', ratioText(rt));
    const actualText = describeNet(j.actual, j.any, ctx.amount, j.moved);
    ctx.report({
      messageId: 'wrong',
      event: j.event,
      seat: j.seat,
      spot: 'bonus',
      ...(j.number !== undefined ? { number: j.number } : {}),
      expected: j.expected,
      actual: j.actual,
      ...(spec.severity ?? j.severity ? { severity: spec.severity ?? j.severity } : {}),
      data: { drawn: drawn?.value ?? '—' },
      dataByLang: {
        es: { requirement: fill(req.es), actualText: actualText.es, betText: betText(j, 'es', ctx.amount) },
        en: { requirement: fill(req.en), actualText: actualText.en, betText: betText(j, 'en', ctx.amount) },
      },
    });
  },
  // A round with bonus bets and no valid number: (B)(3), which says which bet wins, has nothing to judge them against
  // ((A) reports the generator); the other paragraphs' cases follow from it.
  unjudged(ctx, spec) {
    if (!spec.cases.includes('win-not-won')) return undefined;
    const p = bonusParams(ctx);
    return (state) => (state.bonus.length > 0 && validNumber(state, p) === undefined ? NO_NUMBER : undefined);
  },
});

const NO_NUMBER: Bilingual = {
  es: 'la ronda no tiene un número válido del generador: sus apuestas de bono no se juzgan como ganadas o perdidas',
  en: 'the round has no valid random number: its bonus bets are not judged as won or lost',
};

/** 550 → "5.5", 600 → "6". */
export function ratioText(hundredths: number): string {
  const s = formatMoney(hundredths as Money);
  return s.includes('.') ? s.replace(/0+$/, '') : s;
}

/** The cases where a winner is owed a rounded payout at the ratio (not the table's maximum). */
const WIN_CASES: ReadonlySet<BonusCase> = new Set<BonusCase>(['win-paid', 'win-unpaid', 'win-not-won']);

/**
 * A winner owed an exact half dollar (halfDollar): «al dólar más cercano» has two answers and the text picks neither.
 * The requirement says so, and which one is owed under the parameter bonus_half_dollar_rounding (an interpretation):
 * with "either", both are accepted and the money is measured from the nearer to what the table paid.
 */
const HALF: Record<HalfRounding, Bilingual> = {
  up: {
    es: '{ratio} a 1 sobre {stake} = {exact}, medio dólar exacto: el texto no dice si su dólar más cercano es {down} o {up}; se redondea hacia arriba, la práctica habitual (interpretación) = {expected}',
    en: '{ratio} to 1 on {stake} = {exact}, an exact half dollar: the text does not say whether its nearest dollar is {down} or {up}; it is rounded up, the usual practice (interpretation) = {expected}',
  },
  down: {
    es: '{ratio} a 1 sobre {stake} = {exact}, medio dólar exacto: el texto no dice si su dólar más cercano es {down} o {up}; se redondea hacia abajo (interpretación) = {expected}',
    en: '{ratio} to 1 on {stake} = {exact}, an exact half dollar: the text does not say whether its nearest dollar is {down} or {up}; it is rounded down (interpretation) = {expected}',
  },
  even: {
    es: '{ratio} a 1 sobre {stake} = {exact}, medio dólar exacto: el texto no dice si su dólar más cercano es {down} o {up}; se redondea al dólar par (interpretación) = {expected}',
    en: '{ratio} to 1 on {stake} = {exact}, an exact half dollar: the text does not say whether its nearest dollar is {down} or {up}; it is rounded to the even dollar (interpretation) = {expected}',
  },
  either: {
    es: '{ratio} a 1 sobre {stake} = {exact}, medio dólar exacto: su dólar más cercano es {down} o {up}, el texto no elige y se acepta cualquiera (interpretación); {expected} es el más próximo a lo que pagó la mesa',
    en: '{ratio} to 1 on {stake} = {exact}, an exact half dollar: its nearest dollar is {down} or {up}, the text picks neither and either is accepted (interpretation); {expected} is the nearer to what the table paid',
  },
};

/** What losing bets judged together (BonusJudgment.together) required, in place of one bet's requirement. */
const TOGETHER: Record<'collected' | 'not-lost', Bilingual> = {
  collected: { es: 'recoger las apuestas perdedoras, {stake} en total', en: 'the losing bets collected, {stake} in all' },
  'not-lost': { es: 'tratarlas como perdedoras: cobrar {stake} en total', en: 'that they be treated as losers: {stake} collected in all' },
};

function betText(j: BonusJudgment, lang: 'es' | 'en', amount: AmountText): string {
  if (j.together) {
    const each = j.together.map((t) => (lang === 'es' ? `de ${amount(t.stake)} al número ${t.number}` : `of ${amount(t.stake)} on number ${t.number}`));
    const list = `${each.slice(0, -1).join(', ')} ${lang === 'es' ? 'y' : 'and'} ${each[each.length - 1]}`;
    return lang === 'es'
      ? `apuestas adicionales ${list}, perdedoras liquidadas sin número que diga cuál es cuál y juzgadas juntas`
      : `bonus bets ${list}, losers settled with no number to tell which is which and judged together`;
  }
  if (j.case === 'no-wager') {
    const n = j.number !== undefined ? (lang === 'es' ? ` al número ${j.number}` : ` on number ${j.number}`) : '';
    return lang === 'es' ? `apuesta adicional inexistente${n}` : `bonus bet that was never placed${n}`;
  }
  return lang === 'es' ? `apuesta adicional de ${amount(j.stake)} al número ${j.number}` : `bonus bet of ${amount(j.stake)} on number ${j.number}`;
}
