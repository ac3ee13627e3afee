import type { Lang } from '../../engine/core/engine-types.js';
import { DEFAULT_DB, openStore } from '../../engine/store/db.js';
import { resolveRun } from '../../engine/store/runs.js';
import { verifyRun } from '../../engine/store/verify.js';
import type { VerifyReport } from '../../engine/store/verify.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { terminalSafe } from '../../reports/terminal-safe.js';
import { writeOut } from '../../reports/write.js';

export interface VerifyCliOptions {
  db?: string;
  root?: string;
  lang: Lang;
  json?: boolean;
}

const SHOWN = 50;

const T = {
  es: {
    title: 'Verificación de la ejecución', from: 'en', store: 'Almacén', rows: 'hallazgos almacenados', digestOk: 'coinciden con el resumen SHA-256 guardado',
    digestBad: 'NO coinciden con el resumen guardado: el almacén fue modificado', inputs: 'Archivos (rutas relativas desde', ok: 'sin cambios',
    missing: 'NO ENCONTRADO', changed: 'MODIFICADO', was: 'guardado', now: 'ahora', bytes: 'bytes', reaudit: 'Nueva auditoría',
    skipped: 'no realizada', identical: 'hallazgos idénticos a los guardados', differ: 'los hallazgos DIFIEREN de los guardados',
    changedF: 'cambiados', onlyStored: 'solo en el almacén', onlyFresh: 'solo en la nueva auditoría', reordered: 'los mismos hallazgos en otro orden',
    more: 'más', verified: 'VERIFICADA: los hallazgos provienen exactamente de estos archivos', notVerified: 'NO VERIFICADA',
    findings: 'hallazgos', digest: 'resumen',
  },
  en: {
    title: 'Verifying run', from: 'in', store: 'Store', rows: 'stored findings', digestOk: 'match the stored SHA-256 digest',
    digestBad: 'do NOT match the stored digest: the store was altered', inputs: 'Inputs (relative paths from', ok: 'unchanged',
    missing: 'MISSING', changed: 'CHANGED', was: 'stored', now: 'now', bytes: 'bytes', reaudit: 'Re-audit',
    skipped: 'not done', identical: 'findings identical to the stored ones', differ: 'findings DIFFER from the stored ones',
    changedF: 'changed', onlyStored: 'only in the store', onlyFresh: 'only in the re-audit', reordered: 'the same findings in another order',
    more: 'more', verified: 'VERIFIED: the findings came from exactly these files', notVerified: 'NOT VERIFIED',
    findings: 'findings', digest: 'digest',
  },
} as const;

/** Re-checks a stored run against its input files; exit 0 verified, 1 something differs, 2 could not run. */
export async function verifyCommand(ref: string, o: VerifyCliOptions): Promise<number> {
  const db = openStore(o.db ?? DEFAULT_DB, { create: false });
  try {
    const report = await verifyRun(db, resolveRun(db, ref), RULESETS, { root: o.root });
    await writeOut(process.stdout, o.json ? JSON.stringify(verifyJson(report), null, 2) + '\n' : verifyText(report, o.lang, o.db ?? DEFAULT_DB));
    return report.ok ? 0 : 1;
  } finally {
    db.close();
  }
}

const short = (h: string | undefined) => (h ? h.slice(0, 16) + '…' : '?');

export function verifyText(r: VerifyReport, lang: Lang, dbPath: string): string {
  const t = T[lang];
  const L: string[] = [];
  L.push(`${t.title} ${r.run.id} (${r.run.tool_name} ${r.run.tool_version}, ${r.run.as_of}) ${t.from} ${dbPath}`);
  L.push(`${r.store.ok ? '✔' : '✖'} ${t.store}: ${r.store.rows} ${t.rows} ${r.store.ok ? t.digestOk : t.digestBad} (${short(r.run.findings_digest)})`);
  L.push(`${t.inputs} ${r.root}):`);
  for (const i of r.inputs) {
    if (i.status === 'ok') L.push(`  ✔ ${i.input.path}  sha256 ${short(i.sha256)}  ${i.bytes} ${t.bytes}  ${t.ok}`);
    else if (i.status === 'missing') L.push(`  ✖ ${i.input.path}  ${t.missing} (${i.resolved})`);
    else {
      L.push(`  ✖ ${i.input.path}  ${t.changed}`);
      L.push(`      ${t.was}: sha256 ${i.input.sha256}  ${i.input.bytes} ${t.bytes}`);
      L.push(`      ${t.now}: sha256 ${i.sha256}  ${i.bytes} ${t.bytes}`);
    }
  }
  if ('skipped' in r.reaudit) {
    L.push(`✖ ${t.reaudit}: ${t.skipped} (${r.reaudit.skipped})`);
  } else {
    const a = r.reaudit;
    const d = a.diff;
    const same = d.identical && a.findingsDigest === r.run.findings_digest;
    L.push(`${same ? '✔' : '✖'} ${t.reaudit}: ${a.runId}, ${a.findings} ${t.findings}, ${t.digest} ${short(a.findingsDigest)} — ${same ? t.identical : t.differ}`);
    for (const n of [...a.versionNotes, ...a.countNotes]) L.push(`    ! ${n}`);
    if (!d.identical) {
      if (d.reordered) L.push(`    ${t.reordered}`);
      L.push(`    ${d.changed.length} ${t.changedF}, ${d.onlyStored.length} ${t.onlyStored}, ${d.onlyFresh.length} ${t.onlyFresh}`);
      for (const c of d.changed.slice(0, SHOWN)) {
        L.push(`    ~ ${c.label}`);
        for (const f of c.fields) L.push(`        ${f.field}: ${JSON.stringify(f.stored)} → ${JSON.stringify(f.fresh)}`);
      }
      for (const s of d.onlyStored.slice(0, SHOWN)) L.push(`    - ${s}`);
      for (const s of d.onlyFresh.slice(0, SHOWN)) L.push(`    + ${s}`);
      const hidden = Math.max(0, d.changed.length - SHOWN) + Math.max(0, d.onlyStored.length - SHOWN) + Math.max(0, d.onlyFresh.length - SHOWN);
      if (hidden > 0) L.push(`    … ${hidden} ${t.more} (--json)`);
    }
  }
  L.push(r.ok ? `✔ ${t.verified}` : `✖ ${t.notVerified}`);
  // Each line through the one terminal sanitizer: a path with a newline cannot forge a line of the report.
  return L.map(terminalSafe).join('\n') + '\n';
}

export function verifyJson(r: VerifyReport): Record<string, unknown> {
  return {
    run: r.run.id,
    verified: r.ok,
    store: { findings: r.store.rows, digest: r.store.digest, stored_digest: r.run.findings_digest, ok: r.store.ok },
    root: r.root,
    inputs: r.inputs.map((i) => ({
      path: i.input.path, resolved: i.resolved, status: i.status, stored_sha256: i.input.sha256, sha256: i.sha256 ?? null,
      stored_bytes: i.input.bytes, bytes: i.bytes ?? null,
    })),
    reaudit: 'skipped' in r.reaudit ? { skipped: r.reaudit.skipped } : {
      run_id: r.reaudit.runId, findings: r.reaudit.findings, findings_digest: r.reaudit.findingsDigest,
      identical: r.reaudit.diff.identical, version_notes: r.reaudit.versionNotes, count_notes: r.reaudit.countNotes,
      reordered: r.reaudit.diff.reordered, changed: r.reaudit.diff.changed, only_stored: r.reaudit.diff.onlyStored,
      only_fresh: r.reaudit.diff.onlyFresh,
    },
  };
}
