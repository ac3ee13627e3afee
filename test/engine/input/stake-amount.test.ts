// Format 1.1: a decision that adds a stake (double, split, insurance, the Caribbean bet) states its amount;
// without it the hand is an input error naming the field, in every engine, never a zero stake.
import { describe, expect, it } from 'vitest';
import { normalizeHand } from '../../../engine/input/normalize.js';
import { DEFAULT_RULESETS } from '../../../rules-catalog/index.js';
import { rawHand } from '../../helpers/hand.js';
import { reasonText } from '../../../engine/core/reasons.js';

const problem = (game: string, events: Record<string, unknown>[]) => {
  const n = normalizeHand(rawHand(game, events), { path: 'x', line: 1 }, { defaultRuleset: (g) => DEFAULT_RULESETS[g] });
  return n.ok ? 'accepted' : { field: n.problem.field, reason: reasonText(n.problem.reason) };
};
const bj = [{ type: 'bet', seat: 1, spot: 'main', amount: 100 }, { type: 'deal', to: 'seat:1', card: '6h' }];

describe('a stake-adding decision without its amount', () => {
  for (const game of ['pot-luck-blackjack', 'blackjack']) {
    for (const action of ['double', 'split', 'insurance']) {
      it(`${game}: ${action} without amount is rejected naming events[2].amount`, () => {
        expect(problem(game, [...bj, { type: 'decision', seat: 1, hand: 1, action }]))
          .toEqual({ field: 'events[2].amount', reason: `${action === 'insurance' ? 'an' : 'a'} ${action} decision adds a stake: its amount is required (format 1.1)` });
      });
    }
    it(`${game}: hit, stand, surrender need no amount`, () => {
      for (const action of ['hit', 'stand', 'surrender', 'even_money', 'decline_insurance']) {
        expect(problem(game, [...bj, { type: 'decision', seat: 1, hand: 1, action }])).toBe('accepted');
      }
    });
  }
  it('caribbean-stud: a bet decision without amount is rejected naming the field', () => {
    expect(problem('caribbean-stud', [{ type: 'bet', seat: 1, spot: 'ante', amount: 10 }, { type: 'decision', seat: 1, action: 'bet' }]))
      .toEqual({ field: 'events[1].amount', reason: 'a bet decision adds a stake: its amount is required (format 1.1)' });
  });
  it('settlements may name the bet behind (format 1.1): behind and player accepted, a non-boolean behind refused', () => {
    expect(problem('blackjack', [...bj, { type: 'payout', seat: 1, spot: 'main', amount: 5, behind: true, player: 'P-8' }])).toBe('accepted');
    expect(problem('blackjack', [...bj, { type: 'payout', seat: 1, spot: 'main', amount: 5, behind: 'yes' }])).toMatchObject({ field: 'events[2].behind' });
  });
  it('original_bets_only is a boolean table field (format 1.1)', () => {
    const n = normalizeHand(rawHand('blackjack', bj, { table: { original_bets_only: true } }), { path: 'x' }, { defaultRuleset: (g) => DEFAULT_RULESETS[g] });
    expect(n.ok && n.hand.table.original_bets_only).toBe(true);
    const bad = normalizeHand(rawHand('blackjack', bj, { table: { original_bets_only: 'false' } }), { path: 'x' }, { defaultRuleset: (g) => DEFAULT_RULESETS[g] });
    expect(bad.ok ? 'accepted' : bad.problem.field).toBe('table.original_bets_only');
  });
});
