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
      // fix13: a game short of its first four cards points where the missing card was due (whereCardWasDue): the
      // event right after the last card dealt, or that card when the hand ends there.
      name: 'only three cards dealt, the hand ending there: at the third card',
      hand: hand([bet(1, 'banker', 10), deal('player', 'Ts'), deal('banker', 'Ks'), deal('player', '7h')]),
      findings: [{ rule: 'first-four-cards-alternate', article: 'Art. 10º', event: 4 }],
    },
    {
      name: 'only three cards dealt, then the Banca bet paid: at the payout, where the fourth card was due',
      hand: hand([bet(1, 'banker', 10), deal('player', 'Ts'), deal('banker', 'Ks'), deal('player', '7h'), { type: 'payout', seat: 1, spot: 'banker', amount: 10 }]),
      findings: [{ rule: 'first-four-cards-alternate', article: 'Art. 10º', event: 5 }],
    },
    {
      name: 'one card dealt, then a bet: at the bet',
      hand: hand([bet(1, 'banker', 10), deal('player', 'Ts'), bet(2, 'player', 10)]),
      findings: [{ rule: 'first-four-cards-alternate', article: 'Art. 10º', event: 3 }],
    },
  ],
});
