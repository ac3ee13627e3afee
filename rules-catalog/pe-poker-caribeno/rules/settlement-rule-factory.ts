import { formatMoney } from '../../../engine/core/money.js';
import type { Money } from '../../../engine/core/money.js';
import type { CsState } from '../../../engine/caribbean/state.js';
import { handDescription, handWords } from '../../../engine/caribbean/describe.js';
import type { Bilingual, Severity } from '../../framework/types.js';
import { describeNet } from '../../framework/money-words.js';
import type { AmountText } from '../../framework/money-words.js';
import { settlementRuleFactory } from '../../framework/settlement-rule.js';
import type { SettlementSpec } from '../../framework/settlement-rule.js';
import { CS_PARAMS, csParams } from './params.js';
import type { CsParams } from './params.js';
import { betOnUnvaluedCards, isSettled, judgedWagers } from './judge-wagers.js';
import type { Judgment, WagerCase } from './judge-wagers.js';

/**
 * How a requirement reads, by case; `case:spot` before `case`. Placeholders:
 * {stake} {expected} {line} {full} {cap} {category} {minimum}.
 */
export type Requirements = Partial<Record<WagerCase | `${WagerCase}:${'ante' | 'bet'}` | `${'tie' | 'qualified-tie'}:${'push' | 'dealer-wins'}`, Bilingual>>;

/** A Caribbean stud settlement rule: the cases its article governs, and how its requirement reads. */
export interface CsSettlementSpec extends SettlementSpec {
  cases: WagerCase[];
  requirement: Requirements;
  /** Every finding of the rule at this severity (a posted term broken where no article is). */
  severity?: Severity;
  /** The sentence, where the source is not an article ("el {article} exige" would not read). */
  message?: Bilingual;
}

const NO_COMPARISON: Bilingual = {
  es: 'una zona apostó y su mano o la del dealer no se puede valorar o comparar (cartas que faltan, o una carta más veces de las que tienen las barajas en juego): sus apuestas no se juzgan',
  en: 'a zone bet and its hand or the dealer\'s cannot be valued or compared (cards missing, or a card more often than the decks in play hold it): its wagers are not judged',
};

/**
 * One rule per article for the wagers' settlement: each judges only the cases
 * its article governs (see `WagerCase`), so every wager is judged once.
 */
export const settlementRule = settlementRuleFactory<CsState, { j: Judgment; p: CsParams }, WagerCase, CsSettlementSpec, 'wrong', (typeof CS_PARAMS)[number]>({
  params: CS_PARAMS,
  messages: (spec) => ({
    wrong: spec.message ?? {
      es: 'Zona {seat}, {spotName} de {stake} ({situation}): la mesa {actualText}; el {article} exige {requirement}; {owed}.',
      en: 'Zone {seat}, {spotName} of {stake} ({situation}): the table settled {actualText}; {article} requires {requirement}; {owed}.',
    },
  }),
  judge(ctx) {
    const p = csParams(ctx);
    return (state) => judgedWagers(state, ctx.table, p);
  },
  // A zone that bet on cards that cannot be compared: Art. 12º's comparison, which every case on the cards follows
  // from, has nothing to judge its wagers against.
  unjudged(ctx, spec) {
    if (!spec.cases.includes('contradicted')) return undefined;
    const p = csParams(ctx);
    return (state) => (betOnUnvaluedCards(state, ctx.table, p) ? NO_COMPARISON : undefined);
  },
  governs: (spec) => spec.cases,
  keyOf: ({ j }) => j.case,
  ok: ({ j }) => isSettled(j),
  report(ctx, { j, p }, spec) {
    const req = spec.requirement[`${j.case}:${j.spot}`]
      ?? (j.case === 'tie' || j.case === 'qualified-tie' ? spec.requirement[`${j.case}:${p.tieSettlement}`] : undefined)
      ?? spec.requirement[j.case];
    if (!req) throw new Error(`${spec.id}: no requirement text for ${j.case}:${j.spot}`);
    ctx.report({
      messageId: 'wrong',
      event: j.actual.last?.index,
      seat: j.seat,
      spot: j.spot,
      expected: j.expected,
      actual: j.actual.net,
      severity: spec.severity ?? (j.actual.net > j.expected ? j.overSeverity : 'error'),
      money: { stake: j.stake },
      dataByLang: { es: words(j, req, 'es', ctx.amount), en: words(j, req, 'en', ctx.amount) },
    });
  },
});

function words(j: Judgment, req: Bilingual, lang: 'es' | 'en', amount: AmountText): Record<string, string> {
  const es = lang === 'es';
  const fill = (t: string) => t
    .replace('{stake}', amount(j.stake))
    .replace('{expected}', amount(j.expected))
    .replace('{line}', j.line === undefined ? '' : formatMoney(j.line as Money))
    .replace('{full}', j.full === undefined ? '' : amount(j.full))
    .replace('{cap}', j.cap === undefined ? '' : amount(j.cap))
    .replace('{minimum}', j.minimumLine === undefined ? '' : formatMoney(j.minimumLine as Money))
    .replace('{category}', j.player ? handWords(j.player, lang) : '');
  const situation = j.case === 'fold'
    ? (es ? 'el jugador se retiró' : 'the player folded')
    : j.case === 'no-decision'
      ? (es ? 'el jugador no hizo bet ni se retiró' : 'the player neither bet nor folded')
    : j.case === 'no-ante'
      ? (es ? 'la zona no colocó ante' : 'the zone placed no ante')
    : j.case === 'no-game'
      ? (es ? 'antes de repartirse ninguna carta' : 'before any card was dealt')
      : j.case === 'void-late'
      ? (es ? 'la zona no tenía ante antes del reparto' : 'the zone had no ante before the deal')
      : j.player && j.dealer
      ? (es ? `${handDescription(j.player, 'es')} contra ${handDescription(j.dealer, 'es')} del dealer` : `${handDescription(j.player, 'en')} against the dealer's ${handDescription(j.dealer, 'en')}`)
      : '';
  return {
    spotName: j.spot === 'ante' ? 'ante' : 'bet',
    situation,
    requirement: fill(req[lang]) + asideWords(j, lang, amount),
    actualText: describeNet(j.actual.net, j.actual.any, amount, j.actual.moved)[lang],
  };
}

/**
 * The chips on the spot that are no wager (an ante after the deal, an ante behind the zone, bet chips after the fold or the
 * dealer's reveal), said beside the requirement:
 * the amount settled is measured with them, so a message without them would leave the difference unexplained (an ante
 * of 10 paid 20 where 10 were behind the zone).
 */
function asideWords(j: Judgment, lang: 'es' | 'en', amount: AmountText): string {
  const a = j.aside;
  if (!a) return '';
  const parts: string[] = [];
  if (a.late > 0) parts.push(lang === 'es' ? `los ${amount(a.late)} colocados después del reparto` : `the ${amount(a.late)} placed after the deal`);
  if (a.behind > 0) parts.push(lang === 'es' ? `los ${amount(a.behind)} apostados detrás de la zona` : `the ${amount(a.behind)} bet behind the zone`);
  if (a.bet && a.bet.amount > 0) {
    const es = a.bet.after === 'fold' ? `los ${amount(a.bet.amount)} puestos en el bet después de retirarse` : `los ${amount(a.bet.amount)} añadidos al bet después de que el dealer empezara a descubrir sus cartas`;
    const en = a.bet.after === 'fold' ? `the ${amount(a.bet.amount)} put on the bet after the fold` : `the ${amount(a.bet.amount)} added to the bet after the dealer began to reveal his cards`;
    parts.push(lang === 'es' ? es : en);
  }
  const chips = parts.join(lang === 'es' ? ' y ' : ' and ');
  return lang === 'es' ? `, y devolver enteros ${chips}, que no son apuesta de la zona` : `, and ${chips}, no wager of the zone, handed back whole`;
}
