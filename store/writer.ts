import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { hostname } from 'node:os';
import type { Statement } from 'better-sqlite3';
import type { AuditRun, RunAuditOptions } from '../audit/run.js';
import type { FileResult } from '../audit/auditor.js';
import type { Finding, RunSummary } from '../audit/findings.js';
import type { HandHeader } from '../audit/record.js';
import type { LogFormat } from '../engine/input/readers.js';
import { sha256Hex } from '../audit/digest.js';
import { StoreError, nowIso } from './db.js';
import type { Db } from './db.js';
import { LineOffsets } from './offsets.js';
import { FINDING_COLUMNS, currencyOf, findingToRow, localTime } from './rows.js';
import { reconcile, sealRun } from './chain.js';
import type { Signer } from './chain.js';
import { RowSealer } from './row-seal.js';

/** An input file as planned before the audit reads it: its bytes are already hashed. */
export interface PlannedInput {
  path: string;
  absPath: string;
  format: LogFormat;
  sha256: string;
  bytes: number;
}

export interface BeginArgs {
  tool: { name: string; version: string };
  /** Every catalog loaded, {id: version}: the run id needs the ones used, known only at the end. */
  catalogs: Record<string, string>;
  options: Record<string, unknown>;
  inputs: PlannedInput[];
  cwd: string;
  /** Signs the run's chain head when it completes (audit --sign KEY). */
  signer?: Signer;
  /**
   * How long to wait when another process is writing the same audit (its
   * lease is live), in ms; then refuse with a StoreError. Default 10 s.
   */
  waitMs?: number;
}

/** new: a first attempt; resume: an interrupted attempt is redone; already-stored: the same audit is complete. */
export type WriteMode = 'new' | 'resume' | 'already-stored';

export interface FinishResult {
  mode: WriteMode;
  /** The run id; when mode is already-stored, the stored run's. */
  runId: string;
  /** What the user should know: a changed input, a re-audit that disagrees with the stored run. */
  notices: { es: string; en: string }[];
  /** The chain head after this run (its record digest); the stored run's when mode is already-stored. */
  recordDigest: string | null;
  /** The run's signature of its chain head and the signer's public key (base64), when it was signed. */
  signature?: { signature: string; publicKey: string };
}

type Hooks = Required<Pick<RunAuditOptions, 'onHand' | 'onFinding' | 'onFileStart' | 'onFileDone'>>;

const BATCH = 2000;

/** The columns the writer's hand insert binds, in its order (RowSealer types them as the schema declares). */
const HAND_COLUMNS = ['input_id', 'format', 'idx', 'line', 'hand_id', 'game', 'table_id', 'dealer_id', 'shoe_id', 'started_at',
  'local_date', 'local_hour', 'currency', 'byte_offset', 'byte_length'] as const;

/** A lease whose heartbeat is older than this is taken over even if its process seems alive (a reused pid, a stuck process). */
export const LEASE_MS = 30_000;
const HEARTBEAT_MS = 5_000;
const DEFAULT_WAIT_MS = 10_000;
const POLL_MS = 200;

interface Lease {
  token: string;
  pid: number;
  host: string;
  heartbeat: number;
}

/** Whether the process holding a lease may still be writing: same host and its pid alive, or (any host) a recent heartbeat. */
export function leaseLive(l: Lease, now = Date.now()): boolean {
  if (now - l.heartbeat > LEASE_MS) return false;
  if (l.host !== hostname()) return true;
  try {
    process.kill(l.pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** The identity of an audit before it runs: same tool, catalogs, options and input bytes, same key. */
export function attemptKey(a: Pick<BeginArgs, 'tool' | 'catalogs' | 'options' | 'inputs'>): string {
  const catalogs = Object.fromEntries(Object.entries(a.catalogs).sort((x, y) => x[0].localeCompare(y[0], 'en')));
  return 'K-' + sha256Hex(JSON.stringify({ tool: a.tool.version, catalogs, options: a.options, inputs: a.inputs.map((i) => i.sha256) }));
}

/**
 * Writes one audit into the store as it runs: the run row first (incomplete),
 * hands and findings in batched transactions, and the completion last, in
 * one transaction. Whatever kills the process, the store holds either the
 * complete run or an incomplete one that the same audit will redo.
 */
export class RunWriter {
  readonly mode: WriteMode;
  readonly runSeq: number;
  readonly notices: { es: string; en: string }[] = [];
  private readonly inputs: PlannedInput[];
  private readonly inputIds: number[] = [];
  private readonly stmts: Record<'hand' | 'runHand' | 'finding' | 'fileDone', Statement>;
  private hands: unknown[][] = [];
  /** The audited hands' record indexes of the batch, all of the file at `runHandsPos`: one statement inserts them. */
  private runHands: number[] = [];
  private runHandsPos = -1;
  private findings: unknown[][] = [];
  private fileDone: unknown[][] = [];
  private findingSeq = 0;
  private currentPos: number | null = null;
  /**
   * Whether the current file's hands get byte offsets (it is still the size it was hashed at), its line
   * scanner for hands whose reader gave none (opened on the first such hand), and its last hand, held
   * until the next one says where its record ends.
   */
  private fileOffsets = false;
  private offsets: LineOffsets | undefined;
  private held: { row: unknown[]; line: number; offset: number | undefined; shared: boolean } | undefined;
  private readonly flushTx: { immediate(): void };
  /** This process's hold on the attempt: every write checks it is still ours. */
  private readonly token = randomUUID();
  private readonly signer?: Signer;
  private heartbeatTimer?: NodeJS.Timeout;
  private waitNoted = false;
  /** The seal's row digests of the three big tables, made as their rows are written (see RowSealer). */
  private sealers: { hands: RowSealer; run_hands: RowSealer; findings: RowSealer } | undefined;

  /**
   * Begins the attempt: a new one, the same audit's interrupted attempt taken
   * over, or the complete run found. When another live process holds the
   * attempt it waits (polling, holding no lock) up to `waitMs`, then throws.
   */
  constructor(private readonly db: Db, args: BeginArgs) {
    this.inputs = args.inputs;
    this.signer = args.signer;
    const key = attemptKey(args);
    const begin = db.transaction(() => this.begin(args, key));
    const deadline = Date.now() + (args.waitMs ?? DEFAULT_WAIT_MS);
    let begun = begin.immediate();
    while ('holder' in begun) {
      if (Date.now() >= deadline) {
        const h = begun.holder;
        const active = new Date(h.heartbeat).toISOString();
        const waited = Math.round((args.waitMs ?? DEFAULT_WAIT_MS) / 1000);
        throw new StoreError({
          es: `otro proceso de veedor está escribiendo la misma auditoría en este almacén (pid ${h.pid} en ${h.host}, ` +
            `activo por última vez ${active}); se esperó ${waited} s: ejecútela otra vez cuando aquel termine`,
          en: `the same audit is being written into this store by another veedor process (pid ${h.pid} on ${h.host}, ` +
            `last active ${active}); waited ${waited} s: run it again when that one has finished`,
        });
      }
      sleepSync(POLL_MS);
      begun = begin.immediate();
    }
    const { mode, runSeq } = begun;
    this.mode = mode;
    this.runSeq = runSeq;
    if (mode !== 'already-stored') {
      this.heartbeatTimer = setInterval(() => this.heartbeat(), HEARTBEAT_MS);
      this.heartbeatTimer.unref();
    }
    this.stmts = {
      // A hand row another run wrote first is left as it is (its seal covers it): never updated, so no offset is added later.
      hand: db.prepare(`INSERT OR IGNORE INTO hands (${HAND_COLUMNS.join(', ')}) VALUES (${HAND_COLUMNS.map(() => '?').join(',')})`),
      // The batch's marks in one statement (json_each gives each index as the integer it was): a statement per hand
      // cost three times as much, most of it the call into SQLite.
      runHand: db.prepare('INSERT INTO run_hands (run_seq, input_pos, idx) SELECT ?, ?, value FROM json_each(?)'),
      finding: db.prepare(`INSERT INTO findings (${FINDING_COLUMNS.join(', ')}) VALUES (${FINDING_COLUMNS.map(() => '?').join(',')})`),
      fileDone: db.prepare('UPDATE run_inputs SET hands = ?, audited = ?, rejected = ? WHERE run_seq = ? AND position = ?'),
    };
    if (mode !== 'already-stored') {
      this.sealers = {
        hands: new RowSealer('hands', HAND_COLUMNS, db),
        run_hands: new RowSealer('run_hands', ['run_seq', 'input_pos', 'idx'], db),
        findings: new RowSealer('findings', FINDING_COLUMNS, db),
      };
    }
    this.flushTx = db.transaction(() => {
      this.holdLease();
      const seal = this.sealers!;
      for (const r of this.hands) {
        // A hand row another run (or an interrupted attempt) wrote first is left as it was: the seal reads it back.
        if (this.stmts.hand.run(r).changes === 1) seal.hands.add(r);
        else seal.hands.giveUp('a hand row was written before this run');
      }
      if (this.runHands.length > 0) {
        this.stmts.runHand.run(this.runSeq, this.runHandsPos, JSON.stringify(this.runHands));
        for (const idx of this.runHands) seal.run_hands.add([this.runSeq, this.runHandsPos, idx]);
      }
      for (const r of this.findings) {
        this.stmts.finding.run(r);
        seal.findings.add(r);
      }
      for (const r of this.fileDone) this.stmts.fileDone.run(r);
    });
  }

  private begin(args: BeginArgs, key: string): { mode: WriteMode; runSeq: number } | { holder: Lease } {
    const db = this.db;
    const now = nowIso();
    const existing = db.prepare('SELECT * FROM runs WHERE attempt_key = ?').get(key) as StoredRunCounts | undefined;
    if (existing?.status === 'incomplete') {
      const lease = db.prepare('SELECT token, pid, host, heartbeat FROM run_leases WHERE run_seq = ?').get(existing.seq) as Lease | undefined;
      // Another process is writing this very attempt: its rows are its own; wait for it, never delete them.
      if (lease && lease.token !== this.token && leaseLive(lease)) {
        if (!this.waitNoted) {
          db.prepare('INSERT INTO run_events (run_seq, at, kind, detail) VALUES (?, ?, ?, ?)')
            .run(existing.seq, now, 'waiting', `pid ${process.pid} waits for pid ${lease.pid} on ${lease.host}, which is writing this audit`);
          this.waitNoted = true;
        }
        return { holder: lease };
      }
    }
    const event = db.prepare('INSERT INTO run_events (run_seq, at, kind, detail) VALUES (?, ?, ?, ?)');
    if (existing?.status === 'complete') {
      const problems = reconcile(db, existing.seq, countsOfRow(existing));
      if (problems.length > 0) {
        this.notices.push({
          es: `aviso: la ejecución ${existing.id} está en el almacén, pero sus filas no cuadran con sus recuentos ` +
            `(${problems.map((p) => p.es).join('; ')}): el almacén se alteró después de sellarse la ejecución; no se escribió nada; compruébelo con: veedor verify ${existing.id}`,
          en: `warning: run ${existing.id} is in the store but its rows do not reconcile with its counts ` +
            `(${problems.map((p) => p.en).join('; ')}): the store was altered after the run was sealed; nothing written; check with: veedor verify ${existing.id}`,
        });
      }
      event.run(existing.seq, now, 'already-stored', 'the same audit was run again; nothing rewritten');
      return { mode: 'already-stored', runSeq: existing.seq };
    }
    for (const input of args.inputs) {
      const known = db.prepare('SELECT id, first_path FROM inputs WHERE sha256 = ?').get(input.sha256) as { id: number; first_path: string } | undefined;
      if (!known) {
        const before = db.prepare(`SELECT i.sha256, r.id AS run_id FROM run_inputs ri JOIN inputs i ON i.id = ri.input_id
          JOIN runs r ON r.seq = ri.run_seq WHERE ri.abs_path = ? ORDER BY ri.run_seq DESC LIMIT 1`)
          .get(input.absPath) as { sha256: string; run_id: string | null } | undefined;
        if (before) {
          this.notices.push({
            es: `${input.path} ha cambiado desde que se guardó${before.run_id ? ` (ejecución ${before.run_id})` : ''}: ` +
              `sha256 ${before.sha256.slice(0, 16)}… entonces, ${input.sha256.slice(0, 16)}… ahora; se guarda como una entrada nueva`,
            en: `${input.path} has changed since it was stored${before.run_id ? ` (run ${before.run_id})` : ''}: ` +
              `sha256 ${before.sha256.slice(0, 16)}… then, ${input.sha256.slice(0, 16)}… now; stored as a new input`,
          });
        }
        const info = db.prepare('INSERT INTO inputs (sha256, bytes, first_path, first_seen_at) VALUES (?, ?, ?, ?)')
          .run(input.sha256, input.bytes, input.absPath, now);
        this.inputIds.push(Number(info.lastInsertRowid));
      } else {
        this.inputIds.push(known.id);
      }
    }
    let runSeq: number;
    let mode: WriteMode;
    if (existing) {
      // An attempt that never completed, whose process is gone: its partial rows are replaced, never added to.
      runSeq = existing.seq;
      mode = 'resume';
      db.prepare('DELETE FROM findings WHERE run_seq = ?').run(runSeq);
      db.prepare('DELETE FROM run_hands WHERE run_seq = ?').run(runSeq);
      db.prepare('DELETE FROM run_inputs WHERE run_seq = ?').run(runSeq);
      db.prepare('DELETE FROM run_seals WHERE run_seq = ?').run(runSeq);
      db.prepare('UPDATE runs SET attempts = attempts + 1, started_at = ?, cwd = ? WHERE seq = ?').run(now, args.cwd, runSeq);
      event.run(runSeq, now, 'resumed', 'an interrupted attempt is redone; its partial rows were removed');
    } else {
      mode = 'new';
      const info = db.prepare(`INSERT INTO runs (attempt_key, status, tool_name, tool_version, catalogs, options, cwd, started_at)
        VALUES (?, 'incomplete', ?, ?, ?, ?, ?, ?)`)
        .run(key, args.tool.name, args.tool.version, JSON.stringify(args.catalogs), JSON.stringify(args.options), args.cwd, now);
      runSeq = Number(info.lastInsertRowid);
      event.run(runSeq, now, 'started', null);
    }
    db.prepare('INSERT OR REPLACE INTO run_leases (run_seq, token, pid, host, heartbeat) VALUES (?, ?, ?, ?, ?)')
      .run(runSeq, this.token, process.pid, hostname(), Date.now());
    const addInput = db.prepare('INSERT INTO run_inputs (run_seq, position, input_id, path, abs_path, format) VALUES (?, ?, ?, ?, ?, ?)');
    args.inputs.forEach((input, i) => addInput.run(runSeq, i, this.inputIds[i], input.path, input.absPath, input.format));
    return { mode, runSeq };
  }

  /** Inside every write transaction: the attempt is still this process's (else another took it over: stop, write nothing). */
  private holdLease(): void {
    const info = this.db.prepare('UPDATE run_leases SET heartbeat = ? WHERE run_seq = ? AND token = ?').run(Date.now(), this.runSeq, this.token);
    if (info.changes !== 1) {
      throw new StoreError({
        es: 'otro proceso de veedor se hizo cargo de esta auditoría (este estuvo detenido más tiempo que la concesión): ' +
          'este no escribe nada más; la ejecución la completa el otro',
        en: 'another veedor process took this audit over (this one was stalled for longer than the lease): ' +
          'nothing more written by this one; the run is completed by the other',
      });
    }
  }

  private heartbeat(): void {
    try {
      this.db.prepare('UPDATE run_leases SET heartbeat = ? WHERE run_seq = ? AND token = ?').run(Date.now(), this.runSeq, this.token);
    } catch {
      // Busy or closed: the next batch renews it.
    }
  }

  /** Gives the attempt up (the audit failed): the run stays incomplete and the next audit of the same files redoes it at once. */
  release(): void {
    clearInterval(this.heartbeatTimer);
    try {
      this.db.prepare('DELETE FROM run_leases WHERE run_seq = ? AND token = ?').run(this.runSeq, this.token);
    } catch {
      // The store is unusable: a dead lease is taken over once its process has ended.
    }
  }

  /** The runAudit hooks that feed the store (no-ops when the run is already stored). */
  hooks(): Hooks {
    if (this.mode === 'already-stored') return { onHand() {}, onFinding() {}, onFileStart() {}, onFileDone() {} };
    return {
      onFileStart: (_path, position) => {
        this.releaseHeld(undefined);
        this.currentPos = position;
        this.offsets = undefined;
        this.fileOffsets = this.sameSize(this.inputs[position]!);
      },
      onHand: (hand) => this.addHand(hand),
      onFinding: (f) => this.addFinding(f),
      onFileDone: (result, position) => this.fileFinished(result, position),
    };
  }

  private addHand(hand: HandHeader): void {
    const pos = this.currentPos!;
    const idx = hand.source.index!;
    const local = localTime(hand.started_at)!;
    const currency = currencyOf(hand);
    const line = hand.source.line ?? 0;
    const row = [this.inputIds[pos], this.inputs[pos]!.format, idx, line, hand.hand_id, hand.game,
      hand.table_id, hand.dealer_id ?? null, hand.shoe_id ?? null, hand.started_at, local.date, local.hour, currency];
    const offset = line > 0 && this.fileOffsets ? hand.byteOffset ?? this.scanner(pos).offsetOf(line) : undefined;
    // Several hands on one line (a JSON array written on one line): none of them has a record of its own to seek to.
    const shared = this.held !== undefined && this.held.line === line;
    if (shared) this.held!.shared = true;
    this.releaseHeld(offset);
    this.held = { row, line, offset, shared };
    if (pos !== this.runHandsPos) {
      if (this.runHands.length > 0) this.flush();
      this.runHandsPos = pos;
    }
    this.runHands.push(idx);
    this.sealers!.hands.inOrder(pos, idx);
    this.sealers!.run_hands.inOrder(pos, idx);
    if (this.hands.length >= BATCH) this.flush();
  }

  /** Another file than the one planned (replaced since it was hashed): no offsets (the SHA-256 check fails the run anyway). */
  private sameSize(planned: PlannedInput): boolean {
    try {
      return statSync(planned.absPath).size === planned.bytes;
    } catch {
      return false;
    }
  }

  /**
   * The line scanner beside the audit, for hands the reader gave no offset (a JSON array, CSV, a mapped
   * export, hands replayed on workers): it reads the file a second time, forward.
   */
  private scanner(pos: number): LineOffsets {
    if (!this.offsets) {
      const planned = this.inputs[pos]!;
      this.offsets = new LineOffsets(planned.absPath, planned.format);
      if (this.offsets.size !== planned.bytes) this.offsets.close();
    }
    return this.offsets;
  }

  /** Writes the held hand's row, its record ending where `end` starts (the next audited hand's line, or the end of the file). */
  private releaseHeld(end: number | undefined): void {
    const h = this.held;
    if (!h) return;
    this.held = undefined;
    const known = !h.shared && h.offset !== undefined && end !== undefined && end > h.offset;
    h.row.push(known ? h.offset : null, known ? end! - h.offset! : null);
    this.hands.push(h.row);
  }

  private addFinding(f: Finding): void {
    // Run-level findings come after the last file: they name their input by path.
    let pos = this.currentPos;
    for (let i = this.inputs.length - 1; pos === null && i >= 0; i--) if (this.inputs[i]!.path === f.source.path) pos = i;
    // The finding carries its hand's currency (the row stores it as it is, so the digest survives).
    this.findings.push(findingToRow(f, { runSeq: this.runSeq, seq: this.findingSeq++, inputPos: pos }));
    if (this.findings.length >= BATCH) this.flush();
  }

  private fileFinished(result: FileResult, position: number): void {
    const planned = this.inputs[position]!;
    if (result.sha256 !== planned.sha256) {
      const before = planned.sha256.slice(0, 16);
      const read = result.sha256.slice(0, 16);
      throw new StoreError({
        es: `${planned.path} cambió mientras se auditaba (sha256 ${before}… antes, ${read}… al leerlo); la ejecución queda incompleta`,
        en: `${planned.path} changed while it was being audited (sha256 ${before}… before, ${read}… while read); the run is left incomplete`,
      });
    }
    this.releaseHeld(this.fileOffsets ? planned.bytes : undefined);
    this.offsets?.close();
    this.offsets = undefined;
    this.fileDone.push([result.hands, result.hands - result.rejected, result.rejected, this.runSeq, position]);
    this.currentPos = null;
    this.flush();
  }

  private flush(): void {
    if (this.hands.length + this.runHands.length + this.findings.length + this.fileDone.length === 0) return;
    try {
      this.flushTx.immediate();
    } catch (e) {
      // Rolled back: the digests made for its rows are not the store's.
      for (const s of Object.values(this.sealers!)) s.giveUp('a batch failed');
      throw e;
    }
    this.hands = [];
    this.runHands = [];
    this.findings = [];
    this.fileDone = [];
  }

  /** Completes the run in one transaction; a run already stored is compared, not rewritten. */
  finish(run: AuditRun): FinishResult {
    if (this.mode === 'already-stored') {
      const stored = this.db.prepare('SELECT id, findings_digest FROM runs WHERE seq = ?').get(this.runSeq) as { id: string; findings_digest: string };
      const paths = this.db.prepare('SELECT path FROM run_inputs WHERE run_seq = ? ORDER BY position').pluck().all(this.runSeq) as string[];
      if (paths.some((p, i) => p !== this.inputs[i]!.path)) {
        // Same bytes, same run: findings cite the paths they were first stored under.
        this.notices.push({
          es: `la ejecución ${stored.id} ya guarda estos archivos (el mismo SHA-256) como ${paths.join(', ')}`,
          en: `run ${stored.id} already holds these files (same SHA-256) as ${paths.join(', ')}`,
        });
      } else if (stored.id !== run.run.id || stored.findings_digest !== run.findingsDigest) {
        this.notices.push({
          es: `aviso: esta auditoría da la ejecución ${run.run.id} con el resumen de hallazgos ${run.findingsDigest.slice(0, 16)}…, ` +
            `pero el almacén guarda la ejecución ${stored.id} para las mismas entradas con el resumen ${stored.findings_digest.slice(0, 16)}…; ` +
            `compruébelo con: veedor verify ${stored.id}`,
          en: `warning: this audit gives run ${run.run.id} with findings digest ${run.findingsDigest.slice(0, 16)}…, ` +
            `but the store holds run ${stored.id} for the same inputs with digest ${stored.findings_digest.slice(0, 16)}…; ` +
            `check with: veedor verify ${stored.id}`,
        });
      }
      return { mode: this.mode, runId: stored.id, notices: this.notices, ...this.sealOf(stored.id) };
    }
    clearInterval(this.heartbeatTimer);
    const complete = this.db.transaction((): WriteMode => {
      this.flush();
      this.holdLease();
      const clash = this.db.prepare("SELECT seq FROM runs WHERE id = ? AND seq <> ?").get(run.run.id, this.runSeq) as { seq: number } | undefined;
      if (clash) {
        // The same run id already complete under another attempt key (a catalog that was not used changed): keep one.
        this.db.prepare('DELETE FROM runs WHERE seq = ?').run(this.runSeq);
        this.db.prepare('INSERT INTO run_events (run_seq, at, kind, detail) VALUES (?, ?, ?, ?)')
          .run(clash.seq, nowIso(), 'already-stored', 'the same run was audited again under other catalogs; nothing rewritten');
        return 'already-stored';
      }
      const s = run.summary;
      this.db.prepare(`UPDATE runs SET id = ?, status = 'complete', rulesets = ?, as_of = ?, finished_at = ?, hands = ?,
        audited = ?, rejected = ?, hands_with_findings = ?, findings = ?, findings_payout = ?, findings_procedure = ?,
        findings_integrity = ?, findings_input = ?, underpaid = NULL, overpaid = NULL, money = ?, by_article = ?, not_checked = ?,
        findings_digest = ? WHERE seq = ?`).run(
        run.run.id, JSON.stringify(run.run.rulesets), run.run.started_at, nowIso(), s.hands, s.audited, s.rejected,
        s.hands_with_findings, s.findings, s.by_category.payout, s.by_category.procedure, s.by_category.integrity,
        s.by_category.input, JSON.stringify(sortedMoney(s.money)), JSON.stringify(s.by_article), JSON.stringify(run.notChecked),
        run.findingsDigest, this.runSeq);
      // Complete only if every row this attempt wrote is there: checked in the transaction that marks it.
      const problems = reconcile(this.db, this.runSeq, {
        hands: s.hands, audited: s.audited, rejected: s.rejected, findings: s.findings, byCategory: { ...s.by_category },
      });
      if (problems.length > 0) {
        throw new StoreError({
          es: `las filas guardadas de la ejecución ${run.run.id} no cuadran con sus recuentos (${problems.map((p) => p.es).join('; ')}); ` +
            'la ejecución queda incompleta: vuelva a ejecutar la misma auditoría',
          en: `the stored rows of run ${run.run.id} do not reconcile with its counts (${problems.map((p) => p.en).join('; ')}); ` +
            'the run is left incomplete: run the same audit again',
        });
      }
      this.db.prepare('DELETE FROM run_leases WHERE run_seq = ?').run(this.runSeq);
      const seal = this.sealers!;
      const marks = this.db.prepare('SELECT count(*) FROM run_hands WHERE run_seq = ?').pluck().get(this.runSeq) as number;
      sealRun(this.db, this.runSeq, this.signer, {
        hands: () => seal.hands.result(this.db, this.runSeq, marks),
        run_hands: () => seal.run_hands.result(this.db, this.runSeq, marks),
        findings: () => seal.findings.result(this.db, this.runSeq, undefined),
      });
      this.db.prepare('INSERT INTO run_events (run_seq, at, kind, detail) VALUES (?, ?, ?, ?)')
        .run(this.runSeq, nowIso(), 'completed', `${s.hands} hands, ${s.findings} findings`);
      return this.mode;
    });
    const mode = complete.immediate();
    return { mode, runId: run.run.id, notices: this.notices, ...this.sealOf(run.run.id) };
  }

  /** The stored run's chain head and signature, as the PDF prints them. */
  private sealOf(runId: string): Pick<FinishResult, 'recordDigest' | 'signature'> {
    const r = this.db.prepare('SELECT record_digest, signature, public_key FROM runs WHERE id = ?').get(runId) as
      { record_digest: string | null; signature: string | null; public_key: string | null } | undefined;
    const out: Pick<FinishResult, 'recordDigest' | 'signature'> = { recordDigest: r?.record_digest ?? null };
    if (r?.signature && r.public_key) out.signature = { signature: r.signature, publicKey: r.public_key };
    return out;
  }
}

/** The run's money by currency, keys sorted, for the `money` column. */
function sortedMoney(money: RunSummary['money']): RunSummary['money'] {
  return Object.fromEntries(Object.entries(money).sort((a, b) => a[0].localeCompare(b[0], 'en')));
}

type StoredRunCounts = {
  seq: number; id: string | null; status: string; hands: number; audited: number; rejected: number; findings: number;
  findings_payout: number; findings_procedure: number; findings_integrity: number; findings_input: number;
};

function countsOfRow(r: StoredRunCounts) {
  return {
    hands: r.hands, audited: r.audited, rejected: r.rejected, findings: r.findings,
    byCategory: { payout: r.findings_payout, procedure: r.findings_procedure, integrity: r.findings_integrity, input: r.findings_input },
  };
}
