// Art. 10-10.15(B)(7): «En la apuesta adicional permisible se permitirá límite mínimo de un dólar ($1.00) en
//   todas las mesas. El límite máximo de la apuesta lo determinará el máximo autorizado en la mesa operada, de
//   manera que el pago de dicha apuesta no exceda el máximo correspondiente.»
import type { Money } from '../../../engine/core/money.js';
import { bonusParams, owedPayout, payoutCap, BONUS_PARAMS } from '../bonus.js';
import { defineRule } from '../../families/pai-gow/define-rule.js';

export const bonusLimits = defineRule({
  id: 'bonus-limits',
  article: 'Art. 10-10.15(B)(7)',
  category: 'procedure',
  params: [...BONUS_PARAMS],
  description: {
    es: 'Cada apuesta adicional es de al menos un dólar, y no tan alta que su pago exceda el máximo de la mesa.',
    en: 'Each bonus bet is at least one dollar, and not so high that its payout would exceed the table\'s maximum.',
  },
  messages: {
    belowMin: {
      es: 'Asiento {seat}: apuesta adicional de {stake} al número {number}, por debajo del mínimo de {min} del {article}.',
      en: 'Seat {seat}: bonus bet of {stake} on number {number}, below the {min} minimum of {article}.',
    },
    overMax: {
      es: 'Asiento {seat}: apuesta adicional de {stake} al número {number}; su pago, {payout}, excedería el máximo de la mesa ({max}, {source}), y el {article} limita la apuesta para que no lo exceda.',
      en: 'Seat {seat}: bonus bet of {stake} on number {number}; its payout, {payout}, would exceed the table\'s maximum ({max}, {source}), and {article} limits the bet so that it does not.',
    },
  },
  compile(ctx) {
    const p = bonusParams(ctx);
    return {
      handEnd(s) {
        // The hand's table: its posted limits.
        const t = ctx.table;
        const max: Money | undefined = payoutCap(t, p);
        const source = t.max_payout !== undefined
          ? { es: { source: 'max_payout publicado' }, en: { source: 'posted max_payout' } }
          : { es: { source: 'max_bet publicado' }, en: { source: 'posted max_bet' } };
        for (const w of s.bonus) {
          const base = { seat: w.seat, spot: 'bonus' as const, number: w.number, data: { number: w.number } };
          if (w.amount < p.minBet) {
            ctx.report({ ...base, messageId: 'belowMin', event: w.bets[0]!.index, money: { stake: w.amount, min: p.minBet } });
          }
          if (max === undefined) continue;
          const payout = owedPayout(w.amount, t, p).hi;
          if (payout > max) {
            ctx.report({ ...base, messageId: 'overMax', event: w.bets[w.bets.length - 1]!.index, money: { stake: w.amount, payout, max }, dataByLang: source });
          }
        }
      },
    };
  },
});
