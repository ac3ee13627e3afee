import { marbellaBlackJack as rs } from '../../../rules-catalog/es-marbella-black-jack/index.js';
import { act, deal, take } from '../../helpers/bj.js';
import { euro } from '../../helpers/marbella.js';
import { testRule } from '../../helpers/rule-tester.js';

const DES = 'Desarrollo del juego';

testRule(rs, 'surrender-not-provided', {
  valid: [{ name: 'the player stands', hand: euro(['Tc', '6h'], '9c', 50, [act(1, 'stand'), deal('dealer', '9d'), take(1, 50)]) }],
  invalid: [
    {
      name: 'a surrender (a warning: the text is silent, not prohibitive)',
      hand: euro(['Tc', '6h'], '9c', 50, [act(1, 'surrender'), take(1, 25)]),
      findings: [{ rule: 'surrender-not-provided', article: DES, event: 5, seat: 1, hand: 1, severity: 'warning' }],
    },
  ],
});
