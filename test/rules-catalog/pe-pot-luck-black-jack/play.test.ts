import { potLuckBlackJack as rs } from '../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { testRule } from '../../helpers/rule-tester.js';
import { act, back, bet, deal, heads, hole, P, pay, potLuck, reveal, take, POT_LUCK_TABLE } from '../../helpers/bj.js';

testRule(rs, 'deal-order', {
  valid: [{ name: 'seat 1, seat 3, dealer, seat 1, seat 3, dealer', hand: potLuck([bet(1, 10), bet(3, 10), deal('seat:1', '2h'), deal('seat:3', '3h'), deal('dealer', '9c'), deal('seat:1', 'Th'), deal('seat:3', 'Tc'), hole('8s'), act(1, 'stand'), act(3, 'stand'), reveal('8s'), take(1, 10), take(3, 10)]) }],
  invalid: [
    {
      name: 'seat 3 before seat 1 in the first round',
      hand: potLuck([bet(1, 10), bet(3, 10), deal('seat:3', '3h'), deal('seat:1', '2h'), deal('dealer', '9c'), deal('seat:1', 'Th'), deal('seat:3', 'Tc'), hole('8s'), act(1, 'stand'), act(3, 'stand'), reveal('8s'), take(1, 10), take(3, 10)]),
      findings: [{ rule: 'deal-order', article: 'Art. 8º', event: 3 }],
    },
    {
      name: 'a player card dealt face down',
      hand: potLuck([bet(1, 25), deal('seat:1', 'Th', { face: 'down' }), deal('dealer', 'Qd'), deal('seat:1', '9c'), hole('8h'), act(1, 'stand'), reveal('8h'), pay(1, 25)]),
      findings: [{ rule: 'deal-order', article: 'Art. 8º', event: 2, seat: 1 }],
    },
  ],
});

testRule(rs, 'dealer-cards-face', {
  valid: [{ name: 'first up, second down', hand: heads(['Th', '9c'], 'Qd', '8h', 25, [act(1, 'stand'), reveal('8h'), pay(1, 25)]) }],
  invalid: [
    {
      name: 'second card exposed by mistake (a warning: the text says how to go on)',
      hand: potLuck([bet(1, 25), deal('seat:1', 'Th'), deal('dealer', 'Qd'), deal('seat:1', '9c'), deal('dealer', '8h'), act(1, 'stand'), pay(1, 25)]),
      findings: [{ rule: 'dealer-cards-face', article: 'Art. 8º', event: 5, severity: 'warning' }],
    },
  ],
});

testRule(rs, 'surrender-allowed', {
  valid: [{ name: 'after the mandatory dealing, against a 7', hand: heads(['Th', '6c'], '7d', 'Th', 40, [act(1, 'surrender'), take(1, 20), reveal('Th')]) }],
  invalid: [
    {
      name: 'against an ace',
      hand: heads(['Th', '6c'], 'Ad', '7h', 40, [act(1, 'surrender'), take(1, 20), reveal('7h')]),
      findings: [{ rule: 'surrender-allowed', article: 'Art. 9º', event: 6, seat: 1, hand: 1 }],
    },
    {
      name: 'after a hit',
      hand: heads(['5h', '6c'], '7d', 'Th', 40, [act(1, 'hit'), deal('seat:1', '4s'), act(1, 'surrender'), take(1, 20), reveal('Th')]),
      findings: [{ rule: 'surrender-allowed', article: 'Art. 9º', event: 8, seat: 1, hand: 1 }],
    },
  ],
});

testRule(rs, 'surrender-half-collected', {
  valid: [
    { name: 'half of 40', hand: heads(['Th', '6c'], '7d', 'Th', 40, [act(1, 'surrender'), take(1, 20), reveal('Th')]) },
    { name: 'half of 55.55 is 27.775: either cent is accepted', hand: heads(['Th', '6c'], '7d', 'Th', 55.55, [act(1, 'surrender'), take(1, 27.77), reveal('Th')]) },
  ],
  invalid: [
    {
      name: 'collected in full',
      hand: heads(['Th', '6c'], '7d', 'Th', 40, [act(1, 'surrender'), take(1, 40), reveal('Th')]),
      findings: [{ rule: 'surrender-half-collected', article: 'Art. 9º', event: 7, seat: 1, hand: 1, expected: -20, actual: -40 }],
    },
  ],
});

testRule(rs, 'surrender-offer', {
  valid: [
    { name: 'asked after the mandatory dealing', hand: potLuck([P('shuffle'), P('cut'), bet(1, 40), deal('seat:1', 'Th'), deal('dealer', '7d'), deal('seat:1', '6c'), hole('Th'), P('offer_surrender'), act(1, 'stand'), reveal('Th'), take(1, 40)]) },
    { name: 'a log without procedures is not judged on this', hand: heads(['Th', '6c'], '7d', 'Th', 40, [act(1, 'stand'), reveal('Th'), take(1, 40)]) },
  ],
  invalid: [
    {
      name: 'not asked, in a log that records procedures',
      hand: potLuck([P('shuffle'), P('cut'), bet(1, 40), deal('seat:1', 'Th'), deal('dealer', '7d'), deal('seat:1', '6c'), hole('Th'), act(1, 'stand'), reveal('Th'), take(1, 40)]),
      findings: [{ rule: 'surrender-offer', article: 'Art. 9º', event: 8 }],
    },
  ],
});

testRule(rs, 'insurance-allowed', {
  valid: [{ name: 'half the wager against an ace', hand: heads(['Th', '9c'], 'Ad', '7h', 100, [act(1, 'insurance', { amount: 50 }), act(1, 'stand'), reveal('7h'), { type: 'collect', seat: 1, spot: 'insurance', amount: 50 }, pay(1, 100)]) }],
  invalid: [
    {
      name: 'against a king',
      hand: heads(['Th', '9c'], 'Kd', '7h', 100, [act(1, 'insurance', { amount: 50 }), act(1, 'stand'), reveal('7h'), { type: 'collect', seat: 1, spot: 'insurance', amount: 50 }, back(1, 100)]),
      findings: [{ rule: 'insurance-allowed', article: 'Art. 10º', event: 6, seat: 1, hand: 1 }],
    },
    {
      name: 'after a hit',
      hand: heads(['5h', '6c'], 'Ad', '7h', 100, [act(1, 'hit'), deal('seat:1', '8s'), act(1, 'insurance', { amount: 50 }), act(1, 'stand'), reveal('7h'), { type: 'collect', seat: 1, spot: 'insurance', amount: 50 }, pay(1, 100)]),
      findings: [{ rule: 'insurance-allowed', article: 'Art. 10º', event: 8, seat: 1, hand: 1 }],
    },
  ],
});

testRule(rs, 'insurance-pays-2-to-1', {
  valid: [{ name: 'collected when the dealer has no blackjack', hand: heads(['Th', '9c'], 'Ad', '7h', 100, [act(1, 'insurance', { amount: 50 }), act(1, 'stand'), reveal('7h'), { type: 'collect', seat: 1, spot: 'insurance', amount: 50 }, pay(1, 100)]) }],
  invalid: [
    {
      name: 'returned when the dealer has no blackjack',
      hand: heads(['Th', '9c'], 'Ad', '7h', 100, [act(1, 'insurance', { amount: 50 }), act(1, 'stand'), reveal('7h'), { type: 'return', seat: 1, spot: 'insurance', amount: 50 }, pay(1, 100)]),
      findings: [{ rule: 'insurance-pays-2-to-1', article: 'Art. 10º', event: 9, seat: 1, expected: -50, actual: 0 }],
    },
  ],
});

testRule(rs, 'split-allowed', {
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

testRule(rs, 'dealer-draws-to-17', {
  valid: [
    { name: 'stands on soft 17 (A-6)', hand: heads(['Th', '8c'], 'Ad', '6h', 10, [act(1, 'stand'), reveal('6h'), pay(1, 10)]) },
    { name: 'no live hands: the dealer need not draw on 12', hand: heads(['Th', '6c'], '5d', '7h', 10, [act(1, 'hit'), deal('seat:1', 'Kc'), take(1, 10), reveal('7h')]) },
  ],
  invalid: [
    {
      name: 'draws on soft 17',
      hand: heads(['Th', '8c'], 'Ad', '6h', 10, [act(1, 'stand'), reveal('6h'), deal('dealer', '2c'), take(1, 10)]),
      findings: [{ rule: 'dealer-draws-to-17', article: 'Art. 14º', event: 8 }],
    },
    {
      name: 'stands on 16',
      hand: heads(['Th', '5c'], 'Kd', '6h', 10, [act(1, 'stand'), reveal('6h'), take(1, 10)]),
      findings: [{ rule: 'dealer-draws-to-17', article: 'Art. 14º', event: 5 }],
    },
  ],
});

testRule(rs, 'dealer-after-players', {
  valid: [{ name: 'reveal after the last player', hand: heads(['Th', '8c'], '9d', '7h', 10, [act(1, 'stand'), reveal('7h'), pay(1, 10)]) }],
  invalid: [
    {
      name: 'a player hits after the dealer revealed',
      hand: heads(['Th', '2c'], '9d', '8h', 10, [reveal('8h'), act(1, 'hit'), deal('seat:1', '7s'), act(1, 'stand'), pay(1, 10)]),
      findings: [{ rule: 'dealer-after-players', article: 'Art. 14º', event: 7, seat: 1 }],
    },
  ],
});

testRule(rs, 'blackjack-payment-timing', {
  valid: [
    { name: 'against a ten: paid after the reveal', hand: heads(['Ah', 'Kd'], 'Tc', '8s', 100, [reveal('8s'), pay(1, 150)]) },
    {
      // Found by the simulator: a card the dealer draws in his turn is never the up card, even when his first card went down.
      name: 'first dealer card (a ten) dealt face down: paid after the reveal and the dealer\'s draw',
      hand: potLuck([bet(1, 100), deal('seat:1', 'As'), deal('dealer', 'Jh', { face: 'down' }), deal('seat:1', 'Qc'), hole('4s'),
        P('offer_surrender'), reveal('4s'), deal('dealer', '6s'), pay(1, 150)]),
    },
  ],
  invalid: [
    {
      name: 'against a ten: paid before the dealer revealed',
      hand: heads(['Ah', 'Kd'], 'Tc', '8s', 100, [pay(1, 150), reveal('8s')]),
      findings: [{ rule: 'blackjack-payment-timing', article: 'Art. 13º', event: 6, seat: 1, hand: 1 }],
    },
  ],
});

testRule(rs, 'pool-award', {
  valid: [
    {
      name: 'a tie for the pool splits the award; the odd cent to the lower seat',
      hand: potLuck([bet(1, 10), bet(1, 10, 'pool'), bet(2, 10), bet(2, 10, 'pool'), bet(3, 10), bet(3, 10.01, 'pool'),
        deal('seat:1', 'Th'), deal('seat:2', '9h'), deal('seat:3', '2d'), deal('dealer', '7d'), deal('seat:1', '9c'), deal('seat:2', 'Ts'), deal('seat:3', '3s'), hole('Th'),
        act(1, 'stand'), act(2, 'stand'), act(3, 'stand'), reveal('Th'), pay(1, 10), pay(2, 10), take(3, 10),
        { type: 'commission', spot: 'pool', amount: 1.5 }, { type: 'pool_award', seat: 1, amount: 14.26 }, { type: 'pool_award', seat: 2, amount: 14.25 }]),
    },
  ],
  invalid: [
    {
      name: 'the pool paid on the final total instead of the first two cards',
      hand: potLuck([bet(1, 10), bet(1, 10, 'pool'), bet(2, 10), bet(2, 10, 'pool'),
        deal('seat:1', 'Th'), deal('seat:2', '5h'), deal('dealer', '7d'), deal('seat:1', '8c'), deal('seat:2', '6s'), hole('Th'),
        act(1, 'stand'), act(2, 'hit'), deal('seat:2', 'Ts'), reveal('Th'), pay(1, 10), pay(2, 10),
        { type: 'commission', spot: 'pool', amount: 1 }, { type: 'pool_award', seat: 2, amount: 19 }]),
      findings: [
        { rule: 'pool-award', article: 'Art. 18º', event: 18, seat: 1, expected: 19, actual: 0 },
        { rule: 'pool-award', article: 'Art. 18º', event: 18, seat: 2, expected: 0, actual: 19 },
      ],
    },
  ],
});
