import { testRule } from '../../helpers/rule-tester.js';
import { A, RS, bonus, cleanEvents, collect, dealTo, noMoreBets, payout, pg, rng, round } from './hands.js';

const article = A('(A)');

testRule(RS, 'bonus-requires-rng', {
  valid: [
    { name: 'a clean round', hand: round(cleanEvents()) },
    { name: 'no bonus bet and no random number (the bonus was not offered)', hand: round([pg(1, 25), ...dealTo('seat:1', 'dealer')]) },
  ],
  invalid: [
    {
      name: 'bonus bets with no random number',
      hand: round([pg(1, 25), pg(2, 10), bonus(2, 4, 10), bonus(1, 3, 5), noMoreBets(), collect(1, 5), ...dealTo('seat:1', 'dealer')]),
      findings: [{ rule: 'bonus-requires-rng', article, event: 3 }],
    },
  ],
});

testRule(RS, 'rng-result-valid', {
  valid: [
    { name: 'a clean round', hand: round(cleanEvents()) },
    { name: 'the numbers 1 and 7', hand: round([pg(1, 25), bonus(1, 1, 5), noMoreBets(), rng(7), collect(1, 5)]) },
    { name: 'no bonus bet: the section does not apply', hand: round([pg(1, 25), rng(9), rng(3)]) },
  ],
  invalid: [
    {
      name: 'a number outside 1-7',
      hand: round([pg(1, 25), bonus(1, 4, 10), noMoreBets(), rng(0), collect(1, 10)]),
      findings: [{ rule: 'rng-result-valid', article, event: 4 }],
    },
    {
      name: 'the generator activated twice',
      hand: round([pg(1, 25), bonus(1, 4, 10), noMoreBets(), rng(2), rng(4), collect(1, 10)]),
      findings: [{ rule: 'rng-result-valid', article, event: 5 }],
    },
    {
      name: 'the number shown after the first card',
      hand: round([pg(1, 25), bonus(1, 4, 10), noMoreBets(), ...dealTo('seat:1').slice(0, 2), rng(4), payout(1, 60)]),
      findings: [{ rule: 'rng-result-valid', article, event: 6 }],
    },
  ],
});

testRule(RS, 'bonus-number-1-to-7', {
  valid: [{ name: 'a clean round', hand: round(cleanEvents()) }],
  invalid: [
    {
      name: 'a bonus bet on 8 (and one on 0 is refused by the format)',
      hand: round([pg(1, 25), bonus(1, 8, 10), bonus(1, 2, 5), noMoreBets(), rng(2), collect(1, 10), payout(1, 30)]),
      findings: [{ rule: 'bonus-number-1-to-7', article, event: 2, seat: 1 }],
    },
  ],
});
