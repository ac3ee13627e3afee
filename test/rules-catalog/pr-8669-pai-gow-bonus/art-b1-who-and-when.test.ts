import { describe, expect, it } from 'vitest';
import { findingsOf, testRule } from '../../helpers/rule-tester.js';
import { A, RS, TABLE, bonus, cleanEvents, collect, dealTo, giveBack, noMoreBets, payout, pg, rng, round, withParams } from './hands.js';

const article = A('(B)(1)');

testRule(RS, 'bonus-needs-paigow-wager', {
  valid: [
    { name: 'a clean round (seat 2 on two numbers)', hand: round(cleanEvents()) },
    { name: 'the pai gow wager logged after the bonus chips, before the number', hand: round([bonus(1, 4, 10), pg(1, 25), noMoreBets(), rng(4), payout(1, 60)]) },
    { name: 'the same player on both wagers', hand: round([pg(1, 25, { player: 'P-9' }), bonus(1, 4, 10, { player: 'P-9' }), noMoreBets(), rng(4), payout(1, 60)]) },
  ],
  invalid: [
    {
      name: 'a bonus bet at a seat with no pai gow wager',
      hand: round([pg(1, 25), bonus(2, 4, 10), noMoreBets(), rng(4), payout(2, 60), ...dealTo('seat:1', 'dealer')]),
      findings: [{ rule: 'bonus-needs-paigow-wager', article, event: 2, seat: 2 }],
    },
    {
      name: 'the pai gow wager placed only after the number',
      hand: round([bonus(1, 4, 10), noMoreBets(), rng(4), pg(1, 25), payout(1, 60)]),
      findings: [{ rule: 'bonus-needs-paigow-wager', article, event: 1, seat: 1 }],
    },
    {
      name: 'a bonus bet by another player than the seat\'s pai gow player',
      hand: round([pg(1, 25, { player: 'P-1' }), bonus(1, 4, 10, { player: 'P-2' }), noMoreBets(), rng(4), payout(1, 60)]),
      findings: [{ rule: 'bonus-needs-paigow-wager', article, event: 2, seat: 1 }],
    },
  ],
});

testRule(withParams({ paigow_wager_required_by: 'bonus-bet' }), 'bonus-needs-paigow-wager', {
  valid: [{ name: 'strict order: the pai gow wager first', hand: round(cleanEvents()) }],
  invalid: [
    {
      name: 'strict order: the pai gow wager logged after the bonus chips',
      hand: round([bonus(1, 4, 10), pg(1, 25), noMoreBets(), rng(4), payout(1, 60)]),
      findings: [{ rule: 'bonus-needs-paigow-wager', article, event: 1, seat: 1 }],
    },
  ],
});

testRule(RS, 'bonus-before-rng', {
  valid: [
    { name: 'a clean round', hand: round(cleanEvents()) },
    { name: 'no "no more bets" logged: bets before the number', hand: round([pg(1, 25), bonus(1, 4, 10), rng(4), payout(1, 60)]) },
  ],
  invalid: [
    {
      name: 'a bonus bet after "no more bets"',
      hand: round([pg(1, 25), noMoreBets(), bonus(1, 4, 10), rng(4), payout(1, 60)]),
      findings: [{ rule: 'bonus-before-rng', article, event: 3, seat: 1 }],
    },
    {
      name: 'a bonus bet after the number (past-posting)',
      hand: round([pg(1, 25), noMoreBets(), rng(4), bonus(1, 4, 10), payout(1, 60)]),
      findings: [{ rule: 'bonus-before-rng', article, event: 4, seat: 1 }],
    },
    {
      name: 'a bonus bet after the deal began, with no number at all',
      hand: round([pg(1, 25), ...dealTo('seat:1').slice(0, 1), bonus(1, 4, 10)]),
      findings: [{ rule: 'bonus-before-rng', article, event: 3, seat: 1 }],
    },
  ],
});

testRule(withParams({ bonus_bets_close_at: 'rng' }), 'bonus-before-rng', {
  valid: [{ name: 'betting closes at the number: a bet after "no more bets" stands', hand: round([pg(1, 25), noMoreBets(), bonus(1, 4, 10), rng(4), payout(1, 60)]) }],
  invalid: [
    {
      name: 'betting closes at the number: a bet after it',
      hand: round([pg(1, 25), noMoreBets(), rng(4), bonus(1, 4, 10), payout(1, 60)]),
      findings: [{ rule: 'bonus-before-rng', article, event: 4, seat: 1 }],
    },
  ],
});

// Issue 17, class 12: a bonus bet placed after the number shows is void; a payout on it is money not owed.
testRule(RS, 'late-bonus-bet-void', {
  valid: [
    { name: 'a clean round', hand: round(cleanEvents()) },
    { name: 'the bet on 4 placed before the number, paid', hand: round([pg(1, 25), bonus(1, 4, 10), noMoreBets(), rng(4), payout(1, 60)]) },
    { name: 'a wager only partly placed after the number (10 before, 5 after) is not judged as void', hand: round([pg(1, 25), bonus(1, 4, 10), noMoreBets(), rng(4), bonus(1, 4, 5), payout(1, 60)]) },
  ],
  invalid: [
    {
      name: 'a bet on 4 placed after the generator showed 4, paid 6 to 1: 60 not owed',
      hand: round([pg(1, 25), noMoreBets(), rng(4), bonus(1, 4, 10), payout(1, 60)]),
      findings: [{ rule: 'late-bonus-bet-void', article, event: 5, seat: 1, expected: 0, actual: 60 }],
    },
    // Chips added after the number to a bet placed in time, settled with it as if staked in time (clause30-other's lead
    // 4): the ratio and the result applied right, the void chips settled. (B)(1)'s, where it was (B)(6)'s or (B)(4)'s.
    {
      name: '10 on 4 before the number, 5 more after it, paid 6 to 1 on 15 (90): 30 paid on void chips',
      hand: round([pg(1, 25), bonus(1, 4, 10), noMoreBets(), rng(4), bonus(1, 4, 5), payout(1, 90)]),
      findings: [{ rule: 'late-bonus-bet-void', article, event: 6, seat: 1, expected: 60, actual: 90 }],
    },
    {
      // The simulator's bonus-added-after-settlement: each part rounded on its own (5.50 up to 6, twice), not 2 at 5½ = 11.
      name: '1 on 4 at 5½ paid 6, 1 more after it paid 6 again: 6 paid on void chips',
      hand: round([pg(1, 25), bonus(1, 4, 1), noMoreBets(), rng(4), payout(1, 6), bonus(1, 4, 1), payout(1, 6)], { ...TABLE, bonus_payout: 5.5 }),
      findings: [{ rule: 'late-bonus-bet-void', article, event: 7, seat: 1, expected: 6, actual: 12 }],
    },
    {
      name: '10 on 2 before the number, 5 more after it, 4 drawn, 15 collected: the void 5 owed back',
      hand: round([pg(1, 25), bonus(1, 2, 10), noMoreBets(), rng(4), bonus(1, 2, 5), collect(1, 15)]),
      findings: [{ rule: 'late-bonus-bet-void', article, event: 6, seat: 1, expected: -10, actual: -15 }],
    },
  ],
});

describe('chips added after the number: the wager\'s other faults stay with their paragraph', () => {
  it('the same winner paid 80 (6 to 1 on neither 10 nor 15): (B)(6), against the 60 owed on the 10', () => {
    const f = findingsOf(RS, round([pg(1, 25), bonus(1, 4, 10), noMoreBets(), rng(4), bonus(1, 4, 5), payout(1, 80)])).filter((x) => x.category === 'payout');
    expect(f.map((x) => [x.rule, x.article, x.event])).toEqual([['bonus-payout-amount', A('(B)(6)'), 6]]);
  });
  it('the loser collected 10 and its late 5 handed back: right, only the late bet\'s procedure finding', () => {
    const f = findingsOf(RS, round([pg(1, 25), bonus(1, 2, 10), noMoreBets(), rng(4), bonus(1, 2, 5), collect(1, 10), giveBack(1, 5)]));
    expect(f.map((x) => [x.rule, x.article, x.event])).toEqual([['bonus-before-rng', article, 5]]);
  });
});

// (B)(1) admits the bonus bet «antes de activar el generador»; the «No más apuestas» that closes the betting before it
// is (B)(4)'s: the finding of a bet after the announcement says which paragraph it is in (docs/citations.md).
describe('bonus-before-rng: a bet after «no more bets» names the paragraph of the announcement', () => {
  it('cites (B)(1) for the bet and (B)(4) for the announcement, in es and en', () => {
    const found = findingsOf(RS, round([pg(1, 25), noMoreBets(), bonus(1, 4, 10), rng(4), payout(1, 60)])).filter((f) => f.rule === 'bonus-before-rng');
    expect(found.map((f) => [f.article, f.event])).toEqual([['Art. 10-10.15(B)(1)', 3]]);
    expect(found[0]!.message.en).toBe('Seat 1: bonus bet of USD 10.00 on number 4 placed after "no more bets" was announced (event 2); Art. 10-10.15(B)(1) admits it only until the generator is activated, and the «no more bets» announcement of (B)(4) closes the betting.');
    expect(found[0]!.message.es).toBe('Asiento 1: apuesta adicional de USD 10.00 al número 4 hecha después de anunciarse "No más apuestas" (evento 2); el Art. 10-10.15(B)(1) la admite solo hasta activar el generador, y el anuncio de «No más apuestas» del inciso (B)(4) cierra las apuestas.');
  });
});
