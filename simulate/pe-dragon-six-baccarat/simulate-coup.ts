// One Dragon Six coup as the simulator reads the regulation: card values (Art. 3º), the dealing and the
// drawing tableau (Art. 10º and the standard Punto Banco tableau that completes it), and the settlement
// of each wager (Art. 8º). Written from the text and the published tableau, not from the catalog's rules
// or parameters: an audit of simulated hands compares two independent readings.
import type { Money } from '../../engine/core/money.js';

export type Side = 'player' | 'banker';
export type BacSpot = 'player' | 'banker' | 'tie';
export type Winner = 'punto' | 'banca' | 'tie';

/**
 * Art. 3º «"K","Q","J" y el "10" tienen valor cero [...] del "2" al "9" el valor que consta en sus caras
 * [...] "A" (As) tienen valor uno». Indexed by card (rank - 1) * 4 + suit.
 */
export const VALUE: readonly number[] = Array.from({ length: 52 }, (_, c) => {
  const rank = (c >> 2) + 1;
  return rank >= 10 ? 0 : rank;
});

/** Art. 3º «cuando la suma [...] excede de "9" el valor de las cartas será únicamente el dígito de la derecha». */
export function total(values: readonly number[]): number {
  let s = 0;
  for (const v of values) s += v;
  return s % 10;
}

/**
 * Art. 10º breaks off («Adicionalmente, se») where the third-card rules would be; the standard Punto Banco
 * tableau, as casinos publish it, completes it. A two-card 8 or 9 (a natural) on either side: both stand.
 * Punto draws on 0-5 and stands on 6-7. Banca, with Punto standing, draws on 0-5; with a Punto third card,
 * this table by Banca's total (rows) and the value of Punto's third card (columns 0-9): D draws, S stands.
 */
const BANCA_AFTER_PUNTO_THIRD: readonly string[] = [
  'DDDDDDDDDD', // 0
  'DDDDDDDDDD', // 1
  'DDDDDDDDDD', // 2
  'DDDDDDDDSD', // 3: stands against an 8
  'SSDDDDDDSS', // 4: draws against 2-7
  'SSSSDDDDSS', // 5: draws against 4-7
  'SSSSSSDDSS', // 6: draws against 6-7
  'SSSSSSSSSS', // 7
];

export function puntoDrawsByTableau(punto2: number, banca2: number): boolean {
  return punto2 < 8 && banca2 < 8 && punto2 <= 5;
}

/** `third`: the value of Punto's third card, undefined when Punto stood on two cards. */
export function bancaDrawsByTableau(banca2: number, punto2: number, third: number | undefined): boolean {
  if (punto2 >= 8 || banca2 >= 8) return false;
  if (third === undefined) return banca2 <= 5;
  return BANCA_AFTER_PUNTO_THIRD[banca2]?.[third] === 'D';
}

/** A card that left the shoe for the coup: to which side, and its position in the shoe. */
export interface Dealt {
  to: Side;
  at: number;
}

/**
 * How the dealer departs from the rules in a coup (for the simulator's faults); empty for a correct coup.
 * Whatever he does, the later decisions follow the tableau on the cards actually dealt.
 */
export interface CoupPlan {
  /** Who receives cards 1-4 (Art. 10º: Punto, Banca, Punto, Banca). */
  firstFour?: readonly Side[];
  /** The coup stops after this many cards (a misdeal). */
  stopAfter?: number;
  /** Punto's third card dealt (true) or withheld (false) whatever the tableau says. */
  puntoDraws?: boolean;
  bancaDraws?: boolean;
  /** Banca's third card leaves the shoe before Punto's. */
  bancaFirst?: boolean;
  /** One more card to a side that has three. */
  fourthTo?: Side;
}

const DEALING_ORDER: readonly Side[] = ['player', 'banker', 'player', 'banker'];

/** The cards of a coup dealt from `cards` starting at `start`, in the order they leave the shoe. */
export function dealCoup(cards: ArrayLike<number>, start: number, plan: CoupPlan = {}): Dealt[] {
  const order = plan.firstFour ?? DEALING_ORDER;
  const out: Dealt[] = [];
  let at = start;
  for (let i = 0; i < 4; i++) {
    if (plan.stopAfter === i) return out;
    out.push({ to: order[i]!, at: at++ });
  }
  const p: number[] = [];
  const b: number[] = [];
  for (const d of out) (d.to === 'player' ? p : b).push(VALUE[cards[d.at]!]!);
  const p2 = total(p);
  const b2 = total(b);
  const puntoDraws = plan.puntoDraws ?? puntoDrawsByTableau(p2, b2);
  if (plan.bancaFirst && puntoDraws && (plan.bancaDraws ?? bancaDrawsByTableau(b2, p2, VALUE[cards[at + 1]!]))) {
    // Banca's card leaves the shoe first; Banca's draw still answers Punto's third card, the next one.
    out.push({ to: 'banker', at: at++ }, { to: 'player', at: at++ });
  } else {
    let third: number | undefined;
    if (puntoDraws) {
      third = VALUE[cards[at]!];
      out.push({ to: 'player', at: at++ });
    }
    if (plan.bancaDraws ?? bancaDrawsByTableau(b2, p2, third)) out.push({ to: 'banker', at: at++ });
  }
  if (plan.fourthTo) out.push({ to: plan.fourthTo, at: at++ });
  return out;
}

export interface CoupResult {
  punto: number;
  banca: number;
  winner: Winner;
}

/** The totals and the winner of the cards dealt; undefined when a side has fewer than two cards. */
export function coupResult(cards: ArrayLike<number>, dealt: readonly Dealt[]): CoupResult | undefined {
  const p: number[] = [];
  const b: number[] = [];
  for (const d of dealt) (d.to === 'player' ? p : b).push(VALUE[cards[d.at]!]!);
  if (p.length < 2 || b.length < 2) return undefined;
  const punto = total(p);
  const banca = total(b);
  return { punto, banca, winner: punto > banca ? 'punto' : banca > punto ? 'banca' : 'tie' };
}

export interface Settlement {
  type: 'payout' | 'collect' | 'return';
  amount: Money;
}

/**
 * What the table owes one wager. Art. 8º: Punto 1 a 1; Banca 1 a 1, and «cuando la Banca gana con el
 * puntaje de "seis" [...] la mitad (50%) de la postura original» (no commission otherwise: the article
 * names none); Empate 8 a 1. On a tie Punto and Banca bets are handed back: the text is silent, and a
 * push is the standard practice the published house edges assume. `banca` is Banca's total, for the six.
 */
export function settle(spot: BacSpot, stake: Money, winner: Winner, banca: number): Settlement {
  if (spot === 'tie') return winner === 'tie' ? { type: 'payout', amount: (stake * 8) as Money } : { type: 'collect', amount: stake };
  if (winner === 'tie') return { type: 'return', amount: stake };
  if (spot === 'player') return winner === 'punto' ? { type: 'payout', amount: stake } : { type: 'collect', amount: stake };
  if (winner === 'punto') return { type: 'collect', amount: stake };
  // Half a stake with an odd cent: the cent below (stakes are whole units here, so it never arises).
  return { type: 'payout', amount: (banca === 6 ? Math.floor(stake / 2) : stake) as Money };
}

/** The settlement as net money to the player: a payout adds, a collect takes, a return is neither. */
export function netOf(s: Settlement): number {
  return s.type === 'payout' ? s.amount : s.type === 'collect' ? -s.amount : 0;
}
