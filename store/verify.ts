import { createHash } from 'node:crypto';
import { existsSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { runAudit } from '../audit/run.js';
import type { AuditRun } from '../audit/run.js';
import { fileDigest } from '../audit/digest.js';
import { serializeFinding } from '../audit/serialize.js';
import type { Finding } from '../audit/findings.js';
import type { LogFormat } from '../engine/input/readers.js';
import type { Ruleset } from '../rules-catalog/framework/types.js';
import { TOOL_VERSION } from '../audit/tool.js';
import { StoreError } from './db.js';
import type { Db } from './db.js';
import { checkChain, checkRunSeal } from './chain.js';
import type { ChainCheck, RunSealCheck } from './chain.js';
import { checkSignature } from './signing.js';
import type { SignatureCheck } from './signing.js';
import { runFindings } from './query.js';
import { jsonColumn, runInputs } from './runs.js';
import type { CompleteRun, StoredInput } from './runs.js';
import { diffFindings } from './diff.js';
import type { FindingsDiff } from './diff.js';

export interface InputCheck {
  input: StoredInput;
  /** Where the file was read (a path the user named), or why it was not. */
  resolved: string;
  /**
   * ok: the stored bytes (SHA-256 and size); changed: other bytes; missing: not found, or not among the
   * files named; outside: a stored path outside the root (never opened); not-checked: no input was named.
   */
  status: 'ok' | 'missing' | 'changed' | 'outside' | 'not-checked';
  sha256?: string;
  bytes?: number;
}

/** Which files `verify` and `report` may read: only paths the user names (--input), or the stored paths under a root (--stored-paths). */
export type InputSource = { kind: 'none' } | { kind: 'named'; paths: string[] } | { kind: 'stored'; root?: string };

export interface ReauditCheck {
  runId: string;
  findingsDigest: string;
  findings: number;
  /** Catalog or tool versions that differ from the stored run's: the findings may differ for that reason alone. */
  versionNotes: string[];
  /** Per-input counts of hands read and rejected that differ. */
  countNotes: string[];
  diff: FindingsDiff;
}

export interface VerifyReport {
  run: CompleteRun;
  /** PRAGMA integrity_check: "ok", or SQLite's first complaints. */
  integrity: { ok: boolean; messages: string[] };
  /** The whole chain recomputed: each sealed run's rows, links and positions. */
  chain: ChainCheck;
  /** This run's own seal. */
  seal: RunSealCheck;
  signature: SignatureCheck & { keyGiven: boolean };
  /** The stored findings still give the stored findings digest (the digest the PDF and --format json print). */
  store: { rows: number; digest: string; ok: boolean };
  source: InputSource['kind'];
  root: string;
  inputs: InputCheck[];
  /** Files named with --input that are none of the run's inputs. */
  unmatched: { path: string; sha256: string; bytes: number }[];
  reaudit: ReauditCheck | { skipped: string };
  ok: boolean;
}

/** SHA-256 of the canonical findings JSON lines, as runAudit computes `findingsDigest`. */
export function digestOf(findings: Iterable<Finding>): { digest: string; count: number } {
  const h = createHash('sha256');
  let count = 0;
  for (const f of findings) {
    h.update(JSON.stringify(serializeFinding(f, 'en')) + '\n');
    count++;
  }
  return { digest: h.digest('hex'), count };
}

/** SQLite's own check of every page and index; the first complaints when it fails. */
export function integrityOf(db: Db): { ok: boolean; messages: string[] } {
  let rows: { integrity_check: string }[];
  try {
    rows = db.pragma('integrity_check(20)', { simple: false }) as { integrity_check: string }[];
  } catch (e) {
    // So damaged that SQLite cannot even walk it.
    if ((e as { code?: string }).code?.startsWith('SQLITE_CORRUPT') || (e as { code?: string }).code === 'SQLITE_NOTADB') {
      return { ok: false, messages: [String((e as Error).message).split('\n')[0]!] };
    }
    throw e;
  }
  const messages = rows.map((r) => r.integrity_check);
  return { ok: messages.length === 1 && messages[0] === 'ok', messages: messages[0] === 'ok' ? [] : messages };
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
  if (!seal.ok) reaudit = { skipped: 'the store does not match its seal' };
  else if (source.kind === 'none') reaudit = { skipped: 'no input named (--input PATH..., or --stored-paths)' };
  else if (inputs.some((i) => i.status !== 'ok' && i.status !== 'changed')) {
    const unread = inputs.filter((i) => i.status !== 'ok' && i.status !== 'changed');
    reaudit = { skipped: `${unread.length} input file(s) ${unread.every((i) => i.status === 'missing') ? 'missing' : 'missing or not read'}` };
  } else reaudit = await reauditRun(db, run, rulesets, source.kind === 'stored' ? { root } : { files: inputs });
  const signatureOk = signature.keyGiven ? signature.status === 'valid' : signature.status !== 'invalid';
  const storeOk = integrity.ok && chain.ok && seal.ok && store.ok && signatureOk;
  const inputsOk = source.kind === 'none' || (inputs.every((i) => i.status === 'ok') && unmatched.length === 0 && !('skipped' in reaudit) &&
    reaudit.diff.identical && reaudit.findingsDigest === run.findings_digest && reaudit.runId === run.id && reaudit.countNotes.length === 0);
  return { run, integrity, chain, seal, signature, store, source: source.kind, root, inputs, unmatched, reaudit, ok: storeOk && inputsOk };
}

/** Where a run's relative input paths are looked up with --stored-paths: --root, else the directory the audit ran in, else here. */
export function inputRoot(run: Pick<CompleteRun, 'cwd'>, root?: string): string {
  return resolve(root ?? (existsSync(run.cwd) ? run.cwd : process.cwd()));
}

/**
 * The run's inputs, found only where the user said: among the files named
 * (matched by SHA-256 and size, the rest paired in order, so a changed file
 * shows both hashes), or at their stored paths under `root`, refusing any
 * that would lead outside it (an edited store naming /etc/passwd is never opened).
 */
export async function locateInputs(stored: StoredInput[], source: InputSource, root: string):
  Promise<{ inputs: InputCheck[]; unmatched: VerifyReport['unmatched'] }> {
  if (source.kind === 'none') return { inputs: stored.map((input) => ({ input, resolved: '', status: 'not-checked' })), unmatched: [] };
  if (source.kind === 'stored') return { inputs: await checkInputFiles(stored, root), unmatched: [] };
  const named: { path: string; sha256: string; bytes: number }[] = [];
  for (const path of source.paths) {
    if (!existsSync(path) || !statSync(path).isFile()) throw new StoreError(`--input ${path}: no such file`);
    named.push({ path, ...(await fileDigest(path)) });
  }
  const free = new Set(named.map((_, i) => i));
  const inputs: (InputCheck | undefined)[] = stored.map((input) => {
    const i = [...free].find((j) => named[j]!.sha256 === input.sha256 && named[j]!.bytes === input.bytes);
    if (i === undefined) return undefined;
    free.delete(i);
    return { input, resolved: named[i]!.path, status: 'ok', sha256: named[i]!.sha256, bytes: named[i]!.bytes };
  });
  const rest = [...free];
  const pairs = inputs.filter((x) => x === undefined).length === rest.length;
  const out = inputs.map((c, k): InputCheck => {
    if (c) return c;
    const input = stored[k]!;
    if (!pairs) return { input, resolved: '(not among the files named with --input)', status: 'missing' };
    const n = named[rest.shift()!]!;
    return { input, resolved: n.path, status: 'changed', sha256: n.sha256, bytes: n.bytes };
  });
  return { inputs: out, unmatched: pairs ? [] : rest.map((i) => named[i]!) };
}

/** Finds each stored input under `root` and checks its SHA-256 and size; a path that leads outside `root` is not opened. */
export async function checkInputFiles(stored: StoredInput[], root: string): Promise<InputCheck[]> {
  const inputs: InputCheck[] = [];
  const realRoot = existsSync(root) ? realpathSync(root) : root;
  for (const input of stored) {
    const resolved = resolve(root, input.path);
    if (!inside(root, resolved)) {
      inputs.push({ input, resolved: `${resolved} (outside ${root}: name it with --input)`, status: 'outside' });
      continue;
    }
    if (!existsSync(resolved) || !statSync(resolved).isFile()) {
      inputs.push({ input, resolved, status: 'missing' });
      continue;
    }
    if (!inside(realRoot, realpathSync(resolved))) {
      inputs.push({ input, resolved: `${resolved} (a link outside ${root}: name it with --input)`, status: 'outside' });
      continue;
    }
    const d = await fileDigest(resolved);
    const same = d.sha256 === input.sha256 && d.bytes === input.bytes;
    inputs.push({ input, resolved, status: same ? 'ok' : 'changed', sha256: d.sha256, bytes: d.bytes });
  }
  return inputs;
}

function inside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

async function reauditRun(db: Db, run: CompleteRun, rulesets: Ruleset[], where: { root: string } | { files: InputCheck[] }): Promise<ReauditCheck> {
  const options = jsonColumn<{ ruleset?: string; format?: LogFormat; tables?: Record<string, Record<string, unknown>> }>(run, 'options');
  const inputs = runInputs(db, run.seq);
  const used = jsonColumn<Record<string, string>>(run, 'rulesets');
  // Findings cite their file by the path as given: with --stored-paths audit from the root so the paths read the same;
  // files named elsewhere are audited where they are and their findings cite the stored path again.
  const here = process.cwd();
  const paths = 'root' in where ? inputs.map((i) => i.path) : where.files.map((f) => resolve(f.resolved));
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
    const versionNotes: string[] = [];
    if (run.tool_version !== TOOL_VERSION) versionNotes.push(`the run was made by veedor ${run.tool_version}; this is ${TOOL_VERSION}`);
    for (const [id, version] of Object.entries(used ?? {})) {
      const now = rulesets.find((r) => r.id === id);
      if (!now) versionNotes.push(`catalog ${id} ${version} is not in this veedor`);
      else if (now.version !== version) versionNotes.push(`catalog ${id} was ${version}; this veedor has ${now.version}`);
    }
    const countNotes: string[] = [];
    fresh.inputs.forEach((f, i) => {
      const s = inputs[i]!;
      if (s.hands !== f.hands || s.rejected !== f.rejected) {
        countNotes.push(`${s.path}: stored ${s.hands} hands read, ${s.rejected} rejected; now ${f.hands} read, ${f.rejected} rejected`);
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

/** A finding of a file audited under another path, citing the path the run stored (its source, and where an input finding's message names it). */
function citeStoredPath(f: Finding, rename: Map<string, string>): Finding {
  const stored = rename.get(f.source.path);
  if (stored === undefined || stored === f.source.path) return f;
  const cited = new RegExp(`\\(${f.source.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[:) ])`, 'g');
  const swap = (m: string) => m.replace(cited, () => `(${stored}`);
  const out: Finding = { ...f, source: { ...f.source, path: stored } };
  if (f.category === 'input') out.message = { es: swap(f.message.es), en: swap(f.message.en) };
  return out;
}
