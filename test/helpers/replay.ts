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

/**
 * The catalogs with Pot Luck read as counting every card the dealer took (dealer_extra_cards_count true).
 * Both blackjack catalogs settle against the hand the dealer had to stand on, where the replay offers no
 * "if the dealer had stood" what-if; the replay's counterfactual is shown through this reading.
 */
export function rulesetsCountingDealerExtraCards(): Ruleset[] {
  return RULESETS.map((rs) => {
    if (rs.id !== 'pe-pot-luck-black-jack') return rs;
    const extra = rs.parameters['dealer_extra_cards_count']!;
    return { ...rs, parameters: { ...rs.parameters, dealer_extra_cards_count: { ...extra, value: true } } };
  });
}
