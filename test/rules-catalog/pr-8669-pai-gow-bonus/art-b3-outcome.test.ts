import { testRule } from '../../helpers/rule-tester.js';
import { A, RS, bonus, cleanEvents, collect, dealTo, giveBack, noMoreBets, payout, pg, rng, round } from './hands.js';

const article = A('(B)(3)');

const rule = 'bonus-wins-on-its-number';

testRule(RS, rule, {
  valid: [
    { name: 'a clean round', hand: round(cleanEvents()) },
    { name: 'a bet placed after the number is not judged here ((B)(1) reports it)', hand: round([pg(1, 25), noMoreBets(), rng(4), bonus(1, 4, 10), payout(1, 60)]) },
    { name: 'a late bet before the number, handed back whole', hand: round([pg(1, 25), noMoreBets(), bonus(1, 4, 10), rng(4), giveBack(1, 10)]) },
    { name: 'the number outside 1-7: no bet can be judged won or lost', hand: round([pg(1, 25), bonus(1, 4, 10), noMoreBets(), rng(9), giveBack(1, 10)]) },
  ],
  invalid: [
    {
      name: 'the winning bet collected',
      hand: round([pg(1, 25), bonus(1, 4, 10), noMoreBets(), rng(4), collect(1, 10), ...dealTo('seat:1', 'dealer')]),
      findings: [{ rule, article, event: 5, seat: 1, expected: 60, actual: -10 }],
    },
    {
      name: 'one collect without a number sweeping the seat\'s winner (10 on 4) with its loser (5 on 3): the winner collected, the loser rightly',
      hand: round([pg(1, 25), bonus(1, 4, 10), bonus(1, 3, 5), noMoreBets(), rng(4), collect(1, 15), ...dealTo('seat:1', 'dealer')]),
      findings: [{ rule, article, event: 6, seat: 1, expected: 60, actual: -10 }],
    },
    {
      name: 'a losing bet paid',
      hand: round([pg(1, 25), bonus(1, 3, 10), noMoreBets(), rng(4), payout(1, 60)]),
      findings: [{ rule, article, event: 5, seat: 1, expected: -10, actual: 60 }],
    },
    {
      name: 'a losing bet returned (the player keeps a stake that lost)',
      hand: round([pg(1, 25), bonus(1, 3, 10), noMoreBets(), rng(4), giveBack(1, 10)]),
      findings: [{ rule, article, event: 5, seat: 1, expected: -10, actual: 0 }],
    },
    {
      name: 'a payout on a number the seat never bet, named by the event',
      hand: round([pg(1, 25), bonus(1, 3, 10), noMoreBets(), rng(4), collect(1, 10, { number: 3 }), payout(1, 60, { number: 4 })]),
      findings: [{ rule, article, event: 6, seat: 1, expected: 0, actual: 60 }],
    },
    {
      name: 'a payout to a seat with no bonus bet at all',
      hand: round([pg(1, 25), pg(2, 25), bonus(1, 4, 10), noMoreBets(), rng(4), payout(1, 60), payout(2, 60)]),
      findings: [{ rule, article, event: 7, seat: 2, expected: 0, actual: 60 }],
    },
  ],
});

// Money moved for a bonus bet that was never placed, whatever the event's kind, is judged against zero, net.
testRule(RS, rule, {
  valid: [],
  invalid: [
    {
      name: 'a collection from a seat with no bonus bet: money taken on no wager, owed back',
      hand: round([pg(1, 25), pg(2, 25), bonus(1, 4, 10), noMoreBets(), rng(4), payout(1, 60), collect(2, 10)]),
      findings: [{ rule, article, event: 7, seat: 2, expected: 0, actual: -10 }],
    },
    {
      name: 'a return to a seat with no bonus bet: chips handed over on no wager',
      hand: round([pg(1, 25), pg(2, 25), bonus(1, 4, 10), noMoreBets(), rng(4), payout(1, 60), giveBack(2, 10)]),
      findings: [{ rule, article, event: 7, seat: 2, expected: 0, actual: 10 }],
    },
    {
      name: 'a payout to seat 9, which placed no bet at all',
      hand: round([pg(1, 25), bonus(1, 4, 10), noMoreBets(), rng(4), payout(1, 60), payout(9, 60, { number: 4 })]),
      findings: [{ rule, article, event: 6, seat: 9, expected: 0, actual: 60 }],
    },
    {
      name: 'a losing bet of 10 "returned" as 15: the 5 over the stake is money to the player',
      hand: round([pg(1, 25), bonus(1, 3, 10), noMoreBets(), rng(4), giveBack(1, 15)]),
      findings: [{ rule, article, event: 5, seat: 1, expected: -10, actual: 5 }],
    },
  ],
});
