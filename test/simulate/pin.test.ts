// The blackjack simulator is shared by Pot Luck and Marbella, with options where their rules differ.
// An option added for one catalog must not change what another plays: Pot Luck's hands and answer key
// for a seed are pinned here (digests taken before Marbella's options were added). A deliberate change
// to Pot Luck's play changes these digests, and says so in its commit (issue 17: the up card sometimes
// turned up with the hole card, the insurance decided at the reveal, new fault kinds).
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
    expect(faults).toBe(390);
    expect(hands.digest('hex')).toBe('c652ba0a076db15f5376127c8398ab122be8db1a4ed306408c95d0199053fdae');
    expect(key.digest('hex')).toBe('5b347bcc7c1f39b8cce8526c19ebce91811abc8b7c94b2ea7fe900e4847ee97e');
  });
});
