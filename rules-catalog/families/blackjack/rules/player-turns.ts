// The voluntary dealing: players served one by one from the dealer's left; a bust collected at once;
// the dealer's hand only after every player has finished.
import type { BjState } from '../../../../engine/blackjack/state.js';
import { lastDealtHand } from '../../../../engine/blackjack/state.js';
import type { HandEvent } from '../../../../engine/core/types.js';
import { bjTotal } from '../../../../engine/blackjack/totals.js';
import type { Rule } from '../../../framework/types.js';
import { defineRule } from '../define-rule.js';
import { behindText, handAsCounted, holdsPlayerBlackjack, pendingWagerKey, standBeforeLastCard } from '../settlement.js';
import type { MainParams } from '../settlement.js';
import { mainParamsOf, MAIN_PARAMS } from '../params.js';
import { seatIn } from '../../../../engine/core/fold-lists.js';
import { behindPlace } from '../../../framework/behind-place.js';

const VOLUNTARY = new Set(['hit', 'stand', 'double', 'split']);

/** The only event types playOf finds a play in: the `event` handlers that start with it are called for these alone. */
const PLAY_TYPES = ['decision', 'deal'] as const;

/**
 * The seat and hand an event plays in the voluntary dealing, if it is a player's play. A card dealt to a hand after
 * its stand, or after its Black Jack (a split hand's with blackjack_after_split), is not a play of that seat's turn:
 * no part of the hand where the catalog says so (player_extra_cards_count false), its own rule reports it
 * (no-card-after-stand, no-card-after-blackjack, no-play-on-blackjack), and one card dealt in error is one finding,
 * not also a turn out of order or a play into the dealer's turn.
 */
export function playOf(e: HandEvent, after: BjState, p: Pick<MainParams, 'blackjackAfterSplit'>): { seat: number; hand: number } | undefined {
  if (e.type === 'decision' && VOLUNTARY.has(e.action)) return { seat: e.seat, hand: e.hand ?? 1 };
  if (e.type === 'deal' && e.to.kind === 'seat' && after.mandatoryEndedAt !== undefined && e.index > after.mandatoryEndedAt) {
    const h = lastDealtHand(after);
    if (h && h.cards.length > 2 && (holdsPlayerBlackjack(h, p) || standBeforeLastCard(h, p) !== undefined)) return undefined;
    return { seat: e.to.seat, hand: h?.index ?? 1 };
  }
  return undefined;
}

export function playerOrderRule(article: string): Rule<BjState> {
  return defineRule({
    id: 'player-order',
    article,
    category: 'procedure',
    params: ['blackjack_after_split'],
    description: {
      es: 'Los jugadores juegan uno por uno desde la izquierda del dealer; el siguiente solo cuando el anterior terminó.',
      en: 'Players play one at a time from the dealer\'s left; the next only after the previous one has finished.',
    },
    messages: {
      outOfTurn: {
        es: 'El asiento {seat} jugó después de que el asiento {later} ya había jugado; el {article} sirve a los jugadores de izquierda a derecha.',
        en: 'Seat {seat} played after seat {later} had already played; {article} serves players left to right.',
      },
    },
    compile(ctx) {
      const p = { blackjackAfterSplit: ctx.param<boolean>('blackjack_after_split') };
      let highestSeat = 0;
      let reported = false;
      return {
        handStart() {
          highestSeat = 0;
          reported = false;
        },
        // A play is a decision or a card (playOf): no other event is one.
        eventTypes: PLAY_TYPES,
        event(e, _before, after) {
          if (reported) return;
          const play = playOf(e, after, p);
          if (!play) return;
          if (play.seat < highestSeat) {
            ctx.report({ messageId: 'outOfTurn', event: e.index, seat: play.seat, data: { later: highestSeat } });
            reported = true;
            return;
          }
          highestSeat = play.seat;
        },
      };
    },
  });
}

/**
 * A seat's split hands, in turn (Pot Luck Art. 11º: the first hand receives the card that completes it
 * «...hasta terminar su juego. Luego, se le entregará por su segunda mano la carta...»): a hand is
 * completed and played to its end before the next. Moving on from a hand that has not yet received its
 * completing card, or coming back to a hand already left, is reported. Which waiting hand comes next
 * after a resplit (the new hand beside the one split, or the older hand) the text does not say: either.
 */
export function splitHandOrderRule(article: string): Rule<BjState> {
  return defineRule({
    id: 'split-hand-order',
    article,
    category: 'procedure',
    params: ['blackjack_after_split'],
    description: {
      es: 'Cada mano separada recibe su carta y se juega hasta terminar antes de la siguiente.',
      en: 'Each split hand receives its card and is played to its end before the next.',
    },
    messages: {
      handOrder: {
        es: 'El asiento {seat} volvió a jugar la mano {hand} después de pasar a la mano {later}; cada mano separada se termina antes de la siguiente ({article}).',
        en: 'Seat {seat} played hand {hand} again after moving on to hand {later}; each split hand is finished before the next ({article}).',
      },
      leftUnfinished: {
        es: 'El asiento {seat} pasó a la mano {later} antes de que la mano {hand} recibiera la carta que la completa; el {article} termina cada mano separada antes de la siguiente.',
        en: 'Seat {seat} moved on to hand {later} before hand {hand} had received the card that completes it; {article} finishes each split hand before the next.',
      },
    },
    compile(ctx) {
      const p = { blackjackAfterSplit: ctx.param<boolean>('blackjack_after_split') };
      // Per seat: the hand in play and the hands already left.
      const current = new Map<number, number>();
      const left = new Map<number, Set<number>>();
      let reported = false;
      return {
        handStart() {
          current.clear();
          left.clear();
          reported = false;
        },
        eventTypes: PLAY_TYPES,
        event(e, before, after) {
          if (reported) return;
          const play = playOf(e, after, p);
          if (!play) return;
          const h = current.get(play.seat);
          if (h === undefined || h === play.hand) {
            current.set(play.seat, play.hand);
            return;
          }
          const done = left.get(play.seat) ?? new Set<number>();
          if (done.has(play.hand)) {
            ctx.report({ messageId: 'handOrder', event: e.index, seat: play.seat, hand: play.hand, data: { later: h } });
            reported = true;
            return;
          }
          const leaving = seatIn(before.seats, play.seat)?.hands[h - 1];
          if (leaving !== undefined && leaving.cards.length < 2) {
            ctx.report({ messageId: 'leftUnfinished', event: e.index, seat: play.seat, hand: h, data: { later: play.hand } });
            reported = true;
            return;
          }
          done.add(h);
          left.set(play.seat, done);
          current.set(play.seat, play.hand);
        },
      };
    },
  });
}

export function bustCollectedAtOnceRule(article: string): Rule<BjState> {
  return defineRule({
    id: 'bust-collected-at-once',
    article,
    category: 'procedure',
    params: MAIN_PARAMS,
    description: { es: 'Una mano pasada se recoge de inmediato.', en: 'A busted hand is collected at once.' },
    messages: {
      late: {
        es: 'La mano {hand} del asiento {seat}{behindText} se pasó (evento {bustAt}) y no se recogió de inmediato: el juego siguió antes del cobro ({article}).',
        en: 'Seat {seat} hand {hand}{behindText} busted (event {bustAt}) and was not collected at once: play went on before the collection ({article}).',
      },
    },
    compile(ctx) {
      // Per wager of a busted hand awaiting its collection: the box's own (key `seat.hand`) and each bet behind the
      // box on it (`seat.hand.b.player`), which ride the box's cards and are lost with them. A bet behind's
      // collection clears only a bet behind (the one it names, or any where it names none); the box's only the box's:
      // one collected at once never covers the other's collection left for later. A wager never collected on its own
      // (the box and the bets behind it settled in one sum) is not reported: the rule reports a collection made late.
      const pending = new Map<string, { bustAt: number; late: boolean; player?: string }>();
      // Hands already over 21: a hand busts once, and its total need not be summed again at every card. Keyed by
      // number (seat × 100,000 + hand: a hand log holds at most 10,000 events, so no two hands share one), so a card
      // dealt makes no key string (perf20: one per deal).
      const busted = new Set<number>();
      // The hand as the catalog counts it (handAsCounted): a card it had no right to (after a double's or a split
      // ace's one card, where one_card_extra_cards_count is false) does not bust it; that card is reported on its own.
      const paramsOf = mainParamsOf(ctx);
      return {
        handStart() {
          pending.clear();
          busted.clear();
        },
        event(e, before, after) {
          if (e.type === 'collect' && e.spot === 'main') {
            const key = pendingWagerKey(pending, e);
            const p = key === undefined ? undefined : pending.get(key);
            if (key !== undefined && p) {
              if (p.late) ctx.report({ messageId: 'late', event: e.index, seat: e.seat, hand: e.hand ?? 1, ...behindPlace(e.behind === true, p.player), data: { bustAt: p.bustAt }, dataByLang: behindText(e.behind === true, p.player) });
              pending.delete(key);
            }
            return;
          }
          if (pending.size > 0) for (const p of pending.values()) p.late = true;
          if (e.type === 'deal' && e.to.kind === 'seat') {
            const h = lastDealtHand(after);
            if (h && !busted.has(e.to.seat * 100_000 + h.index) && bjTotal(handAsCounted(h, paramsOf()).cards).total > 21) {
              busted.add(e.to.seat * 100_000 + h.index);
              const key = `${e.to.seat}.${h.index}`;
              pending.set(key, { bustAt: e.index, late: false });
              // The bets behind the box ride its cards: one awaited per player betting behind it, on the hand that busted.
              const seat = seatIn(before.seats, e.to.seat);
              const players = new Set((seat?.bets ?? []).filter((b) => b.spot === 'main' && b.behind).map((b) => b.player ?? ''));
              for (const player of players) pending.set(`${key}.b.${player}`, { bustAt: e.index, late: false, ...(player !== '' ? { player } : {}) });
            }
          }
        },
      };
    },
  });
}

export function dealerAfterPlayersRule(article: string): Rule<BjState> {
  return defineRule({
    id: 'dealer-after-players',
    article,
    category: 'procedure',
    params: ['blackjack_after_split'],
    description: {
      es: 'El dealer descubre su carta y juega solo cuando todos los jugadores han terminado.',
      en: 'The dealer reveals and plays only after every player has finished.',
    },
    messages: {
      early: {
        es: 'El asiento {seat} siguió jugando después de que el dealer empezara su juego (evento {dealerAt}) ({article}).',
        en: 'Seat {seat} was still playing after the dealer had begun his hand (event {dealerAt}) ({article}).',
      },
    },
    compile(ctx) {
      const p = { blackjackAfterSplit: ctx.param<boolean>('blackjack_after_split') };
      let reported = false;
      return {
        handStart() {
          reported = false;
        },
        eventTypes: PLAY_TYPES,
        event(e, before, after) {
          if (reported || before.dealerTurnAt === undefined) return;
          const play = playOf(e, after, p);
          if (!play) return;
          ctx.report({ messageId: 'early', event: e.index, seat: play.seat, data: { dealerAt: before.dealerTurnAt } });
          reported = true;
        },
      };
    },
  });
}
