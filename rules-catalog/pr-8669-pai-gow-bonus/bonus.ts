import { MoneyRangeError, parseAmount } from '../../engine/core/money.js';
import type { Money } from '../../engine/core/money.js';
import type { Medium, TableConfig } from '../../engine/core/types.js';
import type { BonusWager, PgSettlement, PgState } from '../../engine/pai-gow/state.js';
import { paigowWagerOf, roundNumber, settlementsOfWager } from '../../engine/pai-gow/state.js';
import type { ParamReader } from '../framework/types.js';
import { netToPlayer } from '../framework/net.js';
import { movedBy } from '../framework/money-words.js';
import type { Moved } from '../framework/money-words.js';
import { reasonText } from '../../engine/core/reasons.js';
import { sharedFact } from '../framework/shared-fact.js';
import { paramsOnce } from '../framework/params-once.js';
export { netToPlayer };

export type HalfRounding = 'up' | 'down' | 'even' | 'either';

/** The catalog's numbers (parameters.json), read once per hand. */
export interface BonusParams {
  rngMin: number;
  rngMax: number;
  /** Legal payout ratio per unit, in hundredths (550 = 5½ to 1). */
  payoutMin: number;
  payoutMax: number;
  outOfRange: 'clamp' | 'posted';
  roundingUnit: Money;
  half: HalfRounding;
  minBet: Money;
  maxFallback: 'max_bet' | 'none';
  paigowBy: 'rng' | 'bonus-bet';
  closeAt: 'no_more_bets' | 'rng';
  media: Medium[];
  lateIsVoid: boolean;
  /** (B)(7): a winner whose payout would pass the table's maximum may be paid that maximum. */
  capLimitsPayout: boolean;
  /** (B)(1), (B)(2), (B)(7): a bet the text does not allow, handed back whole before the number mattered, is the remedy. */
  disallowedReturnedWhole: boolean;
  /** (B)(6): a winner paid above the posted ratio, at no more than 6 to 1 and the table's maximum, at this severity. */
  overpaidInRange: 'warning' | 'error';
}

/** The parameters bonusParams reads (a rule that reads bonusParams declares them). */
export const BONUS_PARAMS = [
  'rng_range', 'bonus_payout_min', 'bonus_payout_max', 'bonus_payout_out_of_range', 'bonus_payout_rounding_unit',
  'bonus_half_dollar_rounding', 'bonus_min_bet', 'bonus_max_payout_fallback', 'paigow_wager_required_by',
  'bonus_bets_close_at', 'bonus_media', 'late_bonus_bet_is_void', 'bonus_payout_capped_at_max',
  'disallowed_bonus_bet_returned_whole', 'bonus_overpaid_within_legal_ratio',
] as const;

/** Built once per catalog (params-once.ts): the same object for every rule, as sharedFact's key. */
export const bonusParams = paramsOnce(BONUS_PARAMS, (ctx: ParamReader<(typeof BONUS_PARAMS)[number]>): BonusParams => {
  const [rngMin, rngMax] = ctx.param<[number, number]>('rng_range');
  return {
    rngMin,
    rngMax,
    payoutMin: amount(ctx.param<string>('bonus_payout_min')),
    payoutMax: amount(ctx.param<string>('bonus_payout_max')),
    outOfRange: ctx.param('bonus_payout_out_of_range'),
    roundingUnit: amount(ctx.param<string>('bonus_payout_rounding_unit')) as Money,
    half: ctx.param('bonus_half_dollar_rounding'),
    minBet: amount(ctx.param<string>('bonus_min_bet')) as Money,
    maxFallback: ctx.param('bonus_max_payout_fallback'),
    paigowBy: ctx.param('paigow_wager_required_by'),
    closeAt: ctx.param('bonus_bets_close_at'),
    media: ctx.param('bonus_media'),
    lateIsVoid: ctx.param('late_bonus_bet_is_void'),
    capLimitsPayout: ctx.param('bonus_payout_capped_at_max'),
    disallowedReturnedWhole: ctx.param('disallowed_bonus_bet_returned_whole'),
    overpaidInRange: ctx.param('bonus_overpaid_within_legal_ratio'),
  };
});

function amount(text: string): number {
  const m = parseAmount(text);
  if (!m.ok) throw new Error(`bad amount parameter "${text}": ${reasonText(m.reason)}`);
  return m.value;
}

/**
 * stake × ratio (ratio in hundredths), rounded to a whole `unit` (a dollar:
 * 100 minor units) exactly in integers; an exact half goes the way `half` says.
 */
export function roundedPayout(stake: Money, ratioHundredths: number, unit: Money, half: HalfRounding): Money {
  const product = stake * ratioHundredths; // in hundredths of a minor unit
  if (!Number.isSafeInteger(product)) throw new MoneyRangeError(`${stake} × ${ratioHundredths} is too large for an exact payout`);
  const per = 100 * unit;
  const q = Math.floor(product / per);
  const r = product - q * per;
  let units = q;
  if (2 * r > per) units = q + 1;
  else if (2 * r === per) units = half === 'up' ? q + 1 : half === 'down' || half === 'either' ? q : q + (q % 2);
  return (units * unit) as Money;
}

/**
 * «se redondearán al dólar más cercano» on an exact half dollar, which has two nearest dollars the text does not
 * choose between (parameter bonus_half_dollar_rounding, an interpretation): the exact amount and the two dollars, for
 * the words that say which one a winner is owed and why. Undefined where the amount has one nearest dollar.
 */
export function halfDollar(stake: Money, ratioHundredths: number, p: BonusParams): { exact: Money; down: Money; up: Money; half: HalfRounding } | undefined {
  const down = roundedPayout(stake, ratioHundredths, p.roundingUnit, 'down');
  const up = roundedPayout(stake, ratioHundredths, p.roundingUnit, 'up');
  const product = stake * ratioHundredths;
  if (down === up || product % 100 !== 0) return undefined;
  return { exact: (product / 100) as Money, down, up, half: p.half };
}

export interface RatioRange {
  /** The lowest and highest ratio (hundredths) a winner may be paid at: equal when the layout's ratio is known. */
  lo: number;
  hi: number;
  posted?: number;
  postedInRange: boolean;
}

/** The ratio a winner is owed: the posted one, bounded by the regulation's (clamped) unless told otherwise; the legal range when none is posted. */
export function ratioRange(table: TableConfig, p: BonusParams): RatioRange {
  const posted = table.bonus_payout_hundredths;
  if (posted === undefined) return { lo: p.payoutMin, hi: p.payoutMax, postedInRange: true };
  const inRange = posted >= p.payoutMin && posted <= p.payoutMax;
  const owed = inRange || p.outOfRange === 'posted' ? posted : Math.min(Math.max(posted, p.payoutMin), p.payoutMax);
  return { lo: owed, hi: owed, posted, postedInRange: inRange };
}

/** What a winning bonus bet of `stake` must be paid: the lowest and highest acceptable payout. */
export function owedPayout(stake: Money, table: TableConfig, p: BonusParams): { lo: Money; hi: Money } {
  const r = ratioRange(table, p);
  // 'either': an exact half dollar has two nearest dollars, and the text does not pick one: both are owed-enough.
  const [down, up] = p.half === 'either' ? ['down', 'up'] as const : [p.half, p.half];
  return { lo: roundedPayout(stake, r.lo, p.roundingUnit, down), hi: roundedPayout(stake, r.hi, p.roundingUnit, up) };
}

/** (B)(7) «el máximo autorizado en la mesa»: the posted max_payout, else (parameter bonus_max_payout_fallback) the posted max_bet. */
export function payoutCap(table: TableConfig, p: BonusParams): Money | undefined {
  return table.max_payout ?? (p.maxFallback === 'max_bet' ? table.max_bet : undefined);
}

/** «se redondearán al dólar más cercano»: a winner's payout is a whole rounding unit. */
export function isRounded(amount: Money, p: BonusParams): boolean {
  return amount % p.roundingUnit === 0;
}


/** The round's number when it is one the layout has (else no bonus bet can be judged won or lost). */
export function validNumber(s: PgState, p: BonusParams): number | undefined {
  const n = roundNumber(s);
  return n !== undefined && n.value >= p.rngMin && n.value <= p.rngMax ? n.value : undefined;
}

/**
 * The first card dealt after the round's number: the deal that number starts ((A): it sets where the deal begins). The
 * losers ((B)(4)) and winners ((B)(5)) are settled between the number and this card. A card dealt before the number is
 * (A)'s finding (rng-after-deal), and a settlement made at once after a late number is not reported again for it
 * (proc31-other P31-PG-F11: one late number drew three findings).
 */
export function firstDealAfterNumber(s: PgState, rng: { readonly index: number }): number | undefined {
  return s.dealt.find((d) => d.index > rng.index)?.index;
}

/** A bonus bet placed after the number was shown (or on a wager already settled): (B)(1) reports it. */
export function isLateBonusBet(b: BonusWager['bets'][number]): boolean {
  return b.stage === 'settling' || b.stage === 'dealing' || b.afterSettlement !== undefined;
}

/** A wager placed (in whole or part) after the number was shown: (B)(1) reports it. */
export function placedAfterNumber(w: BonusWager): boolean {
  return w.bets.some(isLateBonusBet);
}

export type BonusCase =
  | 'win-paid' | 'win-capped' | 'win-unpaid' | 'win-not-won' | 'win-unrounded' | 'void-late' | 'late-chips-settled'
  | 'loss-collected' | 'loss-uncollected' | 'loss-not-lost'
  | 'no-wager';

export interface BonusJudgment {
  case: BonusCase;
  seat: number;
  number?: number;
  stake: Money;
  expected: Money;
  actual: Money;
  ok: boolean;
  /** The last settlement of the wager (absent when none was recorded). */
  event?: number;
  any: boolean;
  /** The settlements by kind, for the words (framework/money-words.ts). */
  moved: Moved;
  /** Set where the finding is a warning: a winner paid more than the posted ratio but within what (B)(6) allows. */
  severity?: 'warning';
  /**
   * Losing bets of one seat judged together (reconcileSeat: settlements without number that no tie leaves right on
   * each): each bet's number and stake; `stake`, `expected` and `actual` are theirs together, and `number` is absent.
   */
  together?: readonly { number: number; stake: Money }[];
}

/**
 * Every bonus wager of a round with its required and actual result, as money
 * to the player, and the case that says which paragraph governs it; then the
 * money moved for bonus bets that were never placed. A seat whose settlements
 * without number the engine's ties leave on two wagers or more judged wrong is
 * judged on its settlements as a set (reconcileSeat).
 */
function judgeBonusOnce(s: PgState, table: TableConfig, p: BonusParams): BonusJudgment[] {
  const out: BonusJudgment[] = [];
  const drawn = validNumber(s, p);
  if (drawn !== undefined) {
    const judge = (w: BonusWager, settled: readonly PgSettlement[]) => judgeWager(s, w, settled, drawn, table, p);
    // A seat judged as a set is judged whole where its first wager comes.
    const seats = new Map<number, BonusJudgment[] | undefined>();
    for (const w of s.bonus) {
      if (!seats.has(w.seat)) {
        const r = reconcileSeat(s, w.seat, drawn, judge);
        seats.set(w.seat, r);
        if (r) out.push(...r);
      }
      if (seats.get(w.seat)) continue;
      const j = judge(w, settlementsOfWager(s, w));
      if (j) out.push(j);
    }
  }
  const orphans = new Map<string, PgSettlement[]>();
  for (const x of s.settlements) {
    if (x.spot !== 'bonus' || x.attributed !== 'none') continue;
    const key = `${x.seat}|${x.number ?? ''}`;
    orphans.set(key, [...(orphans.get(key) ?? []), x]);
  }
  for (const list of orphans.values()) {
    let net = 0;
    for (const x of list) net += x.type === 'collect' ? -x.amount : x.amount;
    const first = list[0]!;
    const j: BonusJudgment = {
      case: 'no-wager', seat: first.seat!, stake: 0 as Money, expected: 0 as Money, actual: net as Money,
      ok: net === 0, event: list[list.length - 1]!.index, any: true, moved: movedBy(list),
    };
    if (first.number !== undefined) j.number = first.number;
    out.push(j);
  }
  return out;
}

/** One wager judged on the settlements given; undefined where it is not judged (late chips not void, a bet rightly handed back whole). */
function judgeWager(s: PgState, w: BonusWager, settled: readonly PgSettlement[], drawn: number, table: TableConfig, p: BonusParams): BonusJudgment | undefined {
  // A bet placed after the number shows is void (B)(1) (parameter late_bonus_bet_is_void): a wager placed
  // wholly late is handed back whole, or money moved on no wager; chips added late to a wager placed in
  // time (after the number, or after it was settled) are owed back, and the wager is judged on the stake
  // placed in time. Not void: a wager placed late in whole or part is not judged.
  const late = w.bets.filter(isLateBonusBet).reduce((a, b) => a + b.amount, 0) as Money;
  if (late > 0 && !p.lateIsVoid) return undefined;
  if (late === w.amount) {
    const { net, any, last, moved } = netToPlayer(settled, w.amount);
    return { seat: w.seat, number: w.number, stake: w.amount, actual: net, any, moved, event: last?.index, case: 'void-late', expected: 0 as Money, ok: net === 0 };
  }
  if (returnedWholeReason(s, w, settled, p) !== undefined) return undefined;
  const stake = (w.amount - late) as Money;
  const { net, any, last, moved } = netToPlayer(settled, stake, late);
  // Each judgment written out (an object spread into a literal with more fields copies through V8's generic path).
  const judged = (c: BonusCase, expected: Money, ok: boolean): BonusJudgment => (
    { seat: w.seat, number: w.number, stake, actual: net, any, moved, event: last?.index, case: c, expected, ok });
  if (w.number === drawn) {
    const owed = owedPayout(stake, table, p);
    // (B)(7) «de manera que el pago de dicha apuesta no exceda el máximo correspondiente»: a bet accepted
    // over the limit (reported by bonus-limits) may be paid the table's maximum; the full ratio is accepted too.
    // Two payouts are right then, the maximum and the full one: not an amount between them, which neither
    // keeps to the maximum nor pays the ratio (judged against the maximum, the text's own amount).
    const cap = p.capLimitsPayout ? payoutCap(table, p) : undefined;
    const capped = cap !== undefined && cap < owed.lo;
    const inRange = (net >= owed.lo && net <= owed.hi) || (capped && net === cap);
    const paid: BonusCase = capped && net < owed.lo ? 'win-capped' : 'win-paid';
    const c: BonusCase = !any ? 'win-unpaid' : settled.some((x) => x.type !== 'payout') ? 'win-not-won' : paid;
    if (inRange && c === 'win-paid' && !isRounded(net, p)) {
      // Within the owed range but not rounded to the dollar (16.50 for 16 or 17): reported, as a warning,
      // against the nearest dollar above (the player's side of the half).
      return judged('win-unrounded', roundedPayout(net, 100, p.roundingUnit, 'up'), false);
    }
    const j = judged(c, inRange ? net : net > owed.hi ? owed.hi : capped ? cap : owed.lo, inRange);
    if (!inRange && c === 'win-paid' && overpaidWithinLegalRatio(net, stake, owed.hi, table, p)) j.severity = 'warning';
    return lateChipsSettled(j, w, late, drawn, table, p);
  }
  const expected = -stake as Money;
  const c: BonusCase = !any ? 'loss-uncollected' : settled.some((x) => x.type !== 'collect') ? 'loss-not-lost' : 'loss-collected';
  return lateChipsSettled(judged(c, expected, net === expected), w, late, drawn, table, p);
}

/**
 * A wager with chips added after the number showed (void under (B)(1)), settled exactly as if those chips had been
 * staked (5 on the winning 4, 5 more after the number, 55 paid: 5½ to 1 on 10; or each part paid on its own): the ratio
 * and the result were applied right, and what the table got wrong is the void chips it settled. That is (B)(1)'s
 * («Antes de activar el generador…»), not (B)(6)'s or (B)(4)'s, which it was cited under (clause30-other). Any other
 * difference stays with the paragraph of the wager's outcome.
 */
function lateChipsSettled(j: BonusJudgment, w: BonusWager, late: Money, drawn: number, table: TableConfig, p: BonusParams): BonusJudgment {
  if (j.ok || late === 0 || !j.any) return j;
  let whole: boolean;
  if (w.number === drawn) {
    // Paid on the whole (10 at 5½ = 55), or the late chips paid as a bet of their own, rounded on their own (1 + 1 late
    // at 5½: 6 and 6, where 2 would be 11).
    const merged = owedPayout(w.amount, table, p);
    const inTime = owedPayout(j.stake, table, p);
    const own = owedPayout(late, table, p);
    const paidAs = (lo: number, hi: number) => j.actual >= lo && j.actual <= hi;
    whole = (j.case === 'win-paid' || j.case === 'win-capped') && (paidAs(merged.lo, merged.hi) || paidAs(inTime.lo + own.lo, inTime.hi + own.hi));
  } else {
    whole = j.actual === -w.amount;
  }
  if (!whole) return j;
  const { severity: _severity, ...rest } = j;
  return { ...rest, case: 'late-chips-settled' };
}

/**
 * (B)(6) «en proporción de pago no menor de 5½ a 1 y no mayor de 6 a 1, y a tenor con las proporciones de pago
 * impresas»: a winner paid more than the printed ratio owes, but no more than 6 to 1 (rounded to the dollar) and no
 * more than the table's maximum ((B)(7)), got an overpayment the paragraph's own range allows; the printed ratio is
 * still broken, so it is reported, as a warning (parameter bonus_overpaid_within_legal_ratio). Above 6 to 1, or
 * above the maximum, the paragraph forbids it: an error.
 */
function overpaidWithinLegalRatio(net: Money, stake: Money, owedHi: Money, table: TableConfig, p: BonusParams): boolean {
  if (p.overpaidInRange !== 'warning' || net <= owedHi) return false;
  const legalHi = roundedPayout(stake, p.payoutMax, p.roundingUnit, p.half === 'either' ? 'up' : p.half);
  const cap = payoutCap(table, p);
  return net <= legalHi && (cap === undefined || net <= cap);
}

/** Above this many ways of tying a seat's settlements without number to its wagers, the engine's ties are kept (then the losers judged together). */
const MAX_TIES = 4096;

/**
 * A seat whose settlements name no number, judged on them as a set. The engine ties each such settlement to one
 * wager as it comes (bonusTarget); where those ties leave two of the seat's wagers or more judged wrong, they may be
 * the wrong ties rather than the table's error: bets of 24, 5 and 14 (the winner, owed 84), collect 24, return 24,
 * collect 5, pay 84 had the return tied to the 5 bet and the collection of 5 to the winner, and read as the 5 bet
 * overpaid 24 and the winner short 5 («owes 19»), where the one error is the 24 handed back. The log cannot say which
 * bet each settlement was for. What it can say is what the table did to the seat's bets as a whole (pooledNet: the
 * payouts, the collections, and the returns that undid a collection of their amount or handed back more than the
 * losing chips still on the layout), so the
 * seat is judged on the ties whose judgments add up to that; among them, the ties that leave the fewest findings; then
 * the most collections and returns on a wager of their own amount (the return of 24 is the 24 bet's); then the least
 * money in the findings; then the fewest settlements against their wager's outcome (a payout on a loser, a collection
 * or return on the winner); then the fewest moved from the engine's ties. A correct seat draws no finding, a wrong one
 * the smallest. Losing bets still judged wrong under the ties chosen, two or more, are judged together (losersTogether),
 * as one finding with what they staked and what the table did to them all: the money owed in one direction, never an
 * overpayment on one bet beside a shortfall on the other that the log cannot tell apart (losers of 10 and 22 collected
 * 5, 21 and 7: 1 over-collected, not 2 over on one and 1 short on the other; 5, 20 and 7: no finding).
 * Undefined (the engine's ties stand, each wager judged alone): a seat with fewer than two wagers, one with chips
 * added late, one whose settlements all name their number, and one where the engine's ties leave at most one wager
 * wrong (one error, already the smallest).
 */
function reconcileSeat(
  s: PgState, seat: number, drawn: number, judge: (w: BonusWager, settled: readonly PgSettlement[]) => BonusJudgment | undefined,
): BonusJudgment[] | undefined {
  const ws = s.bonus.filter((w) => w.seat === seat);
  if (ws.length < 2 || ws.some((w) => w.bets.some(isLateBonusBet))) return undefined;
  const mine = s.settlements.filter((x) => x.spot === 'bonus' && x.seat === seat && x.attributed !== 'none');
  const pieces = mine.filter((x) => x.attributed === 'inferred');
  if (pieces.length === 0) return undefined;
  const asTied = ws.map((w) => judge(w, settlementsOfWager(s, w)));
  if (asTied.filter((j) => j && !j.ok).length < 2) return undefined;
  // What the table did to the seat's bonus bets as a whole, whichever bet each settlement was for.
  const losing = ws.reduce((a, w) => a + (w.number === drawn ? 0 : w.amount), 0) as Money;
  const whole = pooledNet(mine, losing);
  const named = ws.map((w) => mine.filter((x) => x.attributed === 'named' && x.number === w.number));
  const tiedTo = pieces.map((x) => ws.findIndex((w) => w.number === x.number));
  let best: { judged: BonusJudgment[]; cost: number[] } | undefined;
  const consider = (to: readonly number[]) => {
    const settled = named.map((list) => list.slice());
    to.forEach((k, i) => settled[k]!.push(pieces[i]!));
    // Each wager's settlements in log order (a lumped collection's parts share one event).
    for (const list of settled) list.sort((a, b) => a.index - b.index);
    const judged = losersTogether(ws.map((w, k) => judge(w, settled[k]!)), settled);
    const wrong = judged.filter((j) => !j.ok);
    let against = 0;
    let own = 0;
    let moved = 0;
    to.forEach((k, i) => {
      const x = pieces[i]!;
      if ((x.type === 'payout') !== (ws[k]!.number === drawn)) against++;
      else if (x.type !== 'payout' && x.amount === ws[k]!.amount) own++;
      if (k !== tiedTo[i]) moved++;
    });
    const apart = Math.abs(judged.reduce((a, j) => a + j.actual, 0) - whole);
    const cost = [apart, wrong.length, -own, wrong.reduce((a, j) => a + Math.abs(j.actual - j.expected), 0), against, moved];
    if (!best || lessThan(cost, best.cost)) best = { judged, cost };
  };
  if (ws.length ** pieces.length > MAX_TIES) consider(tiedTo);
  else {
    const to = pieces.map(() => 0);
    for (;;) {
      consider(to);
      let i = 0;
      while (i < to.length && ++to[i]! === ws.length) to[i++] = 0;
      if (i === to.length) break;
    }
  }
  return best!.judged;
}

function lessThan(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/**
 * The seat's judgments with its losing bets judged wrong, two or more, made one: their stakes together against what
 * the table moved on them all (pooledNet), at their last settlement, so that one finding owes the money in one
 * direction. One judgment per wager otherwise, in the seat's order.
 */
function losersTogether(judged: readonly (BonusJudgment | undefined)[], settled: readonly PgSettlement[][]): BonusJudgment[] {
  const isWrongLoser = (j: BonusJudgment | undefined): j is BonusJudgment => j !== undefined && !j.ok && j.case.startsWith('loss-');
  const wrong = judged.filter(isWrongLoser);
  if (wrong.length < 2) return judged.filter((j): j is BonusJudgment => j !== undefined);
  const list = judged.flatMap((j, k) => (isWrongLoser(j) ? settled[k]! : [])).sort((a, b) => a.index - b.index);
  const stake = wrong.reduce((a, j) => a + j.stake, 0) as Money;
  const actual = pooledNet(list, stake);
  const expected = -stake as Money;
  const c: BonusCase = list.length === 0 ? 'loss-uncollected' : list.some((x) => x.type !== 'collect') ? 'loss-not-lost' : 'loss-collected';
  const together: BonusJudgment = {
    seat: wrong[0]!.seat, stake, actual, any: list.length > 0, moved: movedBy(list), event: list[list.length - 1]?.index, case: c, expected,
    ok: actual === expected, together: wrong.map((j) => ({ number: j.number!, stake: j.stake })),
  };
  const out: BonusJudgment[] = [];
  for (const j of judged) {
    if (!isWrongLoser(j)) {
      if (j) out.push(j);
    } else if (j === wrong[0]) out.push(together);
  }
  return out;
}

/**
 * What settlements did to several bonus bets of a seat together, whichever bet each was for, as money to the player,
 * in log order: payouts add; collections take (first from the losing chips on the layout, `losing`); a return of
 * exactly what an earlier collection took undoes it (collect 24, return 24: those 24 handed back), any other return
 * hands back losing chips still on the layout first (nothing either way: they are the player's), and what it hands
 * back beyond them is the table's money (a winner's stake stays with the player with no event, so it is not there to
 * hand back). Not netToPlayer's reading of one wager, where a return is that wager's whole settlement and keeps what it
 * does not hand back: with no number, no one can say which bet a return settled, so stakes it did not reach were
 * neither handed back nor taken and stay the player's. Collect 24, return 24, collect 5, pay 84 on losers of 24 and 5
 * beside a winner: -24 + 24 - 5 + 84 = 79 (55 owed: 24 over); return 24, then collect 17, on a loser of 24 beside a
 * winner of 3: the 24 handed back from the layout, then 17 taken, -17; collect 4.71 and 4, return 3, on losers of 3, 4
 * and 24: the 3 from the 22.29 left on the layout, -8.71.
 */
function pooledNet(list: readonly PgSettlement[], losing: Money): Money {
  let net = 0;
  let layout: number = losing;
  const taken: number[] = [];
  for (const x of [...list].sort((a, b) => a.index - b.index)) {
    if (x.type === 'payout') net += x.amount;
    else if (x.type === 'collect') {
      net -= x.amount;
      taken.push(x.amount);
      layout = Math.max(0, layout - x.amount);
    } else if (x.type === 'return') {
      const undoes = taken.indexOf(x.amount);
      if (undoes >= 0) {
        taken.splice(undoes, 1);
        net += x.amount;
        continue;
      }
      const fromLayout = Math.min(x.amount, layout);
      layout -= fromLayout;
      net += x.amount - fromLayout;
    }
  }
  return net as Money;
}

/** The same, computed once per hand and shared by the rules that ask (framework/shared-fact.ts). */
export const judgeBonus = sharedFact(judgeBonusOnce);

/** Why a bet the text does not allow was rightly handed back whole (returnedWholeReason). */
export type ReturnedWholeReason = 'closed' | 'no-paigow' | 'media' | 'minimum';

/**
 * A bet the text does not allow, handed back whole: the remedy, not a result to judge. A bet placed after betting
 * closed but before the number (bonus_bets_close_at); and (parameter disallowed_bonus_bet_returned_whole) one of a
 * seat with no pai gow wager (B)(1), one not made in chips (B)(2), one under the $1 minimum (B)(7). Undefined: not
 * such a bet, or not handed back whole.
 */
function returnedWholeReason(s: PgState, w: BonusWager, settled: readonly PgSettlement[], p: BonusParams): ReturnedWholeReason | undefined {
  if (!(settled.length > 0 && settled.every((x) => x.type === 'return') && settled.reduce((a, x) => a + x.amount, 0) === w.amount)) return undefined;
  return disallowedReason(s, w, p);
}

/**
 * Why the text does not admit a bonus bet, whose remedy is to hand it back whole (returnedWholeReason); undefined: it
 * is admitted. A bet not handed back is judged as it was placed, and the dispute replay says the text does not admit it.
 */
export function disallowedReason(s: PgState, w: BonusWager, p: BonusParams): ReturnedWholeReason | undefined {
  if (p.closeAt === 'no_more_bets' && w.bets.some((b) => b.stage === 'closed')) return 'closed';
  if (!p.disallowedReturnedWhole) return undefined;
  const pg = paigowWagerOf(s, w.seat);
  const deadline = p.paigowBy === 'bonus-bet' ? w.bets[0]!.index : s.rng[0]?.index ?? Infinity;
  if (!pg || pg.firstIndex > deadline) return 'no-paigow';
  if (w.bets.some((b) => !p.media.includes(b.medium))) return 'media';
  if (w.amount < p.minBet) return 'minimum';
  return undefined;
}

/**
 * The bonus bets judgeBonus leaves out as rightly handed back whole (returnedWholeReason), with why: the dispute
 * replay tells them (what should have happened: handed back, 0), where they would otherwise read as "no finding".
 */
export function bonusBetsReturnedWhole(s: PgState, p: BonusParams): { seat: number; number: number; stake: Money; reason: ReturnedWholeReason }[] {
  if (validNumber(s, p) === undefined) return [];
  const out: { seat: number; number: number; stake: Money; reason: ReturnedWholeReason }[] = [];
  for (const w of s.bonus) {
    // As judgeBonusOnce: late chips not void leave the wager unjudged; a wager placed wholly late is judged void.
    const late = w.bets.filter(isLateBonusBet).reduce((a, b) => a + b.amount, 0);
    if ((late > 0 && !p.lateIsVoid) || late === w.amount) continue;
    const reason = returnedWholeReason(s, w, settlementsOfWager(s, w), p);
    if (reason !== undefined) out.push({ seat: w.seat, number: w.number, stake: w.amount, reason });
  }
  return out;
}
