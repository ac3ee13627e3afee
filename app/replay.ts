// The dispute replay as a use case: find the hand in its source (audited
// exactly as `veedor audit` audits it), then build the document every
// renderer (reports/replay: text, PDF, HTML) lays out.
import type { HandSource } from '../audit/find-hand.js';
import type { Finding } from '../audit/findings.js';
import type { Lang } from '../engine/core/engine-types.js';
import type { ReplayDoc } from '../reports/replay/model.js';
import { buildReplayDocument } from './replay-document.js';

export type ReplayResult =
  | { kind: 'replayed'; doc: ReplayDoc }
  /** The hand is not in the source; `hands`: how many hand records were read; `why`: the file's note where none was. */
  | { kind: 'not-found'; hands: number; why?: Finding }
  /** The hand's record was rejected by the audit (its input finding says why). */
  | { kind: 'rejected'; finding: Finding };

export async function replayHand(source: HandSource, handId: string, lang: Lang): Promise<ReplayResult> {
  const found = await source.find(handId);
  if (found.kind !== 'found') return found;
  return { kind: 'replayed', doc: buildReplayDocument(found, lang) };
}
