import { describe, expect, it } from 'vitest';
import { findingsOf, testRule } from '../../helpers/rule-tester.js';
import { D6, bet, collect, coup, deal, hand, payout, proc, ret, withParams } from './hands.js';
import type { Ev } from './hands.js';

const commission = (spot: string, amount: number): Ev => ({ type: 'commission', spot, amount });

// Banca 3s 3h = 6 stands against Punto's third card Kd (0); Punto Ts 5h Kd = 5. Banca wins with six.
const bancaSix = (settle: Ev[], stake = 100) => hand([bet(1, 'banker', stake), ...coup(['Ts', '5h', 'Kd'], ['3s', '3h']), ...settle]);

// Punto Ts 7h = 7 stands; Banca Ks 5d draws 9c = 4. Punto wins.
const puntoWins = (settle: Ev[]) =>
  hand([bet(1, 'player', 100), bet(2, 'banker', 40), bet(2, 'tie', 10), ...coup(['Ts', '7h'], ['Ks', '5d', '9c']), ...settle]);

// Punto Ts 7h = 7, Banca Ks 7d = 7: both stand, a tie.
const tie = (settle: Ev[]) =>
  hand([bet(1, 'player', 20), bet(2, 'banker', 30), bet(3, 'tie', 10), ...coup(['Ts', '7h'], ['Ks', '7d']), ...settle]);

testRule(D6, 'banca-bet-settlement', {
  valid: [
    { name: 'Banca wins with six: half the stake', hand: bancaSix([payout(1, 'banker', 50)]) },
    { name: 'Banca loses to Punto: stake collected', hand: puntoWins([payout(1, 'player', 100), collect(2, 'banker', 40), collect(2, 'tie', 10)]) },
    { name: 'a tie: Banca bet returned', hand: tie([ret(1, 'player', 20), ret(2, 'banker', 30), payout(3, 'tie', 80)]) },
    { name: 'half of an odd cent: the cent below', hand: bancaSix([payout(1, 'banker', 5)], 10.01) },
    { name: 'half of an odd cent: the cent above', hand: bancaSix([payout(1, 'banker', 5.01)], 10.01) },
  ],
  invalid: [
    {
      name: 'Banca six paid 1 to 1 (an overpayment)',
      hand: bancaSix([payout(1, 'banker', 100)]),
      findings: [{ rule: 'banca-bet-settlement', article: 'Art. 8º', event: 7, seat: 1, expected: 50, actual: 100 }],
    },
    {
      // review8-cards: half of 10.01 is 5.005, 5.00 or 5.01 accepted: paid 10, 4.99 is owed back, not 5.00
      name: 'Banca six on 10.01 paid 1 to 1: measured from 5.01, the half cent up',
      hand: bancaSix([payout(1, 'banker', 10)], 10.01),
      findings: [{ rule: 'banca-bet-settlement', article: 'Art. 8º', event: 7, seat: 1, expected: 5.01, actual: 10 }],
    },
    {
      name: 'Banca six on 10.01 paid 4: measured from 5.00, the half cent down',
      hand: bancaSix([payout(1, 'banker', 4)], 10.01),
      findings: [{ rule: 'banca-bet-settlement', article: 'Art. 8º', event: 7, seat: 1, expected: 5, actual: 4 }],
    },
    {
      name: 'Banca six paid less than half',
      hand: bancaSix([payout(1, 'banker', 40)]),
      findings: [{ rule: 'banca-bet-settlement', article: 'Art. 8º', event: 7, seat: 1, expected: 50, actual: 40 }],
    },
    {
      name: 'losing Banca bet never collected',
      hand: puntoWins([payout(1, 'player', 100), collect(2, 'tie', 10)]),
      findings: [{ rule: 'banca-bet-settlement', article: 'Art. 8º', seat: 2, expected: -40, actual: 0 }],
    },
    {
      name: 'Banca bet collected on a tie',
      hand: tie([ret(1, 'player', 20), collect(2, 'banker', 30), payout(3, 'tie', 80)]),
      findings: [{ rule: 'banca-bet-settlement', article: 'Art. 8º', event: 9, seat: 2, expected: 0, actual: -30 }],
    },
    {
      // review8-cards: a return of 0 was read as no return at all (the stake left on the spot), while a return of 0.01
      // kept all but the cent; a return of nothing hands back nothing
      name: 'a tie: the Banca bet "returned" with 0, the whole stake kept',
      hand: tie([ret(1, 'player', 20), ret(2, 'banker', 0), payout(3, 'tie', 80)]),
      findings: [{ rule: 'banca-bet-settlement', article: 'Art. 8º', event: 9, seat: 2, expected: 0, actual: -30 }],
    },
    {
      name: 'a tie: the Banca bet returned with 0.01, all but the cent kept',
      hand: tie([ret(1, 'player', 20), ret(2, 'banker', 0.01), payout(3, 'tie', 80)]),
      findings: [{ rule: 'banca-bet-settlement', article: 'Art. 8º', event: 9, seat: 2, expected: 0, actual: -29.99 }],
    },
    {
      name: 'a commission kept on top of a Banca six paid in full: one finding, the commission owed',
      hand: bancaSix([payout(1, 'banker', 50), commission('banker', 2.5)]),
      findings: [{ rule: 'banca-bet-settlement', article: 'Art. 8º', event: 8, seat: 1, expected: 50, actual: 47.5 }],
    },
    {
      name: 'a Banca six paid less the commission it kept (47.50 and 2.50): owed 2.50 once, not twice',
      hand: bancaSix([payout(1, 'banker', 47.5), commission('banker', 2.5)]),
      findings: [{ rule: 'banca-bet-settlement', article: 'Art. 8º', event: 8, seat: 1, expected: 50, actual: 47.5 }],
    },
    {
      name: 'a commission kept and the payout short by more than it (40 and 2.50): owed 10, the commission inside the shortfall',
      hand: bancaSix([payout(1, 'banker', 40), commission('banker', 2.5)]),
      findings: [{ rule: 'banca-bet-settlement', article: 'Art. 8º', event: 8, seat: 1, expected: 50, actual: 40 }],
    },
    {
      name: 'the commission recorded before the payout is the same wager\'s',
      hand: bancaSix([commission('banker', 2.5), payout(1, 'banker', 47.5)]),
      findings: [{ rule: 'banca-bet-settlement', article: 'Art. 8º', event: 8, seat: 1, expected: 50, actual: 47.5 }],
    },
    {
      name: 'two Banca wagers, each paid less its commission: each owed its own commission, once',
      hand: hand([bet(1, 'banker', 100), bet(2, 'banker', 200), ...coup(['Ts', '5h', 'Kd'], ['3s', '3h']),
        payout(1, 'banker', 47.5), commission('banker', 2.5), payout(2, 'banker', 95), commission('banker', 5)]),
      findings: [
        { rule: 'banca-bet-settlement', article: 'Art. 8º', event: 9, seat: 1, expected: 50, actual: 47.5 },
        { rule: 'banca-bet-settlement', article: 'Art. 8º', event: 11, seat: 2, expected: 100, actual: 95 },
      ],
    },
    {
      // compound21 (C21-DS-16): two Banca wins paid, then the two commissions recorded together. Both were taken as the
      // last payout's (10 kept from zone 2), so zone 1's 5 kept on a payout in full went unowed. The commissions that
      // follow the payouts in one run are the wagers' in the order they were paid.
      name: 'two Banca wins paid, then their two commissions: each wager its own, in the order paid',
      hand: hand([bet(1, 'banker', 100), bet(2, 'banker', 100), ...coup(['Ts', '5h', 'Kd'], ['3s', '4h']),
        payout(1, 'banker', 100), payout(2, 'banker', 90), commission('banker', 5), commission('banker', 5)]),
      findings: [
        { rule: 'banca-bet-settlement', article: 'Art. 8º', event: 10, seat: 1, expected: 100, actual: 95 },
        { rule: 'banca-bet-settlement', article: 'Art. 8º', event: 11, seat: 2, expected: 100, actual: 90 },
      ],
    },
    {
      // A run of commissions of different amounts recorded in another order than the payouts: zone 1 paid 95 on 100 and
      // zone 2 190 on 200, then 10 and 5 kept. In the order paid, zone 1's 10 was 5 on top of its 5 withheld (owed 10)
      // and zone 2's 10 short stood (owed 10): 20 owed where the table kept 15. Each commission is the payout whose
      // shortfall it is.
      name: 'two Banca wins paid short, then their commissions in the other order: each the shortfall it explains, 15 owed',
      hand: hand([bet(1, 'banker', 100), bet(2, 'banker', 200), ...coup(['Ts', '5h', 'Kd'], ['3s', '4h']),
        payout(1, 'banker', 95), payout(2, 'banker', 190), commission('banker', 10), commission('banker', 5)]),
      findings: [
        { rule: 'banca-bet-settlement', article: 'Art. 8º', event: 10, seat: 2, expected: 200, actual: 190 },
        { rule: 'banca-bet-settlement', article: 'Art. 8º', event: 11, seat: 1, expected: 100, actual: 95 },
      ],
    },
    {
      name: 'the same run in the order paid (5, then 10): the order paid, each its own',
      hand: hand([bet(1, 'banker', 100), bet(2, 'banker', 200), ...coup(['Ts', '5h', 'Kd'], ['3s', '4h']),
        payout(1, 'banker', 95), payout(2, 'banker', 190), commission('banker', 5), commission('banker', 10)]),
      findings: [
        { rule: 'banca-bet-settlement', article: 'Art. 8º', event: 10, seat: 1, expected: 100, actual: 95 },
        { rule: 'banca-bet-settlement', article: 'Art. 8º', event: 11, seat: 2, expected: 200, actual: 190 },
      ],
    },
    {
      // hostile24: a run longer than six (7! orders not tried) was kept in the order paid: zone 1 paid 99 on 100 ... zone
      // 7 693 on 700, then 7, 6 ... 1 kept: zone 1's 7 was 6 on top of its 1 withheld, and so on, 40 owed where the table
      // kept 28. The smallest commission is the smallest shortfall's: each zone owed its own shortfall, 28 in all.
      name: 'seven Banca wins paid short, then their seven commissions in the other order: each the shortfall it explains',
      hand: hand([...[1, 2, 3, 4, 5, 6, 7].map((s) => bet(s, 'banker', 100 * s)), ...coup(['Ts', '5h', 'Kd'], ['3s', '4h']),
        ...[1, 2, 3, 4, 5, 6, 7].map((s) => payout(s, 'banker', 99 * s)), ...[7, 6, 5, 4, 3, 2, 1].map((c) => commission('banker', c))]),
      findings: [7, 6, 5, 4, 3, 2, 1].map((s) => ({ rule: 'banca-bet-settlement', article: 'Art. 8º', event: 27 - s, seat: s, expected: 100 * s, actual: 99 * s })),
    },
    {
      name: 'two wins paid in full, then 10 and 5 kept: each kept on top in the order paid (no shortfall to fit), 15 owed',
      hand: hand([bet(1, 'banker', 100), bet(2, 'banker', 200), ...coup(['Ts', '5h', 'Kd'], ['3s', '4h']),
        payout(1, 'banker', 100), payout(2, 'banker', 200), commission('banker', 10), commission('banker', 5)]),
      findings: [
        { rule: 'banca-bet-settlement', article: 'Art. 8º', event: 10, seat: 1, expected: 100, actual: 90 },
        { rule: 'banca-bet-settlement', article: 'Art. 8º', event: 11, seat: 2, expected: 200, actual: 195 },
      ],
    },
    {
      name: 'two Banca wins paid, then one commission: the last paid wager\'s (as recorded right after it)',
      hand: hand([bet(1, 'banker', 100), bet(2, 'banker', 100), ...coup(['Ts', '5h', 'Kd'], ['3s', '4h']),
        payout(1, 'banker', 100), payout(2, 'banker', 95), commission('banker', 5)]),
      findings: [{ rule: 'banca-bet-settlement', article: 'Art. 8º', event: 10, seat: 2, expected: 100, actual: 95 }],
    },
    {
      name: 'one Banca win paid, then two commissions: both its own (no other wager was paid before them)',
      hand: hand([bet(1, 'banker', 100), bet(2, 'banker', 100), ...coup(['Ts', '5h', 'Kd'], ['3s', '4h']),
        payout(1, 'banker', 100), commission('banker', 2), commission('banker', 3), payout(2, 'banker', 100)]),
      findings: [{ rule: 'banca-bet-settlement', article: 'Art. 8º', event: 10, seat: 1, expected: 100, actual: 95 }],
    },
    {
      name: 'a Banca six never paid and a commission kept: the whole 50 and the 2.50 owed, in one finding',
      hand: bancaSix([commission('banker', 2.5)]),
      findings: [{ rule: 'banca-bet-settlement', article: 'Art. 8º', event: 7, seat: 1, expected: 50, actual: -2.5 }],
    },
    {
      name: 'a losing Banca bet collected and a commission kept as well: nothing paid to withhold it from, so 5 more lost',
      hand: puntoWins([payout(1, 'player', 100), collect(2, 'banker', 40), commission('banker', 5), collect(2, 'tie', 10)]),
      findings: [{ rule: 'banca-bet-settlement', article: 'Art. 8º', event: 11, seat: 2, expected: -40, actual: -45 }],
    },
    {
      name: 'a losing Banca bet paid less a commission (38 and 2): the commission withheld from the 40 the table paid, net 38',
      hand: puntoWins([payout(1, 'player', 100), payout(2, 'banker', 38), commission('banker', 2), collect(2, 'tie', 10)]),
      findings: [{ rule: 'banca-bet-settlement', article: 'Art. 8º', event: 11, seat: 2, expected: -40, actual: 38 }],
    },
    {
      name: 'a commission kept and made up by an overpayment (52.50 and 2.50): no money owed, the commission still reported',
      hand: bancaSix([payout(1, 'banker', 52.5), commission('banker', 2.5)]),
      findings: [{ rule: 'banca-bet-settlement', article: 'Art. 8º', event: 8, seat: 1, expected: 50, actual: 50 }],
    },
  ],
});

testRule(withParams({ commission_inside_shortfall: false }), 'banca-bet-settlement', {
  valid: [],
  invalid: [{
    name: 'every commission on top of the payout: 47.50 paid and 2.50 kept nets 45',
    hand: bancaSix([payout(1, 'banker', 47.5), commission('banker', 2.5)]),
    findings: [{ rule: 'banca-bet-settlement', article: 'Art. 8º', event: 8, seat: 1, expected: 50, actual: 45 }],
  }],
});

testRule(D6, 'tie-bet-settlement', {
  valid: [],
  invalid: [{
    name: 'a commission on the Tie spot where nobody bet the tie: money kept on no wager',
    hand: bancaSix([payout(1, 'banker', 50), commission('tie', 3)]),
    findings: [{ rule: 'tie-bet-settlement', article: 'Art. 8º', event: 8, expected: 0, actual: -3 }],
  }],
});

testRule(withParams({ half_payout_rounding: 'down' }), 'banca-bet-settlement', {
  valid: [{ name: 'rounding down only: the cent below', hand: bancaSix([payout(1, 'banker', 5)], 10.01) }],
  invalid: [{
    name: 'rounding down only: the cent above is an overpayment',
    hand: bancaSix([payout(1, 'banker', 5.01)], 10.01),
    findings: [{ rule: 'banca-bet-settlement', article: 'Art. 8º', event: 7, seat: 1, expected: 5, actual: 5.01 }],
  }],
});

testRule(D6, 'punto-bet-settlement', {
  valid: [
    { name: 'Punto wins: 1 to 1', hand: puntoWins([payout(1, 'player', 100), collect(2, 'banker', 40), collect(2, 'tie', 10)]) },
    { name: 'a tie: Punto bet returned', hand: tie([ret(1, 'player', 20), ret(2, 'banker', 30), payout(3, 'tie', 80)]) },
    { name: 'a tie: no settlement event is still the stake kept', hand: tie([ret(2, 'banker', 30), payout(3, 'tie', 80)]) },
  ],
  invalid: [
    {
      name: 'Punto win underpaid',
      hand: puntoWins([payout(1, 'player', 95), collect(2, 'banker', 40), collect(2, 'tie', 10)]),
      findings: [{ rule: 'punto-bet-settlement', article: 'Art. 8º', event: 9, seat: 1, expected: 100, actual: 95 }],
    },
    {
      name: 'a payout on a Punto spot nobody bet',
      hand: puntoWins([payout(1, 'player', 100), collect(2, 'banker', 40), collect(2, 'tie', 10), payout(4, 'player', 25)]),
      findings: [{ rule: 'punto-bet-settlement', article: 'Art. 8º', event: 12, seat: 4, expected: 0, actual: 25 }],
    },
  ],
});

testRule(withParams({ tie_returns_punto_banca: false }), 'punto-bet-settlement', {
  valid: [{ name: 'tie_returns_punto_banca false: Punto loses on a tie', hand: tie([collect(1, 'player', 20), collect(2, 'banker', 30), payout(3, 'tie', 80)]) }],
  invalid: [],
});

testRule(D6, 'tie-bet-settlement', {
  valid: [
    { name: 'a tie pays 8 to 1', hand: tie([ret(1, 'player', 20), ret(2, 'banker', 30), payout(3, 'tie', 80)]) },
    { name: 'no tie: Tie bet collected', hand: puntoWins([payout(1, 'player', 100), collect(2, 'banker', 40), collect(2, 'tie', 10)]) },
  ],
  invalid: [
    {
      name: 'a tie paid 5 to 1',
      hand: tie([ret(1, 'player', 20), ret(2, 'banker', 30), payout(3, 'tie', 50)]),
      findings: [{ rule: 'tie-bet-settlement', article: 'Art. 8º', event: 10, seat: 3, expected: 80, actual: 50 }],
    },
  ],
});

// The procedures are irrelevant to settlements: a hand with them is judged the same.
testRule(D6, 'banca-bet-settlement', {
  valid: [{ name: 'after a new-shoe preparation', hand: hand([proc('shuffle'), bet(1, 'banker', 100), ...coup(['Ts', '5h', 'Kd'], ['3s', '3h']), payout(1, 'banker', 50)]) }],
  invalid: [],
});

// A bet placed after the first card (Art. 7º) may be voided: returned whole, it is no settlement error.
testRule(D6, 'punto-bet-settlement', {
  valid: [
    {
      name: 'a late Punto bet returned as void',
      hand: hand([bet(1, 'banker', 40), deal('player', 'Ts'), bet(2, 'player', 10), deal('banker', 'Ks'), deal('player', '7h'), deal('banker', '5d'),
        deal('banker', '9c'), collect(1, 'banker', 40), ret(2, 'player', 10)]),
    },
    {
      name: 'a late Punto bet settled as any other',
      hand: hand([bet(1, 'banker', 40), deal('player', 'Ts'), bet(2, 'player', 10), deal('banker', 'Ks'), deal('player', '7h'), deal('banker', '5d'),
        deal('banker', '9c'), collect(1, 'banker', 40), payout(2, 'player', 10)]),
    },
  ],
  invalid: [{
    name: 'a Punto bet placed in time cannot be returned as void',
    hand: puntoWins([ret(1, 'player', 100), collect(2, 'banker', 40), collect(2, 'tie', 10)]),
    findings: [{ rule: 'punto-bet-settlement', article: 'Art. 8º', event: 9, seat: 1, expected: 100, actual: 0 }],
  }],
});

// Money moved on a spot where the seat placed no bet (or on a seat that placed none: seat 99 of a table with
// fewer zones) is settled on no wager: judged against zero, net to the player, whatever the event's kind.
testRule(D6, 'punto-bet-settlement', {
  valid: [],
  invalid: [
    {
      name: 'a collection on the Punto spot of a seat that bet only Banca: money taken on no wager, owed back',
      hand: bancaSix([payout(1, 'banker', 50), collect(1, 'player', 100)]),
      findings: [{ rule: 'punto-bet-settlement', article: 'Art. 8º', event: 8, seat: 1, expected: 0, actual: -100 }],
    },
    {
      name: 'a losing Punto bet of 100 "returned" as 150: the 50 over the stake is money to the player',
      hand: hand([bet(1, 'player', 100), ...coup(['Ts', '5h', 'Kd'], ['3s', '3h']), ret(1, 'player', 150)]),
      findings: [{ rule: 'punto-bet-settlement', article: 'Art. 8º', event: 7, seat: 1, expected: -100, actual: 50 }],
    },
  ],
});

testRule(D6, 'tie-bet-settlement', {
  valid: [],
  invalid: [{
    name: 'a return on the Tie spot nobody bet: chips handed over on no wager',
    hand: bancaSix([payout(1, 'banker', 50), ret(1, 'tie', 20)]),
    findings: [{ rule: 'tie-bet-settlement', article: 'Art. 8º', event: 8, seat: 1, expected: 0, actual: 20 }],
  }],
});

testRule(D6, 'banca-bet-settlement', {
  valid: [{ name: 'a winning Banca six "returned" as 150 on 100: the right money, 50 over the stake', hand: bancaSix([ret(1, 'banker', 150)]) }],
  invalid: [{
    name: 'a payout to seat 99, which placed no bet',
    hand: bancaSix([payout(1, 'banker', 50), payout(99, 'banker', 50)]),
    findings: [{ rule: 'banca-bet-settlement', article: 'Art. 8º', event: 8, seat: 99, expected: 0, actual: 50 }],
  }],
});

// Money settled on a spot the seat never bet names no stake: «no Punto bet», not «Punto bet of PEN 0.00».
describe('a settlement on a spot with no bet is worded as such', () => {
  it('a Punto collection of 100 on a seat that bet only Banca', () => {
    const f = findingsOf(D6, bancaSix([payout(1, 'banker', 50), collect(1, 'player', 100)])).find((x) => x.rule === 'punto-bet-settlement')!;
    expect([f.event, f.seat, f.expected, f.actual]).toEqual([8, 1, 0, -10000]);
    expect(f.message.en).toContain('Zone 1, no Punto bet (Punto 5, Banca 6: ');
    expect(f.message.es).toContain('Zona 1, sin apuesta al Punto (Punto 5, Banca 6: ');
    expect(f.message.en).not.toContain('0.00 (');
  });
});

// Art. 10º breaks off before the third cards and is silent on a coup dealt against the tableau: by default a
// table that settled it as the tableau would have had it is accepted (parameter tableau_settlement_accepted).
// Punto 5s 2d = 7 stands; Banca Kh 6c = 6 must stand, yet drew 2h (event 7): 8 on the cards as dealt.
const againstTableau = (settle: Ev[]) =>
  hand([bet(1, 'player', 50), bet(2, 'banker', 40), deal('player', '5s'), deal('banker', 'Kh'), deal('player', '2d'), deal('banker', '6c'), deal('banker', '2h'), ...settle]);

testRule(D6, 'punto-bet-settlement', {
  valid: [{ name: 'settled as the tableau has it (Punto 7 over Banca 6): accepted', hand: againstTableau([payout(1, 'player', 50), collect(2, 'banker', 40)]) }],
  invalid: [],
});

testRule(withParams({ tableau_settlement_accepted: false }), 'punto-bet-settlement', {
  valid: [{ name: 'cards as dealt only: settled on Banca 8, clean', hand: againstTableau([collect(1, 'player', 50), payout(2, 'banker', 40)]) }],
  invalid: [{
    name: 'cards as dealt only: the Punto bet paid on the tableau\'s outcome owes the stake and the payout back',
    hand: againstTableau([payout(1, 'player', 50), collect(2, 'banker', 40)]),
    findings: [{ rule: 'punto-bet-settlement', article: 'Art. 8º', event: 8, seat: 1, expected: -50, actual: 50 }],
  }],
});

testRule(withParams({ tableau_settlement_accepted: false }), 'banca-bet-settlement', {
  valid: [],
  invalid: [{
    name: 'cards as dealt only: Banca 8 wins, its bet collected is owed 80',
    hand: againstTableau([payout(1, 'player', 50), collect(2, 'banker', 40)]),
    findings: [{ rule: 'banca-bet-settlement', article: 'Art. 8º', event: 9, seat: 2, expected: 40, actual: -40 }],
  }],
});

// review8-cards (mutation fuzzing): a coup stopped after three cards has no result, and its wagers cannot be judged on
// one (Art. 10º reports the coup); money paid or collected on a spot that holds no bet is moved on nothing whatever
// the result, and was reported nowhere.
const threeCards = (settle: Ev[]) => hand([bet(1, 'player', 20), deal('player', 'Ts'), deal('banker', 'Ks'), deal('player', '7h'), ...settle]);

testRule(D6, 'banca-bet-settlement', {
  valid: [
    { name: 'three cards, the Punto bet handed back: no Banca money', hand: threeCards([ret(1, 'player', 20)]) },
    { name: 'three cards, the Punto bet collected: not judged here (no result)', hand: threeCards([collect(1, 'player', 20)]) },
  ],
  invalid: [
    {
      name: 'three cards, a Banca payout to a seat with no Banca bet',
      hand: threeCards([ret(1, 'player', 20), payout(2, 'banker', 30)]),
      findings: [{ rule: 'banca-bet-settlement', article: 'Art. 8º', event: 6, seat: 2, expected: 0, actual: 30 }],
    },
  ],
});

testRule(D6, 'tie-bet-settlement', {
  valid: [{ name: 'three cards, the Punto bet handed back', hand: threeCards([ret(1, 'player', 20)]) }],
  invalid: [
    {
      name: 'three cards, a Tie collection from a seat with no Tie bet',
      hand: threeCards([ret(1, 'player', 20), collect(3, 'tie', 10)]),
      findings: [{ rule: 'tie-bet-settlement', article: 'Art. 8º', event: 6, seat: 3, expected: 0, actual: -10 }],
    },
  ],
});
