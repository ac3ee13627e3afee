import { testRule } from '../../helpers/rule-tester.js';
import { A, RS, bonus, cleanEvents, collect, dealTo, noMoreBets, payout, pg, rng, round } from './hands.js';

const article = A('(C)');

const rule = 'bonus-independent-of-paigow';

const pgSettle = (type: string, seat: number, amount: number, extra: Record<string, unknown> = {}) => ({ type, seat, spot: 'paigow', amount, ...extra });

testRule(RS, rule, {
  valid: [
    { name: 'a clean round', hand: round(cleanEvents()) },
    { name: 'the pai gow wager settled after the deal', hand: round([...cleanEvents(), pgSettle('collect', 1, 25), pgSettle('payout', 2, 50)]) },
    { name: 'no deal logged: the pai gow wager settled after the bonus settlements', hand: round([pg(1, 25), bonus(1, 3, 10), noMoreBets(), rng(4), collect(1, 10), pgSettle('collect', 1, 25)]) },
    { name: 'no bonus bet in the round', hand: round([pg(1, 25), noMoreBets(), rng(4), pgSettle('return', 1, 25), ...dealTo('seat:1', 'dealer')]) },
    // «las demás apuestas hechas por el jugador»: seat 2 made no bonus bet, so no bonus bet can have moved its wager.
    {
      name: 'another seat, with no bonus bet, has its pai gow wager returned between the number and the deal',
      hand: round([pg(1, 25), pg(2, 25), bonus(1, 4, 5), noMoreBets(), rng(4), payout(1, 30), pgSettle('return', 2, 25), ...dealTo('seat:1', 'dealer')]),
    },
  ],
  invalid: [
    {
      name: 'the pai gow wager collected with the losing bonus bet',
      hand: round([pg(1, 25), bonus(1, 3, 10), noMoreBets(), rng(4), collect(1, 10), pgSettle('collect', 1, 25), ...dealTo('seat:1', 'dealer')]),
      findings: [{ rule, article, event: 6, seat: 1 }],
    },
    {
      name: 'the pai gow wager paid with the winning bonus bet',
      hand: round([pg(1, 25), bonus(1, 4, 10), noMoreBets(), rng(4), payout(1, 60), pgSettle('payout', 1, 25), ...dealTo('seat:1', 'dealer')]),
      findings: [{ rule, article, event: 6, seat: 1 }],
    },
    {
      name: 'no deal logged: the pai gow wager collected among the bonus settlements',
      hand: round([pg(1, 25), pg(2, 25), bonus(1, 3, 10), bonus(2, 3, 10), noMoreBets(), rng(4), collect(1, 10), pgSettle('collect', 1, 25), collect(2, 10)]),
      findings: [{ rule, article, event: 8, seat: 1 }],
    },
    {
      name: 'the bonus seat\'s pai gow wager returned between the number and the deal, beside a seat with no bonus bet',
      hand: round([pg(1, 25), pg(2, 25), bonus(1, 4, 5), noMoreBets(), rng(4), payout(1, 30), pgSettle('return', 2, 25), pgSettle('return', 1, 25), ...dealTo('seat:1', 'dealer')]),
      findings: [{ rule, article, event: 8, seat: 1 }],
    },
    {
      name: 'a pai gow settlement naming a bonus number, after the deal',
      hand: round([...cleanEvents(), pgSettle('collect', 2, 50, { number: 3 })]),
      findings: [{ rule, article, event: 32, seat: 2 }],
    },
  ],
});
