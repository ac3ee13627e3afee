// The lists of an engine's in-place fold (engine-types.ts, EngineFold): the state before the event is made
// what the table was by bringing its own lists up to the table's, never by copying them whole.

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
