import { potLuckBlackJack as pl } from '../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { marbellaBlackJack as mb } from '../../../rules-catalog/es-marbella-black-jack/index.js';
import { act, back, bet, deal, hole, pay, POT_LUCK_TABLE, potLuck, reveal, take } from '../../helpers/bj.js';
import { MARBELLA_TABLE, marbella } from '../../helpers/marbella.js';
import { findingsOf, shape } from '../../helpers/rule-tester.js';
import { describe, expect, it } from 'vitest';

// clause31 (lead 2): a split past the posted max_splits was reported (split-allowed) and its hand settled as staked,
// while every other split Art. 11º does not permit makes no hand, its stake handed back (void-split-handed-back).
// Art. 11º makes the operator's posted maximum the one «permitido»: one reading for both (split_max_posted_voids).
// Marbella's text sets no maximum: its posting stays a house limit, reported, the hand settled as staked.
const cards = [bet(1, 30), deal('seat:1', '8h'), deal('dealer', '6h'), deal('seat:1', '8d')];
const play = [act(1, 'split', { amount: 30 }), deal('seat:1', '8c', { hand: 1 }), act(1, 'split', { amount: 30 }),
  deal('seat:1', 'Tc', { hand: 1 }), act(1, 'stand'), deal('seat:1', 'Td', { hand: 2 }), act(1, 'stand', { hand: 2 }),
  deal('seat:1', 'Th', { hand: 3 }), act(1, 'stand', { hand: 3 })];
// Pot Luck: the hole card, then the dealer's 6-T draws a 9 (25, bust); hands 1 and 2 paid 30 each (events 17, 18), hand 3
// settled at event 19. The splits are events 6 and 8.
const potLuckSplit = (h3: Record<string, unknown>, maxSplits = 1) => potLuck([...cards, hole('Ts'), ...play, reveal('Ts'), deal('dealer', '9c'),
  pay(1, 30), pay(1, 30, { hand: 2 }), h3], { ...POT_LUCK_TABLE, max_splits: maxSplits });
const marbellaSplit = (h3: Record<string, unknown>) => marbella([...cards, ...play, deal('dealer', 'Ts'), deal('dealer', '9c'),
  pay(1, 30), pay(1, 30, { hand: 2 }), h3], { ...MARBELLA_TABLE, max_splits: 1 });
const money = (rs: typeof pl, hand: Record<string, unknown>) => findingsOf(rs, hand).map(shape).filter((f) => f.rule !== 'split-allowed');

describe('a split past the posted max_splits (1): the second split, its hand 3', () => {
  it('Pot Luck: hand 3 paid 30 as a winner: the 30 paid is owed back by the player (Art. 11º, void-split-handed-back)', () => {
    const found = findingsOf(pl, potLuckSplit(pay(1, 30, { hand: 3 }))).map(shape);
    expect(found).toContainEqual({ rule: 'split-allowed', article: 'Art. 11º', event: 8, seat: 1, hand: 1 });
    expect(found.filter((f) => f.rule !== 'split-allowed')).toEqual([
      // The player's net on the hand: 0 owed (the 30 handed back), +30 taken by the payout.
      { rule: 'void-split-handed-back', article: 'Art. 11º', event: 19, seat: 1, hand: 3, expected: 0, actual: 30 },
    ]);
  });

  it('Pot Luck: hand 3\'s 30 handed back: no money finding', () => {
    expect(money(pl, potLuckSplit(back(1, 30, { hand: 3 })))).toEqual([]);
  });

  it('Pot Luck: hand 3 collected as a loser: the 30 is owed to the player', () => {
    expect(money(pl, potLuckSplit(take(1, 30, { hand: 3 })))).toEqual([
      { rule: 'void-split-handed-back', article: 'Art. 11º', event: 19, seat: 1, hand: 3, expected: 0, actual: -30 },
    ]);
  });

  it('Pot Luck at a table posting 2: the same hand paid as staked, no finding', () => {
    expect(findingsOf(pl, potLuckSplit(pay(1, 30, { hand: 3 }), 2)).map(shape)).toEqual([]);
  });

  it('Marbella: no maximum in the text; the posting reported, hand 3 paid as staked (no money finding)', () => {
    const found = findingsOf(mb, marbellaSplit(pay(1, 30, { hand: 3 }))).map(shape);
    expect(found).toContainEqual({ rule: 'split-allowed', article: 'Dobles', event: 7, seat: 1, hand: 1 });
    expect(found.filter((f) => f.rule !== 'split-allowed')).toEqual([]);
  });
});
