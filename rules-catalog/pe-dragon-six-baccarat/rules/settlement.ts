import { formatMoney, parseRatio, ratio } from '../../../engine/core/money.js';
import type { Money } from '../../../engine/core/money.js';
import type { BacDeal, BacSettlement, BacSpot, BacState } from '../../../engine/baccarat/state.js';
import { bancaDraws, puntoDraws } from '../../../engine/baccarat/tableau.js';
import { BAC_SPOTS, settlementsOf, wagersOf } from '../../../engine/baccarat/state.js';
import { baccaratTotal, baccaratValue } from '../../../engine/baccarat/values.js';
import type { Bilingual, ParamReader } from '../../framework/types.js';
import type { AmountText } from '../../framework/money-words.js';
import { netToPlayer } from '../../framework/net.js';
import type { Moved } from '../../framework/money-words.js';
import { sharedFact } from '../../framework/shared-fact.js';
import { paramsOnce } from '../../framework/params-once.js';
export { netToPlayer };

/**
 * The coup the tableau gives with the cards in the order they left the shoe:
 * the first two cards of each side as dealt, then each third card the tableau
 * calls for is the next card out. Undefined when it calls for a card that never
 * left the shoe (unknowable) or the first four cards were not dealt.
 */
export function byTableau(s: BacState): { punto: BacDeal[]; banca: BacDeal[]; left: BacDeal[] } | undefined {
  const p = s.deals.filter((d) => d.to === 'player');
  const b = s.deals.filter((d) => d.to === 'banker');
  if (p.length < 2 || b.length < 2) return undefined;
  const punto = p.slice(0, 2);
  const banca = b.slice(0, 2);
  const queue = s.deals.filter((d) => !punto.includes(d) && !banca.includes(d));
  const p2 = baccaratTotal(punto.map((d) => d.card));
  const b2 = baccaratTotal(banca.map((d) => d.card));
  let third: BacDeal | undefined;
  if (puntoDraws(p2, b2)) {
    third = queue.shift();
    if (!third) return undefined;
    punto.push(third);
  }
  if (bancaDraws(b2, p2, third && baccaratValue(third.card))) {
    const next = queue.shift();
    if (!next) return undefined;
    banca.push(next);
  }
  return { punto, banca, left: queue };
}

export function coupFrom(punto: readonly BacDeal[], banca: readonly BacDeal[]): Coup {
  const p = baccaratTotal(punto.map((d) => d.card));
  const b = baccaratTotal(banca.map((d) => d.card));
  return { punto: p, banca: b, winner: p > b ? 'punto' : b > p ? 'banca' : 'tie' };
}

export type Winner = 'punto' | 'banca' | 'tie';
export const WINNERS: readonly Winner[] = ['punto', 'banca', 'tie'];

/** The coup's result from the cards as dealt (Art. 3º values, Art. 8º comparison). */
export interface Coup {
  punto: number;
  banca: number;
  winner: Winner;
}

/** Undefined while either side has fewer than two cards: there is no result to settle. */
function coupOfOnce(state: BacState): Coup | undefined {
  if (state.punto.length < 2 || state.banca.length < 2) return undefined;
  const punto = baccaratTotal(state.punto);
  const banca = baccaratTotal(state.banca);
  return { punto, banca, winner: punto > banca ? 'punto' : banca > punto ? 'banca' : 'tie' };
}

/** The same, one object per state, so the facts computed from it (checkWagers) are shared. */
export const coupOf = sharedFact(coupOfOnce);

export interface SettleParams {
  punto: [number, number];
  banca: [number, number];
  bancaSix: [number, number];
  tie: [number, number];
  tieReturns: boolean;
  halfRounding: 'either' | 'down';
  lateBetsAreVoid: boolean;
  commissionInsideShortfall: boolean;
  /** Art. 10º is silent: a table that settled the coup as the tableau would have had it is accepted (parameter tableau_settlement_accepted). */
  tableauSettlementAccepted: boolean;
}

/** The parameters settleParams reads (a rule that reads settleParams declares them). */
export const SETTLE_PARAMS = [
  'punto_ratio', 'banca_ratio', 'banca_six_ratio', 'tie_ratio', 'tie_returns_punto_banca', 'half_payout_rounding', 'late_bets_are_void',
  'commission_inside_shortfall', 'tableau_settlement_accepted',
] as const;

/** Built once per catalog (params-once.ts): the same object for every rule, as sharedFact's key. */
export const settleParams = paramsOnce(SETTLE_PARAMS, (ctx: ParamReader<(typeof SETTLE_PARAMS)[number]>): SettleParams => ({
    punto: parseRatio(ctx.param<string>('punto_ratio')),
    banca: parseRatio(ctx.param<string>('banca_ratio')),
    bancaSix: parseRatio(ctx.param<string>('banca_six_ratio')),
    tie: parseRatio(ctx.param<string>('tie_ratio')),
    tieReturns: ctx.param<boolean>('tie_returns_punto_banca'),
    halfRounding: ctx.param<'either' | 'down'>('half_payout_rounding'),
    lateBetsAreVoid: ctx.param<boolean>('late_bets_are_void'),
    commissionInsideShortfall: ctx.param<boolean>('commission_inside_shortfall'),
    tableauSettlementAccepted: ctx.param<boolean>('tableau_settlement_accepted'),
}));

export type Case = 'win' | 'win-six' | 'loss' | 'push' | 'no-wager' | 'void';

/** What the regulation requires for one wager, as net money to the player. */
export interface Requirement {
  case: Case;
  expected: Money;
  /** A payout that does not divide into whole cents: the other accepted rounding. */
  alsoAccepted?: Money;
  /** The ratio applied to a win, "1:1", "1:2", "8:1". */
  ratio?: [number, number];
}

/** The requirement for a stake on a spot when `winner` wins with Banca at `bancaTotal`. */
export function required(spot: BacSpot, stake: Money, winner: Winner, bancaTotal: number, p: SettleParams, unit = 1): Requirement {
  if (stake === 0) return { case: 'no-wager', expected: 0 as Money };
  const loss: Requirement = { case: 'loss', expected: -stake as Money };
  if (spot === 'tie') return winner === 'tie' ? pay(stake, p.tie, 'win', p, unit) : loss;
  if (winner === 'tie') return p.tieReturns ? { case: 'push', expected: 0 as Money } : loss;
  if (spot === 'player') return winner === 'punto' ? pay(stake, p.punto, 'win', p, unit) : loss;
  if (winner !== 'banca') return loss;
  return bancaTotal === 6 ? pay(stake, p.bancaSix, 'win-six', p, unit) : pay(stake, p.banca, 'win', p, unit);
}

function pay(stake: Money, r: [number, number], c: Case, p: SettleParams, unit: number): Requirement {
  const v = ratio(stake, r[0], r[1], unit);
  const out: Requirement = { case: c, expected: v.value, ratio: r };
  if (!v.exact && p.halfRounding === 'either') out.alsoAccepted = v.up;
  return out;
}


/** One wager (or a settlement on a spot nobody bet) checked against the cards. */
export interface WagerCheck {
  seat: number;
  spot: BacSpot;
  stake: Money;
  req: Requirement;
  actual: Money;
  settled: boolean;
  lastIndex?: number;
  ok: boolean;
  /**
   * Every bet of the wager came after the first card (Art. 7º forbids it): it is no wager, and the only
   * right settlement is to hand it back whole (req.case 'void'). It says nothing about the declared outcome.
   */
  late: boolean;
  /** A late wager handed back whole: acceptable as void whatever the cards say. */
  voided: boolean;
  /** Winners whose requirement the table's settlement matches (any Banca ratio counts for a Banca win). */
  fits: Set<Winner>;
  /**
   * The coup is judged on the outcome the tableau would have given (a third-card error, Art. 10º's, and the
   * table settled as the tableau has it): the requirement on that outcome (req is the same).
   */
  byTableau?: Requirement;
  /** The coup the wager is judged against: the cards as dealt unless byTableau (then the tableau's coup). */
  on: Coup;
  /** Commission the table recorded as kept on this wager (commissionsByWager), and the index of the last such event. */
  commission?: { amount: Money; index: number };
  /** The wager's net from its payouts, collections and returns alone, before the commission (actual counts it). */
  paidNet: Money;
  /** A payout, collection or return was recorded for it (settled also counts a commission). */
  paidSettled: boolean;
  /** Its payouts, collections and returns by kind, for the words (framework/money-words.ts). */
  moved: Moved;
}

/**
 * A commission event names a spot and no seat: it belongs to the wager on that spot settled last before it (else the
 * first settled after it, else the first wager on the spot). Commissions recorded one after the other, with no
 * settlement of their spot between them (a run of n), after n or more wagers on that spot were settled, are the last n
 * such wagers', in the order they were settled (compound21: two Banca wins paid, then their two commissions; both
 * taken as the last one's left the first wager's commission unowed), unless the run's amounts fit those wagers'
 * shortfalls in another order (`shortfallOf`, below). Undefined for a commission on a spot nobody bet.
 */
function commissionOwner(ix: OwnerIndex, kept: BacSettlement, shortfallOf?: ShortfallOf): string | undefined {
  const onSpot = ix.rowsOn.get(kept.spot);
  if (onSpot === undefined) return undefined;
  // The run of commissions on this spot that holds this one: no payout, collection or return on the spot between them.
  const spot = ix.bySpot.get(kept.spot)!;
  const at = spot.position.get(kept)!;
  const first = spot.runFirst[at]!;
  const last = spot.runLast[at]!;
  const n = last - first + 1;
  if (n > 1) {
    // The run's owners, worked out once for the whole run (each of its commissions asked again: hostile24).
    let owners = spot.runOwners.get(first);
    if (owners === undefined) {
      owners = null;
      const runStart = spot.list[first]!.index;
      const beforeRun = onSpot
        .map((r) => ({ r, at: lastBefore(ix.settledAt(r), runStart) }))
        .filter((x) => x.at >= 0)
        .sort((a, b) => a.at - b.at);
      if (beforeRun.length >= n) {
        const chosen = beforeRun.slice(beforeRun.length - n).map((x) => x.r);
        const order = shortfallOf ? fittingOrder(spot.list.slice(first, last + 1).map((x) => x.amount), chosen.map((r) => shortfallOf(r.seat, r.spot))) : undefined;
        owners = chosen.map((_, k) => {
          const owner = chosen[order ? order[k]! : k]!;
          return `${owner.seat}|${owner.spot}`;
        });
      }
      spot.runOwners.set(first, owners);
    }
    if (owners !== null) return owners[at - first]!;
  }
  let before: { r: WagerRow; at: number } | undefined;
  let after: { r: WagerRow; at: number } | undefined;
  for (const r of onSpot) {
    const settled = ix.settledAt(r);
    const b = lastBefore(settled, kept.index);
    if (b >= 0 && (before === undefined || b > before.at)) before = { r, at: b };
    const a = firstAfter(settled, kept.index);
    if (a !== undefined && (after === undefined || a < after.at)) after = { r, at: a };
  }
  const owner = before?.r ?? after?.r ?? onSpot[0]!;
  return `${owner.seat}|${owner.spot}`;
}

type WagerRow = { seat: number; spot: BacSpot };

/**
 * What commissionOwner asks of a hand, made once per hand: each spot's settlements in event order with the run of
 * commissions each one is in, and each wager's settlement indices in order. Asked afresh for every commission (every
 * wager's settlements filtered out of all the hand's, for every commission), a coup of 800 Banca wins each followed
 * by its commission took 10 s to judge, and one of 3,300 (10,000 events, the format's bound) most of an hour.
 */
interface OwnerIndex {
  rowsOn: Map<string, WagerRow[]>;
  bySpot: Map<string, { list: BacSettlement[]; position: Map<BacSettlement, number>; runFirst: number[]; runLast: number[]; runOwners: Map<number, string[] | null> }>;
  settledAt(r: WagerRow): number[];
}

function ownerIndex(state: BacState, rows: readonly WagerRow[]): OwnerIndex {
  const rowsOn = new Map<string, WagerRow[]>();
  for (const r of rows) {
    const on = rowsOn.get(r.spot);
    if (on) on.push(r);
    else rowsOn.set(r.spot, [r]);
  }
  const bySpot: OwnerIndex['bySpot'] = new Map();
  const settled = new Map<string, number[]>();
  for (const x of state.settlements) {
    let spot = bySpot.get(x.spot);
    if (!spot) bySpot.set(x.spot, spot = { list: [], position: new Map(), runFirst: [], runLast: [], runOwners: new Map() });
    spot.list.push(x);
    if (x.seat === undefined) continue;
    const key = `${x.seat}|${x.spot}`;
    const at = settled.get(key);
    if (at) at.push(x.index);
    else settled.set(key, [x.index]);
  }
  for (const spot of bySpot.values()) {
    spot.list.sort((a, b) => a.index - b.index);
    const list = spot.list;
    for (let i = 0; i < list.length; i++) {
      spot.position.set(list[i]!, i);
      spot.runFirst.push(i > 0 && list[i]!.type === 'commission' && list[i - 1]!.type === 'commission' ? spot.runFirst[i - 1]! : i);
    }
    spot.runLast.length = list.length;
    for (let i = list.length - 1; i >= 0; i--) spot.runLast[i] = i + 1 < list.length && list[i]!.type === 'commission' && list[i + 1]!.type === 'commission' ? spot.runLast[i + 1]! : i;
  }
  for (const at of settled.values()) at.sort((a, b) => a - b);
  const none: number[] = [];
  return { rowsOn, bySpot, settledAt: (r) => settled.get(`${r.seat}|${r.spot}`) ?? none };
}

/** The greatest of the ascending `sorted` below `x`, else -1. */
function lastBefore(sorted: readonly number[], x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? sorted[lo - 1]! : -1;
}

/** The least of the ascending `sorted` above `x`, else undefined. */
function firstAfter(sorted: readonly number[], x: number): number | undefined {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length ? sorted[lo]! : undefined;
}

/** What a wager's payout fell short of what it pays when it wins (0 where nothing was paid): a commission it withheld. */
type ShortfallOf = (seat: number, spot: BacSpot) => Money;

/** Runs up to this long try every order (6! = 720); a longer one is matched by sorting (sortedFit). */
const MAX_FITTED_RUN = 6;

/**
 * The owners' order for a run of commissions recorded together (commission k is owner order[k]'s), where the order
 * paid does not fit: each commission a payout's shortfall withheld (zone 2 paid 95 on 100 and zone 5 190 on 200, then
 * 10 and 5 kept). Read in the order paid, zone 2's 10 would be 5 taken on top of its 5 withheld and zone 5's 5 would
 * leave 5 of its shortfall unexplained: 20 owed where the table kept 15, and both zones' money misplaced. The order
 * chosen takes the least on top of the shortfalls in all (the reading that accuses the table of the least); the order
 * paid wherever it takes no more than another. Undefined: the order paid.
 */
function fittingOrder(amounts: readonly Money[], shortfalls: readonly Money[]): number[] | undefined {
  const n = amounts.length;
  const onTop = (order: readonly number[]) => order.reduce((sum, o, k) => sum + Math.max(0, amounts[k]! - shortfalls[o]!), 0);
  const paid = [...Array(n).keys()];
  let best: number[] | undefined;
  let least = onTop(paid);
  if (least === 0) return undefined;
  if (n > MAX_FITTED_RUN) {
    // Too many orders to try: the k-th smallest commission given to the k-th smallest shortfall (ties in the order
    // recorded and paid). What a commission takes on top, max(0, amount - shortfall), is convex in their difference,
    // so this pairing takes the least on top of any order. A run of 7 kept in the order paid (hostile24: shortfalls
    // 1..7, the commissions 7..1 recorded after) was said to take 12 on top of the 28 withheld, 40 owed for 28.
    const byAmount = paid.slice().sort((a, b) => amounts[a]! - amounts[b]! || a - b);
    const byShortfall = paid.slice().sort((a, b) => shortfalls[a]! - shortfalls[b]! || a - b);
    const sorted: number[] = new Array(n);
    for (let k = 0; k < n; k++) sorted[byAmount[k]!] = byShortfall[k]!;
    return onTop(sorted) < least ? sorted : undefined;
  }
  // Every other order, in lexicographic order: the first that takes strictly less on top than the best so far.
  const permute = (prefix: number[], rest: number[]) => {
    if (rest.length === 0) {
      const cost = onTop(prefix);
      if (cost < least) {
        least = cost;
        best = [...prefix];
      }
      return;
    }
    for (let i = 0; i < rest.length; i++) permute([...prefix, rest[i]!], [...rest.slice(0, i), ...rest.slice(i + 1)]);
  };
  permute([], paid);
  return best;
}

/**
 * What a commission takes from the player beyond what the payout already withheld. The log records the payout
 * handed over and, apart, the commission «retained» from the winnings: a payout short of what the wager pays when
 * it wins (1 to 1, half on a Banca six, 8 to 1) by at least the commission already shows it withheld (95 paid and
 * 5 kept on a 100 Banca win: 5 owed, once); the part of a commission no such shortfall covers, or a commission
 * where nothing was paid, was taken on top (100 paid and 5 kept: net 95; a loss collected and 5 kept: net -105).
 * Parameter commission_inside_shortfall (interpretation); false: always on top.
 */
function netWithCommission(paidNet: Money, paidOut: Money, winPays: Money, commission: Money, insideShortfall: boolean): Money {
  const withheld = insideShortfall ? shortfall(paidOut, winPays) : 0;
  return (paidNet - Math.max(0, commission - withheld)) as Money;
}

/** What the payouts fell short of what the wager pays when it wins: what a commission can have been withheld from (0 where nothing was paid). */
function shortfall(paidOut: Money, winPays: Money): Money {
  return (paidOut > 0 ? Math.max(0, winPays - paidOut) : 0) as Money;
}

/** The sum of a wager's payouts (its collections and returns aside). */
function paidOutOf(settled: readonly BacSettlement[]): Money {
  return settled.reduce((a, x) => (x.type === 'payout' ? a + x.amount : a), 0) as Money;
}

/** What the wager's own side winning pays on the stake: the payout a commission is withheld from. */
function winPaysOn(spot: BacSpot, stake: Money, bancaTotal: number, p: SettleParams, unit: number): Money {
  const side: Winner = spot === 'player' ? 'punto' : spot === 'banker' ? 'banca' : 'tie';
  return required(spot, stake, side, bancaTotal, p, unit).expected;
}

function checkWagersOnce(state: BacState, coup: Coup, p: SettleParams): WagerCheck[] {
  const rows = wagersOf(state).map((w) => ({ seat: w.seat, spot: w.spot, stake: w.stake }));
  const first = state.firstDealAt;
  const isLate = (seat: number, spot: BacSpot) => {
    const bets = state.bets.filter((b) => b.seat === seat && b.spot === spot);
    return first !== undefined && bets.length > 0 && bets.every((b) => b.index > first);
  };
  // Settlements on a spot that holds no bet are money handed out for nothing: checked as a zero stake.
  for (const s of state.settlements) {
    if (s.seat === undefined || !(BAC_SPOTS as readonly string[]).includes(s.spot)) continue;
    const spot = s.spot as BacSpot;
    if (!rows.some((r) => r.seat === s.seat && r.spot === spot)) rows.push({ seat: s.seat, spot, stake: 0 as Money });
  }
  if (rows.length > 1) rows.sort((a, b) => a.seat - b.seat || BAC_SPOTS.indexOf(a.spot) - BAC_SPOTS.indexOf(b.spot));
  // A wager's shortfall, where a commission recorded in a run with others is matched to the payout it was withheld from.
  const shortfallOf: ShortfallOf | undefined = p.commissionInsideShortfall ? (seat, spot) => {
    const r = rows.find((x) => x.seat === seat && x.spot === spot);
    if (!r) return 0 as Money;
    const lawful = (r.stake - (p.lateBetsAreVoid ? lateStake(state, seat, spot) : 0)) as Money;
    return shortfall(paidOutOf(settlementsOf(state, seat, spot)), winPaysOn(spot, lawful, coup.banca, p, state.moneyUnit));
  } : undefined;
  const kept = commissionsByWager(state, rows, shortfallOf);
  const checks = rows.map((r) => {
    // Art. 7º: bets only «hasta que se extrae la primera carta»; chips added after it are no wager (parameter
    // late_bets_are_void): the stake judged is what was placed before the first card.
    const lateAmount = p.lateBetsAreVoid ? lateStake(state, r.seat, r.spot) : (0 as Money);
    const lawful = (r.stake - lateAmount) as Money;
    const settled = settlementsOf(state, r.seat, r.spot);
    const n = netToPlayer(settled, lawful, lateAmount);
    const late = p.lateBetsAreVoid && isLate(r.seat, r.spot);
    const req: Requirement = late ? { case: 'void', expected: 0 as Money } : required(r.spot, lawful, coup.winner, coup.banca, p, state.moneyUnit);
    const commission = kept.size > 0 ? kept.get(`${r.seat}|${r.spot}`) : undefined; // no key made where nothing was kept (perf20)
    const paidOut = paidOutOf(settled);
    const actual = commission
      ? netWithCommission(n.net, paidOut, winPaysOn(r.spot, lawful, coup.banca, p, state.moneyUnit), commission.amount, p.commissionInsideShortfall)
      : n.net;
    const voided = late && actual === 0 && settled.length > 0 && settled.every((x) => x.type === 'return');
    // The outcome the table declared is read from what it paid, collected and returned (a commission says nothing of it).
    const fits = new Set<Winner>();
    for (const w of WINNERS) {
      // Banca at 6 or at 7 (any Banca ratio counts for a Banca win), the others at the coup's Banca total.
      const fit = w === 'banca'
        ? matches(n.net, required(r.spot, r.stake, w, 6, p, state.moneyUnit)) || matches(n.net, required(r.spot, r.stake, w, 7, p, state.moneyUnit))
        : matches(n.net, required(r.spot, r.stake, w, coup.banca, p, state.moneyUnit));
      if (fit) fits.add(w);
    }
    const check: WagerCheck = {
      seat: r.seat, spot: r.spot, stake: late ? r.stake : lawful, req, actual, settled: n.any || commission !== undefined,
      ok: matches(actual, req) || voided, late, voided, fits, paidNet: n.net, paidSettled: n.any, on: coup, moved: n.moved,
    };
    const last = Math.max(n.last?.index ?? -1, commission?.index ?? -1);
    if (last >= 0) check.lastIndex = last;
    if (commission) check.commission = commission;
    return check;
  });
  return acceptTableauOutcome(state, coup, checks, p);
}

/** Every commission event on a spot somebody bet or was settled on, summed per wager ("seat|spot"). */
function commissionsByWager(state: BacState, rows: readonly { seat: number; spot: BacSpot }[], shortfallOf?: ShortfallOf): Map<string, { amount: Money; index: number }> {
  const out = new Map<string, { amount: Money; index: number }>();
  let ix: OwnerIndex | undefined;
  for (const k of state.settlements) {
    if (k.type !== 'commission') continue;
    ix ??= ownerIndex(state, rows);
    const key = commissionOwner(ix, k, shortfallOf);
    if (key === undefined) continue; // on a spot nobody bet: the settlement rule reports it on its own
    const had = out.get(key);
    out.set(key, { amount: ((had?.amount ?? 0) + k.amount) as Money, index: Math.max(had?.index ?? -1, k.index) });
  }
  return out;
}

/** The same, computed once per hand and shared by the rules that ask (framework/shared-fact.ts). */
export const checkWagers = sharedFact(checkWagersOnce);

/** A wager placed wholly after the first card, in a coup with no result, and what the table did with it. */
export interface LateWithoutResult {
  seat: number;
  spot: BacSpot;
  stake: Money;
  actual: Money;
  settled: boolean;
  lastIndex?: number;
  moved: Moved;
}

/**
 * Art. 7º «hasta que se extrae la primera carta del zapato»: a wager placed wholly after the first card is no wager
 * (late_bets_are_void) whatever the coup's result, so it is judged where the coup has none (fewer than two cards a
 * side, coupOf undefined), as checkWagers judges it where it has one: handed back whole is right, and what was paid or
 * collected on it is owed. The other wagers of such a coup rest on a result there is not, and are not judged.
 */
export function lateWagersWithoutResult(state: BacState, p: SettleParams): LateWithoutResult[] {
  const first = state.firstDealAt;
  if (!p.lateBetsAreVoid || first === undefined) return [];
  const out: LateWithoutResult[] = [];
  for (const w of wagersOf(state)) {
    if (!state.bets.filter((b) => b.seat === w.seat && b.spot === w.spot).every((b) => b.index > first)) continue;
    const n = netToPlayer(settlementsOf(state, w.seat, w.spot), 0 as Money, w.stake);
    const l: LateWithoutResult = { seat: w.seat, spot: w.spot, stake: w.stake, actual: n.net, settled: n.any, moved: n.moved };
    if (n.last) l.lastIndex = n.last.index;
    out.push(l);
  }
  return out;
}

/**
 * A third card drawn or withheld against the tableau (Art. 10º) changes the coup. The table may have settled
 * on the cards as dealt or as the tableau would have had it, with the same cards in the order they left the
 * shoe: either way its error is the third card, which Art. 10º reports, not a miscount of the totals (Art. 3º)
 * nor a wrong settlement (Art. 8º). The coup is judged against one outcome, the one the table's settlements
 * follow: the tableau's when most settled wagers fit it, and more than fit the cards as dealt; else the cards'
 * (the default). Every wager is then judged against that outcome, the unsettled ones too, so a wager settled
 * otherwise owes what that outcome requires, once. The text is silent on it (Art. 10º breaks off): parameter
 * tableau_settlement_accepted, false to judge every coup on the cards as dealt only.
 */
function acceptTableauOutcome(state: BacState, coup: Coup, checks: WagerCheck[], p: SettleParams): WagerCheck[] {
  if (!p.tableauSettlementAccepted) return checks;
  const cf = tableauCoup(state);
  if (!cf || (cf.winner === coup.winner && cf.banca === coup.banca)) return checks;
  const onTableau = (c: WagerCheck) => required(c.spot, c.stake, cf.winner, cf.banca, p, state.moneyUnit);
  const settled = checks.filter((c) => c.settled && !c.late);
  const fitCards = settled.filter((c) => c.ok).length;
  const fitTableau = settled.filter((c) => matches(c.actual, onTableau(c))).length;
  if (fitTableau <= fitCards || 2 * fitTableau <= settled.length) return checks;
  return checks.map((c) => {
    if (c.late) return c; // no wager: handed back whole whatever the outcome
    const req = onTableau(c);
    return { ...c, req, ok: matches(c.actual, req), byTableau: req, on: cf };
  });
}

/** The coup the tableau gives with the same cards in the order they left the shoe; undefined when unknowable. */
export function tableauCoup(state: BacState): Coup | undefined {
  const whatIf = byTableau(state);
  return whatIf && coupFrom(whatIf.punto, whatIf.banca);
}

/** The first card dealt after the coup's first settlement, if any: the coup was settled before it was complete. */
export function cardAfterSettlement(state: BacState): BacState['deals'][number] | undefined {
  const at = state.settledAt;
  return at === undefined ? undefined : state.deals.find((d) => d.index > at);
}

/** What of a spot's stake was added after the first card. */
function lateStake(state: BacState, seat: number, spot: BacSpot): Money {
  const first = state.firstDealAt;
  if (first === undefined) return 0 as Money;
  return state.bets.filter((b) => b.seat === seat && b.spot === spot && b.index > first).reduce((a, b) => a + b.amount, 0) as Money;
}

function matches(net: Money, req: Requirement): boolean {
  return net === req.expected || (req.alsoAccepted !== undefined && net === req.alsoAccepted);
}

/**
 * The outcomes the table's settlements are consistent with, over every
 * settled wager; undefined when no wager was settled.
 */
export function declaredOutcome(checks: readonly WagerCheck[]): Set<Winner> | undefined {
  let fit: Set<Winner> | undefined;
  for (const c of checks) {
    if (!c.paidSettled || c.stake === 0 || c.late) continue; // a commission alone declares no outcome
    fit = fit === undefined ? new Set(c.fits) : new Set([...fit].filter((w) => c.fits.has(w)));
  }
  return fit;
}

/** The wagers whose own settlement (payout, collection, return) is wrong: stake placed before the first card. */
export function wronglySettled(checks: readonly WagerCheck[]): WagerCheck[] {
  return checks.filter((c) => c.paidSettled && c.stake > 0 && !c.late && !c.ok);
}

/**
 * Art. 3º's case (the coup judged on the cards as dealt): two or more wagers wrongly settled, and every
 * settled wager fits an outcome the cards contradict: the table acted on that outcome, so it miscounted the
 * totals. One wrongly settled wager is no such evidence (a payment error on that bet looks the same): Art. 8º
 * alone. The money is Art. 8º's either way.
 */
export function totalsMiscounted(checks: readonly WagerCheck[], coup: Coup): Set<Winner> | undefined {
  if (checks.some((c) => c.byTableau)) return undefined; // settled on the tableau's outcome: Art. 10º's error
  const declared = declaredOutcome(checks);
  if (!declared || declared.size === 0 || declared.has(coup.winner)) return undefined;
  return wronglySettled(checks).length >= 2 ? declared : undefined;
}

export function resultText(coup: Coup): Bilingual {
  if (coup.winner === 'punto') return { es: 'gana el Punto', en: 'Punto wins' };
  if (coup.winner === 'banca') return coup.banca === 6
    ? { es: 'gana la Banca con seis', en: 'Banca wins with six' }
    : { es: 'gana la Banca', en: 'Banca wins' };
  return { es: 'empate', en: 'a tie' };
}

export function declaredText(fit: Set<Winner>): Bilingual {
  if (fit.size === 1 && fit.has('punto')) return { es: 'hubiera ganado el Punto', en: 'Punto had won' };
  if (fit.size === 1 && fit.has('banca')) return { es: 'hubiera ganado la Banca', en: 'Banca had won' };
  if (fit.size === 1 && fit.has('tie')) return { es: 'hubiera habido empate', en: 'the game were a tie' };
  return { es: 'no hubiera habido empate', en: 'the game were not a tie' };
}

export function requirementText(req: Requirement, stake: Money, amount: AmountText = formatMoney): Bilingual {
  const s = amount(stake);
  const e = amount(req.expected);
  const r = req.ratio ?? [1, 1];
  switch (req.case) {
    case 'win': return { es: `${r[0]} a ${r[1]} sobre ${s} = ${e}`, en: `${r[0]} to ${r[1]} on ${s} = ${e}` };
    case 'win-six': return {
      es: `${r[0]} a ${r[1]} sobre ${s} = ${e} (la Banca gana con seis: la mitad de la postura)`,
      en: `${r[0]} to ${r[1]} on ${s} = ${e} (Banca wins with six: half the stake)`,
    };
    case 'loss': return { es: `cobrar la apuesta, ${s}`, en: `the stake collected, ${s}` };
    case 'push': return { es: 'devolver la apuesta sin premio (empate)', en: 'the stake returned without winnings (a tie)' };
    case 'no-wager': return { es: 'que no se liquide nada: no hay apuesta en esa casilla', en: 'nothing: there is no bet on that spot' };
    case 'void': return { es: 'devolverla entera, porque se hizo después de la primera carta y no es apuesta', en: 'it handed back whole, because it was made after the first card and is no wager' };
  }
}
