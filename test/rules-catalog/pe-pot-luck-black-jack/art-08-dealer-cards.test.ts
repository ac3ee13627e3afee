import { potLuckBlackJack as rs } from '../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { act, bet, deal, heads, pay, potLuck, reveal, POT_LUCK_TABLE } from '../../helpers/bj.js';
import { testRule } from '../../helpers/rule-tester.js';
import { firstDown } from './hands.js';

testRule(rs, 'dealer-cards-face', {
  valid: [
    { name: 'first card down, turned up as the hole card is dealt', hand: firstDown('9c', true, [act(1, 'stand'), reveal('8s'), pay(1, 100)]) },
  ],
  invalid: [
    { name: 'first card down and never turned up in the mandatory dealing', hand: firstDown('9c', false, [act(1, 'stand'), reveal('8s'), pay(1, 100)]), findings: [{ rule: 'dealer-cards-face', article: 'Art. 8º', event: 3 }] },
    {
      name: 'a table posting dealer_hole_card false still owes Art. 8º\'s hole card (the European deal)',
      hand: potLuck([bet(1, 100), deal('seat:1', 'Th'), deal('dealer', '9c'), deal('seat:1', '9d'), act(1, 'stand'), deal('dealer', '8s'), pay(1, 100)], { ...POT_LUCK_TABLE, dealer_hole_card: false }),
      findings: [{ rule: 'dealer-cards-face', article: 'Art. 8º', event: 6 }],
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
