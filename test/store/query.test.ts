import { beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../store/db.js';
import { articleKey, queryFindings } from '../../store/query.js';
import type { FindingFilter } from '../../store/query.js';
import { resolveRun } from '../../store/runs.js';
import { buildDataset, cli } from './helpers.js';
import type { Dataset } from './helpers.js';

// These cases assert the English one-line errors and listings: Spanish is the default (cli/lang.ts).
process.env['VEEDOR_LANG'] = 'en';

let ds: Dataset;
beforeAll(async () => {
  ds = await buildDataset();
});

/** hand_ids of the findings that match, in order. */
function hands(filter: FindingFilter): (string | null)[] {
  const db = openStore(ds.dbPath, { create: false });
  try {
    return [...queryFindings(db, filter)].map((f) => f.finding.hand_id);
  } finally {
    db.close();
  }
}

function seqOf(id: string): number {
  const db = openStore(ds.dbPath, { create: false });
  try {
    return resolveRun(db, id).seq;
  } finally {
    db.close();
  }
}

const NOV_A = ['A-0000000', 'A-0000008', 'A-0000016'];
const NOV_B = ['B-0000000', 'B-0000004', 'B-0000008', 'B-0000012', 'B-0000016'];
const DEC = ['DEC-0000000', 'DEC-0000004', 'DEC-0000008'];

describe('stored findings: each filter', () => {
  it('no filter: every complete run, in run then finding order (the unreadable line is a file-level input finding)', () => {
    expect(hands({})).toEqual([...NOV_A, ...NOV_B, null, ...DEC]);
  });

  it('by run (id, prefix, latest)', () => {
    expect(hands({ runSeqs: [seqOf(ds.nov)] })).toEqual([...NOV_A, ...NOV_B, null]);
    expect(hands({ runSeqs: [seqOf(ds.dec.slice(0, 6))] })).toEqual(DEC);
    expect(hands({ runSeqs: [seqOf('latest')] })).toEqual(DEC);
  });

  it('by ruleset', () => {
    expect(hands({ ruleset: 'pe-pot-luck-black-jack' })).toEqual([...NOV_A, ...NOV_B, ...DEC]);
    expect(hands({ ruleset: 'pe-poker-caribeno' })).toEqual([]);
  });

  it('by article, as cited or loosely', () => {
    for (const a of ['Art. 15º', 'art 15', '15', 'ART.15']) expect(hands({ article: a }), a).toEqual([...NOV_A, ...NOV_B, ...DEC]);
    expect(hands({ article: 'Art. 13º' })).toEqual([]);
    expect(hands({ article: 'Formato v1' })).toEqual([null]);
    expect(articleKey('Art. 10-10.15(B)(6)')).toBe('10-10.15(b)(6)');
  });

  it('by category and rule', () => {
    expect(hands({ category: 'input' })).toEqual([null]);
    expect(hands({ category: 'payout' })).toEqual([...NOV_A, ...NOV_B, ...DEC]);
    expect(hands({ category: 'procedure' })).toEqual([]);
    expect(hands({ rule: 'win-pays-1-to-1' })).toHaveLength(11);
  });

  it('by table, dealer and hand', () => {
    expect(hands({ table: 'PL-09' })).toEqual(NOV_B);
    expect(hands({ table: 'PL-03' })).toEqual([...NOV_A, ...DEC]);
    expect(hands({ dealer: 'D-311' })).toEqual([...NOV_A, ...DEC]);
    expect(hands({ dealer: 'D-208' })).toEqual([]);
    expect(hands({ hand: 'B-0000012' })).toEqual(['B-0000012']);
  });

  it('by date range (inclusive, the hand\'s local date)', () => {
    expect(hands({ from: '2026-11-15', to: '2026-11-30' })).toEqual(NOV_B);
    expect(hands({ from: '2026-12-01' })).toEqual(DEC);
    expect(hands({ to: '2026-11-06' })).toEqual(NOV_A);
    expect(hands({ from: '2026-11-07', to: '2026-11-19' })).toEqual([]);
  });

  it('filters combine', () => {
    expect(hands({ dealer: 'D-311', from: '2026-12-01', article: '15' })).toEqual(DEC);
    expect(hands({ runSeqs: [seqOf(ds.nov)], dealer: 'D-311' })).toEqual(NOV_A);
  });
});

describe('veedor findings (CLI)', () => {
  it('--format json: the findings format\'s fields plus run_id, and the count', () => {
    const r = cli(['findings', '--db', 'q.db', '--dealer', 'D-500', '--format', 'json', '--lang', 'en'], ds.dir);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as { count: number; filters: unknown; findings: Record<string, unknown>[] };
    expect(doc.count).toBe(5);
    expect(doc.filters).toEqual({ dealer: 'D-500' });
    expect(doc.findings[0]).toMatchObject({
      run_id: ds.nov, hand_id: 'B-0000000', event: 22, ruleset: 'pe-pot-luck-black-jack', rule: 'win-pays-1-to-1', article: 'Art. 15º',
      category: 'payout', severity: 'error', seat: 4, hand: 2, spot: 'main', expected: 100, actual: 130, difference: 30, owed_to_player: -30,
      source: { path: 'logs/nov.ndjson', line: 21, index: 20 }, table_id: 'PL-09', dealer_id: 'D-500', started_at: '2026-11-20T20:21:01-05:00',
    });
  });

  it('--format csv: a header and one row per finding', () => {
    const r = cli(['findings', '--db', 'q.db', '--run', ds.dec, '--format', 'csv'], ds.dir);
    const rows = r.stdout.trimEnd().split('\r\n');
    expect(rows[0]).toMatch(/^run_id,hand_id,event,ruleset,rule,article,/);
    expect(rows.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual(DEC.map((h) => `${ds.dec},${h}`));
  });

  it('--format text, and a clear exit 2 for a bad filter', () => {
    const r = cli(['findings', '--db', 'q.db', '--category', 'input', '--lang', 'en'], ds.dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Unreadable record (logs/nov.ndjson:41)');
    expect(r.stdout).toMatch(/1 findings\n$/);
    expect(cli(['findings', '--db', 'q.db', '--to', '2026-02-30'], ds.dir)).toMatchObject({ code: 2, stderr: expect.stringMatching(/--to 2026-02-30: expected a date/) });
    expect(cli(['findings', '--db', 'q.db', '--from', '2026-12-02', '--to', '2026-12-01'], ds.dir).code).toBe(2);
    expect(cli(['findings', '--db', 'q.db', '--category', 'money'], ds.dir).code).toBe(2);
    expect(cli(['findings', '--db', 'q.db', '--run', 'R-ffff'], ds.dir)).toMatchObject({ code: 2, stderr: expect.stringMatching(/no complete run "R-ffff"/) });
  });
});
