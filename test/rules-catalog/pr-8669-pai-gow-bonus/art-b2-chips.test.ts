import { testRule } from '../../helpers/rule-tester.js';
import { A, RS, bonus, cleanEvents, collect, noMoreBets, pg, rng, round } from './hands.js';

const article = A('(B)(2)');

testRule(RS, 'bonus-chips-only', {
  valid: [
    { name: 'a clean round (chips by default)', hand: round(cleanEvents()) },
    { name: 'chips said explicitly', hand: round([pg(1, 25), bonus(1, 4, 10, { medium: 'chips' }), noMoreBets(), rng(3), collect(1, 10)]) },
    { name: 'a cash pai gow wager is not this section\'s', hand: round([pg(1, 25, { medium: 'cash' }), bonus(1, 4, 10), noMoreBets(), rng(3), collect(1, 10)]) },
  ],
  invalid: [
    {
      name: 'a verbal and a cash bonus bet',
      hand: round([pg(1, 25), pg(2, 25), bonus(1, 4, 10, { medium: 'verbal' }), bonus(2, 5, 5, { medium: 'cash' }), noMoreBets(), rng(3), collect(1, 10), collect(2, 5)]),
      findings: [
        { rule: 'bonus-chips-only', article, event: 3, seat: 1 },
        { rule: 'bonus-chips-only', article, event: 4, seat: 2 },
      ],
    },
  ],
});
