// Art. 10-10.15(B)(6): «Un Concesionario pagará las apuestas adicionales ganadoras en proporción de pago no menor
//   de 5½ a 1 y no mayor de 6 a 1, y a tenor con las proporciones de pago impresas en el "layout" de la mesa de
//   Pai Gow Poker; disponiéndose, sin embargo, que los pagos de todas las apuestas adicionales ganadoras se
//   redondearán al dólar más cercano.»
import { bonusParams, ratioRange, BONUS_PARAMS } from '../bonus.js';
import { bonusSettlementRule, ratioText } from '../settlement-rule.js';
import { defineRule } from '../../families/pai-gow/define-rule.js';

// A winner paid above the printed ratio but within «no mayor de 6 a 1» and (B)(7)'s maximum is reported as a
// warning (bonus.ts overpaidWithinLegalRatio, parameter bonus_overpaid_within_legal_ratio); above them, an error.
export const bonusPayoutAmount = bonusSettlementRule({
  id: 'bonus-payout-amount',
  article: 'Art. 10-10.15(B)(6)',
  cases: ['win-paid', 'win-capped'],
  description: {
    es: 'La ganadora se paga a la proporción impresa en el layout (de 5½ a 6 por 1), redondeada al dólar más cercano. Pagar más, sin pasar de 6 a 1 ni del máximo de la mesa, se informa como advertencia.',
    en: 'A winner is paid at the ratio printed on the layout (5½ to 6 per unit), rounded to the nearest dollar. Paying more, up to 6 to 1 and the table\'s maximum, is reported as a warning.',
  },
  requirement: {
    'win-paid': { es: '{ratio} a 1 sobre {stake}, redondeado al dólar más cercano = {expected}', en: '{ratio} to 1 on {stake}, rounded to the nearest dollar = {expected}' },
    'win-capped': { es: '{ratio} a 1 sobre {stake}, limitado por el Art. 10-10.15(B)(7) al máximo de la mesa = {expected}', en: '{ratio} to 1 on {stake}, limited by Art. 10-10.15(B)(7) to the table\'s maximum = {expected}' },
  },
});

// «se redondearán al dólar más cercano»: a payout inside what is owed but no whole dollar (16.50 where either nearest
// dollar is accepted, parameter bonus_half_dollar_rounding "either"; 57.50 with no ratio posted) is reported, as a
// warning. With "up" (the default) an exact half dollar has one owed dollar, and 16.50 is bonus-payout-amount's.
export const bonusPayoutRounded = bonusSettlementRule({
  id: 'bonus-payout-rounded-to-dollar',
  article: 'Art. 10-10.15(B)(6)',
  cases: ['win-unrounded'],
  severity: 'warning',
  description: {
    es: 'El pago de la ganadora se redondea a un dólar entero, no se paga sin redondear; medio dólar exacto va al dólar superior (interpretación, parámetro bonus_half_dollar_rounding).',
    en: 'A winner\'s payout is rounded to a whole dollar, not paid unrounded; an exact half dollar goes to the dollar above (interpretation, parameter bonus_half_dollar_rounding).',
  },
  requirement: {
    'win-unrounded': { es: 'un pago redondeado al dólar más cercano, p. ej. {expected}', en: 'a payout rounded to the nearest dollar, e.g. {expected}' },
  },
});

export const bonusPayoutPosted = defineRule({
  id: 'bonus-payout-posted-in-range',
  article: 'Art. 10-10.15(B)(6)',
  category: 'procedure',
  params: [...BONUS_PARAMS],
  description: {
    es: 'La proporción de pago impresa en el layout está entre 5½ y 6 a 1.',
    en: 'The payout ratio printed on the layout is between 5½ and 6 to 1.',
  },
  messages: {
    outOfRange: {
      es: 'La mesa publica un pago de la apuesta adicional de {posted} a 1; el {article} lo exige entre {min} y {max} a 1. Las ganadoras se juzgan a {owed} a 1.',
      en: 'The table posts a bonus payout of {posted} to 1; {article} requires it between {min} and {max} to 1. Winners are judged at {owed} to 1.',
    },
  },
  compile(ctx) {
    const p = bonusParams(ctx);
    return {
      handEnd(s) {
        const r = ratioRange(ctx.table, p);
        if (s.bonus.length === 0 || r.posted === undefined || r.postedInRange) return;
        ctx.report({
          messageId: 'outOfRange',
          data: { posted: ratioText(r.posted), min: ratioText(p.payoutMin), max: ratioText(p.payoutMax), owed: ratioText(r.lo) },
        });
      },
    };
  },
});

