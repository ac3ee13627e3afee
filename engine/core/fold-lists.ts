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
