// One statistics pass over logs: the audit's own pipeline (read, admit, judge), each audited hand's facts added
// to the groups' counters as it goes, the figures at the end. On one thread the facts are read beside the audit;
// with `workers` > 1 each worker reads the facts of the hands it replays and adds them to counters of its own
// (audit-worker.ts), which the main thread merges at the end: whole numbers added, and the sums that are not
// whole kept per table (a table is one worker's) and added in table order, on any number of threads alike
// (accumulator.ts `finish`): the counters, and so the document, are the same bytes.
import { Auditor } from '../auditor.js';
import { ParallelAuditor } from '../parallel.js';
import type { FileResult, LoadedAuditOptions } from '../auditor.js';
import type { HandHeader } from '../record.js';
import type { Ruleset } from '../../rules-catalog/framework/types.js';
import type { Finding } from '../findings.js';
import { StatsAccumulator } from './accumulator.js';
import type { GroupBy, StoredHandFinding } from './accumulator.js';
import { groupKey } from './keys.js';
import { emptyHandFacts, handFacts } from './facts.js';
import { computeFigures } from './figures.js';
import { sharedDealer, wordsFor } from '../../engine/core/words.js';
import type { FigureOptions, StatsFigures } from './figures.js';

export type { StoredHandFinding };

export interface StatsRunOptions extends LoadedAuditOptions, FigureOptions {
  paths: string[];
  by: GroupBy[];
  /** Shift start hours, local time of the hand (keys.ts `DEFAULT_SHIFTS`). */
  shifts: number[];
  /** Worker threads for the audit and the facts (default 1: this thread). */
  workers?: number;
  /**
   * A stored run's findings (`veedor stats --db`): the hands are replayed through their engines alone, for their
   * facts, and the error rates are the run's findings. The paths are then the run's inputs, in its order.
   */
  stored?: StoredRunFindings;
}

/** What a stored run says of its hands and findings (store/stats-findings.ts). */
export interface StoredRunFindings {
  /** The hands the run audited, by input position: how many, and the sum of their record indexes. */
  audited: ReadonlyMap<number, { hands: number; indexSum: number }>;
  /** The run's findings by category, input findings included. */
  byCategory: Record<Finding['category'], number>;
  /** How many findings `findings()` must give: the run's findings on audited hands. */
  expected: number;
  findings(): Iterable<StoredHandFinding>;
}

/**
 * The replay admitted other hands than the stored run audited (a run made by another version of Veedor, whose
 * rules set a hand aside, or a hand index that does not hold a finding's hand): its findings cannot be laid on
 * this replay's hands. `veedor stats --db` then audits the logs again.
 */
export class StoredRunMismatch extends Error {}

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
  const stored = o.stored;
  // A stored run's: the hands each input's replay admits, to hold against those the run audited.
  const replayedHands = new Map<number, { hands: number; indexSum: number }>();
  const position = new Map<string, number>();
  o.paths.forEach((p, i) => {
    if (!position.has(p)) position.set(p, i);
  });
  const handAudited = stored && ((h: HandHeader) => {
    const pos = position.get(h.source.path) ?? -1;
    const r = replayedHands.get(pos) ?? { hands: 0, indexSum: 0 };
    r.hands++;
    r.indexSum += h.source.index ?? 0;
    replayedHands.set(pos, r);
  });
  const sink = handAudited ? { finding, handAudited } : { finding };
  // One facts object for the run, filled again for each hand: the accumulator has read it before the next.
  const reused = emptyHandFacts();
  const auditor = workers > 1
    // Each worker counts the hands it replays; their counters are merged once they are done.
    ? new ParallelAuditor({ ...o, logs: o.paths.length, replayOnly: stored !== undefined }, sink, workers, { stats: { by: o.by, shifts: o.shifts, replayOnly: stored !== undefined } })
    // The audit's replay of each hand is the facts' too: its state after the last event comes with the hand.
    : new Auditor({ ...o, logs: o.paths.length, countFindings: true, replayOnly: stored !== undefined }, {
      ...sink,
      handRecord(hand, findings, final) {
        const ruleset = hand.ruleset === last?.id ? last : (last = byId.get(hand.ruleset));
        const facts = ruleset ? handFacts(hand, ruleset, findings, final, reused) : undefined;
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
  if (stored) {
    // The same hands as the run's, input by input (their count and the sum of their indexes), or its findings
    // are not this replay's hands'.
    const same = stored.audited.size === replayedHands.size &&
      [...stored.audited].every(([pos, a]) => replayedHands.get(pos)?.hands === a.hands && replayedHands.get(pos)?.indexSum === a.indexSum);
    if (!same) throw new StoredRunMismatch('the replay admits other hands than the stored run audited');
    let n = 0;
    for (const f of stored.findings()) {
      if (!acc.addFinding(f)) throw new StoredRunMismatch(`a finding of the stored run is on a hand the replay did not count (${f.table_id})`);
      n++;
    }
    if (n !== stored.expected) throw new StoredRunMismatch(`${stored.expected - n} of the stored run's findings are on hands its hand index does not hold`);
    Object.assign(auditFindings, stored.byCategory);
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
