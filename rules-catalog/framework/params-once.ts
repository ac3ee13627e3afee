import type { ParamReader } from './types.js';

/**
 * A catalog's parameters read into one object (`mainParams`, `csParams`...), built once per catalog instead of
 * once per rule and hand: every rule of the catalog gets the same object, so a `sharedFact` keyed by it matches
 * by identity. `names` are every parameter `build` reads (the helper's exported list, which its rules declare);
 * each call reads them again through the caller's own reader (so an undeclared read still fails) and hands back
 * the object built from the same values (the same parameter values, by identity: a catalog's are never
 * changed), else builds one. A few catalogs' objects are kept, the last used first.
 */
export function paramsOnce<P extends string, C extends ParamReader<P>, R>(names: readonly P[], build: (ctx: C) => R): (ctx: C) => R {
  const built: { values: unknown[]; value: R }[] = [];
  return (ctx) => {
    next: for (let e = 0; e < built.length; e++) {
      const entry = built[e]!;
      for (let i = 0; i < names.length; i++) if (ctx.param(names[i]!) !== entry.values[i]) continue next;
      if (e > 0) {
        built.splice(e, 1);
        built.unshift(entry);
      }
      return entry.value;
    }
    const entry = { values: names.map((n) => ctx.param(n)), value: build(ctx) };
    built.unshift(entry);
    if (built.length > 8) built.pop();
    return entry.value;
  };
}
