import { openStore } from '../store/db.js';
import { requireSealed } from '../store/chain.js';
import { queryFindings } from '../store/query.js';
import type { FindingFilter, StoredFinding } from '../store/query.js';
import { listRuns, resolveRun, storedInputFiles } from '../store/runs.js';

export type { FindingFilter, StoredFinding } from '../store/query.js';

export interface FindingsQuery {
  /** One run (its id, a unique prefix, or "latest"); default: every complete run. */
  run?: string;
  filter: Omit<FindingFilter, 'runSeqs'>;
}

/** The audit store at `db` opened read-only for `veedor findings`; `query` reads it, `close` when done. */
export interface FindingsStore {
  /** The findings that match, streamed in run order then finding order, and the filters as the report names them. */
  query(q: FindingsQuery): { findings: Iterable<StoredFinding>; filters: Record<string, unknown> };
  /** The logs the store's runs audited, where they were audited: evidence no output may replace. */
  inputFiles(): string[];
  close(): void;
}

export function openFindings(db: string): FindingsStore {
  const store = openStore(db, { create: false });
  return {
    query(q) {
      // Every run whose rows are read must match its seal: a run asked for, or every complete run.
      const runs = q.run !== undefined ? [resolveRun(store, q.run)] : listRuns(store).filter((r) => r.status === 'complete');
      // No complete run (an interrupted audit only): said as every other command says it, never an empty answer
      // that reads as a clean audit.
      if (runs.length === 0) resolveRun(store);
      for (const r of runs) requireSealed(store, r);
      const filter: FindingFilter = { ...q.filter };
      if (q.run !== undefined) filter.runSeqs = [runs[0]!.seq];
      const filters = Object.fromEntries(Object.entries({ run: q.run, ...filter, runSeqs: undefined }).filter(([, v]) => v !== undefined));
      return { findings: queryFindings(store, filter), filters };
    },
    inputFiles: () => storedInputFiles(store),
    close: () => store.close(),
  };
}
