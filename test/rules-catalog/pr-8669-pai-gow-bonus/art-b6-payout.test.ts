import { testRule } from '../../helpers/rule-tester.js';
import { A, RS, bonus, cleanEvents, collect, noMoreBets, payout, pg, rng, round, withParams } from './hands.js';

const article = A('(B)(6)');

const rule = 'bonus-payout-amount';

const at = (ratio: number | undefined) => ({ min_bet: 5, max_bet: 1000, ...(ratio === undefined ? {} : { bonus_payout: ratio }) });

/** Seat 1: pai gow 25, bonus `stake` on 4; the number 4; paid `paid`. The payout is event 5. */
const win = (stake: number, paid: number, ratio: number | undefined) =>
  round([pg(1, 25), bonus(1, 4, stake), noMoreBets(), rng(4), payout(1, paid)], at(ratio));

// (B)(7) «de manera que el pago de dicha apuesta no exceda el máximo correspondiente»: a bet accepted over the
// limit (bonus-limits reports it) may be paid the table's maximum (parameter bonus_payout_capped_at_max).
const capped = (stake: number, paid: number, table: Record<string, unknown>) =>
  round([pg(1, 25), bonus(1, 4, stake), noMoreBets(), rng(4), payout(1, paid)], { min_bet: 5, max_bet: 1000, bonus_payout: 6, ...table });

testRule(RS, rule, {
  valid: [
    { name: 'a clean round (6 to 1)', hand: round(cleanEvents()) },
    { name: '5.5 to 1 on 20 = 110 (the example)', hand: win(20, 110, 5.5) },
    { name: '5.5 to 1 on 3 = 16.50: 17, a half dollar rounded up (the usual practice)', hand: win(3, 17, 5.5) },
    { name: '5.5 to 1 on 1.50 = 8.25: 8', hand: win(1.5, 8, 5.5) },
    { name: '5.5 to 1 on 2.50 = 13.75: 14', hand: win(2.5, 14, 5.5) },
    { name: '5.75 to 1 on 3 = 17.25: 17', hand: win(3, 17, 5.75) },
    { name: '5.75 to 1 on 1 = 5.75: 6', hand: win(1, 6, 5.75) },
    { name: '6 to 1 on 1.25 = 7.50: 8', hand: win(1.25, 8, 6) },
    { name: 'no posted ratio: 5.5 to 1 is legal', hand: win(10, 55, undefined) },
    { name: 'no posted ratio: 6 to 1 is legal', hand: win(10, 60, undefined) },
    { name: 'a winner paid in two parts', hand: round([pg(1, 25), bonus(1, 4, 10), noMoreBets(), rng(4), payout(1, 50), payout(1, 10)]) },
  ],
  invalid: [
    { name: '5.5 to 1 on 3 = 16.50 paid 16: the half dollar rounded down, one dollar short', hand: win(3, 16, 5.5), findings: [{ rule, article, event: 5, seat: 1, expected: 17, actual: 16 }] },
    { name: '5.5 to 1 on 3 = 16.50 paid unrounded: half a dollar short of 17', hand: win(3, 16.5, 5.5), findings: [{ rule, article, event: 5, seat: 1, expected: 17, actual: 16.5 }] },
    { name: '6 to 1 on 2.75 = 16.50 paid 16: short of 17', hand: win(2.75, 16, 6), findings: [{ rule, article, event: 5, seat: 1, expected: 17, actual: 16 }] },
    { name: 'underpaid at 6 to 1', hand: win(10, 55, 6), findings: [{ rule, article, event: 5, seat: 1, expected: 60, actual: 55 }] },
    { name: 'overpaid at 6 to 1', hand: win(10, 70, 6), findings: [{ rule, article, event: 5, seat: 1, expected: 60, actual: 70 }] },
    { name: '8.25 paid unrounded: over the 8 owed, within 6 to 1 (9): a warning', hand: win(1.5, 8.25, 5.5), findings: [{ rule, article, event: 5, seat: 1, expected: 8, actual: 8.25, severity: 'warning' }] },
    { name: '13.75 rounded down to 13', hand: win(2.5, 13, 5.5), findings: [{ rule, article, event: 5, seat: 1, expected: 14, actual: 13 }] },
    { name: '17.25 rounded up to 18: 6 to 1, within the range: a warning', hand: win(3, 18, 5.75), findings: [{ rule, article, event: 5, seat: 1, expected: 17, actual: 18, severity: 'warning' }] },
    { name: '5.75 paid unrounded', hand: win(1, 5.75, 5.75), findings: [{ rule, article, event: 5, seat: 1, expected: 6, actual: 5.75 }] },
    { name: 'paid 6 to 1 where 5.5 is posted: the printed ratio broken, the range kept: a warning', hand: win(20, 120, 5.5), findings: [{ rule, article, event: 5, seat: 1, expected: 110, actual: 120, severity: 'warning' }] },
    { name: 'paid one dollar over 6 to 1 where 5.5 is posted: above the range, an error', hand: win(20, 121, 5.5), findings: [{ rule, article, event: 5, seat: 1, expected: 110, actual: 121 }] },
    { name: 'posted 5 to 1 (owed 5.5), paid 6 to 1: within the range, a warning', hand: win(10, 60, 5), findings: [{ rule, article, event: 5, seat: 1, expected: 55, actual: 60, severity: 'warning' }] },
    { name: '5.5 to 1 on 3 = 16.50, paid 18 (6 to 1): a warning', hand: win(3, 18, 5.5), findings: [{ rule, article, event: 5, seat: 1, expected: 17, actual: 18, severity: 'warning' }] },
    { name: '5.5 to 1 on 3 = 16.50, paid 19: over 6 to 1 (18), an error', hand: win(3, 19, 5.5), findings: [{ rule, article, event: 5, seat: 1, expected: 17, actual: 19 }] },
    { name: 'no posted ratio: under 5.5 to 1', hand: win(10, 50, undefined), findings: [{ rule, article, event: 5, seat: 1, expected: 55, actual: 50 }] },
    { name: 'no posted ratio: over 6 to 1', hand: win(10, 61, undefined), findings: [{ rule, article, event: 5, seat: 1, expected: 60, actual: 61 }] },
    { name: 'posted 5 to 1, paid as posted: owed 5.5', hand: win(10, 50, 5), findings: [{ rule, article, event: 5, seat: 1, expected: 55, actual: 50 }] },
    { name: 'posted 7 to 1, paid as posted: 6 at most', hand: win(10, 70, 7), findings: [{ rule, article, event: 5, seat: 1, expected: 60, actual: 70 }] },
  ],
});

// Issue 17, class 12: «se redondearán al dólar más cercano» asks for a whole dollar; 57.50 is none. With a half
// dollar rounded up (the default), 16.50 paid on a 16.50 owed 17 is bonus-payout-amount's underpayment, not this.
testRule(RS, 'bonus-payout-rounded-to-dollar', {
  valid: [
    { name: '16.50 paid 17', hand: win(3, 17, 5.5) },
    { name: '16.50 paid unrounded: an underpayment (bonus-payout-amount), not a rounding warning', hand: win(3, 16.5, 5.5) },
  ],
  invalid: [
    { name: 'no posted ratio: 57.50 on 10, inside 5.5-6 to 1 but no whole dollar', hand: win(10, 57.5, undefined), findings: [{ rule: 'bonus-payout-rounded-to-dollar', article, event: 5, seat: 1, expected: 58, actual: 57.5, severity: 'warning' }] },
  ],
});

// bonus_half_dollar_rounding "either": both nearest dollars of an exact half are accepted.
const either = withParams({ bonus_half_dollar_rounding: 'either' });
testRule(either, rule, {
  valid: [
    { name: 'either: 16.50 → 17', hand: win(3, 17, 5.5) },
    { name: 'either: 16.50 → 16, the other nearest dollar', hand: win(3, 16, 5.5) },
  ],
  invalid: [{ name: 'either: 16.50 paid 15', hand: win(3, 15, 5.5), findings: [{ rule, article, event: 5, seat: 1, expected: 16, actual: 15 }] }],
});
testRule(either, 'bonus-payout-rounded-to-dollar', {
  valid: [{ name: 'either: 16.50 paid 16', hand: win(3, 16, 5.5) }],
  invalid: [
    { name: 'either: 16.50 paid unrounded: a warning, against 17', hand: win(3, 16.5, 5.5), findings: [{ rule: 'bonus-payout-rounded-to-dollar', article, event: 5, seat: 1, expected: 17, actual: 16.5, severity: 'warning' }] },
  ],
});

testRule(withParams({ bonus_half_dollar_rounding: 'down' }), rule, {
  valid: [{ name: 'half down: 16.50 → 16', hand: win(3, 16, 5.5) }],
  invalid: [{ name: 'half down: 16.50 → 17 is an overpayment, within 6 to 1 (18): a warning', hand: win(3, 17, 5.5), findings: [{ rule, article, event: 5, seat: 1, expected: 16, actual: 17, severity: 'warning' }] }],
});

testRule(withParams({ bonus_payout_out_of_range: 'posted' }), rule, {
  valid: [{ name: 'judged at the posted ratio: 5 to 1', hand: win(10, 50, 5) }],
  invalid: [],
});

testRule(RS, 'bonus-payout-posted-in-range', {
  valid: [
    { name: 'posted 6', hand: win(10, 60, 6) },
    { name: 'posted 5.5', hand: win(10, 55, 5.5) },
    { name: 'nothing posted', hand: win(10, 60, undefined) },
    { name: 'posted 5 but no bonus bet in the round', hand: round([pg(1, 25), noMoreBets(), rng(4)], at(5)) },
  ],
  invalid: [
    { name: 'posted 5 to 1', hand: win(10, 55, 5), findings: [{ rule: 'bonus-payout-posted-in-range', article }] },
    { name: 'posted 6.5 to 1', hand: round([pg(1, 25), bonus(1, 2, 10), noMoreBets(), rng(4), collect(1, 10)], at(6.5)), findings: [{ rule: 'bonus-payout-posted-in-range', article }] },
  ],
});

testRule(RS, rule, {
  valid: [
    { name: '20 at 6 to 1 = 120 over a posted max_payout of 100: paid the 100 maximum', hand: capped(20, 100, { max_payout: 100 }) },
    { name: 'the same bet paid the full 120', hand: capped(20, 120, { max_payout: 100 }) },
    { name: 'no max_payout: 200 at 6 to 1 = 1200 paid the 1000 max_bet', hand: capped(200, 1000, {}) },
  ],
  invalid: [
    { name: 'over the cap and paid under it: owed the 100 maximum', hand: capped(20, 90, { max_payout: 100 }), findings: [{ rule, article, event: 5, seat: 1, expected: 100, actual: 90 }] },
    {
      name: 'over the cap and paid between the 100 maximum and the full 120: neither, judged against the maximum',
      hand: capped(20, 110, { max_payout: 100 }),
      findings: [{ rule, article, event: 5, seat: 1, expected: 100, actual: 110 }],
    },
    { name: 'under the cap: the ratio still governs', hand: capped(10, 50, { max_payout: 100 }), findings: [{ rule, article, event: 5, seat: 1, expected: 60, actual: 50 }] },
  ],
});

testRule(withParams({ bonus_payout_capped_at_max: false }), rule, {
  valid: [{ name: 'cap off: the full 120', hand: capped(20, 120, { max_payout: 100 }) }],
  invalid: [{ name: 'cap off: the 100 maximum is short of 120', hand: capped(20, 100, { max_payout: 100 }), findings: [{ rule, article, event: 5, seat: 1, expected: 120, actual: 100 }] }],
});

// (B)(6) «no menor de 5½ a 1 y no mayor de 6 a 1, y a tenor con las proporciones de pago impresas»: above the printed
// ratio but within the range is a warning (parameter bonus_overpaid_within_legal_ratio); (B)(7)'s maximum still binds.
testRule(RS, rule, {
  valid: [],
  invalid: [
    { name: 'posted 5.5, max_payout 115: 115 on 20 (6 to 1 = 120) is within the range and the maximum: a warning', hand: capped(20, 115, { bonus_payout: 5.5, max_payout: 115 }), findings: [{ rule, article, event: 5, seat: 1, expected: 110, actual: 115, severity: 'warning' }] },
    { name: 'posted 5.5, max_payout 112: 115 on 20 passes the maximum: an error', hand: capped(20, 115, { bonus_payout: 5.5, max_payout: 112 }), findings: [{ rule, article, event: 5, seat: 1, expected: 110, actual: 115 }] },
  ],
});

testRule(withParams({ bonus_overpaid_within_legal_ratio: 'error' }), rule, {
  valid: [],
  invalid: [{ name: '"error": paid 6 to 1 where 5.5 is posted is an error', hand: win(20, 120, 5.5), findings: [{ rule, article, event: 5, seat: 1, expected: 110, actual: 120 }] }],
});
