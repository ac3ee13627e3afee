import { reject } from '../core/engine-types.js';
import type { EngineRejection, GameEngine, Writable } from '../core/engine-types.js';
import type { Money } from '../core/money.js';
import { RevealFold, appendNew, applyRecorded, syncList } from '../core/fold-lists.js';
import type { InPlaceFamily } from '../core/fold-lists.js';
import type { BetEvent, CommissionEvent, DealEvent, HandEvent, HandRecord, SettlementEvent } from '../core/types.js';
import type { BonusBetRecord, BonusWager, PgDeal, PgProcedure, PgSettlement, PgState, RngResult } from './state.js';
import { settlementsOfWager } from './state.js';
import { describePaiGow } from './describe.js';
import { reason } from '../core/reasons.js';

// The round is one object changed in place (`Live`), every field present in one order: its scalars written,
// its logs (random numbers, cards dealt, settlements, procedures) appended to; a reveal replaces one card
// dealt with a new record. The wagers are records never changed once made: a change makes a new one, and a
// new list. `step` (pure) applies an event to a copy of the state; the audit's fold (`RevealFold`,
// engine/core/fold-lists.ts) to its one state, keeping the state before it beside (engine-types.ts, EngineFold).

type Live = Writable<Omit<PgState, 'rng' | 'dealt' | 'settlements' | 'procedures'>> & {
  rng: RngResult[];
  dealt: PgDeal[];
  settlements: PgSettlement[];
  procedures: PgProcedure[];
};

function init(_hand: HandRecord): Live {
  return {
    stage: 'betting', paigow: [], bonus: [], noMoreBetsAt: undefined, rng: [], firstDealAt: undefined,
    dealt: [], settlements: [], procedures: [], lastEvent: undefined,
  };
}

/** Makes `to` what `from` is; `revealed`: an event since the last copy may have replaced a card dealt. */
function copyInto(to: Live, from: Live, revealed: boolean): void {
  to.stage = from.stage;
  to.paigow = from.paigow;
  to.bonus = from.bonus;
  to.noMoreBetsAt = from.noMoreBetsAt;
  appendNew(to.rng, from.rng);
  to.firstDealAt = from.firstDealAt;
  if (revealed) syncList(to.dealt, from.dealt);
  else appendNew(to.dealt, from.dealt);
  appendNew(to.settlements, from.settlements);
  appendNew(to.procedures, from.procedures);
  to.lastEvent = from.lastEvent;
}

/** Pure: returns the state after the event; the given state is never changed. */
function step(s: PgState, e: HandEvent): PgState | EngineRejection {
  const next: Live = { ...s, rng: s.rng.slice(), dealt: s.dealt.slice(), settlements: s.settlements.slice(), procedures: s.procedures.slice() };
  return applyRecorded(PAI_GOW, next, e) ?? next;
}

/** The family as its in-place fold (engine/core/fold-lists.ts, RevealFold) uses it. */
const PAI_GOW: InPlaceFamily<Live> = { init, copyInto, apply };

function apply(s: Live, e: HandEvent): EngineRejection | undefined {
  switch (e.type) {
    case 'procedure':
      s.procedures.push({ name: e.name, index: e.index, stage: s.stage });
      if (e.name === 'no_more_bets') {
        if (s.stage === 'betting') s.stage = 'closed';
        s.noMoreBetsAt ??= e.index;
      }
      return undefined;
    case 'bet': return bet(s, e);
    case 'rng':
      s.rng.push({ value: e.value, index: e.index, stage: s.stage });
      s.stage = s.stage === 'dealing' ? 'dealing' : 'settling';
      return undefined;
    case 'deal': return deal(s, e);
    case 'reveal': {
      // Recorded for the table's description only: no rule of the bonus reads the cards.
      const at = s.dealt.findIndex((d) => d.to.kind === e.to.kind && d.to.seat === e.to.seat && d.card === e.card && d.face === 'down');
      if (at >= 0) {
        const d = s.dealt[at]!;
        s.dealt[at] = { to: d.to, card: d.card, index: d.index, face: 'up' };
      }
      return undefined;
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

function bet(s: Live, e: BetEvent): EngineRejection | undefined {
  if (e.spot === 'paigow') {
    const old = s.paigow.find((w) => w.seat === e.seat);
    const players = e.player !== undefined && !(old?.players ?? []).includes(e.player) ? [...(old?.players ?? []), e.player] : old?.players ?? [];
    const wager = old
      ? { seat: old.seat, amount: (old.amount + e.amount) as Money, players, firstIndex: old.firstIndex }
      : { seat: e.seat, amount: e.amount, players, firstIndex: e.index };
    s.paigow = old ? s.paigow.map((w) => (w === old ? wager : w)) : [...s.paigow, wager];
    return undefined;
  }
  if (e.spot !== 'bonus') return reject(e, reason('engine.bet-spot', { game: 'pai-gow', spots: 'paigow-bonus', text: `"${e.spot}"` }), 'spot');
  if (e.number === undefined) return reject(e, reason('engine.bonus-number'), 'number');
  const old = s.bonus.find((w) => w.seat === e.seat && w.number === e.number);
  // A bet on a wager already settled is recorded as what it was: the catalog says it came too late and
  // judges the settlement on the stake placed in time.
  const settled = old && settlementsOfWager(s, old)[0];
  // Written out, not spread (a spread into a literal with more fields copies through V8's generic path).
  const record: Writable<BonusBetRecord> = { index: e.index, amount: e.amount, medium: e.medium, player: e.player, behind: e.behind, stage: s.stage };
  if (settled) record.afterSettlement = settled.index;
  const wager: BonusWager = old
    ? { seat: old.seat, number: old.number, amount: (old.amount + e.amount) as Money, bets: [...old.bets, record] }
    : { seat: e.seat, number: e.number, amount: e.amount, bets: [record] };
  s.bonus = old ? s.bonus.map((w) => (w === old ? wager : w)) : [...s.bonus, wager];
  return undefined;
}

function deal(s: Live, e: DealEvent): EngineRejection | undefined {
  if (e.to.kind !== 'seat' && e.to.kind !== 'dealer') return reject(e, reason('engine.not-participant', { text: `"${e.to.kind}"`, game: 'pai-gow' }), 'to');
  s.stage = 'dealing';
  s.firstDealAt ??= e.index;
  s.dealt.push({ to: e.to, card: e.card, index: e.index, face: e.face });
  return undefined;
}

function settle(s: Live, e: SettlementEvent): EngineRejection | undefined {
  if (e.spot !== 'paigow' && e.spot !== 'bonus') {
    return reject(e, reason('engine.settlement-spot', { game: 'pai-gow', spots: 'paigow-bonus', text: `"${e.spot}"` }), 'spot');
  }
  const entry: Writable<PgSettlement> = { type: e.type, index: e.index, seat: e.seat, spot: e.spot, amount: e.amount, stage: s.stage };
  if (e.number !== undefined) entry.number = e.number;
  if (e.spot === 'bonus') {
    const lumped = lumpedLosers(s, e);
    if (lumped) {
      // One collection (or return) of several losing bets at once: each bet's part is recorded against it.
      for (const w of lumped) s.settlements.push({ ...entry, amount: w.amount, number: w.number, attributed: 'inferred' });
      return undefined;
    }
    const target = bonusTarget(s, e);
    entry.attributed = target === undefined ? 'none' : e.number !== undefined ? 'named' : 'inferred';
    if (target !== undefined) entry.number = target.number;
  }
  s.settlements.push(entry);
  return undefined;
}

function commission(s: Live, e: CommissionEvent): EngineRejection | undefined {
  if (e.spot !== 'paigow') return reject(e, reason('engine.commission-spot', { text: `"${e.spot}"` }), 'spot');
  s.settlements.push({ type: 'commission', index: e.index, spot: e.spot, amount: e.amount, stage: s.stage });
  return undefined;
}

/**
 * Which of the seat's bonus wagers a settlement is for. A settlement that
 * names its number is for that number (or for no wager, if the seat has none
 * there). One that does not is for the seat's only wager; with several, the
 * most plausible one: a payout for the wager on the round's number (a second
 * payout there is a double payment sooner than a paid loser), a collect or
 * return for an unsettled wager of the same amount (a losing one first), else
 * the first unsettled one; a collect or return that takes the rest of a
 * wager already partly collected goes to it (a collection in two movements).
 * This only ties money to a wager; whether it was right is for the rules.
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
  // What of a wager's stake is still on the layout: a collection in two movements (2.41, then 17.59 of a 20 bet)
  // completes the wager it began, not another one of the seat (which read as one bet over-collected and the other
  // short: two findings of opposite sign on a seat whose chips were all rightly taken).
  const taken = (w: BonusWager) => s.settlements.filter((x) => x.spot === 'bonus' && x.seat === e.seat && x.attributed !== 'none'
    && x.number === w.number && (x.type === 'collect' || x.type === 'return')).reduce((a, x) => a + x.amount, 0);
  const paid = (w: BonusWager) => s.settlements.some((x) => x.spot === 'bonus' && x.seat === e.seat && x.attributed !== 'none' && x.number === w.number && x.type === 'payout');
  const left = (w: BonusWager) => w.amount - taken(w);
  const begun = (w: BonusWager) => !open(w) && !paid(w) && left(w) > 0;
  // Only a collection is taken in parts: a return hands back a stake, so it is not read as part of a bigger one.
  const part = e.type === 'collect';
  const preferences: ((w: BonusWager) => boolean)[] = e.type === 'payout'
    ? [(w) => open(w) && wins(w), wins, open]
    : [(w) => open(w) && !wins(w) && same(w), (w) => begun(w) && !wins(w) && left(w) === e.amount, (w) => open(w) && same(w),
      (w) => begun(w) && left(w) === e.amount, (w) => part && open(w) && !wins(w) && w.amount > e.amount, (w) => open(w) && !wins(w),
      (w) => part && begun(w) && left(w) > e.amount, (w) => part && begun(w) && !wins(w), open, (w) => begun(w) && !wins(w), begun];
  for (const p of preferences) {
    const found = mine.find(p);
    if (found) return found;
  }
  return mine[0];
}

/**
 * The seat's open losing bonus wagers that one collect or return without a number settles together: when no
 * one of them has its amount and it is exactly what all of them add up to (a dealer sweeping a seat's losing
 * chips at once); failing that, every open wager of the seat, the winner's included, when they add up to it
 * and none alone does (the winner swept with the losers). Otherwise undefined, and `bonusTarget` ties the
 * settlement to one wager.
 */
function lumpedLosers(s: PgState, e: SettlementEvent): BonusWager[] | undefined {
  if (e.number !== undefined || (e.type !== 'collect' && e.type !== 'return')) return undefined;
  const settled = new Set(s.settlements.filter((x) => x.spot === 'bonus' && x.seat === e.seat && x.attributed !== 'none').map((x) => x.number));
  const open = s.bonus.filter((w) => w.seat === e.seat && !settled.has(w.number));
  const drawn = s.rng[0]?.value;
  const losers = open.filter((w) => w.number !== drawn);
  const sweeps = (ws: BonusWager[]) => ws.length >= 2 && !ws.some((w) => w.amount === e.amount) && ws.reduce((a, w) => a + w.amount, 0) === e.amount;
  if (sweeps(losers)) return losers;
  // The seat's whole bonus layout swept at once, the winner's chips with the losers': each bet's part is its own
  // (the winner's then reads as collected, which (B)(3) reports), not the losers' amount doubled.
  if (!open.some((w) => w.amount === e.amount) && sweeps(open)) return open;
  return undefined;
}

export const paiGowEngine: GameEngine<PgState> = {
  family: 'pai-gow', init, step, fold: (hand) => new RevealFold(PAI_GOW, hand), describe: describePaiGow,
};
