import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { judgeHand } from '../../audit/judge.js';
import { blackjackEngineWith } from '../../engine/blackjack/step.js';
import { blackjackReplay } from '../../rules-catalog/families/blackjack/replay.js';
import { defineRuleset } from '../../rules-catalog/framework/ruleset.js';
import { rules as potLuckRules } from '../../rules-catalog/pe-pot-luck-black-jack/rules/index.js';
import { heads, pay, reveal } from '../helpers/bj.js';
import { toRecord } from '../helpers/hand.js';
import { tempDir } from '../helpers/temp.js';
import { reasonText } from '../../engine/core/reasons.js';

// docs/adding-a-ruleset.md: a catalog that changes only the numbers of an existing family is its own
// folder (articles.json, parameters.json, index.ts: one defineRuleset call) plus the registry line.
// Here the folder is a temp one and no registry is edited: nothing outside the folder is needed.

const root = new URL('../../rules-catalog/pe-pot-luck-black-jack/', import.meta.url);
const made = tempDir('new-catalog');

/** A copy of Pot Luck's folder's data under another id, blackjack paying 6 to 5. */
function writeCatalog(dir: string): void {
  for (const name of ['articles.json', 'parameters.json', 'governs.json', 'source.txt']) cpSync(new URL(name, root), join(dir, name));
  const articles = JSON.parse(readFileSync(join(dir, 'articles.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(dir, 'articles.json'), JSON.stringify({ ...articles, ruleset: 'xx-six-to-five-black-jack', version: '0.0.1' }));
  const params = JSON.parse(readFileSync(join(dir, 'parameters.json'), 'utf8')) as { parameters: Record<string, { value: unknown }> };
  params.parameters['blackjack_ratio']!.value = '6:5';
  writeFileSync(join(dir, 'parameters.json'), JSON.stringify(params));
}

describe('a new catalog that only changes numbers', () => {
  writeCatalog(made);
  // What the folder's index.ts holds (import.meta.url of a module in that folder).
  const sixToFive = defineRuleset(pathToFileURL(join(made, 'index.js')).href, {
    rules: potLuckRules,
    engine: blackjackEngineWith('always'),
    replay: blackjackReplay,
  });
  const blackjackPaid = (amount: number) => ({
    ...heads(['As', 'Kh'], '9c', '7d', 100, [pay(1, amount), reveal('7d')]),
    ruleset: sixToFive.id,
  });

  it('reads its own data: id, version, the changed number', () => {
    expect([sixToFive.id, sixToFive.version, sixToFive.parameters['blackjack_ratio']!.value]).toEqual(['xx-six-to-five-black-jack', '0.0.1', '6:5']);
  });

  it('audits a hand by its own numbers: a blackjack on 100 paid 150 is over-paid by 30 (6 to 5 = 120)', () => {
    const out = judgeHand(toRecord(blackjackPaid(150)), sixToFive, new Map());
    if (out.kind !== 'audited') throw new Error(`rejected: ${reasonText(out.reason)}`);
    const payouts = out.findings.filter((f) => f.category === 'payout');
    expect(payouts.map((f) => [f.ruleset, f.rule, f.article, f.event, f.expected, f.actual, f.owed_to_player])).toEqual([
      ['xx-six-to-five-black-jack', 'blackjack-pays-3-to-2', 'Art. 13º', 6, 12000, 15000, -3000],
    ]);
    expect(payouts[0]!.message.en).toContain('owed by the player 30.00');
  });

  it('and finds nothing where the table paid its 6 to 5', () => {
    const out = judgeHand(toRecord(blackjackPaid(120)), sixToFive, new Map());
    if (out.kind !== 'audited') throw new Error(`rejected: ${reasonText(out.reason)}`);
    expect(out.findings).toEqual([]);
  });
});
