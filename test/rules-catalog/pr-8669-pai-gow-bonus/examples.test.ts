import { describe, expect, it } from 'vitest';
import { runAudit } from '../../../audit/run.js';
import { RULESETS } from '../../../rules-catalog/index.js';
import { exampleLog } from '../../helpers/examples.js';

const example = exampleLog('pr-8669-pai-gow-bonus');

describe('the clean example log (fixtures/examples/pr-8669-pai-gow-bonus.ndjson)', () => {
  it('audit with zero findings, every hand audited', async () => {
    const run = await runAudit({ paths: [example], rulesets: RULESETS });
    const findings = [];
    for await (const f of run.findings()) findings.push(f);
    run.dispose();
    expect(findings).toEqual([]);
    expect(run.summary).toMatchObject({ hands: 2, audited: 2, rejected: 0, findings: 0 });
    expect(run.run.rulesets).toEqual({ 'pr-8669-pai-gow-bonus': '1.0.0' });
  });
});
