import { findHandInLog } from '../../audit/find-hand.js';
import { Auditor } from '../../audit/auditor.js';
import type { Finding } from '../../audit/findings.js';
import type { HandRecord } from '../../engine/core/types.js';
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

/** Every hand of a log as the audit admits it, with its findings (path relative to the repository root). */
export async function handsOf(path: string): Promise<{ hand: HandRecord; findings: Finding[] }[]> {
  const got: { hand: HandRecord; findings: Finding[] }[] = [];
  const auditor = new Auditor({ rulesets: RULESETS }, { finding() {}, handRecord(hand, findings) { got.push({ hand, findings: [...findings] }); } });
  process.chdir(ROOT);
  await auditor.auditFile(path);
  return got;
}
