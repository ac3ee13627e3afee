// Desarrollo del juego «El croupier, al llegar a 17 puntos deberá plantarse, no tomando naipes
// suplementarios.» A card the dealer takes after reaching a total he must stand on is no part of his hand:
// dealer-draws-to-17 reports the draw, and the wagers are settled against the hand he had to stand on.
import { marbellaBlackJack as rs } from '../../../rules-catalog/es-marbella-black-jack/index.js';
import { act, deal, pay, take } from '../../helpers/bj.js';
import { euro } from '../../helpers/marbella.js';
import { testRule } from '../../helpers/rule-tester.js';

const DES = 'Desarrollo del juego';

testRule(rs, 'loss-collected', {
  valid: [
    {
      name: '16 collected against the dealer\'s 17; his card after it (a bust) does not count',
      hand: euro(['Th', '6c'], 'Td', 100, [act(1, 'stand'), deal('dealer', '7h'), take(1, 100), deal('dealer', '5h')]),
    },
  ],
  invalid: [
    {
      name: '16 paid because the dealer busted on a card he was not to take',
      hand: euro(['Th', '6c'], 'Td', 100, [act(1, 'stand'), deal('dealer', '7h'), deal('dealer', '5h'), pay(1, 100)]),
      findings: [{ rule: 'loss-collected', article: DES, event: 8, seat: 1, hand: 1, expected: -100, actual: 100 }],
    },
  ],
});

testRule(rs, 'win-pays-1-to-1', {
  valid: [
    {
      name: '18 paid against a soft 17 the dealer drew on to 19',
      hand: euro(['Tc', '8h'], '6c', 40, [act(1, 'stand'), deal('dealer', 'Ah'), deal('dealer', '2d'), pay(1, 40)]),
    },
  ],
  invalid: [
    {
      name: '18 collected against a soft 17 the dealer drew on to 19',
      hand: euro(['Tc', '8h'], '6c', 40, [act(1, 'stand'), deal('dealer', 'Ah'), deal('dealer', '2d'), take(1, 40)]),
      findings: [{ rule: 'win-pays-1-to-1', article: DES, event: 8, seat: 1, hand: 1, expected: 40, actual: -40 }],
    },
  ],
});

testRule(rs, 'dealer-draws-to-17', {
  valid: [],
  invalid: [
    {
      name: 'the draw itself is still reported',
      hand: euro(['Th', '6c'], 'Td', 100, [act(1, 'stand'), deal('dealer', '7h'), take(1, 100), deal('dealer', '5h')]),
      findings: [{ rule: 'dealer-draws-to-17', article: DES, event: 8 }],
    },
  ],
});
