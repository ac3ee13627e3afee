// Splits and doubles, shared by the blackjack-family catalogs; each catalog passes the article that
// governs them and sets the numbers in its parameters.json (split_by_value, resplit_aces,
// double_totals, double_max_fraction, double_after_split); the table posts max_splits.
import type { BjHand, BjSeat, BjState } from '../../../../engine/blackjack/state.js';
import { lastDealtHand } from '../../../../engine/blackjack/state.js';
import { cardGlyph, isAce } from '../../../../engine/core/cards.js';
import { ratio } from '../../../../engine/core/money.js';
import { doubleFaults, playedOn } from '../double-stake.js';
import { splitFaults } from '../split-stake.js';
import type { Money } from '../../../../engine/core/money.js';
import { lateMainStake } from '../settlement.js';
import type { MainParams } from '../settlement.js';
import { mainParamsOf, MAIN_PARAMS } from '../params.js';
import type { Rule } from '../../../framework/types.js';
import { defineRule } from '../define-rule.js';
import { seatIn } from '../../../../engine/core/fold-lists.js';


export function splitAllowedRule(article: string): Rule<BjState> {
  return defineRule({
    id: 'split-allowed',
    article,
    category: 'procedure',
    params: ['split_by_value', 'resplit_aces', ...MAIN_PARAMS],
    description: {
      es: 'Separación solo de las dos primeras cartas de igual valor, con una apuesta igual a la original, hasta el máximo de la mesa.',
      en: 'Split only the first two cards of equal value, with a wager equal to the original, up to the table maximum.',
    },
    messages: {
      notPair: {
        es: 'El asiento {seat} separó {first} y {second}, que no tienen el mismo valor ({article}).',
        en: 'Seat {seat} split {first} and {second}, which are not of equal value ({article}).',
      },
      notTwo: {
        es: 'El asiento {seat} separó la mano {hand} con {cards} {cards|carta|cartas}; el {article} lo permite con las dos primeras cartas.',
        en: 'Seat {seat} split hand {hand} holding {cards} {cards|card|cards}; {article} allows it on the first two cards.',
      },
      afterPlay: {
        es: 'El asiento {seat} separó la mano {hand} después de pedir carta o incrementar (evento {playedAt}); el {article} lo permite con las dos primeras cartas, antes de jugarlas.',
        en: 'Seat {seat} split hand {hand} after a hit or a double (event {playedAt}); {article} allows it on the first two cards, before they are played.',
      },
      unequal: {
        es: 'El asiento {seat} separó con una apuesta de {amount}; el {article} exige una igual a la original, {original}.',
        en: 'Seat {seat} split with a wager of {amount}; {article} requires one equal to the original, {original}.',
      },
      tooMany: {
        es: 'El asiento {seat} hizo la separación número {n}; la mesa permite {max} por apuesta original ({article}).',
        en: 'Seat {seat} made split number {n}; the table allows {max} per original bet ({article}).',
      },
      resplitAces: {
        es: 'El asiento {seat} volvió a separar ases; el {article} da una sola carta a cada as separado.',
        en: 'Seat {seat} re-split aces; {article} gives each split ace a single card.',
      },
    },
    compile(ctx) {
      const paramsOf = mainParamsOf(ctx);
      return {
        decision(e, before, after) {
          if (e.action !== 'split') return;
          const p = paramsOf();
          const seat = seatIn(before.seats, e.seat)!;
          const hand = seat.hands[(e.hand ?? 1) - 1]!;
          const at = { event: e.index, seat: e.seat, hand: hand.index };
          const [a, b] = hand.cards;
          // The same reading the settlement makes (split-stake.ts): a hand made by a split reported here is no stake.
          const faults = splitFaults(hand, p.split);
          // Two cards, but the hand already hit or doubled (a decision with no card after it): said so, not «holding 2 cards».
          const played = hand.cards.length === 2 ? hand.decisions.find((d) => playedOn(d, hand)) : undefined;
          if (faults.includes('notTwo')) ctx.report(played ? { messageId: 'afterPlay', ...at, data: { playedAt: played.index } } : { messageId: 'notTwo', ...at, data: { cards: hand.cards.length } });
          else if (faults.includes('notPair')) ctx.report({ messageId: 'notPair', ...at, data: { first: cardGlyph(a!), second: cardGlyph(b!) } });
          if (faults.includes('resplitAces')) ctx.report({ messageId: 'resplitAces', ...at });
          const original = lawfulOriginal(seat, hand, p);
          // A box with no lawful stake (its bet came after the cards, which the late-bet rule reports): what the split
          // staked is void with it and owed back whole; no split amount is measured against nothing.
          if (e.amount !== undefined && original > 0 && e.amount !== original) {
            ctx.report({ messageId: 'unequal', ...at, money: { amount: e.amount, original } });
          }
          const max = ctx.table.max_splits;
          const n = seatIn(after.seats, e.seat)!.splits;
          if (max !== undefined && n > max) ctx.report({ messageId: 'tooMany', ...at, data: { n, max } });
        },
      };
    },
  });
}

/**
 * `switchedBy`: a parameter that turns the check off where false, for a catalog whose text states the rule
 * as a number of its own (Pot Luck's split_aces_one_card); without it the rule always applies.
 */
export function splitAcesOneCardRule(article: string, switchedBy?: 'split_aces_one_card'): Rule<BjState> {
  return defineRule({
    id: 'split-aces-one-card',
    article,
    category: 'procedure',
    params: switchedBy ? ['resplit_aces', switchedBy] : ['resplit_aces'],
    description: { es: 'Cada as separado recibe una sola carta.', en: 'Each split ace receives a single card.' },
    messages: {
      extra: {
        es: 'La mano {hand} del asiento {seat} (as separado) recibió una carta más ({card}); el {article} le da una sola.',
        en: 'Seat {seat} hand {hand} (a split ace) received another card ({card}); {article} gives it only one.',
      },
    },
    compile(ctx) {
      if (switchedBy && !ctx.param<boolean>(switchedBy)) return {};
      const resplitAces = ctx.param<boolean>('resplit_aces');
      return {
        deal(e, before, after) {
          if (e.to.kind !== 'seat' || before.mandatoryEndedAt === undefined) return;
          const hand = lastDealtHand(after);
          if (!hand || !hand.splitAces || hand.cards.length <= 2) return;
          // Where re-splitting aces is allowed, an ace on a split ace waits for the re-split decision.
          if (resplitAces && hand.cards.length === 2 && isAce(hand.cards[1]!)) return;
          ctx.report({ messageId: 'extra', event: e.index, seat: e.to.seat, hand: hand.index, data: { card: cardGlyph(e.card) } });
        },
      };
    },
  });
}

export function doubleAllowedRule(article: string): Rule<BjState> {
  return defineRule({
    id: 'double-allowed',
    article,
    category: 'procedure',
    params: ['double_max_fraction', 'double_for_less', 'double_totals', 'double_after_split', 'double_on_split_aces', ...MAIN_PARAMS],
    description: {
      es: 'Incremento tras las dos primeras cartas, hasta la apuesta original (y solo con los totales que el reglamento permite).',
      en: 'Double after the first two cards, up to the original wager (and only on the totals the rules allow).',
    },
    messages: {
      notTwo: {
        es: 'El asiento {seat} incrementó la mano {hand} con {cards} {cards|carta|cartas}; el {article} lo permite tras las dos primeras.',
        en: 'Seat {seat} doubled hand {hand} holding {cards} {cards|card|cards}; {article} allows it after the first two.',
      },
      afterPlay: {
        es: 'El asiento {seat} incrementó la mano {hand} después de pedir carta o incrementar (evento {playedAt}); el {article} lo permite una vez, tras las dos primeras cartas.',
        en: 'Seat {seat} doubled hand {hand} after a hit or a double (event {playedAt}); {article} allows it once, after the first two cards.',
      },
      tooMuch: {
        es: 'El asiento {seat} incrementó {amount} sobre una apuesta original de {original}; el {article} permite hasta {limit}.',
        en: 'Seat {seat} doubled {amount} on an original wager of {original}; {article} allows up to {limit}.',
      },
      less: {
        es: 'El asiento {seat} dobló por menos: incrementó {amount} sobre una apuesta original de {original}; el {article} permite doblar la apuesta, es decir, incrementarla en {original}.',
        en: 'Seat {seat} doubled for less: {amount} on an original wager of {original}; {article} allows doubling the wager, that is, adding {original}.',
      },
      total: {
        es: 'El asiento {seat} dobló con un total de {total}; el {article} solo permite doblar con {allowed}.',
        en: 'Seat {seat} doubled on a total of {total}; {article} allows doubling only on {allowed}.',
      },
      afterSplit: {
        es: 'El asiento {seat} dobló una mano separada; el {article} no lo permite.',
        en: 'Seat {seat} doubled a split hand; {article} does not allow it.',
      },
      splitAce: {
        es: 'El asiento {seat} dobló la mano {hand}, un As separado; el {article} no permite pedir más que un solo naipe por cada As separado, y doblar es pedir otro.',
        en: 'Seat {seat} doubled hand {hand}, a split ace; {article} allows no more than a single card per split ace, and a double asks for another.',
      },
    },
    compile(ctx) {
      const paramsOf = mainParamsOf(ctx);
      // double_for_less: false where the text admits only the double itself (an increment of the whole original wager).
      const forLess = ctx.param<boolean>('double_for_less');
      return {
        decision(e, before) {
          if (e.action !== 'double') return;
          const p = paramsOf();
          const [num, den] = p.double.maxFraction;
          const totals = p.double.totals;
          const seat = seatIn(before.seats, e.seat)!;
          const hand = seat.hands[(e.hand ?? 1) - 1]!;
          const at = { event: e.index, seat: e.seat, hand: hand.index };
          // The same reading the settlement makes (double-stake.ts): a double reported here, but for its amount, is no stake.
          const { faults, total } = doubleFaults(hand, p.double);
          // Two cards, but the hand already hit or doubled (a decision with no card after it): said so, not «holding 2 cards».
          const played = hand.cards.length === 2 ? hand.decisions.find((d) => playedOn(d, hand)) : undefined;
          // One double the rules do not admit is one finding, whatever number of their conditions it fails (a split ace
          // doubled before its card also holds one card; a double after a hit may also be on a total not allowed): the
          // most specific reason is named. Void whole (double_only_as_allowed), its amount is not measured either.
          if (faults.includes('afterSplit')) ctx.report({ messageId: 'afterSplit', ...at });
          else if (faults.includes('splitAce')) ctx.report({ messageId: 'splitAce', ...at });
          else if (faults.includes('notTwo')) ctx.report(played ? { messageId: 'afterPlay', ...at, data: { playedAt: played.index } } : { messageId: 'notTwo', ...at, data: { cards: hand.cards.length } });
          else if (faults.includes('total')) ctx.report({ messageId: 'total', ...at, data: { total, allowed: totals!.join(', ') } });
          const original = lawfulOriginal(seat, hand, p);
          const limit = ratio(original, num, den).value;
          // A box with no lawful stake (its bet came after the cards, which the late-bet rule reports): the double on
          // it is void with it and owed back whole (settlement.ts); «allows up to 0.00» would only repeat that fault.
          if (faults.length > 0 && p.double.onlyAsAllowed) {
            // Void whole: nothing of it is measured against the limit.
          } else if (original === 0) {
            // Nothing to measure the amount against.
          } else if (e.amount !== undefined && e.amount > limit) {
            ctx.report({ messageId: 'tooMuch', ...at, money: { amount: e.amount, original, limit } });
          } else if (!forLess && e.amount !== undefined && e.amount < original) {
            // Reported, not voided: the chips the player put out for less were at risk on the hand as placed.
            ctx.report({ messageId: 'less', ...at, money: { amount: e.amount, original } });
          }
        },
      };
    },
  });
}

export function doubleOneCardRule(article: string): Rule<BjState> {
  return defineRule({
    id: 'double-one-card',
    article,
    category: 'procedure',
    description: { es: 'Tras incrementar, exactamente una carta más.', en: 'After a double, exactly one more card.' },
    messages: {
      extra: {
        es: 'La mano {hand} del asiento {seat} recibió otra carta ({card}) después de la única carta del incremento ({article}).',
        en: 'Seat {seat} hand {hand} received another card ({card}) after the one card a double allows ({article}).',
      },
      none: {
        es: 'La mano {hand} del asiento {seat} incrementó y no recibió su carta ({article}).',
        en: 'Seat {seat} hand {hand} doubled and never received its card ({article}).',
      },
    },
    compile(ctx) {
      return {
        deal(e, _before, after) {
          if (e.to.kind !== 'seat') return;
          const hand = lastDealtHand(after);
          if (hand && hand.doubledAt !== undefined && hand.cards.length > (hand.cardsAtDouble ?? 0) + 1) {
            ctx.report({ messageId: 'extra', event: e.index, seat: e.to.seat, hand: hand.index, data: { card: cardGlyph(e.card) } });
          }
        },
        handEnd(state) {
          for (const seat of state.seats) {
            for (const h of seat.hands) {
              if (h.doubledAt !== undefined && h.cards.length === h.cardsAtDouble) {
                ctx.report({ messageId: 'none', event: h.doubledAt, seat: seat.seat, hand: h.index });
              }
            }
          }
        },
      };
    },
  });
}

/** The stake a hand started with, without main bets the catalog does not admit once the box held cards. */
function lawfulOriginal(seat: BjSeat, hand: BjHand, p: MainParams): Money {
  return (hand.index === 1 ? hand.original - lateMainStake(seat, p) : hand.original) as Money;
}
