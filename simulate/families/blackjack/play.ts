import type { Card } from '../../../engine/core/cards.js';
import type { Money } from '../../../engine/core/money.js';
import type { Rng } from '../../core/rng.js';
import type { Shoe } from '../../core/shoe.js';
import type { BjSimRules, SimHand, SimRound, SimSeat, Step } from './model.js';
import { cardValue, doubleTotalAllowed, handsCardsOf, isAceCard, isNatural, times, totalOf } from './model.js';

export interface BjSimTable {
  minBet: Money;
  maxBet: Money;
  /** Splits a box makes at most: the posted max_splits, or the players' own limit where none is posted. */
  maxSplits: number;
  commissionHundredths: number;
  seats: number;
  /** False: the dealer takes no hole card, his second card comes after the players (the European deal). */
  holeCard: boolean;
  /** The table's posted override of BjSimRules.dealerBlackjackTakesOriginal, if any. */
  dealerBlackjackTakesOriginal?: boolean;
}

const BET_UNITS = [1, 1, 1.5, 2, 2, 2.5, 3, 4, 5, 5.5, 6, 7.5, 10, 12.5, 15, 20, 25, 30, 50];
const POOL_STAKES = [5, 10, 10, 10, 20];

/**
 * Plays one legal round: a few boxes bet, the mandatory dealing, the offers,
 * each box played close to basic strategy (with now and then a legal choice
 * a basic strategist would not make), and the dealer to 17. Cards come off
 * the shoe in the order the log deals them.
 */
export function playRound(rng: Rng, shoe: Shoe, table: BjSimTable, rules: BjSimRules, shuffled: boolean): SimRound {
  const n = rng.range(1, table.seats);
  const taken = rng.shuffle(Array.from({ length: table.seats }, (_, i) => i + 1)).slice(0, n).sort((a, b) => a - b);
  const pool = rules.maxCommissionHundredths !== null;
  const seats: SimSeat[] = taken.map((seat) => ({
    seat,
    bet: stake(rng, table),
    pool: pool && rng.chance(1, 3) ? ((rng.pick(POOL_STAKES) * 100) as Money) : (0 as Money),
    hands: [{ index: 1, start: [], steps: [] }],
  }));
  if (rules.behindBets) for (const s of seats) betBehind(rng, s, table);
  for (const s of seats) s.hands[0]!.start.push(shoe.draw());
  const up = shoe.draw();
  for (const s of seats) s.hands[0]!.start.push(shoe.draw());
  // Without a hole card the dealer's second card comes off the shoe after the players' cards.
  const hole = table.holeCard ? shoe.draw() : undefined;
  const cut = shuffled ? { cutBy: rng.pick(taken) } : undefined;

  for (const s of seats) offers(rng, s, up, rules);
  for (const s of seats) {
    if (s.surrender || s.evenMoney || isNatural(s)) continue;
    playBox(rng, shoe, s, up, table, rules);
  }
  const round: SimRound = { seats, up, hole: hole ?? shoe.draw(), draws: [], commissionHundredths: table.commissionHundredths };
  if (cut) round.shuffle = cut;
  if (!table.holeCard) round.holeCard = false;
  else if (rules.upCardTurnedWithHole && rng.chance(1, 8)) round.upDealtDown = true;
  if (table.dealerBlackjackTakesOriginal !== undefined) round.dealerBlackjackTakesOriginal = table.dealerBlackjackTakesOriginal;
  if (anyLiveHand(round, rules)) {
    for (;;) {
      const t = totalOf([round.up, round.hole, ...round.draws]);
      if (t.total > 17 || (t.total === 17 && (!t.soft || rules.dealerStandsOnSoft17))) break;
      round.draws.push(shoe.draw());
    }
  }
  return round;
}

/** Now and then a standing player bets behind the box, within what the table maximum leaves (box and behind together). */
function betBehind(rng: Rng, s: SimSeat, table: BjSimTable): void {
  if (!rng.chance(1, 6)) return;
  const room = table.maxBet - s.bet;
  const fits = legalStakes(table).filter((m) => m <= room);
  if (fits.length === 0) return;
  s.player = `P-${100 + s.seat}`;
  s.behind = [{ player: `P-${200 + s.seat}`, amount: rng.pick(fits) }];
  s.behindTogether = rng.chance(1, 2);
}

function stake(rng: Rng, table: BjSimTable): Money {
  return rng.pick(legalStakes(table));
}

/** The stakes players put down: multiples of the minimum, in whole currency units, within the limits. */
function legalStakes(table: BjSimTable): Money[] {
  return BET_UNITS.map((u) => Math.round(u * 2) * (table.minBet / 2)).filter((m) => m >= table.minBet && m <= table.maxBet && m % 100 === 0) as Money[];
}

/** Insurance, even money or an explicit decline against an ace; surrender otherwise. */
function offers(rng: Rng, s: SimSeat, up: Card, rules: BjSimRules): void {
  const first = s.hands[0]!.start;
  if (isAceCard(up)) {
    if (isNatural(s)) {
      if (rng.chance(1, 2)) s.evenMoney = true;
    } else if (rng.chance(1, 8)) {
      const max = times(s.bet, rules.insuranceMax);
      // Mostly the full half; sometimes less, in whole units.
      s.insurance = rng.chance(3, 4) || max < 200 ? max : ((Math.floor(max / 100 / 2) * 100) as Money);
    } else if (rng.chance(1, 3)) {
      s.declined = true;
    }
    return;
  }
  if (!rules.surrender || isNatural(s)) return;
  const t = totalOf(first);
  const upV = cardValue(up);
  const basic = !t.soft && ((t.total === 16 && upV >= 9) || (t.total === 15 && upV === 10));
  if ((basic && rng.chance(4, 5)) || rng.chance(1, 50)) s.surrender = true;
}

type Choice = 'hit' | 'stand' | 'double' | 'split';

/** The box's hands in order; each split hand first receives its second card, then plays on. */
function playBox(rng: Rng, shoe: Shoe, s: SimSeat, up: Card, table: BjSimTable, rules: BjSimRules): void {
  let splits = 0;
  const cardsOf = new Map<number, Card[]>([[1, [...s.hands[0]!.start]]]);
  const fromSplit = new Set<number>();
  const splitAces = new Set<number>();
  const stakeOf = new Map<number, Money>([[1, s.bet]]);
  for (let k = 0; k < s.hands.length; k++) {
    const hand: SimHand = s.hands[k]!;
    const cards = cardsOf.get(hand.index)!;
    const push = (st: Step) => hand.steps.push(st);
    for (;;) {
      if (cards.length === 1) {
        const c = shoe.draw();
        cards.push(c);
        push({ t: 'card', card: c });
        // A split ace gets one card, unless the rules split an ace dealt to it again.
        if (splitAces.has(hand.index) && !(rules.resplitAces && isAceCard(c) && splits < table.maxSplits)) break;
      }
      const t = totalOf(cards);
      if (t.total > 21) break;
      const played = hand.steps.some((x) => x.t === 'hit' || x.t === 'double');
      const twoCards = cards.length === 2 && !played;
      const canSplit = twoCards && splits < table.maxSplits && (!splitAces.has(hand.index) || rules.resplitAces)
        && (rules.splitByValue ? cardValue(cards[0]!) === cardValue(cards[1]!) : cards[0]! >> 2 === cards[1]! >> 2);
      const canDouble = twoCards && !splitAces.has(hand.index) && (rules.doubleAfterSplit || !fromSplit.has(hand.index))
        && doubleTotalAllowed(cards, rules.doubleTotals);
      const choice = choose(rng, cards, up, canSplit, canDouble);
      if (choice === 'stand') {
        push({ t: 'stand' });
        break;
      }
      if (choice === 'hit') {
        const c = shoe.draw();
        cards.push(c);
        push({ t: 'hit', card: c });
        continue;
      }
      if (choice === 'double') {
        const original = stakeOf.get(hand.index)!;
        const max = times(original, rules.doubleMax);
        const amount = !rules.doubleForLess || rng.chance(6, 7) || max < 200 ? max : ((Math.floor(max / 200) * 100) as Money);
        const c = shoe.draw();
        cards.push(c);
        push({ t: 'double', amount, card: c });
        break;
      }
      // split: the second card starts the next hand, with a wager equal to the original
      splits++;
      const to = s.hands.length + 1;
      const moved = cards.pop()!;
      push({ t: 'split', amount: s.bet, to });
      s.hands.push({ index: to, start: [moved], steps: [] });
      cardsOf.set(to, [moved]);
      stakeOf.set(to, s.bet);
      fromSplit.add(to);
      fromSplit.add(hand.index);
      if (isAceCard(moved)) {
        splitAces.add(to);
        splitAces.add(hand.index);
      }
    }
  }
}

/** Close to basic strategy, with an occasional legal deviation. */
function choose(rng: Rng, cards: Card[], up: Card, canSplit: boolean, canDouble: boolean): Choice {
  const t = totalOf(cards);
  if (t.total >= 21) return 'stand';
  const u = isAceCard(up) ? 11 : cardValue(up);
  if (canSplit) {
    const v = cardValue(cards[0]!);
    const split = v === 1 || v === 8
      || (v === 9 && u !== 7 && u <= 9)
      || ((v === 2 || v === 3 || v === 7) && u <= 7)
      || (v === 6 && u <= 6)
      || (v === 4 && (u === 5 || u === 6))
      || (v === 10 && rng.chance(1, 40));
    if (split) return 'split';
  }
  if (canDouble) {
    const hard = !t.soft;
    const double = (hard && t.total === 11 && u !== 11) || (hard && t.total === 10 && u <= 9) || (hard && t.total === 9 && u >= 3 && u <= 6)
      || (t.soft && t.total >= 13 && t.total <= 18 && (u === 5 || u === 6))
      || (t.total <= 8 && rng.chance(1, 60));
    if (double) return 'double';
  }
  let hit: boolean;
  if (t.soft) hit = t.total <= 17 || (t.total === 18 && u >= 9);
  else if (t.total <= 11) hit = true;
  else if (t.total === 12) hit = u < 4 || u > 6;
  else if (t.total <= 16) hit = u > 6;
  else hit = false;
  if (t.total >= 12 && t.total <= 18 && rng.chance(1, 25)) hit = !hit;
  return hit ? 'hit' : 'stand';
}

/**
 * A hand the dealer must play against: not busted, surrendered, paid as a Black Jack or at even money (the cards
 * counted as the rules count them: BjSimRules.playerExtraCardsCount).
 */
export function anyLiveHand(r: SimRound, rules: Pick<BjSimRules, 'playerExtraCardsCount'>): boolean {
  return r.seats.some((s) => {
    if (s.surrender || s.evenMoney || isNatural(s)) return false;
    return [...handsCardsOf(s, rules.playerExtraCardsCount).values()].some((c) => totalOf(c).total <= 21);
  });
}
