import { EngineRejection, reject } from '../core/engine-types.js';
import type { GameEngine } from '../core/engine-types.js';
import { add } from '../core/money.js';
import type { Money } from '../core/money.js';
import type {
  BetEvent, DealEvent, DecisionEvent, HandEvent, HandRecord, ProcedureEvent, RevealEvent, SettlementEvent,
} from '../core/types.js';
import type { CsCard, CsProcedure, CsSeat, CsState } from './state.js';
import { describeCaribbean } from './describe.js';
import { reason } from '../core/reasons.js';

function init(_hand: HandRecord): CsState {
  return { stage: 'betting', seats: [], dealer: [], deals: [], settlements: [], procedures: [] };
}

/**
 * Pure: returns the state after the event; the given state is never changed.
 * It follows anything a table could have done, allowed or not (a card to a
 * zone without an ante, a decision in the middle of the deal): the rules
 * judge. It rejects only what has no meaning in this game (a pool bet, a
 * decision by a zone that is not in the hand, a second decision). Cards and
 * decisions after a settlement are followed: the settlements are judged on the
 * final hands and the rules report the early settlement. An ante added to a
 * zone settled before any card opens the zone again: what that settlement took
 * or handed back is set aside (`withdrawn`), judged by the rules on its own.
 */
function step(s: CsState, e: HandEvent): CsState | EngineRejection {
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

function procedure(s: CsState, e: ProcedureEvent): CsState {
  const p: CsProcedure = { name: e.name, index: e.index, stage: s.stage };
  if (e.by !== undefined) p.by = e.by;
  if (e.participant !== undefined) p.participant = e.participant;
  if (e.count !== undefined) p.count = e.count;
  if (e.decks !== undefined) p.decks = e.decks;
  return { ...s, procedures: [...s.procedures, p] };
}

function bet(s: CsState, e: BetEvent): CsState | EngineRejection {
  if (e.spot !== 'ante') return reject(e, reason('engine.caribbean-bet-spot', { text: `"${e.spot}"` }), 'spot');
  const seat = seatOrNew(s, e.seat);
  const ante = { index: e.index, amount: e.amount, medium: e.medium, ...(e.player !== undefined ? { player: e.player } : {}) };
  if (e.behind) return withSeat(s, { ...seat, behind: [...seat.behind, ante] });
  // After the first card an ante changes no settlement (the rules judge the ante placed before the deal, Art. 11º).
  // Before any card, an ante on a zone already settled opens the zone again: the earlier settlement is set aside.
  const reopened = seat.settledAt !== undefined && s.firstDealAt === undefined ? reopen(s, seat, e.index) : seat;
  const next: CsSeat = { ...reopened, antes: [...reopened.antes, ante], ante: add(reopened.ante, e.amount) };
  const dealerSettled = s.dealerSettled?.seat === seat.seat && reopened !== seat ? undefined : s.dealerSettled;
  const out = withSeat(s, next);
  if (dealerSettled) return { ...out, dealerSettled };
  const { dealerSettled: _gone, ...rest } = out;
  return rest;
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

function deal(s: CsState, e: DealEvent): CsState | EngineRejection {
  if (e.to.kind !== 'seat' && e.to.kind !== 'dealer') return reject(e, reason('engine.not-participant', { text: `"${e.to.kind}"`, game: 'caribbean' }), 'to');
  // A card after a settlement is out of order, not beyond judging: the settlements are judged on the final
  // hands, as Art. 11º requires the comparison, and the rules report the settlement that came too early.
  const card: CsCard = { card: e.card, face: e.face, dealtFace: e.face, index: e.index };
  const base: CsState = {
    ...s,
    stage: s.stage === 'betting' ? 'dealing' : s.stage,
    firstDealAt: s.firstDealAt ?? e.index,
    deals: [...s.deals, { index: e.index, to: e.to, card: e.card, face: e.face }],
  };
  if (e.to.kind === 'dealer') return { ...base, dealer: [...s.dealer, card] };
  const seat = seatOrNew(s, e.to.seat);
  return withSeat(base, { ...seat, cards: [...seat.cards, card] });
}

function reveal(s: CsState, e: RevealEvent): CsState | EngineRejection {
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
    return { ...s, dealer, stage: 'dealer', dealerRevealStartedAt: s.dealerRevealStartedAt ?? e.index };
  }
  if (e.to.kind !== 'seat') return reject(e, reason('engine.not-participant', { text: `"${e.to.kind}"`, game: 'caribbean' }), 'to');
  const seat = s.seats.find((x) => x.seat === e.to.seat);
  const cards = seat && turn(seat.cards);
  if (!seat || !cards) return reject(e, reason('engine.reveal-not-seat-card', { seat: e.to.seat }), 'card');
  return withSeat(s, { ...seat, cards });
}

function decision(s: CsState, e: DecisionEvent): CsState | EngineRejection {
  if (e.action !== 'bet' && e.action !== 'fold') return reject(e, reason('engine.caribbean-decision', { text: `"${e.action}"` }), 'action');
  const seat = s.seats.find((x) => x.seat === e.seat);
  if (!seat) return reject(e, reason('engine.decision-no-ante', { seat: e.seat }), 'seat');
  if (seat.decision) return reject(e, reason('engine.already-decided', { seat: e.seat, action: seat.decision.action, event: seat.decision.index }), 'action');
  if (e.action === 'bet' && e.amount === undefined) return reject(e, reason('engine.bet-needs-amount'), 'amount');
  const next: CsSeat = e.action === 'bet'
    ? { ...seat, decision: { action: 'bet', index: e.index, amount: e.amount! }, bet: e.amount! }
    : { ...seat, decision: { action: 'fold', index: e.index } };
  return {
    ...withSeat(s, next),
    stage: s.stage === 'dealer' ? s.stage : 'deciding',
    firstDecisionAt: s.firstDecisionAt ?? e.index,
  };
}

function settle(s: CsState, e: SettlementEvent): CsState | EngineRejection {
  if (e.spot !== 'ante' && e.spot !== 'bet') return reject(e, reason('engine.caribbean-settlement-spot', { text: `"${e.spot}"` }), 'spot');
  const seat = s.seats.find((x) => x.seat === e.seat);
  if (!seat) return reject(e, reason('engine.settlement-no-ante', { seat: e.seat }), 'seat');
  const entry = { type: e.type, index: e.index, seat: e.seat, spot: e.spot, amount: e.amount, stage: s.stage };
  const next: CsState = { ...s, settlements: [...s.settlements, entry] };
  if (seat.settledAt !== undefined) return next;
  // A fold loses the ante whatever the dealer holds; any other settlement rests on the dealer's hand.
  const dealerSettled = next.dealerSettled ?? (seat.decision?.action === 'fold' ? undefined : { index: e.index, seat: e.seat });
  return { ...withSeat(next, { ...seat, settledAt: e.index }), dealerSettled };
}

function seatOrNew(s: CsState, seat: number): CsSeat {
  return s.seats.find((x) => x.seat === seat) ?? { seat, antes: [], ante: 0 as Money, behind: [], cards: [], bet: 0 as Money };
}

function withSeat(s: CsState, seat: CsSeat): CsState {
  const i = s.seats.findIndex((x) => x.seat === seat.seat);
  if (i >= 0) return { ...s, seats: s.seats.map((x, j) => (j === i ? seat : x)) };
  return { ...s, seats: [...s.seats, seat].sort((a, b) => a.seat - b.seat) };
}

export const caribbeanEngine: GameEngine<CsState> = { family: 'caribbean', init, step, describe: describeCaribbean };
