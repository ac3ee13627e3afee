// A settlement made before what it rests on was known: a hand that stood paid or collected before the
// dealer's hand was complete (his hole card still down, or a card he drew after it), or a hand the table
// settled and then went on playing. What the table did is replayed to its end: the settlement itself is
// judged by the settlement rules against the final cards (the dealer's final hand), and this rule
// reports the order. Each catalog passes the article that fixes when the dealer's hand ends.
import type { BjHand, BjState } from '../../../../engine/blackjack/state.js';
import { dealerCards, seatOf } from '../../../../engine/blackjack/state.js';
import { bjTotal, isBlackjack } from '../../../../engine/blackjack/totals.js';
import type { Rule } from '../../../framework/types.js';
import { dealerMustStand } from './dealer-play.js';
import { defineRule } from '../define-rule.js';
import { handAsCounted } from '../settlement.js';
import type { MainParams } from '../settlement.js';
import { mainParamsOf, MAIN_PARAMS } from '../params.js';
import { behindPlace } from '../../../framework/behind-place.js';

/** The first settlement of a main wager (a box's, or a bet behind it) that rests on the dealer's total, and the dealer's hand then. */
interface OnDealer { index: number; seat: number; hand: number; holeDown: boolean; dealerCards: number; behind?: { player?: string } }

/**
 * Whether a hand's settlement rests on the dealer's total: not a surrender, even money, bust or natural. The hand
 * as the catalog counts it (handAsCounted): where a card dealt after a stand, a double's card or a split ace's card
 * is no part of the hand (Marbella, player_extra_cards_count false), a hand that only looks bust by it did not bust.
 */
function restsOnDealer(played: BjHand, p: MainParams): boolean {
  const hand = handAsCounted(played, p);
  if (hand.surrendered || hand.evenMoney || bjTotal(hand.cards).total > 21) return false;
  // A blackjack is the first two cards (every catalog's text): one the table dealt more cards to still rests on none.
  return !(hand.splitFrom === undefined && hand.cards.length >= 2 && isBlackjack(hand.cards.slice(0, 2)));
}

/** The dealer's hand is not yet all on view: the hole card still down, or (no hole card) his second card not dealt. */
function dealerIncomplete(s: BjState): boolean {
  return s.holeCard ? s.holeRevealedAt === undefined && s.dealer.some((d) => d.face === 'down') : s.dealer.length < 2;
}

export function settledBeforeHandEndedRule(article: string): Rule<BjState> {
  return defineRule({
    id: 'settled-before-hand-ended',
    article,
    category: 'procedure',
    params: [...MAIN_PARAMS],
    description: {
      es: 'Una apuesta se liquida cuando su resultado está decidido: tras terminar el dealer su mano (si depende de ella) y tras terminar el jugador la suya.',
      en: 'A wager is settled once its outcome is decided: after the dealer has finished his hand (where it depends on it) and after the player has finished his.',
    },
    messages: {
      beforeDealerDrew: {
        es: 'La mano {hand} del asiento {seat}{behindText} se liquidó (evento {settledAt}) antes de que el dealer terminara su mano: recibió después otra carta (evento {drewAt}); el dealer completa su mano tras los jugadores ({article}) y la liquidación se juzga contra su mano final.',
        en: 'Seat {seat} hand {hand}{behindText} was settled (event {settledAt}) before the dealer had finished his hand: he received another card afterwards (event {drewAt}); the dealer completes his hand after the players ({article}) and the settlement is judged against his final hand.',
      },
      beforeDealerShown: {
        es: 'La mano {hand} del asiento {seat}{behindText} se liquidó (evento {settledAt}) sobre el total del dealer antes de que éste descubriera su mano ({article}).',
        en: 'Seat {seat} hand {hand}{behindText} was settled (event {settledAt}) on the dealer\'s total before he had shown his hand ({article}).',
      },
      playedAfter: {
        es: 'La mano {hand} del asiento {seat} se liquidó (evento {settledAt}) y siguió jugándose después (evento {playedAt}); la liquidación se juzga con las cartas que tenía al liquidarse ({article}).',
        en: 'Seat {seat} hand {hand} was settled (event {settledAt}) and was played on afterwards (event {playedAt}); the settlement is judged on the cards it held when settled ({article}).',
      },
      playedAfterOneCard: {
        es: 'La mano {hand} del asiento {seat} se liquidó (evento {settledAt}) cuando tenía {cards} y siguió jugándose después (evento {playedAt}); sin dos cartas aún no era una mano, y la liquidación se juzga con la mano jugada ({article}).',
        en: 'Seat {seat} hand {hand} was settled (event {settledAt}) while it held {cards} and was played on afterwards (event {playedAt}); with fewer than two cards it was no hand yet, and the settlement is judged on the hand as played ({article}).',
      },
    },
    compile(ctx) {
      const standsOn = ctx.param<number>('dealer_stands_on');
      const standsSoft = ctx.param<boolean>('dealer_stands_on_soft_17');
      const paramsOf = mainParamsOf(ctx);
      let p!: MainParams;
      let d: OnDealer | undefined;
      return {
        handStart() {
          p = paramsOf();
          d = undefined;
        },
        eventTypes: ['payout', 'collect', 'return'],
        event(e, before) {
          if (d || (e.type !== 'payout' && e.type !== 'collect' && e.type !== 'return') || e.spot !== 'main') return;
          // A bet behind the box rides the box's hand and rests on the dealer's total as the box's own wager does:
          // settled before his hand is complete, it is reported too (the box's settlement may come in time after it).
          const behind = e.behind === true;
          const seat = seatOf(before, e.seat);
          // A settlement naming a bet behind a box that holds none (the seat's bets behind are elsewhere, or never
          // placed) rides no hand: settled-without-wager reports its money; it is no early settlement of the box's hand.
          if (behind && !seat?.bets.some((b) => b.spot === 'main' && b.behind)) return;
          const hand = seat?.hands[(e.hand ?? 1) - 1];
          if (!hand || (!behind && hand.settledAt !== undefined) || !restsOnDealer(hand, p)) return;
          d = {
            index: e.index, seat: e.seat, hand: hand.index, holeDown: dealerIncomplete(before), dealerCards: before.dealer.length,
            ...(behind ? { behind: e.player !== undefined ? { player: e.player } : {} } : {}),
          };
        },
        handEnd(state) {
          const drewAt = d ? state.dealer.find((c) => c.index > d!.index)?.index : undefined;
          // Where the dealer's hand was already complete when the table settled (a Black Jack, or a total he
          // must stand on), a card after it is his error in drawing (dealer-draws-to-17), not an early settlement.
          const then = d ? dealerCards(state).slice(0, d.dealerCards) : [];
          const complete = then.length >= 2 && (isBlackjack(then.slice(0, 2)) || dealerMustStand(then, standsOn, standsSoft));
          const who = d?.behind === undefined ? { es: { behindText: '' }, en: { behindText: '' } } : {
            es: { behindText: ` (apuesta de detrás de la casilla${d.behind.player !== undefined ? `, ${d.behind.player}` : ''})` },
            en: { behindText: ` (the bet behind the box${d.behind.player !== undefined ? `, ${d.behind.player}` : ''})` },
          };
          const place = behindPlace(d?.behind !== undefined, d?.behind?.player);
          if (d && drewAt !== undefined && !complete) {
            ctx.report({ messageId: 'beforeDealerDrew', event: d.index, seat: d.seat, hand: d.hand, ...place, data: { settledAt: d.index, drewAt }, dataByLang: who });
          } else if (d?.holeDown) {
            ctx.report({ messageId: 'beforeDealerShown', event: d.index, seat: d.seat, hand: d.hand, ...place, data: { settledAt: d.index }, dataByLang: who });
          }
          for (const seat of state.seats) {
            for (const h of seat.hands) {
              const late = h.playedAfterSettlement;
              if (!late) continue;
              // A card the catalog counts as no part of the hand (after its Black Jack, its stand, a double's or a split
              // ace's one card: handAsCounted) is no play on it: its own rule reports the card (no-card-after-blackjack,
              // no-play-on-blackjack, no-card-after-stand, double-one-card, split-aces-one-card), and the hand had ended.
              if (!h.decisions.some((x) => x.index === late.index) && handAsCounted(h, p).cards.length <= late.cards.length) continue;
              // Fewer than two cards when settled: judged on the hand as played (handAsSettled), and said so.
              if (late.cards.length < 2) {
                ctx.report({
                  messageId: 'playedAfterOneCard', event: late.index, seat: seat.seat, hand: h.index, data: { settledAt: late.settledAt, playedAt: late.index },
                  dataByLang: { es: { cards: late.cards.length === 1 ? 'una carta' : 'ninguna carta' }, en: { cards: late.cards.length === 1 ? 'one card' : 'no card' } },
                });
              } else {
                ctx.report({ messageId: 'playedAfter', event: late.index, seat: seat.seat, hand: h.index, data: { settledAt: late.settledAt, playedAt: late.index } });
              }
            }
          }
        },
      };
    },
  });
}
