// A shoe's card counts across the hands of a table, for the checks that no card is seen more often than the
// shoe's decks hold it: Dragon Six's Art. 4º rule and the log format's shoe continuity (audit/shoe-continuity.ts).
// The shoe is a table's hands sharing a shoe_id; a hand without one is counted on its own. One open shoe per
// table is kept in the map given (a rule's or the run's state), closed when another shoe_id starts there, so
// memory follows the open shoes, not the log.
import type { Card } from '../../engine/core/cards.js';
import { instantMs } from '../../engine/core/instant.js';

export interface ShoeCount {
  shoeId?: string;
  decks?: number;
  /**
   * Times each card (0..51) has been seen since the shoe was filled. One byte a card while every count is
   * below 256 (at most 16 decks: a count that high is already reported), which V8 keeps inside the object's own
   * heap cell (a typed array of up to 64 bytes); widened, exactly, if a count passes 255.
   */
  seen: Uint8Array | Float64Array;
  /** The started_at (ms) of the hand whose new decks or shuffle filled the shoe last. */
  filledAt?: number;
  /** The latest started_at (ms) of a hand of the shoe that dealt a card before (or without) filling it itself. */
  looseAt?: number;
  /** The filling was read after such a hand that started after it: cards dealt from this filling were dropped. */
  incomplete?: boolean;
}

/**
 * Why a hand's cards are not held against its shoe: the file is out of started_at order across a filling of the shoe.
 * Read as it comes, a log exported newest first counted the last hand of one filling with the cards of the previous
 * one: "7♥ has now appeared 9 times" in a shoe where no filling showed it more than 5 times, a finding against the
 * dealer for the order of a file. A card of a hand that started before the shoe's latest filling came out of an
 * earlier one: it is not counted, and the hand is not checked; a filling read after a hand that started after it
 * dropped that hand's cards: what is counted from it is short (an excess found is still one), and its hands are not
 * fully checked. The run's not_checked counts them with this reason.
 */
export const SHOE_OUT_OF_ORDER = {
  es: 'estas manos se leyeron fuera del orden de started_at respecto de un llenado de su zapato (barajas nuevas o barajado): ' +
    'sus cartas no se pueden contar enteras contra el zapato del que salieron',
  en: 'these hands were read out of started_at order across a filling of their shoe (new decks or a shuffle): ' +
    'their cards cannot be fully counted against the shoe they came from',
};

function freshShoe(shoeId: string | undefined, decks: number | undefined): ShoeCount {
  const s: ShoeCount = { seen: new Uint8Array(52) };
  if (shoeId !== undefined) s.shoeId = shoeId;
  if (decks !== undefined) s.decks = decks;
  return s;
}

/** The hand's shoe: the table's open one when the hand continues it, else a new one (kept when it has a shoe_id). */
export function shoeOfHand(open: Map<string, unknown>, hand: { shoe_id?: string; table_id: string; table: { decks?: number } }): ShoeCount {
  let shoe: ShoeCount;
  if (hand.shoe_id === undefined) {
    shoe = freshShoe(undefined, hand.table.decks); // no shoe id: the hand is counted on its own
  } else {
    const last = open.get(hand.table_id) as ShoeCount | undefined;
    if (last && last.shoeId === hand.shoe_id) shoe = last;
    else open.set(hand.table_id, (shoe = freshShoe(hand.shoe_id, hand.table.decks)));
  }
  shoe.decks ??= hand.table.decks;
  return shoe;
}

/** Counts one sighting of the card (dealt or burned); returns how many times the shoe has now shown it. */
export function countCard(shoe: ShoeCount, card: Card): number {
  const n = shoe.seen[card]! + 1;
  if (n > 0xff && shoe.seen instanceof Uint8Array) shoe.seen = Float64Array.from(shoe.seen);
  shoe.seen[card] = n;
  return n;
}

/** Every card back in the shoe (new decks, or a shuffle where it refills the shoe); `decks` where the procedure names them. */
export function refillShoe(shoe: ShoeCount, decks: number | undefined): void {
  shoe.seen.fill(0);
  if (decks !== undefined) shoe.decks = decks;
}

/**
 * One hand's cards and fillings in its shoe, in the hand's order. A card before the hand's own filling (or in a hand
 * with none) is dealt from the shoe as filled before the hand: where that filling was read later than the hand
 * started, the card is from an earlier filling and is not counted. A start that is not a date (NaN) is in no order:
 * the file's decides.
 */
export class ShoeHand {
  private filled = false;
  /** A card of the hand not counted, or counted in a filling some of whose cards were dropped: see SHOE_OUT_OF_ORDER. */
  outOfOrder = false;
  private readonly at: number;

  constructor(readonly shoe: ShoeCount, startedAt: string) {
    this.at = instantMs(startedAt);
  }

  /** Counts one sighting of the card: how many times the shoe has now shown it, or undefined where it is not counted. */
  see(card: Card): number | undefined {
    const shoe = this.shoe;
    if (!this.filled && !Number.isNaN(this.at)) {
      if (shoe.looseAt === undefined || this.at > shoe.looseAt) shoe.looseAt = this.at;
      if (shoe.filledAt !== undefined && this.at < shoe.filledAt) {
        this.outOfOrder = true;
        return undefined;
      }
    }
    if (shoe.incomplete) this.outOfOrder = true;
    return countCard(shoe, card);
  }

  /** Every card back in the shoe (refillShoe), filled by this hand. */
  refill(decks: number | undefined): void {
    const shoe = this.shoe;
    refillShoe(shoe, decks);
    this.filled = true;
    if (Number.isNaN(this.at)) {
      delete shoe.filledAt;
      shoe.incomplete = false;
      return;
    }
    shoe.filledAt = this.at;
    shoe.incomplete = shoe.looseAt !== undefined && this.at < shoe.looseAt;
    if (shoe.incomplete) this.outOfOrder = true;
  }
}
