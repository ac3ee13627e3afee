// Dobles «Si sus dos primeras cartas tienen el mismo valor, podrá jugar a dos manos... Cuando un jugador separe un
// par de Ases, no se permitirá pedir más que un solo naipe por cada As que ha formado una nueva mano». Doubles and
// the split itself are the shared rules (split-double.ts); this module holds what the house text adds.
import { cardGlyph } from '../../../engine/core/cards.js';
import { defineRule } from '../../families/blackjack/define-rule.js';

/**
 * «Podrá jugar a dos manos»: each card of a split pair forms a hand of its own, which is dealt its card (a split
 * ace «un solo naipe»); a split hand left on the one card it was split with is a card too few. The card is missing,
 * so the finding points at the hand's settlement, where the table treated one card as a finished hand (no event
 * when the hand was never settled); the hand is settled on the cards it holds.
 */
export const splitHandDealt = defineRule({
  id: 'split-hand-dealt',
  article: 'Dobles',
  category: 'procedure',
  description: {
    es: 'Cada mano formada al separar recibe su carta.',
    en: 'Each hand formed by a split is dealt its card.',
  },
  messages: {
    oneCard: {
      es: 'La mano {hand} del asiento {seat}, formada al separar, terminó con su única carta ({card}); el {article} la juega como una mano, que recibe su carta.',
      en: 'Seat {seat} hand {hand}, formed by a split, ended on its single card ({card}); {article} plays it as a hand of its own, which is dealt its card.',
    },
  },
  compile(ctx) {
    return {
      handEnd(state) {
        for (const seat of state.seats) {
          for (const h of seat.hands) {
            if (h.splitFrom === undefined || h.cards.length !== 1 || h.surrendered) continue;
            const r = { messageId: 'oneCard' as const, seat: seat.seat, hand: h.index, data: { card: cardGlyph(h.cards[0]!) } };
            ctx.report(h.settledAt === undefined ? r : { ...r, event: h.settledAt });
          }
        }
      },
    };
  },
});
