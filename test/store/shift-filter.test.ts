// The shift filter (veedor findings --shift, the workbench's shift bars): a shift that runs past midnight
// holds the start day's late hours and the next day's early ones, and nothing else.
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { openStore } from '../../store/db.js';
import { parseShift, queryFindings } from '../../store/query.js';
import { summarize } from '../../store/summary.js';
import { resolveRun } from '../../store/runs.js';
import type { CompleteRun } from '../../store/runs.js';
import { cli, cloneHands, storeAudit, tempDir, writeNdjson } from './helpers.js';

process.env['VEEDOR_LANG'] = 'en';

let dir: string;
let dbPath: string;
let runId: string;

/** Four under-paid hands (10 owed each): 21:00 and 23:30 on 5 Nov, 02:00 and 10:00 on 6 Nov, Lima time. */
const TIMES = ['2026-11-05T21:00:00-05:00', '2026-11-05T23:30:00-05:00', '2026-11-06T02:00:00-05:00', '2026-11-06T10:00:00-05:00'];

beforeAll(async () => {
  dir = tempDir('shift');
  // cloneHands: every 4th hand (0, 4, 8, 12) is the under-paid copy of the first example.
  const hands = cloneHands(16, { prefix: 'S', underpayEvery: 4 });
  TIMES.forEach((t, i) => { hands[i * 4]!['started_at'] = t; });
  writeNdjson(join(dir, 'shift.ndjson'), hands);
  dbPath = join(dir, 's.db');
  const r = await storeAudit(dbPath, ['shift.ndjson'], dir);
  runId = r.run.run.id;
  r.db.close();
});

function hands(shift: string): (string | null)[] {
  const db = openStore(dbPath, { create: false });
  try {
    return [...queryFindings(db, { shift })].map((f) => f.finding.hand_id);
  } finally {
    db.close();
  }
}

describe('the shift filter', () => {
  it('parses a shift as the summary names it, and refuses anything else', () => {
    expect(parseShift('2026-11-05 22-06')).toEqual({ day: '2026-11-05', from: 22, to: 6 });
    expect(parseShift('2026-11-05 06-14')).toEqual({ day: '2026-11-05', from: 6, to: 14 });
    for (const bad of ['2026-11-05', '2026-02-30 06-14', '2026-11-05 24-06', '2026-11-05 6-14', '2026-11-05 06-25', "2026-11-05 06-14' OR 1=1"]) {
      expect(parseShift(bad)).toBeUndefined();
    }
  });

  it('22-06 of 5 November: 23:30 that night and 02:00 the next morning, not 21:00 nor 10:00', () => {
    expect(hands('2026-11-05 22-06')).toEqual(['S-0000004', 'S-0000008']);
    expect(hands('2026-11-05 14-22')).toEqual(['S-0000000']);
    expect(hands('2026-11-06 06-14')).toEqual(['S-0000012']);
    // The early hours of the 6th belong to the shift that began on the 5th, not to a shift of the 6th.
    expect(hands('2026-11-06 22-06')).toEqual([]);
  });

  it('each shift the summary names selects exactly the findings the summary counts in it', () => {
    const db = openStore(dbPath, { create: false });
    try {
      const run = resolveRun(db, runId) as CompleteRun;
      const s = summarize(db, run, 'shift');
      expect(s.rows.map((r) => [r.key, r.findings])).toEqual([['2026-11-05 14-22', 1], ['2026-11-05 22-06', 2], ['2026-11-06 06-14', 1], ['2026-11-06 14-22', 0]]);
      for (const r of s.rows) expect(hands(r.key)).toHaveLength(r.findings);
    } finally {
      db.close();
    }
  });

  it('veedor findings --shift: the same hands; a malformed shift is one line and exit 2', () => {
    const ok = cli(['findings', '--db', dbPath, '--shift', '2026-11-05 22-06', '--format', 'csv'], dir);
    expect(ok.code).toBe(0);
    const rows = ok.stdout.trim().split(/\r?\n/).slice(1);
    expect(rows.map((r) => /S-\d{7}/.exec(r)?.[0])).toEqual(['S-0000004', 'S-0000008']);
    const bad = cli(['findings', '--db', dbPath, '--shift', '2026-11-05'], dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toContain('--shift 2026-11-05: expected a day and its hours');
  });
});
