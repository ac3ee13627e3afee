import { runAudit, runOptions } from '../audit/run.js';
import type { AuditRun, RunAuditOptions } from '../audit/run.js';
import type { RecordReader } from '../audit/auditor.js';
import { TOOL_NAME, TOOL_VERSION } from '../audit/tool.js';
import type { LogFormat } from '../engine/input/readers.js';
import { CATALOGS, catalogVersions, loadRulesets } from '../rules-catalog/registry.js';
import type { RulesetSource } from '../rules-catalog/framework/types.js';
import type { Db } from '../store/db.js';
import type { Signer } from '../store/chain.js';
import type { FinishResult } from '../store/writer.js';
import type { PdfReportModel } from '../reports/pdf/model.js';

// The store (SQLite), the PDF model and its hand capture are loaded only by an audit that asks for them,
// and each catalog only when a hand names it: an audit without --db or --pdf starts without them
// (docs/performance.md, startup).

export interface AuditOptions {
  /** The hand logs, audited in this order. */
  files: string[];
  /** The catalogs to audit against (default: every catalog of this Veedor, each loaded when a hand names it). */
  rulesets?: readonly RulesetSource[];
  /** Posted table configurations, by table_id (a tables file's "tables"). */
  tables?: Map<string, Record<string, unknown>>;
  /** Audit every hand against this catalog instead of its game's default. */
  ruleset?: string;
  /** The logs' format (default: from each file's name). */
  format?: LogFormat;
  /** Worker threads (default 1); the findings are the same, in the same order. */
  workers?: number;
  /** Reads the logs through a foreign export's mapping (one thread only). */
  reader?: RecordReader;
  /**
   * Also keep what the PDF report needs (the events of hands with findings), for `pdfModel`; with `stats`, the
   * report's statistics section too (the logs read a second time, as `veedor stats --by dealer --by table`).
   */
  pdf?: { casino?: string; stats?: boolean };
  /** The name a file's findings carry where it is not its path (the standard input's copy: `<stdin>`). */
  names?: ReadonlyMap<string, string>;
  /** Hears the bytes read so far of the file being read (the progress line). */
  onRead?(path: string, bytes: number): void;
  /** Hears each hand audited (the progress line). */
  onHandDone?(): void;
  /** Also write the run, its inputs, hand index and findings to this audit store (created if missing). */
  store?: { path: string; signer?: Signer };
}

export interface AuditResult {
  /** The findings wait in a spill file: read them with `run.findings()`, as often as needed, before `dispose`. */
  run: AuditRun;
  /** What the store did with the run, with `store`. */
  stored?: FinishResult;
  /** With `pdf`: the findings report's model (with the stored chain head, when stored). Call once, after the other reports. */
  pdfModel?(): Promise<PdfReportModel>;
  /** Removes the spill files. */
  dispose(): void;
}

/** Audits hand logs against their catalogs, and stores the run when asked: `veedor audit`. */
export async function audit(o: AuditOptions): Promise<AuditResult> {
  const capture = o.pdf ? new (await import('../reports/pdf/hand-capture.js')).HandCapture(o.pdf.casino) : undefined;
  const opts: RunAuditOptions = {
    paths: o.files,
    rulesets: o.rulesets ?? CATALOGS,
    tables: o.tables,
    forceRuleset: o.ruleset,
    format: o.format,
    onHand: capture || o.onHandDone ? (hand, findings) => {
      capture?.onHand(hand, findings);
      o.onHandDone?.();
    } : undefined,
    workers: o.workers,
    reader: o.reader,
    names: o.names,
    onRead: o.onRead,
  };
  let run: AuditRun;
  let stored: FinishResult | undefined;
  try {
    if (o.store === undefined) run = await runAudit(opts);
    else ({ run, stored } = await auditToStore(o.store.path, opts, o.store.signer));
  } catch (e) {
    capture?.dispose();
    throw e;
  }
  const result: AuditResult = {
    run,
    dispose() {
      run.dispose();
      capture?.dispose();
    },
  };
  if (stored) result.stored = stored;
  if (capture) {
    result.pdfModel = async () => {
      await capture.close();
      const { chainSeal, fromAuditRun } = await import('../reports/pdf/model.js');
      const model = fromAuditRun(run, capture);
      // Stored: the same chain head and signature as `veedor report` prints for this run.
      if (stored?.recordDigest) model.chain = chainSeal(stored.recordDigest, stored.signature);
      if (o.pdf?.stats) {
        // Loaded only for --stats: the statistics pull in the store's summaries and the PDF section.
        const [{ stats }, { REPORT_STATS_BY }] = await Promise.all([import('./stats.js'), import('../reports/pdf/stats.js')]);
        model.stats = await stats({
          paths: o.files, rulesets: await loadRulesets(opts.rulesets), by: [...REPORT_STATS_BY], tables: o.tables, forceRuleset: o.ruleset, format: o.format,
        });
      }
      return model;
    };
  }
  return result;
}

async function auditToStore(dbPath: string, opts: RunAuditOptions, signer?: Signer): Promise<StoredAudit> {
  const { closeWritten, openStore, storeError } = await import('../store/db.js');
  const db = openStore(dbPath, { create: true });
  try {
    return await auditIntoStore(db, opts, { signer }).catch((e: unknown) => {
      throw storeError(e, dbPath);
    });
  } finally {
    closeWritten(db);
  }
}

export interface StoredAudit {
  run: AuditRun;
  stored: FinishResult;
}

/** Runs an audit and writes it to the store as it goes. The caller disposes of the run and closes the store. */
export async function auditIntoStore(db: Db, opts: RunAuditOptions, store: { signer?: Signer; waitMs?: number } = {}): Promise<StoredAudit> {
  const [{ RunWriter }, { planInputs }] = await Promise.all([import('../store/writer.js'), import('../store/ingest.js')]);
  const cwd = process.cwd();
  // The store records every catalog's version, used or not: read from their articles.json, the modules left unloaded.
  const versions = await catalogVersions(opts.rulesets);
  const writer = new RunWriter(db, {
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    catalogs: Object.fromEntries(versions),
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
