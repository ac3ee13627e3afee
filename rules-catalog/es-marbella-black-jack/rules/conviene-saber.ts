// Conviene saber «La decisión del Jefe de Mesa es irrevocable. Una vez la primera carta haya salido del
// "sabot", no se podrán poner o modificar apuestas.»
// The supervisor's decision leaves nothing to check in a log; the wagers do. A bet placed after the first
// card is no lawful stake (parameter main_bet_closes = first-card): the settlement rules judge the stake
// placed before it, and the late chips are owed back.
import type { Money } from '../../../engine/core/money.js';
import { seatOf } from '../../../engine/blackjack/state.js';
import { defineRule } from '../../families/blackjack/define-rule.js';
import { behindPlace } from '../../framework/behind-place.js';

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
      es: 'Apuesta de {amount} en el asiento {seat} después de que la primera carta saliera del sabot (evento {firstCard}) ({article}): la liquidación se juzga sobre la apuesta colocada antes, {lawful}.',
      en: 'A bet of {amount} on seat {seat} after the first card left the shoe (event {firstCard}) ({article}): the settlement is judged on the stake placed before, {lawful}.',
    },
  },
  compile(ctx) {
    return {
      bet(e, before) {
        const first = before.deals[0];
        if (!first) return;
        // The stake of the same wager (the box's own, or the same player's behind it) placed in time.
        const lawful = (seatOf(before, e.seat)?.bets ?? [])
          .filter((b) => b.spot === e.spot && !b.afterFirstCard && b.behind === e.behind && (!e.behind || b.player === e.player))
          .reduce((a, b) => a + b.amount, 0) as Money;
        ctx.report({ messageId: 'late', event: e.index, seat: e.seat, spot: e.spot, ...behindPlace(e.behind, e.player), money: { amount: e.amount, lawful }, data: { firstCard: first.index } });
      },
    };
  },
});
