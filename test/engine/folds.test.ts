// The audit's in-place fold (engine.fold) against the pure fold (engine.step): on every fixture hand of each
// catalog, and on 2,000 simulated hands per catalog with 5 % dealer errors, the state before and after every
// event are the same, and so is where a hand is rejected; and the rules find the same through the fold as
// through step's states (a rule that kept a view, changed in place by later events, would not).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeHand } from '../../audit/judge.js';
import type { RunStates } from '../../audit/judge.js';
import { EngineRejection } from '../../engine/core/engine-types.js';
import type { HandRecord } from '../../engine/core/types.js';
import { normalizeHand } from '../../engine/input/normalize.js';
import { DEFAULT_RULESETS, RULESETS } from '../../rules-catalog/index.js';
import type { Ruleset } from '../../rules-catalog/framework/types.js';
import { simulate } from '../../simulate/core/run.js';
import { simulatorFor } from '../../simulate/registry.js';

/** Every hand in fixtures/ (a hand, an array, `{hands: [...]}`, NDJSON lines) that reads as valid input. */
function fixtureHands(): HandRecord[] {
  const raws: unknown[] = [];
  const add = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(add);
    else if (typeof v === 'object' && v !== null) {
      const o = v as { events?: unknown; hands?: unknown };
      if (Array.isArray(o.events)) raws.push(v);
      else if (Array.isArray(o.hands)) add(o.hands);
    }
  };
  for (const name of (readdirSync('fixtures', { recursive: true }) as string[]).sort()) {
    const text = name.endsWith('.json') || name.endsWith('.ndjson') ? readFileSync(join('fixtures', name), 'utf8') : undefined;
    if (text === undefined) continue;
    const docs = name.endsWith('.ndjson') ? text.split('\n') : [text];
    for (const doc of docs) {
      try {
        add(JSON.parse(doc));
      } catch { /* not a hand log (or a broken line, on purpose) */ }
    }
  }
  return valid(raws);
}

const simulated = new Map<string, HandRecord[]>();

function simulatedHands(ruleset: string): HandRecord[] {
  let hands = simulated.get(ruleset);
  if (hands) return hands;
  const sim = simulatorFor(ruleset);
  if (!sim) throw new Error(`no simulator for ${ruleset}`);
  hands = valid([...simulate(sim, { hands: 2000, tables: 4, seed: 20, faultRate: 0.05 })].map((h) => h.hand));
  simulated.set(ruleset, hands);
  return hands;
}

function valid(raws: readonly unknown[]): HandRecord[] {
  const out: HandRecord[] = [];
  raws.forEach((raw, i) => {
    let n: ReturnType<typeof normalizeHand>;
    try {
      n = normalizeHand(raw, { path: 'fixture', index: i }, { defaultRuleset: (g) => DEFAULT_RULESETS[g] });
    } catch {
      return; // nested past the stack, on purpose (fixtures/bad-input): the reader refuses it before this
    }
    if (n.ok) out.push(n.hand);
  });
  return out;
}

// Records found equal (a record of the fold's, the step's it equals): records are never changed once made, so
// a pair met again at a later event is not compared again. Not the state itself nor its own lists (depth 0 and
// the arrays at depth 1), nor an object that holds a list (blackjack's seats and hands): the fold changes those
// in place.
const equalRecords = new WeakMap<object, object>();

function holdsList(o: object): boolean {
  for (const v of Object.values(o)) if (Array.isArray(v)) return true;
  return false;
}

/** Deep and strict: the same keys (an absent field differs from an undefined one), the same values. */
function same(a: unknown, b: unknown, depth = 0): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const record = depth >= 1 && !Array.isArray(a) && !holdsList(a);
  if (record && equalRecords.get(a) === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i], depth + 1)) return false;
  } else {
    if (Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const k of keys) {
      if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
      if (!same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], depth + 1)) return false;
    }
  }
  if (record) equalRecords.set(a, b);
  return true;
}

/** Folds each hand both ways, comparing every state; returns the events compared and the hands rejected. */
function compareFolds(ruleset: Ruleset, hands: readonly HandRecord[]): { events: number; rejected: number } {
  let events = 0;
  let rejected = 0;
  const engine = ruleset.engine;
  for (const hand of hands) {
    const fold = engine.fold!(hand);
    let state = engine.init(hand);
    expect(same(fold.after, state)).toBe(true);
    for (const e of hand.events) {
      const next = engine.step(state, e);
      const refused = fold.advance(e);
      if (next instanceof EngineRejection) {
        expect(refused).toEqual(next);
        rejected++;
        break;
      }
      expect(refused).toBeUndefined();
      // Strict (an absent field differs from an undefined one): both folds build their states with one code.
      if (!same(fold.before, state) || !same(fold.after, next)) {
        expect({ hand: hand.hand_id, event: e.index, before: fold.before, after: fold.after }).toEqual({ hand: hand.hand_id, event: e.index, before: state, after: next });
      }
      state = next;
      events++;
    }
  }
  return { events, rejected };
}

/** The findings (or rejections) of the hands through the engine's fold, and through `step` alone. */
function judgedBothWays(ruleset: Ruleset, hands: readonly HandRecord[]): [unknown[], unknown[]] {
  const viaStep: Ruleset = { ...ruleset, engine: { ...ruleset.engine, fold: undefined } };
  const judge = (r: Ruleset) => {
    const runStates: RunStates = new Map();
    return hands.map((h) => judgeHand(h, r, runStates));
  };
  return [judge(ruleset), judge(viaStep)];
}

const fixtures = fixtureHands();

for (const ruleset of RULESETS) {
  describe(`${ruleset.id}: the in-place fold`, () => {
    const own = fixtures.filter((h) => h.ruleset === ruleset.id);

    it('has one', () => {
      expect(typeof ruleset.engine.fold).toBe('function');
    });

    it('gives step\'s states before and after every event of every fixture hand, and its rejections', () => {
      const { events } = compareFolds(ruleset, own);
      expect(own.length).toBeGreaterThan(20);
      expect(events).toBeGreaterThan(300);
    });

    it('gives step\'s states on 2,000 simulated hands with 5 % dealer errors', () => {
      const hands = simulatedHands(ruleset.id);
      expect(hands.length).toBe(2000);
      const { events } = compareFolds(ruleset, hands);
      expect(events).toBeGreaterThan(2000 * 10);
    });

    it('the rules find the same through the fold as through step\'s states', () => {
      const hands = [...own, ...simulatedHands(ruleset.id)];
      const [viaFold, viaStep] = judgedBothWays(ruleset, hands);
      expect(viaFold).toEqual(viaStep);
      const findings = viaFold.reduce<number>((n, o) => n + ((o as { kind: string; findings?: unknown[] }).findings?.length ?? 0), 0);
      expect(findings).toBeGreaterThan(50);
    });
  });
}
