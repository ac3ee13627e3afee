import { describe, expect, it } from 'vitest';
import { FingerprintSet } from '../../audit/fingerprints.js';

describe('FingerprintSet', () => {
  it('finds every repeat and no false one across 300,000 ids (through several growths)', () => {
    const set = new FingerprintSet();
    let repeats = 0;
    for (let i = 0; i < 300_000; i++) if (!set.add(`LIM-07-${String(i).padStart(9, '0')}`)) repeats++;
    expect(repeats).toBe(0);
    expect(set.size).toBe(300_000);
    for (let i = 0; i < 300_000; i += 1000) expect(set.add(`LIM-07-${String(i).padStart(9, '0')}`)).toBe(false);
    expect(set.add('LIM-07-000300000')).toBe(true);
    expect(set.add('')).toBe(true);
    expect(set.add('')).toBe(false);
  });
});

describe('FingerprintSet under a hostile log', () => {
  it('ids that differ only in lone surrogates (which UTF-8 would turn into the same bytes) are distinct', () => {
    const set = new FingerprintSet();
    expect(set.add('H-\ud800')).toBe(true);
    expect(set.add('H-\ud801')).toBe(true);
    expect(set.add('H-\ufffd')).toBe(true);
    expect(set.add('H-\ud800')).toBe(false);
  });
});
