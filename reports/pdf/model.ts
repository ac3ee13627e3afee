import { fingerprintOf } from '../../store/signing.js';
import type { Finding, MoneyTotals, NotChecked, RunSummary } from '../../audit/findings.js';
import type { AuditRun } from '../../audit/run.js';
import type { StatsRun } from '../../audit/stats/run.js';
import type { HandEvent, HandIdentity } from '../../engine/core/types.js';

/** What the cover says was audited, beyond the files: the tables and the dates of their hands. */
export interface Coverage {
  casino?: string;
  tables: string[];
  /** started_at of the earliest and latest audited hand, as the log wrote them. */
  first?: string;
  last?: string;
}

/** The recorded hand a finding is about, events normalized (cards as Card, amounts as Money). */
export interface RecordedHand extends Pick<HandIdentity, 'hand_id' | 'table_id' | 'dealer_id' | 'started_at' | 'currency'> {
  events: HandEvent[];
  /**
   * Set (with no events) when the hand could not be re-read for a stored
   * run's report: its evidence file is missing, or is no longer the bytes
   * that were audited. The entry says so instead of showing events.
   */
  unavailable?: EvidenceStatus;
}

export type EvidenceStatus = 'missing' | 'changed';

/** An input file of a stored run that could not be used to show events (`veedor report`). */
export interface EvidenceProblem {
  path: string;
  /** Where it was looked for. */
  resolved: string;
  /** Missing because the files named with --input leave it out (it was looked for nowhere). */
  unnamed?: true;
  status: EvidenceStatus;
  /** SHA-256 recorded by the audit, and of the file found now (changed files). */
  storedSha256: string;
  sha256?: string;
}

/** A catalog whose version here differs from the one the run used: the quoted article texts are this one's. */
export interface CatalogDrift {
  id: string;
  stored: string;
  /** Absent: this Veedor no longer has the catalog. */
  now?: string;
}

/**
 * Everything the PDF shows, from any source: a fresh audit (`fromAuditRun`)
 * or a stored run (`fromStoredRun`, app/stored-report.ts). `findings()` may be called more than once (the
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
  /** A stored run's report only: inputs whose events cannot be shown, said on the cover (absent or empty: none). */
  evidence?: EvidenceProblem[];
  /** A stored run's report only: catalogs whose version differs from the run's (absent or empty: none). */
  catalogDrift?: CatalogDrift[];
  /** A run in the audit store: its chain head (record digest) and, when signed, the signature and key fingerprint. */
  chain?: ChainSeal;
  /** A filtered export (the workbench's findings.pdf): the filter and the counts of the findings it keeps; the cover says so. */
  subset?: SubsetCover;
  /** With `--stats`: the integrity statistics of the same hands (by dealer and table), drawn after the summary. */
  stats?: StatsRun;
}

/** The filter of a filtered export, each criterion as [name, value] (names as the findings URL's parameters), and its findings' counts. */
export interface SubsetCover {
  filter: [name: string, value: string][];
  findings: number;
  byCategory: Record<string, number>;
  money: Record<string, MoneyTotals>;
}

export interface ChainSeal {
  head: string;
  signature?: string;
  fingerprint?: string;
}

/** The chain seal of a stored run, from its record digest and, when signed, its signature and public key (base64). */
export function chainSeal(head: string, signed?: { signature: string; publicKey: string } | null): ChainSeal {
  const c: ChainSeal = { head };
  if (signed) {
    c.signature = signed.signature;
    c.fingerprint = fingerprintOf(signed.publicKey);
  }
  return c;
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
