import { basename, dirname, resolve, sep } from 'node:path';
import { runAudit } from '../audit/run.js';
import type { AuditRun } from '../audit/run.js';
import type { Finding } from '../audit/findings.js';
import { TOOL_VERSION } from '../audit/tool.js';
import type { LogFormat } from '../engine/input/readers.js';
import { RULESETS } from '../rules-catalog/index.js';
import type { Ruleset } from '../rules-catalog/framework/types.js';
import { verifyBundle } from '../store/bundle.js';
import type { BundleCheck } from '../store/bundle.js';
import { checkChain, checkRunSeal } from '../store/chain.js';
import { StoreError, openStore, storeError } from '../store/db.js';
import type { Db } from '../store/db.js';
import { diffFindings } from '../store/diff.js';
import { runFindings } from '../store/query.js';
import { jsonColumn, resolveRun, runInputs } from '../store/runs.js';
import type { CompleteRun } from '../store/runs.js';
import { checkSignature } from '../store/signing.js';
import { digestOf, inputRoot, integrityOf, locateInputs } from '../store/verify.js';
import type { InputCheck, InputSource, ReauditCheck, VerifyReport } from '../store/verify.js';
import { reason } from '../engine/core/reasons.js';
import type { Reason } from '../engine/core/reasons.js';

export type { InputCheck, InputSource, ReauditCheck, VerifyReport } from '../store/verify.js';

export type VerifyTarget =
  /** A stored run (its id, a unique prefix, or "latest") in the audit store at `db`, opened read-only. */
  | { db: string; run: string; inputs?: InputSource; publicKey?: string; rulesets?: Ruleset[] }
  /** A bundle written by `veedor export`, checked without any store. */
  | { bundle: string; publicKey?: string };

export type VerifyResult =
  | { kind: 'bundle'; check: BundleCheck; ok: boolean }
  /** The store's pages fail SQLite's integrity_check: nothing in it can be trusted, nothing more is checked. */
  | { kind: 'damaged'; integrity: { ok: boolean; messages: string[] }; ok: false }
  | { kind: 'run'; report: VerifyReport; ok: boolean };

/** `veedor verify`: a stored run (or an exported bundle) checked as evidence; `ok` when everything checked holds. */
export async function verify(o: VerifyTarget): Promise<VerifyResult> {
  if ('bundle' in o) {
    const check = verifyBundle(o.bundle, { publicKey: o.publicKey });
    return { kind: 'bundle', check, ok: check.ok };
  }
  let db: Db;
  try {
    db = openStore(o.db, { create: false });
  } catch (e) {
    // Pages so damaged that SQLite cannot open the store (a file cut short): its pages fail, as integrity_check's
    // would, and the store is not verified (exit 1). It was exit 2 "could not run", telling to check it with verify.
    if (e instanceof StoreError && e.sqlite?.code === 'SQLITE_CORRUPT') return { kind: 'damaged', integrity: { ok: false, messages: [e.sqlite.message] }, ok: false };
    throw e;
  }
  try {
    const integrity = integrityOf(db);
    // A damaged file: nothing in it can be trusted or even read reliably.
    if (!integrity.ok) return { kind: 'damaged', integrity, ok: false };
    const report = await verifyRun(db, resolveRun(db, o.run), o.rulesets ?? RULESETS, { inputs: o.inputs, publicKey: o.publicKey });
    return { kind: 'run', report, ok: report.ok };
  } catch (e) {
    throw storeError(e, o.db);
  } finally {
    db.close();
  }
}

export interface VerifyOptions {
  inputs?: InputSource;
  /** The trusted public key (SPKI DER base64), from verify --key PUB. */
  publicKey?: string;
}

/**
 * Checks a stored run as evidence: the store's pages (integrity_check), the
 * whole hash chain and this run's seal, its signature, the stored findings
 * against the findings digest; then, only for files the user names, each
 * input's SHA-256 and size, and a fresh audit of them with the stored options
 * compared with the stored run: run id, counts, and finding by finding.
 */
export async function verifyRun(db: Db, run: CompleteRun, rulesets: Ruleset[], opts: VerifyOptions = {}): Promise<VerifyReport> {
  const integrity = integrityOf(db);
  const chain = checkChain(db);
  const seal = chain.runs.find((r) => r.runSeq === run.seq) ?? checkRunSeal(db, run);
  const signature = { ...checkSignature(run, opts.publicKey), keyGiven: opts.publicKey !== undefined };
  const stored = digestOf(runFindings(db, run.seq));
  const store = { rows: stored.count, digest: stored.digest, ok: stored.digest === run.findings_digest && stored.count === run.findings };
  const source = opts.inputs ?? { kind: 'none' };
  const root = inputRoot(run, source.kind === 'stored' ? source.root : undefined);
  const { inputs, unmatched } = await locateInputs(runInputs(db, run.seq), source, root);
  let reaudit: VerifyReport['reaudit'];
  if (!seal.ok) reaudit = { skipped: reason('verify.seal-mismatch') };
  else if (source.kind === 'none') reaudit = { skipped: reason('verify.no-input') };
  else if (inputs.some((i) => i.status !== 'ok' && i.status !== 'changed')) {
    const unread = inputs.filter((i) => i.status !== 'ok' && i.status !== 'changed');
    reaudit = { skipped: reason(unread.every((i) => i.status === 'missing') ? 'verify.inputs-missing' : 'verify.inputs-unread', { n: unread.length }) };
  } else reaudit = await reauditRun(db, run, rulesets, source.kind === 'stored' ? { root } : { files: inputs });
  const signatureOk = signature.keyGiven ? signature.status === 'valid' : signature.status !== 'invalid';
  const storeOk = integrity.ok && chain.ok && seal.ok && store.ok && signatureOk;
  const inputsOk = source.kind === 'none' || (inputs.every((i) => i.status === 'ok') && unmatched.length === 0 && !('skipped' in reaudit) &&
    reaudit.diff.identical && reaudit.findingsDigest === run.findings_digest && reaudit.runId === run.id && reaudit.countNotes.length === 0);
  return { run, integrity, chain, seal, signature, store, source: source.kind, root, inputs, unmatched, reaudit, ok: storeOk && inputsOk };
}

async function reauditRun(db: Db, run: CompleteRun, rulesets: Ruleset[], where: { root: string } | { files: InputCheck[] }): Promise<ReauditCheck> {
  const options = jsonColumn<{ ruleset?: string; format?: LogFormat; tables?: Record<string, Record<string, unknown>> }>(run, 'options');
  const inputs = runInputs(db, run.seq);
  const used = jsonColumn<Record<string, string>>(run, 'rulesets');
  // Findings cite their file by the path as given: with --stored-paths audit from the root so the paths read the same;
  // files named elsewhere are audited where they are and their findings cite the stored path again.
  const here = process.cwd();
  const paths = 'root' in where ? inputs.map((i) => i.path) : apartSpellings(where.files.map((f) => resolve(f.resolved)), inputs.map((i) => i.path));
  let fresh: AuditRun;
  if ('root' in where) process.chdir(where.root);
  try {
    fresh = await runAudit({
      paths,
      rulesets,
      tables: options?.tables ? new Map(Object.entries(options.tables)) : undefined,
      forceRuleset: options?.ruleset,
      format: options?.format,
      asOf: run.as_of,
    });
  } finally {
    process.chdir(here);
  }
  try {
    const versionNotes: Reason[] = [];
    if (run.tool_version !== TOOL_VERSION) versionNotes.push(reason('verify.tool-version', { was: run.tool_version, now: TOOL_VERSION }));
    for (const [id, version] of Object.entries(used ?? {})) {
      const now = rulesets.find((r) => r.id === id);
      if (!now) versionNotes.push(reason('verify.catalog-absent', { id, version }));
      else if (now.version !== version) versionNotes.push(reason('verify.catalog-version', { id, was: version, now: now.version }));
    }
    const countNotes: Reason[] = [];
    fresh.inputs.forEach((f, i) => {
      const s = inputs[i]!;
      if (s.hands !== f.hands || s.rejected !== f.rejected) {
        countNotes.push(reason('verify.counts', { path: s.path, hands: s.hands ?? '?', rejected: s.rejected ?? '?', hands2: f.hands, rejected2: f.rejected }));
      }
    });
    const rename = new Map(paths.map((p, i) => [p, inputs[i]!.path]));
    const freshFindings: Finding[] = [];
    for await (const f of fresh.findings()) freshFindings.push('root' in where ? f : citeStoredPath(f, rename));
    return {
      runId: fresh.run.id,
      findingsDigest: 'root' in where ? fresh.findingsDigest : digestOf(freshFindings).digest,
      findings: fresh.summary.findings,
      versionNotes,
      countNotes,
      diff: diffFindings(runFindings(db, run.seq), freshFindings),
    };
  } finally {
    fresh.dispose();
  }
}

/**
 * The paths to re-audit, one a stored input (`stored`: the paths the run stored, in the same order), spelled apart where
 * the run read two files: a file named for two inputs (`--input a --input a` for a run of a.ndjson and a copy of its
 * bytes, the copy since lost) matched both by its SHA-256, and read twice under one name it was one log read again
 * ('already appeared earlier in the log') where the run had read a copy ('already appeared in a.ndjson, the same log'),
 * and both readings' findings cited one stored path: NOT VERIFIED though every byte was the sealed one (hostile31). The
 * naming for another stored path is spelled `dir/./name` (the same file, another name), so the re-audit reads it as the
 * run read the copy, and each naming's findings cite its own stored path. A run that read one file twice under one
 * name (an earlier version's `audit a a`) is re-read so.
 */
function apartSpellings(paths: string[], stored: string[]): string[] {
  const spellings = new Map<string, Map<string, number>>();
  return paths.map((p, i) => {
    const of = spellings.get(p) ?? new Map<string, number>();
    spellings.set(p, of);
    const n = of.get(stored[i]!) ?? of.size;
    of.set(stored[i]!, n);
    return n === 0 ? p : `${dirname(p)}${sep}${`.${sep}`.repeat(n)}${basename(p)}`;
  });
}

/**
 * A finding of a file audited under another path, citing the path the run stored (its source, and where an input
 * finding's message names it). A message may name another file of the run too: a repeated hand_id names the log that
 * read it first ("already appeared in a.ndjson, the same log"), and a run of a log and its copy was NOT VERIFIED with
 * both named (hostile30): the fresh audit named the first by the path it was read under.
 */
function citeStoredPath(f: Finding, rename: Map<string, string>): Finding {
  const stored = rename.get(f.source.path);
  const out: Finding = stored === undefined || stored === f.source.path ? f : { ...f, source: { ...f.source, path: stored } };
  if (f.category !== 'input') return out;
  // The longest first: a path that begins another (a.ndjson, a.ndjson.gz) never cuts it.
  const swaps = [...rename].filter(([from, to]) => from !== to).sort(([a], [b]) => b.length - a.length);
  if (swaps.length === 0) return out;
  const named = new RegExp(`(?<=^|[ (])(${swaps.map(([from]) => from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?=[:,;) ]|$)`, 'g');
  const to = new Map(swaps);
  const swap = (m: string) => m.replace(named, (p) => to.get(p)!);
  return { ...out, message: { es: swap(f.message.es), en: swap(f.message.en) } };
}
