import { openStore, storeError } from '../store/db.js';
import { requireSealed } from '../store/chain.js';
import { resolveRun } from '../store/runs.js';
import { DEFAULT_SHIFTS, summarize } from '../store/summary.js';
import type { GroupBy, Summary } from '../store/summary.js';

export type { GroupBy, Summary } from '../store/summary.js';

export interface SummaryOptions {
  /** The audit store, opened read-only. */
  db: string;
  /** A complete run: its id, a unique prefix, or "latest" (the default). */
  run?: string;
  by: GroupBy;
  /** The hours (0-23, local time of the hand) at which shifts start. */
  shifts?: number[];
}

/** `veedor summary`: a stored run rolled up per dealer, table, day or shift, once its rows are checked against its seal. */
export function summary(o: SummaryOptions): Summary {
  const db = openStore(o.db, { create: false });
  try {
    const run = resolveRun(db, o.run);
    requireSealed(db, run);
    return summarize(db, run, o.by, o.shifts ?? DEFAULT_SHIFTS);
  } catch (e) {
    throw storeError(e, o.db);
  } finally {
    db.close();
  }
}
