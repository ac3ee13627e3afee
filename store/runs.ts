import { isAbsolute, resolve } from 'node:path';
import { StoreError } from './db.js';
import type { Db } from './db.js';

/** A row of `runs`; the counts are null while the run is incomplete. */
export interface StoredRun {
  seq: number;
  id: string | null;
  attempt_key: string;
  status: 'incomplete' | 'complete';
  attempts: number;
  tool_name: string;
  tool_version: string;
  catalogs: string;
  rulesets: string | null;
  options: string;
  cwd: string;
  as_of: string | null;
  started_at: string;
  finished_at: string | null;
  hands: number | null;
  audited: number | null;
  rejected: number | null;
  hands_with_findings: number | null;
  findings: number | null;
  findings_payout: number | null;
  findings_procedure: number | null;
  findings_integrity: number | null;
  findings_input: number | null;
  /** All currencies added together: written by schema 1 only (NULL since schema 2, which writes `money`). */
  underpaid: number | null;
  overpaid: number | null;
  /** JSON {currency: {underpaid, overpaid}} in minor units (schema 2; NULL on runs stored before it). */
  money: string | null;
  by_article: string | null;
  not_checked: string | null;
  findings_digest: string | null;
  chain_pos: number | null;
  prev_digest: string | null;
  record_digest: string | null;
  signature: string | null;
  public_key: string | null;
}

/** A complete run: every count is set. */
export type CompleteRun = StoredRun & { id: string; status: 'complete'; findings: number; findings_digest: string; rulesets: string; as_of: string };

export interface StoredInput {
  position: number;
  path: string;
  abs_path: string;
  format: string;
  sha256: string;
  bytes: number;
  hands: number | null;
  audited: number | null;
  rejected: number | null;
}

/**
 * A JSON column of a run (options, catalogs, rulesets, by_article, not_checked), parsed; a value
 * that is not JSON is a StoreError naming the run and the column, never a stack trace.
 */
export function jsonColumn<T>(run: StoredRun, column: keyof StoredRun): T {
  const text = run[column];
  if (text === null || text === undefined) return null as T;
  try {
    return JSON.parse(String(text)) as T;
  } catch {
    const row = run.id ?? `seq ${run.seq}`;
    throw new StoreError({
      es: `fila ${row} de runs: la columna ${column} no es JSON: el almacén fue modificado (vea veedor verify)`,
      en: `runs row ${row}: column ${column} is not JSON: the store was altered (see veedor verify)`,
    });
  }
}

export function listRuns(db: Db): StoredRun[] {
  return db.prepare('SELECT * FROM runs ORDER BY seq').all() as StoredRun[];
}

export function runInputs(db: Db, runSeq: number): StoredInput[] {
  return db.prepare(`SELECT ri.position, ri.path, ri.abs_path, ri.format, i.sha256, i.bytes, ri.hands, ri.audited, ri.rejected
    FROM run_inputs ri JOIN inputs i ON i.id = ri.input_id WHERE ri.run_seq = ? ORDER BY ri.position`).all(runSeq) as StoredInput[];
}

/**
 * Every log any run in the store audited, where it was when audited (its absolute path, and its stored path
 * resolved against the run's folder): evidence the store's findings point into, which no output may replace.
 */
export function storedInputFiles(db: Db): string[] {
  const rows = db.prepare('SELECT DISTINCT ri.path, ri.abs_path, r.cwd FROM run_inputs ri JOIN runs r ON r.seq = ri.run_seq ORDER BY ri.run_seq, ri.position').all() as { path: string; abs_path: string; cwd: string }[];
  const paths = new Set<string>();
  for (const r of rows) {
    if (r.abs_path) paths.add(r.abs_path);
    if (r.path) paths.add(isAbsolute(r.path) ? r.path : resolve(r.cwd, r.path));
  }
  return [...paths];
}

/**
 * Finds a complete run by its id, a unique prefix of it (with or without
 * "R-"), or "latest" (also the default): the most recently completed.
 */
export function resolveRun(db: Db, ref?: string): CompleteRun {
  const complete = db.prepare("SELECT * FROM runs WHERE status = 'complete' ORDER BY finished_at, seq").all() as CompleteRun[];
  if (ref === undefined || ref === 'latest') {
    const last = complete.at(-1);
    if (!last) {
      const n = (db.prepare("SELECT count(*) AS n FROM runs WHERE status = 'incomplete'").get() as { n: number }).n;
      throw new StoreError({
        es: 'el almacén aún no tiene ninguna ejecución completa' +
          (n > 0 ? ` (${n} ${n === 1 ? 'incompleta' : 'incompletas'}: una auditoría interrumpida; ejecute la misma auditoría otra vez para completarla, vea veedor runs)` : ''),
        en: 'the store holds no complete run yet' +
          (n > 0 ? ` (${n} incomplete: an interrupted audit; run the same audit again to complete it, see veedor runs)` : ''),
      });
    }
    return last;
  }
  const exact = complete.find((r) => r.id === ref);
  if (exact) return exact;
  const want = ref.toUpperCase().startsWith('R-') ? ref.slice(2).toLowerCase() : ref.toLowerCase();
  const matches = complete.filter((r) => r.id.slice(2).startsWith(want));
  if (matches.length === 1) return matches[0]!;
  if (matches.length > 1) throw new StoreError({ es: `la ejecución "${ref}" es ambigua: ${matches.map((r) => r.id).join(', ')}`, en: `run "${ref}" is ambiguous: ${matches.map((r) => r.id).join(', ')}` });
  const incomplete = db.prepare("SELECT attempt_key FROM runs WHERE status = 'incomplete' ORDER BY seq").pluck().all() as string[];
  // `veedor runs` names an incomplete attempt by its attempt key (K-…): it has no run id until it completes.
  const key = ref.toUpperCase().startsWith('K-') ? ref.slice(2).toLowerCase() : ref.toLowerCase();
  const attempt = key.length >= 4 ? incomplete.filter((k) => k.slice(2).startsWith(key)) : [];
  if (attempt.length > 0) {
    const keys = attempt.map((k) => k.slice(0, 18)).join(', ');
    throw new StoreError({
      es: `la ejecución "${ref}" está incompleta (${keys}): la auditoría se interrumpió y sus hallazgos son parciales; ejecute la misma auditoría otra vez para completarla (vea veedor runs)`,
      en: `run "${ref}" is incomplete (${keys}): the audit was interrupted and its findings are partial; run the same audit again to complete it (see veedor runs)`,
    });
  }
  const k = incomplete.length;
  throw new StoreError({
    es: `no hay ninguna ejecución completa "${ref}" en el almacén` +
      (k > 0 ? ` (${k === 1 ? '1 ejecución incompleta' : `${k} ejecuciones incompletas`}: ejecute la misma auditoría otra vez para completarla; vea veedor runs)` : '; vea veedor runs'),
    en: `no complete run "${ref}" in the store` +
      (k > 0 ? ` (${k === 1 ? '1 incomplete run' : `${k} incomplete runs`}: run the same audit again to complete ${k === 1 ? 'it' : 'them'}; see veedor runs)` : '; see veedor runs'),
  });
}

/** Attempts begun after `run` completed and not completed themselves (an interrupted later audit). */
export function incompleteSince(db: Db, run: CompleteRun): string[] {
  return db.prepare("SELECT attempt_key FROM runs WHERE status = 'incomplete' AND started_at > ? ORDER BY seq")
    .pluck().all(run.finished_at ?? '') as string[];
}
