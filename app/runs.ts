import { openStore, storeError } from '../store/db.js';
import { listRuns, runInputs } from '../store/runs.js';
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
