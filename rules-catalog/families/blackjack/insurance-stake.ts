// The insurance stake the rules admit (Pot Luck Art. 10º, Marbella's Seguro): only against the ace the text names,
// only while the offer is open (Pot Luck: from the end of the mandatory dealing), only on an original hand where the
// text says so (Pot Luck), and only up to a fraction of the insurer's own original wager. What a seat insured
// beyond that is no stake (insurance_only_as_allowed): it is owed back whole, as late chips on a main wager are
// (settlement.ts), and only the lawful part is paid 2 to 1 or collected. insurance-allowed reports the decision.
import { ratio } from '../../../engine/core/money.js';
import type { Money } from '../../../engine/core/money.js';
import type { BjSeat, BjState, Settlement } from '../../../engine/blackjack/state.js';
import { mandatoryOverAt } from '../../../engine/blackjack/state.js';
import { isAce } from '../../../engine/core/cards.js';
import { insuranceClosedAt, isLateMainBet, lateMainStake, settlementsFor } from './settlement.js';
import type { MainParams } from './settlement.js';

export interface InsuranceParams {
  /** insurance_only_as_allowed: false settles every insurance as placed (the reading before this parameter). */
  onlyAsAllowed: boolean;
  /** insurance_max_fraction: the most an insurer may insure, as a fraction of his own original wager. */
  maxFraction: [number, number];
  /** insurance_against: the dealer's card that must be an ace ('up-card': Pot Luck Art. 10º «su carta descubierta»; 'first-card': Marbella «el primer naipe»). */
  against: 'up-card' | 'first-card';
  /** insurance_closes: when the offer closes ('voluntary-dealing': Pot Luck Art. 10º, or the hole card revealed; 'third-card': Marbella, a box's third card, or the dealer's second card shown if no box had one: insuranceClosedAt). */
  closes: 'voluntary-dealing' | 'third-card';
  /**
   * insurance_opens: when the offer opens ('mandatory-end': Pot Luck Art. 10º «luego de culminada la entrega
   * obligatoria de cartas», an insurance placed before the mandatory dealing ended is not admitted; null: once the
   * ace shows).
   */
  opens: 'mandatory-end' | null;
  /** insurance_original_hands_only: only an original hand is insured (Pot Luck Art. 10º «Sólo se podrá permitir la apuesta de seguro en las manos originales»). */
  originalHandsOnly: boolean;
}

/** One seat's insurance: the stake the rules admit, and what was placed beyond it (owed back whole). */
export interface InsuranceStake {
  lawful: Money;
  owedBack: Money;
  /** Some of it was placed in time by an insurer with no lawful wager to insure (his bet came too late): a limit of 0. */
  onNoWager: boolean;
}

/**
 * Who insures: a player betting only behind the box (named by the decision's `player`) insures against his bets
 * behind it; every other insurance on the seat is the box's (''), against the box's own original wager.
 */
export function insurerOf(seat: BjSeat, player: string | undefined): string {
  if (player === undefined) return '';
  const behind = seat.bets.some((b) => b.spot === 'main' && b.behind && b.player === player);
  const own = seat.bets.some((b) => b.spot === 'main' && !b.behind && b.player === player);
  return behind && !own ? player : '';
}

/** The insurer's own original wager, its stakes placed in time only (main_bet_closes). */
export function insurerOriginal(seat: BjSeat, who: string, p: Pick<MainParams, 'mainBetCloses'>): Money {
  if (who === '') return ((seat.hands[0]?.original ?? 0) - lateMainStake(seat, p)) as Money;
  return seat.bets.filter((b) => b.spot === 'main' && b.behind && b.player === who && !isLateMainBet(b, p)).reduce((a, b) => a + b.amount, 0) as Money;
}

/** Whether an insurance decided at event `index` came where the text offers one: the ace shown, the offer open and not yet closed. */
export function insuranceOpenAt(state: BjState, index: number, ip: Pick<InsuranceParams, 'against' | 'closes' | 'opens'>): boolean {
  const over = mandatoryOverAt(state);
  if (ip.opens === 'mandatory-end' && !(over !== undefined && over < index)) return false;
  const at = ip.against === 'first-card' ? 0 : state.upCard;
  const card = at === undefined ? undefined : state.dealer[at];
  if (card === undefined || !isAce(card.card)) return false;
  // The up card dealt face down counts from when it was turned up (Pot Luck Art. 8º).
  const shownAt = ip.against === 'up-card' && card.face === 'up' && card.revealedAt !== undefined ? card.revealedAt : card.index;
  if (shownAt > index) return false;
  const closedAt = ip.closes === 'third-card'
    ? insuranceClosedAt(state)
    : Math.min(state.voluntaryStartedAt ?? Infinity, state.holeRevealedAt ?? Infinity);
  return closedAt === undefined || !(closedAt < index);
}

/** One insurer's insurance on a seat: what he placed, the stake the rules admit, and what is owed back. */
export interface InsurerStake extends InsuranceStake {
  placed: Money;
  /** The event of his first insurance decision. */
  firstAt: number;
}

/**
 * Each insurer's insurance as the rules admit it (the box's under '', a player betting only behind the box under his
 * name: insurerOf), in the order each first insured: his decisions made while the offer was open, up to his own
 * limit; the rest (an insurance without the ace, before the offer opened or after it closed, on a hand that is not
 * original where the text requires one, or over the limit) is owed back.
 */
export function insurerStakes(state: BjState, seat: BjSeat, ip: InsuranceParams, p: Pick<MainParams, 'mainBetCloses'>): Map<string, InsurerStake> {
  const out = new Map<string, InsurerStake>();
  const inTime = new Map<string, number>();
  for (const d of seat.insurances) {
    const who = insurerOf(seat, d.player);
    const x = out.get(who) ?? { placed: 0 as Money, lawful: 0 as Money, owedBack: 0 as Money, onNoWager: false, firstAt: d.index };
    x.placed = (x.placed + d.amount) as Money;
    out.set(who, x);
    if (!insuranceOpenAt(state, d.index, ip)) continue;
    // An insurance on a hand a split made, or placed once the seat had split, is not on an original hand.
    if (ip.originalHandsOnly && (d.hand !== 1 || d.splits > 0)) continue;
    inTime.set(who, (inTime.get(who) ?? 0) + d.amount);
  }
  for (const [who, x] of out) {
    if (!ip.onlyAsAllowed) {
      x.lawful = x.placed;
      continue;
    }
    const amount = inTime.get(who) ?? 0;
    const original = insurerOriginal(seat, who, p);
    if (amount > 0 && original === 0) x.onNoWager = true;
    // In whole units where the currency has no minor unit: half of CLP 105 is 52.5, which no chip stakes (52).
    x.lawful = Math.min(amount, ratio(original, ip.maxFraction[0], ip.maxFraction[1], state.moneyUnit).value) as Money;
    x.owedBack = (x.placed - x.lawful) as Money;
  }
  return out;
}

/** The seat's insurance as the rules admit it: every insurer's (insurerStakes), summed. */
export function insuranceStake(state: BjState, seat: BjSeat, ip: InsuranceParams, p: Pick<MainParams, 'mainBetCloses'>): InsuranceStake {
  if (!ip.onlyAsAllowed) return { lawful: seat.insurance, owedBack: 0 as Money, onNoWager: false };
  let lawful = 0;
  let onNoWager = false;
  for (const x of insurerStakes(state, seat, ip, p).values()) {
    lawful += x.lawful;
    onNoWager ||= x.onNoWager;
  }
  return { lawful: lawful as Money, owedBack: (seat.insurance - lawful) as Money, onNoWager };
}

/** One insurance to judge on a seat: whose, the stake placed and admitted, and the settlements that settled it. */
export interface JudgedInsurance extends InsurerStake {
  /** 'box': the box's; 'behind': a player's betting behind the box (`player`, where known); 'together': several insurers' settled in one sum. */
  kind: 'box' | 'behind' | 'together';
  player?: string;
  settled: Settlement[];
}

/**
 * The insurances of one seat to judge, as the main wager's are (wagersToJudge, format 1.1): where the box's player and
 * players betting behind it insured and the log's insurance settlements name the bets behind (`behind`, `player`),
 * each insurer's insurance is judged on its own against his own limit, with the settlements that name it; where the
 * settlements name none, the seat's insurances are judged together, their sum against the sum settled. One insurer
 * alone (a player behind included) is judged on every insurance settlement of the seat.
 */
export function insurancesToJudge(state: BjState, number: number, seat: BjSeat | undefined, ip: InsuranceParams, p: Pick<MainParams, 'mainBetCloses'>): JudgedInsurance[] {
  const settled = settlementsFor(state, number, 'insurance');
  const stakes = seat ? insurerStakes(state, seat, ip, p) : new Map<string, InsurerStake>();
  const none = (): InsurerStake => ({ placed: 0 as Money, lawful: 0 as Money, owedBack: 0 as Money, onNoWager: false, firstAt: seat?.insuranceAt ?? 0 });
  const asOne = (kind: JudgedInsurance['kind'], of: InsurerStake[], on: Settlement[], player?: string): JudgedInsurance => {
    const x: JudgedInsurance = { ...none(), kind, settled: on };
    for (const s of of) {
      x.placed = (x.placed + s.placed) as Money;
      x.lawful = (x.lawful + s.lawful) as Money;
      x.owedBack = (x.owedBack + s.owedBack) as Money;
      x.onNoWager ||= s.onNoWager;
    }
    if (of.length > 0) x.firstAt = Math.min(...of.map((s) => s.firstAt));
    if (player !== undefined) x.player = player;
    return x;
  };
  const marked = settled.some((x) => x.behind === true);
  if (!marked) {
    if (stakes.size > 1) return [asOne('together', [...stakes.values()], settled)];
    const [who] = [...stakes.keys()];
    return [asOne(who === undefined || who === '' ? 'box' : 'behind', [...stakes.values()], settled, who || undefined)];
  }
  const out: JudgedInsurance[] = [];
  const box = settled.filter((x) => x.behind !== true);
  const boxStake = stakes.get('');
  if (boxStake || box.length > 0) out.push(asOne('box', boxStake ? [boxStake] : [], box));
  const behind = settled.filter((x) => x.behind === true);
  const insurers = [...stakes.keys()].filter((who) => who !== '');
  if (behind.every((x) => x.player !== undefined)) {
    // Each player behind on his own: those who insured, in order, then any the settlements name who did not.
    const players = [...insurers];
    for (const x of behind) if (!players.includes(x.player!)) players.push(x.player!);
    for (const who of players) out.push(asOne('behind', stakes.has(who) ? [stakes.get(who)!] : [], behind.filter((x) => x.player === who), who));
  } else {
    out.push(asOne('behind', insurers.map((who) => stakes.get(who)!), behind, insurers.length === 1 ? insurers[0] : undefined));
  }
  return out;
}
