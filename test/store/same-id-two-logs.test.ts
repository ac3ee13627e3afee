// hand_id is unique within a log, and a log is one file (the format): two files of a run may each hold a hand of one
// id, each audited. The store keeps each one's findings with its file: a hand's findings (the workbench's hand page,
// `replay --db`) are those of the hand in that log, not both logs' mixed.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { handFindings, handPlace } from '../../store/browse.js';
import { cloneHands, storeAudit, tempDir, writeNdjson } from './helpers.js';

describe('one hand_id in two logs of a run', () => {
  it('both audited, each with its own findings in the store', async () => {
    const dir = tempDir('same-id');
    // The same id, GEN-0000000, in both files: event 22 underpaid by 10.00 in the first, overpaid by 30.00 in the second (minor units).
    const a = writeNdjson(join(dir, 'a.ndjson'), cloneHands(1, { underpayEvery: 1 }));
    const b = writeNdjson(join(dir, 'b.ndjson'), cloneHands(1, { overpayEvery: 1, table: 'PL-09' }));
    const r = await storeAudit(join(dir, 'audit.db'), [a, b], dir);
    try {
      expect(r.run.inputs.map((i) => [i.hands, i.rejected])).toEqual([[1, 0], [1, 0]]);
      const run = r.db.prepare('SELECT seq FROM runs').pluck().get() as number;
      const first = handPlace(r.db, run, 'GEN-0000000')!;
      expect(first.path).toBe(r.run.inputs[0]!.path);
      const inA = handFindings(r.db, run, 'GEN-0000000', r.run.inputs[0]!.path);
      const inB = handFindings(r.db, run, 'GEN-0000000', r.run.inputs[1]!.path);
      expect(inA.map((f) => [f.article, f.event, f.expected, f.actual])).toEqual([['Art. 15º', 22, 10000, 9000]]);
      expect(inB.map((f) => [f.article, f.event, f.expected, f.actual])).toEqual([['Art. 15º', 22, 10000, 13000]]);
      expect(handFindings(r.db, run, 'GEN-0000000')).toHaveLength(2);
    } finally {
      r.db.close();
    }
  });
});
