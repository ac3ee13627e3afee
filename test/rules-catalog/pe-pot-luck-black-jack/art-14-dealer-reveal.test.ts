import { potLuckBlackJack as rs } from '../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { act, deal, heads, pay, reveal, take } from '../../helpers/bj.js';
import { testRule } from '../../helpers/rule-tester.js';

// heads(): 1 bet, 2 card to seat 1, 3 dealer's up card, 4 card to seat 1, 5 hole card; the rest from 6.
testRule(rs, 'dealer-reveals-before-drawing', {
  valid: [
    { name: 'reveals 16, then draws', hand: heads(['Th', '9c'], '6d', 'Ts', 100, [act(1, 'stand'), reveal('Ts'), deal('dealer', '5h'), take(1, 100)]) },
    { name: 'reveals 17 and stands', hand: heads(['Th', '9c'], '7d', 'Ts', 100, [act(1, 'stand'), reveal('Ts'), pay(1, 100)]) },
  ],
  invalid: [
    {
      // Art. 14º: the hole card is turned up first and its total decides the draw; here the dealer drew the 5 (event 7)
      // with the ten still covered, and turned it (event 8) only afterwards. The draw on 16 is itself lawful.
      name: 'draws with the hole card still face down, reveals after',
      hand: heads(['Th', '9c'], '6d', 'Ts', 100, [act(1, 'stand'), deal('dealer', '5h'), reveal('Ts'), take(1, 100)]),
      findings: [{ rule: 'dealer-reveals-before-drawing', article: 'Art. 14º', event: 7 }],
    },
    {
      name: 'two cards drawn before the reveal: one finding, at the first',
      hand: heads(['Th', '9c'], '2d', '3s', 100, [act(1, 'stand'), deal('dealer', '4h'), deal('dealer', '8c'), reveal('3s'), take(1, 100)]),
      findings: [{ rule: 'dealer-reveals-before-drawing', article: 'Art. 14º', event: 7 }],
    },
  ],
});
