import type { Finding, NotChecked, RunSummary } from '../audit/findings.js';
import { headerOf, parseRecord } from '../audit/record.js';
import type { ParseOptions } from '../audit/record.js';
import type { SourceRef } from '../engine/core/types.js';
import { fileDigest } from '../audit/digest.js';
import { readLog } from '../engine/input/readers.js';
import type { LogFormat, RawRecord } from '../engine/input/readers.js';
import { StoreError } from '../store/db.js';
import type { Db } from '../store/db.js';
import { runFindings } from '../store/query.js';
import { FILTER_FIELDS, filterWhere } from '../store/finding-filter.js';
import type { FindingFilter } from '../store/finding-filter.js';
import { findingSelect, rowToFinding } from '../store/rows.js';
import type { FindingRow } from '../store/rows.js';
import { jsonColumn, runInputs } from '../store/runs.js';
import { runMoney, unpricedFindings } from '../store/summary.js';
import { subsetCounts } from '../store/browse.js';
import { formatAmount } from '../engine/core/money-text.js';
import type { CompleteRun } from '../store/runs.js';
import { requireSealed } from '../store/chain.js';
import { digestOf, inputRoot, locateInputs } from '../store/verify.js';
import type { InputCheck, InputSource } from '../store/verify.js';
import type { Ruleset } from '../rules-catalog/framework/types.js';
import { chainSeal } from '../reports/pdf/model.js';
import type { CatalogDrift, Coverage, EvidenceProblem, EvidenceStatus, PdfReportModel, RecordedHand, SubsetCover } from '../reports/pdf/model.js';
import { instantMs } from '../engine/core/instant.js';

export interface StoredReportOptions {
  /** The catalogs this Veedor has (article texts, and the drift from the run's). */
  rulesets: Ruleset[];
  /** Which input files may be read for the events: only those named, or the stored paths under a root, as `verify`. */
  inputs?: InputSource;
  casino?: string;
  /** Only the findings that match this filter (the workbench's export of a filtered list); the summary stays the run's. */
  only?: Omit<FindingFilter, 'runSeqs'>;
}

export interface StoredReport {
  model: PdfReportModel;
  /** Each input: where it was found and whether it is still the audited bytes. */
  inputs: InputCheck[];
  root: string;
  /**
   * Call after the PDF is written: throws a StoreError when an input that
   * events were read from is no longer the audited bytes (it changed while
   * the report was being written), so that PDF must not be kept.
   */
  finish(): Promise<void>;
  /** Closes any input file still open. */
  dispose(): Promise<void>;
}

/**
 * The PDF's model for a complete stored run: run, inputs, summary, coverage
 * and findings from the store; the events of hands with findings re-read
 * from the input files, each checked first against the SHA-256 the store
 * recorded. An input that is missing or changed shows no events: the cover
 * and each affected entry say why. Built so that, for a run whose inputs are
 * intact, the model is the one `veedor audit --pdf` builds (same model, same
 * bytes); memory stays bounded: findings stream from the store and hands
 * are read one at a time, in findings order, from a sequential cursor.
 */
export async function fromStoredRun(db: Db, run: CompleteRun, opts: StoredReportOptions): Promise<StoredReport> {
  // Every row read below must be what the run's seal covers (as `veedor verify` checks), and the findings the digest on every page names.
  requireSealed(db, run);
  const stored = digestOf(runFindings(db, run.seq));
  if (stored.digest !== run.findings_digest || stored.count !== run.findings) {
    const rows = stored.digest.slice(0, 16);
    const sealed = run.findings_digest.slice(0, 16);
    throw new StoreError({
      es: `los hallazgos guardados de la ejecución ${run.id} no coinciden con su resumen de hallazgos (${stored.count} filas, ` +
        `resumen ${rows}…; guardados ${run.findings} hallazgos, ${sealed}…): el almacén fue modificado; no se escribió ningún informe (vea veedor verify ${run.id})`,
      en: `the stored findings of run ${run.id} do not match its findings digest (${stored.count} rows, ` +
        `digest ${rows}…; stored ${run.findings} findings, ${sealed}…): the store was altered; no report written (see veedor verify ${run.id})`,
    });
  }
  const source = opts.inputs ?? { kind: 'none' };
  const root = inputRoot(run, source.kind === 'stored' ? source.root : undefined);
  const inputs = (await locateInputs(runInputs(db, run.seq), source, root)).inputs;
  const options = jsonColumn<{ ruleset?: string; format?: LogFormat; tables?: Record<string, Record<string, unknown>> }>(run, 'options') ?? {};
  const parse: ParseOptions = {
    tables: options.tables ? new Map(Object.entries(options.tables)) : undefined,
    forceRuleset: options.ruleset,
  };
  const reader = new EvidenceReader(inputs, parse);
  const rulesets = jsonColumn<Record<string, string>>(run, 'rulesets') ?? {};
  const context = new WeakMap<Finding, { inputPos: number | null; currency: string | null }>();
  let current: { key: string; hand: RecordedHand } | undefined;

  const model: PdfReportModel = {
    tool: { name: run.tool_name, version: run.tool_version },
    run: { id: run.id, started_at: run.as_of, rulesets, options },
    inputs: inputs.map(({ input: i }) => ({
      path: i.path, sha256: i.sha256, bytes: i.bytes, format: i.format, hands: i.hands ?? 0, rejected: i.rejected ?? 0,
    })),
    summary: summaryOf(db, run),
    // Written by the run's completing transaction (runs.not_checked), like the other counts.
    notChecked: jsonColumn<NotChecked[] | null>(run, 'not_checked') ?? [],
    findingsDigest: run.findings_digest,
    coverage: coverageOf(db, run.seq, opts.casino),
    async *findings() {
      const only = opts.only && filterWhere(db, { ...opts.only, runSeqs: [run.seq] });
      const stmt = only
        ? db.prepare(`SELECT ${findingSelect(db, 'f')} FROM findings f JOIN runs r ON r.seq = f.run_seq WHERE ${only.where} ORDER BY f.seq`)
        : db.prepare(`SELECT ${findingSelect(db)} FROM findings WHERE run_seq = ? ORDER BY seq`);
      for (const row of stmt.iterate(...(only ? only.params : [run.seq])) as IterableIterator<FindingRow>) {
        const f = rowToFinding(row);
        context.set(f, { inputPos: row.input_pos, currency: row.currency });
        yield f;
      }
    },
    /**
     * The same answers as the audit's HandCapture gives: its cursor holds the
     * hands that had findings of their own, in order, so a finding shows its
     * hand's events.
     */
    async handOf(f) {
      if (f.category === 'input' || f.hand_id === null) return undefined;
      const key = sourceKey(f.source);
      if (current?.key === key) return current.hand;
      const ctx = context.get(f);
      if (!ctx || ctx.inputPos === null || f.source.index === undefined) return undefined;
      const got = await reader.hand(ctx.inputPos, f);
      const hand = typeof got === 'string' ? unavailableHand(f, ctx.currency, got) : got;
      current = { key, hand };
      return hand;
    },
  };
  const evidence: EvidenceProblem[] = inputs.filter((i) => i.status !== 'ok').map((i) => {
    const p: EvidenceProblem = { path: i.input.path, resolved: i.resolved, status: evidenceStatus(i), storedSha256: i.input.sha256 };
    if (i.sha256 !== undefined) p.sha256 = i.sha256;
    if (i.unnamed) p.unnamed = true;
    return p;
  });
  if (evidence.length > 0) model.evidence = evidence;
  model.chain = chainSeal(run.record_digest!, run.signature && run.public_key ? { signature: run.signature, publicKey: run.public_key } : null);
  const drift = catalogDrift(rulesets, opts.rulesets);
  if (drift.length > 0) model.catalogDrift = drift;
  if (opts.only) {
    const counts = subsetCounts(db, run.seq, opts.only);
    model.subset = { filter: filterNames(opts.only), findings: counts.findings, byCategory: counts.byCategory, money: counts.money as SubsetCover['money'] };
  }

  return {
    model,
    inputs,
    root,
    finish: () => reader.finish(),
    dispose: () => reader.close(),
  };
}

/** The PDF's two words for evidence it cannot show: a file not read (not found, not named, outside the root) is missing. */
function evidenceStatus(i: InputCheck): EvidenceStatus {
  return i.status === 'changed' ? 'changed' : 'missing';
}

/** A filter's criteria as the findings URL names them, in the table's order (an amount with its two decimals). */
function filterNames(f: Omit<FindingFilter, 'runSeqs'>): SubsetCover['filter'] {
  return FILTER_FIELDS.flatMap(({ name, key, value }): SubsetCover['filter'] => {
    const v = f[key];
    if (v === undefined) return [];
    return [[name, value === 'amount' ? formatAmount(Number(v)) : String(v)]];
  });
}

function summaryOf(db: Db, run: CompleteRun): RunSummary {
  return {
    hands: run.hands ?? 0,
    audited: run.audited ?? 0,
    rejected: run.rejected ?? 0,
    hands_with_findings: run.hands_with_findings ?? 0,
    findings: run.findings,
    by_category: {
      payout: run.findings_payout ?? 0,
      procedure: run.findings_procedure ?? 0,
      integrity: run.findings_integrity ?? 0,
      input: run.findings_input ?? 0,
    },
    by_article: jsonColumn<Record<string, number> | null>(run, 'by_article') ?? {},
    money: runMoney(db, run),
    unpriced: unpricedFindings(db, run),
  };
}

/**
 * The tables and the earliest and latest hand of the run, from the hand
 * index of the hands it audited, in audit order: the same values, with the
 * same tie-breaks, as HandCapture collects while auditing.
 */
function coverageOf(db: Db, runSeq: number, casino: string | undefined): Coverage {
  const tables = new Set<string>();
  let first: { ms: number; text: string } | undefined;
  let last: { ms: number; text: string } | undefined;
  const stmt = db.prepare(`SELECT h.table_id, h.started_at FROM run_hands rh
    JOIN run_inputs ri ON ri.run_seq = rh.run_seq AND ri.position = rh.input_pos
    JOIN hands h ON h.input_id = ri.input_id AND h.format = ri.format AND h.idx = rh.idx
    WHERE rh.run_seq = ? ORDER BY rh.input_pos, rh.idx`);
  for (const row of stmt.iterate(runSeq) as IterableIterator<{ table_id: string; started_at: string }>) {
    tables.add(row.table_id);
    const ms = instantMs(row.started_at);
    if (!first || ms < first.ms) first = { ms, text: row.started_at };
    if (!last || ms > last.ms) last = { ms, text: row.started_at };
  }
  const c: Coverage = { tables: [...tables].sort((a, b) => a.localeCompare(b, 'es', { numeric: true })) };
  if (casino) c.casino = casino;
  if (first) c.first = first.text;
  if (last) c.last = last.text;
  return c;
}

function catalogDrift(used: Record<string, string>, here: Ruleset[]): CatalogDrift[] {
  const out: CatalogDrift[] = [];
  for (const id of Object.keys(used).sort()) {
    const now = here.find((r) => r.id === id);
    if (!now) out.push({ id, stored: used[id]! });
    else if (now.version !== used[id]) out.push({ id, stored: used[id]!, now: now.version });
  }
  return out;
}

/** What the entry shows of a hand whose file cannot be used: the stored facts, no events, and why. */
function unavailableHand(f: Finding, currency: string | null, status: EvidenceStatus): RecordedHand {
  const hand: RecordedHand = { hand_id: f.hand_id ?? '', table_id: f.table_id ?? '', started_at: f.started_at ?? '', events: [], unavailable: status };
  if (f.dealer_id !== undefined) hand.dealer_id = f.dealer_id;
  if (currency !== null) hand.currency = currency;
  return hand;
}

function sourceKey(s: SourceRef): string {
  return `${s.path}\u0000${s.line ?? ''}\u0000${s.index ?? ''}`;
}

/**
 * Reads hands back from the input files, in findings order: one file open
 * at a time, read forward from where the last hand was found (back to the
 * start only if asked for an earlier record). Only files whose SHA-256
 * matched the store are read; a record that is not the hand the store
 * indexed there marks its file changed from then on.
 */
class EvidenceReader {
  private cursor?: { pos: number; records: AsyncGenerator<RawRecord>; index: number };
  private readonly opened = new Set<number>();
  private readonly changed = new Set<number>();

  constructor(private readonly inputs: InputCheck[], private readonly parse: ParseOptions) {}

  async hand(pos: number, f: Finding): Promise<RecordedHand | EvidenceStatus> {
    const check = this.inputs[pos];
    if (!check) return 'missing';
    if (check.status !== 'ok') return evidenceStatus(check);
    if (this.changed.has(pos)) return 'changed';
    const want = f.source.index!;
    if (!this.cursor || this.cursor.pos !== pos || this.cursor.index >= want) {
      await this.close();
      this.cursor = { pos, records: readLog(check.resolved, check.input.format as LogFormat), index: -1 };
      this.opened.add(pos);
    }
    const cursor = this.cursor;
    for (;;) {
      const r = await cursor.records.next();
      if (r.done) break;
      const rec = r.value;
      if (rec.kind === 'file-problem') continue;
      cursor.index = rec.index;
      if (rec.index < want) continue;
      if (rec.index > want || rec.kind !== 'hand' || rec.line !== f.source.line) break;
      const source: SourceRef = { path: check.input.path, line: rec.line, index: rec.index };
      const parsed = parseRecord(rec.value, source, this.parse, rec.texts, rec.sound);
      if (parsed.kind !== 'hand' || parsed.hand.hand_id !== f.hand_id || parsed.hand.started_at !== f.started_at) break;
      const header = headerOf(parsed.hand);
      // As HandCapture keeps it (written to its spill file as JSON and read back).
      const recorded: RecordedHand = { hand_id: header.hand_id, table_id: header.table_id, started_at: header.started_at, events: parsed.hand.events };
      if (header.dealer_id !== undefined) recorded.dealer_id = header.dealer_id;
      if (header.currency !== undefined) recorded.currency = header.currency;
      return JSON.parse(JSON.stringify(recorded)) as RecordedHand;
    }
    // Not the hand the store indexed at that place: the file is not what was hashed a moment ago.
    this.changed.add(pos);
    return 'changed';
  }

  async close(): Promise<void> {
    const c = this.cursor;
    this.cursor = undefined;
    if (c) await c.records.return(undefined);
  }

  async finish(): Promise<void> {
    await this.close();
    const problems: string[] = [];
    for (const pos of [...this.opened].sort((a, b) => a - b)) {
      const check = this.inputs[pos]!;
      const now = this.changed.has(pos) ? undefined : await fileDigest(check.resolved).catch(() => undefined);
      if (now?.sha256 !== check.input.sha256) problems.push(check.input.path);
    }
    if (problems.length > 0) {
      const files = problems.join(', ');
      const many = problems.length > 1;
      throw new StoreError({
        es: `${files} ${many ? 'cambiaron' : 'cambió'} mientras se leía${many ? 'n' : ''} para el informe ` +
          '(ya no son los bytes que el almacén registró); no se escribió ningún informe: ejecute veedor report otra vez',
        en: `${files} changed while the report was being read from ${many ? 'them' : 'it'} ` +
          '(no longer the bytes the store recorded); no report written: run veedor report again',
      });
    }
  }
}
