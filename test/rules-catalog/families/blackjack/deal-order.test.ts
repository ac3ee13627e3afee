import { potLuckBlackJack as potLuckRs } from '../../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { act, bet, deal, hole, pay, potLuck, reveal, take } from '../../../helpers/bj.js';
import { testRule } from '../../../helpers/rule-tester.js';

testRule(potLuckRs, 'deal-order', {
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
