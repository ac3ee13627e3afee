import { closeSync, mkdtempSync, openSync, rmSync, createReadStream, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createHash } from 'node:crypto';
import { Auditor } from './auditor.js';
import type { AuditOptions, AuditSink, FileResult } from './auditor.js';
import type { ParallelAuditor } from './parallel.js';
import { NO_HAND_DATE, addOwed } from './findings.js';
import type { Finding, NotChecked, RunSummary } from './findings.js';
import type { HandHeader } from './record.js';
import { serializeFinding } from './serialize.js';
import { TOOL_NAME, TOOL_VERSION } from './tool.js';
import { tempWriteError } from '../engine/core/temp-files.js';
import { loadRulesets } from '../rules-catalog/registry.js';
import { instantMs } from '../engine/core/instant.js';
import { boundHeapGrowth } from './heap-growth.js';

export interface RunInfo {
  id: string;
  started_at: string;
  rulesets: Record<string, string>;
  options: Record<string, unknown>;
}

/** A finished audit: the findings wait in a spill file, in order, so any number fit. */
export interface AuditRun {
  tool: { name: string; version: string };
  run: RunInfo;
  inputs: FileResult[];
  summary: RunSummary;
  notChecked: NotChecked[];
  /** SHA-256 of the canonical findings (one JSON line each, in order). */
  findingsDigest: string;
  findings(): AsyncGenerator<Finding>;
  dispose(): void;
}

export interface RunAuditOptions extends AuditOptions {
  paths: string[];
  /** Called for each audited hand (the audit store indexes hands). */
  onHand?(hand: HandHeader, findings: Finding[], file: string): void;
  onFinding?(f: Finding): void;
  /** Called before each input file is read (position = its index in `paths`) and after it is done. */
  onFileStart?(path: string, position: number): void;
  onFileDone?(result: FileResult, position: number): void;
  /** Fixed reference time for the run; default: SOURCE_DATE_EPOCH, else the newest hand's started_at. */
  asOf?: string;
  /** Worker threads to audit on (default 1: this thread). The findings are the same, in the same order. */
  workers?: number;
}

/**
 * Spill folders not yet disposed: removed when the process exits, however it
 * exits short of a kill -9 (the CLI turns every catchable signal into an exit: cli/signals.ts), so
 * findings never stay behind in the temp folder.
 */
const liveSpills = new Set<string>();
process.once('exit', () => {
  for (const dir of liveSpills) rmSync(dir, { recursive: true, force: true });
});

export { HEAP_GROWING_PERCENT, boundHeapGrowth } from './heap-growth.js';

export async function runAudit(opts: RunAuditOptions): Promise<AuditRun> {
  boundHeapGrowth();
  const dir = mkdtempSync(join(tmpdir(), 'veedor-'));
  liveSpills.add(dir);
  const spillPath = join(dir, 'findings.ndjson');
  // Written as the findings come, a block at a time, by the thread that makes them: a write stream queued them
  // in memory until the next read let it drain, and a log of tiny records (a million `{}`, each an input finding)
  // queued hundreds of megabytes. A failed write (a full disk) is reported when the audit ends.
  const spillLines = new BlockWriter(openSync(spillPath, 'w'));
  const digest = createHash('sha256');
  const summary: RunSummary = {
    hands: 0, audited: 0, rejected: 0, hands_with_findings: 0, findings: 0,
    by_category: { payout: 0, procedure: 0, integrity: 0, input: 0 },
    by_article: {}, money: {}, unpriced: 0,
  };
  let newest = '';
  let newestMs = -Infinity;
  let currentFile = '';
  let lastHandWithFinding: string | null | undefined;
  const handsWithFindings = { n: 0 };

  const sink: AuditSink = {
    handAudited(hand, findings) {
      const ms = instantMs(hand.started_at);
      if (ms > newestMs) { newestMs = ms; newest = hand.started_at; }
      opts.onHand?.(hand, findings, currentFile);
    },
    finding(f) {
      summary.findings++;
      summary.by_category[f.category]++;
      const key = f.category === 'input' ? `${f.article}` : `${f.ruleset} ${f.article}`;
      summary.by_article[key] = (summary.by_article[key] ?? 0) + 1;
      if (addOwed(summary.money, f) === 'unpriced') summary.unpriced++;
      // A hand record with findings, known by its place in the log (the findings of one hand share its source):
      // a record rejected before its hand_id could be read is one too (it is counted in `hands` and `rejected`), and
      // a repeated hand_id right after its first record is another record; a file's own note is no hand.
      const handKey = f.rule === 'input-file' ? null : `${f.source.path}\u0000${f.source.index ?? ''}\u0000${f.source.line ?? ''}`;
      if (handKey !== null && handKey !== lastHandWithFinding) {
        handsWithFindings.n++;
        lastHandWithFinding = handKey;
      }
      const line = JSON.stringify(serializeFinding(f, 'en')) + '\n';
      digest.update(line);
      spillLines.write(JSON.stringify(f) + '\n');
      opts.onFinding?.(f);
    },
  };
  const workers = opts.workers ?? 1;
  if (opts.reader && workers > 1) throw new Error('a mapped audit (--map) runs on one thread');
  const counted = { ...opts, logs: opts.paths.length };
  const auditor = workers > 1 ? await parallelAuditor(counted, sink, workers) : new Auditor(counted, sink);
  try {
    for (const [position, path] of opts.paths.entries()) {
      currentFile = path;
      opts.onFileStart?.(path, position);
      const result = await auditor.auditFile(path);
      opts.onFileDone?.(result, position);
    }
    await auditor.complete();
  } catch (e) {
    // A hook (the audit store) or a read failed: leave no spill file behind.
    await auditor.close();
    spillLines.close();
    rmSync(dir, { recursive: true, force: true });
    liveSpills.delete(dir);
    throw e;
  }
  spillLines.flush();
  const spillError = spillLines.close();
  if (spillError) {
    rmSync(dir, { recursive: true, force: true });
    liveSpills.delete(dir);
    throw tempWriteError(spillError, 'the findings');
  }

  for (const f of auditor.files) {
    summary.hands += f.hands;
    summary.rejected += f.rejected;
  }
  summary.audited = summary.hands - summary.rejected;
  summary.hands_with_findings = handsWithFindings.n;

  const rulesets: Record<string, string> = {};
  for (const r of opts.rulesets) if (auditor.usedRulesets.has(r.id)) rulesets[r.id] = auditor.byId.get(r.id)!.version;
  const options = runOptions(opts);
  const findingsDigest = digest.digest('hex');
  const identity = JSON.stringify({
    tool: TOOL_VERSION, rulesets, options, inputs: auditor.files.map((f) => f.sha256),
  });
  const run: RunInfo = {
    id: 'R-' + createHash('sha256').update(identity).digest('hex').slice(0, 16),
    started_at: opts.asOf ?? fromSourceDateEpoch() ?? (newest || NO_HAND_DATE),
    rulesets,
    options,
  };

  return {
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    run,
    inputs: auditor.files,
    summary,
    notChecked: auditor.notChecked(),
    findingsDigest,
    async *findings() {
      const lines = createInterface({ input: createReadStream(spillPath, { encoding: 'utf8' }), crlfDelay: Infinity });
      for await (const line of lines) if (line) yield JSON.parse(line) as Finding;
    },
    dispose() {
      rmSync(dir, { recursive: true, force: true });
      liveSpills.delete(dir);
    },
  };
}

/**
 * The worker threads' auditor, loaded only for --workers (it loads every catalog, as its workers do), with
 * every catalog loaded: the main thread admits the hands of any of them.
 */
async function parallelAuditor(opts: RunAuditOptions, sink: AuditSink, workers: number): Promise<ParallelAuditor> {
  const [{ ParallelAuditor }, rulesets] = await Promise.all([import('./parallel.js'), loadRulesets(opts.rulesets)]);
  return new ParallelAuditor({ ...opts, rulesets }, sink, workers);
}

/** The options that change findings, as the run id and the audit store record them. */
export function runOptions(opts: Pick<AuditOptions, 'forceRuleset' | 'format' | 'tables' | 'reader'>): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  if (opts.forceRuleset) options['ruleset'] = opts.forceRuleset;
  if (opts.format) options['format'] = opts.format;
  if (opts.reader) options['map'] = opts.reader.identity;
  if (opts.tables) options['tables'] = Object.fromEntries([...opts.tables].sort((a, b) => a[0].localeCompare(b[0], 'en')));
  return options;
}

/**
 * Lines written to a file in blocks of about 64 KB, not one `write` each (a log with many findings made many small
 * writes), each block written before the next is gathered: what waits in memory is one block, however fast the
 * findings come. The first failed write is kept (the rest dropped) and given by `close`.
 */
class BlockWriter {
  private pending: string[] = [];
  private length = 0;
  private failure: NodeJS.ErrnoException | undefined;
  private closed = false;

  constructor(private readonly fd: number) {}

  write(line: string): void {
    this.pending.push(line);
    this.length += line.length;
    if (this.length >= SPILL_BLOCK) this.flush();
  }

  flush(): void {
    if (this.pending.length === 0) return;
    const block = Buffer.from(this.pending.join(''), 'utf8');
    this.pending = [];
    this.length = 0;
    if (this.failure || this.closed) return;
    try {
      for (let at = 0; at < block.length;) at += writeSync(this.fd, block, at, block.length - at);
    } catch (e) {
      this.failure = e as NodeJS.ErrnoException;
    }
  }

  /** Closes the file; the first write (or the close) that failed, if any. */
  close(): NodeJS.ErrnoException | undefined {
    if (this.closed) return this.failure;
    this.closed = true;
    try {
      closeSync(this.fd);
    } catch (e) {
      this.failure ??= e as NodeJS.ErrnoException;
    }
    return this.failure;
  }
}

const SPILL_BLOCK = 1 << 16;

function fromSourceDateEpoch(): string | undefined {
  const v = process.env['SOURCE_DATE_EPOCH'];
  if (!v || !/^\d+$/.test(v)) return undefined;
  return new Date(Number(v) * 1000).toISOString().replace('.000Z', 'Z');
}
