import type { Ruleset } from '../../../../rules-catalog/framework/types.js';
import { marbellaBlackJack as marbellaRs } from '../../../../rules-catalog/es-marbella-black-jack/index.js';
import { potLuckBlackJack as potLuckRs } from '../../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { P, act, back, deal, heads, pay, reveal, take, POT_LUCK_TABLE } from '../../../helpers/bj.js';
import { MARBELLA_TABLE, euro } from '../../../helpers/marbella.js';
import { findingsOf, testRule } from '../../../helpers/rule-tester.js';
import { describe, expect, it } from 'vitest';

const DOB = 'Dobles';

const dbl = (amount: number) => act(1, 'double', { amount });

const split = (amount: number, hand = 1) => act(1, 'split', { amount, hand });

const to = (hand: number, card: string) => deal('seat:1', card, { hand });

testRule(potLuckRs, 'split-allowed', {
  valid: [
    { name: 'a ten and a king have the same value', hand: heads(['Th', 'Kc'], '6d', 'Th', 10, [act(1, 'split', { amount: 10 }), deal('seat:1', '9h', { hand: 1 }), act(1, 'stand'), deal('seat:1', '8c', { hand: 2 }), act(1, 'stand', { hand: 2 }), reveal('Th'), deal('dealer', '7c'), pay(1, 10), pay(1, 10, { hand: 2 })]) },
  ],
  invalid: [
    {
      name: 'a second split beyond the posted max_splits of 1',
      hand: heads(['8h', '8c'], '6d', 'Th', 10, [
        act(1, 'split', { amount: 10 }), deal('seat:1', '8d', { hand: 1 }), act(1, 'split', { amount: 10 }), deal('seat:1', '2h', { hand: 1 }), act(1, 'stand'),
        deal('seat:1', '3c', { hand: 2 }), act(1, 'stand', { hand: 2 }), deal('seat:1', '4c', { hand: 3 }), act(1, 'stand', { hand: 3 }),
        reveal('Th'), deal('dealer', '9c'), pay(1, 10), pay(1, 10, { hand: 2 }), pay(1, 10, { hand: 3 }),
      ], { ...POT_LUCK_TABLE, max_splits: 1 }),
      findings: [{ rule: 'split-allowed', article: 'Art. 11º', event: 8, seat: 1, hand: 1 }],
    },
    {
      name: 'a split with a smaller second wager',
      hand: heads(['8h', '8c'], '6d', 'Th', 10, [act(1, 'split', { amount: 5 }), deal('seat:1', '2h', { hand: 1 }), act(1, 'stand'), deal('seat:1', '3c', { hand: 2 }), act(1, 'stand', { hand: 2 }), reveal('Th'), deal('dealer', '9c'), pay(1, 10), pay(1, 5, { hand: 2 })]),
      findings: [{ rule: 'split-allowed', article: 'Art. 11º', event: 6, seat: 1, hand: 1 }],
    },
  ],
});

testRule(marbellaRs, 'double-allowed', {
  valid: [
    { name: 'on 9', hand: euro(['5h', '4c'], '9d', 20, [dbl(20), to(1, 'Th'), deal('dealer', '8h'), pay(1, 40)]) },
    { name: 'on 10', hand: euro(['6h', '4c'], '9d', 20, [dbl(20), to(1, 'Th'), deal('dealer', '8h'), pay(1, 40)]) },
    { name: 'on 11', hand: euro(['6h', '5c'], '9d', 20, [dbl(20), to(1, 'Th'), deal('dealer', '8h'), pay(1, 40)]) },
    { name: 'an ace and an 8 count 9 (or 19)', hand: euro(['Ah', '8c'], '9d', 20, [dbl(20), to(1, '2h'), deal('dealer', '8h'), pay(1, 40)]) },
    { name: 'doubling for less is the player\'s choice', hand: euro(['6h', '5c'], '9d', 20, [dbl(10), to(1, 'Th'), deal('dealer', '8h'), pay(1, 30)]) },
    {
      name: 'a split hand doubled on its own 10',
      hand: euro(['8h', '8d'], '7s', 20, [
        split(20), to(1, '2c'), dbl(20), to(1, 'Kh'), to(2, 'Tc'), act(1, 'stand', { hand: 2 }), deal('dealer', 'Td'),
        pay(1, 40), pay(1, 20, { hand: 2 }),
      ]),
    },
  ],
  invalid: [
    {
      name: 'on 12',
      hand: euro(['7h', '5c'], '9s', 50, [dbl(50), to(1, '9d'), deal('dealer', '8c'), pay(1, 100)]),
      findings: [{ rule: 'double-allowed', article: DOB, event: 5, seat: 1, hand: 1 }],
    },
    {
      name: 'on 8',
      hand: euro(['6h', '2c'], '9s', 50, [dbl(50), to(1, 'Kd'), deal('dealer', '8c'), pay(1, 100)]),
      findings: [{ rule: 'double-allowed', article: DOB, event: 5, seat: 1, hand: 1 }],
    },
    {
      name: 'on a pair of aces (2 or 12)',
      hand: euro(['Ah', 'Ac'], '9s', 50, [dbl(50), to(1, '8d'), deal('dealer', '8c'), pay(1, 100)]),
      findings: [{ rule: 'double-allowed', article: DOB, event: 5, seat: 1, hand: 1 }],
    },
    {
      name: 'more than the original wager',
      hand: euro(['6h', '5c'], '9d', 20, [dbl(30), to(1, 'Th'), deal('dealer', '8h'), pay(1, 50)]),
      findings: [{ rule: 'double-allowed', article: DOB, event: 5, seat: 1, hand: 1 }],
    },
    {
      name: 'on a three-card 11',
      hand: euro(['4h', '3c'], '9d', 20, [act(1, 'hit'), to(1, '4s'), dbl(20), to(1, 'Th'), deal('dealer', '8h'), pay(1, 40)]),
      findings: [{ rule: 'double-allowed', article: DOB, event: 7, seat: 1, hand: 1 }],
    },
  ],
});

testRule(marbellaRs, 'double-one-card', {
  valid: [{ name: 'one card', hand: euro(['6h', '5d'], '9c', 100, [dbl(100), to(1, '8c'), deal('dealer', '8h'), pay(1, 200)]) }],
  invalid: [
    {
      name: 'a second card after the double',
      hand: euro(['6h', '5d'], '9c', 100, [dbl(100), to(1, '2c'), to(1, '8c'), deal('dealer', 'Th'), pay(1, 200)]),
      findings: [{ rule: 'double-one-card', article: DOB, event: 7, seat: 1, hand: 1 }],
    },
  ],
});

testRule(marbellaRs, 'split-allowed', {
  valid: [
    {
      name: 'a pair of 8s, an equal wager',
      hand: euro(['8h', '8d'], '7s', 50, [split(50), to(1, 'Th'), act(1, 'stand'), to(2, 'Kc'), act(1, 'stand', { hand: 2 }), deal('dealer', 'Tc'), pay(1, 50), pay(1, 50, { hand: 2 })]),
    },
    {
      name: 'a ten and a king have the same value',
      hand: euro(['Th', 'Kd'], '7s', 50, [split(50), to(1, '9h'), act(1, 'stand'), to(2, '8c'), act(1, 'stand', { hand: 2 }), deal('dealer', 'Tc'), pay(1, 50), pay(1, 50, { hand: 2 })]),
    },
    {
      name: 'a split hand split again (no max_splits posted)',
      hand: euro(['8h', '8d'], '7s', 50, [
        split(50), to(1, '8c'), split(50), to(1, 'Th'), act(1, 'stand'), to(2, 'Kc'), act(1, 'stand', { hand: 2 }),
        to(3, 'Qc'), act(1, 'stand', { hand: 3 }), deal('dealer', 'Tc'), pay(1, 50), pay(1, 50, { hand: 2 }), pay(1, 50, { hand: 3 }),
      ]),
    },
  ],
  invalid: [
    {
      name: 'a 9 and an 8',
      hand: euro(['9h', '8d'], '7s', 50, [split(50), to(1, 'Th'), act(1, 'stand'), to(2, 'Kc'), act(1, 'stand', { hand: 2 }), deal('dealer', 'Tc'), pay(1, 50), pay(1, 50, { hand: 2 })]),
      findings: [{ rule: 'split-allowed', article: DOB, event: 5, seat: 1, hand: 1 }],
    },
    {
      name: 'an unequal wager',
      hand: euro(['8h', '8d'], '7s', 50, [split(25), to(1, 'Th'), act(1, 'stand'), to(2, 'Kc'), act(1, 'stand', { hand: 2 }), deal('dealer', 'Tc'), pay(1, 50), pay(1, 25, { hand: 2 })]),
      findings: [{ rule: 'split-allowed', article: DOB, event: 5, seat: 1, hand: 1 }],
    },
    {
      name: 'split again beyond the table\'s max_splits of 1',
      hand: euro(['8h', '8d'], '7s', 50, [
        split(50), to(1, '8c'), split(50), to(1, 'Th'), act(1, 'stand'), to(2, 'Kc'), act(1, 'stand', { hand: 2 }),
        to(3, 'Qc'), act(1, 'stand', { hand: 3 }), deal('dealer', 'Tc'), pay(1, 50), pay(1, 50, { hand: 2 }), pay(1, 50, { hand: 3 }),
      ], { ...MARBELLA_TABLE, max_splits: 1 }),
      findings: [{ rule: 'split-allowed', article: DOB, event: 7, seat: 1, hand: 1 }],
    },
  ],
});

testRule(marbellaRs, 'split-aces-one-card', {
  valid: [
    { name: 'one card to each ace', hand: euro(['Ah', 'Ad'], '6s', 40, [split(40), to(1, '9h'), to(2, '7c'), deal('dealer', 'Tc'), deal('dealer', '2d'), pay(1, 40), back(1, 40, { hand: 2 })]) },
    {
      name: 'an ace on a split ace is split again',
      hand: euro(['Ah', 'Ad'], '6d', 40, [
        split(40), to(1, 'As'), split(40), to(1, 'Kc'), to(2, '7h'), to(3, '9s'), deal('dealer', 'Tc'), deal('dealer', '2c'),
        pay(1, 40), back(1, 40, { hand: 2 }), pay(1, 40, { hand: 3 }),
      ]),
    },
  ],
  invalid: [
    {
      name: 'a second card to a split ace',
      hand: euro(['Ah', 'Ad'], '6s', 40, [split(40), to(1, '3h'), to(1, '5c'), to(2, '9c'), deal('dealer', 'Tc'), deal('dealer', '3d'), back(1, 40), pay(1, 40, { hand: 2 })]),
      findings: [{ rule: 'split-aces-one-card', article: DOB, event: 7, seat: 1, hand: 1 }],
    },
    {
      name: 'an ace on a split ace drawn to instead of split again',
      hand: euro(['Ah', 'Ad'], '6s', 40, [split(40), to(1, 'As'), to(1, '6c'), to(2, '9c'), deal('dealer', 'Tc'), deal('dealer', '3d'), take(1, 40), pay(1, 40, { hand: 2 })]),
      findings: [{ rule: 'split-aces-one-card', article: DOB, event: 7, seat: 1, hand: 1 }],
    },
  ],
});

// A double of a split ace. Marbella's Dobles «no se permitirá pedir más que un solo naipe por cada As»: a double
// asks for a card, so it is reported (double_on_split_aces false). Pot Luck Art. 12º lets a split's hands increase,
// aces not excepted; Art. 11º limits the cards, reported by split-aces-one-card: the double itself is not.
// Split aces, hand 1 dealt an 8 (A 8: 9, a total Dobles allows), then doubled (event 7; 8 with Pot Luck's hole card).
const dblSplitAce = (table: 'euro' | 'heads') => {
  const play = [split(20), to(1, '8c'), act(1, 'double', { amount: 20, hand: 1 }), to(1, '5d'), to(2, 'Kh')];
  return table === 'euro'
    ? euro(['Ah', 'Ad'], '9s', 20, [...play, deal('dealer', '8h')])
    : heads(['Ah', 'Ad'], '9s', '8h', 20, [...play, reveal('8h')]);
};
testRule(marbellaRs, 'double-allowed', {
  valid: [],
  invalid: [{ name: 'a split ace with its one card doubled', hand: dblSplitAce('euro'), findings: [{ rule: 'double-allowed', article: DOB, event: 7, seat: 1, hand: 1 }] }],
});
testRule(potLuckRs, 'double-allowed', {
  valid: [{ name: 'a split ace with its one card doubled (Art. 12º allows a split hand\'s increase; the card is split-aces-one-card\'s)', hand: dblSplitAce('heads') }],
  invalid: [],
});

describe('a doubled split ace', () => {
  it('Marbella says why, both languages', () => {
    const f = findingsOf(marbellaRs, dblSplitAce('euro')).filter((x) => x.rule === 'double-allowed');
    expect(f.map((x) => [x.event, x.hand])).toEqual([[7, 1]]);
    expect(f[0]!.message.en).toBe('Seat 1 doubled hand 1, a split ace; the «Dobles» section allows no more than a single card per split ace, and a double asks for another.');
    expect(f[0]!.message.es).toContain('un As separado; el apartado «Dobles» no permite pedir más que un solo naipe por cada As separado');
  });

  it('Pot Luck reports the card the double brought, not the double', () => {
    const rules = findingsOf(potLuckRs, dblSplitAce('heads')).map((x) => [x.rule, x.event]);
    expect(rules).toContainEqual(['split-aces-one-card', 9]);
    expect(rules.filter(([r]) => r === 'double-allowed')).toEqual([]);
  });
});

// A split or a double of a hand that still holds two cards but already doubled (the double's card not dealt yet): the
// finding names that decision, not «holding 2 cards» (which read as the first two cards it allows). Found by the
// review8-bj mutation run. Events 1-based: bet 1, deals 2-4, the first decision 5, the split or second double 6.
// A hit that brought no card is not such a decision (left10): it changes nothing on the table, the hand still holds
// its first two cards, and the split or double of them after it stands (double-stake.ts playedOn).
const playedThen = (first: Record<string, unknown>, second: Record<string, unknown>, after: Record<string, unknown>[]) => euro(['5c', '5d'], '9d', 100, [first, second, ...after]);
const splitThen = [deal('seat:1', 'Th', { hand: 1 }), act(1, 'stand', { hand: 1 }), deal('seat:1', 'Tc', { hand: 2 }), act(1, 'stand', { hand: 2 }), deal('dealer', '8h'), pay(1, 100), pay(1, 100, { hand: 2 })];

testRule(marbellaRs, 'split-allowed', {
  valid: [{ name: 'a split after a hit that brought no card', hand: playedThen(act(1, 'hit'), act(1, 'split', { amount: 100 }), splitThen) }],
  invalid: [{
    name: 'a split after a double whose card was not dealt',
    hand: playedThen(dbl(100), act(1, 'split', { amount: 100 }), splitThen),
    findings: [{ rule: 'split-allowed', article: 'Dobles', event: 6, seat: 1, hand: 1 }],
  }],
});

testRule(marbellaRs, 'double-allowed', {
  valid: [{ name: 'a double after a hit that brought no card', hand: playedThen(act(1, 'hit'), act(1, 'double', { amount: 100 }), [deal('seat:1', 'Th'), deal('dealer', '8h'), pay(1, 200)]) }],
  invalid: [{
    name: 'a second double before the first one\'s card',
    hand: playedThen(dbl(100), act(1, 'double', { amount: 100 }), [deal('seat:1', 'Th'), deal('dealer', '8h'), pay(1, 200)]),
    findings: [{ rule: 'double-allowed', article: 'Dobles', event: 6, seat: 1, hand: 1 }],
  }],
});

describe('a split or double after a double names it', () => {
  it('split', () => {
    const [f] = findingsOf(marbellaRs, playedThen(dbl(100), act(1, 'split', { amount: 100 }), splitThen)).filter((x) => x.rule === 'split-allowed');
    expect(f!.message.en).toBe('Seat 1 split hand 1 after a hit or a double (event 5); the «Dobles» section allows it on the first two cards, before they are played.');
    expect(f!.message.es).toBe('El asiento 1 separó la mano 1 después de pedir carta o incrementar (evento 5); el apartado «Dobles» lo permite con las dos primeras cartas, antes de jugarlas.');
  });
  it('double', () => {
    const [f] = findingsOf(marbellaRs, playedThen(dbl(100), act(1, 'double', { amount: 100 }), [deal('seat:1', 'Th'), deal('dealer', '8h'), pay(1, 200)])).filter((x) => x.rule === 'double-allowed');
    expect(f!.message.en).toBe('Seat 1 doubled hand 1 after a hit or a double (event 5); the «Dobles» section allows it once, after the first two cards.');
  });
  it('a hit with no card, then a double on 5-5 to 20 against 17, paid 200 on the doubled 200: no finding of any rule', () => {
    expect(findingsOf(marbellaRs, playedThen(act(1, 'hit'), act(1, 'double', { amount: 100 }), [deal('seat:1', 'Th'), deal('dealer', '8h'), pay(1, 200)]))).toEqual([]);
  });
});

// Pot Luck likewise (Art. 11º, 12º): a bare hit on 8-8 / 6-5 (event 6, after the hole card), then the split or double.
describe('Pot Luck: a hit that brought no card does not void the split or double after it', () => {
  it('8-8 split after it, hands of 18 against 17, each paid 100: no finding', () => {
    const h = heads(['8h', '8c'], '9s', '8d', 100, [act(1, 'hit'), act(1, 'split', { amount: 100 }), to(1, 'Td'), act(1, 'stand'), to(2, 'Tc'), act(1, 'stand', { hand: 2 }), reveal('8d'), pay(1, 100), pay(1, 100, { hand: 2 })]);
    expect(findingsOf(potLuckRs, h).filter((f) => f.rule !== 'surrender-offer')).toEqual([]);
  });
  it('6-5 doubled after it to 20 against 17, paid 200: no finding', () => {
    const h = heads(['6h', '5c'], '9s', '8c', 100, [act(1, 'hit'), dbl(100), to(1, '9d'), reveal('8c'), pay(1, 200)]);
    expect(findingsOf(potLuckRs, h).filter((f) => f.rule !== 'surrender-offer')).toEqual([]);
  });
  it('the same double after a hit that brought its card (6-5-2): reported at event 8, the double owed back, 100 of the 200 paid not owed', () => {
    const h = heads(['6h', '5c'], '9s', '8c', 100, [act(1, 'hit'), to(1, '2d'), dbl(100), to(1, '7d'), reveal('8c'), pay(1, 200)]);
    expect(findingsOf(potLuckRs, h).filter((f) => f.rule !== 'surrender-offer').map((f) => [f.rule, f.article, f.event, f.expected, f.actual])).toEqual([
      ['double-allowed', 'Art. 12º', 8, undefined, undefined],
      ['win-pays-1-to-1', 'Art. 15º', 11, 10000, 20000],
    ]);
  });
  it('a surrender after it is the player giving up his two cards (Art. 9º): no surrender-allowed finding, half collected', () => {
    const h = heads(['Th', '6c'], '9s', '8c', 100, [P('offer_surrender'), act(1, 'hit'), act(1, 'surrender'), take(1, 50), reveal('8c')]);
    expect(findingsOf(potLuckRs, h)).toEqual([]);
  });
});

// double_for_less (review9-bj): Pot Luck's Art. 12º admits an increment «hasta por un máximo de la apuesta original»;
// Marbella's Dobles («podrá doblar su apuesta») is silent on doubling for less, read as admitted (interpretation).
// Where a house posts only the full double (false), a double for less is reported at the decision (event 5), and
// the hand is settled on what was staked: 11 doubled by 10 on 20, 21 against 18, paid 30, is paid right.
describe('double_for_less', () => {
  const forLess = (rs: Ruleset, value: boolean): Ruleset => ({ ...rs, parameters: { ...rs.parameters, double_for_less: { ...rs.parameters['double_for_less']!, value } } });
  const less = (paid: number) => euro(['6h', '5c'], '9d', 20, [dbl(10), to(1, 'Th'), deal('dealer', '9h'), pay(1, paid)]);

  it('is admitted by both catalogs as published', () => {
    expect(potLuckRs.parameters['double_for_less']!.value).toBe(true);
    expect(marbellaRs.parameters['double_for_less']!.value).toBe(true);
    expect(findingsOf(marbellaRs, less(30))).toEqual([]);
  });

  it('false: reported at the decision, in both languages, the hand settled on what was staked', () => {
    const f = findingsOf(forLess(marbellaRs, false), less(30));
    expect(f.map((x) => [x.rule, x.article, x.event, x.seat, x.hand])).toEqual([['double-allowed', DOB, 5, 1, 1]]);
    expect(f[0]!.message.en).toBe('Seat 1 doubled for less: 10.00 on an original wager of 20.00; the «Dobles» section allows doubling the wager, that is, adding 20.00.');
    expect(f[0]!.message.es).toBe('El asiento 1 dobló por menos: incrementó 10.00 sobre una apuesta original de 20.00; el apartado «Dobles» permite doblar la apuesta, es decir, incrementarla en 20.00.');
    const short = findingsOf(forLess(marbellaRs, false), less(20)).filter((x) => x.category === 'payout');
    expect(short.map((x) => [x.event, x.expected, x.actual, x.owed_to_player])).toEqual([[8, 3000, 2000, 1000]]);
  });

  it('a full double is never a double for less', () => {
    expect(findingsOf(forLess(marbellaRs, false), euro(['6h', '5c'], '9d', 20, [dbl(20), to(1, 'Th'), deal('dealer', '9h'), pay(1, 40)]))).toEqual([]);
  });
});

// A split ace doubled before its card: one card, said in the singular (review9-bj: «holding 1 cards»).
it('double-allowed names one card in the singular', () => {
  const hand = heads(['Ah', 'Ac'], '9d', 'Ts', 100, [act(1, 'split', { amount: 100 }), dbl(100), to(1, '9h'), to(2, '5c'), reveal('Ts'), pay(1, 200), take(1, 100, { hand: 2 })]);
  const f = findingsOf(potLuckRs, hand).filter((x) => x.rule === 'double-allowed');
  expect(f.map((x) => [x.event, x.seat, x.hand, x.message.en, x.message.es])).toEqual([[
    7, 1, 1, 'Seat 1 doubled hand 1 holding 1 card; Art. 12º allows it after the first two.',
    'El asiento 1 incrementó la mano 1 con 1 carta; el Art. 12º lo permite tras las dos primeras.',
  ]]);
});
