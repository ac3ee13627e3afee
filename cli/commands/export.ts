import { existsSync } from 'node:fs';
import type { Lang } from '../../engine/core/engine-types.js';
import { exportRun } from '../../store/bundle.js';
import type { BundleCheck } from '../../store/bundle.js';
import { DEFAULT_DB, openStore, storeError } from '../../store/db.js';
import { resolveRun } from '../../store/runs.js';
import { checkOutputs, storeFiles } from '../output-paths.js';

/** `veedor export RUN --db FILE --out DIR`: the run as files a regulator keeps and checks without the store. */
export function exportCommand(ref: string, o: { db?: string; out: string }): number {
  const dbPath = o.db ?? DEFAULT_DB;
  // The bundle is a new folder (one that exists is refused by exportRun): never where the store's
  // -wal or -journal goes when it is not there at rest, nor through a dangling link.
  if (!existsSync(o.out)) checkOutputs([{ option: '--out', path: o.out }], storeFiles(dbPath));
  const db = openStore(dbPath, { create: false });
  try {
    const run = resolveRun(db, ref);
    const m = exportRun(db, run, o.out);
    process.stderr.write(`veedor: wrote ${o.out}: run ${run.id}, ${m.files['findings.ndjson']!.rows} findings, ${m.files['hands.csv']!.rows} hands, ` +
      `chain head ${m.record_digest}${m.signature ? ' (signed)' : ''}\n`);
    return 0;
  } catch (e) {
    throw storeError(e, dbPath);
  } finally {
    db.close();
  }
}

const T = {
  es: { title: 'Verificación del paquete', run: 'ejecución', head: 'cabeza de la cadena', ok: 'VERIFICADO: los archivos son los sellados', bad: 'NO VERIFICADO',
    sig: 'Firma', findings: 'hallazgos' },
  en: { title: 'Verifying bundle', run: 'run', head: 'chain head', ok: 'VERIFIED: the files are the ones sealed', bad: 'NOT VERIFIED',
    sig: 'Signature', findings: 'findings' },
} as const;

export function bundleText(r: BundleCheck, lang: Lang): string {
  const t = T[lang];
  const L = [`${t.title} ${r.dir}: ${t.run} ${r.runId}, ${r.findings} ${t.findings}, ${t.head} ${r.recordDigest}`];
  L.push(`${t.sig}: ${r.signature.status}${r.signature.fingerprint ? ` (${r.signature.fingerprint.slice(0, 16)})` : ''}`);
  for (const p of r.problems) L.push(`  ✖ ${p}`);
  L.push(r.ok ? `✔ ${t.ok}` : `✖ ${t.bad}`);
  return L.join('\n') + '\n';
}
