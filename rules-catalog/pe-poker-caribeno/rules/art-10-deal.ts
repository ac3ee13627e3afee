// Art. 10º «En una partida se reparten cinco cartas a cada jugador y al dealer. La distribución de las cartas la
// hace el dealer de su izquierda a su derecha en cinco rondas. En cada ronda, cada participante en juego y el
// dealer recibe una carta. La última carta que se reparte en cada ronda corresponde al dealer. Todas las cartas
// serán distribuídas con las caras ocultas excepto la última carta que corresponda al dealer, la cual será
// repartida con la cara expuesta.»
import type { Participant } from '../../../engine/core/types.js';
import type { CsCard, CsState } from '../../../engine/caribbean/state.js';
import { cardGlyph } from '../../../engine/core/cards.js';
import { seatsInHand } from '../../../engine/caribbean/state.js';
import { both, participantWord, toParticipant } from './words.js';
import { defineRule } from '../../families/caribbean/define-rule.js';

/**
 * Who is in the deal: every zone in the hand, in seat order (seats are numbered from the dealer's left), then the
 * dealer; `cards` counts the cards the record deals him, `undealt` the first card he turned over that it never dealt.
 */
function participants(state: CsState): { who: Participant; cards: number; sixth?: number; undealt?: CsCard }[] {
  const of = (who: Participant, held: readonly CsCard[]) => {
    const dealt = held.filter((c) => !c.revealedOnly);
    return { who, cards: dealt.length, sixth: dealt[5]?.index, undealt: held.find((c) => c.revealedOnly) };
  };
  const out = seatsInHand(state).map((s) => of({ kind: 'seat', seat: s.seat }, s.cards));
  out.push(of({ kind: 'dealer', seat: 0 }, state.dealer));
  return out;
}

function sameParticipant(a: Participant, b: Participant): boolean {
  return a.kind === b.kind && a.seat === b.seat;
}

export const fiveCardsEach = defineRule({
  id: 'five-cards-each',
  article: 'Art. 10º',
  category: 'integrity',
  params: ['cards_per_hand'],
  description: { es: 'Cada jugador y el dealer reciben cinco cartas.', en: 'Each player and the dealer receive five cards.' },
  messages: {
    wrongCount: {
      es: '{who} recibió {count} {count|carta|cartas}, no {required}.',
      en: '{who} received {count} {count|card|cards}, not {required}.',
    },
    revealedNotDealt: {
      es: '{who}: la carta {card}, descubierta en el evento {reveal}, no consta en el reparto (el registro le reparte {count} {count|carta|cartas}); su mano se juzga con las cartas que mostró.',
      en: '{who}: card {card}, turned over at event {reveal}, is not in the deal (the record deals {count} {count|card|cards}); the hand is judged on the cards shown.',
    },
    tooFew: {
      es: '{who} recibió {count} {count|carta|cartas}, no {required}: el reparto terminó (evento {dealEnd}) sin completar su mano.',
      en: '{who} received {count} {count|card|cards}, not {required}: the deal ended (event {dealEnd}) without completing the hand.',
    },
  },
  compile(ctx) {
    const required = ctx.param<number>('cards_per_hand');
    return {
      handEnd(state) {
        if (state.firstDealAt === undefined) return;
        for (const p of participants(state)) {
          const who = both((lang) => ({ who: capital(participantWord(p.who, lang)) }));
          if (p.undealt) {
            // A card he turned over that the record never dealt: the deal it lacks, reported once for the hand (its
            // count short by that card, or a card named in place of one dealt).
            const r = { messageId: 'revealedNotDealt' as const, event: p.undealt.index, data: { card: cardGlyph(p.undealt.card), reveal: p.undealt.index, count: p.cards }, dataByLang: who };
            ctx.report(p.who.kind === 'seat' ? { ...r, seat: p.who.seat } : r);
            continue;
          }
          if (p.cards === required) continue;
          // Too many: the first card beyond the hand; too few: the deal's last card, where the deal ended short.
          const event = p.cards > required ? p.sixth : state.deals[state.deals.length - 1]?.index;
          const r = { messageId: p.cards > required ? 'wrongCount' as const : 'tooFew' as const, event, data: { count: p.cards, required, dealEnd: event ?? 0 }, dataByLang: who };
          ctx.report(p.who.kind === 'seat' ? { ...r, seat: p.who.seat } : r);
        }
      },
    };
  },
});

export const dealInFiveRounds = defineRule({
  id: 'deal-in-five-rounds',
  article: 'Art. 10º',
  category: 'procedure',
  params: ['cards_per_hand'],
  description: {
    es: 'El reparto va de la izquierda a la derecha del dealer en cinco rondas de una carta a cada participante, y el dealer recibe la última de cada ronda.',
    en: 'The deal goes from the dealer\'s left to right in five rounds of one card to each participant, the dealer taking the last card of each round.',
  },
  messages: {
    outOfOrder: {
      es: 'En la ronda {round} la carta correspondía {expectedTo} y se repartió {actualTo}.',
      en: 'In round {round} the card was due {expectedTo} and was dealt {actualTo}.',
    },
  },
  compile(ctx) {
    const rounds = ctx.param<number>('cards_per_hand');
    return {
      handEnd(state) {
        const who = participants(state);
        // A wrong number of cards is five-cards-each's finding; the order is judged on a complete deal only.
        if (state.firstDealAt === undefined || who.some((p) => p.cards !== rounds)) return;
        const order = who.map((p) => p.who);
        for (let i = 0; i < state.deals.length; i++) {
          const expected = order[i % order.length]!;
          const deal = state.deals[i]!;
          if (sameParticipant(expected, deal.to)) continue;
          const r = {
            messageId: 'outOfOrder' as const, event: deal.index, data: { round: Math.floor(i / order.length) + 1 },
            dataByLang: both((lang) => ({ expectedTo: toParticipant(expected, lang), actualTo: toParticipant(deal.to, lang) })),
          };
          ctx.report(deal.to.kind === 'seat' ? { ...r, seat: deal.to.seat } : r);
          return;
        }
      },
    };
  },
});

export const cardsFaceDownButDealersLast = defineRule({
  id: 'cards-face-down-but-dealers-last',
  article: 'Art. 10º',
  category: 'procedure',
  params: ['cards_per_hand'],
  description: {
    es: 'Todas las cartas se reparten boca abajo, salvo la última del dealer, que va boca arriba.',
    en: 'Every card is dealt face down except the dealer\'s last, which is dealt face up.',
  },
  messages: {
    wrongFace: {
      es: '{who}: {count} {count|carta repartida|cartas repartidas} con la cara equivocada; la primera, su carta n.º {position}, {face}. Todas van boca abajo salvo la última del dealer, boca arriba.',
      en: '{who}: {count} {count|card|cards} dealt with the wrong face; the first, card #{position}, {face}. Every card is dealt face down except the dealer\'s last, face up.',
    },
  },
  compile(ctx) {
    const last = ctx.param<number>('cards_per_hand');
    return {
      handEnd(state) {
        const hands = [
          ...seatsInHand(state).map((s) => ({ who: { kind: 'seat', seat: s.seat } as const, cards: s.cards })),
          { who: { kind: 'dealer', seat: 0 } as const, cards: state.dealer },
        ];
        for (const { who, cards: held } of hands) {
          // A card known only from its reveal was dealt face down, at a place in the deal the record does not give:
          // the dealer's up card is his last, that many places earlier among the cards the record deals.
          const cards = held.filter((c) => !c.revealedOnly);
          const wrongIfUpAt = (upAt: number) => cards.filter((c, i) => c.dealtFace !== (who.kind === 'dealer' && i === upAt ? 'up' : 'down'));
          let wrong = wrongIfUpAt(last - 1 - (held.length - cards.length));
          // Dealt more or fewer than five (five-cards-each's finding), «la última carta que corresponda al dealer» is
          // his fifth or the last he was dealt: either face up is the article kept, and a wrong count alone does not
          // make a second Art. 10º finding of the same deal. A card up at neither place is still reported.
          if (who.kind === 'dealer' && held.length !== last && cards.length > 0) {
            const upLast = wrongIfUpAt(cards.length - 1);
            if (upLast.length < wrong.length) wrong = upLast;
          }
          if (wrong.length === 0) continue;
          const up = wrong[0]!.dealtFace === 'up';
          const r = {
            messageId: 'wrongFace' as const, event: wrong[0]!.index, data: { count: wrong.length, position: cards.indexOf(wrong[0]!) + 1 },
            dataByLang: {
              es: { who: capital(participantWord(who, 'es')), face: up ? 'boca arriba' : 'boca abajo' },
              en: { who: capital(participantWord(who, 'en')), face: up ? 'face up' : 'face down' },
            },
          };
          ctx.report(who.kind === 'seat' ? { ...r, seat: who.seat } : r);
        }
      },
    };
  },
});

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
