import { reject } from '../core/engine-types.js';
import type { EngineFold, EngineRejection, GameEngine, Writable } from '../core/engine-types.js';
import { isAce } from '../core/cards.js';
import type { Card } from '../core/cards.js';
import { InPlaceSeats, appendNew, copyOnWriteSeats, seatIn, syncArray, syncList } from '../core/fold-lists.js';
import type { SeatWriterOf } from '../core/fold-lists.js';
import type { Money } from '../core/money.js';
import type {
  BetEvent, DealEvent, DecisionEvent, HandEvent, HandRecord, RevealEvent, SettlementEvent,
} from '../core/types.js';
import type { BjBet, BjHand, BjProcedure, BjSeat, BjState, DealerCard, DealRecord, Settlement } from './state.js';
import { bjTotal } from './totals.js';
import { describeBlackjack } from './describe.js';
import { reason } from '../core/reasons.js';
import { moneyUnitOf } from '../core/iso-4217.js';

// Every state, seat and hand object is built with all its fields, absent ones undefined, in one
// order: copies of one shape stay one shape, and the rules' reads of them stay monomorphic (about a
// third of the replay's time went to reads and copies of objects of many shapes).
//
// The table is one object changed in place (`Live`): its scalars are written, its three logs (deals,
// settlements, procedures) and the dealer's cards appended to (a reveal replaces the card's record), and
// its seats and hands written through a `SeatWriter`. The audit's fold (`BjFold`) writes its seats and
// hands in place (no copy per event) and brings the state before the event up to the table by copying
// only the seats the last event changed; `step` (pure) applies the event to a copy of the state (its lists
// copied) whose writer copies a seat or hand before writing it. Every record (a dealer's card, a bet, a
// decision, an insurance, a settlement) is never changed once made.

type Live = Writable<Omit<BjState, 'seats' | 'dealer' | 'deals' | 'settlements' | 'procedures'>> & {
  seats: WSeat[];
  dealer: DealerCard[];
  deals: DealRecord[];
  settlements: Settlement[];
  procedures: BjProcedure[];
};

/** A seat of the engine's own, its lists and hands writable. */
type WSeat = Writable<Omit<BjSeat, 'bets' | 'insurances' | 'hands'>> & {
  bets: BjBet[];
  insurances: Writable<BjSeat['insurances']>;
  hands: WHand[];
};

/** A hand of the engine's own, its lists writable. */
type WHand = Writable<Omit<BjHand, 'cards' | 'decisions'>> & {
  cards: Card[];
  decisions: Writable<BjHand['decisions']>;
};

/**
 * How an event writes the seats (engine/core/fold-lists.ts), and `hand` a hand of a seat given by either to write.
 * The fold's writer gives the seats and hands themselves and marks the seat changed; `step`'s gives copies put in
 * their place (copy on write), the state it was given untouched.
 */
interface SeatWriter extends SeatWriterOf<WSeat> {
  hand(seat: WSeat, handNo: number): WHand;
}

/** `step`'s writer: a seat, and a hand of it, copied with its lists before it is written. */
const copyOnWrite: SeatWriter = {
  ...copyOnWriteSeats<WSeat>({ newSeat, copySeat }),
  hand(seat, handNo) {
    const copy = copyHand(seat.hands[handNo - 1]!);
    seat.hands[handNo - 1] = copy;
    return copy;
  },
};

/** The fold's writer: the seats and hands themselves, the seats written since `before` was synced marked. */
class InPlaceWriter extends InPlaceSeats<WSeat> implements SeatWriter {
  constructor() {
    super(newSeat);
  }

  hand(seat: WSeat, handNo: number): WHand {
    return seat.hands[handNo - 1]!;
  }
}

/** Makes `to` what `from` is, seat by seat: the seats `changed` (by number), and any seat `to` lacks added. */
function syncSeats(to: WSeat[], from: readonly WSeat[], changed: readonly number[]): void {
  if (to.length !== from.length) {
    // Seats are only ever added: each one `to` lacks is put at its place, a copy of the table's.
    for (let i = 0; i < from.length; i++) if (to[i]?.seat !== from[i]!.seat) to.splice(i, 0, copySeat(from[i]!));
  }
  for (const no of changed) {
    // seatIn, not `find` with a closure over `no`: a closure made per seat synced per event (perf20).
    const a = seatIn(to, no)!;
    const b = seatIn(from, no)!;
    a.player = b.player;
    a.main = b.main;
    syncArray(a.bets, b.bets);
    a.pool = b.pool;
    a.behind = b.behind;
    a.insurance = b.insurance;
    a.insuranceAt = b.insuranceAt;
    syncArray(a.insurances, b.insurances);
    for (let i = 0; i < b.hands.length; i++) {
      const h = a.hands[i];
      if (h) syncHand(h, b.hands[i]!);
      else a.hands.push(copyHand(b.hands[i]!));
    }
    a.splits = b.splits;
    a.firstTwo = b.firstTwo;
  }
}

function syncHand(a: WHand, b: WHand): void {
  a.index = b.index;
  syncArray(a.cards, b.cards);
  a.wager = b.wager;
  a.original = b.original;
  a.doubled = b.doubled;
  a.doubledAt = b.doubledAt;
  a.cardsAtDouble = b.cardsAtDouble;
  a.splitFrom = b.splitFrom;
  a.splitAces = b.splitAces;
  a.stood = b.stood;
  a.surrendered = b.surrendered;
  a.evenMoney = b.evenMoney;
  syncArray(a.decisions, b.decisions);
  a.settledAt = b.settledAt;
  a.playedAfterSettlement = b.playedAfterSettlement;
}

function copySeat(x: WSeat): WSeat {
  return {
    seat: x.seat, player: x.player, main: x.main, bets: x.bets.slice(), pool: x.pool, behind: x.behind, insurance: x.insurance,
    insuranceAt: x.insuranceAt, insurances: x.insurances.slice(), hands: x.hands.map(copyHand), splits: x.splits, firstTwo: x.firstTwo,
  };
}

function copyHand(h: WHand): WHand {
  return {
    index: h.index, cards: h.cards.slice(), wager: h.wager, original: h.original, doubled: h.doubled, doubledAt: h.doubledAt,
    cardsAtDouble: h.cardsAtDouble, splitFrom: h.splitFrom, splitAces: h.splitAces, stood: h.stood, surrendered: h.surrendered,
    evenMoney: h.evenMoney, decisions: h.decisions.slice(), settledAt: h.settledAt, playedAfterSettlement: h.playedAfterSettlement,
  };
}

function init(hand: HandRecord, holeCard: HoleCardSource, boxesBetLater: readonly number[] = boxesBetOn(hand)): Live {
  return {
    stage: 'betting',
    boxesBetLater,
    holeCard: holeCard === 'always' ? true : hand.table.dealer_hole_card ?? true,
    moneyUnit: moneyUnitOf(hand),
    maxSplits: hand.table.max_splits,
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

/** Makes `to` what `from` is but for its seats (syncSeats): its scalars and lists, and its logs' new entries appended (they only grow). */
function copyInto(to: Live, from: Live): void {
  to.stage = from.stage;
  to.boxesBetLater = from.boxesBetLater;
  to.holeCard = from.holeCard;
  to.moneyUnit = from.moneyUnit;
  to.maxSplits = from.maxSplits;
  syncList(to.dealer, from.dealer);
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
  const next: Live = { ...(s as Live), dealer: s.dealer.slice(), deals: s.deals.slice(), settlements: s.settlements.slice(), procedures: s.procedures.slice() };
  return advance(next, e, copyOnWrite) ?? next;
}

function advance(s: Live, e: HandEvent, w: SeatWriter): EngineRejection | undefined {
  const rejected = apply(s, e, w);
  if (rejected) return rejected;
  s.lastEvent = e;
  return undefined;
}

/**
 * The audit's fold: `before` made what `after` was, then the event applied to `after`, both in place. Each owns
 * its seats and hands: `before`'s are brought up to `after`'s where the last event changed them.
 */
class BjFold implements EngineFold<BjState> {
  readonly before: Live;
  readonly after: Live;
  private readonly writer = new InPlaceWriter();

  constructor(hand: HandRecord, holeCard: HoleCardSource) {
    // The boxes bet on are read from the hand's events once, for both states (a list never changed: shared).
    const boxes = boxesBetOn(hand);
    this.before = init(hand, holeCard, boxes);
    this.after = init(hand, holeCard, boxes);
  }

  advance(e: HandEvent): EngineRejection | undefined {
    copyInto(this.before, this.after);
    const changed = this.writer.changed;
    if (changed.length > 0) {
      syncSeats(this.before.seats, this.after.seats, changed);
      while (changed.length > 0) changed.pop(); // setting length goes through the runtime

    }
    return advance(this.after, e, this.writer);
  }
}

function apply(s: Live, e: HandEvent, w: SeatWriter): EngineRejection | undefined {
  switch (e.type) {
    case 'procedure':
      s.procedures.push({ name: e.name, index: e.index, stage: s.stage });
      return undefined;
    case 'bet': return bet(s, e, w);
    case 'deal': return deal(s, e, w);
    case 'reveal': return reveal(s, e);
    case 'decision': return decision(s, e, w);
    case 'payout':
    case 'collect':
    case 'return': return settle(s, e, w);
    case 'commission':
      // The blackjack family's only commission is the pool bet's (Pot Luck Art. 18º); the rules read every commission
      // as the pool's, so one on another spot (`main`, `ante`, `tie`) was judged as if it were (hostile20): refused.
      if (e.spot !== 'pool') return reject(e, reason('engine.blackjack-commission-spot', { text: `"${e.spot}"` }), 'spot');
      s.settlements.push({ type: 'commission', index: e.index, spot: e.spot, amount: e.amount, stage: s.stage });
      return undefined;
    case 'pool_award':
      s.settlements.push({ type: 'pool_award', index: e.index, seat: e.seat, spot: 'pool', amount: e.amount, stage: s.stage });
      return undefined;
    case 'rng':
      return reject(e, reason('engine.no-place', { what: 'rng', game: 'blackjack' }), 'type');
  }
}

function bet(s: Live, e: BetEvent, w: SeatWriter): EngineRejection | undefined {
  if (e.spot !== 'main' && e.spot !== 'pool') {
    return reject(e, reason('engine.bet-spot', { game: 'blackjack', spots: 'main-pool', text: `"${e.spot}"` }), 'spot');
  }
  // `hand` is the split hand's index, 1 the original (hand-log-format.md): a bet is the box's own wager, and a split
  // hand is opened, with its stake, by the split decision. A bet naming another hand contradicts itself: refused,
  // never added to the box's wager in silence.
  if (e.hand !== undefined && e.hand !== 1) return reject(e, reason('engine.bet-split-hand', { hand: e.hand, seat: e.seat }), 'hand');
  const seat = w.seatOrNew(s, e.seat);
  // A bet placed late (after the box holds cards, after the mandatory dealing, after a settlement) is
  // recorded as what it was: the catalog's rules say whether it was allowed and what stake is judged.
  seat.bets.push({
    index: e.index, spot: e.spot, amount: e.amount, behind: e.behind, player: e.player,
    cardsHeld: seat.hands[0]?.cards.length ?? 0, afterMandatory: s.mandatoryEndedAt !== undefined, afterFirstCard: s.deals.length > 0,
  });
  if (e.spot === 'pool') seat.pool = add(seat.pool, e.amount);
  else if (e.behind) seat.behind = add(seat.behind, e.amount);
  else {
    if (seat.hands.length === 0) seat.hands.push(newHand(1, e.amount));
    else {
      const first = w.hand(seat, 1);
      first.wager = add(first.wager, e.amount);
      first.original = add(first.original, e.amount);
    }
    seat.main = add(seat.main, e.amount);
  }
  if (e.player !== undefined && seat.player === undefined) seat.player = e.player;
  return undefined;
}

function deal(s: Live, e: DealEvent, w: SeatWriter): EngineRejection | undefined {
  const record: Writable<DealRecord> = { index: e.index, to: e.to, hand: e.hand, face: e.face, stage: s.stage };
  let stage = s.stage === 'betting' ? 'mandatory' as const : s.stage;
  if (e.to.kind === 'dealer') {
    const dealer = s.dealer;
    dealer.push({ card: e.card, face: e.face, index: e.index, revealedAt: undefined });
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
    settleMandatory(s, e.index, w);
    return undefined;
  }
  if (e.to.kind !== 'seat') return reject(e, reason('engine.not-participant', { text: `"${e.to.kind}"`, game: 'blackjack' }), 'to');
  const seen = seatIn(s.seats, e.to.seat);
  let seat: WSeat;
  let handNo: number;
  // A card to a box that holds no main bet yet, where the log places the box's bet later (a player betting after his
  // first card): the box is dealt in with no stake (its first hand, with no card yet), and the bet, when it comes, is a
  // bet placed after the box held cards (the rules report it and judge the stake placed before: none). A card to a box
  // the log never bets on is a card to no wager: refused, naming the field.
  if ((!seen || seen.hands.length === 0) && (e.hand ?? 1) === 1 && s.boxesBetLater.includes(e.to.seat)) {
    seat = w.seatOrNew(s, e.to.seat);
    seat.hands.push(newHand(1, 0 as Money));
    handNo = 1;
  } else {
    if (!seen || seen.hands.length === 0) return reject(e, reason('engine.card-no-wager', { seat: e.to.seat }), 'to');
    handNo = e.hand ?? (stage === 'mandatory' ? 1 : currentHand(seen));
    if (!seen.hands[handNo - 1]) return reject(e, reason('engine.card-no-hand', { hand: handNo, seat: seen.seat, count: seen.hands.length }), 'hand');
    seat = w.seat(s, e.to.seat);
  }
  if (stage === 'offers') {
    stage = 'players';
    s.voluntaryStartedAt = e.index;
  }
  const hand = w.hand(seat, handNo);
  playedAfter(hand, e.index);
  hand.cards.push(e.card);
  s.stage = stage;
  record.hand = handNo;
  s.deals.push(record);
  settleMandatory(s, e.index, w);
  return undefined;
}

/** Ends the mandatory dealing once every box has two cards and the dealer has its own. */
function settleMandatory(s: Live, index: number, w: SeatWriter): void {
  if (s.stage !== 'mandatory') return;
  const dealerNeeds = s.holeCard ? 2 : 1;
  if (s.dealer.length < dealerNeeds) return;
  for (const x of s.seats) if (x.hands.length > 0 && x.hands[0]!.cards.length < 2) return;
  s.stage = 'offers';
  s.mandatoryEndedAt = index;
  for (const x of s.seats) if (x.hands.length > 0) w.seat(s, x.seat).firstTwo = x.hands[0]!.cards.slice(0, 2);
}

function reveal(s: Live, e: RevealEvent): EngineRejection | undefined {
  if (e.to.kind === 'seat') {
    // A box's card turned over (the format's reveal goes to any participant: a house that deals a double's card face
    // down turns it at the settlement), or shown again: the card already counts in its hand, and how it was dealt is
    // the deal's (a rule judges a face the regulation forbids there). A card the box does not hold cannot be followed.
    const no = e.to.seat;
    if (s.seats.some((x) => x.seat === no && x.hands.some((h) => h.cards.includes(e.card)))) return undefined;
    return reject(e, reason('engine.reveal-not-seat-card', { seat: no }), 'card');
  }
  if (e.to.kind !== 'dealer') return reject(e, reason('engine.reveal-dealer-only'), 'to');
  let at = s.dealer.findIndex((d) => d.face === 'down' && d.card === e.card);
  // A card exposed by mistake may still be "revealed" in the log: the dealer's turn starts all the same.
  if (at < 0) at = s.dealer.findIndex((d) => d.card === e.card);
  if (at < 0) return reject(e, reason('engine.reveal-not-dealer-card'), 'card');
  const wasDown = s.dealer[0]!.face === 'down';
  // A reveal turns over a face-down card (the format: «a face-down card is turned over»). A card already face up (the
  // up card, dealt so, shown again with the hole card at the dealer's turn) is not turned over: it keeps no revealedAt,
  // which would say it had been dealt down (Art. 8º's first card "not turned up", the insurance offered against it
  // later than it was seen); once the hole card is up, such a reveal changes nothing.
  if (s.dealer[at]!.face === 'up') {
    if (s.holeRevealedAt !== undefined) return undefined;
  } else {
    s.dealer[at] = { card: s.dealer[at]!.card, face: 'up', index: s.dealer[at]!.index, revealedAt: e.index };
  }
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

function decision(s: Live, e: DecisionEvent, w: SeatWriter): EngineRejection | undefined {
  const seen = seatIn(s.seats, e.seat);
  if (!seen || seen.hands.length === 0) return reject(e, reason('engine.decision-no-wager', { seat: e.seat }), 'seat');
  const handNo = e.hand ?? currentHand(seen);
  const held = seen.hands[handNo - 1];
  if (!held) return reject(e, reason('engine.decision-no-hand', { hand: handNo, seat: seen.seat, count: seen.hands.length }), 'hand');
  if ((e.action === 'double' || e.action === 'split' || e.action === 'insurance') && e.amount === undefined) {
    // The format requires it (1.1): a stake-adding decision without its amount is never a zero stake.
    return reject(e, reason('engine.stake-amount', { action: e.action }), 'amount');
  }
  if (e.action === 'split' && held.cards.length < 2) {
    return reject(e, reason('engine.split-short', { hand: handNo, seat: seen.seat, count: held.cards.length }), 'action');
  }
  if (!DECISIONS.has(e.action)) return reject(e, reason('engine.not-decision', { text: `"${e.action}"`, game: 'blackjack' }), 'action');
  let stage = s.stage;
  let voluntaryStartedAt = s.voluntaryStartedAt;
  const voluntary = e.action === 'hit' || e.action === 'stand' || e.action === 'double' || e.action === 'split';
  // Play begun with the mandatory dealing left unfinished by a box short a card (deal-order reports it), the dealer
  // holding his own cards: the boxes' cards as the dealing was left are what it gave them (Pot Luck's pool is decided
  // on them, Art. 18º). A decision recorded before the dealer had his cards is in the middle of the dealing: the cards
  // still to come are not known to be the mandatory ones, and no firstTwo is set.
  const dealerDealt = s.dealer.length >= (s.holeCard ? 2 : 1);
  // Play begun with every box holding its two cards and the dealer short his own (his hole card comes later, or never:
  // dealer-cards-face reports it): the boxes' part of the dealing is done, their two cards are the mandatory ones.
  const boxesDealt = s.seats.every((x) => x.hands.length === 0 || x.hands[0]!.cards.length >= 2);
  const leftShort = voluntary && stage === 'mandatory' && (dealerDealt || boxesDealt) ? new Map(s.seats.map((x) => [x.seat, x.hands[0]?.cards.slice(0, 2)])) : undefined;
  // A decision recorded while a box does not hold its two cards yet and the dealer not his own is in the middle of the
  // mandatory dealing (a record out of place): the dealing goes on, and play begins with the next decision.
  const premature = stage === 'mandatory' && !dealerDealt && s.seats.some((x) => x.hands.length > 0 && x.hands[0]!.cards.length < 2);
  if (voluntary && !premature && (stage === 'offers' || stage === 'mandatory')) {
    stage = 'players';
    voluntaryStartedAt = e.index;
  }
  const amount = (e.amount ?? 0) as Money;
  const seat = w.seat(s, e.seat);
  const hand = w.hand(seat, handNo);
  // Standing adds no card and no stake: a stand recorded on a hand already settled (a Black Jack paid at once whose
  // player the log shows standing) is not play after the settlement. A double is not marked either: the card it
  // takes, when dealt, is.
  if (e.action !== 'stand' && e.action !== 'double') playedAfter(hand, e.index);
  hand.decisions.push({ action: e.action, index: e.index, cards: hand.cards.length, amount });
  switch (e.action) {
    case 'stand':
      // A stand recorded before the hand holds two cards is a stray record, not play: the second card of a box (Pot Luck
      // Art. 8º «Con la entrega de dos cartas descubiertas a cada jugador... concluye la etapa de entrega obligatoria»;
      // «Concluida dicha etapa cualquier jugador se puede plantar») and of a split hand (Art. 11º «Recibirá por su
      // primera mano la carta con la que completa la entrega obligatoria») is dealt whatever the player says, and he
      // decides once he holds it. The hand is not finished: the next card the log deals without naming a hand is its
      // own, not the next hand's. The decision stays in the hand's list (stoodOn reads stands on two cards or more).
      if (hand.cards.length >= 2) hand.stood = true;
      break;
    case 'double':
      hand.doubled = add(hand.doubled, amount);
      hand.wager = add(hand.wager, amount);
      hand.doubledAt = e.index;
      hand.cardsAtDouble = hand.cards.length;
      break;
    case 'split': {
      const moved = hand.cards.pop()!;
      const aces = (isAce(moved) && isAce(hand.cards[0]!)) || hand.splitAces;
      hand.splitFrom ??= hand.index;
      hand.splitAces = aces;
      const created = newHand(seat.hands.length + 1, amount);
      created.cards.push(moved);
      created.splitFrom = hand.index;
      created.splitAces = aces;
      seat.hands.push(created);
      seat.splits += 1;
      break;
    }
    case 'surrender':
      hand.surrendered = true;
      break;
    case 'insurance':
      seat.insurance = add(seat.insurance, amount);
      seat.insuranceAt ??= e.index;
      seat.insurances.push({ index: e.index, amount, hand: handNo, splits: seat.splits, ...(e.player !== undefined ? { player: e.player } : {}) });
      break;
    case 'even_money':
      hand.evenMoney = true;
      break;
  }
  if (leftShort) for (const x of s.seats) if (x.hands.length > 0 && x.firstTwo === undefined) w.seat(s, x.seat).firstTwo = leftShort.get(x.seat);
  s.stage = stage;
  s.voluntaryStartedAt = voluntaryStartedAt;
  return undefined;
}

/** The decisions a blackjack log may record (hit and decline_insurance change no more than the hand's decisions). */
const DECISIONS: ReadonlySet<string> = new Set(['hit', 'stand', 'double', 'split', 'surrender', 'insurance', 'even_money', 'decline_insurance']);

function settle(s: Live, e: SettlementEvent, w: SeatWriter): EngineRejection | undefined {
  if (e.spot !== 'main' && e.spot !== 'pool' && e.spot !== 'insurance') {
    return reject(e, reason('engine.settlement-spot', { game: 'blackjack', spots: 'main-pool-insurance', text: `"${e.spot}"` }), 'spot');
  }
  s.settlements.push({ type: e.type, index: e.index, seat: e.seat, spot: e.spot, hand: e.hand, amount: e.amount, stage: s.stage, behind: e.behind, player: e.player });
  const seat = e.spot === 'main' && e.behind !== true ? seatIn(s.seats, e.seat) : undefined;
  const hand = seat?.hands[(e.hand ?? 1) - 1];
  if (!seat || !hand || hand.settledAt !== undefined) return undefined;
  w.hand(w.seat(s, seat.seat), hand.index).settledAt = e.index;
  return undefined;
}

/**
 * Play on a hand the table has already settled is what happened: the hand is
 * replayed to its end and its settlement judged against its final cards; the
 * rules report that it was settled before its play ended.
 */
function playedAfter(hand: WHand, index: number): void {
  if (hand.settledAt === undefined || hand.playedAfterSettlement !== undefined) return;
  hand.playedAfterSettlement = { index, settledAt: hand.settledAt, cards: hand.cards.slice(), wager: hand.wager, original: hand.original };
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

function newHand(index: number, wager: Money): WHand {
  return {
    index, cards: [], wager, original: wager, doubled: 0 as Money, doubledAt: undefined, cardsAtDouble: undefined,
    splitFrom: undefined, splitAces: false, stood: false, surrendered: false, evenMoney: false, decisions: [], settledAt: undefined,
    playedAfterSettlement: undefined,
  };
}

function newSeat(seat: number): WSeat {
  return {
    seat, player: undefined, main: 0 as Money, bets: [], pool: 0 as Money, behind: 0 as Money, insurance: 0 as Money, insuranceAt: undefined, insurances: [],
    hands: [], splits: 0, firstTwo: undefined,
  };
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
