import { describe, expect, it } from 'vitest';
import type { Money } from '../../engine/core/money.js';
import type { HandEvent } from '../../engine/core/types.js';
import { emptyLedger, ledgerStep, returnedFirst, tableNet } from '../../app/replay-ledger.js';

// The replay's own reading of a wager (a wager no catalog hook judges) is framework/net.ts's, in log order (net16).
const ev = (type: string, amount: number) => ({ type, seat: 1, spot: 'ante', amount: amount as Money }) as unknown as HandEvent;
const wagerAfter = (events: HandEvent[]) => events.reduce((l, e) => ledgerStep(l, e), emptyLedger()).wagers[0]!;

describe('replay ledger: a wager read in the order the table settled it', () => {
  it('a stake of 20 handed back and then collected is -20, told in that order; collected and then handed back is 0', () => {
    const rc = wagerAfter([ev('bet', 2000), ev('return', 2000), ev('collect', 2000)]);
    expect([tableNet(rc), returnedFirst(rc)]).toEqual([-2000, true]);
    const cr = wagerAfter([ev('bet', 2000), ev('collect', 2000), ev('return', 2000)]);
    expect([tableNet(cr), returnedFirst(cr)]).toEqual([0, false]);
  });
  it('a loser of 24 collected twice and 24 handed back took the 24 once: -24 (the sums read 0)', () => {
    expect(tableNet(wagerAfter([ev('bet', 2400), ev('collect', 2400), ev('collect', 2400), ev('return', 2400)]))).toBe(-2400);
  });
});
