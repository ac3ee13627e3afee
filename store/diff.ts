import { serializeFinding } from '../audit/serialize.js';
import type { Finding } from '../audit/findings.js';

type Json = Record<string, unknown>;

export interface FieldChange {
  field: string;
  /** The canonical (English) JSON values compared. */
  stored: unknown;
  fresh: unknown;
  /** A field with words (the message): both values in both languages, for a report in the reader's. */
  words?: { stored: { es: string; en: string }; fresh: { es: string; en: string } };
}

/** Which finding, as data: a report words it in its language (reports/listings/verify.ts findingLabel). */
export interface FindingRef {
  /** null: a file-level finding. */
  handId: string | null;
  event?: number;
  seat?: number;
  hand?: number;
  /** The finding's catalog: its word for the place a wager is made on (a seat, Caribbean Stud's and Dragon Six's zone). */
  ruleset?: string;
  article: string;
  rule: string;
  /** The file and line (or file alone) the finding cites. */
  where: string;
}

export interface FindingChange {
  finding: FindingRef;
  fields: FieldChange[];
}

/** How two lists of findings differ, in terms a hearing can follow: which finding, which field, from what to what. */
export interface FindingsDiff {
  identical: boolean;
  storedCount: number;
  freshCount: number;
  /** Same finding (same hand, rule, event, wager and source), some field different. */
  changed: FindingChange[];
  onlyStored: FindingRef[];
  onlyFresh: FindingRef[];
  /** The same findings, in another order (the digest covers the order too). */
  reordered: boolean;
}

const IDENTITY = ['hand_id', 'rule', 'event', 'seat', 'hand', 'spot', 'number'] as const;

function identity(o: Json): string {
  const src = o['source'] as Json;
  return JSON.stringify([...IDENTITY.map((k) => o[k] ?? null), src['path'], src['index'] ?? null]);
}

export function refOf(o: Json): FindingRef {
  const src = o['source'] as Json;
  const ref: FindingRef = {
    handId: o['hand_id'] === null ? null : String(o['hand_id']),
    article: String(o['article']),
    rule: String(o['rule']),
    where: `${String(src['path'])}${src['line'] !== undefined ? ':' + String(src['line']) : ''}`,
  };
  if (o['event'] !== undefined) ref.event = o['event'] as number;
  if (o['seat'] !== undefined) ref.seat = o['seat'] as number;
  if (o['hand'] !== undefined) ref.hand = o['hand'] as number;
  if (typeof o['ruleset'] === 'string') ref.ruleset = o['ruleset'];
  return ref;
}

/** A finding without its twin on the other side: its canonical JSON, and the finding (for its words). */
interface Unmatched { o: Json; finding: Finding }

/**
 * Compares the stored findings with a re-audit's, both in the findings format's canonical English
 * JSON (the form the findings digest covers); a changed message also keeps both languages' words.
 */
export function diffFindings(stored: Iterable<Finding>, fresh: Iterable<Finding>): FindingsDiff {
  const storedList = [...stored];
  const freshList = [...fresh];
  const a = storedList.map((f) => JSON.stringify(serializeFinding(f, 'en')));
  const b = freshList.map((f) => JSON.stringify(serializeFinding(f, 'en')));
  const identical = a.length === b.length && a.every((line, i) => line === b[i]);
  const diff: FindingsDiff = { identical, storedCount: a.length, freshCount: b.length, changed: [], onlyStored: [], onlyFresh: [], reordered: false };
  if (identical) return diff;

  const left = new Map<string, number>();
  for (const line of a) left.set(line, (left.get(line) ?? 0) + 1);
  const unmatchedFresh: Unmatched[] = [];
  b.forEach((line, i) => {
    const n = left.get(line) ?? 0;
    if (n > 0) left.set(line, n - 1);
    else unmatchedFresh.push({ o: JSON.parse(line) as Json, finding: freshList[i]! });
  });
  const unmatchedStored: Unmatched[] = [];
  a.forEach((line, i) => {
    const n = left.get(line) ?? 0;
    if (n > 0) {
      left.set(line, n - 1);
      unmatchedStored.push({ o: JSON.parse(line) as Json, finding: storedList[i]! });
    }
  });
  if (unmatchedStored.length === 0 && unmatchedFresh.length === 0) {
    diff.reordered = true;
    return diff;
  }
  const freshByKey = new Map<string, Unmatched[]>();
  for (const u of unmatchedFresh) {
    const k = identity(u.o);
    freshByKey.set(k, [...(freshByKey.get(k) ?? []), u]);
  }
  for (const { o: s, finding: was } of unmatchedStored) {
    const candidates = freshByKey.get(identity(s));
    const match = candidates?.shift();
    if (!match) {
      diff.onlyStored.push(refOf(s));
      continue;
    }
    const f = match.o;
    const fields: FieldChange[] = [];
    for (const k of new Set([...Object.keys(s), ...Object.keys(f)])) {
      if (JSON.stringify(s[k]) === JSON.stringify(f[k])) continue;
      fields.push(k === 'message'
        ? { field: k, stored: s[k], fresh: f[k], words: { stored: { ...was.message }, fresh: { ...match.finding.message } } }
        : { field: k, stored: s[k], fresh: f[k] });
    }
    diff.changed.push({ finding: refOf(s), fields });
  }
  for (const rest of freshByKey.values()) for (const u of rest) diff.onlyFresh.push(refOf(u.o));
  return diff;
}
