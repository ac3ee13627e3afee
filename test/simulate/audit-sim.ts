import { normalizeHand } from '../../engine/input/normalize.js';
import { judgeHand } from '../../audit/judge.js';
import type { Finding } from '../../audit/findings.js';
import type { LogHand } from '../../simulate/core/types.js';
import { DEFAULT_RULESETS } from '../../rules-catalog/index.js';
import { rulesetById } from '../../rules-catalog/index.js';
import { reasonText } from '../../engine/core/reasons.js';

/**
 * Audits simulated hands in memory, as the pipeline does each hand (normalize,
 * then replay through the ruleset's engine and rules, one run state for the
 * whole list); a hand that cannot be read or replayed is a failure of the
 * simulator and throws with the reason.
 */
export function auditInMemory(hands: readonly LogHand[], runStates = new Map<string, Map<string, unknown>>()): Map<string, Finding[]> {
  const out = new Map<string, Finding[]>();
  hands.forEach((raw, i) => {
    const n = normalizeHand(raw, { path: 'simulated', index: i }, { defaultRuleset: (g) => DEFAULT_RULESETS[g] });
    if (!n.ok) throw new Error(`${raw.hand_id} is not valid input: ${n.problem.field ?? ''} ${reasonText(n.problem.reason)}`);
    const ruleset = rulesetById(n.hand.ruleset);
    if (!ruleset) throw new Error(`no ruleset ${n.hand.ruleset}`);
    const o = judgeHand(n.hand, ruleset, runStates);
    if (o.kind === 'rejected') throw new Error(`${raw.hand_id} rejected at event ${o.event}: ${reasonText(o.reason)}\n${JSON.stringify(raw)}`);
    out.set(raw.hand_id, o.findings);
  });
  return out;
}

/** A finding in brief, for assertion messages. */
export function brief(f: Finding): string {
  return `${f.rule} (${f.article})${f.event !== undefined ? ` @${f.event}` : ''}: ${f.message.en}`;
}
