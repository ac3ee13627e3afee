// The dealer's hand: draw on 16 or less, stand on 17 or more (a soft 17 per the catalog's parameter).
import type { BjState } from '../../../../engine/blackjack/state.js';
import { dealerCards, dealerUpCard } from '../../../../engine/blackjack/state.js';
import { bjTotal, bjValue } from '../../../../engine/blackjack/totals.js';
import { cardGlyph } from '../../../../engine/core/cards.js';
import type { Card } from '../../../../engine/core/cards.js';
import type { Rule } from '../../../framework/types.js';
import { isPlayerBlackjack, liveForDealer } from '../settlement.js';
import { mainParamsOf, MAIN_PARAMS } from '../params.js';
import { defineRule } from '../define-rule.js';

/** Whether a dealer holding these cards must stand (Art. 14º-style: 17 or more; a soft 17 per the catalog). */
export function dealerMustStand(cards: readonly Card[], standsOn: number, standsSoft17: boolean): boolean {
  const t = bjTotal(cards);
  if (t.total > standsOn) return true;
  if (t.total === standsOn) return !t.soft || standsSoft17;
  return false;
}

export function dealerPlayRule(article: string): Rule<BjState> {
  return defineRule({
    id: 'dealer-draws-to-17',
    article,
    category: 'procedure',
    params: ['dealer_stands_on', 'dealer_stands_on_soft_17', 'dealer_draws_without_live_hands', ...MAIN_PARAMS],
    description: {
      es: 'El dealer pide con 16 o menos y se planta con 17 o más.',
      en: 'The dealer draws on 16 or less and stands on 17 or more.',
    },
    messages: {
      drewOn: {
        es: 'El dealer pidió carta ({card}) con {total}{soft}; el {article} lo obliga a plantarse con 17 o más.',
        en: 'The dealer drew ({card}) on {total}{soft}; {article} requires standing on 17 or more.',
      },
      stoodOn: {
        es: 'El dealer se plantó con {total}{soft}; el {article} lo obliga a pedir con 16 o menos.',
        en: 'The dealer stood on {total}{soft}; {article} requires drawing on 16 or less.',
      },
      noSecondCard: {
        es: 'El dealer no tomó su segunda carta aunque {waiting} dependía de si tenía Black Jack ({article}).',
        en: 'The dealer never took his second card although {waiting} depended on whether he had blackjack ({article}).',
      },
      notRevealed: {
        es: 'El dealer no descubrió su carta cubierta aunque quedaban manos de jugadores por decidir ({article}).',
        en: 'The dealer never revealed the hole card although player hands were still to be decided ({article}).',
      },
      notRevealedWaiting: {
        es: 'El dealer no descubrió su carta cubierta aunque {waiting} dependía de si tenía Black Jack ({article}).',
        en: 'The dealer never revealed the hole card although {waiting} depended on whether he had blackjack ({article}).',
      },
    },
    compile(ctx) {
      const standsOn = ctx.param<number>('dealer_stands_on');
      const standsSoft = ctx.param<boolean>('dealer_stands_on_soft_17');
      const drawsWithoutLive = ctx.param<boolean>('dealer_draws_without_live_hands');
      const paramsOf = mainParamsOf(ctx);
      const mustStand = (cards: Card[]) => dealerMustStand(cards, standsOn, standsSoft);
      return {
        handEnd(state) {
          const p = paramsOf();
          const cards = dealerCards(state);
          // Live as the settlement judges the hand (liveForDealer): a hand settled standing and dealt a card after
          // its settlement is live, as the settlement reads it, not busted by that card.
          const live = state.seats.some((s) => s.hands.some((played) => liveForDealer(state, s, played, p)));
          if (state.holeCard && state.dealer.some((d) => d.face === 'down') && state.holeRevealedAt === undefined) {
            if (state.mandatoryEndedAt === undefined) return;
            if (live) ctx.report({ messageId: 'notRevealed' });
            else {
              // With no hand left to play the hole card still decides an insurance on the layout (Pot Luck Art. 10º
              // «cuando el dealer descubre su carta cubierta») and a blackjack waiting against his ace or ten (Art. 13º
              // «deberá esperar a que ... el dealer descubra su carta cubierta»), as the European deal's second card does.
              const up = dealerUpCard(state) ?? state.dealer[0]?.card;
              const waiting = up === undefined ? undefined : waitingOnDealerBlackjack(state, up, p);
              if (waiting) ctx.report({ messageId: 'notRevealedWaiting', dataByLang: waiting });
            }
            return;
          }
          for (let i = 2; i < cards.length; i++) {
            const before = cards.slice(0, i);
            if (mustStand(before)) {
              const t = bjTotal(before);
              ctx.report({ messageId: 'drewOn', event: state.dealer[i]!.index, data: { card: cardGlyph(cards[i]!), total: t.total }, dataByLang: softText(t.soft) });
              return;
            }
          }
          if (cards.length === 0 || state.mandatoryEndedAt === undefined) return;
          // The European deal with no hand left to play: the dealer's second card still decides an insurance on
          // the layout, and a blackjack against his ace or ten (a tie if he has blackjack too).
          if (!state.holeCard && cards.length === 1 && !live && !drawsWithoutLive) {
            const waiting = waitingOnDealerBlackjack(state, cards[0]!, p);
            if (waiting) ctx.report({ messageId: 'noSecondCard', dataByLang: waiting });
            return;
          }
          const t = bjTotal(cards);
          if (t.total <= 21 && !mustStand(cards) && (live || drawsWithoutLive)) {
            // He stood where his last card, or the reveal of his hole card (his last act, when it came after), left him.
            const stoodAt = Math.max(state.dealer[cards.length - 1]!.index, state.holeRevealedAt ?? 0);
            ctx.report({ messageId: 'stoodOn', event: stoodAt, data: { total: t.total }, dataByLang: softText(t.soft) });
          }
        },
      };
    },
  });
}

/** What still depends on a dealer blackjack, in words: an insurance on the layout, or a blackjack against an ace or ten. */
function waitingOnDealerBlackjack(state: BjState, up: Card, p: Parameters<typeof isPlayerBlackjack>[1]) {
  if (state.seats.some((s) => s.insurance > 0)) return { es: { waiting: 'un seguro' }, en: { waiting: 'an insurance' } };
  const v = bjValue(up);
  if ((v === 1 || v === 10) && state.seats.some((s) => s.hands.some((h) => !h.evenMoney && !h.surrendered && isPlayerBlackjack(h, p)))) {
    return { es: { waiting: 'el Black Jack de un jugador' }, en: { waiting: 'a player\'s blackjack' } };
  }
  return undefined;
}

function softText(soft: boolean) {
  return soft ? { es: { soft: ' (blando)' }, en: { soft: ' (soft)' } } : { es: { soft: '' }, en: { soft: '' } };
}
