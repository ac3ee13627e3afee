import { reject } from '../core/engine-types.js';
import type { EngineFold, EngineRejection, GameEngine, Writable } from '../core/engine-types.js';
import { appendNew } from '../core/fold-lists.js';
import { add } from '../core/money.js';
import type { Money } from '../core/money.js';
import type {
  BetEvent, DealEvent, DecisionEvent, HandEvent, HandRecord, ProcedureEvent, RevealEvent, SettlementEvent,
} from '../core/types.js';
import type { CsCard, CsDeal, CsProcedure, CsSeat, CsSettlement, CsState } from './state.js';
import { describeCaribbean } from './describe.js';
import { reason } from '../core/reasons.js';

// The table is one object changed in place (`Live`), every field present in one order: its scalars written,
// its logs (deals, settlements, procedures) appended to. Seats and the dealer's cards are records never
// changed once made: a change makes a new one, and a new seats or dealer list. `step` (pure) applies an event
// to a copy of the state; the audit's fold (`CsFold`) to its one state, keeping the state before it beside
// (engine/core/engine-types.ts, EngineFold).

type Live = Writable<Omit<CsState, 'deals' | 'settlements' | 'procedures'>> & {
  deals: CsDeal[];
  settlements: CsSettlement[];
  procedures: CsProcedure[];
};

function init(_hand: HandRecord): Live {
  return {
    stage: 'betting', seats: [], dealer: [], deals: [], settlements: [], procedures: [],
    firstDealAt: undefined, firstDecisionAt: undefined, dealerRevealStartedAt: undefined, dealerSettled: undefined,
  };
}

/** Makes `to` what `from` is: its scalars and lists, and its logs' new entries appended (they only grow). */
function copyInto(to: Live, from: Live): void {
  to.stage = from.stage;
  to.seats = from.seats;
  to.dealer = from.dealer;
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

  constructor(hand: HandRecord) {
    this.before = init(hand);
    this.after = init(hand);
  }

  advance(e: HandEvent): EngineRejection | undefined {
    copyInto(this.before, this.after);
    return apply(this.after, e);
  }
}

/**
 * Pure: returns the state after the event; the given state is never changed.
 * It follows anything a table could have done, allowed or not (a card to a
 * zone without an ante, a decision in the middle of the deal): the rules
 * judge. It rejects only what has no meaning in this game (a pool bet, a
 * decision by a zone that is not in the hand, a second decision); a settlement
 * on a zone that never took part is recorded, on the zone. Cards and
 * decisions after a settlement are followed: the settlements are judged on the
 * final hands and the rules report the early settlement. An ante added to a
 * zone settled before any card opens the zone again: what that settlement took
 * or handed back is set aside (`withdrawn`), judged by the rules on its own; so
 * is it at the first card for a zone settled before it and not opened again.
 */
function step(s: CsState, e: HandEvent): CsState | EngineRejection {
  const next: Live = { ...s, deals: s.deals.slice(), settlements: s.settlements.slice(), procedures: s.procedures.slice() };
  return apply(next, e) ?? next;
}

function apply(s: Live, e: HandEvent): EngineRejection | undefined {
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

function bet(s: Live, e: BetEvent): EngineRejection | undefined {
  if (e.spot !== 'ante') return reject(e, reason('engine.caribbean-bet-spot', { text: `"${e.spot}"` }), 'spot');
  const seat = seatOrNew(s, e.seat);
  const ante = { index: e.index, amount: e.amount, medium: e.medium, ...(e.player !== undefined ? { player: e.player } : {}) };
  if (e.behind) {
    s.seats = seatsWith(s.seats, { ...seat, behind: [...seat.behind, ante] });
    return undefined;
  }
  // After the first card an ante changes no settlement (the rules judge the ante placed before the deal, Art. 11º).
  // Before any card, an ante on a zone already settled opens the zone again: the earlier settlement is set aside.
  const reopened = seat.settledAt !== undefined && s.firstDealAt === undefined ? reopen(s, seat, e.index) : seat;
  if (s.dealerSettled?.seat === seat.seat && reopened !== seat) s.dealerSettled = undefined;
  s.seats = seatsWith(s.seats, { ...reopened, antes: [...reopened.antes, ante], ante: add(reopened.ante, e.amount) });
  return undefined;
}

/**
 * A zone settled before any card, reopened by a new ante at event `at`: the chips its settlements took or
 * handed back leave the zone's stake (into `withdrawn`); what they left on the spot stays, as one ante.
 */
function reopen(s: CsState, seat: CsSeat, at: number): CsSeat {
  const since = seat.withdrawn?.until ?? -1;
  let removed = 0;
  for (const x of s.settlements) {
    if (x.seat === seat.seat && x.spot === 'ante' && x.index > since && x.type !== 'payout') removed += x.amount;
  }
  const settled = Math.min(removed, seat.ante);
  const left = seat.ante - settled;
  const first = seat.antes[0];
  const antes = left > 0 && first ? [{ ...first, amount: left as Money }] : [];
  const { settledAt: _open, ...rest } = seat;
  return { ...rest, antes, ante: left as Money, withdrawn: {
    amount: add(seat.withdrawn?.amount ?? (0 as Money), settled as Money),
    onSpot: add(seat.withdrawn?.onSpot ?? (0 as Money), seat.ante),
    until: at,
  } };
}

/**
 * The first card: a zone whose ante was settled before it, and not opened again by another ante, is set aside the
 * same way (`reopen`): what the settlement took or handed back leaves the stake (a zone handed back its whole ante
 * is out of the coup), what it left on the spot stays. Its settlements before the deal are judged on their own.
 */
function withdrawAtDeal(s: Live, at: number): void {
  for (const seat of s.seats) {
    if (seat.settledAt === undefined || seat.ante <= 0) continue;
    s.seats = seatsWith(s.seats, reopen(s, seat, at));
    if (s.dealerSettled?.seat === seat.seat) s.dealerSettled = undefined;
  }
}

function deal(s: Live, e: DealEvent): EngineRejection | undefined {
  if (e.to.kind !== 'seat' && e.to.kind !== 'dealer') return reject(e, reason('engine.not-participant', { text: `"${e.to.kind}"`, game: 'caribbean' }), 'to');
  // A card after a settlement is out of order, not beyond judging: the settlements are judged on the final
  // hands, as Art. 11º requires the comparison, and the rules report the settlement that came too early.
  const card: CsCard = { card: e.card, face: e.face, dealtFace: e.face, index: e.index };
  if (s.stage === 'betting') s.stage = 'dealing';
  if (s.firstDealAt === undefined) withdrawAtDeal(s, e.index);
  s.firstDealAt ??= e.index;
  s.deals.push({ index: e.index, to: e.to, card: e.card, face: e.face });
  if (e.to.kind === 'dealer') {
    s.dealer = [...s.dealer, card];
    return undefined;
  }
  const seat = seatOrNew(s, e.to.seat);
  s.seats = seatsWith(s.seats, { ...seat, cards: [...seat.cards, card] });
  return undefined;
}

function reveal(s: Live, e: RevealEvent): EngineRejection | undefined {
  // A card already face up (exposed at the deal) turned "again" changes nothing; a card the
  // participant does not hold is a record the engine cannot follow.
  const turn = (cards: readonly CsCard[]): readonly CsCard[] | undefined => {
    const at = cards.findIndex((c) => c.face === 'down' && c.card === e.card);
    if (at < 0) return cards.some((c) => c.card === e.card) ? cards : undefined;
    return cards.map((c, i) => (i === at ? { ...c, face: 'up' as const, revealedAt: e.index } : c));
  };
  if (e.to.kind === 'dealer') {
    const dealer = turn(s.dealer);
    if (!dealer) return reject(e, reason('engine.reveal-not-dealer-card'), 'card');
    s.dealer = dealer;
    s.stage = 'dealer';
    s.dealerRevealStartedAt ??= e.index;
    return undefined;
  }
  if (e.to.kind !== 'seat') return reject(e, reason('engine.not-participant', { text: `"${e.to.kind}"`, game: 'caribbean' }), 'to');
  const seat = s.seats.find((x) => x.seat === e.to.seat);
  const cards = seat && turn(seat.cards);
  if (!seat || !cards) return reject(e, reason('engine.reveal-not-seat-card', { seat: e.to.seat }), 'card');
  s.seats = seatsWith(s.seats, { ...seat, cards });
  return undefined;
}

function decision(s: Live, e: DecisionEvent): EngineRejection | undefined {
  if (e.action !== 'bet' && e.action !== 'fold') return reject(e, reason('engine.caribbean-decision', { text: `"${e.action}"` }), 'action');
  const seat = s.seats.find((x) => x.seat === e.seat);
  // A zone known only by a settlement made on it has no hand to decide on.
  if (!seat || (seat.antes.length === 0 && seat.behind.length === 0 && seat.cards.length === 0)) {
    return reject(e, reason('engine.decision-no-ante', { seat: e.seat }), 'seat');
  }
  if (seat.decision) return reject(e, reason('engine.already-decided', { seat: e.seat, action: seat.decision.action, event: seat.decision.index }), 'action');
  if (e.action === 'bet' && e.amount === undefined) return reject(e, reason('engine.bet-needs-amount'), 'amount');
  const next: CsSeat = e.action === 'bet'
    ? { ...seat, decision: { action: 'bet', index: e.index, amount: e.amount! }, bet: e.amount! }
    : { ...seat, decision: { action: 'fold', index: e.index } };
  s.seats = seatsWith(s.seats, next);
  if (s.stage !== 'dealer') s.stage = 'deciding';
  s.firstDecisionAt ??= e.index;
  return undefined;
}

function settle(s: Live, e: SettlementEvent): EngineRejection | undefined {
  if (e.spot !== 'ante' && e.spot !== 'bet') return reject(e, reason('engine.caribbean-settlement-spot', { text: `"${e.spot}"` }), 'spot');
  // A zone that never took part (no ante, no card) settled all the same is what the table did: the zone is
  // recorded empty, and the rules judge money moved on wagers that were never placed.
  const seat = seatOrNew(s, e.seat);
  if (!s.seats.includes(seat)) s.seats = seatsWith(s.seats, seat);
  s.settlements.push({ type: e.type, index: e.index, seat: e.seat, spot: e.spot, amount: e.amount, stage: s.stage });
  if (seat.settledAt !== undefined) return undefined;
  // A fold loses the ante whatever the dealer holds, and a zone with no ante has no wager on his hand; any other
  // settlement rests on the dealer's hand.
  const onDealer = seat.decision?.action !== 'fold' && (seat.ante > 0 || seat.cards.length > 0);
  s.dealerSettled ??= onDealer ? { index: e.index, seat: e.seat } : undefined;
  s.seats = seatsWith(s.seats, { ...seat, settledAt: e.index });
  return undefined;
}

function seatOrNew(s: CsState, seat: number): CsSeat {
  return s.seats.find((x) => x.seat === seat) ?? { seat, antes: [], ante: 0 as Money, behind: [], cards: [], bet: 0 as Money };
}

/** The seats with this one replaced (or added, in seat order): one copy of the list, none of the state. */
function seatsWith(seats: readonly CsSeat[], seat: CsSeat): readonly CsSeat[] {
  const i = seats.findIndex((x) => x.seat === seat.seat);
  if (i >= 0) return seats.map((x, j) => (j === i ? seat : x));
  return [...seats, seat].sort((a, b) => a.seat - b.seat);
}

export const caribbeanEngine: GameEngine<CsState> = {
  family: 'caribbean', init, step, fold: (hand) => new CsFold(hand), describe: describeCaribbean,
};
