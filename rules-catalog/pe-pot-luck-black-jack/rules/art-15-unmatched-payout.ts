// Art. 15º «El pago del premio a las apuestas ganadoras ... se hará en la proporción de 1 a 1.»
// Only a wager on the table can win: a payout to a box or hand that holds none pays a winner that does not exist.
import type { Money } from '../../../engine/core/money.js';
import { defineRule } from '../../families/blackjack/define-rule.js';

export default defineRule({
  id: 'payout-without-wager',
  article: 'Art. 15º',
  category: 'payout',
  description: {
    es: 'Solo se pagan apuestas que existen en la mesa.',
    en: 'Only wagers that are on the table are paid.',
  },
  messages: {
    noWager: {
      es: 'Pago de {actual} al asiento {seat}, mano {hand}, que no tiene apuesta principal ({article}).',
      en: 'A payout of {actual} to seat {seat}, hand {hand}, which holds no main wager ({article}).',
    },
  },
  create(ctx) {
    return {
      payout(e, before) {
        if (e.spot !== 'main') return;
        const hand = before.seats.find((s) => s.seat === e.seat)?.hands[(e.hand ?? 1) - 1];
        if (hand) return;
        ctx.report({ messageId: 'noWager', event: e.index, seat: e.seat, hand: e.hand ?? 1, spot: 'main', expected: 0 as Money, actual: e.amount });
      },
    };
  },
});
