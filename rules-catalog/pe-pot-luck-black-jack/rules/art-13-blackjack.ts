// Art. 13º «Si cualquier jugador obtiene un Black Jack, el dealer debe inmediatamente pagar al jugador el
// premio en proporción de 3 a 2, a menos que el dealer obtenga en su primera carta repartida un "As", una
// figura o un "10"; en cuyo caso deberá esperar a que todos los jugadores hayan terminado sus juegos y el
// dealer descubra su carta cubierta. ... el jugador podrá optar por el pago simple. La opción se permitirá
// hasta antes de iniciarse la etapa de entrega voluntaria de cartas. En este caso el jugador recibe un premio en
// proporción de 1 a 1 y el dealer recogerá sus cartas y las depositará en el descartador.»
// The amounts are judged by `blackjack-pays-3-to-2` (settlement.ts); these rules judge the timing.
import { dealerUpCard } from '../../../engine/blackjack/state.js';
import type { BjHand, BjState } from '../../../engine/blackjack/state.js';
import type { HandEvent, SettlementEvent } from '../../../engine/core/types.js';
import { cardGlyph, isAce, isTenOrFigure } from '../../../engine/core/cards.js';
import { evenMoneyOffered, isPlayerBlackjack, surrenderSettles } from '../../families/blackjack/settlement.js';
import { mainParamsOf, MAIN_PARAMS } from '../../families/blackjack/params.js';
import type { MainParams } from '../../families/blackjack/settlement.js';
import { defineRule } from '../../families/blackjack/define-rule.js';
import { playOf } from '../../families/blackjack/rules/player-turns.js';
import { seatIn } from '../../../engine/core/fold-lists.js';
import { behindPlace } from '../../framework/behind-place.js';


export const blackjackPaymentTiming = defineRule({
  id: 'blackjack-payment-timing',
  article: 'Art. 13º',
  category: 'procedure',
  params: ['blackjack_paid_by', 'even_money_paid_by', ...MAIN_PARAMS],
  description: {
    es: 'El Black Jack se paga de inmediato, salvo que la primera carta del dealer sea As, figura o 10: entonces tras descubrir el dealer su carta; el pago simple, al tomarse.',
    en: 'A blackjack is paid at once, unless the dealer\'s first card is an ace, ten or figure: then after the dealer reveals; even money, as it is taken.',
  },
  messages: {
    tooEarly: {
      es: 'El Black Jack del asiento {seat}{behindText} se pagó antes de que el dealer descubriera su carta, con {up} como primera carta del dealer ({article}).',
      en: 'Seat {seat}\'s blackjack{behindText} was paid before the dealer revealed, with {up} as the dealer\'s first card ({article}).',
    },
    settledEarly: {
      es: 'El Black Jack del asiento {seat}{behindText} se liquidó ({how}) antes de que el dealer descubriera su carta, con {up} como primera carta del dealer; el {article} manda esperar a que la descubra.',
      en: 'Seat {seat}\'s blackjack{behindText} was settled ({how}) before the dealer revealed, with {up} as the dealer\'s first card; {article} has the dealer wait until he reveals it.',
    },
    late: {
      es: 'El Black Jack del asiento {seat}{behindText} no se pagó de inmediato: se pagó en el turno del dealer ({article}).',
      en: 'Seat {seat}\'s blackjack{behindText} was not paid at once: it was paid during the dealer\'s turn ({article}).',
    },
    passed: {
      es: 'El Black Jack del asiento {seat}{behindText} no se pagó de inmediato: el asiento {later}, que juega después, ya había jugado (evento {playedAt}) ({article}).',
      en: 'Seat {seat}\'s blackjack{behindText} was not paid at once: seat {later}, which plays after it, had already played (event {playedAt}) ({article}).',
    },
    evenMoneyPassed: {
      es: 'El pago simple del asiento {seat} (tomado en el evento {takenAt}) no se pagó al tomarse: el asiento {later} ya había jugado (evento {playedAt}); el {article} lo paga 1 a 1 cuando el jugador opta por él, antes de la entrega voluntaria de cartas.',
      en: 'Seat {seat}\'s even money (taken at event {takenAt}) was not paid when taken: seat {later} had already played (event {playedAt}); {article} pays it 1 to 1 when the player opts for it, before the voluntary dealing.',
    },
    evenMoneyDealerTurn: {
      es: 'El pago simple del asiento {seat} (tomado en el evento {takenAt}) no se pagó al tomarse: se pagó en el turno del dealer (evento {dealerAt}); el {article} lo paga 1 a 1 cuando el jugador opta por él, sin esperar a que el dealer descubra su carta.',
      en: 'Seat {seat}\'s even money (taken at event {takenAt}) was not paid when taken: it was paid in the dealer\'s turn (event {dealerAt}); {article} pays it 1 to 1 when the player opts for it, without waiting for the dealer to reveal his card.',
    },
  },
  compile(ctx) {
    const paramsOf = mainParamsOf(ctx);
    let p!: MainParams;
    const by = ctx.param<string>('blackjack_paid_by');
    if (by !== 'own-turn' && by !== 'dealer-turn') throw new Error(`blackjack_paid_by "${by}" is not 'own-turn' or 'dealer-turn'`);
    const evenMoneyBy = ctx.param<string | null>('even_money_paid_by');
    if (evenMoneyBy !== null && evenMoneyBy !== 'voluntary-dealing' && evenMoneyBy !== 'dealer-turn') {
      throw new Error(`even_money_paid_by "${evenMoneyBy}" is not 'voluntary-dealing', 'dealer-turn' or null`);
    }
    // Seats whose even money payment has been judged: once per seat.
    const evenMoneyJudged = new Set<number>();
    // Bets behind a box (seat, hand, player) whose Black Jack was pushed or collected before the reveal: once each.
    const behindSettled = new Set<string>();
    // The first play (event) of each seat in the voluntary dealing.
    const firstPlay = new Map<number, number>();
    // A play as the players' turns read it (playOf): a card that is no part of its hand is not one.
    const track = (e: HandEvent, _before: BjState, after: BjState) => {
      const seat = playOf(e, after, p)?.seat;
      if (seat !== undefined && !firstPlay.has(seat)) firstPlay.set(seat, e.index);
    };
    const settle = (e: SettlementEvent, before: BjState) => {
      if (e.spot !== 'main') return;
      // A bet behind the box rides the box's hand: its player holds the same Black Jack («Si cualquier jugador obtiene un
      // Black Jack, el dealer debe inmediatamente pagar al jugador»), paid or waiting as the box's is; the words name it.
      const behind = e.behind === true;
      const hand = seatIn(before.seats, e.seat)?.hands[(e.hand ?? 1) - 1];
      if (!hand || !isPlayerBlackjack(hand, p)) return;
      // A Black Jack surrendered (Art. 9º excepts none) was given up: the half «el dealer recogerá inmediatamente» is
      // the retiro's, judged by the surrender rules, not a Black Jack settled before the reveal (clause28).
      if (surrenderSettles(before, hand, p)) return;
      if (hand.evenMoney) {
        if (!behind && e.type === 'payout' && evenMoneyBy !== null && !evenMoneyJudged.has(e.seat)) evenMoneyTiming(e, before, hand);
        return;
      }
      const behindText = behind
        ? { es: { behindText: ` (apuesta de detrás de la casilla${e.player !== undefined ? `, ${e.player}` : ''})` }, en: { behindText: ` (the bet behind the box${e.player !== undefined ? `, ${e.player}` : ''})` } }
        : { es: { behindText: '' }, en: { behindText: '' } };
      const place = behindPlace(behind, e.player);
      const up = dealerUpCard(before);
      if (up === undefined) return;
      const mustWait = isAce(up) || isTenOrFigure(up);
      const upText = cardGlyph(up);
      const early = mustWait && before.holeRevealedAt === undefined && before.holeCard;
      if (e.type !== 'payout') {
        // «...en cuyo caso deberá esperar a que todos los jugadores hayan terminado sus juegos y el dealer descubra
        // su carta cubierta»: a push (or a collection) before the reveal is settled before its outcome is known.
        // The amount is judged by blackjack-pays-3-to-2; once per hand.
        const behindKey = `${e.seat}.${hand.index}.${e.player ?? ''}`;
        if (early && (behind ? !behindSettled.has(behindKey) : hand.settledAt === undefined)) {
          if (behind) behindSettled.add(behindKey);
          const how = e.type === 'return' ? { es: 'devolución de la apuesta', en: 'stake returned' } : { es: 'cobro de la apuesta', en: 'stake collected' };
          ctx.report({
            messageId: 'settledEarly', event: e.index, seat: e.seat, hand: hand.index, ...place, data: { up: upText },
            dataByLang: { es: { how: how.es, ...behindText.es }, en: { how: how.en, ...behindText.en } },
          });
        }
        return;
      }
      if (early) {
        ctx.report({ messageId: 'tooEarly', event: e.index, seat: e.seat, hand: hand.index, ...place, data: { up: upText }, dataByLang: behindText });
      } else if (!mustWait && before.dealerTurnAt !== undefined) {
        ctx.report({ messageId: 'late', event: e.index, seat: e.seat, hand: hand.index, ...place, dataByLang: behindText });
      } else if (!mustWait && by === 'own-turn') {
        // «...el dealer debe inmediatamente pagar...»: the players are served one by one in seat order (Art. 14º),
        // so once a seat after this one has played, the dealer has passed the blackjack without paying it
        // (interpretation, parameter blackjack_paid_by).
        const later = [...firstPlay].filter(([seat]) => seat > e.seat).sort((a, b) => a[1] - b[1])[0];
        if (later) ctx.report({ messageId: 'passed', event: e.index, seat: e.seat, hand: hand.index, ...place, data: { later: later[0], playedAt: later[1] }, dataByLang: behindText });
      }
    };
    // «...el jugador podrá optar por el pago simple. La opción se permitirá hasta antes de iniciarse la etapa de entrega
    // voluntaria de cartas. En este caso el jugador recibe un premio en proporción de 1 a 1 y el dealer recogerá sus
    // cartas...»: the even money is the player's way out of waiting for the dealer's card, paid as he opts for it, within
    // the option's stage. Paid once another seat has played (even_money_paid_by = voluntary-dealing) or in the dealer's
    // turn, the dealer made it wait all the same (interpretation). An even money the option did not admit is
    // even-money-allowed's, and settles nothing: its payment is not judged here.
    const evenMoneyTiming = (e: SettlementEvent, before: BjState, hand: BjHand) => {
      if (!evenMoneyOffered(before, hand, p.evenMoney.closes)) return;
      const takenAt = hand.decisions.find((d) => d.action === 'even_money')?.index;
      if (takenAt === undefined) return;
      evenMoneyJudged.add(e.seat);
      const at = { event: e.index, seat: e.seat, hand: hand.index };
      if (before.dealerTurnAt !== undefined) {
        ctx.report({ messageId: 'evenMoneyDealerTurn', ...at, data: { takenAt, dealerAt: before.dealerTurnAt } });
        return;
      }
      if (evenMoneyBy !== 'voluntary-dealing') return;
      const other = [...firstPlay].filter(([seat, playedAt]) => seat !== e.seat && playedAt > takenAt).sort((a, b) => a[1] - b[1])[0];
      if (other) ctx.report({ messageId: 'evenMoneyPassed', ...at, data: { takenAt, later: other[0], playedAt: other[1] } });
    };
    const handStart = () => {
      p = paramsOf();
      firstPlay.clear();
      evenMoneyJudged.clear();
      behindSettled.clear();
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
        const hand = seatIn(before.seats, e.seat)?.hands[(e.hand ?? 1) - 1];
        if (!hand || !isPlayerBlackjack(hand, p)) ctx.report({ messageId: 'noBlackjack', ...at });
        if (before.voluntaryStartedAt !== undefined) ctx.report({ messageId: 'late', ...at });
      },
    };
  },
});
