import { EngineRejection, reject } from '../core/engine-types.js';
import type { GameEngine } from '../core/engine-types.js';
import type { Money } from '../core/money.js';
import type { BetEvent, DealEvent, HandEvent, HandRecord, ProcedureEvent, RevealEvent, SettlementEvent } from '../core/types.js';
import type { BacProcedure, BacSpot, BacState } from './state.js';
import { BAC_SPOTS } from './state.js';
import { describeBaccarat } from './describe.js';
import { reason } from '../core/reasons.js';

function init(_hand: HandRecord): BacState {
  return { bets: [], punto: [], banca: [], deals: [], procedures: [], settlements: [] };
}

/** Pure: returns the state after the event; the given state is never changed. */
function step(s: BacState, e: HandEvent): BacState | EngineRejection {
  const next = apply(s, e);
  if (next instanceof EngineRejection) return next;
  return { ...next, lastEvent: e };
}

function apply(s: BacState, e: HandEvent): BacState | EngineRejection {
  switch (e.type) {
    case 'procedure': return procedure(s, e);
    case 'bet': return bet(s, e);
    case 'deal': return deal(s, e);
    case 'reveal': return reveal(s, e);
    case 'payout':
    case 'collect':
    case 'return': return settle(s, e);
    case 'commission':
      // Recorded, not refused: money the table kept is for the rules to judge.
      return { ...s, settlements: [...s.settlements, { index: e.index, type: 'commission', spot: e.spot, amount: e.amount }] };
    case 'decision':
      return reject(e, reason('engine.no-decisions-baccarat'), 'type');
    case 'rng':
      return reject(e, reason('engine.no-place', { what: 'rng', game: 'baccarat' }), 'type');
    case 'pool_award':
      return reject(e, reason('engine.no-pool-baccarat'), 'type');
  }
}

function procedure(s: BacState, e: ProcedureEvent): BacState {
  const p: BacProcedure = { index: e.index, name: e.name };
  if (e.by !== undefined) p.by = e.by;
  if (e.decks !== undefined) p.decks = e.decks;
  if (e.position !== undefined) p.position = e.position;
  if (e.cards !== undefined) p.cards = e.cards;
  if (e.count !== undefined) p.count = e.count;
  return { ...s, procedures: [...s.procedures, p] };
}

function isBacSpot(spot: string): spot is BacSpot {
  return (BAC_SPOTS as readonly string[]).includes(spot);
}

function bet(s: BacState, e: BetEvent): BacState | EngineRejection {
  if (!isBacSpot(e.spot)) return reject(e, reason('engine.bet-spot', { game: 'baccarat', spots: 'player-banker-tie', text: `"${e.spot}"` }), 'spot');
  // A bet after the settlement is recorded, not refused: it came after the first card, so Art. 7º's rules
  // report it and judge it as no wager (late_bets_are_void).
  const b = { index: e.index, seat: e.seat, spot: e.spot, amount: e.amount, medium: e.medium, behind: e.behind };
  return { ...s, bets: [...s.bets, e.player !== undefined ? { ...b, player: e.player } : b] };
}

function deal(s: BacState, e: DealEvent): BacState | EngineRejection {
  const to = e.to.kind;
  if (to !== 'player' && to !== 'banker') {
    return reject(e, reason('engine.baccarat-card-to', { text: `"${to === 'seat' ? `seat:${e.to.seat}` : to}"` }), 'to');
  }
  // A card after the first settlement is recorded, not refused: the coup was settled before it was complete
  // (a procedure finding), and every wager is judged against the coup's final cards.
  const deals = [...s.deals, { index: e.index, to, card: e.card, face: e.face }];
  const firstDealAt = s.firstDealAt ?? e.index;
  if (to === 'player') return { ...s, deals, firstDealAt, punto: [...s.punto, e.card] };
  return { ...s, deals, firstDealAt, banca: [...s.banca, e.card] };
}

function reveal(s: BacState, e: RevealEvent): BacState | EngineRejection {
  const to = e.to.kind;
  const at = s.deals.findIndex((d) => d.to === to && d.face === 'down' && d.card === e.card);
  if (at < 0) return reject(e, reason('engine.reveal-not-baccarat-card'), 'card');
  return { ...s, deals: s.deals.map((d, i) => (i === at ? { ...d, face: 'up' as const } : d)) };
}

function settle(s: BacState, e: SettlementEvent): BacState | EngineRejection {
  if (!isBacSpot(e.spot)) return reject(e, reason('engine.settlement-spot', { game: 'baccarat', spots: 'player-banker-tie', text: `"${e.spot}"` }), 'spot');
  const entry = { index: e.index, type: e.type, seat: e.seat, spot: e.spot, amount: e.amount as Money };
  return { ...s, settlements: [...s.settlements, entry], settledAt: s.settledAt ?? e.index };
}

export const baccaratEngine: GameEngine<BacState> = { family: 'baccarat', init, step, describe: describeBaccarat };
