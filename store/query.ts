import type { Finding } from '../audit/findings.js';
import type { Db } from './db.js';
import { findingSelect, rowToFinding } from './rows.js';
import type { FindingRow } from './rows.js';
import { filterWhere } from './finding-filter.js';
import type { FindingFilter } from './finding-filter.js';

// The filter moved to finding-filter.ts (one table of its fields); its importers still find it here.
export { articleKey, filterWhere, parseShift } from './finding-filter.js';
export type { FindingFilter, ShiftSpan } from './finding-filter.js';

export interface StoredFinding {
  runId: string;
  finding: Finding;
  currency: string | null;
}

/** The stored findings that match, in run order then finding order; streamed, so any number fit. */
export function* queryFindings(db: Db, filter: FindingFilter): Generator<StoredFinding> {
  const { where, params } = filterWhere(db, filter);
  const sql = `SELECT r.id AS run_id, ${findingSelect(db, 'f')}
    FROM findings f JOIN runs r ON r.seq = f.run_seq WHERE ${where} ORDER BY f.run_seq, f.seq`;
  for (const row of db.prepare(sql).iterate(...params) as IterableIterator<FindingRow & { run_id: string }>) {
    yield { runId: row.run_id, finding: rowToFinding(row), currency: row.currency };
  }
}

/** Every stored finding of one run, in order (what its findings digest was computed over). */
export function* runFindings(db: Db, runSeq: number): Generator<Finding> {
  const stmt = db.prepare(`SELECT ${findingSelect(db)} FROM findings WHERE run_seq = ? ORDER BY seq`);
  for (const row of stmt.iterate(runSeq) as IterableIterator<FindingRow>) yield rowToFinding(row);
}
