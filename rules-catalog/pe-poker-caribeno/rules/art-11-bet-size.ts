// Art. 11º «...decidirán si continúan en la partida realizando un bet o se retiran perdiendo su ante.»
// The text does not say how much the bet is. Standard Caribbean Stud practice, which the posted tables follow,
// is a bet of exactly twice the ante: parameter bet_to_ante_ratio (an interpretation; null checks nothing).
import { parseRatio, ratio } from '../../../engine/core/money.js';
import type { CsState } from '../../../engine/caribbean/state.js';
import { defineRule } from '../../framework/types.js';

export const betTwiceTheAnte = defineRule<CsState>({
  id: 'bet-twice-the-ante',
  article: 'Art. 11º',
  category: 'procedure',
  description: {
    es: 'Quien continúa hace un bet del doble del ante (práctica estándar; el texto no fija el monto).',
    en: 'A player who stays in bets twice the ante (standard practice; the text does not set the amount).',
  },
  messages: {
    wrongSize: {
      es: 'Asiento {seat}: bet de {amount} con un ante de {ante}; el bet es de {required}, {ratio} respecto del ante.',
      en: 'Seat {seat}: a bet of {amount} on an ante of {ante}; the bet is {required}, {ratio} to the ante.',
    },
  },
  create(ctx) {
    const setting = ctx.param<string | null>('bet_to_ante_ratio');
    const [num, den] = setting === null ? [0, 0] : parseRatio(setting);
    return {
      decision(e, before) {
        if (setting === null || e.action !== 'bet' || e.amount === undefined) return;
        const seat = before.seats.find((s) => s.seat === e.seat);
        if (!seat || seat.ante <= 0) return;
        const required = ratio(seat.ante, num, den);
        if (required.exact && e.amount === required.value) return;
        if (!required.exact && (e.amount === required.value || e.amount === required.value + 1)) return;
        ctx.report({
          messageId: 'wrongSize', event: e.index, seat: e.seat, spot: 'bet',
          money: { amount: e.amount, ante: seat.ante, required: required.value },
          data: { ratio: setting },
        });
      },
    };
  },
});
