import type { HandRecord } from '../engine/core/types.js';
import type { Ruleset } from '../rules-catalog/framework/types.js';
import { Auditor } from './auditor.js';
import type { LoadedAuditOptions } from './auditor.js';
import type { Finding } from './findings.js';

/** One hand looked up for a dispute: audited with its findings, rejected with why, or absent. */
export type FoundHand =
  | { kind: 'found'; hand: HandRecord; ruleset: Ruleset; findings: Finding[] }
  | { kind: 'rejected'; finding: Finding }
  | { kind: 'not-found'; hands: number };

/**
 * Where a disputed hand comes from. A log file today; a stored run (the
 * audit store's `--db`) can implement the same interface.
 */
export interface HandSource {
  /** What to call the source in a report: the log's path, a run id. */
  readonly label: string;
  find(handId: string): Promise<FoundHand>;
}

/**
 * A log file as a hand source. The file is streamed through the same audit
 * as `veedor audit`, so the replay shows exactly the findings the audit
 * reports for the hand (cross-hand checks included); reading stops at the
 * hand.
 */
export function logFileSource(path: string, opts: LoadedAuditOptions): HandSource {
  return { label: path, find: (handId) => findHandInLog(path, handId, opts) };
}

export async function findHandInLog(path: string, handId: string, opts: LoadedAuditOptions): Promise<FoundHand> {
  let found: { hand: HandRecord; findings: Finding[] } | undefined;
  let rejected: Finding | undefined;
  // A record that did not parse and whose text names the hand: said only if no record of that id is read,
  // so a hand sent again whole after a broken copy is replayed as the audit audited it.
  let named: Finding | undefined;
  const auditor = new Auditor(opts, {
    handRecord(hand, findings) {
      if (!found && !rejected && hand.hand_id === handId) found = { hand, findings: [...findings] };
    },
    finding(f) {
      if (f.hand_id !== handId) return;
      // The first record with this id decides; a later repeat's input finding is about that repeat.
      if (!found && !rejected && f.category === 'input') rejected = f;
    },
    unreadableNaming(id, f) {
      if (id === handId) named ??= f;
    },
    stop: () => found !== undefined || rejected !== undefined,
  });
  const file = await auditor.auditFile(path);
  if (found) {
    const ruleset = opts.rulesets.find((r) => r.id === found!.hand.ruleset)!;
    return { kind: 'found', hand: found.hand, ruleset, findings: found.findings };
  }
  if (rejected) return { kind: 'rejected', finding: rejected };
  if (named) return { kind: 'rejected', finding: named };
  return { kind: 'not-found', hands: file.hands };
}
