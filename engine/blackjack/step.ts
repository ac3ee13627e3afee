import { EngineRejection, reject } from '../core/engine-types.js';
import type { GameEngine } from '../core/engine-types.js';
import { isAce } from '../core/cards.js';
import type { Money } from '../core/money.js';
import type {
  BetEvent, DealEvent, DecisionEvent, HandEvent, HandRecord, ProcedureEvent, RevealEvent, SettlementEvent,
} from '../core/types.js';
import type { BjBet, BjHand, BjSeat, BjState } from './state.js';
import { bjTotal, isBlackjack } from './totals.js';
import { describeBlackjack } from './describe.js';

// Every state, seat and hand object is built with all its fields, absent ones undefined, in one
// order: copies of one shape stay one shape, and the rules' reads of them stay monomorphic (about a
// third of the replay's time went to reads and copies of objects of many shapes).
function init(hand: HandRecord, holeCard: HoleCardSource): BjState {
  return {
    stage: 'betting',
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
    dealerSettled: undefined,
    dealerDrewAfterSettlement: undefined,
    voluntaryStartedAt: undefined,
    dealerTurnAt: undefined,
    lastEvent: undefined,
  };
}

/** Pure: returns the state after the event; the given state is never changed. */
function step(s: BjState, e: HandEvent): BjState | EngineRejection {
  const next = apply(s, e);
  if (next instanceof EngineRejection) return next;
  next.lastEvent = e;
  return next;
}

function apply(s: BjState, e: HandEvent): BjState | EngineRejection {
  switch (e.type) {
    case 'procedure': return procedure(s, e);
    case 'bet': return bet(s, e);
    case 'deal': return deal(s, e);
    case 'reveal': return reveal(s, e);
    case 'decision': return decision(s, e);
    case 'payout':
    case 'collect':
    case 'return': return settle(s, e);
    case 'commission':
      return { ...s, settlements: [...s.settlements, { type: 'commission', index: e.index, spot: e.spot, amount: e.amount, stage: s.stage }] };
    case 'pool_award':
      return { ...s, settlements: [...s.settlements, { type: 'pool_award', index: e.index, seat: e.seat, spot: 'pool', amount: e.amount, stage: s.stage }] };
    case 'rng':
      return reject(e, 'a random-number result has no place in a blackjack hand', 'type');
  }
}

function procedure(s: BjState, e: ProcedureEvent): BjState {
  return { ...s, procedures: [...s.procedures, { name: e.name, index: e.index, stage: s.stage }] };
}

function bet(s: BjState, e: BetEvent): BjState | EngineRejection {
  if (e.spot !== 'main' && e.spot !== 'pool') {
    return reject(e, `a blackjack bet goes on the main or pool spot, not "${e.spot}"`, 'spot');
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
  return withSeat(s, next);
}

function deal(s: BjState, e: DealEvent): BjState | EngineRejection {
  const record = { index: e.index, to: e.to, hand: e.hand, face: e.face, stage: s.stage };
  let stage = s.stage === 'betting' ? 'mandatory' as const : s.stage;
  if (e.to.kind === 'dealer') {
    // A card after a hand was settled on the dealer's total is what the table did: the settlement is
    // judged against the dealer's final hand, and the rules report that it came too early.
    const dealerDrewAfterSettlement = s.dealerDrewAfterSettlement ?? (s.dealerSettled ? e.index : undefined);
    let { upCard, dealerTurnAt } = s;
    const dealer = [...s.dealer, { card: e.card, face: e.face, index: e.index, revealedAt: undefined }];
    // Only a card of the mandatory dealing is the up card: one the dealer draws in his own turn never is
    // (else, after a first card dealt face down, the first card drawn would count as "la primera carta").
    if (e.face === 'up' && stage === 'mandatory' && (upCard === undefined || dealer.length === 2)) upCard = dealer.length - 1;
    if (stage !== 'mandatory') {
      stage = 'dealer';
      dealerTurnAt ??= e.index;
    }
    return settleMandatory({ ...s, stage, dealer, upCard, dealerTurnAt, dealerDrewAfterSettlement, deals: [...s.deals, record] }, e.index);
  }
  if (e.to.kind !== 'seat') return reject(e, `"${e.to.kind}" is not a participant in blackjack`, 'to');
  const seat = s.seats.find((x) => x.seat === e.to.seat);
  if (!seat || seat.hands.length === 0) return reject(e, `a card to seat ${e.to.seat}, which has no wager`, 'to');
  const handNo = e.hand ?? (stage === 'mandatory' ? 1 : currentHand(seat));
  const hand = seat.hands[handNo - 1];
  if (!hand) return reject(e, `a card to hand ${handNo} of seat ${seat.seat}, which has only ${seat.hands.length}`, 'hand');
  let voluntaryStartedAt = s.voluntaryStartedAt;
  if (stage === 'offers') {
    stage = 'players';
    voluntaryStartedAt = e.index;
  }
  const next = withHand(seat, { ...playedAfter(hand, e.index), cards: [...hand.cards, e.card] });
  record.hand = handNo;
  return settleMandatory({ ...s, seats: seatsWith(s.seats, next), stage, voluntaryStartedAt, deals: [...s.deals, record] }, e.index);
}

/** Ends the mandatory dealing once every box has two cards and the dealer has its own. */
function settleMandatory(s: BjState, index: number): BjState {
  if (s.stage !== 'mandatory') return s;
  const dealerNeeds = s.holeCard ? 2 : 1;
  if (s.dealer.length < dealerNeeds) return s;
  for (const x of s.seats) if (x.hands.length > 0 && x.hands[0]!.cards.length < 2) return s;
  return {
    ...s,
    stage: 'offers',
    mandatoryEndedAt: index,
    seats: s.seats.map((x) => (x.hands.length > 0 ? { ...x, firstTwo: x.hands[0]!.cards.slice(0, 2) } : x)),
  };
}

function reveal(s: BjState, e: RevealEvent): BjState | EngineRejection {
  if (e.to.kind !== 'dealer') return reject(e, 'only the dealer\'s face-down card is revealed in blackjack', 'to');
  let at = s.dealer.findIndex((d) => d.face === 'down' && d.card === e.card);
  // A card exposed by mistake may still be "revealed" in the log: the dealer's turn starts all the same.
  if (at < 0) at = s.dealer.findIndex((d) => d.card === e.card);
  if (at < 0) return reject(e, 'the revealed card is not one of the dealer\'s cards', 'card');
  const dealer = s.dealer.map((d, i) => (i === at ? { ...d, face: 'up' as const, revealedAt: e.index } : d));
  // The dealer's first card, dealt face down and turned up while the mandatory dealing is under way
  // (or as it ends, when the hole card is dealt), is the up card: the dealer's turn has not begun.
  if (at === 0 && s.upCard === undefined && s.dealer[0]!.face === 'down' && duringMandatory(s, e.index)) {
    return { ...s, dealer, upCard: 0, upCardRevealedAt: e.index };
  }
  return { ...s, dealer, stage: 'dealer', holeRevealedAt: e.index, dealerTurnAt: s.dealerTurnAt ?? e.index };
}

/** The mandatory dealing is under way, or its last card was the event just before this one. */
function duringMandatory(s: BjState, index: number): boolean {
  return s.stage === 'mandatory' || (s.stage === 'offers' && s.mandatoryEndedAt === index - 1);
}

function decision(s: BjState, e: DecisionEvent): BjState | EngineRejection {
  const seat = s.seats.find((x) => x.seat === e.seat);
  if (!seat || seat.hands.length === 0) return reject(e, `a decision by seat ${e.seat}, which has no wager`, 'seat');
  const handNo = e.hand ?? currentHand(seat);
  const hand = seat.hands[handNo - 1];
  if (!hand) return reject(e, `a decision on hand ${handNo} of seat ${seat.seat}, which has only ${seat.hands.length}`, 'hand');
  if ((e.action === 'double' || e.action === 'split' || e.action === 'insurance') && e.amount === undefined) {
    // The format requires it (1.1): a stake-adding decision without its amount is never a zero stake.
    return reject(e, `a ${e.action} decision adds a stake: its amount is required`, 'amount');
  }
  const decisions = [...hand.decisions, { action: e.action, index: e.index, cards: hand.cards.length }];
  let stage = s.stage;
  let voluntaryStartedAt = s.voluntaryStartedAt;
  const voluntary = e.action === 'hit' || e.action === 'stand' || e.action === 'double' || e.action === 'split';
  if (voluntary && (stage === 'offers' || stage === 'mandatory')) {
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
      next = withHand(seat, { ...h, decisions, stood: true });
      break;
    case 'double':
      next = withHand(seat, {
        ...hand, decisions, doubled: add(h.doubled, amount), wager: add(h.wager, amount),
        doubledAt: e.index, cardsAtDouble: hand.cards.length,
      });
      break;
    case 'split': {
      if (hand.cards.length < 2) return reject(e, `a split of hand ${handNo} of seat ${seat.seat}, which holds ${hand.cards.length} card(s)`, 'action');
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
      next = { ...withHand(seat, { ...h, decisions }), insurance: add(seat.insurance, amount), insuranceAt: seat.insuranceAt ?? e.index };
      break;
    case 'even_money':
      next = withHand(seat, { ...h, decisions, evenMoney: true });
      break;
    case 'decline_insurance':
      next = withHand(seat, { ...h, decisions });
      break;
    default:
      return reject(e, `"${e.action}" is not a blackjack decision`, 'action');
  }
  return { ...s, seats: seatsWith(s.seats, next), stage, voluntaryStartedAt };
}

function settle(s: BjState, e: SettlementEvent): BjState | EngineRejection {
  if (!['main', 'pool', 'insurance'].includes(e.spot)) {
    return reject(e, `a blackjack settlement is on the main, pool or insurance spot, not "${e.spot}"`, 'spot');
  }
  const entry = { type: e.type, index: e.index, seat: e.seat, spot: e.spot, hand: e.hand, amount: e.amount, stage: s.stage, behind: e.behind, player: e.player };
  const settlements = [...s.settlements, entry];
  const seat = e.spot === 'main' && e.behind !== true ? s.seats.find((x) => x.seat === e.seat) : undefined;
  const hand = seat?.hands[(e.hand ?? 1) - 1];
  if (!seat || !hand || hand.settledAt !== undefined) return { ...s, settlements };
  const restsOnDealer = !(hand.surrendered || hand.evenMoney || bjTotal(hand.cards).total > 21
    || (hand.splitFrom === undefined && isBlackjack(hand.cards)));
  return {
    ...s,
    settlements,
    seats: seatsWith(s.seats, withHand(seat, { ...hand, settledAt: e.index })),
    dealerSettled: s.dealerSettled ?? (restsOnDealer ? { index: e.index, seat: seat.seat, hand: hand.index, holeDown: dealerIncomplete(s), dealerCards: s.dealer.length } : undefined),
  };
}

/** The dealer's hand is not yet all on view: the hole card still down, or (no hole card) his second card not dealt. */
function dealerIncomplete(s: BjState): boolean {
  return s.holeCard ? s.holeRevealedAt === undefined && s.dealer.some((d) => d.face === 'down') : s.dealer.length < 2;
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

function seatOrNew(s: BjState, seat: number): BjSeat {
  return s.seats.find((x) => x.seat === seat)
    ?? {
      seat, player: undefined, main: 0 as Money, bets: [], pool: 0 as Money, behind: 0 as Money, insurance: 0 as Money, insuranceAt: undefined,
      hands: [], splits: 0, firstTwo: undefined,
    };
}

function withSeat(s: BjState, seat: BjSeat): BjState {
  return { ...s, seats: seatsWith(s.seats, seat) };
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
  return { family: 'blackjack', init: (hand) => init(hand, holeCard), step, describe: describeBlackjack, phase };
}

export const blackjackEngine: GameEngine<BjState> = blackjackEngineWith('table');
