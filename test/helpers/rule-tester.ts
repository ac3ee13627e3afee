import { describe, expect, it } from 'vitest';
import { judgeHand } from '../../audit/judge.js';
import type { Finding } from '../../audit/findings.js';
import { toUnits } from '../../engine/core/money.js';
import type { Ruleset } from '../../rules-catalog/framework/types.js';
import { toRecord } from './hand.js';
import { reasonText } from '../../engine/core/reasons.js';

/** What a test asserts of a finding: values, never the rendered sentence. */
export interface ExpectedFinding {
  rule: string;
  article: string;
  event?: number;
  seat?: number;
  hand?: number;
  expected?: number;
  actual?: number;
  severity?: 'error' | 'warning';
}

export interface RuleCases {
  valid: { name: string; hand: Record<string, unknown> }[];
  invalid: { name: string; hand: Record<string, unknown>; findings: ExpectedFinding[] }[];
}

/** All findings of one audited hand (throws if the hand is rejected). */
export function findingsOf(ruleset: Ruleset, raw: Record<string, unknown>): Finding[] {
  const outcome = judgeHand(toRecord(raw), ruleset, new Map());
  if (outcome.kind === 'rejected') throw new Error(`hand rejected: event ${outcome.event} ${reasonText(outcome.reason)}`);
  return outcome.findings;
}

export function shape(f: Finding): ExpectedFinding {
  const o: ExpectedFinding = { rule: f.rule, article: f.article };
  if (f.event !== undefined) o.event = f.event;
  if (f.seat !== undefined) o.seat = f.seat;
  if (f.hand !== undefined) o.hand = f.hand;
  if (f.expected !== undefined) o.expected = toUnits(f.expected);
  if (f.actual !== undefined) o.actual = toUnits(f.actual);
  if (f.severity === 'warning') o.severity = 'warning';
  return o;
}

/**
 * ESLint RuleTester style: valid hands give no finding of the rule; invalid
 * hands give exactly the listed findings of the rule (other rules' findings
 * on the same hand are checked separately, by the golden fixtures).
 */
export function testRule(ruleset: Ruleset, ruleId: string, cases: RuleCases): void {
  if (!ruleset.rules.some((r) => r.id === ruleId)) throw new Error(`no rule ${ruleId} in ${ruleset.id}`);
  describe(`${ruleset.id} / ${ruleId}`, () => {
    for (const c of cases.valid) {
      it(`valid: ${c.name}`, () => {
        expect(findingsOf(ruleset, c.hand).filter((f) => f.rule === ruleId).map(shape)).toEqual([]);
      });
    }
    for (const c of cases.invalid) {
      it(`invalid: ${c.name}`, () => {
        expect(findingsOf(ruleset, c.hand).filter((f) => f.rule === ruleId).map(shape)).toEqual(c.findings);
      });
    }
  });
}
