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

describe('FingerprintSet memory', () => {
  it('a million ids take about 12 bytes each, in 1,024 tables grown by half (no moment holding the set twice)', () => {
    const set = new FingerprintSet();
    for (let i = 0; i < 1_000_000; i++) set.add(`T${i % 97}-${i}`);
    const bytes = set.bytes;
    expect(set.size).toBe(1_000_000);
    expect(bytes / 1_000_000).toBeGreaterThan(9.9); // 8 bytes a slot at most 80 % full
    expect(bytes / 1_000_000).toBeLessThan(15.2); // and at least 53 % full
    expect(set.add('T0-0')).toBe(false);
    expect(set.add(`T${999_999 % 97}-999999`)).toBe(false);
    expect(set.add('T0-1000000')).toBe(true);
  });

  it('ids of odd and even lengths that share a prefix, and ids that differ in one code unit, are distinct', () => {
    const set = new FingerprintSet();
    const ids = ['a', 'a\u0000', 'a\u0000\u0000', '\u0000', '', 'ab', 'ba', 'H-1', 'H-1 ', 'h-1'];
    for (const id of ids) expect(set.add(id), JSON.stringify(id)).toBe(true);
    for (const id of ids) expect(set.add(id), JSON.stringify(id)).toBe(false);
  });

  it('has finds what add put in, across the tables\' growth, and nothing else', () => {
    const set = new FingerprintSet();
    for (let i = 0; i < 50_000; i++) set.add(`H-${i}`);
    for (const i of [0, 1, 24_999, 49_999]) expect(set.has(`H-${i}`)).toBe(true);
    for (const id of ['H-50000', 'H--1', 'h-0', '']) expect(set.has(id), id).toBe(false);
    expect(set.size).toBe(50_000);
  });
});
