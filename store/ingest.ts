import { resolve } from 'node:path';
import { runAudit, runOptions } from '../audit/run.js';
import type { AuditRun, RunAuditOptions } from '../audit/run.js';
import { fileDigest } from '../audit/digest.js';
import { formatOf } from '../engine/input/readers.js';
import { TOOL_NAME, TOOL_VERSION } from '../audit/tool.js';
import type { Db } from './db.js';
import { RunWriter } from './writer.js';
import type { FinishResult, PlannedInput } from './writer.js';
import type { Signer } from './chain.js';

/** Hashes every input before the audit reads it: the run is on record, with its files, before its first hand. */
export async function planInputs(paths: string[], format: RunAuditOptions['format'], cwd = process.cwd()): Promise<PlannedInput[]> {
  const out: PlannedInput[] = [];
  for (const path of paths) {
    const d = await fileDigest(path);
    out.push({ path, absPath: resolve(cwd, path), format: formatOf(path, format), sha256: d.sha256, bytes: d.bytes });
  }
  return out;
}

export interface StoredAudit {
  run: AuditRun;
  stored: FinishResult;
}

/** Runs an audit and writes it to the store as it goes. The caller disposes of the run and closes the store. */
export async function auditIntoStore(db: Db, opts: RunAuditOptions, store: { signer?: Signer; waitMs?: number } = {}): Promise<StoredAudit> {
  const cwd = process.cwd();
  const writer = new RunWriter(db, {
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    catalogs: Object.fromEntries(opts.rulesets.map((r) => [r.id, r.version])),
    options: runOptions(opts),
    inputs: await planInputs(opts.paths, opts.format, cwd),
    cwd,
    signer: store.signer,
    waitMs: store.waitMs,
  });
  const hooks = writer.hooks();
  const run = await runAudit({
    ...opts,
    onHand(hand, findings, file) {
      hooks.onHand(hand, findings, file);
      opts.onHand?.(hand, findings, file);
    },
    onFinding(f) {
      hooks.onFinding(f);
      opts.onFinding?.(f);
    },
    onFileStart(path, position) {
      hooks.onFileStart(path, position);
      opts.onFileStart?.(path, position);
    },
    onFileDone(result, position) {
      hooks.onFileDone(result, position);
      opts.onFileDone?.(result, position);
    },
  }).catch((e: unknown) => {
    writer.release();
    throw e;
  });
  try {
    return { run, stored: writer.finish(run) };
  } catch (e) {
    writer.release();
    run.dispose();
    throw e;
  }
}
