// One statistics pass over logs: the audit's own pipeline on this thread (read, admit, judge), each audited
// hand's facts added to the groups' counters as it goes, the figures at the end. It always runs on one thread:
// the counters and their order do not depend on how an audit would split the work, so the figures are the same
// whatever --workers an audit of the same logs uses.
import { Auditor } from '../auditor.js';
import type { AuditOptions, FileResult } from '../auditor.js';
import type { Finding } from '../findings.js';
import { StatsAccumulator } from './accumulator.js';
import type { GroupBy, KeyOf } from './accumulator.js';
import { handFacts } from './facts.js';
import { computeFigures } from './figures.js';
import type { FigureOptions, StatsFigures } from './figures.js';

export interface StatsRunOptions extends AuditOptions, FigureOptions {
  paths: string[];
  by: GroupBy[];
  keyOf: KeyOf;
}

export interface StatsRun {
  inputs: FileResult[];
  hands: { read: number; audited: number; rejected: number };
  /** The audit's findings, by category (input findings included): what the error rates are made of. */
  audit_findings: Record<Finding['category'], number>;
  by: GroupBy[];
  figures: StatsFigures;
}

export async function runStats(o: StatsRunOptions): Promise<StatsRun> {
  const acc = new StatsAccumulator(o.by, o.keyOf, new Map(o.rulesets.map((r) => [r.id, r])));
  const byId = new Map(o.rulesets.map((r) => [r.id, r]));
  const auditFindings: StatsRun['audit_findings'] = { payout: 0, procedure: 0, integrity: 0, input: 0 };
  const auditor = new Auditor(o, {
    finding(f) {
      auditFindings[f.category]++;
    },
    handRecord(hand, findings) {
      const ruleset = byId.get(hand.ruleset);
      const facts = ruleset ? handFacts(hand, ruleset, findings) : undefined;
      if (facts) acc.add(facts);
    },
  });
  for (const path of o.paths) await auditor.auditFile(path);
  await auditor.complete();
  const read = auditor.files.reduce((s, f) => s + f.hands, 0);
  const rejected = auditor.files.reduce((s, f) => s + f.rejected, 0);
  return {
    inputs: auditor.files,
    hands: { read, audited: read - rejected, rejected },
    audit_findings: auditFindings,
    by: o.by,
    figures: computeFigures(acc, o),
  };
}
