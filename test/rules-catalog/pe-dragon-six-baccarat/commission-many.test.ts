// hostile24: which wager a commission is (commissionOwner) was worked out for each commission event by filtering every
// wager's settlements out of all the hand's: commissions x wagers x settlements. A coup of 999 Banca bets and 1,000
// payouts each followed by its commission took 21 s to audit, and the format allows 10,000 events a hand (the time
// grows with the cube). The hand's settlements are now indexed once and each run of commissions matched once.
import { describe, expect, it } from 'vitest';
import { findingsOf } from '../../helpers/rule-tester.js';
import { D6, bet, coup, hand, payout } from './hands.js';
import type { Ev } from './hands.js';

const commission = (spot: string, amount: number): Ev => ({ type: 'commission', spot, amount });
const SEATS = 999;

describe('Dragon Six: thousands of commissions in one coup are judged in linear time', () => {
  // Banca 3s 4h = 7 against Punto Ts 5h Kd = 5: Banca wins, 1 to 1 with no commission (Art. 8º). A zone paid 95 and 5
  // kept had the 5 withheld from its payout: 5 owed, once; a zone paid in full and 5 kept had it taken on top.
  const coupOf = (settle: Ev[]) => hand([...Array.from({ length: SEATS }, (_, i) => bet(i + 1, 'banker', 100)), ...coup(['Ts', '5h', 'Kd'], ['3s', '4h']), ...settle]);

  it('999 wagers, each paid then its commission (alternating, 1,998 events): every zone its own commission', () => {
    const settle: Ev[] = [];
    for (let s = 1; s <= SEATS; s++) settle.push(payout(s, 'banker', s === 500 ? 90 : 95), commission('banker', 5));
    const t0 = Date.now();
    const found = findingsOf(D6, coupOf(settle)).filter((f) => f.rule === 'banca-bet-settlement');
    expect(Date.now() - t0).toBeLessThan(5_000);
    // Each zone 5 short, at its commission's event; zone 500 paid 90: 10 short, the 5 kept inside it.
    expect(found.length).toBe(SEATS);
    expect(found.map((f) => [f.seat, f.event, f.expected, f.actual])).toEqual(
      Array.from({ length: SEATS }, (_, i) => [i + 1, SEATS + 5 + 2 * i + 2, 10000, i + 1 === 500 ? 9000 : 9500]));
  });

  it('999 wagers paid, then 999 commissions in one run (longer than six: matched by sorting)', () => {
    const settle: Ev[] = [];
    for (let s = 1; s <= SEATS; s++) settle.push(payout(s, 'banker', s === 7 ? 100 : 95));
    for (let s = 1; s <= SEATS; s++) settle.push(commission('banker', 5));
    const t0 = Date.now();
    const found = findingsOf(D6, coupOf(settle)).filter((f) => f.rule === 'banca-bet-settlement');
    expect(Date.now() - t0).toBeLessThan(5_000);
    // Every zone 5 short; zone 7 paid in full: its 5 taken on top, net 95 as well, at the run's events in order.
    expect(found.length).toBe(SEATS);
    expect(found.every((f) => f.expected === 10000 && f.actual === 9500)).toBe(true);
    expect(found.map((f) => f.event)).toEqual(Array.from({ length: SEATS }, (_, i) => 2 * SEATS + 5 + i + 1));
  });
});
