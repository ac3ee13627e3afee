import type { HandRecord, SourceRef } from '../core/types.js';
import type { Finding, NotChecked } from './findings.js';
import { FingerprintSet } from './fingerprints.js';
import { inputFinding } from './input-findings.js';
import { replayHand } from './replay.js';
import { normalizeHand } from '../input/normalize.js';
import { createHash } from 'node:crypto';
import { formatOf, readLog, readLogBytes } from '../input/readers.js';
import type { LogFormat, RawRecord } from '../input/readers.js';
import { DEFAULT_RULESETS } from '../input/games.js';
import type { Ruleset } from '../../rules-catalog/framework/types.js';
import { paramOf, toFinding } from './replay.js';
import { fileDigest } from './digest.js';

export interface AuditOptions {
  rulesets: Ruleset[];
  tables?: Map<string, Record<string, unknown>>;
  /** Audit every hand against this catalog instead of its game's default. */
  forceRuleset?: string;
  format?: LogFormat;
}

/** Receives results as they are produced, so nothing need be held for the whole run. */
export interface AuditSink {
  handAudited?(hand: HandRecord, findings: Finding[]): void;
  finding(f: Finding): void;
}

export interface FileResult {
  path: string;
  sha256: string;
  bytes: number;
  format: LogFormat;
  hands: number;
  rejected: number;
}

/**
 * Audits log files, one hand at a time: every record read ends audited or
 * rejected with its reason, and the counts reconcile.
 */
export class Auditor {
  private readonly seen = new FingerprintSet();
  private readonly runStates = new Map<string, Map<string, unknown>>();
  private readonly byId: Map<string, Ruleset>;
  readonly files: FileResult[] = [];
  readonly usedRulesets = new Set<string>();
  private readonly skipped = new Map<string, number>(); // ruleset -> hands without procedures

  constructor(private readonly opts: AuditOptions, private readonly sink: AuditSink) {
    this.byId = new Map(opts.rulesets.map((r) => [r.id, r]));
  }

  async auditFile(path: string): Promise<FileResult> {
    const format = formatOf(path, this.opts.format);
    const digest = await fileDigest(path);
    return this.auditRecords({ path, sha256: digest.sha256, bytes: digest.bytes, format, hands: 0, rejected: 0 }, readLog(path, format));
  }

  /** The same, for a log's bytes already in memory, named `path` in the findings (the fuzz tests use it). */
  async auditBytes(path: string, bytes: Buffer): Promise<FileResult> {
    const format = formatOf(path, this.opts.format);
    const result = { path, sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length, format, hands: 0, rejected: 0 };
    return this.auditRecords(result, readLogBytes(bytes, format));
  }

  private async auditRecords(result: FileResult, records: AsyncIterable<RawRecord>): Promise<FileResult> {
    const { path } = result;
    this.files.push(result);
    for await (const rec of records) {
      if (rec.kind === 'file-problem') {
        const source: SourceRef = rec.line !== undefined ? { path, line: rec.line } : { path };
        this.sink.finding(inputFinding({ rule: 'input-file', source, reason: rec.reason, severity: 'warning' }));
        continue;
      }
      result.hands++;
      const source: SourceRef = { path, line: rec.line, index: rec.index };
      if (rec.kind === 'unreadable') {
        result.rejected++;
        this.sink.finding(inputFinding({ rule: 'input-unreadable', source, field: rec.field, reason: rec.reason }));
        continue;
      }
      if (!this.auditRecord(rec.value, source)) result.rejected++;
    }
    return result;
  }

  /** Returns false when the record was rejected. */
  private auditRecord(value: unknown, source: SourceRef): boolean {
    const n = normalizeHand(value, source, {
      tables: this.opts.tables,
      defaultRuleset: (game) => this.opts.forceRuleset ?? DEFAULT_RULESETS[game],
    });
    if (!n.ok) {
      this.sink.finding(inputFinding({ rule: 'input-schema', source, handId: n.handId, field: n.problem.field, reason: n.problem.reason }));
      if (n.handId !== undefined) this.seen.add(n.handId);
      return false;
    }
    const hand = n.hand;
    if (this.opts.forceRuleset) hand.ruleset = this.opts.forceRuleset;
    if (!this.seen.add(hand.hand_id)) {
      this.sink.finding(inputFinding({
        rule: 'input-duplicate-hand-id', source, handId: hand.hand_id, field: 'hand_id',
        reason: {
          es: `el hand_id "${hand.hand_id}" ya apareció antes en el registro; esta repetición no se audita`,
          en: `hand_id "${hand.hand_id}" already appeared earlier in the log; this repeat is not audited`,
        },
      }));
      return false;
    }
    const ruleset = this.byId.get(hand.ruleset);
    if (!ruleset) {
      this.sink.finding(inputFinding({
        rule: 'input-unknown-ruleset', source, handId: hand.hand_id, field: 'ruleset',
        reason: {
          es: `no hay catálogo "${hand.ruleset}" (disponibles: ${[...this.byId.keys()].join(', ')})`,
          en: `no catalog "${hand.ruleset}" (available: ${[...this.byId.keys()].join(', ')})`,
        },
      }));
      return false;
    }
    if (!ruleset.articles.games.includes(hand.game)) {
      this.sink.finding(inputFinding({
        rule: 'input-game-mismatch', source, handId: hand.hand_id, ruleset: ruleset.id, field: 'game',
        reason: {
          es: `el catálogo ${ruleset.id} no regula el juego "${hand.game}" (regula: ${ruleset.articles.games.join(', ')})`,
          en: `catalog ${ruleset.id} does not govern the game "${hand.game}" (it governs: ${ruleset.articles.games.join(', ')})`,
        },
      }));
      return false;
    }
    this.usedRulesets.add(ruleset.id);
    const outcome = replayHand(hand, ruleset, this.runStates);
    if (outcome.kind === 'rejected') {
      this.sink.finding(inputFinding({
        rule: 'input-not-replayable', source, handId: hand.hand_id, ruleset: ruleset.id,
        field: outcome.event !== undefined ? `events[${outcome.event - 1}]${outcome.field ? '.' + outcome.field : ''}` : outcome.field,
        event: outcome.event, reason: outcome.reason,
      }));
      return false;
    }
    if (outcome.skippedProcedureRules) this.skipped.set(ruleset.id, (this.skipped.get(ruleset.id) ?? 0) + 1);
    this.sink.handAudited?.(hand, outcome.findings);
    for (const f of outcome.findings) this.sink.finding(f);
    return true;
  }

  /** Run-level checks (statistics over many hands), after the last file. */
  finish(): void {
    for (const id of [...this.usedRulesets].sort()) {
      const ruleset = this.byId.get(id)!;
      for (const rule of ruleset.rules) {
        if (!rule.finishRun) continue;
        let runState = this.runStates.get(rule.id);
        if (!runState) this.runStates.set(rule.id, (runState = new Map()));
        rule.finishRun({
          runState,
          param: <T>(name: string) => paramOf<T>(ruleset, name),
          reportRun: (r) => this.sink.finding(toFinding(r.at, ruleset, rule, r)),
        });
      }
    }
  }

  /** Procedure articles that could not be checked on some hands, because their log records no procedures. */
  notChecked(): NotChecked[] {
    const out: NotChecked[] = [];
    for (const [id, hands] of [...this.skipped].sort((a, b) => a[0].localeCompare(b[0]))) {
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
    return out;
  }
}
