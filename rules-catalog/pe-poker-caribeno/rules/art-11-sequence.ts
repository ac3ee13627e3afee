// Art. 11º «Luego de haberse cumplido con lo establecido en el Artículo 10º del presente Reglamento y después que
// cada jugador ha examinado sus cartas, decidirán si continúan en la partida realizando un bet o se retiran
// perdiendo su ante. ... Después que los jugadores han realizado su bet o se han retirado de la partida, el
// dealer descubre sus cartas y con las mismas prepara la combinación de mayor valor, luego procederá a
// compararlas con las manos de los jugadores que quedaron en la partida.»
// The order is what protects the player: decisions on a complete deal, the dealer's cards shown only once
// everybody has decided, and hands compared (settled) only against the dealer's shown cards.
import type { CsSeat, CsState } from '../../../engine/caribbean/state.js';
import { seatsInHand } from '../../../engine/caribbean/state.js';
import { defineRule } from '../../families/caribbean/define-rule.js';
import { seatIn } from '../../../engine/core/fold-lists.js';
import type { CsCard } from '../../../engine/caribbean/state.js';

export const decideThenRevealThenCompare = defineRule({
  id: 'decide-then-reveal-then-compare',
  article: 'Art. 11º',
  category: 'procedure',
  params: ['cards_per_hand', 'bet_closes_at', 'default_decks'],
  description: {
    es: 'Tras el reparto completo cada jugador apuesta (bet) o se retira; después el dealer descubre sus cartas y solo entonces compara con quienes siguen.',
    en: 'After the complete deal each player bets or folds; then the dealer reveals his cards, and only then compares with the players still in.',
  },
  messages: {
    decidedDuringDeal: {
      es: 'Zona {seat}: decidió ({action}) antes de completarse el reparto (último naipe en el evento {dealEnd}).',
      en: 'Zone {seat}: decided ({action}) before the deal was complete (last card at event {dealEnd}).',
    },
    revealedBeforeDecisions: {
      es: 'El dealer descubrió sus cartas antes de que {seatCount|decidiera la zona|decidieran las zonas} {seats}.',
      en: 'The dealer revealed his cards before {seatCount|zone|zones} {seats} had decided.',
    },
    noDecision: {
      es: 'Zona {seat}: no consta que apostara (bet) ni que se retirara.',
      en: 'Zone {seat}: no bet and no fold is recorded.',
    },
    noDecisionBeforeReveal: {
      es: 'Zona {seat}: no consta que apostara (bet) ni que se retirara antes de que el dealer descubriera sus cartas (evento {due}).',
      en: 'Zone {seat}: no bet and no fold is recorded before the dealer revealed his cards (event {due}).',
    },
    noDecisionBeforeSettlement: {
      es: 'Zona {seat}: no consta que apostara (bet) ni que se retirara antes de que la mesa liquidara su {spot} (evento {due}).',
      en: 'Zone {seat}: no bet and no fold is recorded before the table settled the {spot} (event {due}).',
    },
    comparedBeforeReveal: {
      es: 'Zona {seat}: su {spot} se liquidó antes de que el dealer descubriera todas sus cartas.',
      en: 'Zone {seat}: the {spot} was settled before the dealer had revealed all his cards.',
    },
    settledBeforeDecision: {
      es: 'Zona {seat}: su {spot} se liquidó (evento {settled}) antes de que decidiera hacer el bet (evento {decided}); el {article} compara las manos después de las decisiones.',
      en: 'Zone {seat}: the {spot} was settled (event {settled}) before the player decided to bet (event {decided}); {article} compares the hands after the decisions.',
    },
    betAfterFold: {
      es: 'Zona {seat}: hizo un bet de {amount} (evento {later}) después de retirarse (evento {decided}); quien se retira deja la partida: esas fichas no son apuesta y se devuelven enteras.',
      en: 'Zone {seat}: made a bet of {amount} (event {later}) after folding (event {decided}); a player who folds leaves the game: those chips are no wager and are owed back whole.',
    },
    foldAfterBet: {
      es: 'Zona {seat}: se retiró (evento {later}) después de hacer su bet (evento {decided}); el {article} da a cada jugador una sola decisión: vale el bet, y la mano se compara.',
      en: 'Zone {seat}: folded (event {later}) after making its bet (event {decided}); {article} gives each player one decision: the bet stands, and the hand is compared.',
    },
    betAddedAfterReveal: {
      es: 'Zona {seat}: añadió {amount} al bet (evento {later}) después de que el dealer empezara a descubrir sus cartas (evento {reveal}): no es apuesta y se devuelve entero.',
      en: 'Zone {seat}: added {amount} to the bet (event {later}) after the dealer began to reveal his cards (event {reveal}): no wager, owed back whole.',
    },
    settledBeforeCards: {
      es: 'Zona {seat}: su {spot} se liquidó (evento {settled}) antes de que su mano estuviera completa (carta en el evento {card}); se juzga la mano final.',
      en: 'Zone {seat}: the {spot} was settled (event {settled}) before the hand was complete (a card at event {card}); the final hand is judged.',
    },
  },
  compile(ctx) {
    const cardsPerHand = ctx.param<number>('cards_per_hand');
    const closesAtReveal = ctx.param<'dealer-reveal' | null>('bet_closes_at') === 'dealer-reveal';
    const defaultDecks = ctx.param<number>('default_decks');
    return {
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
          if (late.length > 0) ctx.report({ messageId: 'revealedBeforeDecisions', event: reveal, data: { seats: late.join(', '), seatCount: late.length } });
        }
        for (const s of seats) if (!s.decision && s.ante > 0) reportNoDecision(state, s.seat);
        for (const s of seats) decidedAgain(state, s);
        settledEarly(state);
      },
    };

    /**
     * A zone's decisions after its first (Art. 11º gives it one, and the first stands: betStakes, judge-wagers.ts):
     * a bet after a fold, a fold after a bet, chips added to the raise once the dealer began to reveal. A raise
     * placed in two stacks before the reveal, or a fold recorded twice, is one decision and says nothing.
     */
    function decidedAgain(state: CsState, seat: CsSeat): void {
      const first = seat.decision;
      if (!first) return;
      const reveal = closesAtReveal ? state.dealerRevealStartedAt : undefined;
      for (const d of seat.laterDecisions) {
        const at = { event: d.index, seat: seat.seat };
        if (first.action === 'fold' && d.action === 'bet') {
          ctx.report({ messageId: 'betAfterFold', ...at, spot: 'bet', money: { amount: d.amount! }, data: { later: d.index, decided: first.index } });
        } else if (first.action === 'bet' && d.action === 'fold') {
          ctx.report({ messageId: 'foldAfterBet', ...at, data: { later: d.index, decided: first.index } });
        } else if (first.action === 'bet' && d.action === 'bet' && reveal !== undefined && d.index > reveal) {
          ctx.report({ messageId: 'betAddedAfterReveal', ...at, spot: 'bet', money: { amount: d.amount! }, data: { later: d.index, reveal } });
        }
      }
    }

    /**
     * A zone that neither bet nor folded: the finding points at the event by which the decision was due, the
     * dealer's reveal or the zone's first settlement, whichever came first (none when the hand has neither).
     */
    function reportNoDecision(state: CsState, seat: number): void {
      const settled = state.settlements.find((x) => x.seat === seat);
      const reveal = state.dealerRevealStartedAt;
      if (settled && (reveal === undefined || settled.index < reveal)) {
        ctx.report({ messageId: 'noDecisionBeforeSettlement', event: settled.index, seat, data: { due: settled.index, spot: settled.spot } });
      } else if (reveal !== undefined) {
        ctx.report({ messageId: 'noDecisionBeforeReveal', event: reveal, seat, data: { due: reveal } });
      } else {
        ctx.report({ messageId: 'noDecision', seat });
      }
    }

    /**
     * Settlements made too early, judged on the final hands all the same (judge-wagers.ts): before the zone
     * decided to bet, before its last card, or (once a hand) before the dealer's cards were all out and
     * shown. A folded zone loses its ante whatever the order.
     */
    function settledEarly(state: CsState): void {
      let comparedEarly = false;
      const reported = new Set<string>();
      const once = (key: string) => !reported.has(key) && reported.add(key);
      for (const x of state.settlements) {
        const seat = seatIn(state.seats, x.seat);
        if (seat?.decision?.action !== 'bet') continue;
        // An ante settled before any card (set aside: withdrawn) is judged as no game (art-11-late-ante.ts).
        if (x.spot === 'ante' && seat.withdrawn && x.index < seat.withdrawn.until) continue;
        const data = { spot: x.spot, settled: x.index };
        if (seat.decision.index > x.index) {
          if (once(`decision:${x.seat}`)) ctx.report({ messageId: 'settledBeforeDecision', event: x.index, seat: x.seat, data: { ...data, decided: seat.decision.index } });
          continue;
        }
        const laterCard = seat.cards.find((c) => c.index > x.index);
        if (laterCard && once(`cards:${x.seat}`)) {
          ctx.report({ messageId: 'settledBeforeCards', event: x.index, seat: x.seat, data: { ...data, card: laterCard.index } });
        }
        if (comparedEarly) continue;
        if (dealerShownBefore(state, x.index)) continue;
        comparedEarly = true;
        ctx.report({ messageId: 'comparedBeforeReveal', event: x.index, seat: x.seat, data: { spot: x.spot } });
      }
    }

    /**
     * Whether every card of the dealer was out and shown (dealt up, or revealed) before event `at`. A card the dealer
     * holds more often than the decks in play hold it (one deck: K♦ dealt to him twice) is one card as far as the deck
     * goes, Art. 5º's card-dealt-once finding: once its name is shown, the copies beyond the decks are shown with it.
     * Read copy by copy, the copy no reveal could name apart was «settled before the dealer revealed all his cards», a
     * second accusation for the one repeated card (mutate-cards' doubled dealer deal; clause30-other). Within what the
     * decks hold (two decks, K♦ twice), each copy is a card of its own and is shown by its own reveal.
     */
    function dealerShownBefore(state: CsState, at: number): boolean {
      if (state.dealer.length === 0 || state.dealer.some((c) => c.index > at)) return false;
      let decks = ctx.table.decks ?? defaultDecks;
      for (const p of state.procedures) if (p.name === 'new_deck' && p.decks !== undefined) decks = p.decks;
      const held = new Map<CsCard['card'], { copies: number; shown: number }>();
      for (const c of state.dealer) {
        const n = held.get(c.card) ?? { copies: 0, shown: 0 };
        n.copies++;
        if (shownBy(c, at)) n.shown++;
        held.set(c.card, n);
      }
      for (const n of held.values()) if (n.shown < Math.min(n.copies, decks)) return false;
      return true;
    }
  },
});

function shownBy(c: CsCard, at: number): boolean {
  return c.dealtFace === 'up' || (c.revealedAt !== undefined && c.revealedAt < at);
}
