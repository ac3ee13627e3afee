// The insurance stake the rules admit (Pot Luck Art. 10º, Marbella's Seguro): only against the ace the text names,
// only while the offer is open (Pot Luck: from the end of the mandatory dealing), only on an original hand where the
// text says so (Pot Luck), and only up to a fraction of the insurer's own original wager. What a seat insured
// beyond that is no stake (insurance_only_as_allowed): it is owed back whole, as late chips on a main wager are
// (settlement.ts), and only the lawful part is paid 2 to 1 or collected. insurance-allowed reports the decision.
import { ratio } from '../../../engine/core/money.js';
import type { Money } from '../../../engine/core/money.js';
import type { BjSeat, BjState } from '../../../engine/blackjack/state.js';
import { mandatoryOverAt } from '../../../engine/blackjack/state.js';
import { isAce } from '../../../engine/core/cards.js';
import { insuranceClosedAt, isLateMainBet, lateMainStake } from './settlement.js';
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

/**
 * The seat's insurance as the rules admit it: each insurer's decisions made while the offer was open, up to his
 * limit; the rest (an insurance without the ace, before the offer opened or after it closed, on a hand that is not
 * original where the text requires one, or over the limit) is owed back.
 */
export function insuranceStake(state: BjState, seat: BjSeat, ip: InsuranceParams, p: Pick<MainParams, 'mainBetCloses'>): InsuranceStake {
  if (!ip.onlyAsAllowed) return { lawful: seat.insurance, owedBack: 0 as Money, onNoWager: false };
  const inTime = new Map<string, number>();
  for (const d of seat.insurances) {
    if (!insuranceOpenAt(state, d.index, ip)) continue;
    // An insurance on a hand a split made, or placed once the seat had split, is not on an original hand.
    if (ip.originalHandsOnly && (d.hand !== 1 || d.splits > 0)) continue;
    const who = insurerOf(seat, d.player);
    inTime.set(who, (inTime.get(who) ?? 0) + d.amount);
  }
  let lawful = 0;
  let onNoWager = false;
  for (const [who, amount] of inTime) {
    const original = insurerOriginal(seat, who, p);
    if (original === 0) onNoWager = true;
    // In whole units where the currency has no minor unit: half of CLP 105 is 52.5, which no chip stakes (52).
    lawful += Math.min(amount, ratio(original, ip.maxFraction[0], ip.maxFraction[1], state.moneyUnit).value);
  }
  return { lawful: lawful as Money, owedBack: (seat.insurance - lawful) as Money, onNoWager };
}
