import { potLuckBlackJack as rs } from '../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { act, bet, deal, hole, pay, potLuck, reveal, take } from '../../helpers/bj.js';
import { findingsOf, testRule } from '../../helpers/rule-tester.js';
import { describe, expect, it } from 'vitest';
import { judgeHand } from '../../../audit/judge.js';
import { toRecord } from '../../helpers/hand.js';
import type { Ruleset } from '../../../rules-catalog/framework/types.js';
import { writeFiles } from '../../helpers/audit-files.js';
import { replayOf } from '../../helpers/replay.js';

// Art. 18º names one winner («aquel jugador que hubiera obtenido la mayor puntuación») and is silent on ties:
// seats 1 and 2 tie on 19; the pool 10 + 10 + 10.01 = 30.01 less 5 % (1.50, rounded down) leaves 28.51, which
// does not split evenly: 14.25 each and a cent over. Events are 1-based: the awards are events 23 and 24.
const POOL = { type: 'commission', spot: 'pool', amount: 1.5 };

const award = (seat: number, amount: number) => ({ type: 'pool_award', seat, amount });

const tied = (a1: number, a2: number) => potLuck([
  bet(1, 100), bet(1, 10, 'pool'), bet(2, 100), bet(2, 10, 'pool'), bet(3, 100), bet(3, 10.01, 'pool'),
  deal('seat:1', 'Th'), deal('seat:2', 'Td'), deal('seat:3', 'Tc'), deal('dealer', '7c'),
  deal('seat:1', '9h'), deal('seat:2', '9d'), deal('seat:3', '8c'), hole('Ts'),
  act(1, 'stand'), act(2, 'stand'), act(3, 'stand'), reveal('Ts'), pay(1, 100), pay(2, 100), pay(3, 100),
  POOL, award(1, a1), award(2, a2),
]);

testRule(rs, 'pool-award', {
  valid: [
    { name: 'the odd cent to the lowest tied seat: 14.26 and 14.25', hand: tied(14.26, 14.25) },
    { name: 'the odd cent to the other tied seat: 14.25 and 14.26', hand: tied(14.25, 14.26) },
  ],
  invalid: [
    {
      name: 'both paid 14.25: the cent withheld (judged against the lowest seat getting it)',
      hand: tied(14.25, 14.25),
      findings: [{ rule: 'pool-award', article: 'Art. 18º', event: 23, seat: 1, expected: 14.26, actual: 14.25 }],
    },
    {
      name: 'uneven beyond the cent: 15.26 and 13.25',
      hand: tied(15.26, 13.25),
      findings: [
        { rule: 'pool-award', article: 'Art. 18º', event: 23, seat: 1, expected: 14.26, actual: 15.26 },
        { rule: 'pool-award', article: 'Art. 18º', event: 24, seat: 2, expected: 14.25, actual: 13.25 },
      ],
    },
    {
      // oracle14: the odd cent went to seat 2, lawfully; seat 1 was paid a unit short. Only seat 1 is owed, 1.00: the
      // figure owed leaves the odd cent where the table put it (before, seat 1 was owed 1.01 and seat 2 over-paid 0.01).
      name: 'the odd cent to seat 2 and seat 1 a unit short: seat 1 owed 1.00, seat 2 not reported',
      hand: tied(13.25, 14.26),
      findings: [{ rule: 'pool-award', article: 'Art. 18º', event: 23, seat: 1, expected: 14.25, actual: 13.25 }],
    },
  ],
});

testRule(rs, 'pool-bet-after-dealing', {
  valid: [{ name: 'pool bets before the cards', hand: potLuck([bet(1, 100), bet(1, 10, 'pool'), deal('seat:1', 'Th'), deal('dealer', '9c'), deal('seat:1', '9d'), hole('8s'), act(1, 'stand'), reveal('8s'), pay(1, 100), { type: 'pool_award', seat: 1, amount: 9.5 }, { type: 'commission', spot: 'pool', amount: 0.5 }]) }],
  invalid: [{
    name: 'a pool bet by the seat holding 20, after the mandatory dealing',
    hand: potLuck([bet(1, 100), deal('seat:1', 'Th'), deal('dealer', '9c'), deal('seat:1', 'Td'), hole('8s'), bet(1, 10, 'pool'), act(1, 'stand'), reveal('8s'), pay(1, 100)]),
    findings: [{ rule: 'pool-bet-after-dealing', article: 'Art. 18º', event: 6, seat: 1 }],
  }],
});

testRule(rs, 'pool-award', {
  valid: [
    {
      name: 'a tie for the pool splits the award; the odd cent to the lower seat',
      hand: potLuck([bet(1, 10), bet(1, 10, 'pool'), bet(2, 10), bet(2, 10, 'pool'), bet(3, 10), bet(3, 10.01, 'pool'),
        deal('seat:1', 'Th'), deal('seat:2', '9h'), deal('seat:3', '2d'), deal('dealer', '7d'), deal('seat:1', '9c'), deal('seat:2', 'Ts'), deal('seat:3', '3s'), hole('Th'),
        act(1, 'stand'), act(2, 'stand'), act(3, 'stand'), reveal('Th'), pay(1, 10), pay(2, 10), take(3, 10),
        { type: 'commission', spot: 'pool', amount: 1.5 }, { type: 'pool_award', seat: 1, amount: 14.26 }, { type: 'pool_award', seat: 2, amount: 14.25 }]),
    },
  ],
  invalid: [
    {
      name: 'the pool paid on the final total instead of the first two cards',
      hand: potLuck([bet(1, 10), bet(1, 10, 'pool'), bet(2, 10), bet(2, 10, 'pool'),
        deal('seat:1', 'Th'), deal('seat:2', '5h'), deal('dealer', '7d'), deal('seat:1', '8c'), deal('seat:2', '6s'), hole('Th'),
        act(1, 'stand'), act(2, 'hit'), deal('seat:2', 'Ts'), reveal('Th'), pay(1, 10), pay(2, 10),
        { type: 'commission', spot: 'pool', amount: 1 }, { type: 'pool_award', seat: 2, amount: 19 }]),
      findings: [
        { rule: 'pool-award', article: 'Art. 18º', event: 18, seat: 1, expected: 19, actual: 0 },
        { rule: 'pool-award', article: 'Art. 18º', event: 18, seat: 2, expected: 0, actual: 19 },
      ],
    },
  ],
});

// «...menos un porcentaje equivalente hasta el cinco por ciento como máximo»: a commission kept below the posted 5 %
// (none at all: the whole pool 20.00 to seat 1) is allowed by the article, so the award over the posted table's is a
// warning, still reported; over the whole pool it is an error. Seat 1 wins the pool on 19 against 11; events 1-based.
const soloPool = (settle: Record<string, unknown>[]) => potLuck([bet(1, 10), bet(1, 10, 'pool'), bet(2, 10), bet(2, 10, 'pool'),
  deal('seat:1', 'Th'), deal('seat:2', '5h'), deal('dealer', '7d'), deal('seat:1', '9c'), deal('seat:2', '6s'), hole('Th'),
  act(1, 'stand'), act(2, 'stand'), reveal('Th'), pay(1, 10), take(2, 10), ...settle]);

testRule(rs, 'pool-award', {
  valid: [{ name: 'the posted 5 % kept: 19.00 to the winner', hand: soloPool([{ type: 'commission', spot: 'pool', amount: 1 }, award(1, 19)]) }],
  invalid: [
    {
      name: 'no commission kept, the whole pool paid: over the posted table, within the article (a warning)',
      hand: soloPool([award(1, 20)]),
      findings: [{ rule: 'pool-award', article: 'Art. 18º', event: 16, seat: 1, expected: 19, actual: 20, severity: 'warning' }],
    },
    {
      name: 'more than the whole pool paid: an error',
      hand: soloPool([award(1, 21)]),
      findings: [{ rule: 'pool-award', article: 'Art. 18º', event: 16, seat: 1, expected: 19, actual: 21 }],
    },
    {
      name: 'short of the posted award: an error',
      hand: soloPool([{ type: 'commission', spot: 'pool', amount: 1 }, award(1, 18)]),
      findings: [{ rule: 'pool-award', article: 'Art. 18º', event: 17, seat: 1, expected: 19, actual: 18 }],
    },
    {
      name: 'a 10 % commission kept (2.00) and the rest paid: the winner\'s 1.00 is owed through the award, once',
      hand: soloPool([{ type: 'commission', spot: 'pool', amount: 2 }, award(1, 18)]),
      findings: [{ rule: 'pool-award', article: 'Art. 18º', event: 17, seat: 1, expected: 19, actual: 18 }],
    },
  ],
});

// «hasta el cinco por ciento como máximo»: a commission kept above 5 % of the pool (20.00: at most 1.00) is reported
// at the commission, as a procedure finding; the money it takes from the winner is pool-award's (above).
testRule(rs, 'pool-commission-kept', {
  valid: [
    { name: 'the 5 % kept', hand: soloPool([{ type: 'commission', spot: 'pool', amount: 1 }, award(1, 19)]) },
    { name: 'less than 5 % kept', hand: soloPool([{ type: 'commission', spot: 'pool', amount: 0.5 }, award(1, 19.5)]) },
    { name: 'no commission', hand: soloPool([award(1, 20)]) },
  ],
  invalid: [
    {
      name: '2.00 kept on a pool of 20.00',
      hand: soloPool([{ type: 'commission', spot: 'pool', amount: 2 }, award(1, 18)]),
      findings: [{ rule: 'pool-commission-kept', article: 'Art. 18º', event: 16 }],
    },
    {
      name: 'two commissions that add up to 1.50',
      hand: soloPool([{ type: 'commission', spot: 'pool', amount: 1 }, { type: 'commission', spot: 'pool', amount: 0.5 }, award(1, 18.5)]),
      findings: [{ rule: 'pool-commission-kept', article: 'Art. 18º', event: 17 }],
    },
  ],
});

// Interpretation pool_winner_among: seat 3 holds the best two cards (20) but bet nothing on the pool; of the pool
// bettors seat 2 (19) has the highest score: pool 20, commission 5 % = 1, award 19.
const poolBettors = (awardSeat: number) => potLuck([bet(1, 100), bet(1, 10, 'pool'), bet(2, 100), bet(2, 10, 'pool'), bet(3, 100),
  deal('seat:1', 'Ts'), deal('seat:2', 'Th'), deal('seat:3', 'Kd'), deal('dealer', '9d'), deal('seat:1', '7s'), deal('seat:2', '9h'), deal('seat:3', 'Qd'), hole('7c'),
  act(1, 'stand'), act(2, 'stand', { seat: 2 }), act(3, 'stand', { seat: 3 }), reveal('7c'), deal('dealer', '2c'),
  take(1, 100), pay(2, 100, { seat: 2 }), pay(3, 100, { seat: 3 }), { type: 'commission', spot: 'pool', amount: 1 }, { type: 'pool_award', seat: awardSeat, amount: 19 }]);
testRule(rs, 'pool-award', {
  valid: [{ name: 'the highest score among the pool bettors wins, not a higher box that did not bet', hand: poolBettors(2) }],
  invalid: [
    {
      name: 'awarded to the box with the best cards, which did not bet on the pool',
      hand: poolBettors(3),
      findings: [
        { rule: 'pool-award', article: 'Art. 18º', event: 23, seat: 2, expected: 19, actual: 0 },
        { rule: 'pool-award', article: 'Art. 18º', event: 23, seat: 3, expected: 0, actual: 19 },
      ],
    },
  ],
});

// Money settled on the pool to a seat that placed no pool bet is settled on nothing: judged against 0, whether
// an award, a payout, a collection or a "return", and whether or not anyone else bet on the pool.
/** Seat 1 (100 on the box, T 9 = 19) against the dealer's 9 8: stood (6), revealed (7), paid 100 (8); `extra` from event 9. */
const noPool = (extra: Record<string, unknown>[], poolBet = false) => potLuck([
  bet(1, 100), ...(poolBet ? [bet(1, 10, 'pool'), bet(2, 10, 'pool')] : []), deal('seat:1', 'Th'), deal('dealer', '9c'), deal('seat:1', '9d'), hole('8s'),
  act(1, 'stand'), reveal('8s'), pay(1, 100), ...extra,
]);
testRule(rs, 'pool-award', {
  valid: [{ name: 'no pool bet and nothing settled on the pool', hand: noPool([]) }],
  invalid: [
    {
      name: 'nobody bet on the pool: seat 1 awarded 10 from it',
      hand: noPool([{ type: 'pool_award', seat: 1, amount: 10 }]),
      findings: [{ rule: 'pool-award', article: 'Art. 18º', event: 9, seat: 1, expected: 0, actual: 10 }],
    },
    {
      name: 'nobody bet on the pool: 10 collected from seat 1 on the pool',
      hand: noPool([{ type: 'collect', seat: 1, spot: 'pool', amount: 10 }]),
      findings: [{ rule: 'pool-award', article: 'Art. 18º', event: 9, seat: 1, expected: 0, actual: -10 }],
    },
    {
      name: 'seats 1 and 2 bet on the pool, seat 1 awarded 19; seat 3, which bet nothing anywhere, paid 10 on the pool',
      hand: noPool([{ type: 'commission', spot: 'pool', amount: 1 }, { type: 'pool_award', seat: 1, amount: 19 }, { type: 'payout', seat: 3, spot: 'pool', amount: 10 }], true),
      findings: [{ rule: 'pool-award', article: 'Art. 18º', event: 13, seat: 3, expected: 0, actual: 10 }],
    },
  ],
});

// A maximum with decimals is read exactly: 4.1 % of a pool of 20.00 is 0.82 (4.1 × 100 in binary is 409.99…, which
// would have made the maximum 0.81 and accused a table that kept exactly the maximum).
const maxOf = (pct: number): Ruleset => ({ ...rs, parameters: { ...rs.parameters, max_pool_commission_pct: { ...rs.parameters['max_pool_commission_pct']!, value: pct } } });
testRule(maxOf(4.1), 'pool-commission-kept', {
  valid: [{ name: '0.82 kept at a 4.1 % maximum', hand: soloPool([{ type: 'commission', spot: 'pool', amount: 0.82 }, award(1, 19.18)]) }],
  invalid: [{ name: '0.83 kept at a 4.1 % maximum', hand: soloPool([{ type: 'commission', spot: 'pool', amount: 0.83 }, award(1, 19.17)]), findings: [{ rule: 'pool-commission-kept', article: 'Art. 18º', event: 16 }] }],
});

// A box left short a card in the mandatory dealing (its second card went to the next box; deal-order reports it):
// play begins all the same, with the boxes holding what the dealing gave them. Seat 1 holds the 10 alone, seat 2
// 9 + 8 = 17: the pool (20.00 less 5 %, 19.00) is seat 2's. Found by the review8-bj mutation run, where the pool of such
// a hand went unjudged, whoever got it. Events 1-based: the award is event 16.
const shortBox = (awardTo: number) => potLuck([bet(1, 10), bet(1, 10, 'pool'), bet(2, 10), bet(2, 10, 'pool'),
  deal('seat:1', 'Th'), deal('seat:2', '9d'), deal('dealer', '7d'), deal('seat:2', '8c'), hole('Ts'),
  act(1, 'hit'), deal('seat:1', 'Qs'), act(1, 'stand'), act(2, 'stand'), reveal('Ts'),
  { type: 'commission', spot: 'pool', amount: 1 }, { type: 'pool_award', seat: awardTo, amount: 19 }, pay(1, 10), take(2, 10)]);

// A stray decision recorded in the middle of the mandatory dealing, before the dealer's hole card: the boxes' second
// cards come after it and are still of the dealing (seat 1: 9 + 10 = 19 wins against seat 2's 10 + 8, though seat 2
// held the higher card when the decision was recorded).
const strayDecision = potLuck([bet(1, 10), bet(1, 10, 'pool'), bet(2, 10), bet(2, 10, 'pool'),
  deal('seat:1', '9h'), deal('seat:2', 'Td'), deal('dealer', '7d'), act(2, 'stand'), deal('seat:1', 'Tc'), deal('seat:2', '8c'), hole('Ts'),
  act(1, 'stand'), act(2, 'stand'), reveal('Ts'),
  { type: 'commission', spot: 'pool', amount: 1 }, { type: 'pool_award', seat: 1, amount: 19 }, pay(1, 10), take(2, 10)]);

testRule(rs, 'pool-award', {
  valid: [
    { name: 'a box left short a card: the pool to the highest of the cards dealt (seat 2 on 17)', hand: shortBox(2) },
    { name: 'a decision recorded in the middle of the mandatory dealing: the pool to the highest of its two cards each', hand: strayDecision },
  ],
  invalid: [
    {
      name: 'a box left short a card, the pool to it (seat 1 on the 10 alone, later 20 with the hit)',
      hand: shortBox(1),
      findings: [
        { rule: 'pool-award', article: 'Art. 18º', event: 16, seat: 1, expected: 0, actual: 19 },
        { rule: 'pool-award', article: 'Art. 18º', event: 16, seat: 2, expected: 19, actual: 0 },
      ],
    },
  ],
});

// A stray decision in round two of the mandatory dealing by a box that holds its two cards (seat 1 «hits», event 12),
// while seat 3 still waits for its second card and the dealer for his hole card: the dealing goes on and ends with
// the hole card (event 14); the pool is decided on each box's two cards, seat 1's 19 against seat 2's 18. Found by
// the review8-bj mutation run, where the pool of such a hand went unjudged.
const strayInRoundTwo = (awardTo: number) => potLuck([bet(1, 10), bet(1, 10, 'pool'), bet(2, 10), bet(2, 10, 'pool'), bet(3, 10),
  deal('seat:1', '9h'), deal('seat:2', 'Td'), deal('seat:3', '5c'), deal('dealer', '7d'), deal('seat:1', 'Tc'), deal('seat:2', '8c'), act(1, 'hit'),
  deal('seat:3', '9s'), hole('Ts'), act(1, 'stand'), act(2, 'stand'), act(3, 'stand'), reveal('Ts'),
  { type: 'commission', spot: 'pool', amount: 1 }, { type: 'pool_award', seat: awardTo, amount: 19 }, pay(1, 10), pay(2, 10), take(3, 10)]);

testRule(rs, 'pool-award', {
  valid: [{ name: 'a stray decision in round two: the pool to the highest two cards (seat 1 on 19)', hand: strayInRoundTwo(1) }],
  invalid: [{
    name: 'a stray decision in round two: the pool to seat 2 on 18',
    hand: strayInRoundTwo(2),
    findings: [
      { rule: 'pool-award', article: 'Art. 18º', event: 20, seat: 1, expected: 19, actual: 0 },
      { rule: 'pool-award', article: 'Art. 18º', event: 20, seat: 2, expected: 0, actual: 19 },
    ],
  }],
});

// Art. 18º «El explotador deberá exhibir en cada mesa el porcentaje que cobra como comisión», «hasta el cinco por
// ciento como máximo»: the posting is a fact of the table, judged when it first shows and again each time the
// table posts another. It was judged once per table and run, whatever the table posted: a table posting 5 % on its
// first hand and 6 % on a later one (each hand's inline table) had the 6 % never reported.
describe('pool-commission-posted over a run', () => {
  const posting = (pct: number | undefined, id: string) => {
    const table: Record<string, unknown> = { decks: 6, min_bet: 10, max_bet: 2000, max_splits: 3 };
    if (pct !== undefined) table['pool_commission_pct'] = pct;
    return potLuck([bet(1, 100), bet(1, 10, 'pool'), deal('seat:1', 'Th'), deal('dealer', '9c'), deal('seat:1', '9d'), hole('8s'),
      act(1, 'stand'), reveal('8s'), pay(1, 100), { type: 'commission', spot: 'pool', amount: 0.5 }, { type: 'pool_award', seat: 1, amount: 9.5 }], table, id);
  };
  const judged = (pcts: (number | undefined)[]) => {
    const runStates = new Map();
    return pcts.map((pct, i) => {
      const out = judgeHand(toRecord(posting(pct, `H-${i}`)), rs, runStates);
      if (out.kind !== 'audited') throw new Error('not audited');
      return out.findings.filter((f) => f.rule === 'pool-commission-posted').map((f) => `${f.severity} ${f.message.en}`);
    });
  };

  it('a table posting 5 % and then 6 %: the 6 % reported on the hand that posts it', () => {
    expect(judged([5, 6])).toEqual([[], ['error Table T posts a pool-bet commission of 6 %; Art. 18º allows at most 5 %.']]);
  });

  it('the same posting over many hands reported once; again when the table posts another or stops posting one', () => {
    const f = judged([6, 6, 5, 6, 7, 7, undefined, undefined]);
    expect(f.map((x) => x.length)).toEqual([1, 0, 0, 1, 1, 0, 1, 0]);
    expect(f[4]![0]).toBe('error Table T posts a pool-bet commission of 7 %; Art. 18º allows at most 5 %.');
    expect(f[6]![0]).toBe('warning Table T takes pool bets with no commission posted in its configuration (Art. 18º requires posting it).');
  });
});

// review10: the figure owed named the winners by a bare number, «winner on 19: 2», «ganador con 19: 2».
describe('the pool finding names the winning seats', () => {
  it('one winner: «winner on 19: seat 2», «ganador con 19: el asiento 2»', () => {
    const hand = potLuck([
      bet(1, 100), bet(1, 10, 'pool'), bet(2, 100), bet(2, 10, 'pool'),
      deal('seat:1', '5h'), deal('seat:2', 'Th'), deal('dealer', '9c'), deal('seat:1', '6d'), deal('seat:2', '9d'), hole('8s'),
      act(1, 'hit'), deal('seat:1', 'Tc'), act(1, 'stand'), act(2, 'stand'), reveal('8s'), pay(1, 100), pay(2, 100),
      { type: 'commission', spot: 'pool', amount: 1 }, award(1, 19),
    ]);
    const found = findingsOf(rs, hand).filter((f) => f.rule === 'pool-award');
    expect(found.map((f) => [f.event, f.seat])).toEqual([[19, 1], [19, 2]]);
    expect(found[1]!.message.en).toBe('Pool bet: seat 2 received 0.00; it is owed 19.00 (pool 20.00, commission 1.00, winner on 19: seat 2) (Art. 18º).');
    expect(found[1]!.message.es).toBe('Pool bet: el asiento 2 recibió 0.00; le corresponden 19.00 (pozo 20.00, comisión 1.00, ganador con 19: el asiento 2) (Art. 18º).');
  });
  it('tied winners: «winners on 19: seats 1, 2», «ganadores con 19: los asientos 1, 2»', () => {
    const found = findingsOf(rs, tied(14.25, 14.25));
    expect(found[0]!.message.en).toContain('winners on 19: seats 1, 2)');
    expect(found[0]!.message.es).toContain('ganadores con 19: los asientos 1, 2)');
  });
});

// Art. 18º: the pool is «el monto apostado por todos los jugadores al pool bet» when the mandatory dealing concludes;
// a pool bet placed after it is not in the pool (pool-bet-after-dealing), so it is handed back whole. Seat 1 (20, with
// 10 on the pool) wins it; seat 2 puts 10 on the pool after the dealing (event 8). The pool is 10, less 5 %: 9.50.
const latePool = (tail: Record<string, unknown>[]) => potLuck([
  bet(1, 100), bet(1, 10, 'pool'), bet(2, 100),
  deal('seat:1', 'Th'), deal('seat:2', '9h'), deal('dealer', '7c'), deal('seat:1', 'Td'), deal('seat:2', '8d'), hole('Ts'),
  bet(2, 10, 'pool'), act(1, 'stand'), act(2, 'stand'), reveal('Ts'), pay(1, 100), take(2, 100),
  ...tail,
]);

testRule(rs, 'pool-award', {
  valid: [
    { name: 'the late pool bet handed back whole, the pool awarded without it', hand: latePool([{ type: 'return', seat: 2, spot: 'pool', amount: 10 }, { type: 'commission', spot: 'pool', amount: 0.5 }, award(1, 9.5)]) },
    { name: 'the late pool bet left alone (no settlement), the pool awarded without it: not judged', hand: latePool([{ type: 'commission', spot: 'pool', amount: 0.5 }, award(1, 9.5)]) },
  ],
  invalid: [
    {
      name: 'the late pool bet shared out with the pool: the winner over-paid, the late bettor owed his 10',
      hand: latePool([{ type: 'commission', spot: 'pool', amount: 1 }, award(1, 19)]),
      findings: [
        { rule: 'pool-award', article: 'Art. 18º', event: 17, seat: 1, expected: 9.5, actual: 19 },
        { rule: 'pool-award', article: 'Art. 18º', event: 17, seat: 2, expected: 0, actual: -10 },
      ],
    },
    {
      name: 'shared out with the pool and 4 handed back: 6 owed',
      hand: latePool([{ type: 'return', seat: 2, spot: 'pool', amount: 4 }, { type: 'commission', spot: 'pool', amount: 0.7 }, award(1, 15.3)]),
      findings: [
        { rule: 'pool-award', article: 'Art. 18º', event: 18, seat: 1, expected: 9.5, actual: 15.3 },
        { rule: 'pool-award', article: 'Art. 18º', event: 18, seat: 2, expected: 0, actual: -6 },
      ],
    },
  ],
});

describe('a late pool bet shared out with the pool (pool-award), in both languages', () => {
  it('says the stake is not in the pool and is owed back, with the pool and what was paid out', () => {
    const f = findingsOf(rs, latePool([{ type: 'commission', spot: 'pool', amount: 1 }, award(1, 19)])).filter((x) => x.seat === 2 && x.rule === 'pool-award');
    expect(f).toHaveLength(1);
    expect(f[0]!.owed_to_player).toBe(1000);
    expect(f[0]!.message.es).toBe('Pool bet: el asiento 2 apostó 10.00 al pool bet después de concluida la entrega obligatoria: no entra en el pozo (Art. 18º) y se le devuelve entero; la mesa lo repartió con el pozo (pagó 20.00 de un pozo de 10.00); debido al jugador 10.00.');
    expect(f[0]!.message.en).toBe('Pool bet: seat 2 bet 10.00 on the pool after the mandatory dealing had concluded: it is not in the pool (Art. 18º) and is handed back whole; the table shared it out with the pool (it paid out 20.00 of a pool of 10.00); owed to the player 10.00.');
  });
});

// review12: a late pool stake the table did not share out with the pool (it paid out no more than the pool) but settled
// by a return or a collection was not judged: a short return, a return of nothing or a collection kept the player's
// chips with no finding, and a return of more than the stake gave the house's money away unreported. The log shows
// what became of them, so they are judged as a return of any other stake: what was not handed back is owed. On the
// latePool hand (events 1-based) the tail begins at event 16; the pool is 10 less 5 %: 9.50 to seat 1.
const poolSpot = (type: string, seat: number, amount: number) => ({ type, seat, spot: 'pool', amount });
const awardTail = [{ type: 'commission', spot: 'pool', amount: 0.5 }, award(1, 9.5)];
testRule(rs, 'pool-award', {
  valid: [
    { name: 'the late stake collected, then handed back whole', hand: latePool([poolSpot('collect', 2, 10), poolSpot('return', 2, 10), ...awardTail]) },
  ],
  invalid: [
    {
      name: 'half of the late stake handed back: 5 owed',
      hand: latePool([poolSpot('return', 2, 5), ...awardTail]),
      findings: [{ rule: 'pool-award', article: 'Art. 18º', event: 16, seat: 2, expected: 0, actual: -5 }],
    },
    {
      name: 'a return of nothing: the whole 10 owed',
      hand: latePool([poolSpot('return', 2, 0), ...awardTail]),
      findings: [{ rule: 'pool-award', article: 'Art. 18º', event: 16, seat: 2, expected: 0, actual: -10 }],
    },
    {
      name: 'the late stake collected: 10 owed',
      hand: latePool([poolSpot('collect', 2, 10), ...awardTail]),
      findings: [{ rule: 'pool-award', article: 'Art. 18º', event: 16, seat: 2, expected: 0, actual: -10 }],
    },
    {
      name: '15 handed back on a late stake of 10: 5 over, owed by the player',
      hand: latePool([poolSpot('return', 2, 15), ...awardTail]),
      findings: [{ rule: 'pool-award', article: 'Art. 18º', event: 16, seat: 2, expected: 0, actual: 5 }],
    },
  ],
});

describe('a late pool stake settled short, in both languages', () => {
  it('says what the table did with it and what is owed', () => {
    const short = findingsOf(rs, latePool([poolSpot('return', 2, 5), ...awardTail])).filter((x) => x.rule === 'pool-award');
    expect(short).toHaveLength(1);
    expect(short[0]!.owed_to_player).toBe(500);
    expect(short[0]!.message.es).toBe('Pool bet: el asiento 2 apostó 10.00 al pool bet después de concluida la entrega obligatoria: no entra en el pozo (Art. 18º) y se le devuelve entero; la mesa devolvió 5.00; debido al jugador 5.00.');
    expect(short[0]!.message.en).toBe('Pool bet: seat 2 bet 10.00 on the pool after the mandatory dealing had concluded: it is not in the pool (Art. 18º) and is handed back whole; the table handed back 5.00; owed to the player 5.00.');
    const taken = findingsOf(rs, latePool([poolSpot('collect', 2, 10), ...awardTail])).filter((x) => x.rule === 'pool-award');
    expect(taken[0]!.message.es).toContain('; la mesa cobró 10.00; debido al jugador 10.00.');
    expect(taken[0]!.message.en).toContain('; the table collected 10.00; owed to the player 10.00.');
    const none = findingsOf(rs, latePool([poolSpot('return', 2, 0), ...awardTail])).filter((x) => x.rule === 'pool-award');
    expect(none[0]!.message.es).toContain('; la mesa no devolvió nada; debido al jugador 10.00.');
    expect(none[0]!.message.en).toContain('; the table handed back nothing; owed to the player 10.00.');
  });
});

// loose17: a late stake handed back and then collected again (or collected twice over) took the player's own money on
// the pool beyond the chips he had there; the finding read «seat 2 received -10.00», a negative «received» no
// inspector can use. It says what the table took, and what is owed from the pool.
describe('money taken on the pool beyond the seat\'s chips: worded as taken, both languages', () => {
  it('the late 10 handed back, then 10 collected: the table took 10.00 of the player\'s own (event 17), owed 10.00', () => {
    const f = findingsOf(rs, latePool([poolSpot('return', 2, 10), poolSpot('collect', 2, 10), ...awardTail])).filter((x) => x.rule === 'pool-award');
    expect(f.map((x) => [x.event, x.seat, x.expected, x.actual, x.owed_to_player])).toEqual([[17, 2, 0, -1000, 1000]]);
    expect(f[0]!.message.en).toBe('Pool bet: the table took 10.00 from seat 2 on the pool beyond the chips it had staked there; it is owed 0.00 from the pool (pool 10.00, commission 0.50, winner on 20: seat 1) (Art. 18º).');
    expect(f[0]!.message.es).toBe('Pool bet: la mesa tomó al asiento 2 10.00 en el pool además de las fichas que tenía apostadas allí; le corresponden 0.00 del pozo (pozo 10.00, comisión 0.50, ganador con 20: el asiento 1) (Art. 18º).');
    for (const x of f) expect(`${x.message.en} ${x.message.es}`).not.toMatch(/-\d/);
  });
  it('the late 10 collected as 20: its 10 owed back and the 10 more taken, in one finding (clause17: its net, 20)', () => {
    const f = findingsOf(rs, latePool([poolSpot('collect', 2, 20), ...awardTail])).filter((x) => x.rule === 'pool-award');
    expect(f.map((x) => [x.event, x.seat, x.expected, x.actual, x.owed_to_player])).toEqual([[16, 2, 0, -2000, 2000]]);
    expect(f.map((x) => x.message.en)).toEqual([
      'Pool bet: seat 2 had 10.00 taken on the pool beyond the chips it had staked there; it is owed 0.00 from the pool (pool 10.00, commission 0.50, winner on 20: seat 1); it also bet 10.00 on the pool after the mandatory dealing had concluded, which is not in the pool (Art. 18º) and is handed back whole: the table collected 20.00; in all, owed to the player 20.00.',
    ]);
    expect(f[0]!.message.es).toBe('Pool bet: el asiento 2 entregó 10.00 en el pool además de las fichas que tenía apostadas allí; le corresponden 0.00 del pozo (pozo 10.00, comisión 0.50, ganador con 20: el asiento 1); además apostó 10.00 al pool bet después de concluida la entrega obligatoria, que no entra en el pozo (Art. 18º) y se le devuelve entero: la mesa cobró 20.00; en total, debido al jugador 20.00.');
    for (const x of f) expect(`${x.message.en} ${x.message.es}`).not.toMatch(/-\d/);
  });
});

// review12: money settled on the pool to a seat in it other than by a pool_award was not counted: a winner paid by a
// payout on the pool was told he received nothing (a false underpayment of 19.00 against the dealer), and a losing
// stake handed back (money out of the pool) went unreported. A collection of a stake in the pool gathers it into the
// pot, which takes it anyway: no loss. soloPool: seat 1 wins 19.00 of 20.00; the tail begins at event 16.
testRule(rs, 'pool-award', {
  valid: [
    { name: 'the winner paid by a payout on the pool', hand: soloPool([{ type: 'commission', spot: 'pool', amount: 1 }, poolSpot('payout', 1, 19)]) },
    { name: 'the losing stake collected into the pot', hand: soloPool([poolSpot('collect', 2, 10), { type: 'commission', spot: 'pool', amount: 1 }, award(1, 19)]) },
  ],
  invalid: [
    {
      name: 'the losing stake handed back: 10 over, owed by the player',
      hand: soloPool([{ type: 'commission', spot: 'pool', amount: 1 }, award(1, 19), poolSpot('return', 2, 10)]),
      findings: [{ rule: 'pool-award', article: 'Art. 18º', event: 18, seat: 2, expected: 0, actual: 10 }],
    },
    {
      name: 'the winner paid 15 by a payout on the pool: 4 short',
      hand: soloPool([{ type: 'commission', spot: 'pool', amount: 1 }, poolSpot('payout', 1, 15)]),
      findings: [{ rule: 'pool-award', article: 'Art. 18º', event: 17, seat: 1, expected: 19, actual: 15 }],
    },
  ],
});

// review12 (mutation run): play begun with every box holding its two cards but the dealer still short his hole card
// (dealer-cards-face reports it) left the boxes' first two cards unset, and the pool went unjudged, whoever got it.
// The boxes' part of the dealing was done: their two cards are the mandatory ones. Seat 1 (T 9 = 19) stands at event
// 10, before the hole card (11); seat 2 holds 9 8 = 17. The pool (20.00 less 5 %) is seat 1's: 19.00.
const beforeHole = (awardTo: number) => potLuck([bet(1, 10), bet(1, 10, 'pool'), bet(2, 10), bet(2, 10, 'pool'),
  deal('seat:1', 'Th'), deal('seat:2', '9h'), deal('dealer', '7d'), deal('seat:1', '9c'), deal('seat:2', '8s'),
  act(1, 'stand'), hole('Ts'), act(2, 'stand', { seat: 2 }), reveal('Ts'), pay(1, 10), { type: 'return', seat: 2, spot: 'main', hand: 1, amount: 10 },
  { type: 'commission', spot: 'pool', amount: 1 }, award(awardTo, 19)]);
testRule(rs, 'pool-award', {
  valid: [{ name: 'play begun before the hole card: the pool to the highest two cards (seat 1 on 19)', hand: beforeHole(1) }],
  invalid: [{
    name: 'play begun before the hole card: the pool to seat 2 on 17',
    hand: beforeHole(2),
    findings: [
      { rule: 'pool-award', article: 'Art. 18º', event: 17, seat: 1, expected: 19, actual: 0 },
      { rule: 'pool-award', article: 'Art. 18º', event: 17, seat: 2, expected: 0, actual: 19 },
    ],
  }],
});

// review13bj: the pool is decided on the cards of the mandatory dealing, in which every player's cards compete; a pool
// bet placed once the round's first card is out is placed seeing cards that decide it (pool_bet_closes = first-card,
// interpretation: Art. 7º on placing bets is not preserved). It was read as in the pool until the dealing concluded:
// seat 1, holding A-K, bet the pool before the dealer's hole card and won it. Seat 2 (18) bet 10 on the pool before
// any card; seat 1 bets 10 after its own two cards (event 9). The pool is seat 2's 10, less 5 %: 9.50 to seat 2, and
// seat 1's 10 owed back whole.
const poolAfterCards = (at: 'own-two' | 'first-card', tail: Record<string, unknown>[]) => {
  const late = bet(1, 10, 'pool');
  const deals = [deal('seat:1', 'As'), deal('seat:2', '9d'), deal('dealer', '7h'), deal('seat:1', 'Kd'), deal('seat:2', '9c')];
  const dealt = at === 'own-two' ? [...deals, late] : [deals[0]!, late, ...deals.slice(1)];
  return potLuck([bet(1, 100), bet(2, 100), bet(2, 10, 'pool'), ...dealt, hole('Th'), pay(1, 150), act(2, 'stand'), reveal('Th'),
    pay(2, 100, { seat: 2 }), ...tail]);
};
testRule(rs, 'pool-bet-after-dealing', {
  valid: [{ name: 'every pool bet before the first card', hand: potLuck([bet(1, 100), bet(1, 10, 'pool'), bet(2, 100), bet(2, 10, 'pool'), deal('seat:1', 'As'), deal('seat:2', '9d'), deal('dealer', '7h'), deal('seat:1', 'Kd'), deal('seat:2', '9c'), hole('Th'), pay(1, 150), act(2, 'stand'), reveal('Th'), pay(2, 100, { seat: 2 }), { type: 'commission', spot: 'pool', amount: 1 }, award(1, 19)]) }],
  invalid: [
    {
      name: 'a pool bet by the seat holding A-K, before the dealer\'s hole card',
      hand: poolAfterCards('own-two', [{ type: 'commission', spot: 'pool', amount: 1 }, award(1, 19)]),
      findings: [{ rule: 'pool-bet-after-dealing', article: 'Art. 18º', event: 9, seat: 1 }],
    },
    {
      name: 'a pool bet after the round\'s first card',
      hand: poolAfterCards('first-card', [{ type: 'commission', spot: 'pool', amount: 1 }, award(1, 19)]),
      findings: [{ rule: 'pool-bet-after-dealing', article: 'Art. 18º', event: 5, seat: 1 }],
    },
  ],
});
testRule(rs, 'pool-award', {
  valid: [
    { name: 'the pool bet after the cards handed back, the pool to seat 2 without it', hand: poolAfterCards('own-two', [{ type: 'return', seat: 1, spot: 'pool', amount: 10 }, { type: 'commission', spot: 'pool', amount: 0.5 }, award(2, 9.5)]) },
  ],
  invalid: [
    {
      // Seat 1 received 19 from a pool that took its late 10 (owed back): over-paid 9 in all, one finding (clause17).
      name: 'the pool awarded to the late bettor\'s Black Jack: seat 1 over-paid 9 (19 received, its 10 not handed back), seat 2 owed 9.50',
      hand: poolAfterCards('own-two', [{ type: 'commission', spot: 'pool', amount: 1 }, award(1, 19)]),
      findings: [
        { rule: 'pool-award', article: 'Art. 18º', event: 16, seat: 1, expected: 0, actual: 9 },
        { rule: 'pool-award', article: 'Art. 18º', event: 16, seat: 2, expected: 9.5, actual: 0 },
      ],
    },
  ],
});

// net16: a seat's pool settlements read in log order, as framework/net.ts reads a wager. Seat 1 wins the pool on 19
// (10 + 10 less 1 commission, 19); seat 2's pool stake of 10 lost (11). Chips a return handed back are no longer on
// the pool, so a collection after it takes the seat's own: handed back and then collected, seat 2 received nothing
// (read as sums, collections first, the 10 handed back was «received», 10 owed by the player: a false finding);
// collected and then handed back, it received its 10 out of the pool. Events 16 and 17 are the two settlements.
const poolOf = (extra: Record<string, unknown>[]) => potLuck([bet(1, 10), bet(1, 10, 'pool'), bet(2, 10), bet(2, 10, 'pool'),
  deal('seat:1', 'Th'), deal('seat:2', '5h'), deal('dealer', '7d'), deal('seat:1', '9c'), deal('seat:2', '6s'), hole('Th'),
  act(1, 'stand'), act(2, 'stand'), reveal('Th'), pay(1, 10), take(2, 10), ...extra,
  { type: 'commission', spot: 'pool', amount: 1 }, { type: 'pool_award', seat: 1, amount: 19 }]);
// Seat 2's pool bet of 10 placed after the mandatory dealing (event 14): not in the pool, owed back whole. Handed back
// and then collected, the 10 taken after were the seat's own: 10 owed to the player (read as sums, nothing).
const lateOnPool = (extra: Record<string, unknown>[]) => potLuck([bet(1, 10), bet(1, 10, 'pool'), bet(2, 10), bet(3, 10), bet(3, 10, 'pool'),
  deal('seat:1', 'Th'), deal('seat:2', '5h'), deal('seat:3', '2h'), deal('dealer', '7d'), deal('seat:1', '9c'), deal('seat:2', '6s'), deal('seat:3', '3h'), hole('Th'), bet(2, 10, 'pool'),
  act(1, 'stand'), act(2, 'stand'), act(3, 'stand'), reveal('Th'), pay(1, 10), take(2, 10), take(3, 10), poolSpot('collect', 3, 10), ...extra,
  { type: 'commission', spot: 'pool', amount: 1 }, { type: 'pool_award', seat: 1, amount: 19 }]);
testRule(rs, 'pool-award', {
  valid: [
    { name: 'a losing pool stake handed back and then collected: nothing received', hand: poolOf([poolSpot('return', 2, 10), poolSpot('collect', 2, 10)]) },
    { name: 'a late pool stake handed back', hand: lateOnPool([poolSpot('return', 2, 10)]) },
    { name: 'a late pool stake collected and then handed back', hand: lateOnPool([poolSpot('collect', 2, 10), poolSpot('return', 2, 10)]) },
  ],
  invalid: [
    {
      name: 'a losing pool stake collected and then handed back: 10 received out of the pool',
      hand: poolOf([poolSpot('collect', 2, 10), poolSpot('return', 2, 10)]),
      findings: [{ rule: 'pool-award', article: 'Art. 18º', event: 17, seat: 2, expected: 0, actual: 10 }],
    },
    {
      name: 'a late pool stake handed back and then collected: the 10 taken after were the seat\'s own',
      hand: lateOnPool([poolSpot('return', 2, 10), poolSpot('collect', 2, 10)]),
      findings: [{ rule: 'pool-award', article: 'Art. 18º', event: 24, seat: 2, expected: 0, actual: -10 }],
    },
  ],
});

// clause17: a seat whose award is wrong and whose late pool stake was not handed back was told in two findings (the
// award against its share, the late stake against its return), -19 and +10 for a seat that ended 9 over: the summary
// then counted 19 over-paid and 10 under-paid where the seat was over-paid 9. One finding now nets the seat's pool.
// Seats 1 and 2 each put 10 on the pool before the cards; seat 1 (20) wins it; seat 1 adds 10 after the dealing
// (event 11). The pool is 20, less 5 %: 19.00 to seat 1, the late 10 handed back.
const lateWinner = (tail: Record<string, unknown>[]) => potLuck([
  bet(1, 100), bet(1, 10, 'pool'), bet(2, 100), bet(2, 10, 'pool'),
  deal('seat:1', 'Th'), deal('seat:2', '9h'), deal('dealer', '7c'), deal('seat:1', 'Td'), deal('seat:2', '8d'), hole('Ts'),
  bet(1, 10, 'pool'), act(1, 'stand'), act(2, 'stand'), reveal('Ts'), pay(1, 100), take(2, 100),
  ...tail,
]);

testRule(rs, 'pool-award', {
  valid: [
    { name: 'the winner\'s late 10 handed back, 19 awarded', hand: lateWinner([poolSpot('return', 1, 10), { type: 'commission', spot: 'pool', amount: 1 }, award(1, 19)]) },
  ],
  invalid: [
    {
      name: 'the winner\'s late 10 kept in the pool: 28.50 of 30 awarded, the late 10 not handed back: 0.50 owed, in one finding',
      hand: lateWinner([{ type: 'commission', spot: 'pool', amount: 1.5 }, award(1, 28.5)]),
      findings: [{ rule: 'pool-award', article: 'Art. 18º', event: 18, seat: 1, expected: 19, actual: 18.5 }],
    },
  ],
});

describe('a seat paid from a pool that took its late stake (pool-award): one finding, its net', () => {
  it('a seat with only a late stake, paid the whole pool: over-paid 9, not 19 over and 10 under', () => {
    // latePool: seat 2's late 10; the table gives seat 2 the award of 19 (pool 20 less 1) and seat 1 nothing.
    const f = findingsOf(rs, latePool([{ type: 'commission', spot: 'pool', amount: 1 }, award(2, 19)])).filter((x) => x.rule === 'pool-award');
    expect(f.map((x) => [x.seat, x.event, x.expected, x.actual, x.owed_to_player])).toEqual([[1, 17, 950, 0, 950], [2, 17, 0, 900, -900]]);
    expect(f[1]!.message.en).toBe('Pool bet: seat 2 received 19.00 from the pool; it is owed 0.00 from the pool (pool 10.00, commission 0.50, winner on 20: seat 1); it also bet 10.00 on the pool after the mandatory dealing had concluded, which is not in the pool (Art. 18º) and is handed back whole: the table shared it out with the pool (it paid out 20.00 of a pool of 10.00); in all, owed by the player 9.00.');
    expect(f[1]!.message.es).toBe('Pool bet: el asiento 2 recibió 19.00 del pozo; le corresponden 0.00 del pozo (pozo 10.00, comisión 0.50, ganador con 20: el asiento 1); además apostó 10.00 al pool bet después de concluida la entrega obligatoria, que no entra en el pozo (Art. 18º) y se le devuelve entero: la mesa lo repartió con el pozo (pagó 20.00 de un pozo de 10.00); en total, debido por el jugador 9.00.');
  });
});

// «...menos un porcentaje [...] percibido como comisión por el explotador. El explotador deberá exhibir en cada mesa
// el porcentaje que cobra como comisión»: the pool (20.00 in soloPool, 5 % posted: 1.00) is the award and the
// commission. An award paid right beside another commission recorded leaves money outside both (or records more than
// the pool): an integrity warning, no money owed (the winner got 19.00). An award that is itself wrong is pool-award's.
const recorded = (taken: number, paid: number, table?: Record<string, unknown>) => {
  const hand = soloPool([{ type: 'commission', spot: 'pool', amount: taken }, award(1, paid)]);
  return table ? { ...hand, table: { ...(hand['table'] as object), ...table } } : hand;
};
testRule(rs, 'pool-commission-recorded', {
  valid: [
    { name: 'the posted 1.00 recorded, 19.00 awarded', hand: recorded(1, 19) },
    { name: '0 recorded and 20.00 awarded (the award overpaid: pool-award reports it)', hand: recorded(0, 20) },
    { name: '2.00 recorded (over the 5 %: pool-commission-kept reports it)', hand: recorded(2, 19) },
    { name: 'no commission recorded at all', hand: soloPool([award(1, 19)]) },
  ],
  invalid: [
    { name: '0 recorded, 19.00 awarded', hand: recorded(0, 19), findings: [{ rule: 'pool-commission-recorded', article: 'Art. 18º', event: 16, severity: 'warning' }] },
    { name: '0.50 recorded, 19.00 awarded', hand: recorded(0.5, 19), findings: [{ rule: 'pool-commission-recorded', article: 'Art. 18º', event: 16, severity: 'warning' }] },
    { name: '3 % posted (0.60), 1.00 recorded, 19.40 awarded', hand: recorded(1, 19.4, { pool_commission_pct: 3 }), findings: [{ rule: 'pool-commission-recorded', article: 'Art. 18º', event: 16, severity: 'warning' }] },
  ],
});

describe('pool-commission-recorded: what the record leaves out, in both languages', () => {
  it('0.50 recorded beside an award net of the posted 1.00: 0.50 of the pool in neither, a warning with no money owed', () => {
    const [f, ...rest] = findingsOf(rs, recorded(0.5, 19));
    expect(rest).toEqual([]);
    expect([f!.rule, f!.category, f!.severity, f!.event, f!.owed_to_player]).toEqual(['pool-commission-recorded', 'integrity', 'warning', 16, undefined]);
    expect(f!.message.en).toBe('Pool bet: the table paid the award less the posted commission (5 % of a pool of 20.00: 1.00) but recorded a commission of 0.50: 0.50 of the pool is in neither the award nor the commission (Art. 18º: the commission is the percentage the table posts, and counts as the operator\'s gross income).');
    expect(f!.message.es).toBe('Pool bet: la mesa pagó el premio descontando la comisión publicada (5 % de un pozo de 20.00: 1.00) pero registró una comisión de 0.50: 0.50 del pozo no figuran ni en el premio ni en la comisión (Art. 18º: la comisión es el porcentaje que la mesa exhibe y se considera ganancia bruta del explotador).');
  });
  it('3 % posted, 1.00 recorded: the award and the commission add up to 0.40 more than the pool', () => {
    const [f] = findingsOf(rs, recorded(1, 19.4, { pool_commission_pct: 3 }));
    expect(f!.message.en).toContain('(3 % of a pool of 20.00: 0.60) but recorded a commission of 1.00: the award and the commission recorded add up to 0.40 more than the pool');
    expect(f!.message.es).toContain('(3 % de un pozo de 20.00: 0.60) pero registró una comisión de 1.00: el premio y la comisión registrados suman 0.40 más que el pozo');
  });
});

// clause28 (found by oracle14-bj-hands gen --seed 28, O14-PL-0392): a three-way tie whose award leaves TWO cents over
// the equal shares. Seats 1, 2 and 3 tie on 19; the pool 10 + 10 + 10 + 10.03 = 40.03 less 5 % (2.00, rounded down)
// leaves 38.03: 12.67 each and a cent over twice. The indivisible remainder may go to any tied seat (pool_tie; both
// cents to one seat too, as clause17's C17-PL-18-L3 pays them). Where a seat is paid short, the figure owed gave what
// the table's payments left of the remainder whole to the lowest seat: a seat paid one remainder cent (12.68) was told
// it was owed 12.69, and the seat paid a unit short was owed 0.99, not 1.00. What is left now goes a unit to each seat
// that got none of it, lowest first. Events: 8 bets, 10 cards, 4 stands, the reveal, 4 payouts, the commission (28);
// the awards are 29, 30 and 31.
const threeTied = (a1: number, a2: number, a3: number) => potLuck([
  bet(1, 100), bet(1, 10, 'pool'), bet(2, 100), bet(2, 10, 'pool'), bet(3, 100), bet(3, 10, 'pool'), bet(4, 100), bet(4, 10.03, 'pool'),
  deal('seat:1', 'Th'), deal('seat:2', 'Td'), deal('seat:3', 'Tc'), deal('seat:4', '9c'), deal('dealer', '7c'),
  deal('seat:1', '9h'), deal('seat:2', '9d'), deal('seat:3', '9c'), deal('seat:4', '8c'), hole('Ts'),
  act(1, 'stand'), act(2, 'stand'), act(3, 'stand'), act(4, 'stand'), reveal('Ts'), pay(1, 100), pay(2, 100), pay(3, 100), pay(4, 100),
  { type: 'commission', spot: 'pool', amount: 2 }, award(1, a1), award(2, a2), award(3, a3),
]);
const poolRows = (h: Record<string, unknown>) => findingsOf(rs, h).filter((f) => f.spot === 'pool').map((f) => [f.rule, f.seat, f.event, f.expected, f.actual, f.owed_to_player]);

describe('a tie with two remainder cents: one to each of two seats', () => {
  it('12.68, 12.68, 12.67 in any order is right', () => {
    expect(poolRows(threeTied(12.68, 12.68, 12.67))).toEqual([]);
    expect(poolRows(threeTied(12.67, 12.68, 12.68))).toEqual([]);
    expect(poolRows(threeTied(12.68, 12.67, 12.68))).toEqual([]);
  });

  it('both cents to one seat (12.69) is accepted: the remainder may go to any tied seat', () => {
    expect(poolRows(threeTied(12.69, 12.67, 12.67))).toEqual([]);
  });

  it('a seat paid a unit short is owed that unit; the seat paid one remainder cent is not reported', () => {
    expect(poolRows(threeTied(12.68, 11.68, 12.67))).toEqual([['pool-award', 2, 30, 1268, 1168, 100]]);
    // nothing to a remainder cent: the first two seats short of the cent, lowest first, each owed a cent beside the unit
    expect(poolRows(threeTied(11.67, 12.67, 12.67))).toEqual([['pool-award', 1, 29, 1268, 1167, 101], ['pool-award', 2, 30, 1268, 1267, 1]]);
  });
});

// oracle16-settle seed 31016 (O14-PL-0155): a seat paid a cent beyond one remainder cent, or paid twice, took the
// whole remainder in the figure owed, so that a tied seat paid its one remainder cent was reported overpaid by it.
// The remainder now goes a unit to each seat paid one first; only what is left may go to a seat beyond its unit.
describe('a seat paid over its share takes one remainder cent first, not the whole remainder', () => {
  it('12.69, 12.68, 12.67 (a cent over in all): seat 1, paid two cents over the equal share, is overpaid, not seat 2', () => {
    expect(poolRows(threeTied(12.69, 12.68, 12.67))).toEqual([['pool-award', 1, 29, 1268, 1269, -1]]);
    expect(poolRows(threeTied(12.68, 12.69, 12.67))).toEqual([['pool-award', 2, 30, 1268, 1269, -1]]);
  });

  it('seat 1 paid its 12.68 twice: seat 1 overpaid 12.68; seat 2, paid the other remainder cent, not reported', () => {
    const h = threeTied(12.68, 12.68, 12.67);
    const events = h.events as Record<string, unknown>[];
    const twice = { ...h, events: [...events.slice(0, 29), award(1, 12.68), ...events.slice(29)] }; // the second payment: event 30
    expect(poolRows(twice)).toEqual([['pool-award', 1, 30, 1268, 2536, -1268]]);
  });
});

// clause29 (C29-PL-18-F1): the two remainder cents kept (12.67 each). The replay told seats 1 and 2 «12.68 is this
// seat's» and seat 3 «12.67» with no word of why: the figure owed gives the remainder to the lowest tied seats (PL-18º-3).
describe('the replay says where the remainder goes when the shares do not add up', () => {
  it('each tied seat\'s line names the remainder and the lowest tied seats, es and en', async () => {
    const [log] = writeFiles({ 'kept-cents.ndjson': JSON.stringify({ ...threeTied(12.67, 12.67, 12.67), currency: 'PEN' }) + '\n' });
    const en = await replayOf(log!, 'T-1', 'en');
    const es = await replayOf(log!, 'T-1', 'es');
    const line = (doc: typeof en, seat: number) => doc.wagers.find((w) => w.key === `${seat}|pool|1|`)!.requiredWhy;
    expect(line(en, 3)).toContain('shared by 3: PEN 12.67 is this seat\'s (PEN 0.02 does not divide equally: the text is silent on ties, and the figure owed gives it, a cent each, to the lowest tied seats)');
    expect(line(en, 1)).toContain('PEN 12.68 is this seat\'s (PEN 0.02 does not divide');
    expect(line(es, 1)).toContain('repartido entre 3: le corresponden PEN 12.68 (PEN 0.02 no se dividen por igual: el texto calla sobre el empate y la cifra debida los da, de céntimo en céntimo, a los primeros asientos empatados)');
  });

  it('paid right (the cents to any tied seats): no such words', async () => {
    const [log] = writeFiles({ 'right-cents.ndjson': JSON.stringify({ ...threeTied(12.67, 12.68, 12.68), currency: 'PEN' }) + '\n' });
    const en = await replayOf(log!, 'T-1', 'en');
    expect(en.wagers.find((w) => w.key === '1|pool|1|')!.requiredWhy).toContain('(the indivisible cent may go to any tied seat)');
  });
});
