import { NOUNS, count } from '../../engine/core/plural.js';
import { existsSync } from 'node:fs';
import { DEFAULT_DB } from '../../store/db.js';
import { exportStoredRun } from '../../app/export.js';
import { checkOutputs, storeFiles } from '../output-paths.js';
import { noteWrote } from '../say.js';

/** `veedor export RUN --db FILE --out DIR`: the run as files a regulator keeps and checks without the store. */
export function exportCommand(ref: string, o: { db?: string; out: string }): number {
  const dbPath = o.db ?? DEFAULT_DB;
  // The bundle is a new folder (one that exists is refused by exportRun): never where the store's
  // -wal or -journal goes when it is not there at rest, nor through a dangling link.
  if (!existsSync(o.out)) checkOutputs([{ option: '--out', path: o.out, folder: true }], storeFiles(dbPath));
  const { run, manifest: m } = exportStoredRun({ db: dbPath, run: ref, out: o.out });
  const findings = m.files['findings.ndjson']!.rows;
  const hands = m.files['hands.csv']!.rows;
  noteWrote(o.out, {
    es: `ejecución ${run.id}, ${count(findings, NOUNS.finding, 'es')}, ${count(hands, NOUNS.hand, 'es')}, cabeza de la cadena ${m.record_digest}${m.signature ? ' (firmada)' : ''}`,
    en: `run ${run.id}, ${count(findings, NOUNS.finding, 'en')}, ${count(hands, NOUNS.hand, 'en')}, chain head ${m.record_digest}${m.signature ? ' (signed)' : ''}`,
  });
  return 0;
}
