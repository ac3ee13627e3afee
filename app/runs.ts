import { openStore, storeError } from '../store/db.js';
import { listRuns, runInputs, storedInputFiles } from '../store/runs.js';
import { existsSync } from 'node:fs';
import type { RunListing } from '../reports/listings/runs.js';

export type { RunListing } from '../reports/listings/runs.js';

/** `veedor runs`: the runs in the audit store at `db` (opened read-only), complete and incomplete, with their inputs. */
export function storedRuns(db: string): RunListing[] {
  const store = openStore(db, { create: false });
  try {
    return listRuns(store).map((r) => ({ ...r, inputs: runInputs(store, r.seq) }));
  } catch (e) {
    throw storeError(e, db);
  } finally {
    store.close();
  }
}

/**
 * The logs the runs of the store at `db` audited (opened read-only): evidence an output may not replace. None
 * when there is no store there yet, or it cannot be read as one (the command's own opening says why).
 */
export function auditedLogs(db: string): string[] {
  if (!existsSync(db)) return [];
  let store;
  try {
    store = openStore(db, { create: false });
  } catch {
    return [];
  }
  try {
    return storedInputFiles(store);
  } catch {
    return [];
  } finally {
    store.close();
  }
}
