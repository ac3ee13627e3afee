/**
 * A fact several rules of one hand need (a wager's judgment, a seat's evaluation), computed once per
 * hand and shared (issue 20, item 2): every article's settlement rule used to judge every wager of the
 * hand again, to keep only the cases it governs.
 *
 * It is asked of the hand's final state (at `handEnd`, and in the dispute replay): that state no longer
 * changes, so a fact of it is the same whoever asks: `fn` is called once per state and arguments, and its
 * result is handed to every later caller. Not for a view read while the hand is folded: the audit's views
 * are one object each, changed in place by every event (engine/core/engine-types.ts, EngineFold). Every
 * argument matches by identity, the parameters too: each catalog's are read into one object, built once
 * (`paramsOnce`, params-once.ts), so every rule of a catalog passes the same. The result is shared:
 * callers only read it.
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

function sameArgs(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
