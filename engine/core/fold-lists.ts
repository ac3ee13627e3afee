// The pieces of an engine's in-place fold (engine-types.ts, EngineFold): the state before the event is made what
// the table was by bringing its own lists up to the table's, never by copying them whole; the fold of the engines
// whose only change to a record is a reveal (RevealFold); and the writers of a table's numbered seats.
import type { EngineFold, EngineRejection } from './engine-types.js';
import type { HandEvent, HandRecord } from './types.js';

/** A log that only grows: its new entries appended. */
export function appendNew<T>(to: T[], from: readonly T[]): void {
  for (let i = to.length; i < from.length; i++) to.push(from[i]!);
}

/** A log whose entries an event may also replace (a reveal turns a dealt card up): the entries that differ replaced, the new ones appended. */
export function syncList<T>(to: T[], from: readonly T[]): void {
  for (let i = 0; i < to.length; i++) if (to[i] !== from[i]) to[i] = from[i]!;
  appendNew(to, from);
}

/**
 * A list made what another is, entry by entry, never replaced whole: one a later event may shorten (a split takes
 * a hand's last card, a reopened zone's antes) or change anywhere (a reveal replaces a card).
 */
export function syncArray<T>(to: T[], from: readonly T[]): void {
  const n = Math.min(to.length, from.length);
  for (let i = 0; i < n; i++) if (to[i] !== from[i]) to[i] = from[i]!;
  if (to.length > from.length) to.length = from.length;
  else for (let i = n; i < from.length; i++) to.push(from[i]!);
}

/**
 * What an engine whose table is one object, changed in place, gives its fold (`RevealFold`): its first state, how
 * one state is made what another is (`revealed`: an event since the last copy may have replaced an entry of a list
 * a reveal changes), and how an event is applied (undefined when it was).
 */
export interface InPlaceFamily<L> {
  init(hand: HandRecord): L;
  copyInto(to: L, from: L, revealed: boolean): void;
  apply(s: L, e: HandEvent): EngineRejection | undefined;
}

/** An event applied to a state in place, remembered as its last (`lastEvent`) once applied. */
export function applyRecorded<L extends { lastEvent?: HandEvent }>(family: InPlaceFamily<L>, s: L, e: HandEvent): EngineRejection | undefined {
  const rejected = family.apply(s, e);
  if (rejected) return rejected;
  s.lastEvent = e;
  return undefined;
}

/**
 * The audit's fold of an engine whose only change to a recorded entry is a reveal (baccarat, the pai gow bonus):
 * `before` made what `after` was, then the event applied to `after`, both in place (engine-types.ts, EngineFold).
 */
export class RevealFold<L extends { lastEvent?: HandEvent }> implements EngineFold<L> {
  readonly before: L;
  readonly after: L;
  private revealed = false;

  constructor(private readonly family: InPlaceFamily<L>, hand: HandRecord) {
    this.before = family.init(hand);
    this.after = family.init(hand);
  }

  advance(e: HandEvent): EngineRejection | undefined {
    this.family.copyInto(this.before, this.after, this.revealed);
    this.revealed = e.type === 'reveal';
    return applyRecorded(this.family, this.after, e);
  }
}

// How an event writes a table's numbered seats (blackjack's boxes, Caribbean stud's zones). `step`'s writer copies
// a seat, with its lists, before writing it, and puts the copy in a copy of the seats list (copy on write: the state
// it was given untouched). The audit's fold's writer writes the seats themselves and marks each seat written, for
// the fold to bring `before` up to `after` seat by seat (engine-types.ts, EngineFold).

/** A table's seats, kept in seat order. */
interface Seated<W> {
  seats: W[];
}

/** What the writers need of a family's seats: a new one at a number, and a copy of one with its lists its own. */
export interface SeatFamily<W> {
  newSeat(no: number): W;
  copySeat(seat: W): W;
}

/** `seat` gives a seat to write (it must exist); `seatOrNew` one to write, added in seat order where the table has none. */
export interface SeatWriterOf<W> {
  seat(s: Seated<W>, no: number): W;
  seatOrNew(s: Seated<W>, no: number): W;
}

/** The seat numbered `no`, if the table has it. */
export function seatIn<W extends { readonly seat: number }>(seats: readonly W[], no: number | undefined): W | undefined {
  for (let i = 0; i < seats.length; i++) if (seats[i]!.seat === no) return seats[i];
  return undefined;
}

/** `step`'s writer: a seat copied with its lists before it is written, in a copy of the seats list. */
export function copyOnWriteSeats<W extends { readonly seat: number }>(family: SeatFamily<W>): SeatWriterOf<W> {
  const seat = (s: Seated<W>, no: number): W => {
    const i = s.seats.findIndex((x) => x.seat === no);
    const copy = family.copySeat(s.seats[i]!);
    s.seats = s.seats.slice();
    s.seats[i] = copy;
    return copy;
  };
  return {
    seat,
    seatOrNew(s, no) {
      if (seatIn(s.seats, no)) return seat(s, no);
      const added = family.newSeat(no);
      s.seats = [...s.seats, added].sort((a, b) => a.seat - b.seat);
      return added;
    },
  };
}

/** The fold's writer: the seats themselves, each seat written since `before` was last brought up marked (`changed`). */
export class InPlaceSeats<W extends { readonly seat: number }> implements SeatWriterOf<W> {
  /** The seats (by number) written since the fold last read and emptied this list. */
  readonly changed: number[] = [];

  constructor(private readonly newSeat: (no: number) => W) {}

  seat(s: Seated<W>, no: number): W {
    const seat = seatIn(s.seats, no)!;
    if (!this.changed.includes(no)) this.changed.push(no);
    return seat;
  }

  seatOrNew(s: Seated<W>, no: number): W {
    if (seatIn(s.seats, no)) return this.seat(s, no);
    const seat = this.newSeat(no);
    let i = 0;
    while (i < s.seats.length && s.seats[i]!.seat < no) i++;
    s.seats.splice(i, 0, seat);
    this.changed.push(no);
    return seat;
  }
}
