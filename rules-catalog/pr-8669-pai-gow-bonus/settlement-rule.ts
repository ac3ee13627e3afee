import { formatMoney } from '../../engine/core/money.js';
import type { Money } from '../../engine/core/money.js';
import type { PgState } from '../../engine/pai-gow/state.js';
import { roundNumber } from '../../engine/pai-gow/state.js';
import { defineRule } from '../framework/types.js';
import type { Bilingual, Rule, Severity } from '../framework/types.js';
import { bonusParams, judgeBonus, ratioRange } from './bonus.js';
import type { BonusCase, BonusJudgment } from './bonus.js';

/**
 * One rule per paragraph for the bonus bets' money: each judges only the
 * cases its paragraph governs, so every wager is judged by exactly one
 * paragraph ((B)(3) the result, (B)(4) the losers' collection, (B)(5) the
 * winners' payment, (B)(6) the amount paid).
 */
export function bonusSettlementRule(spec: {
  id: string;
  article: string;
  cases: BonusCase[];
  description: Bilingual;
  /** What the paragraph requires, per case: "{ratio} a 1 sobre {stake}, redondeado = {expected}". */
  requirement: Partial<Record<BonusCase, Bilingual>>;
  /** Every finding of the rule at this severity (a reading the text leaves open). */
  severity?: Severity;
}): Rule<PgState> {
  return defineRule<PgState>({
    id: spec.id,
    article: spec.article,
    category: 'payout',
    description: spec.description,
    messages: {
      wrong: {
        es: 'Asiento {seat}, apuesta adicional {betText} (número del generador: {drawn}): la mesa liquidó {actualText}; el {article} exige {requirement}; {owed}.',
        en: 'Seat {seat}, bonus bet {betText} (random number: {drawn}): the table settled {actualText}; {article} requires {requirement}; {owed}.',
      },
    },
    create(ctx) {
      const p = bonusParams(ctx);
      return {
        handEnd(state) {
          const drawn = roundNumber(state);
          const ratio = ratioRange(ctx.table, p);
          for (const j of judgeBonus(state, ctx.table, p)) {
            if (j.ok || !spec.cases.includes(j.case)) continue;
            const req = spec.requirement[j.case]!;
            const fill = (t: string) => t
              .replace('{stake}', formatMoney(j.stake))
              .replace('{expected}', formatMoney(j.expected))
              .replace('{ratio}', ratioText(j.actual < j.expected ? ratio.lo : ratio.hi));
            ctx.report({
              messageId: 'wrong',
              event: j.event,
              seat: j.seat,
              spot: 'bonus',
              number: j.number,
              expected: j.expected,
              actual: j.actual,
              ...(spec.severity ? { severity: spec.severity } : {}),
              data: { drawn: drawn?.value ?? '—' },
              dataByLang: {
                es: { requirement: fill(req.es), actualText: describeNet(j, 'es'), betText: betText(j, 'es') },
                en: { requirement: fill(req.en), actualText: describeNet(j, 'en'), betText: betText(j, 'en') },
              },
            });
          }
        },
      };
    },
  });
}

/** 550 → "5.5", 600 → "6". */
export function ratioText(hundredths: number): string {
  const s = formatMoney(hundredths as Money);
  return s.includes('.') ? s.replace(/0+$/, '') : s;
}

function betText(j: BonusJudgment, lang: 'es' | 'en'): string {
  if (j.case === 'no-wager') {
    const n = j.number !== undefined ? (lang === 'es' ? ` al número ${j.number}` : ` on number ${j.number}`) : '';
    return lang === 'es' ? `inexistente${n}` : `that was never placed${n}`;
  }
  return lang === 'es' ? `de ${formatMoney(j.stake)} al número ${j.number}` : `of ${formatMoney(j.stake)} on number ${j.number}`;
}

function describeNet(j: BonusJudgment, lang: 'es' | 'en'): string {
  const es = lang === 'es';
  if (!j.any) return es ? 'nada (ninguna liquidación registrada)' : 'nothing (no settlement recorded)';
  if (j.actual > 0) return es ? `un pago de ${formatMoney(j.actual)}` : `a payout of ${formatMoney(j.actual)}`;
  if (j.actual < 0) return es ? `el cobro de ${formatMoney(-j.actual as Money)}` : `a collection of ${formatMoney(-j.actual as Money)}`;
  return es ? 'la devolución de la apuesta' : 'the stake returned';
}
