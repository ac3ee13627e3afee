// `veedor replay <run-id|latest> <hand> --db FILE`: the stored run knows which of its logs holds the hand
// and at which line (the store's hand index); the log is found at its stored path (under the directory
// the audit ran in, never outside it) and checked against its stored SHA-256 before it is replayed.
import { openStore, StoreError } from '../store/db.js';
import { resolveRun, runInputs } from '../store/runs.js';
import { checkInputFiles, inputRoot } from '../store/verify.js';
import type { LogFormat } from '../engine/input/readers.js';

/** Where a stored run's hand is: its log, found and checked, the format it was read as, and its line. */
export interface StoredHandPlace {
  runId: string;
  path: string;
  format: LogFormat;
  line: number;
  sha256: string;
}

export async function locateStoredHand(o: { db: string; run: string; handId: string; root?: string }): Promise<StoredHandPlace> {
  const db = openStore(o.db, { create: false });
  try {
    const run = resolveRun(db, o.run);
    const at = db.prepare(`SELECT ri.position AS position, h.line AS line FROM run_inputs ri
      JOIN hands h ON h.input_id = ri.input_id AND h.format = ri.format
      JOIN run_hands rh ON rh.run_seq = ri.run_seq AND rh.input_pos = ri.position AND rh.idx = h.idx
      WHERE ri.run_seq = ? AND h.hand_id = ? ORDER BY ri.position, h.idx LIMIT 1`).get(run.seq, o.handId) as { position: number; line: number } | undefined;
    if (!at) throw new StoreError(`hand ${o.handId} is not among the hands run ${run.id} audited`);
    const input = runInputs(db, run.seq).find((i) => i.position === at.position)!;
    const [check] = await checkInputFiles([input], inputRoot(run, o.root));
    if (check!.status === 'missing') throw new StoreError(`run ${run.id} read ${input.path}, which is not at ${check!.resolved} now (--root: where the run's logs are now)`);
    if (check!.status === 'outside') throw new StoreError(`run ${run.id} read ${input.path}: ${check!.resolved}`);
    if (check!.status === 'changed') throw new StoreError(`${check!.resolved} has changed since run ${run.id} read it (SHA-256 ${check!.sha256!.slice(0, 16)}…, stored ${input.sha256.slice(0, 16)}…): not replayed`);
    return { runId: run.id, path: check!.resolved, format: input.format as LogFormat, line: at.line, sha256: input.sha256 };
  } finally {
    db.close();
  }
}
