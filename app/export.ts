import { exportRun } from '../store/bundle.js';
import type { Manifest } from '../store/bundle.js';
import { openStore, storeError } from '../store/db.js';
import { resolveRun } from '../store/runs.js';
import type { CompleteRun } from '../store/runs.js';

/** `veedor export`: a stored run written as files a regulator keeps and checks without the store, in the new folder `out`. */
export function exportStoredRun(o: { db: string; run: string; out: string }): { run: CompleteRun; manifest: Manifest } {
  const db = openStore(o.db, { create: false });
  try {
    const run = resolveRun(db, o.run);
    return { run, manifest: exportRun(db, run, o.out) };
  } catch (e) {
    throw storeError(e, o.db);
  } finally {
    db.close();
  }
}
