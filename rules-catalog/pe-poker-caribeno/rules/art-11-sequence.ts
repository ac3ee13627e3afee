// Art. 11º «Luego de haberse cumplido con lo establecido en el Artículo 10º del presente Reglamento y después que
// cada jugador ha examinado sus cartas, decidirán si continúan en la partida realizando un bet o se retiran
// perdiendo su ante. ... Después que los jugadores han realizado su bet o se han retirado de la partida, el
// dealer descubre sus cartas y con las mismas prepara la combinación de mayor valor, luego procederá a
// compararlas con las manos de los jugadores que quedaron en la partida.»
// The order is what protects the player: decisions on a complete deal, the dealer's cards shown only once
// everybody has decided, and hands compared (settled) only against the dealer's shown cards.
import type { CsState } from '../../../engine/caribbean/state.js';
import { dealerFullyRevealed, seatsInHand } from '../../../engine/caribbean/state.js';
import { defineRule } from '../../framework/types.js';

export const decideThenRevealThenCompare = defineRule<CsState>({
  id: 'decide-then-reveal-then-compare',
  article: 'Art. 11º',
  category: 'procedure',
  description: {
    es: 'Tras el reparto completo cada jugador apuesta (bet) o se retira; después el dealer descubre sus cartas y solo entonces compara con quienes siguen.',
    en: 'After the complete deal each player bets or folds; then the dealer reveals his cards, and only then compares with the players still in.',
  },
  messages: {
    decidedDuringDeal: {
      es: 'Asiento {seat}: decidió ({action}) antes de completarse el reparto (último naipe en el evento {dealEnd}).',
      en: 'Seat {seat}: decided ({action}) before the deal was complete (last card at event {dealEnd}).',
    },
    revealedBeforeDecisions: {
      es: 'El dealer descubrió sus cartas antes de que decidieran: asiento(s) {seats}.',
      en: 'The dealer revealed his cards before these seats had decided: {seats}.',
    },
    noDecision: {
      es: 'Asiento {seat}: no consta que apostara (bet) ni que se retirara.',
      en: 'Seat {seat}: no bet and no fold is recorded.',
    },
    comparedBeforeReveal: {
      es: 'Asiento {seat}: su {spot} se liquidó antes de que el dealer descubriera todas sus cartas.',
      en: 'Seat {seat}: the {spot} was settled before the dealer had revealed all his cards.',
    },
  },
  create(ctx) {
    const cardsPerHand = ctx.param<number>('cards_per_hand');
    let comparedEarly = false;
    return {
      payout: (e, before) => early(e, before),
      collect: (e, before) => early(e, before),
      return: (e, before) => early(e, before),
      handEnd(state) {
        const seats = seatsInHand(state).filter((s) => s.cards.length > 0);
        const complete = state.dealer.length === cardsPerHand && seats.every((s) => s.cards.length === cardsPerHand);
        const dealEnd = state.deals[state.deals.length - 1]?.index;
        if (complete && dealEnd !== undefined) {
          for (const s of seats) {
            if (s.decision && s.decision.index < dealEnd) {
              ctx.report({ messageId: 'decidedDuringDeal', event: s.decision.index, seat: s.seat, data: { action: s.decision.action, dealEnd } });
            }
          }
        }
        const reveal = state.dealerRevealStartedAt;
        if (reveal !== undefined) {
          const late = seats.filter((s) => s.decision && s.decision.index > reveal).map((s) => s.seat);
          if (late.length > 0) ctx.report({ messageId: 'revealedBeforeDecisions', event: reveal, data: { seats: late.join(', ') } });
        }
        for (const s of seats) if (!s.decision && s.ante > 0) ctx.report({ messageId: 'noDecision', seat: s.seat });
      },
    };

    function early(e: { index: number; seat: number; spot: string }, before: CsState): void {
      if (comparedEarly) return;
      const seat = before.seats.find((s) => s.seat === e.seat);
      if (seat?.decision?.action !== 'bet' || dealerFullyRevealed(before)) return;
      comparedEarly = true;
      ctx.report({ messageId: 'comparedBeforeReveal', event: e.index, seat: e.seat, data: { spot: e.spot } });
    }
  },
});
