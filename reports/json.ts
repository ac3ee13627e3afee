import type { Writable } from 'node:stream';
import type { AuditRun } from '../audit/run.js';
import { currenciesOf } from '../audit/findings.js';
import type { MoneyTotals } from '../audit/findings.js';
import { serializeFinding } from '../audit/serialize.js';
import { toUnits } from '../engine/core/money.js';
import type { Lang } from '../engine/core/engine-types.js';
import { writeOut } from './write.js';
import { checkedStatement } from './checked.js';

/** The findings format's JSON document, streamed finding by finding. */
export async function writeJson(run: AuditRun, out: Writable, lang: Lang): Promise<void> {
  const head = {
    tool: run.tool,
    run: run.run,
    inputs: run.inputs.map((f) => ({ path: f.path, sha256: f.sha256, bytes: f.bytes, format: f.format, hands: f.hands, rejected: f.rejected })),
    summary: {
      hands: run.summary.hands,
      audited: run.summary.audited,
      rejected: run.summary.rejected,
      hands_with_findings: run.summary.hands_with_findings,
      findings: run.summary.findings,
      by_category: run.summary.by_category,
      by_article: sortedObject(run.summary.by_article),
      money: moneyJson(run.summary.money),
      // Findings whose hand names no currency change money that is never totalled (findings format: a total needs
      // its currency); each carries its own amounts. Written only when there are some.
      ...(run.summary.unpriced > 0 ? { money_findings_without_currency: run.summary.unpriced } : {}),
      // What the summary can claim: false when some articles could not be checked on some hands (see not_checked).
      all_articles_checked: run.notChecked.length === 0,
      claim: checkedStatement(run.summary, run.notChecked, lang).join(' '),
    },
    findings_digest: run.findingsDigest,
    not_checked: run.notChecked.map((n) => ({ ruleset: n.ruleset, article: n.article, rule: n.rule, hands: n.hands, reason: n.reason[lang] })),
  };
  const text = JSON.stringify(head, null, 2);
  await writeOut(out, text.slice(0, -2) + ',\n  "findings": [');
  let first = true;
  for await (const f of run.findings()) {
    await writeOut(out, (first ? '\n    ' : ',\n    ') + JSON.stringify(serializeFinding(f, lang)));
    first = false;
  }
  await writeOut(out, first ? ']\n}\n' : '\n  ]\n}\n');
}

/** summary.money: per currency, never added across currencies; money of hands that name none is in no total. */
export function moneyJson(money: Record<string, MoneyTotals>): Record<string, { underpaid_to_players: number; overpaid_to_players: number }> {
  return Object.fromEntries(currenciesOf(money).map((c) => [c, {
    underpaid_to_players: toUnits(money[c]!.underpaid),
    overpaid_to_players: toUnits(money[c]!.overpaid),
  }]));
}

function sortedObject(o: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(o).sort((a, b) => a[0].localeCompare(b[0], 'en')));
}
