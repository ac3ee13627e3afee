import { describe, expect, it } from 'vitest';
import { FingerprintPlaces, FingerprintSet, PLACE_LOGS } from '../../audit/fingerprints.js';

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

describe('FingerprintPlaces', () => {
  it('gives back the first place of each key across 300,000 keys (through growths), logs up to the last it names', () => {
    const places = new FingerprintPlaces();
    for (let i = 0; i < 300_000; i++) expect(places.add(`PL-03\u0000${i}`, i % 7, i + 1)).toBeUndefined();
    for (let i = 0; i < 300_000; i += 997) expect(places.add(`PL-03\u0000${i}`, 9, 5)).toEqual({ log: i % 7, line: i + 1 });
    // The log's number rides in the table-picking bits: every log number up to the last kept apart, later ones are the last.
    expect(places.add('a', PLACE_LOGS - 2, 3)).toBeUndefined();
    expect(places.add('a', 0, 4)).toEqual({ log: PLACE_LOGS - 2, line: 3 });
    expect(places.add('b', 5000, 0)).toBeUndefined();
    expect(places.add('b', 1, 1)).toEqual({ log: PLACE_LOGS - 1, line: 0 });
    expect(places.bytes / 300_002).toBeLessThan(23); // 12 bytes a slot, at least 53 % full
  });
});
