import { testRule } from '../../helpers/rule-tester.js';
import { A, RS, bonus, cleanEvents, noMoreBets, pg, rng, round, withParams } from './hands.js';

const article = A('(B)(7)');

const rule = 'bonus-limits';

const lose = (table: Record<string, unknown>, ...bets: Record<string, unknown>[]) =>
  round([pg(1, 25), ...bets, noMoreBets(), rng(7)], table);

testRule(RS, rule, {
  valid: [
    { name: 'a clean round', hand: round(cleanEvents()) },
    { name: 'exactly one dollar', hand: lose({ bonus_payout: 6 }, bonus(1, 2, 1)) },
    { name: 'two half-dollar bets on one number make one dollar', hand: lose({ bonus_payout: 6 }, bonus(1, 2, 0.5), bonus(1, 2, 0.5)) },
    { name: 'payout equal to the max_payout: 6 × 50 = 300', hand: lose({ bonus_payout: 6, max_payout: 300 }, bonus(1, 2, 50)) },
    { name: 'max_payout governs over max_bet', hand: lose({ bonus_payout: 6, max_bet: 100, max_payout: 5000 }, bonus(1, 2, 500)) },
    { name: 'no maximum posted at all', hand: lose({ bonus_payout: 6 }, bonus(1, 2, 5000)) },
  ],
  invalid: [
    {
      name: 'under a dollar',
      hand: lose({ bonus_payout: 6 }, bonus(1, 2, 0.5), bonus(1, 3, 0.99)),
      findings: [{ rule, article, event: 2, seat: 1 }, { rule, article, event: 3, seat: 1 }],
    },
    {
      name: 'a payout over the max_payout: 5.5 × 60 = 330 > 300',
      hand: lose({ bonus_payout: 5.5, max_payout: 300 }, bonus(1, 2, 50), bonus(1, 2, 10)),
      findings: [{ rule, article, event: 3, seat: 1 }],
    },
    {
      name: 'no max_payout: the max_bet is the table maximum, 6 × 200 = 1200 > 1000',
      hand: lose({ bonus_payout: 6, max_bet: 1000 }, bonus(1, 2, 200)),
      findings: [{ rule, article, event: 2, seat: 1 }],
    },
    {
      name: 'nothing posted for the ratio: judged at the highest legal one, 6 × 170 = 1020 > 1000',
      hand: lose({ max_payout: 1000 }, bonus(1, 2, 170)),
      findings: [{ rule, article, event: 2, seat: 1 }],
    },
  ],
});

testRule(withParams({ bonus_max_payout_fallback: 'none' }), rule, {
  valid: [{ name: 'no fallback to max_bet', hand: lose({ bonus_payout: 6, max_bet: 1000 }, bonus(1, 2, 200)) }],
  invalid: [],
});
