/**
 * A fact several rules of one hand need (a wager's judgment, a seat's evaluation), computed once per
 * hand and shared (issue 20, item 2): every article's settlement rule used to judge every wager of the
 * hand again, to keep only the cases it governs.
 *
 * It is asked of the hand's final state (at `handEnd`, and in the dispute replay): that state no longer
 * changes, so a fact of it is the same whoever asks: `fn` is called once per state and arguments, and its
 * result is handed to every later caller. Not for a view read while the hand is folded: the audit's views
 * are one object each, changed in place by every event (engine/core/engine-types.ts, EngineFold). The arguments
 * after the state match by identity, but the last, the parameters each rule reads into an object of its
 * own, which matches by value (primitives, and arrays or plain objects of them, one level deep). The
 * result is shared: callers only read it.
 */
export function sharedFact<S extends object, A extends unknown[], R>(fn: (state: S, ...args: A) => R): (state: S, ...args: A) => R {
  // The last state asked about, and its facts: a hand's rules ask in turn about its final state, so one
  // state is enough, and nothing is held past the next hand.
  let last: S | undefined;
  let entries: { args: A; value: R }[] = [];
  return (state, ...args) => {
    if (state !== last) {
      last = state;
      entries = [];
    }
    for (const e of entries) if (sameArgs(e.args, args)) return e.value;
    const value = fn(state, ...args);
    entries.push({ args, value });
    return value;
  };
}

/** By identity, but the last argument (the parameters), which may also match by value. */
function sameArgs(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  const last = a.length - 1;
  for (let i = 0; i < last; i++) if (a[i] !== b[i]) return false;
  return last < 0 || sameValue(a[last], b[last], 2);
}

function sameValue(a: unknown, b: unknown, depth: number): boolean {
  if (a === b) return true;
  if (depth === 0 || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i], depth - 1)) return false;
    return true;
  }
  if (Array.isArray(b) || Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], depth - 1)) return false;
  }
  return true;
}
