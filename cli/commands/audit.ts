import { createWriteStream, existsSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { runAudit } from '../../engine/audit/run.js';
import type { AuditRun, RunAuditOptions } from '../../engine/audit/run.js';
import { DEFAULT_DB, openStore } from '../../engine/store/db.js';
import { auditIntoStore } from '../../engine/store/ingest.js';
import type { LogFormat } from '../../engine/input/readers.js';
import type { Lang } from '../../engine/core/engine-types.js';
import { RULESETS, rulesetById } from '../../rules-catalog/index.js';
import { writeJson } from '../../reports/json.js';
import { writeCsv } from '../../reports/csv.js';
import { writeTerminal } from '../../reports/terminal.js';
import { exitCode } from '../../reports/exit-code.js';
import { HandCapture } from '../../reports/pdf/hand-capture.js';
import { fromAuditRun } from '../../reports/pdf/model.js';
import { writePdfReport } from '../../reports/pdf/render.js';
import { loadTables } from '../load-tables.js';
import { checkOut, closeOut, openOut } from '../output.js';
import { UsageError } from '../usage-error.js';
import { mappedReader } from './map.js';

export interface AuditCliOptions {
  format: 'text' | 'json' | 'csv';
  out?: string;
  lang: Lang;
  tables?: string;
  ruleset?: string;
  input?: LogFormat;
  color?: boolean;
  /** The audit store: a file, or true for ./veedor.db; absent, nothing is written. */
  db?: string | boolean;
  /** Also write the findings report as a PDF to this file. */
  pdf?: string;
  /** The establishment's name for the PDF's cover (the logs do not carry it). */
  casino?: string;
  /** Worker threads: a number, or "auto" for every core. */
  workers?: string;
  /** A mapping file: the logs are a casino system's own export, read through it (docs/import.md). */
  map?: string;
}

/**
 * `--workers`: a whole number 1-64, or "auto": one per core this process may use, for logs of
 * AUTO_MIN_BYTES or more in all; below that this thread alone, since starting the workers (each loads
 * the catalogs and compiles the schema) costs more than they save on a short log (measured: 40 MB ran
 * slower on 2 workers than on one, 200 MB 1.24x faster). Each worker holds about 40 MB, so the count
 * is bounded.
 */
const MAX_WORKERS = 64;
const AUTO_MIN_BYTES = 100 * 1024 * 1024;

export function workerCount(text: string | undefined, files: readonly string[] = []): number {
  if (text === undefined) return 1;
  if (text === 'auto') {
    const bytes = files.reduce((n, f) => n + statSync(f).size, 0);
    return bytes < AUTO_MIN_BYTES ? 1 : Math.min(availableParallelism(), MAX_WORKERS);
  }
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > MAX_WORKERS) throw new UsageError(`--workers must be a whole number from 1 to ${MAX_WORKERS}, or auto; not "${text}"`);
  return Number(text);
}

export function checkInputs(files: string[]): void {
  if (files.length === 0) throw new UsageError('no log files given');
  for (const f of files) {
    if (!existsSync(f)) throw new UsageError(`no such file: ${f}`);
    if (!statSync(f).isFile()) throw new UsageError(`not a file: ${f}`);
  }
}

export async function auditCommand(files: string[], o: AuditCliOptions): Promise<number> {
  checkInputs(files);
  if (o.ruleset && !rulesetById(o.ruleset)) {
    throw new UsageError(`unknown ruleset ${o.ruleset}; available: ${RULESETS.map((r) => r.id).join(', ')}`);
  }
  const reader = o.map !== undefined ? await mappedReader(o.map, files, o) : undefined;
  const workers = reader ? 1 : workerCount(o.workers, files);
  const dbPath = storePath(o.db);
  checkOut(o.out, [...files, o.tables, dbPath, o.map]);
  if (o.pdf !== undefined) checkOutputFile(o.pdf, '--pdf');
  const capture = o.pdf !== undefined ? new HandCapture(o.casino) : undefined;
  const opts: RunAuditOptions = {
    paths: files,
    rulesets: RULESETS,
    tables: loadTables(o.tables),
    forceRuleset: o.ruleset,
    format: o.input,
    onHand: capture?.onHand,
    workers,
    reader,
  };
  const run = await (dbPath === undefined ? runAudit(opts) : auditAndStore(dbPath, opts)).catch((e: unknown) => {
    capture?.dispose();
    throw e;
  });
  try {
    const out = openOut(o.out);
    if (o.format === 'json') await writeJson(run, out, o.lang);
    else if (o.format === 'csv') await writeCsv(run, out, o.lang);
    else await writeTerminal(run, out, { lang: o.lang, color: o.color ?? (!o.out && process.stdout.isTTY === true), rulesets: RULESETS });
    await closeOut(out);
    if (o.pdf !== undefined && capture) {
      await capture.close();
      await writePdfReport(fromAuditRun(run, capture), createWriteStream(o.pdf), { lang: o.lang, rulesets: RULESETS });
    }
    return exitCode(run.summary);
  } finally {
    run.dispose();
    capture?.dispose();
  }
}

/** `--db` alone means ./veedor.db; a log file given as the store is a slip of the command line. */
export function storePath(db: string | boolean | undefined): string | undefined {
  if (db === undefined || db === false) return undefined;
  if (db === true) return DEFAULT_DB;
  if (/\.(ndjson|jsonl|json|csv|tsv)$/i.test(db)) {
    throw new UsageError(`--db ${db}: that is a hand log's name, not an audit store's; put --db after the log files (--db alone stores in ./${DEFAULT_DB})`);
  }
  return db;
}

async function auditAndStore(dbPath: string, opts: RunAuditOptions): Promise<AuditRun> {
  const db = openStore(dbPath, { create: true });
  try {
    const { run, stored } = await auditIntoStore(db, opts);
    for (const n of stored.notices) process.stderr.write(`veedor: ${n}\n`);
    const what = `${run.summary.hands} hands, ${run.summary.findings} findings`;
    process.stderr.write(
      stored.mode === 'already-stored' ? `veedor: run ${stored.runId} is already in ${dbPath}; nothing written\n`
        : stored.mode === 'resume' ? `veedor: completed the interrupted run ${stored.runId} in ${dbPath} (${what})\n`
          : `veedor: stored run ${stored.runId} in ${dbPath} (${what})\n`);
    return run;
  } finally {
    db.close();
  }
}

export function checkOutputFile(path: string, option: string): void {
  if (path === '') throw new UsageError(`${option} needs a file name`);
  if (existsSync(path) && statSync(path).isDirectory()) throw new UsageError(`${option} ${path} is a directory`);
  const dir = dirname(resolve(path));
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`${option} ${path}: no such directory ${dir}`);
}
