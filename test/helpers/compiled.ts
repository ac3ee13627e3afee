// Hands to hold compiled rules to (test/audit/compiled-rules.test.ts, test/meta/compiled-rules.test.ts): a rule
// compiled once per run must find, hand by hand, what it finds compiled afresh for every hand.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { forgetCompiledRules, judgeHand } from '../../audit/judge.js';
import type { HandOutcome, RunStates } from '../../audit/judge.js';
import type { HandRecord } from '../../engine/core/types.js';
import { normalizeHand } from '../../engine/input/normalize.js';
import { DEFAULT_RULESETS } from '../../rules-catalog/index.js';
import type { Ruleset } from '../../rules-catalog/framework/types.js';
import { simulate } from '../../simulate/core/run.js';
import { simulatorFor } from '../../simulate/registry.js';

/** Every hand of the JSON-array logs under a fixture folder (goldens and expected reports left out), as written. */
export function fixtureHands(dir: string): unknown[] {
  const out: unknown[] = [];
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    if (!name.endsWith('.json') || name.includes('expected')) continue;
    try {
      const v = JSON.parse(readFileSync(join(dir, name), 'utf8'));
      if (Array.isArray(v)) out.push(...v);
    } catch { /* not a hand log */ }
  }
  return out;
}

/** A catalog's hands: its fixtures', then simulated ones with faults on a fifth of the rounds (every fault kind). */
export function handsOf(ruleset: Ruleset): HandRecord[] {
  const raw = fixtureHands(join('fixtures', ruleset.id));
  const sim = simulatorFor(ruleset.id);
  if (sim) for (const seed of [11, 12]) for (const h of simulate(sim, { hands: 150, tables: 3, seed, faultRate: 0.2 })) raw.push(h.hand);
  // And each hand cut short at both ends (its first event dropped; its second half alone): hands that meet a rule
  // in a state a whole hand never leaves it in (a count with no new decks before it), where a state kept from the
  // hand before would show.
  for (const r of [...raw]) {
    const events = (r as { events?: unknown[] }).events;
    if (!Array.isArray(events) || events.length < 2) continue;
    raw.push({ ...(r as object), events: events.slice(1) }, { ...(r as object), events: events.slice(Math.ceil(events.length / 2)) });
  }
  const hands: HandRecord[] = [];
  raw.forEach((r, i) => {
    const n = normalizeHand(r, { path: 'test', index: i }, { defaultRuleset: (g) => DEFAULT_RULESETS[g] });
    if (n.ok && n.hand.ruleset === ruleset.id) hands.push(n.hand);
  });
  return hands;
}

/** What a hand's judgment says, without the engine's final state (one object the next hand's fold changes). */
export function said(o: HandOutcome): unknown {
  return o.kind === 'audited' ? { kind: o.kind, findings: o.findings, skipped: o.skippedProcedureRules } : o;
}

export function judgeAll(hands: readonly HandRecord[], ruleset: Ruleset, compileEachHand: boolean, counted = false): unknown[] {
  const runStates: RunStates = new Map();
  return hands.map((h) => {
    if (compileEachHand) forgetCompiledRules(runStates);
    return said(judgeHand(h, ruleset, runStates, counted));
  });
}

