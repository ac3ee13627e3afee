// A shoe's card counts across the hands of a table, for the checks that no card is seen more often than the
// shoe's decks hold it: Dragon Six's Art. 4º rule and the log format's shoe continuity (audit/shoe-continuity.ts).
// The shoe is a table's hands sharing a shoe_id; a hand without one is counted on its own. One open shoe per
// table is kept in the map given (a rule's or the run's state), closed when another shoe_id starts there, so
// memory follows the open shoes, not the log.
import type { Card } from '../../engine/core/cards.js';

export interface ShoeCount {
  shoeId?: string;
  decks?: number;
  /**
   * Times each card (0..51) has been seen since the shoe was filled. One byte a card while every count is
   * below 256 (at most 16 decks: a count that high is already reported), which V8 keeps inside the object's own
   * heap cell (a typed array of up to 64 bytes); widened, exactly, if a count passes 255.
   */
  seen: Uint8Array | Float64Array;
}

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
