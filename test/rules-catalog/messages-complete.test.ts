// Every finding speaks both languages, whole (left10): Póker Caribeño's ante paid on a bet behind the zone read as an
// overpayment with no word of the bet behind; the blackjack catalogs' settlement of a void stake «requires the wager
// collected, 0.00». Over every catalog's fixture hands, simulated faulted hands (every fault kind) and those hands cut
// short, every finding of every rule is judged in Spanish and in English: a sentence, with no placeholder left
// unfilled, no empty parentheses, no value that is no value, and no amount required «up to» or «on» nothing.
import { describe, expect, it } from 'vitest';
import { judgeHand } from '../../audit/judge.js';
import type { RunStates } from '../../audit/judge.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { handsOf } from '../helpers/compiled.js';

/** What no finished sentence may hold, each with why. */
const FLAWS: [RegExp, string][] = [
  [/\{[\p{L}:|]+\}/u, 'a placeholder left unfilled'],
  [/\(\s*\)/, 'empty parentheses'],
  [/\b(?:undefined|NaN|null|Infinity)\b|\[object /, 'a value that is no value'],
  [/ {2}|\s[,;.:)]/, 'a word left out (two spaces, or a space before punctuation)'],
  [/(?:up to|hasta|on an original wager of|sobre una apuesta original de|la mitad de la apuesta original|half the original wager) (?:[A-Z]{3} )?0\.00\b/, 'an amount measured against nothing'],
  [/(?:\bon|sobre) (?:[A-Z]{3} )?0\.00 = |(?:wager collected|cobrar la apuesta), (?:[A-Z]{3} )?0\.00\b/, 'a stake of nothing settled as a stake'],
];

export function messageFlaws(text: string): string[] {
  if (text.trim().length === 0) return ['no words'];
  return FLAWS.filter(([re]) => re.test(text)).map(([, why]) => why);
}

describe('messageFlaws', () => {
  it('finds each flaw, and none in a whole sentence', () => {
    expect(messageFlaws('')).toEqual(['no words']);
    expect(messageFlaws('Seat {seat} doubled.')).toEqual(['a placeholder left unfilled']);
    expect(messageFlaws('Seat 1, ante of PEN 10.00 (): the table')).toEqual(['empty parentheses']);
    expect(messageFlaws('Seat undefined doubled.')).toEqual(['a value that is no value']);
    expect(messageFlaws('the «Dobles» section allows up to EUR 0.00.')).toEqual(['an amount measured against nothing']);
    expect(messageFlaws('requires 1 to 1 on EUR 0.00 = EUR 0.00; owed by the player EUR 100.00.')).toEqual(['a stake of nothing settled as a stake']);
    expect(messageFlaws('exige cobrar la apuesta, 0.00; debido al jugador 100.00.')).toEqual(['a stake of nothing settled as a stake']);
    expect(messageFlaws('Seat 1 doubled on a total of 12; the «Dobles» section allows doubling only on 9, 10, 11.')).toEqual([]);
  });
});

describe('every finding of every catalog has whole words in Spanish and in English', () => {
  for (const ruleset of RULESETS) {
    it(ruleset.id, () => {
      const runStates: RunStates = new Map();
      const flawed: string[] = [];
      const seen = new Set<string>();
      for (const hand of handsOf(ruleset)) {
        const o = judgeHand(hand, ruleset, runStates);
        if (o.kind !== 'audited') continue;
        for (const f of o.findings) {
          seen.add(f.rule);
          for (const lang of ['es', 'en'] as const) {
            for (const why of messageFlaws(f.message[lang])) flawed.push(`${hand.hand_id} ${f.rule}.${f.messageId ?? ''} ${lang}: ${why}: ${f.message[lang]}`);
          }
        }
      }
      expect(flawed).toEqual([]);
      // The hands reach most of the catalog's rules (a rule they never reach is not vouched for here).
      expect(seen.size).toBeGreaterThan(ruleset.rules.length / 2);
    }, 120_000);
  }
});
