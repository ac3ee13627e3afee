import { reject } from '../core/engine-types.js';
import type { EngineFold, EngineRejection, GameEngine, Writable } from '../core/engine-types.js';
import { InPlaceSeats, appendNew, copyOnWriteSeats, syncArray, syncList } from '../core/fold-lists.js';
import type { SeatWriterOf } from '../core/fold-lists.js';
import { add } from '../core/money.js';
import type { Money } from '../core/money.js';
import type {
  BetEvent, DealEvent, DecisionEvent, HandEvent, HandRecord, ProcedureEvent, RevealEvent, SettlementEvent,
} from '../core/types.js';
import type { CsAnte, CsCard, CsDeal, CsDecision, CsProcedure, CsSeat, CsSettlement, CsState } from './state.js';
import { describeCaribbean } from './describe.js';
import { reason } from '../core/reasons.js';
import { moneyUnitOf } from '../core/iso-4217.js';
import { seatIn } from '../core/fold-lists.js';

// The table is one object changed in place (`Live`), every field present in one order: its scalars written,
// its logs (deals, settlements, procedures) and the dealer's cards appended to (a reveal replaces the card's
// record), and its seats written through a `SeatWriter`. The audit's fold (`CsFold`) writes its seats in place
// (no copy per event) and brings the state before the event up to the table by copying only the seats the
// last event changed; `step` (pure) applies the event to a copy of the state (its lists copied) whose writer
// copies a seat before writing it. Every record (a card, an ante, a decision, a settlement) is never changed
// once made (a reveal makes a new card record). See engine/core/engine-types.ts, EngineFold.

type Live = Writable<Omit<CsState, 'seats' | 'dealer' | 'deals' | 'settlements' | 'procedures'>> & {
  seats: WSeat[];
  dealer: CsCard[];
  deals: CsDeal[];
  settlements: CsSettlement[];
  procedures: CsProcedure[];
};

/**
 * A seat of the engine's own, its lists writable; every field present from the start, in one order (the optional
 * ones undefined until set), so a seat keeps one shape as it is written and the rules' reads of it stay monomorphic.
 */
type WSeat = Writable<Omit<CsSeat, 'antes' | 'behind' | 'cards' | 'laterDecisions'>> & {
  antes: CsAnte[];
  behind: CsAnte[];
  cards: CsCard[];
  laterDecisions: CsDecision[];
};

/**
 * How an event writes the seats (engine/core/fold-lists.ts): the fold's writer gives the seats themselves and marks
 * them changed; `step`'s gives copies put in their place (copy on write), the state it was given untouched.
 */
type SeatWriter = SeatWriterOf<WSeat>;

/** `step`'s writer: a seat copied with its lists before it is written, in a copy of the seats list. */
const copyOnWrite: SeatWriter = copyOnWriteSeats<WSeat>({ newSeat, copySeat });

function newSeat(seat: number): WSeat {
  return {
    seat, antes: [], ante: 0 as Money, behind: [], cards: [], decision: undefined, laterDecisions: [], bet: 0 as Money, settledAt: undefined,
    withdrawn: undefined,
  };
}

/** A copy of a seat, its lists its own. */
function copySeat(x: WSeat): WSeat {
  return {
    seat: x.seat, antes: x.antes.slice(), ante: x.ante, behind: x.behind.slice(), cards: x.cards.slice(), decision: x.decision,
    laterDecisions: x.laterDecisions.slice(), bet: x.bet, settledAt: x.settledAt, withdrawn: x.withdrawn,
  };
}

/** Makes `to` what `from` is, seat by seat: the seats `changed` (by number), and any seat `to` lacks added. */
function syncSeats(to: WSeat[], from: readonly WSeat[], changed: readonly number[]): void {
  if (to.length !== from.length) {
    // Seats are only ever added: each one `to` lacks is put at its place, a copy of the table's.
    for (let i = 0; i < from.length; i++) if (to[i]?.seat !== from[i]!.seat) to.splice(i, 0, copySeat(from[i]!));
  }
  for (let c = 0; c < changed.length; c++) {
    const no = changed[c]!;
    // The two lists hold the same seats in the same order.
    let i = 0;
    while (from[i]!.seat !== no) i++;
    const a = to[i]!;
    const b = from[i]!;
    syncArray(a.antes, b.antes);
    a.ante = b.ante;
    syncArray(a.behind, b.behind);
    syncArray(a.cards, b.cards);
    a.decision = b.decision;
    syncArray(a.laterDecisions, b.laterDecisions);
    a.bet = b.bet;
    a.settledAt = b.settledAt;
    a.withdrawn = b.withdrawn;
  }
}

function init(hand: HandRecord): Live {
  return {
    moneyUnit: moneyUnitOf(hand),
    stage: 'betting', seats: [], dealer: [], deals: [], settlements: [], procedures: [],
    firstDealAt: undefined, firstDecisionAt: undefined, dealerRevealStartedAt: undefined, dealerSettled: undefined,
  };
}

/** Makes `to` what `from` is: its scalars, the seats the last event changed, and its lists' new entries. */
function copyInto(to: Live, from: Live, changed: readonly number[]): void {
  to.moneyUnit = from.moneyUnit;
  to.stage = from.stage;
  syncSeats(to.seats, from.seats, changed);
  syncList(to.dealer, from.dealer);
  appendNew(to.deals, from.deals);
  appendNew(to.settlements, from.settlements);
  appendNew(to.procedures, from.procedures);
  to.firstDealAt = from.firstDealAt;
  to.firstDecisionAt = from.firstDecisionAt;
  to.dealerRevealStartedAt = from.dealerRevealStartedAt;
  to.dealerSettled = from.dealerSettled;
}

/** The audit's fold: `before` made what `after` was, then the event applied to `after`, both in place. */
class CsFold implements EngineFold<CsState> {
  readonly before: Live;
  readonly after: Live;
  private readonly writer = new InPlaceSeats<WSeat>(newSeat);

  constructor(hand: HandRecord) {
    this.before = init(hand);
    this.after = init(hand);
  }

  advance(e: HandEvent): EngineRejection | undefined {
    copyInto(this.before, this.after, this.writer.changed);
    const changed = this.writer.changed;
    while (changed.length > 0) changed.pop();
    return apply(this.after, e, this.writer);
  }
}

/**
 * Pure: returns the state after the event; the given state is never changed.
 * It follows anything a table could have done, allowed or not (a card to a
 * zone without an ante, a decision in the middle of the deal): the rules
 * judge. It rejects only what has no meaning in this game (a pool bet, a
 * decision by a zone that is not in the hand); a second decision of a zone is
 * followed (`laterDecisions`: the first stands, the rules judge the rest); a settlement
 * on a zone that never took part is recorded, on the zone. Cards and
 * decisions after a settlement are followed: the settlements are judged on the
 * final hands and the rules report the early settlement. An ante added to a
 * zone settled before any card opens the zone again: what that settlement took
 * or handed back is set aside (`withdrawn`), judged by the rules on its own; so
 * is it at the first card for a zone settled before it and not opened again.
 */
function step(s: CsState, e: HandEvent): CsState | EngineRejection {
  const from = s as Live;
  const next: Live = {
    ...from, dealer: from.dealer.slice(), deals: from.deals.slice(), settlements: from.settlements.slice(), procedures: from.procedures.slice(),
  };
  return apply(next, e, copyOnWrite) ?? next;
}

function apply(s: Live, e: HandEvent, w: SeatWriter): EngineRejection | undefined {
  switch (e.type) {
    case 'procedure': return procedure(s, e);
    case 'bet': return bet(s, e, w);
    case 'deal': return deal(s, e, w);
    case 'reveal': return reveal(s, e, w);
    case 'decision': return decision(s, e, w);
    case 'payout':
    case 'collect':
    case 'return': return settle(s, e, w);
    case 'commission':
    case 'pool_award':
    case 'rng':
      return reject(e, reason('engine.event-no-place', { text: `"${e.type}"` }), 'type');
  }
}

function procedure(s: Live, e: ProcedureEvent): undefined {
  const p: Writable<CsProcedure> = { name: e.name, index: e.index, stage: s.stage };
  if (e.by !== undefined) p.by = e.by;
  if (e.participant !== undefined) p.participant = e.participant;
  if (e.count !== undefined) p.count = e.count;
  if (e.decks !== undefined) p.decks = e.decks;
  s.procedures.push(p);
  return undefined;
}

function bet(s: Live, e: BetEvent, w: SeatWriter): EngineRejection | undefined {
  if (e.spot !== 'ante') return reject(e, reason('engine.caribbean-bet-spot', { text: `"${e.spot}"` }), 'spot');
  const seat = w.seatOrNew(s, e.seat);
  const ante: CsAnte = e.player !== undefined
    ? { index: e.index, amount: e.amount, medium: e.medium, player: e.player }
    : { index: e.index, amount: e.amount, medium: e.medium };
  if (e.behind) {
    seat.behind.push(ante);
    return undefined;
  }
  // After the first card an ante changes no settlement (the rules judge the ante placed before the deal, Art. 11º).
  // Before any card, an ante on a zone already settled opens the zone again: the earlier settlement is set aside.
  if (seat.settledAt !== undefined && s.firstDealAt === undefined) {
    reopen(s, seat, e.index);
    if (s.dealerSettled?.seat === seat.seat) s.dealerSettled = undefined;
  }
  seat.antes.push(ante);
  seat.ante = add(seat.ante, e.amount);
  return undefined;
}

/**
 * A zone settled before any card, reopened by a new ante at event `at`: the chips its settlements took or
 * handed back leave the zone's stake (into `withdrawn`); what they left on the spot stays, as one ante.
 * Written on the seat (one the writer gave): it is no longer settled.
 */
function reopen(s: CsState, seat: WSeat, at: number): void {
  const since = seat.withdrawn?.until ?? -1;
  let removed = 0;
  for (const x of s.settlements) {
    if (x.seat === seat.seat && x.spot === 'ante' && x.index > since && x.type !== 'payout') removed += x.amount;
  }
  const settled = Math.min(removed, seat.ante);
  const left = seat.ante - settled;
  const first = seat.antes[0];
  const withdrawn = {
    amount: add(seat.withdrawn?.amount ?? (0 as Money), settled as Money),
    onSpot: add(seat.withdrawn?.onSpot ?? (0 as Money), seat.ante),
    until: at,
  };
  seat.antes.length = 0;
  if (left > 0 && first) seat.antes.push({ ...first, amount: left as Money });
  seat.ante = left as Money;
  seat.settledAt = undefined;
  seat.withdrawn = withdrawn;
}

/**
 * The first card: a zone whose ante was settled before it, and not opened again by another ante, is set aside the
 * same way (`reopen`): what the settlement took or handed back leaves the stake (a zone handed back its whole ante
 * is out of the coup), what it left on the spot stays. Its settlements before the deal are judged on their own.
 */
function withdrawAtDeal(s: Live, at: number, w: SeatWriter): void {
  for (let i = 0; i < s.seats.length; i++) {
    const seat = s.seats[i]!;
    if (seat.settledAt === undefined || seat.ante <= 0) continue;
    reopen(s, w.seat(s, seat.seat), at);
    if (s.dealerSettled?.seat === seat.seat) s.dealerSettled = undefined;
  }
}

function deal(s: Live, e: DealEvent, w: SeatWriter): EngineRejection | undefined {
  if (e.to.kind !== 'seat' && e.to.kind !== 'dealer') return reject(e, reason('engine.not-participant', { text: `"${e.to.kind}"`, game: 'caribbean' }), 'to');
  // A card after a settlement is out of order, not beyond judging: the settlements are judged on the final
  // hands, as Art. 11º requires the comparison, and the rules report the settlement that came too early.
  const card: CsCard = { card: e.card, face: e.face, dealtFace: e.face, index: e.index };
  if (s.stage === 'betting') s.stage = 'dealing';
  if (s.firstDealAt === undefined) withdrawAtDeal(s, e.index, w);
  s.firstDealAt ??= e.index;
  s.deals.push({ index: e.index, to: e.to, card: e.card, face: e.face });
  if (e.to.kind === 'dealer') {
    s.dealer.push(card);
    return undefined;
  }
  w.seatOrNew(s, e.to.seat).cards.push(card);
  return undefined;
}

/** The cards each participant is dealt (Art. 10º): a reveal past them names no card the record left out. */
const CARDS_EACH = 5;

function reveal(s: Live, e: RevealEvent, w: SeatWriter): EngineRejection | undefined {
  // A card already face up (exposed at the deal) turned "again" changes nothing. A card the participant was never
  // dealt is a deal the record left out (the reveal shows he held it, face down): it joins his hand as the reveal
  // shows it, marked `revealedOnly`, and the rules report the missing deal. Refused, it hid every wager of the hand
  // from the audit (mutate-cards' dropped dealer card; clause30-other). The card turned is a new record in its place.
  const downAt = (cards: readonly CsCard[]): number => cards.findIndex((c) => c.face === 'down' && c.card === e.card);
  const turned = (c: CsCard): CsCard => ({ card: c.card, face: 'up', dealtFace: c.dealtFace, index: c.index, revealedAt: e.index });
  const undealt: CsCard = { card: e.card, face: 'up', dealtFace: 'down', index: e.index, revealedAt: e.index, revealedOnly: true };
  if (e.to.kind === 'dealer') {
    // A dealer the hand dealt nothing to has no hand to turn a card of.
    if (s.dealer.length === 0) return reject(e, reason('engine.reveal-not-dealer-card'), 'card');
    const at = downAt(s.dealer);
    if (at >= 0) s.dealer[at] = turned(s.dealer[at]!);
    else if (!s.dealer.some((c) => c.card === e.card)) {
      // A hand of five holds no card left out: a sixth named by a reveal contradicts the record, it shows no deal.
      if (s.dealer.length >= CARDS_EACH) return reject(e, reason('engine.reveal-not-dealer-card'), 'card');
      s.dealer.push(undealt);
    }
    s.stage = 'dealer';
    s.dealerRevealStartedAt ??= e.index;
    return undefined;
  }
  if (e.to.kind !== 'seat') return reject(e, reason('engine.not-participant', { text: `"${e.to.kind}"`, game: 'caribbean' }), 'to');
  const no = e.to.seat;
  const seat = seatIn(s.seats, no);
  // Nor a zone the hand dealt nothing to.
  if (!seat || seat.cards.length === 0) return reject(e, reason('engine.reveal-not-zone-card', { seat: no }), 'card');
  const at = downAt(seat.cards);
  if (at >= 0) {
    const written = w.seat(s, no);
    written.cards[at] = turned(written.cards[at]!);
  } else if (!seat.cards.some((c) => c.card === e.card)) {
    if (seat.cards.length >= CARDS_EACH) return reject(e, reason('engine.reveal-not-zone-card', { seat: no }), 'card');
    w.seat(s, no).cards.push(undealt);
  }
  return undefined;
}

function decision(s: Live, e: DecisionEvent, w: SeatWriter): EngineRejection | undefined {
  if (e.action !== 'bet' && e.action !== 'fold') return reject(e, reason('engine.caribbean-decision', { text: `"${e.action}"` }), 'action');
  const found = seatIn(s.seats, e.seat);
  // A zone known only by a settlement made on it has no hand to decide on.
  if (!found || (found.antes.length === 0 && found.behind.length === 0 && found.cards.length === 0)) {
    return reject(e, reason('engine.decision-no-ante', { seat: e.seat }), 'seat');
  }
  if (e.action === 'bet' && e.amount === undefined) return reject(e, reason('engine.bet-needs-amount'), 'amount');
  const seat = w.seat(s, e.seat);
  const made: CsDecision = e.action === 'bet' ? { action: 'bet', index: e.index, amount: e.amount! } : { action: 'fold', index: e.index };
  // A second decision is what the table let happen (a raise in two stacks, a fold after a bet, a bet after a fold):
  // followed, the first one standing; refused, it hid every zone's settlements of the hand from the audit.
  if (seat.decision) seat.laterDecisions.push(made);
  else seat.decision = made;
  if (e.action === 'bet') seat.bet = add(seat.bet, e.amount!);
  if (s.stage !== 'dealer') s.stage = 'deciding';
  s.firstDecisionAt ??= e.index;
  return undefined;
}

function settle(s: Live, e: SettlementEvent, w: SeatWriter): EngineRejection | undefined {
  if (e.spot !== 'ante' && e.spot !== 'bet') return reject(e, reason('engine.caribbean-settlement-spot', { text: `"${e.spot}"` }), 'spot');
  // A zone that never took part (no ante, no card) settled all the same is what the table did: the zone is
  // recorded empty, and the rules judge money moved on wagers that were never placed.
  const found = seatIn(s.seats, e.seat);
  const seat = found === undefined || found.settledAt === undefined ? w.seatOrNew(s, e.seat) : found;
  s.settlements.push({ type: e.type, index: e.index, seat: e.seat, spot: e.spot, amount: e.amount, stage: s.stage });
  if (seat.settledAt !== undefined) return undefined;
  // A fold loses the ante whatever the dealer holds, and a zone with no ante has no wager on his hand; any other
  // settlement rests on the dealer's hand.
  const onDealer = seat.decision?.action !== 'fold' && (seat.ante > 0 || seat.cards.length > 0);
  s.dealerSettled ??= onDealer ? { index: e.index, seat: e.seat } : undefined;
  seat.settledAt = e.index;
  return undefined;
}

export const caribbeanEngine: GameEngine<CsState> = {
  family: 'caribbean', init, step, fold: (hand) => new CsFold(hand), describe: describeCaribbean,
};
