import { potLuckBlackJack as rs } from '../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { bet, deal, heads, hole, P, pay, potLuck, reveal } from '../../helpers/bj.js';
import { testRule } from '../../helpers/rule-tester.js';

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
