// `veedor audit --workers N`: the same audit as Auditor, on N worker threads, with the same findings
// in the same order.
//
// A table's hands all go to one worker (route.ts), so every rule that follows a table across hands
// sees the same hands in the same order as in one thread. The run goes in two phases per record:
//   1. the owning worker parses and checks it, keeps the hand, and sends back its head (hand_id,
//      ruleset, game) or why it was rejected;
//   2. the main thread admits the heads in log order (duplicates, unknown catalogs: Admission, shared
//      with Auditor), tells the worker which hands to replay, and emits the results in log order.
// A rule's run state is keyed by table, so each worker keeps its own tables' and nothing is merged; at the
// end each worker sends back only its stats counters (veedor stats).
import { Worker } from 'node:worker_threads';
import type { SourceRef } from '../engine/core/types.js';
import { AuditLedger } from './auditor.js';
import type { AuditOptions, AuditSink, FileResult } from './auditor.js';
import type { JudgedRecord } from './record.js';
import type { AccumulatorSnapshot } from './stats/accumulator.js';
import { readLogLines } from '../engine/input/readers.js';
import { RULESETS } from '../rules-catalog/index.js';
import { scanTableId, workerOf } from './route.js';
import type { FromWorker, HeadReply, ParseItem, ToWorker, WorkerSetup } from './parallel-protocol.js';

/** Records sent to a worker in one message: enough to make a message's cost small next to its work. */
const BATCH = 256;
/**
 * Read ahead of the last record emitted, at most WINDOW records and WINDOW_BYTES of their text: bounds
 * the memory whatever the file's size and however long its records (a record's text, its parsed hand in
 * its worker and its replay result back here all grow with it). workers17: 16,384 records of pot luck
 * (about 2 KB each) held 370-430 MB peak RSS; 4 MiB (about 2,000 such records) is still many batches per
 * worker, enough to keep both busy.
 */
const WINDOW = 16_384;
const WINDOW_BYTES = 4 * 1024 * 1024;
/**
 * Each worker's young generation (V8's nursery, where a hand's parse and replay garbage lives): by
 * default each of the three heaps (main + 2 workers) grows its own to tens of MB; a worker's short-lived
 * objects fit in 8 (workers17: peak RSS -60 MB at 2 workers, CPU unchanged). Only the young generation
 * is bounded: the old one keeps V8's default, so no log's run state can make a worker run out of heap.
 */
const WORKER_YOUNG_MB = 8;
/** What a record already parsed by the reader (a JSON array's, a CSV's) is counted for: a typical hand's text. */
const VALUE_BYTES = 2048;

type Slot = {
  file: FileResult;
  source: SourceRef;
  /** The record as read, kept until its head is back (a misrouted line is sent on to its owner). */
  item?: ParseItem;
  owner: number;
  head?: HeadReply;
  /** Set once admitted: the catalog, and the replay result when it is back. */
  ruleset?: string;
  result?: JudgedRecord;
  /** The byte where the record starts in its file, where the reader knows it (the store's hand index). */
  offset?: number;
  /** What to emit: a finding of its own (rejected, file problem) or the replay result. */
  done?: () => void;
  /** Its share of the read-ahead window (WINDOW_BYTES), given back when it is emitted. */
  bytes?: number;
};

/**
 * A worker thread that stopped or failed: the run cannot complete. It reads as a failure of the
 * machine (like a full disk: `code` and `syscall`, which the CLI prints as one line, exit 2), not as
 * a bug with a stack trace; the message says which worker and why.
 */
export class WorkerFailure extends Error {
  readonly code = 'ERR_VEEDOR_WORKER';
  readonly syscall = 'worker_thread';

  constructor(worker: number, why: string) {
    super(`${worker >= 0 ? `audit worker ${worker}` : 'an audit worker'} failed: ${firstLine(why)}; the audit did not complete`);
  }
}

function firstLine(text: string): string {
  const line = text.split('\n')[0]!;
  return line.length > 200 ? line.slice(0, 200) + '…' : line;
}

/** The compiled worker: beside this file once built; from the sources (the tests), the built one. */
function workerUrl(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('../dist/audit/audit-worker.js', import.meta.url)
    : new URL('./audit-worker.js', import.meta.url);
}

export class ParallelAuditor extends AuditLedger {
  private readonly workers: Worker[] = [];
  private readonly batches: ParseItem[][];
  private readonly decisions: { slots: number[]; rulesets: (string | null)[] }[];
  private readonly slots = new Map<number, Slot>();
  private nextSlot = 0;
  private nextAdmit = 0;
  private nextEmit = 0;
  /** The text of the records read and not yet emitted (WINDOW_BYTES). */
  private aheadBytes = 0;
  private failure: Error | undefined;
  private closing = false;
  private wake: (() => void) | undefined;
  private finished = 0;
  /** veedor stats: each worker's counters, once `complete` (stats/run.ts merges them). */
  readonly statsSnapshots: AccumulatorSnapshot[] = [];
  /** The read-ahead bound: WINDOW records, WINDOW_BYTES of text (a test gives a smaller one). */
  private readonly window: { records: number; bytes: number };
  /** The most read ahead of the last record emitted, in records and in bytes of text, over the run. */
  readonly peakAhead = { records: 0, bytes: 0 };

  /** With `stats` (veedor stats), each worker counts its hands' facts: `statsSnapshots` once complete. */
  constructor(opts: AuditOptions, sink: AuditSink, readonly count: number, extra: { stats?: WorkerSetup['stats']; window?: { records: number; bytes: number } } = {}) {
    super(opts, sink);
    this.window = extra.window ?? { records: WINDOW, bytes: WINDOW_BYTES };
    if (!Number.isInteger(count) || count < 1) throw new Error(`workers must be a whole number >= 1, not ${count}`);
    for (const r of opts.rulesets) {
      // Given loaded (a lazy catalog is loaded first: run.ts), and the registry's own object.
      if (RULESETS.find((x) => x.id === r.id) !== this.byId.get(r.id)) throw new Error(`catalog ${r.id} is not the registry's, loaded: --workers loads catalogs by id`);
    }
    this.batches = Array.from({ length: count }, () => []);
    this.decisions = Array.from({ length: count }, () => ({ slots: [], rulesets: [] }));
    for (let index = 0; index < count; index++) {
      const setup: WorkerSetup = {
        index, count,
        rulesetIds: opts.rulesets.map((r) => r.id),
        tables: opts.tables ? [...opts.tables] : undefined,
        forceRuleset: opts.forceRuleset,
      };
      if (extra.stats) setup.stats = extra.stats;
      const w = new Worker(workerUrl(), { workerData: setup, resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_MB } });
      w.on('message', (m: FromWorker) => this.onMessage(m));
      // A worker that dies, or a message that cannot be copied across (a value too deep to clone), ends
      // the run with one line: never a wait for an answer that will not come.
      w.on('error', (e) => this.fail(new WorkerFailure(index, e.message)));
      w.on('messageerror', (e) => this.fail(new WorkerFailure(index, `a message could not be read (${e.message})`)));
      w.on('exit', (code) => {
        if (!this.closing) this.fail(new WorkerFailure(index, `it exited (code ${code})`));
      });
      this.workers.push(w);
    }
  }

  async auditFile(path: string): Promise<FileResult> {
    // As Auditor's: a compressed copy of a log read before is that log.
    await this.admission.prepareLog(this.opts.names?.get(path) ?? path);
    const { file, read } = this.startFile(path);
    for await (const rec of readLogLines(path, file.format, this.opts.onRead && ((n) => this.opts.onRead!(path, n)), read)) {
      this.check();
      if (rec.kind === 'file-problem') {
        this.local(file, { path, line: rec.line }, () => this.fileProblem(path, rec.line, rec.reason));
        continue;
      }
      const source: SourceRef = { path, line: rec.line, index: rec.index };
      if (rec.kind === 'unreadable') {
        if (rec.handId !== undefined) {
          // One that names its hand claims that hand_id: admitted in its turn, after the hands before it (as in one thread).
          const slot = this.nextSlot++;
          const head: HeadReply = { slot, kind: 'unreadable', handId: rec.handId, reason: rec.reason, ...(rec.field !== undefined ? { field: rec.field } : {}) };
          this.slots.set(slot, { file, source, owner: -1, head });
          this.pump();
          continue;
        }
        // Decided here at once: an unreadable record is rejected whatever came before it.
        const decided = this.decide(rec, source);
        if ('rejected' in decided) this.local(file, source, () => this.reject(file, decided.rejected));
        continue;
      }
      const slot = this.nextSlot++;
      const item: ParseItem = { slot, path, line: rec.line, index: rec.index };
      let tableId: unknown;
      if (rec.kind === 'line') {
        item.text = rec.text;
        tableId = scanTableId(rec.text);
      } else {
        item.value = rec.value;
        if (rec.texts) item.texts = rec.texts;
        if (rec.lines) item.lines = rec.lines;
        tableId = typeof rec.value === 'object' && rec.value !== null ? (rec.value as Record<string, unknown>)['table_id'] : undefined;
      }
      const owner = typeof tableId === 'string' ? workerOf(tableId, this.count) : 0;
      const bytes = rec.kind === 'line' ? rec.text.length : VALUE_BYTES;
      const entry: Slot = { file, source, item, owner, bytes };
      if (rec.kind === 'line' && rec.offset !== undefined) entry.offset = rec.offset;
      this.slots.set(slot, entry);
      this.aheadBytes += bytes;
      this.send(owner, item);
      const ahead = this.nextSlot - this.nextEmit;
      if (ahead > this.peakAhead.records) this.peakAhead.records = ahead;
      if (this.aheadBytes > this.peakAhead.bytes) this.peakAhead.bytes = this.aheadBytes;
      const { records, bytes: most } = this.window;
      if (ahead >= records || this.aheadBytes >= most) {
        await this.until(() => this.nextSlot - this.nextEmit < records / 2 && this.aheadBytes < most / 2);
      }
    }
    this.flushAll();
    await this.until(() => this.nextEmit === this.nextSlot);
    await this.closeFile(path, file, read);
    return file;
  }

  /** Waits for every worker to finish (and send its stats counters); then the workers end. */
  async complete(): Promise<void> {
    try {
      for (let i = 0; i < this.workers.length; i++) this.post(i, { t: 'finish' });
      await this.until(() => this.finished === this.count);
    } finally {
      await this.close();
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    const ws = this.workers.splice(0);
    await Promise.all(ws.map((w) => w.terminate()));
  }

  /** A record settled here, with no worker (a file problem, an unreadable record): emitted in its turn. */
  private local(file: FileResult, source: SourceRef, done: () => void): void {
    const slot = this.nextSlot++;
    this.slots.set(slot, { file, source, owner: -1, done });
    this.pump();
  }

  private send(owner: number, item: ParseItem): void {
    const batch = this.batches[owner]!;
    batch.push(item);
    if (batch.length >= BATCH) this.flush(owner);
  }

  private flush(owner: number): void {
    const items = this.batches[owner]!;
    if (items.length === 0) return;
    this.batches[owner] = [];
    this.post(owner, { t: 'parse', items });
  }

  private post(owner: number, msg: ToWorker): void {
    try {
      this.workers[owner]!.postMessage(msg);
    } catch (e) {
      this.fail(new WorkerFailure(owner, `a message could not be sent (${e instanceof Error ? e.message : String(e)})`));
    }
  }

  private flushAll(): void {
    for (let i = 0; i < this.count; i++) this.flush(i);
  }

  private onMessage(m: FromWorker): void {
    if (this.failure) return;
    try {
      this.receive(m);
    } catch (e) {
      // A sink's hook failed (the audit store, a full disk): the run stops, as on one thread.
      this.fail(e instanceof Error ? e : new Error(String(e)));
    }
  }

  private receive(m: FromWorker): void {
    if (m.t === 'error') return this.fail(new WorkerFailure(-1, m.message));
    if (m.t === 'heads') {
      for (const h of m.items) {
        const slot = this.slots.get(h.slot)!;
        if (h.kind === 'misrouted') {
          // The line's table is another worker's: send it on, marked so that worker keeps it.
          slot.owner = h.owner;
          const item = { ...slot.item!, forced: true };
          this.batches[h.owner]!.push(item);
          this.flush(h.owner);
        } else {
          slot.head = h;
          slot.item = undefined;
        }
      }
    } else if (m.t === 'results') {
      for (const { slot, result } of m.items) this.slots.get(slot)!.result = result;
    } else if (m.t === 'finished') {
      this.finished++;
      if (m.stats) this.statsSnapshots.push(m.stats);
    }
    this.pump();
    this.wake?.();
  }

  /** Admits what can be admitted and emits what can be emitted, both in log order. */
  private pump(): void {
    for (;;) {
      const slot = this.slots.get(this.nextAdmit);
      if (!slot || (!slot.done && !slot.head)) break;
      if (!slot.done) this.admit(slot, this.nextAdmit);
      this.nextAdmit++;
    }
    for (let i = 0; i < this.count; i++) {
      const d = this.decisions[i]!;
      if (d.slots.length === 0) continue;
      this.decisions[i] = { slots: [], rulesets: [] };
      this.post(i, { t: 'decide', slots: d.slots, rulesets: d.rulesets });
    }
    for (;;) {
      const slot = this.slots.get(this.nextEmit);
      if (!slot) break;
      if (!slot.done) {
        if (!slot.result) break;
        const { file, ruleset, result } = slot;
        if (slot.offset !== undefined && result.kind === 'audited') result.header.byteOffset = slot.offset;
        this.replayed(file, ruleset!, result);
      } else {
        slot.done();
      }
      if (slot.bytes) this.aheadBytes -= slot.bytes;
      this.slots.delete(this.nextEmit++);
    }
  }

  private admit(slot: Slot, n: number): void {
    const h = slot.head!;
    const { file, source } = slot;
    /** Tells the owning worker what to do with the hand it holds: replay it under `ruleset`, or drop it. */
    const tell = (ruleset: string | null) => {
      const d = this.decisions[slot.owner]!;
      d.slots.push(n);
      d.rulesets.push(ruleset);
    };
    if (h.kind === 'misrouted') return; // (never: a misrouted head is not kept, its line is sent on)
    const decided = this.decide(h.kind === 'head' ? { kind: 'head', head: h } : h, source);
    if ('rejected' in decided) {
      // A hand the worker holds is dropped there; a record it could not read or check holds nothing.
      if (h.kind === 'head') tell(null);
      slot.done = () => this.reject(file, decided.rejected);
      return;
    }
    slot.ruleset = decided.ruleset.id;
    tell(decided.ruleset.id);
  }

  private fail(e: Error): void {
    this.failure ??= e;
    this.wake?.();
  }

  private check(): void {
    if (this.failure) throw this.failure;
  }

  /** Waits until `ok()` holds, flushing what is batched so the workers have the records it waits for. */
  private async until(ok: () => boolean): Promise<void> {
    this.flushAll();
    while (!ok()) {
      this.check();
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = undefined;
    }
    this.check();
  }
}
