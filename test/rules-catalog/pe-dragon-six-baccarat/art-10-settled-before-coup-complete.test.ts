import { testRule } from '../../helpers/rule-tester.js';
import { D6, bet, coup, hand, payout, withParams } from './hands.js';

// Punto Ts 7h = 7 stands; Banca Ks 5d = 5 draws 9c = 4: Punto wins, 10 on Punto is paid 10.
const four = coup(['Ts', '7h'], ['Ks', '5d']);

const third = { type: 'deal', to: 'banker', card: '9c' };

testRule(D6, 'settled-before-coup-complete', {
  valid: [{ name: 'paid once Banca has drawn its third card', hand: hand([bet(1, 'player', 10), ...four, third, payout(1, 'player', 10)]) }],
  invalid: [
    {
      name: "Punto paid before Banca's third card (event 6), the card dealt after it (event 7)",
      hand: hand([bet(1, 'player', 10), ...four, payout(1, 'player', 10), third]),
      findings: [{ rule: 'settled-before-coup-complete', article: 'Art. 10º', event: 7 }],
    },
  ],
});

// The text is silent on when wagers are settled: parameter settle_after_coup_complete (interpretation).
testRule(withParams({ settle_after_coup_complete: false }), 'settled-before-coup-complete', {
  valid: [{ name: "settling before Banca's third card is not reported", hand: hand([bet(1, 'player', 10), ...four, payout(1, 'player', 10), third]) }],
  invalid: [],
});
