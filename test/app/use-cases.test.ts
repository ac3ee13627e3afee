// The library's face driven without the CLI: real values out of app/'s use cases.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { audit, storedRuns, validate, verify } from '../../app/index.js';
import type { Finding } from '../../audit/findings.js';
import { tempDir } from '../helpers/temp.js';
import { reasonText } from '../../engine/core/reasons.js';

const BJ_PAID_EVEN = 'fixtures/pe-pot-luck-black-jack/art13-blackjack-paid-1-to-1.json';

async function findingsOf(run: { findings(): AsyncGenerator<Finding> }): Promise<Finding[]> {
  const out: Finding[] = [];
  for await (const f of run.findings()) out.push(f);
  return out;
}

describe('app: the use cases without the CLI', () => {
  it('audit() finds the blackjack paid 1 to 1 (Art. 13º: 150.00 due on a 100.00 bet, 100.00 paid)', async () => {
    const result = await audit({ files: [BJ_PAID_EVEN] });
    try {
      expect(result.stored).toBeUndefined();
      expect(result.pdfModel).toBeUndefined();
      expect(result.run.summary).toMatchObject({ hands: 1, audited: 1, rejected: 0, findings: 1, hands_with_findings: 1 });
      const [f, ...rest] = await findingsOf(result.run);
      expect(rest).toEqual([]);
      expect(f).toMatchObject({
        hand_id: 'PL-A13-BJ', ruleset: 'pe-pot-luck-black-jack', rule: 'blackjack-pays-3-to-2', article: 'Art. 13º',
        event: 9, seat: 1, hand: 1, spot: 'main', expected: 15000, actual: 10000,
      });
      expect(result.run.inputs.map((i) => [i.path, i.hands, i.rejected])).toEqual([[BJ_PAID_EVEN, 1, 0]]);
    } finally {
      result.dispose();
    }
  });

  it('audit() with a store writes the run that storedRuns() lists and verify() checks against the same file', async () => {
    const db = join(tempDir('app'), 'a.db');
    const result = await audit({ files: [BJ_PAID_EVEN], store: { path: db }, pdf: { casino: 'Casino de prueba' } });
    try {
      expect(result.stored?.mode).toBe('new');
      expect(result.stored?.runId).toBe(result.run.run.id);
      const model = await result.pdfModel!();
      expect(model.chain?.head).toBe(result.stored!.recordDigest);
      expect(model.coverage).toMatchObject({ casino: 'Casino de prueba' });
    } finally {
      result.dispose();
    }
    const runs = storedRuns(db);
    expect(runs.map((r) => [r.id, r.status, r.findings, r.inputs.map((i) => i.path)])).toEqual([[result.run.run.id, 'complete', 1, [BJ_PAID_EVEN]]]);
    const checked = await verify({ db, run: 'latest', inputs: { kind: 'named', paths: [BJ_PAID_EVEN] } });
    expect(checked.kind).toBe('run');
    expect(checked.ok).toBe(true);
    if (checked.kind === 'run') expect(checked.report.reaudit).toMatchObject({ runId: result.run.run.id, findings: 1 });
  });

  it('validate() reads records as the audit does: three bad cards rejected with hand, line and field, one hand valid', async () => {
    const r = await validate({ files: ['fixtures/bad-input/bad-cards.ndjson'] });
    expect(r.rejected).toBe(3);
    const [file] = r.files;
    expect([file!.read, file!.rejected]).toEqual([4, 3]);
    expect(file!.problems.map((p) => [p.kind, p.line, 'handId' in p ? p.handId : undefined, 'field' in p ? p.field : undefined])).toEqual([
      ['invalid', 1, 'CARD-1H', 'events[6].card'],
      ['invalid', 2, 'CARD-ZZ', 'events[6].card'],
      ['invalid', 3, 'CARD-AS-SPACE', 'events[6].card'],
    ]);
    expect(reasonText(file!.problems[0]!.reason)).toContain('"1h" is not a card');
  });
});
