// A settlement made before what it rests on was known: a hand that stood paid or collected before the
// dealer's hand was complete (his hole card still down, or a card he drew after it), or a hand the table
// settled and then went on playing. What the table did is replayed to its end: the settlement itself is
// judged by the settlement rules against the final cards (the dealer's final hand), and this rule
// reports the order. Each catalog passes the article that fixes when the dealer's hand ends.
import type { BjState } from '../../../../engine/blackjack/state.js';
import { dealerCards } from '../../../../engine/blackjack/state.js';
import { isBlackjack } from '../../../../engine/blackjack/totals.js';
import type { Rule } from '../../../framework/types.js';
import { dealerMustStand } from './dealer-play.js';
import { defineRule } from '../define-rule.js';

export function settledBeforeHandEndedRule(article: string): Rule<BjState> {
  return defineRule({
    id: 'settled-before-hand-ended',
    article,
    category: 'procedure',
    params: ['dealer_stands_on', 'dealer_stands_on_soft_17'],
    description: {
      es: 'Una apuesta se liquida cuando su resultado está decidido: tras terminar el dealer su mano (si depende de ella) y tras terminar el jugador la suya.',
      en: 'A wager is settled once its outcome is decided: after the dealer has finished his hand (where it depends on it) and after the player has finished his.',
    },
    messages: {
      beforeDealerDrew: {
        es: 'La mano {hand} del asiento {seat} se liquidó (evento {settledAt}) antes de que el dealer terminara su mano: recibió después otra carta (evento {drewAt}); el dealer completa su mano tras los jugadores ({article}) y la liquidación se juzga contra su mano final.',
        en: 'Seat {seat} hand {hand} was settled (event {settledAt}) before the dealer had finished his hand: he received another card afterwards (event {drewAt}); the dealer completes his hand after the players ({article}) and the settlement is judged against his final hand.',
      },
      beforeDealerShown: {
        es: 'La mano {hand} del asiento {seat} se liquidó (evento {settledAt}) sobre el total del dealer antes de que éste descubriera su mano ({article}).',
        en: 'Seat {seat} hand {hand} was settled (event {settledAt}) on the dealer\'s total before he had shown his hand ({article}).',
      },
      playedAfter: {
        es: 'La mano {hand} del asiento {seat} se liquidó (evento {settledAt}) y siguió jugándose después (evento {playedAt}); la liquidación se juzga con las cartas que tenía al liquidarse ({article}).',
        en: 'Seat {seat} hand {hand} was settled (event {settledAt}) and was played on afterwards (event {playedAt}); the settlement is judged on the cards it held when settled ({article}).',
      },
    },
    create(ctx) {
      const standsOn = ctx.param<number>('dealer_stands_on');
      const standsSoft = ctx.param<boolean>('dealer_stands_on_soft_17');
      return {
        handEnd(state) {
          const d = state.dealerSettled;
          // Where the dealer's hand was already complete when the table settled (a Black Jack, or a total he
          // must stand on), a card after it is his error in drawing (dealer-draws-to-17), not an early settlement.
          const then = d ? dealerCards(state).slice(0, d.dealerCards) : [];
          const complete = then.length >= 2 && (isBlackjack(then.slice(0, 2)) || dealerMustStand(then, standsOn, standsSoft));
          if (d && state.dealerDrewAfterSettlement !== undefined && !complete) {
            ctx.report({ messageId: 'beforeDealerDrew', event: d.index, seat: d.seat, hand: d.hand, data: { settledAt: d.index, drewAt: state.dealerDrewAfterSettlement } });
          } else if (d?.holeDown) {
            ctx.report({ messageId: 'beforeDealerShown', event: d.index, seat: d.seat, hand: d.hand, data: { settledAt: d.index } });
          }
          for (const seat of state.seats) {
            for (const h of seat.hands) {
              const late = h.playedAfterSettlement;
              if (late) ctx.report({ messageId: 'playedAfter', event: late.index, seat: seat.seat, hand: h.index, data: { settledAt: late.settledAt, playedAt: late.index } });
            }
          }
        },
      };
    },
  });
}
