import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { runAudit } from '../audit/run.js';
import type { AuditRun } from '../audit/run.js';
import { fileDigest } from '../audit/digest.js';
import { serializeFinding } from '../audit/serialize.js';
import type { Finding } from '../audit/findings.js';
import type { LogFormat } from '../input/readers.js';
import type { Ruleset } from '../../rules-catalog/framework/types.js';
import { TOOL_VERSION } from '../../cli/version.js';
import type { Db } from './db.js';
import { runFindings } from './query.js';
import { runInputs } from './runs.js';
import type { CompleteRun, StoredInput } from './runs.js';
import { diffFindings } from './diff.js';
import type { FindingsDiff } from './diff.js';

export interface InputCheck {
  input: StoredInput;
  /** Where the file was looked for. */
  resolved: string;
  status: 'ok' | 'missing' | 'changed';
  sha256?: string;
  bytes?: number;
}

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
  /** The stored rows still give the stored digest (nothing in the store was altered). */
  store: { rows: number; digest: string; ok: boolean };
  root: string;
  inputs: InputCheck[];
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

/**
 * Checks a stored run against its evidence: the stored findings against the
 * stored digest, each input file's SHA-256 and size against the store, and a
 * fresh audit of the same files with the same options against the stored
 * findings, finding by finding.
 */
export async function verifyRun(db: Db, run: CompleteRun, rulesets: Ruleset[], opts: { root?: string } = {}): Promise<VerifyReport> {
  const stored = digestOf(runFindings(db, run.seq));
  const store = { rows: stored.count, digest: stored.digest, ok: stored.digest === run.findings_digest && stored.count === run.findings };
  const root = inputRoot(run, opts.root);
  const inputs = await checkInputFiles(runInputs(db, run.seq), root);
  let reaudit: VerifyReport['reaudit'];
  const missing = inputs.filter((i) => i.status === 'missing');
  if (missing.length > 0) {
    reaudit = { skipped: `${missing.length} input file(s) missing` };
  } else {
    reaudit = await reauditRun(db, run, rulesets, root);
  }
  const ok = store.ok && inputs.every((i) => i.status === 'ok') && !('skipped' in reaudit) &&
    reaudit.diff.identical && reaudit.findingsDigest === run.findings_digest && reaudit.countNotes.length === 0;
  return { run, store, root, inputs, reaudit, ok };
}

/** Where a run's relative input paths are looked up: --root, else the directory the audit ran in, else here. */
export function inputRoot(run: Pick<CompleteRun, 'cwd'>, root?: string): string {
  return resolve(root ?? (existsSync(run.cwd) ? run.cwd : process.cwd()));
}

/** Finds each stored input under `root` (absolute paths as they are) and checks its SHA-256 against the store. */
export async function checkInputFiles(stored: StoredInput[], root: string): Promise<InputCheck[]> {
  const inputs: InputCheck[] = [];
  for (const input of stored) {
    const resolved = isAbsolute(input.path) ? input.path : resolve(root, input.path);
    if (!existsSync(resolved) || !statSync(resolved).isFile()) {
      inputs.push({ input, resolved, status: 'missing' });
      continue;
    }
    const d = await fileDigest(resolved);
    inputs.push({ input, resolved, status: d.sha256 === input.sha256 ? 'ok' : 'changed', sha256: d.sha256, bytes: d.bytes });
  }
  return inputs;
}

async function reauditRun(db: Db, run: CompleteRun, rulesets: Ruleset[], root: string): Promise<ReauditCheck> {
  const options = JSON.parse(run.options) as { ruleset?: string; format?: LogFormat; tables?: Record<string, Record<string, unknown>> };
  const inputs = runInputs(db, run.seq);
  // Findings cite their file by the path as given: audit from the same directory so the paths read the same.
  const here = process.cwd();
  let fresh: AuditRun;
  process.chdir(root);
  try {
    fresh = await runAudit({
      paths: inputs.map((i) => i.path),
      rulesets,
      tables: options.tables ? new Map(Object.entries(options.tables)) : undefined,
      forceRuleset: options.ruleset,
      format: options.format,
      asOf: run.as_of,
    });
  } finally {
    process.chdir(here);
  }
  try {
    const versionNotes: string[] = [];
    if (run.tool_version !== TOOL_VERSION) versionNotes.push(`the run was made by veedor ${run.tool_version}; this is ${TOOL_VERSION}`);
    const used = JSON.parse(run.rulesets) as Record<string, string>;
    for (const [id, version] of Object.entries(used)) {
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
    const freshFindings: Finding[] = [];
    for await (const f of fresh.findings()) freshFindings.push(f);
    return {
      runId: fresh.run.id,
      findingsDigest: fresh.findingsDigest,
      findings: fresh.summary.findings,
      versionNotes,
      countNotes,
      diff: diffFindings(runFindings(db, run.seq), freshFindings),
    };
  } finally {
    fresh.dispose();
  }
}
