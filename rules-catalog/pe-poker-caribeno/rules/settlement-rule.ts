import { formatMoney } from '../../../engine/core/money.js';
import type { Money } from '../../../engine/core/money.js';
import type { CsState } from '../../../engine/caribbean/state.js';
import { seatsInHand } from '../../../engine/caribbean/state.js';
import { handWords } from '../../../engine/caribbean/describe.js';
import { defineRule } from '../../framework/types.js';
import type { Bilingual, Rule, Severity } from '../../framework/types.js';
import { csParams } from './params.js';
import { isSettled, judgeSeat } from './settlement.js';
import type { Judgment, WagerCase } from './settlement.js';

/**
 * How a requirement reads, by case; `case:spot` before `case`. Placeholders:
 * {stake} {expected} {line} {full} {cap} {category} {minimum}.
 */
export type Requirements = Partial<Record<WagerCase | `${WagerCase}:${'ante' | 'bet'}` | `tie:${'push' | 'dealer-wins'}`, Bilingual>>;

/**
 * One rule per article for the wagers' settlement: each judges only the cases
 * its article governs (see `WagerCase`), so every wager is judged once.
 */
export function settlementRule(spec: {
  id: string;
  article: string;
  cases: WagerCase[];
  description: Bilingual;
  requirement: Requirements;
  /** Every finding of the rule at this severity (a posted term broken where no article is). */
  severity?: Severity;
  /** The sentence, where the source is not an article ("el {article} exige" would not read). */
  message?: Bilingual;
}): Rule<CsState> {
  return defineRule<CsState>({
    id: spec.id,
    article: spec.article,
    category: 'payout',
    description: spec.description,
    messages: {
      wrong: spec.message ?? {
        es: 'Asiento {seat}, {spotName} de {stake} ({situation}): la mesa liquidó {actualText}; el {article} exige {requirement}; {owed}.',
        en: 'Seat {seat}, {spotName} of {stake} ({situation}): the table settled {actualText}; {article} requires {requirement}; {owed}.',
      },
    },
    create(ctx) {
      const p = csParams(ctx);
      return {
        handEnd(state) {
          for (const seat of seatsInHand(state)) {
            for (const j of judgeSeat(state, seat, ctx.table, p)) {
              if (!spec.cases.includes(j.case) || isSettled(j)) continue;
              const req = spec.requirement[`${j.case}:${j.spot}`]
                ?? (j.case === 'tie' ? spec.requirement[`tie:${p.tieSettlement}`] : undefined)
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
                dataByLang: { es: words(j, req, 'es'), en: words(j, req, 'en') },
              });
            }
          }
        },
      };
    },
  });
}

function words(j: Judgment, req: Bilingual, lang: 'es' | 'en'): Record<string, string> {
  const es = lang === 'es';
  const fill = (t: string) => t
    .replace('{stake}', formatMoney(j.stake))
    .replace('{expected}', formatMoney(j.expected))
    .replace('{line}', j.line === undefined ? '' : formatMoney(j.line as Money))
    .replace('{full}', j.full === undefined ? '' : formatMoney(j.full))
    .replace('{cap}', j.cap === undefined ? '' : formatMoney(j.cap))
    .replace('{minimum}', j.minimumLine === undefined ? '' : formatMoney(j.minimumLine as Money))
    .replace('{category}', j.player ? handWords(j.player, lang) : '');
  const situation = j.case === 'fold'
    ? (es ? 'el jugador se retiró' : 'the player folded')
    : j.player && j.dealer
      ? (es ? `${handWords(j.player, 'es')} contra ${handWords(j.dealer, 'es')} del dealer` : `${handWords(j.player, 'en')} against the dealer's ${handWords(j.dealer, 'en')}`)
      : '';
  return {
    spotName: j.spot === 'ante' ? 'ante' : 'bet',
    situation,
    requirement: fill(req[lang]),
    actualText: describeNet(j, lang),
  };
}

function describeNet(j: Judgment, lang: 'es' | 'en'): string {
  const es = lang === 'es';
  const net = j.actual.net;
  if (!j.actual.any) return es ? 'nada (ninguna liquidación registrada)' : 'nothing (no settlement recorded)';
  if (net > 0) return es ? `un pago de ${formatMoney(net)}` : `a payout of ${formatMoney(net)}`;
  if (net < 0) return es ? `el cobro de ${formatMoney(-net as Money)}` : `a collection of ${formatMoney(-net as Money)}`;
  return es ? 'la devolución de la apuesta' : 'the stake returned';
}
