import { potLuckBlackJack as rs } from '../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { act, bet, deal, heads, hole, pay, potLuck, reveal } from '../../helpers/bj.js';
import { testRule } from '../../helpers/rule-tester.js';

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
