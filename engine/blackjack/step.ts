import { reject } from '../core/engine-types.js';
import type { EngineFold, EngineRejection, GameEngine, Writable } from '../core/engine-types.js';
import { isAce } from '../core/cards.js';
import { appendNew } from '../core/fold-lists.js';
import type { Money } from '../core/money.js';
import type {
  BetEvent, DealEvent, DecisionEvent, HandEvent, HandRecord, RevealEvent, SettlementEvent,
} from '../core/types.js';
import type { BjBet, BjHand, BjProcedure, BjSeat, BjState, DealRecord, Settlement } from './state.js';
import { bjTotal } from './totals.js';
import { describeBlackjack } from './describe.js';
import { reason } from '../core/reasons.js';

// Every state, seat and hand object is built with all its fields, absent ones undefined, in one
// order: copies of one shape stay one shape, and the rules' reads of them stay monomorphic (about a
// third of the replay's time went to reads and copies of objects of many shapes).
//
// The table is one object changed in place (`Live`): its scalars are written, its three logs (deals,
// settlements, procedures) appended to. Seats, hands and the dealer's cards are records never changed
// once made: a change makes a new one, and a new seats or dealer list. `step` (pure) applies an event to
// a copy of the state; the audit's fold (`BjFold`) to its one state, keeping the state before it beside.

type Live = Writable<Omit<BjState, 'deals' | 'settlements' | 'procedures'>> & {
  deals: DealRecord[];
  settlements: Settlement[];
  procedures: BjProcedure[];
};

function init(hand: HandRecord, holeCard: HoleCardSource): Live {
  return {
    stage: 'betting',
    boxesBetLater: boxesBetOn(hand),
    holeCard: holeCard === 'always' ? true : hand.table.dealer_hole_card ?? true,
    seats: [],
    dealer: [],
    upCard: undefined,
    upCardRevealedAt: undefined,
    holeRevealedAt: undefined,
    deals: [],
    settlements: [],
    procedures: [],
    mandatoryEndedAt: undefined,
    voluntaryStartedAt: undefined,
    dealerTurnAt: undefined,
    lastEvent: undefined,
  };
}

/** The seats on which the hand places a main bet of the box's own (not behind it), at any point. */
function boxesBetOn(hand: HandRecord): readonly number[] {
  const seats: number[] = [];
  for (const e of hand.events) if (e.type === 'bet' && e.spot === 'main' && !e.behind && !seats.includes(e.seat)) seats.push(e.seat);
  return seats;
}

/** Makes `to` what `from` is: its scalars and lists, and its logs' new entries appended (they only grow). */
function copyInto(to: Live, from: Live): void {
  to.stage = from.stage;
  to.boxesBetLater = from.boxesBetLater;
  to.holeCard = from.holeCard;
  to.seats = from.seats;
  to.dealer = from.dealer;
  to.upCard = from.upCard;
  to.upCardRevealedAt = from.upCardRevealedAt;
  to.holeRevealedAt = from.holeRevealedAt;
  appendNew(to.deals, from.deals);
  appendNew(to.settlements, from.settlements);
  appendNew(to.procedures, from.procedures);
  to.mandatoryEndedAt = from.mandatoryEndedAt;
  to.voluntaryStartedAt = from.voluntaryStartedAt;
  to.dealerTurnAt = from.dealerTurnAt;
  to.lastEvent = from.lastEvent;
}

/** Pure: returns the state after the event; the given state is never changed. */
function step(s: BjState, e: HandEvent): BjState | EngineRejection {
  const next = { ...s, deals: s.deals.slice(), settlements: s.settlements.slice(), procedures: s.procedures.slice() };
  return advance(next, e) ?? next;
}

function advance(s: Live, e: HandEvent): EngineRejection | undefined {
  const rejected = apply(s, e);
  if (rejected) return rejected;
  s.lastEvent = e;
  return undefined;
}

/** The audit's fold: `before` made what `after` was, then the event applied to `after`, both in place. */
class BjFold implements EngineFold<BjState> {
  readonly before: Live;
  readonly after: Live;

  constructor(hand: HandRecord, holeCard: HoleCardSource) {
    this.before = init(hand, holeCard);
    this.after = init(hand, holeCard);
  }

  advance(e: HandEvent): EngineRejection | undefined {
    copyInto(this.before, this.after);
    return advance(this.after, e);
  }
}

function apply(s: Live, e: HandEvent): EngineRejection | undefined {
  switch (e.type) {
    case 'procedure':
      s.procedures.push({ name: e.name, index: e.index, stage: s.stage });
      return undefined;
    case 'bet': return bet(s, e);
    case 'deal': return deal(s, e);
    case 'reveal': return reveal(s, e);
    case 'decision': return decision(s, e);
    case 'payout':
    case 'collect':
    case 'return': return settle(s, e);
    case 'commission':
      s.settlements.push({ type: 'commission', index: e.index, spot: e.spot, amount: e.amount, stage: s.stage });
      return undefined;
    case 'pool_award':
      s.settlements.push({ type: 'pool_award', index: e.index, seat: e.seat, spot: 'pool', amount: e.amount, stage: s.stage });
      return undefined;
    case 'rng':
      return reject(e, reason('engine.no-place', { what: 'rng', game: 'blackjack' }), 'type');
  }
}

function bet(s: Live, e: BetEvent): EngineRejection | undefined {
  if (e.spot !== 'main' && e.spot !== 'pool') {
    return reject(e, reason('engine.bet-spot', { game: 'blackjack', spots: 'main-pool', text: `"${e.spot}"` }), 'spot');
  }
  const seat = seatOrNew(s, e.seat);
  // A bet placed late (after the box holds cards, after the mandatory dealing, after a settlement) is
  // recorded as what it was: the catalog's rules say whether it was allowed and what stake is judged.
  const placed: BjBet = {
    index: e.index, spot: e.spot, amount: e.amount, behind: e.behind, player: e.player,
    cardsHeld: seat.hands[0]?.cards.length ?? 0, afterMandatory: s.mandatoryEndedAt !== undefined, afterFirstCard: s.deals.length > 0,
  };
  const bets = [...seat.bets, placed];
  let next: BjSeat;
  if (e.spot === 'pool') next = { ...seat, bets, pool: add(seat.pool, e.amount) };
  else if (e.behind) next = { ...seat, bets, behind: add(seat.behind, e.amount) };
  else {
    const hands = seat.hands.length === 0
      ? [newHand(1, e.amount)]
      : seat.hands.map((h, i) => (i === 0 ? { ...h, wager: add(h.wager, e.amount), original: add(h.original, e.amount) } : h));
    next = { ...seat, bets, main: add(seat.main, e.amount), hands };
  }
  if (e.player !== undefined && next.player === undefined) next = { ...next, player: e.player };
  s.seats = seatsWith(s.seats, next);
  return undefined;
}

function deal(s: Live, e: DealEvent): EngineRejection | undefined {
  const record: Writable<DealRecord> = { index: e.index, to: e.to, hand: e.hand, face: e.face, stage: s.stage };
  let stage = s.stage === 'betting' ? 'mandatory' as const : s.stage;
  if (e.to.kind === 'dealer') {
    const dealer = [...s.dealer, { card: e.card, face: e.face, index: e.index, revealedAt: undefined }];
    s.dealer = dealer;
    // Only a card of the mandatory dealing is the up card: one the dealer draws in his own turn never is
    // (else, after a first card dealt face down, the first card drawn would count as "la primera carta").
    if (e.face === 'up' && stage === 'mandatory' && (s.upCard === undefined || dealer.length === 2)) s.upCard = dealer.length - 1;
    // The hole card dealt late (a player acted before it, which the rules report) is still the hole card: face
    // down as the dealer's second card, before any reveal, it does not begin the dealer's turn.
    const lateHoleCard = s.holeCard && e.face === 'down' && dealer.length === 2 && s.dealerTurnAt === undefined;
    if (stage !== 'mandatory' && !lateHoleCard) {
      stage = 'dealer';
      s.dealerTurnAt ??= e.index;
    }
    s.stage = stage;
    s.deals.push(record);
    settleMandatory(s, e.index);
    return undefined;
  }
  if (e.to.kind !== 'seat') return reject(e, reason('engine.not-participant', { text: `"${e.to.kind}"`, game: 'blackjack' }), 'to');
  let seat = s.seats.find((x) => x.seat === e.to.seat);
  // A card to a box that holds no main bet yet, where the log places the box's bet later (a player betting after his
  // first card): the box is dealt in with no stake, and the bet, when it comes, is a bet placed after the box held
  // cards (the rules report it and judge the stake placed before: none). A card to a box the log never bets on is a
  // card to no wager: refused, naming the field.
  if ((!seat || seat.hands.length === 0) && (e.hand ?? 1) === 1 && s.boxesBetLater.includes(e.to.seat)) {
    seat = { ...seatOrNew(s, e.to.seat), hands: [newHand(1, 0 as Money)] };
  }
  if (!seat || seat.hands.length === 0) return reject(e, reason('engine.card-no-wager', { seat: e.to.seat }), 'to');
  const handNo = e.hand ?? (stage === 'mandatory' ? 1 : currentHand(seat));
  const hand = seat.hands[handNo - 1];
  if (!hand) return reject(e, reason('engine.card-no-hand', { hand: handNo, seat: seat.seat, count: seat.hands.length }), 'hand');
  if (stage === 'offers') {
    stage = 'players';
    s.voluntaryStartedAt = e.index;
  }
  s.seats = seatsWith(s.seats, withHand(seat, { ...playedAfter(hand, e.index), cards: [...hand.cards, e.card] }));
  s.stage = stage;
  record.hand = handNo;
  s.deals.push(record);
  settleMandatory(s, e.index);
  return undefined;
}

/** Ends the mandatory dealing once every box has two cards and the dealer has its own. */
function settleMandatory(s: Live, index: number): void {
  if (s.stage !== 'mandatory') return;
  const dealerNeeds = s.holeCard ? 2 : 1;
  if (s.dealer.length < dealerNeeds) return;
  for (const x of s.seats) if (x.hands.length > 0 && x.hands[0]!.cards.length < 2) return;
  s.stage = 'offers';
  s.mandatoryEndedAt = index;
  s.seats = s.seats.map((x) => (x.hands.length > 0 ? { ...x, firstTwo: x.hands[0]!.cards.slice(0, 2) } : x));
}

function reveal(s: Live, e: RevealEvent): EngineRejection | undefined {
  if (e.to.kind !== 'dealer') return reject(e, reason('engine.reveal-dealer-only'), 'to');
  let at = s.dealer.findIndex((d) => d.face === 'down' && d.card === e.card);
  // A card exposed by mistake may still be "revealed" in the log: the dealer's turn starts all the same.
  if (at < 0) at = s.dealer.findIndex((d) => d.card === e.card);
  if (at < 0) return reject(e, reason('engine.reveal-not-dealer-card'), 'card');
  const wasDown = s.dealer[0]!.face === 'down';
  s.dealer = s.dealer.map((d, i) => (i === at ? { ...d, face: 'up' as const, revealedAt: e.index } : d));
  // The dealer's first card, dealt face down and turned up while the mandatory dealing is under way
  // (or as it ends, when the hole card is dealt), is the up card: the dealer's turn has not begun.
  if (at === 0 && s.upCard === undefined && wasDown && duringMandatory(s, e.index)) {
    s.upCard = 0;
    s.upCardRevealedAt = e.index;
    return undefined;
  }
  // Turned up later, but before any box has played and with the hole card still covered, the first card is the up card
  // all the same (Art. 8º's error, which its rule reports, corrected late): the players are offered insurance and play
  // against it, and it does not uncover the hole card, even where the dealer wrongly drew a card before (a card drawn is
  // never the up card). upCardRevealedAt stays for a first card turned up in time.
  if (at === 0 && s.upCard === undefined && wasDown && firstCardTurnedBeforePlay(s)) {
    s.upCard = 0;
    return undefined;
  }
  s.stage = 'dealer';
  s.holeRevealedAt = e.index;
  s.dealerTurnAt ??= e.index;
  return undefined;
}

/**
 * The dealer's first card, face down, is being turned up at a table where he takes a hole card: the mandatory dealing
 * is over, his second card is still face down, nothing was revealed before, and no box has played (no hit, stand,
 * double or split, and no card dealt to a box since the mandatory dealing ended).
 */
function firstCardTurnedBeforePlay(s: Live): boolean {
  const over = s.mandatoryEndedAt;
  if (!s.holeCard || over === undefined || s.holeRevealedAt !== undefined || s.dealer[1]?.face !== 'down') return false;
  if (s.voluntaryStartedAt !== undefined) return false;
  if (s.deals.some((d) => d.to.kind === 'seat' && d.index > over)) return false;
  return !s.seats.some((x) => x.hands.some((h) => h.decisions.some((d) => PLAY.has(d.action))));
}

const PLAY: ReadonlySet<string> = new Set(['hit', 'stand', 'double', 'split']);

/** The mandatory dealing is under way, or its last card was the event just before this one. */
function duringMandatory(s: Live, index: number): boolean {
  return s.stage === 'mandatory' || (s.stage === 'offers' && s.mandatoryEndedAt === index - 1);
}

function decision(s: Live, e: DecisionEvent): EngineRejection | undefined {
  const seat = s.seats.find((x) => x.seat === e.seat);
  if (!seat || seat.hands.length === 0) return reject(e, reason('engine.decision-no-wager', { seat: e.seat }), 'seat');
  const handNo = e.hand ?? currentHand(seat);
  const hand = seat.hands[handNo - 1];
  if (!hand) return reject(e, reason('engine.decision-no-hand', { hand: handNo, seat: seat.seat, count: seat.hands.length }), 'hand');
  if ((e.action === 'double' || e.action === 'split' || e.action === 'insurance') && e.amount === undefined) {
    // The format requires it (1.1): a stake-adding decision without its amount is never a zero stake.
    return reject(e, reason('engine.stake-amount', { action: e.action }), 'amount');
  }
  const decisions = [...hand.decisions, { action: e.action, index: e.index, cards: hand.cards.length, amount: (e.amount ?? 0) as Money }];
  let stage = s.stage;
  let voluntaryStartedAt = s.voluntaryStartedAt;
  const voluntary = e.action === 'hit' || e.action === 'stand' || e.action === 'double' || e.action === 'split';
  // Play begun with the mandatory dealing left unfinished by a box short a card (deal-order reports it), the dealer
  // holding his own cards: the boxes' cards as the dealing was left are what it gave them (Pot Luck's pool is decided
  // on them, Art. 18º). A decision recorded before the dealer had his cards is in the middle of the dealing: the cards
  // still to come are not known to be the mandatory ones, and no firstTwo is set.
  const dealerDealt = s.dealer.length >= (s.holeCard ? 2 : 1);
  const leftShort = voluntary && stage === 'mandatory' && dealerDealt ? new Map(s.seats.map((x) => [x.seat, x.hands[0]?.cards.slice(0, 2)])) : undefined;
  // A decision recorded while a box does not hold its two cards yet and the dealer not his own is in the middle of the
  // mandatory dealing (a record out of place): the dealing goes on, and play begins with the next decision.
  const premature = stage === 'mandatory' && !dealerDealt && s.seats.some((x) => x.hands.length > 0 && x.hands[0]!.cards.length < 2);
  if (voluntary && !premature && (stage === 'offers' || stage === 'mandatory')) {
    stage = 'players';
    voluntaryStartedAt = e.index;
  }
  const amount = (e.amount ?? 0) as Money;
  const h = playedAfter(hand, e.index);
  let next: BjSeat;
  switch (e.action) {
    case 'hit':
      next = withHand(seat, { ...h, decisions });
      break;
    case 'stand':
      // Standing adds no card and no stake: a stand recorded on a hand already settled (a Black Jack paid at once
      // whose player the log shows standing) is not play after the settlement.
      next = withHand(seat, { ...hand, decisions, stood: true });
      break;
    case 'double':
      next = withHand(seat, {
        ...hand, decisions, doubled: add(h.doubled, amount), wager: add(h.wager, amount),
        doubledAt: e.index, cardsAtDouble: hand.cards.length,
      });
      break;
    case 'split': {
      if (hand.cards.length < 2) return reject(e, reason('engine.split-short', { hand: handNo, seat: seat.seat, count: hand.cards.length }), 'action');
      const moved = hand.cards[hand.cards.length - 1]!;
      const aces = isAce(moved) && isAce(hand.cards[0]!);
      const kept: BjHand = { ...h, decisions, cards: hand.cards.slice(0, -1), splitFrom: hand.splitFrom ?? hand.index, splitAces: aces || hand.splitAces };
      const created: BjHand = { ...newHand(seat.hands.length + 1, amount), cards: [moved], splitFrom: hand.index, splitAces: aces || hand.splitAces };
      const hands = seat.hands.map((h) => (h.index === hand.index ? kept : h));
      next = { ...seat, hands: [...hands, created], splits: seat.splits + 1 };
      break;
    }
    case 'surrender':
      next = withHand(seat, { ...h, decisions, surrendered: true });
      break;
    case 'insurance':
      next = { ...withHand(seat, { ...h, decisions }), insurance: add(seat.insurance, amount), insuranceAt: seat.insuranceAt ?? e.index,
        insurances: [...seat.insurances, { index: e.index, amount, hand: handNo, splits: seat.splits, ...(e.player !== undefined ? { player: e.player } : {}) }],
      };
      break;
    case 'even_money':
      next = withHand(seat, { ...h, decisions, evenMoney: true });
      break;
    case 'decline_insurance':
      next = withHand(seat, { ...h, decisions });
      break;
    default:
      return reject(e, reason('engine.not-decision', { text: `"${e.action}"`, game: 'blackjack' }), 'action');
  }
  s.seats = seatsWith(s.seats, next);
  if (leftShort) s.seats = s.seats.map((x) => (x.hands.length > 0 && x.firstTwo === undefined ? { ...x, firstTwo: leftShort.get(x.seat) } : x));
  s.stage = stage;
  s.voluntaryStartedAt = voluntaryStartedAt;
  return undefined;
}

function settle(s: Live, e: SettlementEvent): EngineRejection | undefined {
  if (e.spot !== 'main' && e.spot !== 'pool' && e.spot !== 'insurance') {
    return reject(e, reason('engine.settlement-spot', { game: 'blackjack', spots: 'main-pool-insurance', text: `"${e.spot}"` }), 'spot');
  }
  s.settlements.push({ type: e.type, index: e.index, seat: e.seat, spot: e.spot, hand: e.hand, amount: e.amount, stage: s.stage, behind: e.behind, player: e.player });
  const seat = e.spot === 'main' && e.behind !== true ? s.seats.find((x) => x.seat === e.seat) : undefined;
  const hand = seat?.hands[(e.hand ?? 1) - 1];
  if (!seat || !hand || hand.settledAt !== undefined) return undefined;
  s.seats = seatsWith(s.seats, withHand(seat, { ...hand, settledAt: e.index }));
  return undefined;
}

/**
 * Play on a hand the table has already settled is what happened: the hand is
 * replayed to its end and its settlement judged against its final cards; the
 * rules report that it was settled before its play ended.
 */
function playedAfter(hand: BjHand, index: number): BjHand {
  if (hand.settledAt === undefined || hand.playedAfterSettlement !== undefined) return hand;
  return { ...hand, playedAfterSettlement: { index, settledAt: hand.settledAt, cards: hand.cards, wager: hand.wager, original: hand.original } };
}

/** The hand a seat is playing: the first one not yet finished. */
export function currentHand(seat: BjSeat): number {
  for (const h of seat.hands) if (!handFinished(h)) return h.index;
  return seat.hands.length;
}

export function handFinished(h: BjHand): boolean {
  if (h.stood || h.surrendered || h.evenMoney) return true;
  if (bjTotal(h.cards).total > 21) return true;
  if (h.splitAces && h.cards.length >= 2) return true;
  return h.doubledAt !== undefined && h.cards.length > (h.cardsAtDouble ?? 0);
}

function newHand(index: number, wager: Money): BjHand {
  return {
    index, cards: [], wager, original: wager, doubled: 0 as Money, doubledAt: undefined, cardsAtDouble: undefined,
    splitFrom: undefined, splitAces: false, stood: false, surrendered: false, evenMoney: false, decisions: [], settledAt: undefined,
    playedAfterSettlement: undefined,
  };
}

function seatOrNew(s: Live, seat: number): BjSeat {
  return s.seats.find((x) => x.seat === seat)
    ?? {
      seat, player: undefined, main: 0 as Money, bets: [], pool: 0 as Money, behind: 0 as Money, insurance: 0 as Money, insuranceAt: undefined, insurances: [],
      hands: [], splits: 0, firstTwo: undefined,
    };
}

/** The seats with this one replaced (or added, in seat order): one copy of the list, none of the state. */
function seatsWith(seats: readonly BjSeat[], seat: BjSeat): readonly BjSeat[] {
  let i = 0;
  while (i < seats.length && seats[i]!.seat !== seat.seat) i++;
  if (i === seats.length) return [...seats, seat].sort((a, b) => a.seat - b.seat);
  const out = seats.slice();
  out[i] = seat;
  return out;
}

/** A hand's index is its place in the seat's hands (hand n at n - 1). */
function withHand(seat: BjSeat, hand: BjHand): BjSeat {
  const hands = seat.hands.slice();
  hands[hand.index - 1] = hand;
  return { ...seat, hands };
}

function add(a: Money, b: Money): Money {
  return (a + b) as Money;
}

/**
 * The phase an event belongs to: the stage after it, except that the card
 * which completes the mandatory dealing belongs to that dealing (the table
 * is already waiting for offers once it lands).
 */
function phase(before: BjState, _e: HandEvent, after: BjState): string {
  if (after.stage === 'offers' && before.stage !== 'offers') return 'mandatory';
  return after.stage;
}

/**
 * Where the engine learns whether the dealer takes a hole card: from the posted table (`table`), or
 * always (`always`), for a regulation that prescribes it whatever a table config says (a field one
 * catalog uses must never relax another's text).
 */
export type HoleCardSource = 'table' | 'always';

export function blackjackEngineWith(holeCard: HoleCardSource): GameEngine<BjState> {
  return {
    family: 'blackjack', init: (hand) => init(hand, holeCard), step, fold: (hand) => new BjFold(hand, holeCard), describe: describeBlackjack, phase,
  };
}

export const blackjackEngine: GameEngine<BjState> = blackjackEngineWith('table');
