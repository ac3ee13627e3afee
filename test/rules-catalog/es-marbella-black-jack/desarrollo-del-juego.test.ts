import { marbellaBlackJack as rs } from '../../../rules-catalog/es-marbella-black-jack/index.js';
import { act, deal, pay, take } from '../../helpers/bj.js';
import { euro, insTake } from '../../helpers/marbella.js';
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

// The European deal with every hand played out: the dealer's second card still decides an insurance on the
// layout (Seguro «Si el croupier saca Black Jack se pagará el seguro 2-1; si no, el jugador perderá el seguro»)
// and a blackjack against his ace or ten (Black Jack «...excepto cuando el croupier saca Black Jack»).
testRule(rs, 'dealer-draws-to-17', {
  valid: [
    { name: 'every hand busted, nothing insured: the dealer need not draw', hand: euro(['Tc', '6h'], 'Ad', 50, [act(1, 'hit'), deal('seat:1', '9d'), take(1, 50)]) },
    { name: 'a blackjack against a 9: nothing waits on the second card', hand: euro(['Ah', 'Kd'], '9c', 50, [pay(1, 75)]) },
    { name: 'even money taken: nothing waits on the second card', hand: euro(['Ah', 'Kd'], 'Ac', 50, [act(1, 'even_money'), pay(1, 50)]) },
    {
      name: 'insured, busted, and the dealer took his second card',
      hand: euro(['Tc', '6h'], 'Ad', 100, [act(1, 'insurance', { amount: 50 }), act(1, 'hit'), deal('seat:1', '9d'), take(1, 100), deal('dealer', '7s'), insTake(1, 50)]),
    },
  ],
  invalid: [
    {
      name: 'insured, busted, the insurance collected without the dealer\'s second card',
      hand: euro(['Tc', '6h'], 'Ad', 100, [act(1, 'insurance', { amount: 50 }), act(1, 'hit'), deal('seat:1', '9d'), take(1, 100), insTake(1, 50)]),
      findings: [{ rule: 'dealer-draws-to-17', article: DES, event: undefined }],
    },
    {
      name: 'a blackjack against a ten paid 3 to 2 without the dealer\'s second card',
      hand: euro(['Ah', 'Kd'], 'Tc', 50, [pay(1, 75)]),
      findings: [{ rule: 'dealer-draws-to-17', article: DES, event: undefined }],
    },
  ],
});
