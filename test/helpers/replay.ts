import { findHandInLog } from '../../audit/find-hand.js';
import type { Lang } from '../../engine/core/engine-types.js';
import { RULESETS } from '../../rules-catalog/index.js';
import type { Ruleset } from '../../rules-catalog/framework/types.js';
import { buildReplayDocument } from '../../app/replay-document.js';
import type { ReplayDoc } from '../../reports/replay/model.js';

export const ROOT = new URL('../..', import.meta.url).pathname;

/** The replay of one hand of a log (paths relative to the repository root, as the goldens show them). */
export async function replayOf(log: string, handId: string, lang: Lang, rulesets: Ruleset[] = RULESETS): Promise<ReplayDoc> {
  process.chdir(ROOT);
  const found = await findHandInLog(log, handId, { rulesets });
  if (found.kind !== 'found') throw new Error(`${handId} in ${log}: ${found.kind}`);
  return buildReplayDocument(found, lang);
}
