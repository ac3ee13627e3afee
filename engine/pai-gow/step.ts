import { EngineRejection, reject } from '../core/engine-types.js';
import type { GameEngine } from '../core/engine-types.js';
import type { Money } from '../core/money.js';
import type { BetEvent, CommissionEvent, DealEvent, HandEvent, HandRecord, SettlementEvent } from '../core/types.js';
import type { BonusWager, PgSettlement, PgState } from './state.js';
import { settlementsOfWager } from './state.js';
import { describePaiGow } from './describe.js';
import { reason } from '../core/reasons.js';

function init(_hand: HandRecord): PgState {
  return { stage: 'betting', paigow: [], bonus: [], rng: [], dealt: [], settlements: [], procedures: [] };
}

/** Pure: returns the state after the event; the given state is never changed. */
function step(s: PgState, e: HandEvent): PgState | EngineRejection {
  const next = apply(s, e);
  if (next instanceof EngineRejection) return next;
  return { ...next, lastEvent: e };
}

function apply(s: PgState, e: HandEvent): PgState | EngineRejection {
  switch (e.type) {
    case 'procedure': {
      const stage = e.name === 'no_more_bets' && s.stage === 'betting' ? 'closed' : s.stage;
      const noMoreBetsAt = e.name === 'no_more_bets' ? s.noMoreBetsAt ?? e.index : s.noMoreBetsAt;
      return { ...s, stage, noMoreBetsAt, procedures: [...s.procedures, { name: e.name, index: e.index, stage: s.stage }] };
    }
    case 'bet': return bet(s, e);
    case 'rng': {
      const stage = s.stage === 'dealing' ? 'dealing' : 'settling';
      return { ...s, stage, rng: [...s.rng, { value: e.value, index: e.index, stage: s.stage }] };
    }
    case 'deal': return deal(s, e);
    case 'reveal': {
      // Recorded for the table's description only: no rule of the bonus reads the cards.
      const at = s.dealt.findIndex((d) => d.to.kind === e.to.kind && d.to.seat === e.to.seat && d.card === e.card && d.face === 'down');
      return at < 0 ? s : { ...s, dealt: s.dealt.map((d, i) => (i === at ? { ...d, face: 'up' as const } : d)) };
    }
    case 'payout':
    case 'collect':
    case 'return': return settle(s, e);
    case 'commission': return commission(s, e);
    case 'decision':
      return reject(e, reason('engine.no-decisions-pai-gow'), 'type');
    case 'pool_award':
      return reject(e, reason('engine.no-place', { what: 'pool', game: 'pai-gow' }), 'type');
  }
}

function bet(s: PgState, e: BetEvent): PgState | EngineRejection {
  if (e.spot === 'paigow') {
    const old = s.paigow.find((w) => w.seat === e.seat);
    const players = e.player !== undefined && !(old?.players ?? []).includes(e.player) ? [...(old?.players ?? []), e.player] : old?.players ?? [];
    const wager = old
      ? { ...old, amount: (old.amount + e.amount) as Money, players }
      : { seat: e.seat, amount: e.amount, players, firstIndex: e.index };
    const paigow = old ? s.paigow.map((w) => (w === old ? wager : w)) : [...s.paigow, wager];
    return { ...s, paigow };
  }
  if (e.spot !== 'bonus') return reject(e, reason('engine.bet-spot', { game: 'pai-gow', spots: 'paigow-bonus', text: `"${e.spot}"` }), 'spot');
  if (e.number === undefined) return reject(e, reason('engine.bonus-number'), 'number');
  const old = s.bonus.find((w) => w.seat === e.seat && w.number === e.number);
  // A bet on a wager already settled is recorded as what it was: the catalog says it came too late and
  // judges the settlement on the stake placed in time.
  const settled = old && settlementsOfWager(s, old)[0];
  const record = {
    index: e.index, amount: e.amount, medium: e.medium, player: e.player, behind: e.behind, stage: s.stage,
    ...(settled ? { afterSettlement: settled.index } : {}),
  };
  const wager: BonusWager = old
    ? { ...old, amount: (old.amount + e.amount) as Money, bets: [...old.bets, record] }
    : { seat: e.seat, number: e.number, amount: e.amount, bets: [record] };
  const bonus = old ? s.bonus.map((w) => (w === old ? wager : w)) : [...s.bonus, wager];
  return { ...s, bonus };
}

function deal(s: PgState, e: DealEvent): PgState | EngineRejection {
  if (e.to.kind !== 'seat' && e.to.kind !== 'dealer') return reject(e, reason('engine.not-participant', { text: `"${e.to.kind}"`, game: 'pai-gow' }), 'to');
  return {
    ...s,
    stage: 'dealing',
    firstDealAt: s.firstDealAt ?? e.index,
    dealt: [...s.dealt, { to: e.to, card: e.card, index: e.index, face: e.face }],
  };
}

function settle(s: PgState, e: SettlementEvent): PgState | EngineRejection {
  if (e.spot !== 'paigow' && e.spot !== 'bonus') {
    return reject(e, reason('engine.settlement-spot', { game: 'pai-gow', spots: 'paigow-bonus', text: `"${e.spot}"` }), 'spot');
  }
  const entry: PgSettlement = { type: e.type, index: e.index, seat: e.seat, spot: e.spot, amount: e.amount, stage: s.stage };
  if (e.number !== undefined) entry.number = e.number;
  if (e.spot === 'bonus') {
    const target = bonusTarget(s, e);
    entry.attributed = target === undefined ? 'none' : e.number !== undefined ? 'named' : 'inferred';
    if (target !== undefined) entry.number = target.number;
  }
  return { ...s, settlements: [...s.settlements, entry] };
}

function commission(s: PgState, e: CommissionEvent): PgState | EngineRejection {
  if (e.spot !== 'paigow') return reject(e, reason('engine.commission-spot', { text: `"${e.spot}"` }), 'spot');
  return { ...s, settlements: [...s.settlements, { type: 'commission', index: e.index, spot: e.spot, amount: e.amount, stage: s.stage }] };
}

/**
 * Which of the seat's bonus wagers a settlement is for. A settlement that
 * names its number is for that number (or for no wager, if the seat has none
 * there). One that does not is for the seat's only wager; with several, the
 * most plausible one: a payout for the wager on the round's number (a second
 * payout there is a double payment sooner than a paid loser), a collect or
 * return for an unsettled wager of the same amount (a losing one first), else
 * the first unsettled one. This only ties money to a wager; whether it was
 * right is for the rules.
 */
function bonusTarget(s: PgState, e: SettlementEvent): BonusWager | undefined {
  const mine = s.bonus.filter((w) => w.seat === e.seat);
  if (e.number !== undefined) return mine.find((w) => w.number === e.number);
  if (mine.length <= 1) return mine[0];
  const settled = new Set(s.settlements.filter((x) => x.spot === 'bonus' && x.seat === e.seat && x.attributed !== 'none').map((x) => x.number));
  const drawn = s.rng[0]?.value;
  const open = (w: BonusWager) => !settled.has(w.number);
  const wins = (w: BonusWager) => w.number === drawn;
  const same = (w: BonusWager) => w.amount === e.amount;
  const preferences: ((w: BonusWager) => boolean)[] = e.type === 'payout'
    ? [(w) => open(w) && wins(w), wins, open]
    : [(w) => open(w) && !wins(w) && same(w), (w) => open(w) && same(w), (w) => open(w) && !wins(w), open];
  for (const p of preferences) {
    const found = mine.find(p);
    if (found) return found;
  }
  return mine[0];
}

export const paiGowEngine: GameEngine<PgState> = { family: 'pai-gow', init, step, describe: describePaiGow };
