// A Dragon Six shoe as Arts. 5º and 6º prepare it: new decks shown, turned and washed (Art. 5º a-c; optional
// after the cut card, Art. 6º), shuffled, cut by a player (or the dealer), the cut card placed, the shoe
// loaded and the burn; then dealt coup by coup until the coup in which the cut card comes out.
import { fullDecks } from '../core/shoe.js';
import type { Rng } from '../core/rng.js';
import { dealCoup } from './simulate-coup.js';
import type { Dealt } from './simulate-coup.js';

export type OptionalStep = 'show_cards' | 'turn_cards' | 'wash';

export interface BacShoe {
  /** The log's shoe_id. */
  id: string;
  decks: number;
  /** The shoe's cards from the top, after the shuffle and the cut (card numbers as engine/core/cards.ts). */
  cards: Uint8Array;
  /** New decks (Art. 5º, with their count, Art. 4º) or the same decks reshuffled after the cut card (Art. 6º). */
  newDecks: boolean;
  /** Showing, turning and washing done before the shuffle: all three with new decks, any after the cut card. */
  optional: OptionalStep[];
  /** Who cut: "seat:N", or "dealer" when no player did. */
  cutBy: string;
  /** The cut card's position, in cards from the base. */
  cutPosition: number;
  /** Cards dealt or burned before the cut card is on top (it comes out right after card cutIndex - 1). */
  cutIndex: number;
  /** Cards burned: the first card drawn and as many more as it orders. */
  burnEnd: number;
  /** Where the second coup starts. */
  firstCoupEnd: number;
  /** Where the coup in which the cut card came out ends: the shoe deals nothing past it. */
  end: number;
  /** How many times each card leaves the shoe in [0, end), burn included. */
  dealtCounts: Uint8Array;
}

/**
 * Art. 5º g / 6º d «el dealer procederá a sacar una carta la cual indicará el número de cartas que tendrá
 * que quemar»: the text does not say how; the standard practice reads the card's baccarat value, an ace 1,
 * two to nine their face, and tens and figures 10.
 */
export function burnAfter(card: number): number {
  const rank = (card >> 2) + 1;
  return rank >= 10 ? 10 : rank;
}

export interface ShoePlan {
  id: string;
  decks: number;
  newDecks: boolean;
  /** Betting zones that can cut (the occupied ones); the dealer cuts when there is none. */
  cutters: readonly number[];
  /** A stacked shoe (stackShoe): prearranged after the cut, the burn left as its first card orders. */
  stacked?: boolean;
}

/** What a stacked shoe is, in a line (the simulator's `stacksShoes`). */
export const STACKED_SHOE = 'every eight and nine of the shoe (the naturals) gathered into its first half, after the burn, the rest of the order kept';

/**
 * A prearranged shoe, as a dealer or a confederate who controls the shuffle sets one: every eight and nine
 * (the cards that make naturals) that the shuffle put in the shoe's second half is swapped with a card of
 * another rank in its first half after the burn, spread evenly over it. The cards are the shoe's own (no
 * card more often than the decks hold it) and every coup is dealt and drawn by the rules from this order:
 * only its randomness is gone. No random draw: the play's stream is the one an unstacked shoe would use.
 */
export function stackShoe(cards: Uint8Array, burnEnd: number, decks: number): void {
  const half = 26 * decks;
  const natural = (c: number) => (c >> 2) === 7 || (c >> 2) === 8;
  const late: number[] = [];
  for (let i = half; i < cards.length; i++) if (natural(cards[i]!)) late.push(i);
  const early: number[] = [];
  for (let i = burnEnd; i < half; i++) if (!natural(cards[i]!)) early.push(i);
  late.forEach((from, j) => {
    const to = early[Math.floor((j * early.length) / late.length)]!;
    [cards[from], cards[to]] = [cards[to]!, cards[from]!];
  });
}

export function openShoe(rng: Rng, plan: ShoePlan): BacShoe {
  const pack = rng.shuffle(fullDecks(plan.decks) as number[]);
  const size = pack.length;
  // Art. 5º e «insertar un cortador, aproximadamente a menos de 40 cartas de la base [...] el dealer tomará
  // este cortador y todas las cartas que están encima colocándolas en la base»: the cards under the
  // player's cut come to the top.
  const under = rng.range(1, 39);
  const cards = Uint8Array.from([...pack.slice(size - under), ...pack.slice(0, size - under)]);
  // «...lo insertará a no menos de 12 cartas de la base»: the simulator places it 14 to 26 from the base.
  const cutPosition = rng.range(14, 26);
  const optional: OptionalStep[] = plan.newDecks
    ? ['show_cards', 'turn_cards', 'wash']
    : (['show_cards', 'turn_cards', 'wash'] as const).filter(() => rng.chance(1, 4));
  const cutBy = plan.cutters.length > 0 && rng.chance(4, 5) ? `seat:${rng.pick(plan.cutters)}` : 'dealer';
  const burnEnd = 1 + burnAfter(cards[0]!);
  if (plan.stacked) stackShoe(cards, burnEnd, plan.decks);
  const cutIndex = size - cutPosition;
  let firstCoupEnd = 0;
  const at = forEachCoup(cards, burnEnd, cutIndex, (coup) => {
    if (firstCoupEnd === 0) firstCoupEnd = coup[coup.length - 1]!.at + 1;
  });
  const dealtCounts = new Uint8Array(52);
  for (let i = 0; i < at; i++) dealtCounts[cards[i]!]!++;
  return {
    id: plan.id, decks: plan.decks, cards, newDecks: plan.newDecks, optional, cutBy, cutPosition, cutIndex,
    burnEnd, firstCoupEnd, end: at, dealtCounts,
  };
}

/**
 * Every coup a shoe deals, in order, from `start` (after the burn) to the coup in which the cut card comes
 * out (Art. 6º: that coup is finished, the next one needs a new shoe); returns where the last one ended.
 * Baccarat has no player choices: the whole shoe follows from its order.
 */
export function forEachCoup(cards: ArrayLike<number>, start: number, cutIndex: number, visit: (coup: Dealt[]) => void): number {
  let at = start;
  while (at < cutIndex) {
    const coup = dealCoup(cards, at);
    visit(coup);
    at = coup[coup.length - 1]!.at + 1;
  }
  return at;
}
