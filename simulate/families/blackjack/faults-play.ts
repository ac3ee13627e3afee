// Dealer errors in the play of a blackjack round: they change the model of the round (a card too
// many, a stake too big, the dealer's draw) and render it again, so that everything else in the log
// (busts collected at once, the settlement by the cards) follows as a table would.
import type { Money } from '../../../engine/core/money.js';
import type { Rng } from '../../core/rng.js';
import type { LogHand, Played } from '../../core/types.js';
import type { Card } from '../../../engine/core/cards.js';
import type { BjSimRules, SimRound } from './model.js';
import { cardValue, dealerCardsOf, doubleTotalAllowed, isAceCard, isNatural, isTwoCard21, times, totalOf } from './model.js';
import { anyLiveHand } from './play.js';
import { renderRound } from './render.js';
import type { BjApply } from './fault-helpers.js';
import { handBusted, handCards, pickSeat, pickStep, played, spareCard, splitAceHands, stakeOfHand } from './fault-helpers.js';

export function playFaults(rules: BjSimRules, opts: { layoutBoxes: number }) {
  const rerender = (p: Played<SimRound>): LogHand | undefined => {
    // The dealer's draws the changed play now owes come from the round's spares; none left: no occasion.
    if (!completeDealer(p, rules)) return undefined;
    p.hand.events = renderRound(p.model, rules);
    return p.hand;
  };
  /** One box of those `ok` accepts surrenders: half its stake is collected, its hand never played. */
  const surrenderOne = (p: Played<SimRound>, rng: Rng, ok: Parameters<typeof pickSeat>[2]): LogHand | undefined => {
    const s = pickSeat(p, rng, ok);
    if (!s) return undefined;
    s.surrender = true;
    delete s.declined;
    s.hands = [{ index: 1, start: s.hands[0]!.start, steps: [] }];
    return rerender(p);
  };

  return {
    /** A box surrenders against an ace. */
    surrenderAgainstAce: ((p, rng) => {
      if (!isAceCard(p.model.up)) return undefined;
      return surrenderOne(p, rng, (x) => !isNatural(x) && !x.evenMoney && x.insurance === undefined);
    }) satisfies BjApply,


    /** A box surrenders (half its stake collected) under rules that provide no surrender. */
    surrenderTaken: ((p, rng) => surrenderOne(p, rng, (x) => played(x) && x.insurance === undefined)) satisfies BjApply,


    /** A box played beyond the boxes the layout marks (its cards the round's spares; it stands or has a Black Jack). */
    boxBeyondLayout: ((p) => {
      const t = p.hand.table?.['seats'];
      const seat = (typeof t === 'number' ? Math.min(t, opts.layoutBoxes) : opts.layoutBoxes) + 1;
      const [c1, c2] = [spareCard(p), spareCard(p)];
      if (c1 === undefined || c2 === undefined) return undefined;
      const start = [c1, c2];
      p.model.seats.push({ seat, bet: p.model.seats[0]!.bet, pool: 0 as Money, hands: [{ index: 1, start, steps: isTwoCard21(start) ? [] : [{ t: 'stand' }] }] });
      return rerender(p);
    }) satisfies BjApply,


    /** Insurance taken for the whole original wager, more than half; the table settles the half and hands the rest back. */
    insuranceOverHalf: ((p, rng) => {
      const s = pickSeat(p, rng, (x) => x.insurance !== undefined);
      if (!s) return undefined;
      s.insurance = s.bet;
      s.insuranceHandBack = (s.bet - times(s.bet, rules.insuranceMax)) as Money;
      return rerender(p);
    }) satisfies BjApply,

    /** Insurance taken for the whole original wager and settled whole (paid 2 to 1 on it, or collected): the excess is no stake. */
    insuranceOverHalfSettledWhole: ((p, rng) => {
      const s = pickSeat(p, rng, (x) => x.insurance !== undefined);
      if (!s) return undefined;
      s.insurance = s.bet;
      return rerender(p);
    }) satisfies BjApply,


    /** A split staked at twice the original wager; the table settles the new hand on the original and hands the excess back. */
    splitUnequalWager: ((p, rng) => {
      // No double on the seat's hands: a double sized on the split hand's whole stake would be over its limit too.
      const s = pickSeat(p, rng, (x) => x.hands.length > 1 && !x.hands.some((h) => h.steps.some((st) => st.t === 'double')));
      if (!s) return undefined;
      const step = s.hands[0]!.steps.find((x) => x.t === 'split')!;
      if (step.t !== 'split') return undefined;
      step.amount = (s.bet * 2) as Money;
      // A correct table settles the new hand on the original wager and hands the rest back (the excess is no stake).
      step.handBack = s.bet;
      return rerender(p);
    }) satisfies BjApply,


    /** Two cards of different value split; the table hands the new hand's stake back with its settlement. */
    splitNotAPair: ((p, rng) => {
      const s = pickSeat(p, rng, (x) => played(x) && x.hands.length === 1
        && cardValue(x.hands[0]!.start[0]!) !== cardValue(x.hands[0]!.start[1]!));
      if (!s) return undefined;
      const [a, b] = s.hands[0]!.start as [Card, Card];
      const [c1, c2] = [spareCard(p), spareCard(p)];
      if (c1 === undefined || c2 === undefined) return undefined;
      s.hands = [
        // A correct table hands the new hand's stake back whole: a split not admitted makes no hand (split_only_as_allowed).
        { index: 1, start: [a, b], steps: [{ t: 'split', amount: s.bet, to: 2, handBack: s.bet }, { t: 'card', card: c1 }, { t: 'stand' }] },
        { index: 2, start: [b], steps: [{ t: 'card', card: c2 }, { t: 'stand' }] },
      ];
      return rerender(p);
    }) satisfies BjApply,


    /** A split ace dealt a second card. */
    splitAceExtraCard: ((p, rng) => {
      const hands = p.model.seats.flatMap((s) => splitAceHands(s));
      if (hands.length === 0) return undefined;
      const card = spareCard(p);
      if (card === undefined) return undefined;
      rng.pick(hands).steps.push({ t: 'hit', card });
      return rerender(p);
    }) satisfies BjApply,


    /** A split ace holding its one card doubled (on a total the catalog allows doubling on), and dealt the double's card. */
    splitAceDoubled: ((p, rng) => {
      const found = p.model.seats.flatMap((s) => splitAceHands(s).filter((h) => !h.steps.some((x) => x.t === 'hit' || x.t === 'double' || x.t === 'split') && handCards(s, h.index).length === 2
        && doubleTotalAllowed(handCards(s, h.index), rules.doubleTotals)).map((h) => ({ s, h })));
      if (found.length === 0) return undefined;
      const { s, h } = rng.pick(found);
      const amount = stakeOfHand(s, h.index);
      // Marbella's fault (double_on_split_aces false): a correct table hands the double back whole (double_only_as_allowed).
      const card = spareCard(p);
      if (card === undefined) return undefined;
      h.steps.push({ t: 'double', amount, card, handBack: amount });
      return rerender(p);
    }) satisfies BjApply,


    /** A hand formed by a split never dealt its card (it is settled on its one card; not a hand split again). */
    splitHandNoCard: ((p, rng) => {
      const found = pickStep(p, rng, (h) => h.index > 1 && h.steps.length > 0 && !h.steps.some((x) => x.t === 'split'));
      if (!found) return undefined;
      found.hand.steps = [];
      return rerender(p);
    }) satisfies BjApply,


    /** A double for more than the original wager; the table settles the lawful double and hands the excess back. */
    doubleOverOriginal: ((p, rng) => {
      const found = pickStep(p, rng, (h) => h.steps.some((x) => x.t === 'double'));
      if (!found) return undefined;
      const step = found.hand.steps.find((x) => x.t === 'double')!;
      if (step.t !== 'double') return undefined;
      const stake = stakeOfHand(found.seat, found.hand.index);
      step.amount = (stake * 2) as Money;
      // A correct table settles the lawful double and hands the rest back (the excess is no stake).
      step.handBack = (step.amount - times(stake, rules.doubleMax)) as Money;
      return rerender(p);
    }) satisfies BjApply,


    /** A double after a hit: the last of two or more hits becomes a double of the hand's stake, handed back with the settlement. */
    doubleAfterHit: ((p, rng) => {
      const found = pickStep(p, rng, (h) => {
        const steps = h.steps.filter((x) => x.t !== 'stand');
        return steps[steps.length - 1]?.t === 'hit' && steps.filter((x) => x.t === 'hit').length >= 2;
      });
      if (!found) return undefined;
      const steps = found.hand.steps;
      if (steps[steps.length - 1]?.t === 'stand') steps.pop();
      const last = steps[steps.length - 1]!;
      if (last.t !== 'hit') return undefined;
      const amount = stakeOfHand(found.seat, found.hand.index);
      // A correct table hands the double back whole: it is no stake (double_only_as_allowed); the card is the player's.
      steps[steps.length - 1] = { t: 'double', amount, card: last.card, handBack: amount };
      return rerender(p);
    }) satisfies BjApply,


    /** A double on two cards whose total the rules do not allow it on (the box's first decision, turned into a double), handed back with the settlement. */
    doubleOnOtherTotal: ((p, rng) => {
      if (rules.doubleTotals === null) return undefined;
      const s = pickSeat(p, rng, (x) => played(x) && x.hands.length === 1 && ['hit', 'stand'].includes(x.hands[0]!.steps[0]!.t)
        && !doubleTotalAllowed(x.hands[0]!.start, rules.doubleTotals));
      if (!s) return undefined;
      const first = s.hands[0]!.steps[0]!;
      // A correct table hands the double back whole: it is no stake (double_only_as_allowed); the card is the player's.
      const card = first.t === 'hit' ? first.card : spareCard(p);
      if (card === undefined) return undefined;
      s.hands[0]!.steps = [{ t: 'double', amount: s.bet, card, handBack: s.bet }];
      return rerender(p);
    }) satisfies BjApply,


    /** A doubled hand dealt a second card. */
    doubleExtraCard: ((p, rng) => {
      const found = pickStep(p, rng, (h, s) => h.steps.some((x) => x.t === 'double') && !handBusted(s, h.index));
      if (!found) return undefined;
      const card = spareCard(p);
      if (card === undefined) return undefined;
      found.hand.steps.push({ t: 'hit', card });
      return rerender(p);
    }) satisfies BjApply,


    /** The dealer draws on 17 or more (the table settles by the cards). */
    dealerDrawsOn17: ((p) => {
      const t = totalOf(dealerCardsOf(p.model)).total;
      if (t < 17 || t > 21) return undefined;
      const card = spareCard(p);
      if (card === undefined) return undefined;
      p.model.draws.push(card);
      p.hand.events = renderRound(p.model, rules);
      return p.hand;
    }) satisfies BjApply,


    /** The dealer stands on 16 or less (the last card never drawn; the table settles by the cards). */
    dealerStandsOn16: ((p) => {
      if (p.model.draws.length === 0) return undefined;
      p.model.draws.pop();
      p.hand.events = renderRound(p.model, rules);
      return p.hand;
    }) satisfies BjApply,

  };
}

/** After a fault changed the boxes' play, the dealer still plays correctly: draws to 17 if a live hand is left. */
function completeDealer(p: Played<SimRound>, rules: BjSimRules): boolean {
  const r = p.model;
  if (!anyLiveHand(r, rules)) return true;
  for (;;) {
    const t = totalOf(dealerCardsOf(r));
    if (t.total > 17 || (t.total === 17 && (!t.soft || rules.dealerStandsOnSoft17))) return true;
    const card = spareCard(p);
    if (card === undefined) return false;
    r.draws.push(card);
  }
}
