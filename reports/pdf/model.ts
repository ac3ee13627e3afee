import type { Finding, NotChecked, RunSummary } from '../../engine/audit/findings.js';
import type { AuditRun } from '../../engine/audit/run.js';
import type { HandEvent } from '../../engine/core/types.js';

/** What the cover says was audited, beyond the files: the tables and the dates of their hands. */
export interface Coverage {
  casino?: string;
  tables: string[];
  /** started_at of the earliest and latest audited hand, as the log wrote them. */
  first?: string;
  last?: string;
}

/** The recorded hand a finding is about, events normalized (cards as Card, amounts as Money). */
export interface RecordedHand {
  hand_id: string;
  table_id: string;
  dealer_id?: string;
  started_at: string;
  currency?: string;
  events: HandEvent[];
}

/**
 * Everything the PDF shows, from any source: a fresh audit (`fromAuditRun`)
 * or, later, a stored run. `findings()` may be called more than once (the
 * summary by table and dealer reads it before the entries do); `handOf` is
 * called once per finding, in the order `findings()` yields them, so a
 * source may answer from a sequential cursor.
 */
export interface PdfReportModel {
  tool: { name: string; version: string };
  run: { id: string; started_at: string; rulesets: Record<string, string>; options?: Record<string, unknown> };
  inputs: { path: string; sha256: string; bytes: number; format?: string; hands: number; rejected: number }[];
  summary: RunSummary;
  notChecked: NotChecked[];
  findingsDigest: string;
  coverage: Coverage;
  findings(): AsyncIterable<Finding>;
  handOf(f: Finding): Promise<RecordedHand | undefined>;
}

export function fromAuditRun(
  run: AuditRun,
  hands: { coverage(): Coverage; handOf(f: Finding): Promise<RecordedHand | undefined> },
): PdfReportModel {
  return {
    tool: run.tool,
    run: run.run,
    inputs: run.inputs,
    summary: run.summary,
    notChecked: run.notChecked,
    findingsDigest: run.findingsDigest,
    coverage: hands.coverage(),
    findings: () => run.findings(),
    handOf: (f) => hands.handOf(f),
  };
}
