import { describe, expect, it } from 'vitest';
import { judgeHand } from '../../../audit/judge.js';
import { toRecord } from '../../helpers/hand.js';
import { testRule } from '../../helpers/rule-tester.js';
import { D6, burning } from './hands.js';

testRule(D6, 'posted-burn-rule', {
  valid: [
    { name: 'no posted rule', hand: burning(10) },
    { name: 'a known posted rule', hand: burning(12, 'rank-value') },
  ],
  invalid: [
    { name: 'a table posting that nothing is burned: against Art. 5º g (the burn judged by the catalog\'s rule)', hand: burning(10, 'none'), findings: [{ rule: 'posted-burn-rule', article: 'Art. 5º' }] },
    { name: 'a posted rule Veedor cannot read: a warning', hand: burning(10, 'dealer\'s choice'), findings: [{ rule: 'posted-burn-rule', article: 'Art. 5º', severity: 'warning' }] },
  ],
});

describe('posted-burn-rule across hands', () => {
  it('is reported once per table and posting', () => {
    const runStates = new Map<string, Map<string, unknown>>();
    const count = (h: Record<string, unknown>) => {
      const out = judgeHand(toRecord(h), D6, runStates);
      return out.kind === 'audited' ? out.findings.filter((f) => f.rule === 'posted-burn-rule').length : -1;
    };
    expect([count({ ...burning(10, 'none'), hand_id: 'A' }), count({ ...burning(10, 'none'), hand_id: 'B' }), count({ ...burning(10, 'nada'), hand_id: 'C' })]).toEqual([1, 0, 1]);
  });
});
