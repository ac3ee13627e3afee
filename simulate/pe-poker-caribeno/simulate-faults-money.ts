// The errors of Arts. 11º-15º: the order of decisions, reveal and comparison, the bet's size, and the
// settlement of each wager (fold, comparison, the dealer without a hand, the pay table, the cap).
import { suitOf } from '../../engine/core/cards.js';
import type { Card } from '../../engine/core/cards.js';
import type { Money } from '../../engine/core/money.js';
import { CATEGORIES, categoryOf } from '../../engine/poker/evaluator.js';
import { amountOut, moveEvent } from '../core/log.js';
import type { Rng } from '../core/rng.js';
import type { LogEvent, LogHand, Played } from '../core/types.js';
import {
  CARIBENO_RULES, MINIMUM_PAYTABLE, comparison, dealerQualifies, fullBetPayout, handValue, isCapped, outcomeOf, rerender, totalAnte,
} from './simulate-round.js';
import type { CsSimRound, CsSimZone, Outcome } from './simulate-round.js';

export type P = Played<CsSimRound>;
export type Apply = (p: P, rng: Rng) => LogHand | undefined;

export function pickZone(p: P, rng: Rng, ok: (z: CsSimZone) => boolean): CsSimZone | undefined {
  const zones = p.model.zones.filter(ok);
  return zones.length === 0 ? undefined : rng.pick(zones);
}

export const at = (p: P, ok: (e: LogEvent) => boolean): number => p.hand.events.findIndex(ok);
export function lastAt(p: P, ok: (e: LogEvent) => boolean): number {
  for (let i = p.hand.events.length - 1; i >= 0; i--) if (ok(p.hand.events[i]!)) return i;
  return -1;
}
const isReveal = (e: LogEvent) => e.type === 'reveal';
const SETTLE = new Set(['payout', 'collect', 'return']);
/** The event that settles a zone's wager (each wager is settled once in a clean round). */
const settlementOf = (p: P, seat: number, spot: 'ante' | 'bet') => at(p, (e) => SETTLE.has(e.type) && e['seat'] === seat && e['spot'] === spot);

const is = (o: Outcome) => (p: P) => (z: CsSimZone) => outcomeOf(p.model, z) === o;
/** A winning bet paid its full line, below any posted maximum: what Art. 14º governs. */
const uncappedWin = (p: P) => (z: CsSimZone) => outcomeOf(p.model, z) === 'win' && !isCapped(p.model, z);

function setSettlement(p: P, z: CsSimZone, spot: 'ante' | 'bet', type: string, amount: Money): LogHand {
  const e = p.hand.events[settlementOf(p, z.seat, spot)]!;
  e.type = type;
  e['amount'] = amountOut(amount);
  return p.hand;
}

/** Re-settles one zone (or every zone that bet) as if the cards had gone another way. */
function settleAs(p: P, zones: CsSimZone[], as: (z: CsSimZone) => Outcome): LogHand {
  for (const z of zones) z.settleAs = as(z);
  return rerender(p);
}

// ---- Art. 11º: the order of the game, the bet's size, the fold -----------------------------------------------

export const decisionDuringDeal: Apply = (p, rng) => {
  const z = pickZone(p, rng, () => true)!;
  moveEvent(p.hand.events, at(p, (e) => e.type === 'decision' && e['seat'] === z.seat), lastAt(p, (e) => e.type === 'deal'));
  return p.hand;
};

function revealFirst(p: P): void {
  const firstDecision = at(p, (e) => e.type === 'decision');
  const reveals = p.hand.events.filter(isReveal);
  p.hand.events = p.hand.events.filter((e) => !isReveal(e));
  p.hand.events.splice(firstDecision, 0, ...reveals);
}

/** The dealer reveals before the players decide; the bets made on his shown cards are handed back (no wager, Art. 11º). */
export const revealBeforeDecisions: Apply = (p) => {
  revealFirst(p);
  for (const z of p.model.zones) {
    const i = z.action === 'bet' ? settlementOf(p, z.seat, 'bet') : -1;
    if (i >= 0) Object.assign(p.hand.events[i]!, { type: 'return', amount: amountOut(z.raise) });
  }
  return p.hand;
};

/** The dealer reveals before the players decide, and a bet made on his shown cards is paid or collected as the cards say. */
export const betAfterRevealSettled: Apply = (p) => {
  const settled = p.model.zones.filter((z) => z.action === 'bet' && outcomeOf(p.model, z) !== 'no-hand' && outcomeOf(p.model, z) !== 'tie');
  if (settled.length === 0) return undefined;
  revealFirst(p);
  for (const z of p.model.zones) {
    if (settled.includes(z)) continue;
    const i = z.action === 'bet' ? settlementOf(p, z.seat, 'bet') : -1;
    if (i >= 0) Object.assign(p.hand.events[i]!, { type: 'return', amount: amountOut(z.raise) });
  }
  return p.hand;
};

/** A fold not recorded, the ante collected as a fold's: the missing decision is the only finding (the ante is lost either way). */
export const decisionMissing: Apply = (p, rng) => {
  const z = pickZone(p, rng, (x) => x.action === 'fold');
  if (!z) return undefined;
  p.hand.events.splice(at(p, (e) => e.type === 'decision' && e['seat'] === z.seat), 1);
  return p.hand;
};

/**
 * A bet not recorded, the zone settled on the cards all the same: without a bet the zone did not continue (Art. 11º),
 * so its ante is lost and no bet is settled; what the table paid, returned or collected otherwise is a settlement finding.
 */
export const betDecisionMissing: Apply = (p, rng) => {
  const z = pickZone(p, rng, (x) => x.action === 'bet');
  if (!z) return undefined;
  p.hand.events.splice(at(p, (e) => e.type === 'decision' && e['seat'] === z.seat), 1);
  return p.hand;
};

export const settledBeforeReveal: Apply = (p, rng) => {
  const z = pickZone(p, rng, (x) => x.action === 'bet');
  if (!z) return undefined;
  moveEvent(p.hand.events, settlementOf(p, z.seat, 'ante'), lastAt(p, isReveal));
  return p.hand;
};

/**
 * The ante raised once the five cards are seen (Art. 11º allows only the bet or the fold then), and the winning
 * ante paid 1 to 1 on the raised amount: Art. 14º judges the payout on the ante placed before the deal.
 */
export const anteRaisedAfterCards: Apply = (p, rng) => {
  const z = pickZone(p, rng, uncappedWin(p));
  if (!z) return undefined;
  const late = totalAnte(z);
  p.hand.events.splice(lastAt(p, (e) => e.type === 'deal') + 1, 0, { type: 'bet', seat: z.seat, spot: 'ante', amount: amountOut(late) });
  return setSettlement(p, z, 'ante', 'payout', (2 * late) as Money);
};

export const raiseWrongSize: Apply = (p, rng) => {
  const z = pickZone(p, rng, (x) => x.action === 'bet');
  if (!z) return undefined;
  z.raise = (totalAnte(z) * rng.pick([1, 3])) as Money;
  return rerender(p);
};

export const foldAnteReturned: Apply = (p, rng) => {
  const z = pickZone(p, rng, is('fold')(p));
  return z && setSettlement(p, z, 'ante', 'return', totalAnte(z));
};

export const foldAnteNotCollected: Apply = (p, rng) => {
  const z = pickZone(p, rng, is('fold')(p));
  if (!z) return undefined;
  p.hand.events.splice(settlementOf(p, z.seat, 'ante'), 1);
  return p.hand;
};

/** The folded ante not collected at the fold, but paid with the others once the dealer has shown his hand. */
export const foldedHandPaid: Apply = (p, rng) => {
  const z = pickZone(p, rng, is('fold')(p));
  if (!z) return undefined;
  p.hand.events.splice(settlementOf(p, z.seat, 'ante'), 1);
  p.hand.events.splice(lastAt(p, isReveal) + 1, 0, { type: 'payout', seat: z.seat, spot: 'ante', amount: amountOut(totalAnte(z)) });
  return p.hand;
};

// ---- Art. 12º: the comparison -------------------------------------------------------------------------------

export const lossNotCollected: Apply = (p, rng) => {
  const z = pickZone(p, rng, is('loss')(p));
  if (!z) return undefined;
  const spot = rng.pick(['ante', 'bet'] as const);
  return setSettlement(p, z, spot, 'return', spot === 'ante' ? totalAnte(z) : z.raise);
};

export const lossPaid: Apply = (p, rng) => {
  const z = pickZone(p, rng, is('loss')(p));
  return z && settleAs(p, [z], () => 'win');
};

export const winnerCollected: Apply = (p, rng) => {
  const z = pickZone(p, rng, is('win')(p));
  return z && settleAs(p, [z], () => 'loss');
};

/** Every player who bet lost (or tied) to a dealer with a hand, yet the dealer announced «No hay mano». */
export const qualifiedDealerCalledNoHand: Apply = (p) => {
  const bettors = p.model.zones.filter((z) => z.action === 'bet');
  if (bettors.length === 0 || bettors.some((z) => !['loss', 'tie'].includes(outcomeOf(p.model, z)))) return undefined;
  return settleAs(p, bettors, () => 'no-hand');
};

/**
 * A tie collected. Equal hands are rare (about 3 in 100,000 against a dealer with a hand), so the
 * fault makes one: a zone is given the dealer's ranks in other suits, from cards the round did not
 * deal, and bets.
 */
export const tieCollected: Apply = (p, rng) => {
  const r = p.model;
  if (!dealerQualifies(r.dealer)) return undefined;
  const z = rng.pick(r.zones);
  const used = new Set<Card>([...r.dealer, ...r.zones.filter((x) => x !== z).flatMap((x) => x.cards)]);
  const sameRank = (c: Card, suit: number) => ((c & ~3) | suit) as Card;
  let cards: Card[] | undefined;
  if (['flush', 'straight_flush', 'royal_flush'].includes(categoryOf(handValue(r.dealer)))) {
    const suits = [0, 1, 2, 3].filter((s) => s !== suitOf(r.dealer[0]!) && r.dealer.every((c) => !used.has(sameRank(c, s))));
    if (suits.length > 0) {
      const suit = rng.pick(suits);
      cards = r.dealer.map((c) => sameRank(c, suit));
    }
  } else {
    const chosen: Card[] = [];
    for (const c of r.dealer) {
      const free = [0, 1, 2, 3].map((s) => sameRank(c, s)).filter((x) => !used.has(x) && !chosen.includes(x));
      if (free.length === 0) return undefined;
      chosen.push(rng.pick(free));
    }
    cards = chosen;
  }
  if (!cards || handValue(cards) !== handValue(r.dealer)) return undefined;
  cards.forEach((c, i) => {
    // Keep the deck a deck: the new card takes the old one's place in it.
    const [a, b] = [r.deck.indexOf(z.cards[i]!), r.deck.indexOf(c)];
    [r.deck[a], r.deck[b]] = [r.deck[b]!, r.deck[a]!];
  });
  z.cards = cards;
  z.action = 'bet';
  z.raise = (totalAnte(z) * CARIBENO_RULES.raisePerAnte) as Money;
  return settleAs(p, [z], () => 'loss');
};

// ---- Art. 13º: the dealer without a hand -------------------------------------------------------------------

export const noHandAnteReturned: Apply = (p, rng) => {
  const z = pickZone(p, rng, is('no-hand')(p));
  return z && setSettlement(p, z, 'ante', 'return', totalAnte(z));
};

export const noHandBetCollected: Apply = (p, rng) => {
  const z = pickZone(p, rng, is('no-hand')(p));
  return z && setSettlement(p, z, 'bet', 'collect', z.raise);
};

export const noHandBetPaid: Apply = (p, rng) => {
  const z = pickZone(p, rng, is('no-hand')(p));
  return z && setSettlement(p, z, 'bet', 'payout', z.raise);
};

/** The dealer lacks ace-king, yet compares: losers collected, winners paid by the pay table. */
export const noHandComparedAnyway: Apply = (p) => {
  const bettors = p.model.zones.filter((z) => z.action === 'bet');
  if (bettors.length === 0 || dealerQualifies(p.model.dealer)) return undefined;
  return settleAs(p, bettors, (z) => comparison(p.model, z));
};

// ---- Art. 14º: the pay table --------------------------------------------------------------------------------

export const anteWinUnderpaid: Apply = (p, rng) => {
  const z = pickZone(p, rng, is('win')(p));
  return z && setSettlement(p, z, 'ante', 'payout', (totalAnte(z) / 2) as Money);
};

export const anteWinOverpaid: Apply = (p, rng) => {
  const z = pickZone(p, rng, is('win')(p));
  return z && setSettlement(p, z, 'ante', 'payout', (totalAnte(z) * 2) as Money);
};

const line = (p: P, z: CsSimZone) => p.model.paytable[categoryOf(handValue(z.cards))];

export const betWinPaidEven: Apply = (p, rng) => {
  const z = pickZone(p, rng, (x) => uncappedWin(p)(x) && line(p, x) > 1);
  return z && setSettlement(p, z, 'bet', 'payout', z.raise);
};

/** Paid by the next better line of the posted table. */
export const betWinPaidLineAbove: Apply = (p, rng) => {
  const z = pickZone(p, rng, (x) => uncappedWin(p)(x) && categoryOf(handValue(x.cards)) !== 'royal_flush');
  if (!z) return undefined;
  const above = CATEGORIES.map((c) => p.model.paytable[c]).filter((l) => l > line(p, z));
  return setSettlement(p, z, 'bet', 'payout', (z.raise * Math.min(...above)) as Money);
};

/**
 * A table posting a richer line than Art. 14º's minimum for the winning hand's category (this hand's table
 * configuration: the line the winner holds, one more to 1), and the winner paid the legal minimum.
 */
export const betWinPaidLegalMinimumOfPostedLine: Apply = (p, rng) => {
  const categoryOfZone = (z: CsSimZone) => categoryOf(handValue(z.cards));
  const richer = (z: CsSimZone) => (MINIMUM_PAYTABLE[categoryOfZone(z)] + 1) * z.raise;
  // The posted line changes for the whole table: only a category no other zone holds, so the one error stays one.
  const alone = (z: CsSimZone) => p.model.zones.every((o) => o === z || categoryOfZone(o) !== categoryOfZone(z));
  const z = pickZone(p, rng, (x) => uncappedWin(p)(x) && alone(x) && (p.model.cap === undefined || richer(x) <= p.model.cap));
  if (!z) return undefined;
  const category = categoryOf(handValue(z.cards));
  const table = p.hand.table as Record<string, unknown>;
  p.hand.table = { ...table, bet_paytable: { ...(table['bet_paytable'] as object), [category]: MINIMUM_PAYTABLE[category] + 1 } };
  return setSettlement(p, z, 'bet', 'payout', (z.raise * MINIMUM_PAYTABLE[category]) as Money);
};

export const betWinReturned: Apply = (p, rng) => {
  const z = pickZone(p, rng, uncappedWin(p));
  return z && setSettlement(p, z, 'bet', 'return', z.raise);
};

// ---- Art. 15º: the posted maximum --------------------------------------------------------------------------

const cappedWin = (p: P) => (z: CsSimZone) => outcomeOf(p.model, z) === 'win' && isCapped(p.model, z);

export const capIgnored: Apply = (p, rng) => {
  const z = pickZone(p, rng, cappedWin(p));
  return z && setSettlement(p, z, 'bet', 'payout', fullBetPayout(p.model, z));
};

/** The maximum applied to the ante and the bet together. */
export const capCountsTheAnte: Apply = (p, rng) => {
  const z = pickZone(p, rng, (x) => cappedWin(p)(x) && p.model.cap! > totalAnte(x));
  return z && setSettlement(p, z, 'bet', 'payout', (p.model.cap! - totalAnte(z)) as Money);
};

/**
 * No maximum posted, yet a winning bet paid short by an amount no line gives on it (neither the
 * posted table's nor the article's: either would be a hand paid on the wrong line, Art. 14º). Where the
 * table posts a richer line than Art. 14º's minimum, only an amount under the minimum line's is Art. 14º's:
 * one at or above it is the posted table's (bet-paid-per-posted-line, judge-wagers `posted-line-short`;
 * hostile20: a flush at 6 to 1 paid one short was keyed Art. 14º).
 */
export const unpostedCapApplied: Apply = (p, rng) => {
  if (p.model.cap !== undefined) return undefined;
  const shortOf = (z: CsSimZone): Money[] => {
    const lines = new Set(CATEGORIES.flatMap((c) => [z.raise * p.model.paytable[c], z.raise * MINIMUM_PAYTABLE[c]]));
    const full = fullBetPayout(p.model, z);
    const minimum = z.raise * MINIMUM_PAYTABLE[categoryOf(handValue(z.cards))];
    const floor = full > minimum ? minimum : full;
    return [100, 500, 1000].map((k) => floor - k).filter((a) => a > 0 && !lines.has(a)) as Money[];
  };
  const z = pickZone(p, rng, (x) => is('win')(p)(x) && shortOf(x).length > 0);
  return z && setSettlement(p, z, 'bet', 'payout', rng.pick(shortOf(z)));
};
