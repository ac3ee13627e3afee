import { reject } from '../core/engine-types.js';
import type { EngineRejection, GameEngine, Writable } from '../core/engine-types.js';
import type { Card } from '../core/cards.js';
import { RevealFold, appendNew, applyRecorded, syncList } from '../core/fold-lists.js';
import type { InPlaceFamily } from '../core/fold-lists.js';
import type { BetEvent, DealEvent, HandEvent, HandRecord, ProcedureEvent, RevealEvent, SettlementEvent } from '../core/types.js';
import type { BacBet, BacDeal, BacProcedure, BacSettlement, BacSpot, BacState } from './state.js';
import { BAC_SPOTS } from './state.js';
import { moneyUnitOf } from '../core/iso-4217.js';
import { describeBaccarat } from './describe.js';
import { reason } from '../core/reasons.js';

// The coup is one object changed in place (`Live`), every field present in one order: its scalars written,
// its lists (bets, the two hands, deals, procedures, settlements) appended to; a reveal replaces one deal
// with a new record. `step` (pure) applies an event to a copy of the state; the audit's fold (`RevealFold`,
// engine/core/fold-lists.ts) to its one state, keeping the state before it beside (engine/core/engine-types.ts, EngineFold).

type Live = Writable<Omit<BacState, 'bets' | 'punto' | 'banca' | 'deals' | 'procedures' | 'settlements'>> & {
  bets: BacBet[];
  punto: Card[];
  banca: Card[];
  deals: BacDeal[];
  procedures: BacProcedure[];
  settlements: BacSettlement[];
};

function init(hand: HandRecord): Live {
  return {
    moneyUnit: moneyUnitOf(hand),
    bets: [], punto: [], banca: [], deals: [], procedures: [], settlements: [],
    firstDealAt: undefined, settledAt: undefined, lastEvent: undefined,
  };
}

/** Makes `to` what `from` is; `revealed`: an event since the last copy may have replaced a deal. */
function copyInto(to: Live, from: Live, revealed: boolean): void {
  to.moneyUnit = from.moneyUnit;
  appendNew(to.bets, from.bets);
  appendNew(to.punto, from.punto);
  appendNew(to.banca, from.banca);
  if (revealed) syncList(to.deals, from.deals);
  else appendNew(to.deals, from.deals);
  appendNew(to.procedures, from.procedures);
  appendNew(to.settlements, from.settlements);
  to.firstDealAt = from.firstDealAt;
  to.settledAt = from.settledAt;
  to.lastEvent = from.lastEvent;
}

/** Pure: returns the state after the event; the given state is never changed. */
function step(s: BacState, e: HandEvent): BacState | EngineRejection {
  const next: Live = {
    ...s, bets: s.bets.slice(), punto: s.punto.slice(), banca: s.banca.slice(), deals: s.deals.slice(),
    procedures: s.procedures.slice(), settlements: s.settlements.slice(),
  };
  return applyRecorded(BACCARAT, next, e) ?? next;
}

/** The family as its in-place fold (engine/core/fold-lists.ts, RevealFold) uses it. */
const BACCARAT: InPlaceFamily<Live> = { init, copyInto, apply };

function apply(s: Live, e: HandEvent): EngineRejection | undefined {
  switch (e.type) {
    case 'procedure':
      s.procedures.push(procedure(e));
      return undefined;
    case 'bet': return bet(s, e);
    case 'deal': return deal(s, e);
    case 'reveal': return reveal(s, e);
    case 'payout':
    case 'collect':
    case 'return': return settle(s, e);
    case 'commission':
      // Recorded, not refused: money the table kept is for the rules to judge. On a spot baccarat lacks (`main`, `pool`)
      // no rule would judge it, and the money kept would go unsaid (hostile20): refused as a settlement there is.
      if (!isBacSpot(e.spot)) return reject(e, reason('engine.settlement-spot', { game: 'baccarat', spots: 'player-banker-tie', text: `"${e.spot}"` }), 'spot');
      s.settlements.push({ index: e.index, type: 'commission', spot: e.spot, amount: e.amount });
      return undefined;
    case 'decision':
      return reject(e, reason('engine.no-decisions-baccarat'), 'type');
    case 'rng':
      return reject(e, reason('engine.no-place', { what: 'rng', game: 'baccarat' }), 'type');
    case 'pool_award':
      return reject(e, reason('engine.no-pool-baccarat'), 'type');
  }
}

function procedure(e: ProcedureEvent): BacProcedure {
  const p: Writable<BacProcedure> = { index: e.index, name: e.name };
  if (e.by !== undefined) p.by = e.by;
  if (e.decks !== undefined) p.decks = e.decks;
  if (e.position !== undefined) p.position = e.position;
  if (e.cards !== undefined) p.cards = e.cards;
  if (e.count !== undefined) p.count = e.count;
  return p;
}

function isBacSpot(spot: string): spot is BacSpot {
  return (BAC_SPOTS as readonly string[]).includes(spot);
}

function bet(s: Live, e: BetEvent): EngineRejection | undefined {
  if (!isBacSpot(e.spot)) return reject(e, reason('engine.bet-spot', { game: 'baccarat', spots: 'player-banker-tie', text: `"${e.spot}"` }), 'spot');
  // A bet after the settlement is recorded, not refused: it came after the first card, so Art. 7º's rules
  // report it and judge it as no wager (late_bets_are_void).
  // Written out, not spread ({ ...b, player } copies through V8's generic path): the same fields, in order.
  s.bets.push(e.player !== undefined
    ? { index: e.index, seat: e.seat, spot: e.spot, amount: e.amount, medium: e.medium, behind: e.behind, player: e.player }
    : { index: e.index, seat: e.seat, spot: e.spot, amount: e.amount, medium: e.medium, behind: e.behind });
  return undefined;
}

function deal(s: Live, e: DealEvent): EngineRejection | undefined {
  const to = e.to.kind;
  if (to !== 'player' && to !== 'banker') {
    return reject(e, reason('engine.baccarat-card-to', { text: `"${to === 'seat' ? `seat:${e.to.seat}` : to}"` }), 'to');
  }
  // A card after the first settlement is recorded, not refused: the coup was settled before it was complete
  // (a procedure finding), and every wager is judged against the coup's final cards.
  s.deals.push({ index: e.index, to, card: e.card, face: e.face });
  s.firstDealAt ??= e.index;
  if (to === 'player') s.punto.push(e.card);
  else s.banca.push(e.card);
  return undefined;
}

function reveal(s: Live, e: RevealEvent): EngineRejection | undefined {
  const to = e.to.kind;
  const at = s.deals.findIndex((d) => d.to === to && d.face === 'down' && d.card === e.card);
  if (at < 0) {
    // A card of that hand already face up, shown again, turns nothing over (the Caribbean and blackjack engines read it
    // so); a card the hand was never dealt cannot be followed.
    if (s.deals.some((d) => d.to === to && d.card === e.card)) return undefined;
    return reject(e, reason('engine.reveal-not-baccarat-card'), 'card');
  }
  const d = s.deals[at]!;
  s.deals[at] = { index: d.index, to: d.to, card: d.card, face: 'up' };
  return undefined;
}

function settle(s: Live, e: SettlementEvent): EngineRejection | undefined {
  if (!isBacSpot(e.spot)) return reject(e, reason('engine.settlement-spot', { game: 'baccarat', spots: 'player-banker-tie', text: `"${e.spot}"` }), 'spot');
  s.settlements.push({ index: e.index, type: e.type, seat: e.seat, spot: e.spot, amount: e.amount });
  s.settledAt ??= e.index;
  return undefined;
}

export const baccaratEngine: GameEngine<BacState> = {
  family: 'baccarat', init, step, fold: (hand) => new RevealFold(BACCARAT, hand), describe: describeBaccarat,
};
