// Art. 8º «Después que un jugador ha concluido su participación en una partida, el dealer verificará que el
// número de cartas del jugador son cinco, antes de depositarlas en el descartador.»
import type { CsSeat, CsState } from '../../../engine/caribbean/state.js';
import { seatsInHand } from '../../../engine/caribbean/state.js';
import { defineRule } from '../../families/caribbean/define-rule.js';

/** Where a player's participation ends: the fold, else the zone's last settlement, else the dealer's reveal. */
export function participationEnd(state: CsState, seat: CsSeat): number | undefined {
  if (seat.decision?.action === 'fold') return seat.decision.index;
  const settled = state.settlements.filter((s) => s.seat === seat.seat);
  if (settled.length > 0) return settled[settled.length - 1]!.index;
  return state.dealerRevealStartedAt;
}

export const cardsVerifiedBeforeDiscard = defineRule({
  id: 'cards-verified-before-discard',
  article: 'Art. 8º',
  category: 'procedure',
  params: ['verify_card_count_timing'],
  needs: 'procedures',
  description: {
    es: 'Cuando un jugador concluye su participación, el dealer verifica que tiene cinco cartas antes de descartarlas.',
    en: 'When a player\'s participation ends, the dealer verifies that the player holds five cards before discarding them.',
  },
  messages: {
    missing: {
      es: 'Zona {seat}: no consta la verificación de sus cartas (verify_card_count) al concluir su participación.',
      en: 'Zone {seat}: no verification of the player\'s cards (verify_card_count) is recorded when the participation ended.',
    },
    missingAt: {
      es: 'Zona {seat}: no consta la verificación de sus cartas (verify_card_count) al concluir su participación (evento {ended}).',
      en: 'Zone {seat}: no verification of the player\'s cards (verify_card_count) is recorded when the participation ended (event {ended}).',
    },
    early: {
      es: 'Zona {seat}: sus cartas se verificaron (evento {verified}) antes de que concluyera su participación (evento {ended}).',
      en: 'Zone {seat}: the player\'s cards were verified (event {verified}) before the participation ended (event {ended}).',
    },
  },
  compile(ctx) {
    const timing = ctx.param<'after-conclusion' | 'any'>('verify_card_count_timing');
    return {
      handEnd(state) {
        for (const seat of seatsInHand(state)) {
          if (seat.cards.length === 0) continue;
          const verifies = state.procedures.filter((p) => p.name === 'verify_card_count' && p.participant?.kind === 'seat' && p.participant.seat === seat.seat);
          const ended = participationEnd(state, seat);
          if (verifies.length === 0) {
            // Pointed at the end of the participation, where the verification was due.
            if (ended === undefined) ctx.report({ messageId: 'missing', seat: seat.seat });
            else ctx.report({ messageId: 'missingAt', event: ended, seat: seat.seat, data: { ended } });
            continue;
          }
          if (timing !== 'after-conclusion') continue;
          if (ended === undefined || verifies.some((v) => v.index > ended)) continue;
          ctx.report({ messageId: 'early', event: verifies[0]!.index, seat: seat.seat, data: { verified: verifies[0]!.index, ended } });
        }
      },
    };
  },
});

export const verifiedCountIsFive = defineRule({
  id: 'verified-count-is-five',
  article: 'Art. 8º',
  category: 'integrity',
  params: ['cards_per_hand'],
  needs: 'procedures',
  description: {
    es: 'La verificación de las cartas de un jugador debe dar cinco.',
    en: 'The verification of a player\'s cards must find five.',
  },
  messages: {
    wrongCount: {
      es: 'Zona {seat}: la verificación encontró {count} {count|carta|cartas}, no {required}.',
      en: 'Zone {seat}: the verification found {count} {count|card|cards}, not {required}.',
    },
  },
  compile(ctx) {
    const required = ctx.param<number>('cards_per_hand');
    return {
      procedure(e) {
        if (e.name !== 'verify_card_count' || e.participant?.kind !== 'seat' || e.count === undefined || e.count === required) return;
        ctx.report({ messageId: 'wrongCount', event: e.index, seat: e.participant.seat, data: { count: e.count, required } });
      },
    };
  },
});
