import type { HandRecord, SourceRef } from '../engine/core/types.js';
import type { Finding, NotChecked } from './findings.js';
import { Admission } from './admission.js';
import type { HandHead } from './admission.js';
import { FORMAT_ARTICLE, inputFinding } from './input-findings.js';
import type { RunStates } from './judge.js';
import { judgeRecord } from './record.js';
import { checkRecord, logRecords } from './read-records.js';
import type { HandHeader, JudgeMode, JudgedRecord } from './record.js';
import { createHash } from 'node:crypto';
import { formatOf, readLogBatches, readLogBytesBatches } from '../engine/input/readers.js';
import type { LogFormat, RawOrLine } from '../engine/input/readers.js';
import type { Ruleset, RulesetSource } from '../rules-catalog/framework/types.js';
import { ReadDigest, fileDigest } from './digest.js';
import type { Reason } from '../engine/core/reasons.js';
import { loadRulesets } from '../rules-catalog/registry.js';

export interface AuditOptions {
  /** The catalogs a hand may name: a lazy one (the registry's) is loaded when a hand first names it. */
  rulesets: readonly RulesetSource[];
  tables?: Map<string, Record<string, unknown>>;
  /** Audit every hand against this catalog instead of its game's default. */
  forceRuleset?: string;
  format?: LogFormat;
  /** Reads the files through something other than the native readers (a foreign export's mapping: engine/input/mapping). */
  reader?: RecordReader;
  /** The name a file's findings and result carry, where it is not its path: `<stdin>` spooled to a temporary file. */
  names?: ReadonlyMap<string, string>;
  /**
   * `veedor stats`: the hands' findings are only counted (by category and article), so their messages are not
   * written (judge.ts `countedFinding`).
   */
  countFindings?: boolean;
  /**
   * `veedor stats` of a stored run: the hands are replayed through their engines alone, for their facts; no rule
   * judges them (the run's findings are the store's).
   */
  replayOnly?: boolean;
  /** Hears the bytes of the file being read, read so far (the progress line). */
  onRead?(path: string, bytes: number): void;
  /**
   * How many logs the run reads, where known: a run of one log has no other log a hand could repeat (HandClaims then
   * skips the check across logs, a fingerprint a hand).
   */
  logs?: number;
}

/** An audit's options with every catalog given loaded (the statistics and the dispute replay read them as they go). */
export interface LoadedAuditOptions extends Omit<AuditOptions, 'rulesets'> {
  rulesets: readonly Ruleset[];
}

/** A reader of logs the native readers do not read, and how its input findings point back into the file. */
export interface RecordReader {
  readonly format: LogFormat;
  /** What identifies the conversion in the run's options. */
  readonly identity: string;
  read(path: string): AsyncIterable<RawOrLine>;
  /** A finding about the record last read, placed where the file holds it. */
  place(f: Finding): Finding;
}

/** Receives results in log order, as they are produced, so nothing need be held for the whole run. */
export interface AuditSink {
  handAudited?(hand: HandHeader, findings: Finding[]): void;
  finding(f: Finding): void;
  /**
   * The whole record of each audited hand (single-threaded audits only: the dispute replay needs it); with
   * `countFindings`, the engine's state after its last event too (`veedor stats` reads the hand's facts from it).
   */
  handRecord?(hand: HandRecord, findings: Finding[], final?: unknown): void;
  /** Asked after each record: true stops reading the file (the dispute replay has found its hand). */
  stop?(): boolean;
  /**
   * Asked before judging each admitted hand: true admits it (its hand_id claimed, a repeat rejected) without judging
   * it. The dispute replay, once it has its hand, reads on only for later records of the same id.
   */
  admitOnly?(): boolean;
  /**
   * A record that did not parse, whose text names a hand_id (`namedId`, not claimed: its finding names no hand),
   * after its finding (single-threaded audits only): the dispute replay says that hand's record was rejected.
   */
  unreadableNaming?(namedId: string, finding: Finding): void;
}

/** What admission decides on: a record that could not be read, one that failed the format, or a hand's head. */
export type Decidable =
  | { kind: 'unreadable'; field?: string; handId?: string; reason: Reason }
  | { kind: 'invalid'; handId?: string; finding: Finding }
  | { kind: 'head'; head: HandHead };

export interface FileResult {
  path: string;
  sha256: string;
  bytes: number;
  format: LogFormat;
  hands: number;
  rejected: number;
}

/**
 * The bookkeeping every audit shares, single-threaded or parallel: admission
 * in log order, the counts per file and procedure articles left unchecked.
 */
export class AuditLedger {
  readonly admission: Admission;
  /** The catalogs loaded so far, by id: every one given loaded, and each lazy one once a hand has named it. */
  readonly byId = new Map<string, Ruleset>();
  private readonly lazy = new Map<string, RulesetSource>();
  readonly files: FileResult[] = [];
  readonly usedRulesets = new Set<string>();
  private readonly skipped = new Map<string, number>(); // ruleset -> hands without procedures
  /** Hands a rule ran on but could not check (RuleContext.notChecked), by ruleset, rule and reason. */
  private readonly unchecked = new Map<string, { ruleset: string; rule: string; reason: { es: string; en: string }; hands: number }>();

  readonly sink: AuditSink;

  constructor(readonly opts: AuditOptions, sink: AuditSink) {
    const reader = opts.reader;
    this.sink = reader ? { ...sink, finding: (f) => sink.finding(reader.place(f)) } : sink;
    for (const r of opts.rulesets) {
      if ('load' in r) this.lazy.set(r.id, r);
      else this.byId.set(r.id, r);
    }
    // A source names `<stdin>` where the file read is its temporary copy: that copy is what is compared with the other
    // logs (piped in beside the file it was copied from, each hand was audited twice).
    const fileOf = new Map([...(opts.names ?? [])].map(([file, name]) => [name, file]));
    this.admission = new Admission(this.byId, opts.rulesets.map((r) => r.id), (name) => fileOf.get(name) ?? name, opts.logs === 1);
  }

  /** True when the catalog named `id` is one given but not loaded yet: `load(id)` before admitting its hand. */
  unloaded(id: string): boolean {
    return this.lazy.has(id);
  }

  /** Loads a lazy catalog (once): after it, admission finds it as it finds a catalog given loaded. */
  async load(id: string): Promise<void> {
    const source = this.lazy.get(id);
    if (source === undefined) return;
    const [ruleset] = await loadRulesets([source]);
    this.byId.set(id, ruleset!);
    this.lazy.delete(id);
  }

  async openFile(path: string): Promise<FileResult> {
    const digest = await fileDigest(path);
    return this.newFile(path, digest.sha256, digest.bytes);
  }

  /**
   * A file the native readers read, its digest taken from the chunks they read (`read`, handed to
   * readLogLines): filled in by `closeFile` once the read is over.
   */
  startFile(path: string): { file: FileResult; read: ReadDigest } {
    return { file: this.newFile(path, '', 0), read: new ReadDigest() };
  }

  async closeFile(path: string, file: FileResult, read: ReadDigest): Promise<void> {
    const digest = await read.result(path);
    file.sha256 = digest.sha256;
    file.bytes = digest.bytes;
  }

  private newFile(path: string, sha256: string, bytes: number): FileResult {
    const result: FileResult = { path: this.opts.names?.get(path) ?? path, sha256, bytes, format: this.opts.reader?.format ?? formatOf(path, this.opts.format), hands: 0, rejected: 0 };
    this.files.push(result);
    return result;
  }

  fileProblem(path: string, line: number | undefined, reason: Reason): void {
    const source: SourceRef = line !== undefined ? { path, line } : { path };
    this.sink.finding(inputFinding({ rule: 'input-file', source, reason, severity: 'warning' }));
  }

  reject(file: FileResult, finding: Finding): void {
    file.hands++;
    file.rejected++;
    this.sink.finding(finding);
  }

  /**
   * The decision on a record in log order, shared by both auditors: an unreadable or invalid record,
   * a repeat or an unknown catalog is a rejection (returned, to emit in its turn); an admitted hand
   * gets its catalog. An invalid record still claims its hand_id.
   */
  decide(rec: Decidable, source: SourceRef): { ruleset: Ruleset } | { rejected: Finding } {
    if (rec.kind === 'unreadable') {
      // A record that names its hand (it parsed) claims its hand_id as an invalid one does.
      this.admission.noteRejected(rec.handId, source);
      // Under --ruleset it names that catalog, as every other record's finding does; else it names none ('').
      return { rejected: inputFinding({ rule: 'input-unreadable', source, handId: rec.handId, ruleset: this.opts.forceRuleset, field: rec.field, reason: rec.reason }) };
    }
    if (rec.kind === 'invalid') {
      this.admission.noteRejected(rec.handId, source);
      return { rejected: rec.finding };
    }
    const admitted = this.admission.admit(rec.head, source);
    if (!admitted.ok) return { rejected: admitted.finding };
    this.usedRulesets.add(admitted.ruleset.id);
    return { ruleset: admitted.ruleset };
  }

  /** Emits a replayed hand's outcome, in log order. */
  replayed(file: FileResult, rulesetId: string, result: JudgedRecord): void {
    if (result.kind === 'rejected') {
      this.reject(file, result.finding);
      return;
    }
    file.hands++;
    if (result.skippedProcedureRules) this.skipped.set(rulesetId, (this.skipped.get(rulesetId) ?? 0) + 1);
    if (result.unchecked) {
      // A rule that notes a hand twice for one reason counts it once.
      for (const note of new Map(result.unchecked.map((n) => [`${n.rule}\u0000${n.reason.en}`, n])).values()) {
        const key = `${rulesetId}\u0000${note.rule}\u0000${note.reason.en}`;
        const kept = this.unchecked.get(key);
        if (kept) kept.hands++;
        else this.unchecked.set(key, { ruleset: rulesetId, rule: note.rule, reason: note.reason, hands: 1 });
      }
    }
    this.sink.handAudited?.(result.header, result.findings);
    for (const f of result.findings) this.sink.finding(f);
  }

  /**
   * Articles that could not be checked on some hands: the procedure articles where the log records no procedures,
   * then the hands a rule ran on but could not check (RuleContext.notChecked), by ruleset, article and reason.
   */
  notChecked(): NotChecked[] {
    const out: NotChecked[] = [];
    for (const [id, hands] of [...this.skipped].sort((a, b) => a[0].localeCompare(b[0], 'en'))) {
      const ruleset = this.byId.get(id)!;
      for (const rule of ruleset.rules) {
        if (rule.needs !== 'procedures') continue;
        out.push({
          ruleset: id, article: rule.article, rule: rule.id, hands,
          reason: {
            es: 'el registro de estas manos no incluye eventos de procedimiento',
            en: 'these hands\' log records no procedure events',
          },
        });
      }
    }
    // A rule's note cites its article; the format's own check (shoe continuity) cites the format, as its findings do.
    const notes = [...this.unchecked.values()].map((u) => ({ ...u, article: this.byId.get(u.ruleset)!.rules.find((r) => r.id === u.rule)?.article ?? FORMAT_ARTICLE }));
    notes.sort((a, b) => a.ruleset.localeCompare(b.ruleset, 'en') || a.article.localeCompare(b.article, 'en') || a.rule.localeCompare(b.rule, 'en') ||
      a.reason.en.localeCompare(b.reason.en, 'en'));
    for (const n of notes) out.push({ ruleset: n.ruleset, article: n.article, rule: n.rule, hands: n.hands, reason: n.reason });
    return out;
  }
}

/** How an audit's options have its hands replayed (record.ts `JudgeMode`). */
export function judgeModeOf(opts: Pick<AuditOptions, 'countFindings' | 'replayOnly'>): JudgeMode {
  return opts.replayOnly ? 'replayed' : opts.countFindings ? 'counted' : 'judged';
}

async function* oneByOne<T>(records: AsyncIterable<T>): AsyncGenerator<T[]> {
  for await (const r of records) yield [r];
}

/**
 * Audits log files one hand at a time, in this thread: every record read
 * ends audited or rejected with its reason, and the counts reconcile.
 */
export class Auditor extends AuditLedger {
  private readonly runStates: RunStates = new Map();

  async auditFile(path: string): Promise<FileResult> {
    const onRead = this.opts.onRead && ((n: number) => this.opts.onRead!(path, n));
    // A compressed copy of a log read before is that log (its hands repeats): known before its first hand is admitted.
    // Met by the name its records' sources carry (`<stdin>` for the standard input's copy), as admission meets it.
    await this.admission.prepareLog(this.opts.names?.get(path) ?? path);
    if (this.opts.reader) {
      const file = await this.openFile(path);
      return this.auditRecords(file, oneByOne(logRecords(path, file.format, this.opts.reader, onRead)));
    }
    const { file, read } = this.startFile(path);
    await this.auditRecords(file, readLogBatches(path, file.format, onRead, read));
    await this.closeFile(path, file, read);
    return file;
  }

  /** The same, for a log's bytes already in memory, named `path` in the findings (the fuzz tests use it). */
  async auditBytes(path: string, bytes: Buffer): Promise<FileResult> {
    const format = formatOf(path, this.opts.format);
    const file: FileResult = { path, sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length, format, hands: 0, rejected: 0 };
    this.files.push(file);
    return this.auditRecords(file, readLogBytesBatches(bytes, format));
  }

  private async auditRecords(file: FileResult, batches: AsyncIterable<RawOrLine[]>): Promise<FileResult> {
    for await (const batch of batches) {
      if (!(await this.auditBatch(file, batch))) break;
    }
    return file;
  }

  /** One batch of records, in order; false once the sink asks to stop reading. */
  private async auditBatch(file: FileResult, batch: RawOrLine[]): Promise<boolean> {
    const path = file.path;
    for (const read of batch) {
      if (this.sink.stop?.()) return false;
      if (read.kind === 'file-problem') {
        this.fileProblem(path, read.line, read.reason);
        continue;
      }
      const rec = checkRecord(path, read, this.opts);
      const hand = rec.kind === 'hand' ? rec.hand : undefined;
      // The hand's catalog is loaded before admission, the first time a hand names it (no wait after that).
      if (hand && this.unloaded(hand.ruleset)) await this.load(hand.ruleset);
      const decided = this.decide(rec.kind === 'hand' ? { kind: 'head', head: rec.hand } : rec, rec.source);
      if ('rejected' in decided) {
        this.reject(file, decided.rejected);
        if (rec.kind === 'unreadable' && rec.namedId !== undefined) this.sink.unreadableNaming?.(rec.namedId, decided.rejected);
        continue;
      }
      if (this.sink.admitOnly?.()) continue;
      const result = judgeRecord(hand!, decided.ruleset, this.runStates, judgeModeOf(this.opts));
      if (result.kind === 'audited') {
        // Where the record starts in the file, as the reader found it: the store's hand index keeps it.
        if (read.kind === 'line' && read.offset !== undefined) result.header.byteOffset = read.offset;
        this.sink.handRecord?.(hand!, result.findings, result.final);
      }
      this.replayed(file, decided.ruleset.id, result);
    }
    return true;
  }

  /** After the last file (ParallelAuditor's waits for its workers): nothing is left to do on one thread. */
  async complete(): Promise<void> {}

  async close(): Promise<void> {}
}
