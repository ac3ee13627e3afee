import { describe, expect, it } from 'vitest';
import { scanTableId } from '../../../audit/route.js';

/** A line with `n` nested `{"table_id":0}` objects before the real top-level key (issue 18, case 7). */
function decoyLine(n: number): string {
  return `{"hand_id":"H1","x":[${'{"table_id":0},'.repeat(n)}{}],"deep":${'{"table_id":{"a":'.repeat(50)}1${'}}'.repeat(50)},"table_id":"REAL","events":[]}`;
}

describe('--workers routing reads a line once (issue 18, case 7)', () => {
  it('finds the top-level table_id after 40,000 nested decoys, in one pass', () => {
    const line = decoyLine(40_000);
    const t0 = performance.now();
    expect(scanTableId(line)).toBe('REAL');
    // One pass over 600 KB takes a few milliseconds; the old rescan from the line's start at each
    // decoy took about 80 s. A bound generous enough for a loaded machine and far below the old cost.
    expect(performance.now() - t0).toBeLessThan(1500);
  });

  it('a key that is a value, or inside a string, is not the table_id', () => {
    expect(scanTableId('{"note":"table_id","table_id":"T-2"}')).toBe('T-2');
    expect(scanTableId('{"a":["table_id"],"table_id":"T-3"}')).toBe('T-3');
    expect(scanTableId('{"a":"x\\"table_id\\":\\"NO\\"","table_id":"T-4"}')).toBe('T-4');
    expect(scanTableId('{"table_id" :"T-5"}')).toBe('T-5');
    expect(scanTableId('{"table_id":null,"table_id":"T-6"}')).toBeUndefined(); // the first key decides, as before
  });
});
