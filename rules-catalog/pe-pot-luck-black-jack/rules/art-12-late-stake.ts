// Art. 12º «El jugador puede incrementar su apuesta efectuada de conformidad con el Artículo 7º del
// presente Reglamento, después de haber recibido sus dos primeras cartas, cuando le llega el turno de pedir
// cartas. En estos casos se le entregará sólo una carta descubierta. ... El incremento de la apuesta podrá
// hacerse hasta por un máximo de la apuesta original.»
// Once a box holds cards, the only raise the text allows is this increment (a double decision): a main bet
// placed then is not a lawful stake. The settlement is judged against the stake placed before it
// (parameter main_bet_closes); the increment itself is judged by double-allowed and double-one-card.
import { lastDealtHand, seatOf } from '../../../engine/blackjack/state.js';
import { cardGlyph } from '../../../engine/core/cards.js';
import type { Money } from '../../../engine/core/money.js';
import { defineRule } from '../../families/blackjack/define-rule.js';

export const mainBetAfterCards = defineRule({
  id: 'main-bet-after-cards',
  article: 'Art. 12º',
  category: 'procedure',
  description: {
    es: 'Con cartas en la casilla, la apuesta solo se incrementa como lo permite el artículo (en su turno, hasta la original, con una sola carta): otra apuesta no se admite.',
    en: 'Once the box holds cards, the wager may only be raised as the article allows (on the player\'s turn, up to the original, with one card): any other bet is not admitted.',
  },
  messages: {
    late: {
      es: 'Apuesta principal de {amount} en el asiento {seat} cuando la casilla ya tenía {cards} {cards|carta|cartas}; después de recibir cartas el {article} solo permite el incremento de la apuesta: la liquidación se juzga sobre la apuesta colocada antes, {lawful}.',
      en: 'A main bet of {amount} on seat {seat} when the box already held {cards} {cards|card|cards}; once cards are dealt {article} allows only the increment of the wager: the settlement is judged on the stake placed before, {lawful}.',
    },
  },
  compile(ctx) {
    return {
      bet(e, before, after) {
        if (e.spot !== 'main' || e.behind) return;
        const seat = seatOf(after, e.seat)!;
        const placed = seat.bets[seat.bets.length - 1]!;
        if (placed.cardsHeld === 0) return;
        const lawful = seatOf(before, e.seat)!.bets.filter((b) => b.spot === 'main' && !b.behind && b.cardsHeld === 0).reduce((a, b) => a + b.amount, 0) as Money;
        ctx.report({ messageId: 'late', event: e.index, seat: e.seat, hand: 1, spot: 'main', data: { cards: placed.cardsHeld }, money: { amount: e.amount, lawful } });
      },
    };
  },
});

export const doubleCardFaceUp = defineRule({
  id: 'double-card-face-up',
  article: 'Art. 12º',
  category: 'procedure',
  description: {
    es: 'Tras el incremento de la apuesta se entrega una sola carta, descubierta.',
    en: 'After the wager is raised the player receives one card, face up.',
  },
  messages: {
    faceDown: {
      es: 'La carta del incremento de la mano {hand} del asiento {seat} ({card}) se dio cubierta; el {article} manda entregar «sólo una carta descubierta».',
      en: 'The card after seat {seat} hand {hand}\'s increment ({card}) was dealt face down; {article} requires «only one card, face up».',
    },
  },
  compile(ctx) {
    return {
      deal(e, _before, after) {
        if (e.to.kind !== 'seat' || e.face !== 'down') return;
        const hand = lastDealtHand(after);
        if (!hand || hand.doubledAt === undefined || hand.cards.length !== (hand.cardsAtDouble ?? 0) + 1) return;
        ctx.report({ messageId: 'faceDown', event: e.index, seat: e.to.seat, hand: hand.index, data: { card: cardGlyph(e.card) } });
      },
    };
  },
});
