// Checkability per shoe (audit/judge.ts): a shoe whose log records its cut card coming out hands checkability on
// to the table's next shoe, once, in a catalog that names no evidence; a catalog that names its evidence
// (blackjack's offers) does not take a cut card for it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judgeHand } from '../../audit/judge.js';
import { reasonText } from '../../engine/core/reasons.js';
import { potLuckBlackJack } from '../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { dragonSixBaccarat } from '../../rules-catalog/pe-dragon-six-baccarat/index.js';
import { pokerCaribeno } from '../../rules-catalog/pe-poker-caribeno/index.js';
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

// «Later» is by started_at (clause30-other's lead 3): the Caribbean demo log judged CS-CLEAN-05 (20:05, no procedures)
// by a hand of its table that started at 20:19 and came first in the file: Art. 7º and Art. 8º findings read forward,
// none read reversed (37 and 35 findings). A hand is checkable once a hand of its shoe that started no later has shown
// the log records procedures, whatever the file's order.
describe('checkability follows started_at, not the file\'s order', () => {
  const at = (h: Raw, id: string, time: string, keep: string[]): Raw => ({ ...variant(h, id, 'S1', keep), started_at: `2026-03-07T${time}:00-05:00` });
  const all = ['new_deck', 'count', 'show_cards', 'turn_cards', 'wash', 'shuffle', 'cut', 'verify_card_count'];
  it('Póker Caribeño: a hand that started before the first one recording procedures is not checkable, read before or after it', () => {
    const cs = example('pe-poker-caribeno');
    expect((cs['events'] as Raw[]).some((e) => e['name'] === 'shuffle')).toBe(true);
    const early = at(cs, 'EARLY', '20:05', []);
    const recorded = at(cs, 'RECORDED', '20:19', all);
    const late = at(cs, 'LATE', '20:30', []);
    expect(skippedIn(pokerCaribeno, [recorded, early, late])).toEqual([false, true, false]);
    expect(skippedIn(pokerCaribeno, [late, early, recorded])).toEqual([true, true, false]);
    expect(skippedIn(pokerCaribeno, [early, recorded, late])).toEqual([true, false, false]);
  });
  it('Pot Luck (evidence: the offers): the earliest hand recording them counts, a later one read first does not move it', () => {
    const pl = example('pe-pot-luck-black-jack');
    const offers = ['offer_surrender', 'offer_insurance'];
    expect(skippedIn(potLuckBlackJack, [
      at(pl, 'H2', '21:00', offers), at(pl, 'H1', '20:10', offers), at(pl, 'H0', '20:04', []), at(pl, 'H3', '20:30', []),
    ])).toEqual([false, false, true, false]);
  });
});
