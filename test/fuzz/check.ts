import { judgeHand } from '../../audit/judge.js';
import type { Finding } from '../../audit/findings.js';
import { normalizeHand } from '../../engine/input/normalize.js';
import { DEFAULT_RULESETS } from '../../rules-catalog/index.js';
import type { HandRecord } from '../../engine/core/types.js';
import type { Ruleset } from '../../rules-catalog/framework/types.js';
import { reasonText } from '../../engine/core/reasons.js';

/** Freezes a value and everything it reaches: a step or rule that mutates a state then throws (ESM is strict). */
export function deepFreeze<T>(v: T, seen = new WeakSet<object>()): T {
  if (typeof v !== 'object' || v === null || seen.has(v)) return v;
  seen.add(v);
  for (const k of Reflect.ownKeys(v)) deepFreeze((v as Record<PropertyKey, unknown>)[k], seen);
  return Object.freeze(v);
}

/** The ruleset with an engine that freezes every state it is given and returns: purity checked on each step, and a rule that wrote a state would throw. */
export function frozenRuleset(r: Ruleset): Ruleset {
  return {
    ...r,
    engine: {
      ...r.engine,
      init: (h) => deepFreeze(r.engine.init(h)),
      step: (s, e) => deepFreeze(r.engine.step(deepFreeze(s), e)),
      // The audit folds through `step` here, so that every step's purity is checked (the in-place fold is
      // held to the same states by test/engine/folds.test.ts).
      fold: undefined,
    },
  };
}

const LEFTOVER = /\{\w+\}|undefined|NaN|\[object Object\]/;

/** A plain check: vitest's expect costs more than a replay, and these run hundreds of thousands of times. */
function must(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

/** The format's own checks (audit/shoe-continuity.ts, audit/seats-of-table.ts), by the Ruleset flag that turns each on. */
const FORMAT_CHECKS: Record<string, 'shoeContinuity' | 'seatsOfTable'> = { 'shoe-continuity': 'shoeContinuity', 'seat-beyond-table': 'seatsOfTable' };

/** What every finding about an audited hand must be, whatever the input. */
export function checkFinding(f: Finding, ruleset: Ruleset, events: number): void {
  const format = FORMAT_CHECKS[f.rule];
  if (format !== undefined) {
    // A check of the log format itself, for a catalog whose text has no article on it: it cites the format.
    must(ruleset[format] !== undefined, `${f.rule} in ${ruleset.id}, which does not check it by the format`);
    must(f.article === 'Formato v1' && f.category === 'integrity' && f.ruleset === ruleset.id, `${f.rule}: article ${f.article}, category ${f.category}, ruleset ${f.ruleset}`);
  } else {
    const rule = ruleset.rules.find((r) => r.id === f.rule);
    must(rule !== undefined, `finding of an unknown rule ${f.rule}`);
    must(f.article === rule!.article && f.ruleset === ruleset.id, `${f.rule}: article ${f.article}, ruleset ${f.ruleset}`);
  }
  if (f.event !== undefined) must(Number.isInteger(f.event) && f.event >= 1 && f.event <= events + 1, `${f.rule}: event ${f.event} of ${events}`);
  for (const k of ['expected', 'actual', 'difference', 'owed_to_player'] as const) {
    if (f[k] !== undefined) must(Number.isSafeInteger(f[k]), `${f.rule}: ${k} = ${f[k]}`);
  }
  for (const lang of ['es', 'en'] as const) {
    must(f.message[lang].length > 0 && !LEFTOVER.test(f.message[lang]), `${f.rule} ${lang}: ${f.message[lang]}`);
  }
}

export type CaseOutcome = { kind: 'schema' } | { kind: 'rejected'; event?: number } | { kind: 'audited'; findings: Finding[] };

/**
 * One hand through normalisation and replay, as the pipeline runs it: it
 * must end audited or rejected, never throw, never hit the replay's
 * internal-error net (an engine must return an EngineRejection; a rule must
 * not throw), and every finding must be well-formed.
 */
export function auditOne(raw: unknown, ruleset: Ruleset, runStates: Map<string, Map<string, unknown>>): CaseOutcome {
  const n = normalizeHand(raw, { path: 'fuzz', line: 1 }, { defaultRuleset: (g) => DEFAULT_RULESETS[g] });
  if (!n.ok) {
    must(reasonText(n.problem.reason).length > 0, 'a schema problem without a reason');
    return { kind: 'schema' };
  }
  const hand: HandRecord = { ...n.hand, ruleset: ruleset.id };
  const outcome = judgeHand(hand, ruleset, runStates);
  if (outcome.kind === 'rejected') {
    must(outcome.reason.code !== 'judge.internal', `the replay's internal-error net caught a throw: ${reasonText(outcome.reason)}`);
    must(reasonText(outcome.reason).length > 0, 'a rejection without a reason');
    if (outcome.event !== undefined) must(outcome.event >= 1 && outcome.event <= hand.events.length, `rejected at event ${outcome.event} of ${hand.events.length}`);
    return { kind: 'rejected', event: outcome.event };
  }
  for (const f of outcome.findings) checkFinding(f, ruleset, hand.events.length);
  return { kind: 'audited', findings: outcome.findings };
}
