import { testRule } from '../../helpers/rule-tester.js';
import { A, RS, bonus, cleanEvents, collect, dealTo, giveBack, noMoreBets, payout, pg, rng, round } from './hands.js';

const article = A('(B)(5)');

const order = 'winners-paid-after-losers-before-deal';

testRule(RS, 'winners-paid', {
  valid: [{ name: 'a clean round', hand: round(cleanEvents()) }],
  invalid: [
    {
      name: 'a winning bet never paid',
      hand: round([pg(1, 25), bonus(1, 4, 10), noMoreBets(), rng(4), ...dealTo('seat:1', 'dealer')]),
      findings: [{ rule: 'winners-paid', article, seat: 1, expected: 60, actual: 0 }],
    },
    {
      // net16: return 24, collect 17 without number beside a loser of 24 are both the loser's (art-b3-outcome.test.ts:
      // 7 short); the winner of 3 is unpaid, 18 owed: 11 to the player in all.
      name: 'a winner of 3 beside a loser of 24 settled return 24, collect 17 without number: the winner unpaid',
      hand: round([pg(1, 25), bonus(1, 3, 24), bonus(1, 5, 3), noMoreBets(), rng(5), giveBack(1, 24), collect(1, 17)]),
      findings: [{ rule: 'winners-paid', article, seat: 1, expected: 18, actual: 0 }],
    },
  ],
});

testRule(RS, order, {
  valid: [
    { name: 'a clean round', hand: round(cleanEvents()) },
    { name: 'a winner alone: paid right after the number', hand: round([pg(1, 25), bonus(1, 4, 10), noMoreBets(), rng(4), payout(1, 60), ...dealTo('seat:1', 'dealer')]) },
    {
      // proc31-other P31-PG-F11: the number came after the first card ((A) reports it); paid right after the number,
      // before any card that number started, the winner is where (B)(5) puts it: the late number is one defect, not three
      name: 'the number shown after the first card, the winner paid right after it: (A)\'s finding alone',
      hand: round([pg(1, 25), bonus(1, 4, 10), noMoreBets(), { type: 'deal', to: 'seat:1', card: 'As', face: 'down' }, rng(4), payout(1, 60), ...dealTo('dealer')]),
    },
  ],
  invalid: [
    {
      name: 'a winner paid before a loser was collected',
      hand: round([pg(1, 25), pg(2, 25), bonus(1, 4, 10), bonus(2, 3, 5), noMoreBets(), rng(4), payout(1, 60), collect(2, 5), ...dealTo('seat:1', 'seat:2', 'dealer')]),
      findings: [{ rule: order, article, event: 7, seat: 1 }],
    },
    {
      name: 'a winner paid after the cards were dealt',
      hand: round([pg(1, 25), bonus(1, 4, 10), noMoreBets(), rng(4), ...dealTo('seat:1', 'dealer'), payout(1, 60)]),
      findings: [{ rule: order, article, event: 19, seat: 1 }],
    },
    {
      name: 'the number shown after the first card, the winner paid after the cards that followed it: reported at the payout',
      hand: round([pg(1, 25), bonus(1, 4, 10), noMoreBets(), { type: 'deal', to: 'seat:1', card: 'As', face: 'down' }, rng(4), ...dealTo('dealer'), payout(1, 60)]),
      findings: [{ rule: order, article, event: 13, seat: 1 }],
    },
    {
      name: 'a winner paid before the number was shown',
      hand: round([pg(1, 25), bonus(1, 4, 10), noMoreBets(), payout(1, 60), rng(4)]),
      findings: [{ rule: order, article, event: 4, seat: 1 }],
    },
  ],
});
