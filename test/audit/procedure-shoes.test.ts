// Checkability per shoe (audit/judge.ts): a shoe whose log records its cut card coming out hands checkability on
// to the table's next shoe, once, in a catalog that names no evidence; a catalog that names its evidence
// (blackjack's offers) does not take a cut card for it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judgeHand } from '../../audit/judge.js';
import { reasonText } from '../../engine/core/reasons.js';
import { potLuckBlackJack } from '../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { dragonSixBaccarat } from '../../rules-catalog/pe-dragon-six-baccarat/index.js';
import type { Ruleset } from '../../rules-catalog/framework/types.js';
import { toRecord } from '../helpers/hand.js';

type Raw = Record<string, any>;

const root = new URL('../..', import.meta.url).pathname;
const example = (ruleset: string): Raw => JSON.parse(readFileSync(`${root}fixtures/examples/${ruleset}.ndjson`, 'utf8').split('\n')[0]!) as Raw;

/** The example hand, renamed to one shoe, with its procedures (all but those kept) taken out and `add` put first. */
function variant(base: Raw, id: string, shoe: string, keep: string[], add: Raw[] = []): Raw {
  const events = (base['events'] as Raw[]).filter((e) => e['type'] !== 'procedure' || keep.includes(e['name'] as string));
  return { ...base, hand_id: id, shoe_id: shoe, events: [...add, ...events] };
}

function skippedIn(ruleset: Ruleset, hands: Raw[]): boolean[] {
  const runStates = new Map<string, Map<string, unknown>>();
  return hands.map((h) => {
    const out = judgeHand(toRecord(h), ruleset, runStates);
    if (out.kind === 'rejected') throw new Error(reasonText(out.reason));
    return out.skippedProcedureRules;
  });
}

const cutCardOut = { type: 'procedure', name: 'cut_card_out' };

describe('a shoe whose log records its cut card hands checkability on', () => {
  it('Dragon Six (no named evidence): the next shoe is checkable from its first hand; the one after it is not', () => {
    const d6 = example('pe-dragon-six-baccarat');
    expect(skippedIn(dragonSixBaccarat, [
      variant(d6, 'H1', 'S1', [], [cutCardOut]),
      variant(d6, 'H2', 'S2', []),
      variant(d6, 'H3', 'S2', []),
      variant(d6, 'H4', 'S3', []),
    ])).toEqual([false, false, false, true]);
  });
  it('Pot Luck (evidence: the offers): a cut card recorded beside an offer does not make the next shoe checkable', () => {
    const pl = example('pe-pot-luck-black-jack');
    expect((pl['events'] as Raw[]).some((e) => e['name'] === 'offer_surrender')).toBe(true);
    expect(skippedIn(potLuckBlackJack, [
      variant(pl, 'H1', 'S1', ['offer_surrender', 'offer_insurance'], [cutCardOut]),
      variant(pl, 'H2', 'S1', []),
      variant(pl, 'H3', 'S2', []),
    ])).toEqual([false, false, true]);
  });
});
