// A log of tiny records: every `{}` is a record, rejected with an input finding of a few hundred bytes, so a 1 MB
// read holds some 330,000 findings. The run's findings wait in a spill file, written through a write stream that
// queued every block in memory until the next read of the log let it drain: a million `{}` (3 MB of log) peaked at
// 550 MB of resident memory (a 3 MB JSON array of them, 514 MB), against the 150 MB of a 39 MB log of real hands.
// Brief non-negotiable 5: memory must not grow with the file. The spill is now written a block at a time as the
// findings come: what waits is one block (64 KB). Counts reconcile: every record rejected, none lost.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAudit } from '../../../audit/run.js';
import { RULESETS } from '../../../rules-catalog/index.js';
import { tempDir } from '../../helpers/audit-files.js';

describe('150,000 records of two bytes each', () => {
  it('every one rejected with its line; the memory held outside the heap while findings come stays under 16 MB', async () => {
    const dir = tempDir();
    const n = 150_000;
    const path = join(dir, 'tiny.ndjson');
    writeFileSync(path, '{}\n'.repeat(n));
    let peak = 0;
    let seen = 0;
    const run = await runAudit({
      paths: [path],
      rulesets: RULESETS,
      onFinding: () => {
        // Buffers waiting to be written are array buffers outside V8's heap.
        if (++seen % 1000 === 0) peak = Math.max(peak, process.memoryUsage().arrayBuffers);
      },
    });
    try {
      expect([run.summary.hands, run.summary.audited, run.summary.rejected, run.summary.findings]).toEqual([n, 0, n, n]);
      let last: { line?: number; field?: string } | undefined;
      let count = 0;
      for await (const f of run.findings()) {
        count++;
        last = { line: f.source.line, field: f.field };
      }
      expect(count).toBe(n);
      expect(last).toEqual({ line: n, field: 'hand_id' });
      expect(seen).toBe(n);
      expect(peak).toBeLessThan(16 * 1024 * 1024);
    } finally {
      run.dispose();
    }
  }, 120_000);
});
