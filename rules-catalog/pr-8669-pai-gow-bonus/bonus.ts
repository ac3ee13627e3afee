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

/** A bonus bet placed after the number was shown (or on a wager already settled): (B)(1) reports it. */
export function isLateBonusBet(b: BonusWager['bets'][number]): boolean {
  return b.stage === 'settling' || b.stage === 'dealing' || b.afterSettlement !== undefined;
}

/** A wager placed (in whole or part) after the number was shown: (B)(1) reports it. */
export function placedAfterNumber(w: BonusWager): boolean {
  return w.bets.some(isLateBonusBet);
}

export type BonusCase =
  | 'win-paid' | 'win-capped' | 'win-unpaid' | 'win-not-won' | 'win-unrounded' | 'void-late'
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
}

/**
 * Every bonus wager of a round with its required and actual result, as money
 * to the player, and the case that says which paragraph governs it; then the
 * money moved for bonus bets that were never placed.
 */
function judgeBonusOnce(s: PgState, table: TableConfig, p: BonusParams): BonusJudgment[] {
  const out: BonusJudgment[] = [];
  const drawn = validNumber(s, p);
  if (drawn !== undefined) {
    const pooled = collectedTogether(s, drawn);
    for (const w of s.bonus) {
      const settled = pooled.get(w) ?? settlementsOfWager(s, w);
      // A bet placed after the number shows is void (B)(1) (parameter late_bonus_bet_is_void): a wager placed
      // wholly late is handed back whole, or money moved on no wager; chips added late to a wager placed in
      // time (after the number, or after it was settled) are owed back, and the wager is judged on the stake
      // placed in time. Not void: a wager placed late in whole or part is not judged.
      const late = w.bets.filter(isLateBonusBet).reduce((a, b) => a + b.amount, 0) as Money;
      if (late > 0 && !p.lateIsVoid) continue;
      if (late === w.amount) {
        const { net, any, last, moved } = netToPlayer(settled, w.amount);
        out.push({ seat: w.seat, number: w.number, stake: w.amount, actual: net, any, moved, event: last?.index, case: 'void-late', expected: 0 as Money, ok: net === 0 });
        continue;
      }
      if (returnedWholeReason(s, w, settled, p) !== undefined) continue;
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
          const expected = roundedPayout(net, 100, p.roundingUnit, 'up');
          out.push(judged('win-unrounded', expected, false));
          continue;
        }
        const expected = inRange ? net : net > owed.hi ? owed.hi : capped ? cap : owed.lo;
        const j = judged(c, expected, inRange);
        if (!inRange && c === 'win-paid' && overpaidWithinLegalRatio(net, stake, owed.hi, table, p)) j.severity = 'warning';
        out.push(j);
      } else {
        const expected = -stake as Money;
        const c: BonusCase = !any ? 'loss-uncollected' : settled.some((x) => x.type !== 'collect') ? 'loss-not-lost' : 'loss-collected';
        out.push(judged(c, expected, net === expected));
      }
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

/** The same, computed once per hand and shared by the rules that ask (framework/shared-fact.ts). */
export const judgeBonus = sharedFact(judgeBonusOnce);

/**
 * A seat's losing bonus bets collected in pieces that name no number, which together take exactly what those bets
 * staked: each bet was collected whole. The engine ties each piece to one bet as it comes (bonusTarget), and pieces
 * that do not fall on a bet's amount can land on the wrong one (10 and 22 collected as 2.29, 6.27, 1.44 and 22: the
 * 6.27 taken for the 22), which read as one bet over-collected and the other short, two findings of opposite sign on a
 * seat whose chips were all rightly taken. Only where every settlement of those bets is such a collection, and no
 * chips were added late: each bet is then judged as collected whole, at the group's last collection. Otherwise
 * undefined for the seat, and the engine's ties stand.
 */
function collectedTogether(s: PgState, drawn: number): Map<BonusWager, PgSettlement[]> {
  const out = new Map<BonusWager, PgSettlement[]>();
  const seats = new Set(s.bonus.map((w) => w.seat));
  for (const seat of seats) {
    const losers = s.bonus.filter((w) => w.seat === seat && w.number !== drawn);
    if (losers.length < 2 || losers.some((w) => w.bets.some(isLateBonusBet))) continue;
    const pieces = losers.flatMap((w) => settlementsOfWager(s, w));
    if (pieces.length === 0 || pieces.some((x) => x.type !== 'collect' || x.attributed !== 'inferred')) continue;
    if (pieces.reduce((a, x) => a + x.amount, 0) !== losers.reduce((a, w) => a + w.amount, 0)) continue;
    // Already each bet's own amount: nothing to reconcile.
    if (losers.every((w) => settlementsOfWager(s, w).reduce((a, x) => a + x.amount, 0) === w.amount)) continue;
    const last = pieces.reduce((a, x) => (x.index > a.index ? x : a));
    for (const w of losers) out.set(w, [{ ...last, amount: w.amount, number: w.number }]);
  }
  return out;
}

/** Why a bet the text does not allow was rightly handed back whole (returnedWholeReason). */
export type ReturnedWholeReason = 'closed' | 'no-paigow' | 'media' | 'minimum';

/**
 * A bet the text does not allow, handed back whole: the remedy, not a result to judge. A bet placed after betting
 * closed but before the number (bonus_bets_close_at); and (parameter disallowed_bonus_bet_returned_whole) one of a
 * seat with no pai gow wager (B)(1), one not made in chips (B)(2), one under the $1 minimum (B)(7). Undefined: not
 * such a bet, or not handed back whole.
 */
function returnedWholeReason(s: PgState, w: BonusWager, settled: PgSettlement[], p: BonusParams): ReturnedWholeReason | undefined {
  if (!(settled.length > 0 && settled.every((x) => x.type === 'return') && settled.reduce((a, x) => a + x.amount, 0) === w.amount)) return undefined;
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
