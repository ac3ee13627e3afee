// The lists of an engine's in-place fold (engine-types.ts, EngineFold): the state before the event is made
// what the table was by bringing its own lists up to the table's, never by copying them whole.
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
