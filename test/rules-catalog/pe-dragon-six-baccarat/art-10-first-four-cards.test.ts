import { testRule } from '../../helpers/rule-tester.js';
import { D6, bet, coup, deal, hand } from './hands.js';

testRule(D6, 'first-four-cards-alternate', {
  valid: [
    { name: 'Punto, Banca, Punto, Banca', hand: hand([bet(1, 'banker', 10), ...coup(['Ts', '7h'], ['Ks', '7d'])]) },
    { name: 'a hand with no card dealt is no game', hand: hand([{ type: 'procedure', name: 'shuffle' }]) },
  ],
  invalid: [
    {
      name: 'Punto receives the second card',
      hand: hand([bet(1, 'banker', 10), deal('player', 'Ts'), deal('player', '7h'), deal('banker', 'Ks'), deal('banker', '7d')]),
      findings: [{ rule: 'first-four-cards-alternate', article: 'Art. 10º', event: 3 }],
    },
    {
      name: 'only three cards dealt',
      hand: hand([bet(1, 'banker', 10), deal('player', 'Ts'), deal('banker', 'Ks'), deal('player', '7h')]),
      findings: [{ rule: 'first-four-cards-alternate', article: 'Art. 10º' }],
    },
  ],
});
