import type { HandRecord } from '../engine/core/types.js';
import type { Ruleset } from '../rules-catalog/framework/types.js';
import { Auditor } from './auditor.js';
import type { LoadedAuditOptions } from './auditor.js';
import type { Finding } from './findings.js';

/** One hand looked up for a dispute: audited with its findings, rejected with why, or absent. */
export type FoundHand =
  | { kind: 'found'; hand: HandRecord; ruleset: Ruleset; findings: Finding[] }
  | { kind: 'rejected'; finding: Finding }
  /** `why`: where no hand at all was read, the file's note that says why (a PDF, Veedor's findings, an empty file). */
  | { kind: 'not-found'; hands: number; why?: Finding };

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
 * reports for the hand (cross-hand checks included), the later records of its
 * id that the audit rejects as repeats among them: past the hand, the rest of
 * the log is only read and admitted, not judged.
 */
export function logFileSource(path: string, opts: LoadedAuditOptions): HandSource {
  return { label: path, find: (handId) => findHandInLog(path, handId, opts) };
}

/**
 * Whether a record's hand_id is the id asked for: the same code points, or the same text in Unicode's canonical form
 * (NFC): `Café-1` typed with é (U+00E9) finds the log's `Cafe\u0301-1`, which every report prints alike (hostile18:
 * the audit takes the two forms as one id, the later a repeat).
 */
export function sameHandId(handId: string): (id: string) => boolean {
  const form = handId.normalize('NFC');
  return (id) => id === handId || (/[^\u0000-\u007f]/.test(id) && id.normalize('NFC') === form);
}

export async function findHandInLog(path: string, handId: string, opts: LoadedAuditOptions): Promise<FoundHand> {
  const same = sameHandId(handId);
  let found: { hand: HandRecord; findings: Finding[] } | undefined;
  let rejected: Finding | undefined;
  // A record that did not parse and whose text names the hand: said only if no record of that id is read,
  // so a hand sent again whole after a broken copy is replayed as audited.
  let named: Finding | undefined;
  // Later records with the hand's id: the audit rejects each as a repeat, a finding on this hand_id. The replay
  // tells them too (dispute18: a log replay said a hand complied, exit 0, where the audit and a stored run's replay
  // name the repeat), so once the hand is found the log is read on, its hands admitted and not judged.
  const repeats: Finding[] = [];
  let fileNote: Finding | undefined;
  const auditor = new Auditor(opts, {
    handRecord(hand, findings) {
      // The hand's own findings: a file note the audit gives with a hand (a table the tables file does not list,
      // hand_id null) is the run's, not the hand's, as a stored run's replay shows it (its findings by hand id).
      if (!found && !rejected && same(hand.hand_id)) found = { hand, findings: findings.filter((f) => f.hand_id !== null) };
    },
    finding(f) {
      if (f.rule === 'input-file' && f.hand_id === null) fileNote ??= f;
      if (typeof f.hand_id !== 'string' || !same(f.hand_id)) return;
      // The first record with this id decides; a later repeat's input finding is about that repeat.
      if (!found && !rejected && f.category === 'input') rejected = f;
      else if (found && f.rule === 'input-duplicate-hand-id') repeats.push(f);
    },
    unreadableNaming(id, f) {
      if (same(id)) named ??= f;
    },
    stop: () => rejected !== undefined,
    admitOnly: () => found !== undefined,
  });
  const file = await auditor.auditFile(path);
  if (found) {
    const ruleset = opts.rulesets.find((r) => r.id === found!.hand.ruleset)!;
    return { kind: 'found', hand: found.hand, ruleset, findings: [...found.findings, ...repeats] };
  }
  if (rejected) return { kind: 'rejected', finding: rejected };
  if (named) return { kind: 'rejected', finding: named };
  // "0 hand records read" alone left the inspector to guess that the file was no log at all.
  return file.hands === 0 && fileNote ? { kind: 'not-found', hands: 0, why: fileNote } : { kind: 'not-found', hands: file.hands };
}
