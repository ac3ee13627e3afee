// Conviene saber «La decisión del Jefe de Mesa es irrevocable. Una vez la primera carta haya salido del
// "sabot", no se podrán poner o modificar apuestas.»
// The supervisor's decision leaves nothing to check in a log; the wagers do.
import { defineRule } from '../../families/blackjack/define-rule.js';

export const noBetsAfterFirstCard = defineRule({
  id: 'no-bets-after-first-card',
  article: 'Conviene saber',
  category: 'procedure',
  description: {
    es: 'Una vez la primera carta ha salido del sabot no se ponen ni modifican apuestas.',
    en: 'Once the first card has left the shoe no wager is placed or changed.',
  },
  messages: {
    late: {
      es: 'Apuesta de {amount} en el asiento {seat} después de que la primera carta saliera del sabot (evento {firstCard}) ({article}).',
      en: 'A bet of {amount} on seat {seat} after the first card left the shoe (event {firstCard}) ({article}).',
    },
  },
  create(ctx) {
    return {
      bet(e, before) {
        const first = before.deals[0];
        if (!first) return;
        ctx.report({ messageId: 'late', event: e.index, seat: e.seat, spot: e.spot, money: { amount: e.amount }, data: { firstCard: first.index } });
      },
    };
  },
});
