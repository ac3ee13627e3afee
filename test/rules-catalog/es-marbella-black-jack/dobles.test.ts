import { marbellaBlackJack as rs } from '../../../rules-catalog/es-marbella-black-jack/index.js';
import { act, bet, deal, pay, take } from '../../helpers/bj.js';
import { euro, marbella } from '../../helpers/marbella.js';
import { findingsOf, testRule } from '../../helpers/rule-tester.js';
import { describe, expect, it } from 'vitest';

const DOB = 'Dobles';

const split = (amount: number, hand = 1) => act(1, 'split', { amount, hand });

const to = (hand: number, card: string) => deal('seat:1', card, { hand });

// Dobles «podrá jugar a dos manos»: each hand of a split pair is dealt its card.
testRule(rs, 'split-hand-dealt', {
  valid: [
    {
      name: 'both split eights dealt their card',
      hand: euro(['8h', '8c'], '9d', 50, [split(50), to(1, 'Th'), act(1, 'stand'), to(2, 'Kc'), act(1, 'stand', { hand: 2 }), deal('dealer', '8h'), pay(1, 50), pay(1, 50, { hand: 2 })]),
    },
    {
      name: 'an ace on a split ace split again: every ace dealt its card',
      hand: euro(['Ah', 'Ac'], '9d', 50, [split(50), to(1, 'Ad'), split(50), to(1, '9h'), to(2, 'Tc'), to(3, '8c'), deal('dealer', '8h'), pay(1, 50), pay(1, 50, { hand: 2 }), pay(1, 50, { hand: 3 })]),
    },
  ],
  invalid: [
    {
      name: 'split hand 2 never dealt its card',
      hand: euro(['8h', '8c'], '9d', 50, [split(50), to(1, 'Th'), act(1, 'stand'), act(1, 'stand', { hand: 2 }), deal('dealer', '8h'), pay(1, 50), take(1, 50, { hand: 2 })]),
      // At the collection of hand 2 (event 11), where the table settled one card as a finished hand.
      findings: [{ rule: 'split-hand-dealt', article: DOB, event: 11, seat: 1, hand: 2 }],
    },
    {
      name: 'split ace 1 never dealt its card',
      hand: euro(['Ah', 'Ac'], '9d', 50, [split(50), to(2, 'Tc'), deal('dealer', '8h'), take(1, 50), pay(1, 50, { hand: 2 })]),
      findings: [{ rule: 'split-hand-dealt', article: DOB, event: 8, seat: 1, hand: 1 }],
    },
  ],
});

describe('split-hand-dealt names the missing card, at the hand\'s settlement', () => {
  it('split hand 2 left on its eight', () => {
    const f = findingsOf(rs, euro(['8h', '8c'], '9d', 50, [split(50), to(1, 'Th'), act(1, 'stand'), deal('dealer', '8h'), pay(1, 50), take(1, 50, { hand: 2 })]))
      .filter((x) => x.rule === 'split-hand-dealt');
    expect(f.map((x) => [x.event, x.seat, x.hand])).toEqual([[10, 1, 2]]);
    expect(f[0]!.message.en).toContain('Seat 1 hand 2, formed by a split, ended on its single card (8♣)');
    expect(f[0]!.message.es).toContain('La mano 2 del asiento 1, formada al separar, terminó con su única carta (8♣)');
  });

  it('a split hand never settled: no event to point at', () => {
    const f = findingsOf(rs, euro(['8h', '8c'], '9d', 50, [split(50), to(1, 'Th'), act(1, 'stand'), deal('dealer', '8h'), pay(1, 50)]))
      .filter((x) => x.rule === 'split-hand-dealt');
    expect(f.map((x) => [x.event, x.seat, x.hand])).toEqual([[undefined, 1, 2]]);
  });
});

// fuzz-regress: a hit or a double recorded before the hand held its two cards (during the deal) is a stray record, not
// play; it made the lawful double or split that followed «after a hit or a double», voided its stake, and accused the
// table of collecting it (MB-01-000019-m1, MB-02-000193-m1 of the mutation run: 125 and 75 «owed to the player»).
describe('a decision recorded during the deal does not make the later double or split one after play', () => {
  it('a double recorded on the first card (event 3), then the double on 6-4 (event 6), lost 17 to 18 and 250 collected: only the stray double', () => {
    const h = marbella([
      bet(1, 125), deal('seat:1', '6s'), act(1, 'double', { amount: 125 }), deal('dealer', '5s'), deal('seat:1', '4h'),
      act(1, 'double', { amount: 125 }), deal('seat:1', '7h', { hand: 1 }), deal('dealer', '3c'), deal('dealer', 'Td'), take(1, 250),
    ]);
    expect(findingsOf(rs, h).map((f) => [f.rule, f.article, f.event, f.seat, f.hand, f.message.en])).toEqual([
      // One finding for the one double (clause17-bj): not also «on a total of 6».
      ['double-allowed', DOB, 3, 1, 1, 'Seat 1 doubled hand 1 holding 1 card; the «Dobles» section allows it after the first two.'],
    ]);
  });
  it('a hit recorded before the first card (event 2), then 2-2 split (event 6), both hands lost and collected: no finding', () => {
    const h = marbella([
      bet(1, 75), act(1, 'hit'), deal('seat:1', '2h'), deal('dealer', '9d'), deal('seat:1', '2d'),
      split(75), to(1, 'Th'), act(1, 'stand'), to(2, '9c'), act(1, 'stand', { hand: 2 }), deal('dealer', '8h'), take(1, 75), take(1, 75, { hand: 2 }),
    ]);
    expect(findingsOf(rs, h)).toEqual([]);
  });
  // left10: a hit on the two cards with no card after it changes nothing on the table either: the hand still holds its
  // first two cards, and Dobles admits the split or double «Si sus dos primeras cartas...» on them. It had been read as
  // play: the split reported «after a hit» and its hand voided (75 «owed to the player» on a lawful loss).
  it('a hit on the two cards with no card after it (event 5), then the 2-2 split: the split stands, both hands lost and collected, no finding', () => {
    const h = marbella([
      bet(1, 75), deal('seat:1', '2h'), deal('dealer', '9d'), deal('seat:1', '2d'), act(1, 'hit'),
      split(75), to(1, 'Th'), act(1, 'stand'), to(2, '9c'), act(1, 'stand', { hand: 2 }), deal('dealer', '8h'), take(1, 75), take(1, 75, { hand: 2 }),
    ]);
    expect(findingsOf(rs, h)).toEqual([]);
  });
  it('a hit on 6-5 with no card after it, then the double (event 6) to 20, won against 17 and paid 100: the double stands, no finding', () => {
    const h = marbella([
      bet(1, 50), deal('seat:1', '6h'), deal('dealer', '9s'), deal('seat:1', '5c'), act(1, 'hit'),
      act(1, 'double', { amount: 50 }), to(1, '9d'), deal('dealer', '8c'), pay(1, 100),
    ]);
    expect(findingsOf(rs, h)).toEqual([]);
  });
  it('a hit followed by its card (6-5-2 = 13), then a double: reported after the hit at event 7, the double owed back, 50 of the 100 paid not owed', () => {
    const h = marbella([
      bet(1, 50), deal('seat:1', '6h'), deal('dealer', '9s'), deal('seat:1', '5c'), act(1, 'hit'), to(1, '2d'),
      act(1, 'double', { amount: 50 }), to(1, '7d'), deal('dealer', '8c'), pay(1, 100),
    ]);
    expect(findingsOf(rs, h).map((f) => [f.rule, f.event, f.hand, f.expected, f.actual])).toEqual([
      // One finding for the one double (clause17-bj): not also «on a total of 13».
      ['double-allowed', 7, 1, undefined, undefined],
      ['win-pays-1-to-1', 10, 1, 5000, 10000],
    ]);
    expect(findingsOf(rs, h)[0]!.message.en).toBe('Seat 1 doubled hand 1 holding 3 cards; the «Dobles» section allows it after the first two.');
  });
});

// left10: a stand recorded on split hand 1 before its second card (event 6), its card then dealt without naming a hand.
// The stand had finished the hand: the ten went to hand 2, hand 1 was settled on its single 8 («split-hand-dealt»,
// «loss-collected» owed by the player 100) and hand 2's nine was «a card after a stand». The card is hand 1's, which
// the player may only decide on once he holds it: 8-T 18 paid, 8-9 17 against 17 returned, no finding.
describe('a stand recorded before a split hand\'s second card', () => {
  it('is no stand: the card without a hand goes to that hand, and the hands settle on 18 and 17', () => {
    const h = marbella([
      bet(1, 50), deal('seat:1', '8h'), deal('dealer', '9s'), deal('seat:1', '8c'), split(50), act(1, 'stand'), deal('seat:1', 'Td'),
      { type: 'decision', seat: 1, action: 'stand' }, deal('seat:1', '9d'), { type: 'decision', seat: 1, action: 'stand' }, deal('dealer', '8d'),
      pay(1, 50), { type: 'return', seat: 1, spot: 'main', hand: 2, amount: 50 },
    ]);
    expect(findingsOf(rs, h)).toEqual([]);
    // Hand 1 paid 50 on 18 against 17 is right: paid 100, it is 50 over (so the hand is judged on 8-T, not on 8).
    const over = marbella([
      bet(1, 50), deal('seat:1', '8h'), deal('dealer', '9s'), deal('seat:1', '8c'), split(50), act(1, 'stand'), deal('seat:1', 'Td'),
      { type: 'decision', seat: 1, action: 'stand' }, deal('seat:1', '9d'), { type: 'decision', seat: 1, action: 'stand' }, deal('dealer', '8d'),
      pay(1, 100), { type: 'return', seat: 1, spot: 'main', hand: 2, amount: 50 },
    ]);
    expect(findingsOf(rs, over).map((f) => [f.rule, f.event, f.hand, f.expected, f.actual])).toEqual([['win-pays-1-to-1', 12, 1, 5000, 10000]]);
  });
});
