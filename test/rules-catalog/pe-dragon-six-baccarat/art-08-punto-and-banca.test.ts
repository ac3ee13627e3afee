import { testRule } from '../../helpers/rule-tester.js';
import { D6, bet, collect, coup, hand, payout, withParams } from './hands.js';
import type { Ev } from './hands.js';

// Punto Ts 7h = 7 stands; Banca Ks 5d draws 9c = 4. Punto wins.
const puntoWins = (settle: Ev[]) =>
  hand([bet(1, 'player', 100), bet(2, 'banker', 40), bet(2, 'tie', 10), ...coup(['Ts', '7h'], ['Ks', '5d', '9c']), ...settle]);

testRule(D6, 'no-punto-and-banca', {
  valid: [
    { name: 'Banca and Tie on one zone', hand: puntoWins([payout(1, 'player', 100), collect(2, 'banker', 40), collect(2, 'tie', 10)]) },
    {
      name: 'Punto and Banca by different players on different zones',
      hand: hand([bet(1, 'player', 10, { player: 'A' }), bet(2, 'banker', 10, { player: 'B' }), ...coup(['Ts', '7h'], ['Ks', '7d'])]),
    },
  ],
  invalid: [
    {
      name: 'Punto and Banca on one zone',
      hand: hand([bet(1, 'player', 10), bet(2, 'tie', 5), bet(1, 'banker', 10), ...coup(['Ts', '7h'], ['Ks', '7d'])]),
      findings: [{ rule: 'no-punto-and-banca', article: 'Art. 8º', event: 3, seat: 1, severity: 'warning' }],
    },
    {
      name: 'one identified player on Punto at one zone and Banca at another',
      hand: hand([bet(1, 'player', 10, { player: 'P-7' }), bet(2, 'banker', 10, { player: 'P-7' }), ...coup(['Ts', '7h'], ['Ks', '7d'])]),
      findings: [{ rule: 'no-punto-and-banca', article: 'Art. 8º', event: 2, seat: 2, severity: 'warning' }],
    },
  ],
});

// Art. 8º lists the combinations allowed and forbids none in words: a warning unless the house sets error.
testRule(withParams({ punto_and_banca_severity: 'error' }), 'no-punto-and-banca', {
  valid: [],
  invalid: [{
    name: 'Punto and Banca on one zone, reported as a violation where the parameter says so',
    hand: hand([bet(3, 'banker', 25), bet(3, 'player', 25), ...coup(['Ts', '7h'], ['Ks', '7d'])]),
    findings: [{ rule: 'no-punto-and-banca', article: 'Art. 8º', event: 2, seat: 3 }],
  }],
});

testRule(withParams({ punto_and_banca_together: true }), 'no-punto-and-banca', {
  valid: [{ name: 'a house rule allowing it', hand: hand([bet(1, 'player', 10), bet(1, 'banker', 10), ...coup(['Ts', '7h'], ['Ks', '7d'])]) }],
  invalid: [],
});
