import { potLuckBlackJack as rs } from '../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { act, deal, heads, pay, reveal } from '../../helpers/bj.js';
import { testRule } from '../../helpers/rule-tester.js';
import { lateMain } from './hands.js';

testRule(rs, 'main-bet-after-cards', {
  valid: [{ name: 'the bet before the cards', hand: heads(['Kh', 'Qd'], '9c', '8s', 100, [act(1, 'stand'), reveal('8s'), pay(1, 100)]) }],
  invalid: [{ name: 'a main bet added after the box holds K-Q', hand: lateMain(100), findings: [{ rule: 'main-bet-after-cards', article: 'Art. 12º', event: 6, seat: 1, hand: 1 }] }],
});

testRule(rs, 'double-card-face-up', {
  valid: [{ name: 'the card after the double face up', hand: heads(['6h', '5d'], '9c', '8s', 100, [act(1, 'double', { amount: 100 }), deal('seat:1', 'Th', { hand: 1 }), reveal('8s'), pay(1, 200)]) }],
  invalid: [{ name: 'the card after the double face down', hand: heads(['6h', '5d'], '9c', '8s', 100, [act(1, 'double', { amount: 100 }), deal('seat:1', 'Th', { hand: 1, face: 'down' }), reveal('8s'), pay(1, 200)]), findings: [{ rule: 'double-card-face-up', article: 'Art. 12º', event: 7, seat: 1, hand: 1 }] }],
});
