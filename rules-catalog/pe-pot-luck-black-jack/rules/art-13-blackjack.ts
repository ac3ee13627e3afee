// Art. 13º «Si cualquier jugador obtiene un Black Jack, el dealer debe inmediatamente pagar al jugador el
// premio en proporción de 3 a 2, a menos que el dealer obtenga en su primera carta repartida un "As", una
// figura o un "10"; en cuyo caso deberá esperar a que todos los jugadores hayan terminado sus juegos y el
// dealer descubra su carta cubierta. ... el jugador podrá optar por el pago simple. La opción se permitirá
// hasta antes de iniciarse la etapa de entrega voluntaria de cartas.»
// The amounts are judged by `blackjack-pays-3-to-2` (settlement.ts); these rules judge the timing.
import { dealerUpCard } from '../../../engine/blackjack/state.js';
import type { BjState } from '../../../engine/blackjack/state.js';
import type { HandEvent, SettlementEvent } from '../../../engine/core/types.js';
import { cardGlyph, isAce, isTenOrFigure } from '../../../engine/core/cards.js';
import { isPlayerBlackjack } from '../../families/blackjack/settlement.js';
import { mainParamsOf, MAIN_PARAMS } from '../../families/blackjack/params.js';
import type { MainParams } from '../../families/blackjack/settlement.js';
import { defineRule } from '../../families/blackjack/define-rule.js';

const VOLUNTARY = new Set(['hit', 'stand', 'double', 'split']);

export const blackjackPaymentTiming = defineRule({
  id: 'blackjack-payment-timing',
  article: 'Art. 13º',
  category: 'procedure',
  params: ['blackjack_paid_by', ...MAIN_PARAMS],
  description: {
    es: 'El Black Jack se paga de inmediato, salvo que la primera carta del dealer sea As, figura o 10: entonces tras descubrir el dealer su carta.',
    en: 'A blackjack is paid at once, unless the dealer\'s first card is an ace, ten or figure: then after the dealer reveals.',
  },
  messages: {
    tooEarly: {
      es: 'El Black Jack del asiento {seat} se pagó antes de que el dealer descubriera su carta, con {up} como primera carta del dealer ({article}).',
      en: 'Seat {seat}\'s blackjack was paid before the dealer revealed, with {up} as the dealer\'s first card ({article}).',
    },
    settledEarly: {
      es: 'El Black Jack del asiento {seat} se liquidó ({how}) antes de que el dealer descubriera su carta, con {up} como primera carta del dealer; el {article} manda esperar a que la descubra.',
      en: 'Seat {seat}\'s blackjack was settled ({how}) before the dealer revealed, with {up} as the dealer\'s first card; {article} has the dealer wait until he reveals it.',
    },
    late: {
      es: 'El Black Jack del asiento {seat} no se pagó de inmediato: se pagó en el turno del dealer ({article}).',
      en: 'Seat {seat}\'s blackjack was not paid at once: it was paid during the dealer\'s turn ({article}).',
    },
    passed: {
      es: 'El Black Jack del asiento {seat} no se pagó de inmediato: el asiento {later}, que juega después, ya había jugado (evento {playedAt}) ({article}).',
      en: 'Seat {seat}\'s blackjack was not paid at once: seat {later}, which plays after it, had already played (event {playedAt}) ({article}).',
    },
  },
  compile(ctx) {
    const paramsOf = mainParamsOf(ctx);
    let p!: MainParams;
    const by = ctx.param<string>('blackjack_paid_by');
    if (by !== 'own-turn' && by !== 'dealer-turn') throw new Error(`blackjack_paid_by "${by}" is not 'own-turn' or 'dealer-turn'`);
    // The first play (event) of each seat in the voluntary dealing.
    const firstPlay = new Map<number, number>();
    const track = (e: HandEvent, _before: BjState, after: BjState) => {
      const seat = e.type === 'decision' && VOLUNTARY.has(e.action) ? e.seat
        : e.type === 'deal' && e.to.kind === 'seat' && after.mandatoryEndedAt !== undefined && e.index > after.mandatoryEndedAt ? e.to.seat : undefined;
      if (seat !== undefined && !firstPlay.has(seat)) firstPlay.set(seat, e.index);
    };
    const settle = (e: SettlementEvent, before: BjState) => {
      if (e.spot !== 'main' || e.behind === true) return;
      const hand = before.seats.find((s) => s.seat === e.seat)?.hands[(e.hand ?? 1) - 1];
      if (!hand || !isPlayerBlackjack(hand, p) || hand.evenMoney) return;
      const up = dealerUpCard(before);
      if (up === undefined) return;
      const mustWait = isAce(up) || isTenOrFigure(up);
      const upText = cardGlyph(up);
      const early = mustWait && before.holeRevealedAt === undefined && before.holeCard;
      if (e.type !== 'payout') {
        // «...en cuyo caso deberá esperar a que todos los jugadores hayan terminado sus juegos y el dealer descubra
        // su carta cubierta»: a push (or a collection) before the reveal is settled before its outcome is known.
        // The amount is judged by blackjack-pays-3-to-2; once per hand.
        if (early && hand.settledAt === undefined) {
          ctx.report({
            messageId: 'settledEarly', event: e.index, seat: e.seat, hand: hand.index, data: { up: upText },
            dataByLang: e.type === 'return' ? { es: { how: 'devolución de la apuesta' }, en: { how: 'stake returned' } } : { es: { how: 'cobro de la apuesta' }, en: { how: 'stake collected' } },
          });
        }
        return;
      }
      if (early) {
        ctx.report({ messageId: 'tooEarly', event: e.index, seat: e.seat, hand: hand.index, data: { up: upText } });
      } else if (!mustWait && before.dealerTurnAt !== undefined) {
        ctx.report({ messageId: 'late', event: e.index, seat: e.seat, hand: hand.index });
      } else if (!mustWait && by === 'own-turn') {
        // «...el dealer debe inmediatamente pagar...»: the players are served one by one in seat order (Art. 14º),
        // so once a seat after this one has played, the dealer has passed the blackjack without paying it
        // (interpretation, parameter blackjack_paid_by).
        const later = [...firstPlay].filter(([seat]) => seat > e.seat).sort((a, b) => a[1] - b[1])[0];
        if (later) ctx.report({ messageId: 'passed', event: e.index, seat: e.seat, hand: hand.index, data: { later: later[0], playedAt: later[1] } });
      }
    };
    const handStart = () => {
      p = paramsOf();
      firstPlay.clear();
    };
    return { handStart, event: track, payout: settle, collect: settle, return: settle };
  },
});

export const evenMoneyAllowed = defineRule({
  id: 'even-money-allowed',
  article: 'Art. 13º',
  category: 'procedure',
  params: [...MAIN_PARAMS],
  description: {
    es: 'El pago simple solo con Black Jack contra un As del dealer y antes de la entrega voluntaria.',
    en: 'Even money only on a blackjack against a dealer ace, before the voluntary dealing.',
  },
  messages: {
    noAce: {
      es: 'El asiento {seat} tomó el pago simple sin un As como primera carta del dealer ({article}).',
      en: 'Seat {seat} took even money without an ace as the dealer\'s first card ({article}).',
    },
    noBlackjack: {
      es: 'El asiento {seat} tomó el pago simple sin tener Black Jack ({article}).',
      en: 'Seat {seat} took even money without a blackjack ({article}).',
    },
    late: {
      es: 'El asiento {seat} tomó el pago simple después de iniciada la entrega voluntaria ({article}).',
      en: 'Seat {seat} took even money after the voluntary dealing had begun ({article}).',
    },
  },
  compile(ctx) {
    const paramsOf = mainParamsOf(ctx);
    return {
      decision(e, before) {
        if (e.action !== 'even_money') return;
        const p = paramsOf();
        const at = { event: e.index, seat: e.seat, hand: e.hand ?? 1 };
        const up = dealerUpCard(before);
        if (up === undefined || !isAce(up)) ctx.report({ messageId: 'noAce', ...at });
        const hand = before.seats.find((s) => s.seat === e.seat)?.hands[(e.hand ?? 1) - 1];
        if (!hand || !isPlayerBlackjack(hand, p)) ctx.report({ messageId: 'noBlackjack', ...at });
        if (before.voluntaryStartedAt !== undefined) ctx.report({ messageId: 'late', ...at });
      },
    };
  },
});
