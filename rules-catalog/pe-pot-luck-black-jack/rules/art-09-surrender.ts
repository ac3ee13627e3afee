// Art. 9º «Un jugador puede retirarse después de haber recibido sus dos primeras cartas y cuando haya
// culminado la etapa de entrega obligatoria de cartas. ... El retiro no procede cuando la primera carta
// del dealer es un "As".»  The half collected is judged by `surrender-half-collected`.
import { dealerUpCard, mandatoryOverAt } from '../../../engine/blackjack/state.js';
import { isAce } from '../../../engine/core/cards.js';
import { isBlackjack } from '../../../engine/blackjack/totals.js';
import { NO_WAGER_UNDER } from './settlement.js';
import { mainSettlementRule } from '../../families/blackjack/main-settlement-rule.js';
import { defineRule } from '../../families/blackjack/define-rule.js';
import { behindText, pendingWagerKey, surrenderedUnplayed } from '../../families/blackjack/settlement.js';
import { playedOn } from '../../families/blackjack/double-stake.js';
import { seatIn } from '../../../engine/core/fold-lists.js';
import { behindPlace } from '../../framework/behind-place.js';
import { missingHoleCard, onlyHoleCardAwaited } from './art-08-dealer-cards.js';

export const surrenderAllowed = defineRule({
  id: 'surrender-allowed',
  article: 'Art. 9º',
  category: 'procedure',
  description: {
    es: 'Retiro solo tras la entrega obligatoria, con las dos primeras cartas, y nunca con un As como primera carta del dealer.',
    en: 'Surrender only after the mandatory dealing, on the first two cards, never against a dealer ace.',
  },
  messages: {
    early: {
      es: 'El asiento {seat} se retiró antes de culminar la entrega obligatoria de cartas ({article}).',
      en: 'Seat {seat} surrendered before the mandatory dealing had ended ({article}).',
    },
    ace: {
      es: 'El asiento {seat} se retiró con un As como primera carta del dealer; el {article} no lo permite.',
      en: 'Seat {seat} surrendered against a dealer ace; {article} does not allow it.',
    },
    notFirstTwo: {
      es: 'El asiento {seat} se retiró con {cards} {cards|carta|cartas} o después de jugar su mano; el {article} lo permite solo con las dos primeras cartas.',
      en: 'Seat {seat} surrendered holding {cards} {cards|card|cards} or after playing the hand; {article} allows it only on the first two cards.',
    },
    afterSplit: {
      es: 'El asiento {seat} se retiró de la mano {hand} después de separar cartas; el {article} lo permite solo con las dos primeras cartas que recibió.',
      en: 'Seat {seat} surrendered hand {hand} after splitting; {article} allows it only on the first two cards the player received.',
    },
  },
  compile(ctx) {
    type Found = Parameters<typeof ctx.report>[0];
    // Surrenders made once the boxes were dealt, the dealer holding only his up card, are judged at the hand's end:
    // early if the hole card came after them; but if it never came in the mandatory dealing, the one defect is that
    // missing card, which dealer-cards-face (Art. 8º) reports, and the surrender is judged as made when the dealer
    // closed the dealing (clause31: it was reported twice).
    let awaitingHole: { early: Found; otherwise: Found[] }[] = [];
    return {
      handStart() {
        awaitingHole = [];
      },
      decision(e, before) {
        if (e.action !== 'surrender') return;
        const early: Found = { messageId: 'early', event: e.index, seat: e.seat, hand: e.hand ?? 1 };
        const awaiting = onlyHoleCardAwaited(before);
        if (!awaiting && mandatoryOverAt(before) === undefined) {
          ctx.report(early);
          return;
        }
        const found: Found[] = [];
        const hand = seatIn(before.seats, e.seat)?.hands[(e.hand ?? 1) - 1];
        const up = dealerUpCard(before);
        if (up !== undefined && isAce(up)) found.push({ messageId: 'ace', event: e.index, seat: e.seat, hand: e.hand ?? 1 });
        // A hand a split made, or the one split: its two cards are not the two the player received (two messages, so a
        // split hand's two cards are not called the wrong number of cards).
        if (hand && (hand.splitFrom !== undefined || hand.decisions.some((d) => d.action === 'split'))) {
          found.push({ messageId: 'afterSplit', event: e.index, seat: e.seat, hand: hand.index });
        } else if (hand && (hand.cards.length !== 2 || hand.decisions.some((d) => playedOn(d, hand)))) {
          found.push({ messageId: 'notFirstTwo', event: e.index, seat: e.seat, hand: hand.index, data: { cards: hand.cards.length } });
        }
        if (awaiting) awaitingHole.push({ early, otherwise: found });
        else for (const f of found) ctx.report(f);
      },
      handEnd(state) {
        if (awaitingHole.length === 0) return;
        const holeNeverDealt = missingHoleCard(state) !== undefined;
        for (const s of awaitingHole) for (const f of holeNeverDealt ? s.otherwise : [s.early]) ctx.report(f);
      },
    };
  },
});

export const surrenderOffered = defineRule({
  id: 'surrender-offer',
  article: 'Art. 9º',
  category: 'procedure',
  needs: 'procedures',
  description: {
    es: 'El dealer pregunta si desean retirarse tras la entrega obligatoria, salvo con un As como primera carta.',
    en: 'The dealer asks about surrender after the mandatory dealing, except against an ace.',
  },
  messages: {
    offeredAgainstAce: {
      es: 'Se ofreció el retiro con un As como primera carta del dealer ({article}).',
      en: 'Surrender was offered against a dealer ace ({article}).',
    },
    offeredEarly: {
      es: 'Se ofreció el retiro antes de culminar la entrega obligatoria de cartas ({article}).',
      en: 'Surrender was offered before the mandatory dealing had ended ({article}).',
    },
    notOffered: {
      es: 'El registro anota procedimientos pero no la pregunta del dealer sobre el retiro tras la entrega obligatoria ({article}).',
      en: 'The log records procedures but not the dealer asking about surrender after the mandatory dealing ({article}).',
    },
  },
  compile(ctx) {
    let offered = false;
    // Offers made once the boxes were dealt, before the hole card: early if it came after them; if it never came in
    // the mandatory dealing, the dealer asked where he closed the dealing and the one defect is the missing card,
    // which dealer-cards-face (Art. 8º) reports (clause31: it was reported twice).
    let awaitingHole: { at: number; againstAce: boolean }[] = [];
    return {
      handStart() {
        offered = false;
        awaitingHole = [];
      },
      procedure(e, before) {
        if (e.name !== 'offer_surrender') return;
        offered = true;
        const up = dealerUpCard(before);
        const againstAce = up !== undefined && isAce(up);
        if (onlyHoleCardAwaited(before)) awaitingHole.push({ at: e.index, againstAce });
        else if (mandatoryOverAt(before) === undefined) ctx.report({ messageId: 'offeredEarly', event: e.index });
        else if (againstAce) ctx.report({ messageId: 'offeredAgainstAce', event: e.index });
      },
      handEnd(state) {
        const holeNeverDealt = awaitingHole.length > 0 && missingHoleCard(state) !== undefined;
        for (const o of awaitingHole) {
          if (!holeNeverDealt) ctx.report({ messageId: 'offeredEarly', event: o.at });
          else if (o.againstAce) ctx.report({ messageId: 'offeredAgainstAce', event: o.at });
        }
        const up = dealerUpCard(state);
        const over = mandatoryOverAt(state);
        if (offered || over === undefined || up === undefined || isAce(up)) return;
        // Nobody to ask: every box holds a Black Jack (which no one surrenders), or there is no box.
        if (!state.seats.some((s) => s.firstTwo !== undefined && !isBlackjack(s.firstTwo))) return;
        ctx.report({ messageId: 'notOffered', event: over + 1 });
      },
    };
  },
});

export const surrenderHalf = mainSettlementRule({
  noWagerUnder: NO_WAGER_UNDER,
  id: 'surrender-half-collected',
  article: 'Art. 9º',
  cases: ['surrender'],
  description: { es: 'En el retiro se cobra la mitad de la apuesta; la otra mitad se devuelve.', en: 'On surrender half the wager is collected; the other half is returned.' },
  requirement: { surrender: { es: 'cobrar la mitad de {stake}: {expected}', en: 'half of {stake} collected: {expected}' } },
});

// Art. 9º «El dealer recogerá inmediatamente la parte correspondiente de la apuesta y las cartas repartidas al jugador.»
export const surrenderCollectedAtOnce = defineRule({
  id: 'surrender-collected-at-once',
  article: 'Art. 9º',
  category: 'procedure',
  params: ['surrender_only_before_play'],
  description: {
    es: 'En el retiro el dealer recoge inmediatamente la mitad de la apuesta.',
    en: 'On a surrender the dealer collects the half at once.',
  },
  messages: {
    late: {
      es: 'La mitad de la apuesta del asiento {seat}{behindText}, que se retiró (evento {surrenderedAt}), no se recogió inmediatamente: el juego siguió antes del cobro ({article}).',
      en: 'Half of seat {seat}\'s wager{behindText}, surrendered at event {surrenderedAt}, was not collected at once: play went on before the collection ({article}).',
    },
  },
  compile(ctx) {
    const onlyBeforePlay = ctx.param<boolean>('surrender_only_before_play');
    // Per wager of a surrendered hand awaiting its half's collection: the box's own (`seat.hand`) and each bet behind
    // the box (`seat.hand.b.player`), which rides the box's hand and is given up with it. A bet behind's settlement
    // clears only a bet behind (the one it names, or any where it names none), the box's only the box's: collecting
    // one is not play going on before the other's (it was read so, and a bet behind's half collected first had the
    // box's, collected right after it, reported as late), nor does it stand for the other's collection.
    const pending = new Map<string, { at: number; late: boolean; player?: string }>();
    return {
      handStart() {
        pending.clear();
      },
      event(e, before, after) {
        if (pending.size > 0 && (e.type === 'collect' || e.type === 'return' || e.type === 'payout') && e.spot === 'main') {
          const key = pendingWagerKey(pending, e);
          const p = key === undefined ? undefined : pending.get(key);
          if (key !== undefined && p) {
            if (p.late) ctx.report({ messageId: 'late', event: e.index, seat: e.seat, hand: e.hand ?? 1, ...behindPlace(e.behind === true, p.player), data: { surrenderedAt: p.at }, dataByLang: behindText(e.behind === true, p.player) });
            pending.delete(key);
            return;
          }
        }
        // The dealer asks the players together («preguntará a los jugadores si desean retirarse»): another player's
        // answer is part of that one question, so collecting after the answers, before play goes on, is at once.
        if (e.type === 'decision' && e.action === 'surrender') {
          // A surrender recorded once the hand was played gives nothing up (surrenderedUnplayed): no half to collect.
          const hand = seatIn(after.seats, e.seat)?.hands[(e.hand ?? 1) - 1];
          if (hand === undefined || !onlyBeforePlay || surrenderedUnplayed(after, hand)) {
            const key = `${e.seat}.${e.hand ?? 1}`;
            pending.set(key, { at: e.index, late: false });
            // The bets behind the box are given up with it: each awaited on its own.
            const players = new Set((seatIn(before.seats, e.seat)?.bets ?? []).filter((b) => b.spot === 'main' && b.behind).map((b) => b.player ?? ''));
            for (const player of players) pending.set(`${key}.b.${player}`, { at: e.index, late: false, ...(player !== '' ? { player } : {}) });
          }
          return;
        }
        if (pending.size > 0) for (const p of pending.values()) p.late = true;
      },
    };
  },
});
