import { potLuckBlackJack as rs } from '../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { testRule } from '../../helpers/rule-tester.js';
import { act, back, bet, deal, heads, hole, pay, potLuck, reveal, take } from '../../helpers/bj.js';

const A13 = 'Art. 13º';

testRule(rs, 'blackjack-pays-3-to-2', {
  valid: [
    { name: '3 to 2 on 100 against a 9, paid at once', hand: heads(['Ah', 'Kd'], '9c', '8s', 100, [pay(1, 150), reveal('8s')]) },
    { name: '3 to 2 on 25 is 37.50', hand: heads(['Ah', 'Kd'], '9c', '8s', 25, [pay(1, 37.5), reveal('8s')]) },
    { name: 'even money against an ace pays 1 to 1', hand: heads(['Ah', 'Kd'], 'Ac', '8s', 40, [act(1, 'even_money'), pay(1, 40), reveal('8s')]) },
    { name: 'a push against a dealer blackjack', hand: heads(['Ah', 'Kd'], 'Kc', 'As', 40, [reveal('As'), back(1, 40)]) },
    {
      name: 'a split ace and ten is 21, paid 1 to 1 (not a blackjack)',
      hand: heads(['Ah', 'Ad'], '9c', '7s', 10, [
        act(1, 'split', { amount: 10 }), deal('seat:1', 'Kh', { hand: 1 }), deal('seat:1', '5c', { hand: 2 }),
        reveal('7s'), pay(1, 10), take(1, 10, { hand: 2 }),
      ]),
    },
  ],
  invalid: [
    {
      name: 'paid 1 to 1 without even money',
      hand: heads(['Ah', 'Kd'], '9c', '8s', 100, [pay(1, 100), reveal('8s')]),
      findings: [{ rule: 'blackjack-pays-3-to-2', article: A13, event: 6, seat: 1, hand: 1, expected: 150, actual: 100 }],
    },
    {
      name: 'a blackjack paid against a dealer blackjack (should push)',
      hand: heads(['Ah', 'Kd'], 'Kc', 'As', 40, [reveal('As'), pay(1, 60)]),
      findings: [{ rule: 'blackjack-pays-3-to-2', article: A13, event: 7, seat: 1, hand: 1, expected: 0, actual: 60 }],
    },
  ],
});

testRule(rs, 'dealer-blackjack-takes', {
  valid: [
  ],
  invalid: [
    {
      name: 'dealer blackjack after a split: the player loses only the original wager',
      hand: heads(['8h', '8d'], 'Tc', 'As', 50, [
        act(1, 'split', { amount: 50 }), deal('seat:1', '3h', { hand: 1 }), act(1, 'stand'), deal('seat:1', 'Kc', { hand: 2 }),
        act(1, 'stand', { hand: 2 }), reveal('As'), take(1, 50), take(1, 50, { hand: 2 }),
      ]),
      findings: [{ rule: 'dealer-blackjack-takes', article: A13, event: 13, seat: 1, hand: 2, expected: 0, actual: -50 }],
    },
  ],
});

testRule(rs, 'win-pays-1-to-1', {
  valid: [
    { name: '19 against 18 paid 1 to 1', hand: heads(['Th', '9c'], 'Qd', '8h', 25, [act(1, 'stand'), reveal('8h'), pay(1, 25)]) },
    { name: 'the dealer busts', hand: heads(['Th', '2c'], '6d', 'Th', 20, [act(1, 'stand'), reveal('Th'), deal('dealer', 'Kc'), pay(1, 20)]) },
    { name: 'a doubled hand wins on its whole wager', hand: heads(['6h', '5c'], '9d', '7h', 20, [act(1, 'double', { amount: 20 }), deal('seat:1', 'Th'), reveal('7h'), pay(1, 40)]) },
  ],
  invalid: [
    {
      name: 'a win paid short',
      hand: heads(['Th', '9c'], 'Qd', '8h', 25, [act(1, 'stand'), reveal('8h'), pay(1, 20)]),
      findings: [{ rule: 'win-pays-1-to-1', article: 'Art. 15º', event: 8, seat: 1, hand: 1, expected: 25, actual: 20 }],
    },
    {
      name: 'a win over-paid (also a finding)',
      hand: heads(['Th', '9c'], 'Qd', '8h', 25, [act(1, 'stand'), reveal('8h'), pay(1, 30)]),
      findings: [{ rule: 'win-pays-1-to-1', article: 'Art. 15º', event: 8, seat: 1, hand: 1, expected: 25, actual: 30 }],
    },
    {
      name: 'a doubled hand paid only on the original wager',
      hand: heads(['6h', '5c'], '9d', '7h', 20, [act(1, 'double', { amount: 20 }), deal('seat:1', 'Th'), reveal('7h'), pay(1, 20)]),
      findings: [{ rule: 'win-pays-1-to-1', article: 'Art. 15º', event: 9, seat: 1, hand: 1, expected: 40, actual: 20 }],
    },
  ],
});

testRule(rs, 'loss-collected', {
  valid: [{ name: '17 against 18 collected', hand: heads(['Th', '7c'], 'Qd', '8h', 40, [act(1, 'stand'), reveal('8h'), take(1, 40)]) }],
  invalid: [
    {
      name: 'a loss never collected',
      hand: heads(['Th', '7c'], 'Qd', '8h', 40, [act(1, 'stand'), reveal('8h')]),
      findings: [{ rule: 'loss-collected', article: 'Art. 16º', seat: 1, hand: 1, expected: -40, actual: 0 }],
    },
  ],
});

testRule(rs, 'tie-returned', {
  valid: [{ name: '18 against 18 returned', hand: heads(['Th', '8c'], 'Qd', '8h', 35.5, [act(1, 'stand'), reveal('8h'), back(1, 35.5)]) }],
  invalid: [
    {
      name: 'a tie collected',
      hand: heads(['Th', '8c'], 'Qd', '8h', 35.5, [act(1, 'stand'), reveal('8h'), take(1, 35.5)]),
      findings: [{ rule: 'tie-returned', article: 'Art. 17º', event: 8, seat: 1, hand: 1, expected: 0, actual: -35.5 }],
    },
    {
      name: 'a tie returned short',
      hand: heads(['Th', '8c'], 'Qd', '8h', 35.5, [act(1, 'stand'), reveal('8h'), back(1, 30)]),
      findings: [{ rule: 'tie-returned', article: 'Art. 17º', event: 8, seat: 1, hand: 1, expected: 0, actual: -5.5 }],
    },
  ],
});

testRule(rs, 'bust-loses-wager', {
  valid: [{ name: 'a bust collected', hand: heads(['Th', '6c'], '9d', '8h', 30, [act(1, 'hit'), deal('seat:1', 'Kc'), take(1, 30), reveal('8h')]) }],
  invalid: [
    {
      name: 'a bust paid because the dealer busted later',
      hand: heads(['Th', '6c'], '6d', 'Th', 30, [act(1, 'hit'), deal('seat:1', 'Kc'), reveal('Th'), deal('dealer', '9c'), pay(1, 30)]),
      findings: [{ rule: 'bust-loses-wager', article: 'Art. 14º', event: 10, seat: 1, hand: 1, expected: -30, actual: 30 }],
    },
  ],
});

testRule(rs, 'payout-without-wager', {
  valid: [{ name: 'payouts only to wagers', hand: heads(['Th', '9c'], 'Qd', '8h', 25, [act(1, 'stand'), reveal('8h'), pay(1, 25)]) }],
  invalid: [
    {
      name: 'a payout to an empty seat',
      hand: potLuck([bet(1, 25), deal('seat:1', 'Th'), deal('dealer', 'Qd'), deal('seat:1', '9c'), hole('8h'), act(1, 'stand'), reveal('8h'), pay(1, 25), { type: 'payout', seat: 4, spot: 'main', amount: 25 }]),
      findings: [{ rule: 'payout-without-wager', article: 'Art. 15º', event: 9, seat: 4, hand: 1, expected: 0, actual: 25 }],
    },
  ],
});
