import { existsSync } from 'node:fs';
import { DEFAULT_DB } from '../../store/db.js';
import { exportStoredRun } from '../../app/export.js';
import { checkOutputs, storeFiles } from '../output-paths.js';

/** `veedor export RUN --db FILE --out DIR`: the run as files a regulator keeps and checks without the store. */
export function exportCommand(ref: string, o: { db?: string; out: string }): number {
  const dbPath = o.db ?? DEFAULT_DB;
  // The bundle is a new folder (one that exists is refused by exportRun): never where the store's
  // -wal or -journal goes when it is not there at rest, nor through a dangling link.
  if (!existsSync(o.out)) checkOutputs([{ option: '--out', path: o.out }], storeFiles(dbPath));
  const { run, manifest: m } = exportStoredRun({ db: dbPath, run: ref, out: o.out });
  process.stderr.write(`veedor: wrote ${o.out}: run ${run.id}, ${m.files['findings.ndjson']!.rows} findings, ${m.files['hands.csv']!.rows} hands, ` +
    `chain head ${m.record_digest}${m.signature ? ' (signed)' : ''}\n`);
  return 0;
}
