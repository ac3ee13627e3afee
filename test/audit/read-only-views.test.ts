// The rules read the engine's state through views they must never write (the audit's fold changes one
// state in place, engine/core/engine-types.ts EngineFold): here every rule of every catalog is given
// read-only proxies of its views, which throw on a write, and must find exactly what it finds unguarded.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeHand } from '../../audit/judge.js';
import { fixtureHands } from '../helpers/compiled.js';
import { normalizeHand } from '../../engine/input/normalize.js';
import { DEFAULT_RULESETS, RULESETS } from '../../rules-catalog/index.js';
import type { Rule, Ruleset } from '../../rules-catalog/framework/types.js';

function readOnly<T>(v: T, seen = new WeakMap<object, unknown>()): T {
  if (typeof v !== 'object' || v === null) return v;
  const known = seen.get(v);
  if (known) return known as T;
  const p = new Proxy(v as object, {
    get: (t, k) => readOnly(Reflect.get(t, k), seen),
    set: () => { throw new Error('a rule wrote the view'); },
    defineProperty: () => { throw new Error('a rule wrote the view'); },
    deleteProperty: () => { throw new Error('a rule wrote the view'); },
  });
  seen.set(v, p);
  return p as T;
}

function guardedHandlers(handlers: Record<string, (...a: unknown[]) => void>): Record<string, (...a: unknown[]) => void> {
  const out: Record<string, (...a: unknown[]) => void> = {};
  for (const k in handlers) {
    const h = handlers[k]!;
    out[k] = k === 'handStart' ? h : k === 'handEnd' ? (s) => h(readOnly(s)) : (e, b, a) => h(e, readOnly(b), readOnly(a));
  }
  return out;
}

/** Every rule's handlers given read-only views: a rule set up per hand (create) and one compiled once per run (compile). */
function guarded(r: Ruleset): Ruleset {
  const rules = r.rules.map((rule): Rule => {
    const { compile } = rule;
    return {
      ...rule,
      create: (ctx) => guardedHandlers(rule.create(ctx) as Record<string, (...a: unknown[]) => void>),
      compile: compile && ((ctx) => guardedHandlers(compile(ctx) as Record<string, (...a: unknown[]) => void>)),
    };
  });
  return { ...r, rules };
}

describe('a rule cannot write the views', () => {
  for (const ruleset of RULESETS) {
    it(`${ruleset.id}: every rule finds the same through read-only views`, () => {
      const g = guarded(ruleset);
      let audited = 0;
      for (const raw of fixtureHands(join('fixtures', ruleset.id))) {
        const n = normalizeHand(raw, { path: 'fixture', line: 1 }, { defaultRuleset: (x) => DEFAULT_RULESETS[x] });
        if (!n.ok) continue;
        const hand = { ...n.hand, ruleset: ruleset.id };
        const plain = judgeHand(hand, ruleset, new Map());
        const ro = judgeHand(hand, g, new Map());
        expect(ro).toEqual(plain);
        if (plain.kind === 'audited') audited++;
      }
      expect(audited).toBeGreaterThan(5);
    });
  }

  for (const r of RULESETS) {
    it(`${r.id}: a rule that writes a view of the engine's fold has its hand set aside`, () => {
      // The views are the engine's own in-place fold (engine.fold), not states made for the test.
      expect(typeof r.engine.fold).toBe('function');
      const writer: Rule = { ...r.rules[0]!, compile: undefined, create: () => ({ event: (_e: unknown, _b: unknown, a: unknown) => { (a as { lastEvent: unknown }).lastEvent = undefined; } }) };
      const raw = fixtureHands(join('fixtures', r.id))[0];
      const n = normalizeHand(raw, { path: 'fixture', line: 1 }, { defaultRuleset: (x) => DEFAULT_RULESETS[x] });
      if (!n.ok) throw new Error('fixture');
      const hand = { ...n.hand, ruleset: r.id };
      const out = judgeHand(hand, guarded({ ...r, rules: [writer] }), new Map());
      expect(out.kind === 'rejected' && out.reason.code).toBe('judge.internal');
      expect(judgeHand(hand, { ...r, rules: [writer] }, new Map()).kind).toBe('audited');
    });
  }
});
