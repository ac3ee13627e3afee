// The blackjack simulator is shared by Pot Luck and Marbella, with options where their rules differ.
// An option added for one catalog must not change what another plays: Pot Luck's hands and answer key
// for a seed are pinned here (digests taken before Marbella's options were added). A deliberate change
// to Pot Luck's play changes these digests, and says so in its commit (issue 17: the up card sometimes
// turned up with the hole card, the insurance decided at the reveal, new fault kinds; main-bet-after-cards
// handing the late chips back and the new main-bet-after-cards-paid kind; the dealer-draws-on-17 rounds settled
// against the hand the dealer had to stand on, dealer_extra_cards_count false; the answer key's payout-without-wager
// renamed settled-without-wager, the hands unchanged; the 9 double-over-original rounds settled on the lawful
// double with the excess handed back, their other events unchanged; the 17 pool-commission-over-max rounds
// expecting pool-commission-kept beside pool-award, the hands unchanged).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { simulate } from '../../simulate/core/run.js';
import { potLuckSimulator } from '../../simulate/pe-pot-luck-black-jack/simulate.js';

describe('Pot Luck output is pinned', () => {
  it('2000 rounds at 5 tables, seed 7, a fifth of them faulted: the same NDJSON bytes and answer key', () => {
    const hands = createHash('sha256');
    const key = createHash('sha256');
    let faults = 0;
    for (const { hand, fault } of simulate(potLuckSimulator, { hands: 2000, tables: 5, seed: 7, faultRate: 0.2 })) {
      hands.update(JSON.stringify(hand) + '\n');
      for (const e of fault?.expects ?? []) {
        key.update(`${fault!.hand_id},${fault!.fault},${e.rule},${e.article}\n`);
        faults++;
      }
    }
    expect(faults).toBe(419);
    expect(hands.digest('hex')).toBe('8b72684b3178427dae43d66b5c88a543cf903cc13b16176efe436e6cac18d0f8');
    expect(key.digest('hex')).toBe('a7208276335156357b1d91789cdf7d6a2cafeed0f47dc4157d71230caa0174d5');
  });
});
