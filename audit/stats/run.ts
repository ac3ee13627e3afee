// One statistics pass over logs: the audit's own pipeline (read, admit, judge), each audited hand's facts added
// to the groups' counters as it goes, the figures at the end. On one thread the facts are read beside the audit;
// with `workers` > 1 each worker reads the facts of the hands it replays and adds them to counters of its own
// (audit-worker.ts), which the main thread merges at the end: whole numbers added, and the sums that are not
// whole kept per table (a table is one worker's) and added in table order, on any number of threads alike
// (accumulator.ts `finish`): the counters, and so the document, are the same bytes.
import { Auditor } from '../auditor.js';
import { ParallelAuditor } from '../parallel.js';
import type { FileResult, LoadedAuditOptions } from '../auditor.js';
import type { Ruleset } from '../../rules-catalog/framework/types.js';
import type { Finding } from '../findings.js';
import { StatsAccumulator } from './accumulator.js';
import type { GroupBy } from './accumulator.js';
import { groupKey } from './keys.js';
import { handFacts } from './facts.js';
import { computeFigures } from './figures.js';
import { sharedDealer, wordsFor } from '../../engine/core/words.js';
import type { FigureOptions, StatsFigures } from './figures.js';

export interface StatsRunOptions extends LoadedAuditOptions, FigureOptions {
  paths: string[];
  by: GroupBy[];
  /** Shift start hours, local time of the hand (keys.ts `DEFAULT_SHIFTS`). */
  shifts: number[];
  /** Worker threads for the audit and the facts (default 1: this thread). */
  workers?: number;
}

export interface StatsRun {
  inputs: FileResult[];
  hands: { read: number; audited: number; rejected: number };
  /** The audit's findings, by category (input findings included): what the error rates are made of. */
  audit_findings: Record<Finding['category'], number>;
  by: GroupBy[];
  figures: StatsFigures;
  /**
   * The word for the one who deals in the run's catalogs (articles.json `words`): `dealer`, the run's
   * (theirs when they agree, else the words table's), for a grouping's name; `dealers`, each catalog's,
   * for its own measures. Words for the renderers, not part of the JSON document.
   */
  dealer: { es: string; en: string };
  dealers: ReadonlyMap<string, { es: string; en: string }>;
}

export async function runStats(o: StatsRunOptions): Promise<StatsRun> {
  const acc = new StatsAccumulator(o.by, groupKey(o.shifts), new Map(o.rulesets.map((r) => [r.id, r])));
  const byId = new Map(o.rulesets.map((r) => [r.id, r]));
  const auditFindings: StatsRun['audit_findings'] = { payout: 0, procedure: 0, integrity: 0, input: 0 };
  const workers = o.workers ?? 1;
  let last: Ruleset | undefined;
  const finding = (f: Finding) => {
    auditFindings[f.category]++;
  };
  const auditor = workers > 1
    // Each worker counts the hands it replays; their counters are merged once they are done.
    ? new ParallelAuditor(o, { finding }, workers, { stats: { by: o.by, shifts: o.shifts } })
    // The audit's replay of each hand is the facts' too: its state after the last event comes with the hand.
    : new Auditor({ ...o, countFindings: true }, {
      finding,
      handRecord(hand, findings, final) {
        const ruleset = hand.ruleset === last?.id ? last : (last = byId.get(hand.ruleset));
        const facts = ruleset ? handFacts(hand, ruleset, findings, final) : undefined;
        if (facts) acc.add(facts);
      },
    });
  try {
    for (const path of o.paths) await auditor.auditFile(path);
    await auditor.complete();
    if (auditor instanceof ParallelAuditor) for (const snap of auditor.statsSnapshots) acc.merge(snap);
  } finally {
    await auditor.close();
  }
  acc.finish();
  const dealers = new Map(o.rulesets.map((r) => [r.id, { es: wordsFor('es', r.articles.words).dealer, en: wordsFor('en', r.articles.words).dealer }]));
  // The catalogs whose hands the run audited (all that were given, when none was).
  const seen = o.rulesets.filter((r) => acc.total.rulesetHands.has(r.id));
  const words = (seen.length > 0 ? seen : o.rulesets).map((r) => r.articles.words);
  const dealer = { es: sharedDealer('es', words), en: sharedDealer('en', words) };
  const read = auditor.files.reduce((s, f) => s + f.hands, 0);
  const rejected = auditor.files.reduce((s, f) => s + f.rejected, 0);
  return {
    inputs: auditor.files,
    hands: { read, audited: read - rejected, rejected },
    audit_findings: auditFindings,
    by: o.by,
    figures: computeFigures(acc, { ...o, dealer, dealerOf: (ruleset, lang) => dealers.get(ruleset)?.[lang] ?? dealer[lang] }),
    dealer,
    dealers,
  };
}
