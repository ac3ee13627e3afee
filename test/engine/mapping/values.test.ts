import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CardNotation } from '../../../engine/input/mapping/cards.js';
import type { CardsSpec } from '../../../engine/input/mapping/cards.js';
import { Bad } from '../../../engine/input/mapping/errors.js';
import type { Fail } from '../../../engine/input/mapping/errors.js';
import { reasonText } from '../../../engine/core/reasons.js';

/** A value the reader refused, as its English reason. */
const badText = (v: unknown): unknown => (v instanceof Bad ? reasonText(v.reason) : v);
import { AmountReader, TimestampReader } from '../../../engine/input/mapping/values.js';
import { parseAmount } from '../../../engine/core/money.js';

const fail: Fail = (field, detail) => {
  throw new Error(`${field}: ${detail.en}`);
};
const notation = (spec: CardsSpec) => new CardNotation(spec, fail);

describe('card notations', () => {
  it('the presets read the common spellings', () => {
    expect(['10♥', 'A♠', 'k♦', 'T♣', '2♡'].map((c) => notation({ notation: 'rank-suit-symbols' }).read(c))).toEqual(['Th', 'As', 'Kd', 'Tc', '2h']);
    expect(['♥10', '♠A', '♣Q'].map((c) => notation({ notation: 'suit-rank-symbols' }).read(c))).toEqual(['Th', 'As', 'Qc']);
    expect(['H10', 'HT', 'SA', 'dk', 'C2'].map((c) => notation({ notation: 'suit-rank-letters' }).read(c))).toEqual(['Th', 'Th', 'As', 'Kd', '2c']);
    expect(['10H', 'AS', '9c'].map((c) => notation({ notation: 'rank-suit-letters' }).read(c))).toEqual(['Th', 'As', '9c']);
    expect(notation({ notation: 'rank-suit-letters', case_sensitive: true }).read('as')).toBeUndefined();
    expect(notation({ notation: 'rank-suit-symbols' }).read('1♥')).toBeUndefined();
  });

  it('numbers 1-52 in the declared order, by suit or by rank, from 1 or 0', () => {
    const bySuit = notation({ notation: 'number', order: { suits: ['c', 'd', 'h', 's'], by: 'suit' } });
    expect([1, 13, 14, 27, 40, 52].map((n) => bySuit.read(n))).toEqual(['Ac', 'Kc', 'Ad', 'Ah', 'As', 'Ks']);
    expect(bySuit.read('53')).toBeUndefined();
    expect(bySuit.read('0')).toBeUndefined();
    const byRank = notation({ notation: 'number', order: { suits: ['s', 'h', 'd', 'c'], by: 'rank', first: 0 } });
    expect([0, 1, 3, 4, 51].map((n) => byRank.read(n))).toEqual(['As', 'Ah', 'Ac', '2s', 'Kc']);
    const kingFirst = notation({ notation: 'number', order: { suits: ['s', 'h', 'd', 'c'], ranks: ['K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2', 'A'], by: 'suit' } });
    expect([1, 13].map((n) => kingFirst.read(n))).toEqual(['Ks', 'As']);
  });

  it('every number notation reads 52 distinct cards', () => {
    fc.assert(fc.property(fc.shuffledSubarray(['s', 'h', 'd', 'c'], { minLength: 4, maxLength: 4 }), fc.constantFrom<'suit' | 'rank'>('suit', 'rank'), (suits, by) => {
      const n = notation({ notation: 'number', order: { suits, by } });
      const cards = Array.from({ length: 52 }, (_, i) => n.read(i + 1));
      expect(new Set(cards).size).toBe(52);
      expect(cards.every((c) => c !== undefined)).toBe(true);
    }));
  });

  it('a table of Spanish suit letters, suit first', () => {
    const n = notation({ notation: 'suit-rank', suits: { C: 'h', D: 'd', T: 'c', P: 's' }, ranks: { A: 'A', 2: '2', 3: '3', 4: '4', 5: '5', 6: '6', 7: '7', 8: '8', 9: '9', 10: 'T', J: 'J', Q: 'Q', K: 'K' } });
    expect(['CJ', 'T10', 'PA', 'D9'].map((c) => n.read(c))).toEqual(['Jh', 'Tc', 'As', '9d']);
  });

  it('an impossible notation is refused, naming the field', () => {
    expect(() => notation({ notation: 'rank-suit-symbols', suits: { X: 'z' } })).toThrow('cards.suits.X: "z" is not a suit (s h d c)');
    expect(() => notation({ notation: 'rank-suit-letters', ranks: { 1: 'A' }, suits: { '0H': 'h' } })).toThrow('cards: "10H" would read as both Ah and Th: the rank and suit spellings overlap');
    expect(() => notation({ notation: 'number', order: { suits: ['s', 'h', 'd'], by: 'suit' } })).toThrow('cards.order.suits: must name each of the four suits s h d c once');
    expect(() => notation({ notation: 'number', order: { suits: ['s', 'h', 'd', 'c'], ranks: ['A', 'K'], by: 'suit' } })).toThrow('cards.order.ranks: must name each of the thirteen ranks once');
  });
});

describe('amounts', () => {
  it('units with either decimal separator and a thousands separator; cents', () => {
    expect(new AmountReader({ decimal: ',', thousands: '.' }).read('1.234,50')).toBe(1234.5);
    expect(new AmountReader({ decimal: ',' }).read('10,00')).toBe(10);
    expect(new AmountReader({}).read('37.5')).toBe(37.5);
    expect(new AmountReader({ scale: 'cents' }).read('12350')).toBe(123.5);
    expect(new AmountReader({ scale: 'cents' }).read('5')).toBe(0.05);
    expect(new AmountReader({ scale: 'cents' }).read(1999)).toBe(19.99);
    expect(badText(new AmountReader({ scale: 'cents' }).read('12.5'))).toBe('"12.5" is not a whole number of cents');
    expect(badText(new AmountReader({ decimal: ',' }).read('12.50'))).toBe('"12.50" is not an amount with decimal separator ","');
  });

  it('a thousands separator is dropped only where it groups thousands: "1,5" is not 15', () => {
    const comma = new AmountReader({ thousands: ',' });
    expect(comma.read('1,234,567.25')).toBe(1234567.25);
    expect(comma.read('999')).toBe(999);
    expect(badText(comma.read('1,5'))).toBe('"1,5" is not an amount with decimal separator "."');
    expect(badText(comma.read('12,34,567'))).toBe('"12,34,567" is not an amount with decimal separator "."');
    expect(badText(comma.read('1.5,000'))).toBe('"1.5,000" is not an amount with decimal separator "."');
    const dot = new AmountReader({ decimal: ',', thousands: '.' });
    expect(badText(dot.read('4.2.0.0.0'))).toBe('"4.2.0.0.0" is not an amount with decimal separator ","');
    expect(dot.read('42.000,50')).toBe(42000.5);
    const cents = new AmountReader({ scale: 'cents', thousands: '.' });
    expect(cents.read('42.000')).toBe(420);
    expect(badText(cents.read('4.2000'))).toBe('"4.2000" is not a whole number of cents');
  });

  it('more digits than a double holds are judged by the text, never rounded into an amount', () => {
    expect(badText(new AmountReader({}).read('205.000000000000000001'))).toBe('amount "205.000000000000000001" has more than two decimals');
    expect(badText(new AmountReader({}).read('10.0000000000000001'))).toBe('amount "10.0000000000000001" has more than two decimals');
    expect(new AmountReader({}).read('205.000000000000000000')).toBe(205);
    expect(badText(new AmountReader({ scale: 'cents' }).read('99999999999999999'))).toBe('amount "99999999999999999" has too many digits to be exact');
    expect(new AmountReader({}).read('10.125')).toBe(10.125); // 15 digits or fewer: exact, for the format to refuse (three decimals)
  });

  // export25: a mapping that names no thousands separator read `1.200` as 1.2 (a Spanish-locale sheet's 1200), and the
  // format passed it (its third decimal a zero). A text that reads two ways is refused, saying both.
  it('1.200, 150.000, -1.230 (or 1,200 where the decimal is a comma) read two ways: refused; 1.234, 1000.000, 0.500, 250.00 as before', () => {
    expect(badText(new AmountReader({}).read('1.200'))).toBe('amount "1.200" has more than two decimals, and is read as written: with a thousands separator it is 1200, as a spreadsheet in a Spanish locale writes it (the format writes 1200, or 1.2)');
    expect(badText(new AmountReader({}).read('150.000'))).toMatch(/^amount "150.000" has more than two decimals, and is read as written: with a thousands separator it is 150000/);
    expect(badText(new AmountReader({}).read('-1.230'))).toMatch(/with a thousands separator it is -1230, .*or -1.23\)$/);
    expect(badText(new AmountReader({ decimal: ',' }).read('1,200'))).toMatch(/^amount "1,200" has more than two decimals, and is read as written: with a thousands separator it is 1200/);
    expect(new AmountReader({}).read('1.234')).toBe(1.234); // three decimals that are not zeros: the format refuses them
    expect(new AmountReader({}).read('1000.000')).toBe(1000); // four digits before the point: no grouping writes that
    expect(new AmountReader({}).read('0.500')).toBe(0.5); // a group never starts with 0
    expect(new AmountReader({}).read('250.00')).toBe(250);
    expect(new AmountReader({ decimal: ',', thousands: '.' }).read('1.200')).toBe(1200); // the mapping names its grouping
  });

  it('a mapping whose thousands separator is its decimal separator is refused', () => {
    expect(() => new AmountReader({ decimal: ',', thousands: ',' }, fail)).toThrow('amounts.thousands: "," is also the decimal separator (amounts.decimal): "1,000" would read two ways');
    expect(() => new AmountReader({ scale: 'cents', thousands: '.' }, fail)).not.toThrow();
  });

  it('cents read exactly: the result parses back to the same minor units', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 999_999_999_999_99 }), (cents) => {
      const units = new AmountReader({ scale: 'cents' }).read(String(cents));
      const back = parseAmount(units);
      expect(back).toEqual({ ok: true, value: cents });
    }));
  });
});

describe('timestamps in the table\'s zone', () => {
  const madrid = new TimestampReader({ format: 'DD/MM/YYYY HH:mm:ss', time_zone: 'Europe/Madrid' }, fail);
  it('the offset the zone had that day (Intl)', () => {
    expect(madrid.read('06/11/2026 22:00:00')).toBe('2026-11-06T22:00:00+01:00');
    expect(madrid.read('15/07/2026 22:00:00')).toBe('2026-07-15T22:00:00+02:00');
    expect(new TimestampReader({ format: 'YYYY-MM-DD HH:mm:ss', time_zone: 'America/Lima' }, fail).read('2026-03-06 22:06:00')).toBe('2026-03-06T22:06:00-05:00');
    expect(new TimestampReader({ format: 'iso', time_zone: 'America/Puerto_Rico' }, fail).read('2026-03-06T22:06:00')).toBe('2026-03-06T22:06:00-04:00');
    expect(new TimestampReader({ format: 'iso' }, fail).read('2026-03-06T22:06:00-05:00')).toBe('2026-03-06T22:06:00-05:00');
    expect(new TimestampReader({ format: 'D/M/YYYY H:mm', time_zone: 'Europe/Madrid' }, fail).read('6/3/2026 9:05')).toBe('2026-03-06T09:05:00+01:00');
  });

  it('the hour skipped in spring does not exist; the hour repeated in autumn reads as the first', () => {
    expect(badText(madrid.read('29/03/2026 02:30:00'))).toBe('"29/03/2026 02:30:00" does not exist in the table\'s time zone (the clocks skipped that hour)');
    expect(madrid.read('29/03/2026 03:30:00')).toBe('2026-03-29T03:30:00+02:00');
    expect(madrid.read('25/10/2026 02:30:00')).toBe('2026-10-25T02:30:00+02:00');
    expect(madrid.read('25/10/2026 03:30:00')).toBe('2026-10-25T03:30:00+01:00');
  });

  it('a date that is not one, a text of another format', () => {
    expect(badText(madrid.read('31/02/2026 10:00:00'))).toBe('"31/02/2026 10:00:00" is not a date and time of day');
    expect(badText(madrid.read('2026-02-10 10:00:00'))).toBe('"2026-02-10 10:00:00" does not have the timestamp format of the mapping');
  });

  it('a local format without a zone, a zone that is not one: refused', () => {
    expect(() => new TimestampReader({ format: 'DD/MM/YYYY HH:mm' }, fail)).toThrow('timestamps.time_zone: local times ("DD/MM/YYYY HH:mm") need the table\'s IANA time zone');
    expect(() => new TimestampReader({ format: 'DD/MM HH:mm', time_zone: 'UTC' }, fail)).toThrow('timestamps.format: "DD/MM HH:mm" has no year (YYYY MM DD HH mm)');
  });

  it('the cached offsets agree with Intl on every hour of a year', () => {
    const r = new TimestampReader({ format: 'YYYY-MM-DD HH:mm', time_zone: 'Europe/Madrid' }, fail);
    const fresh = (t: string) => new TimestampReader({ format: 'YYYY-MM-DD HH:mm', time_zone: 'Europe/Madrid' }, fail).read(t);
    for (let h = 0; h < 365 * 24; h += 7) {
      const d = new Date(Date.UTC(2026, 0, 1) + h * 3_600_000);
      const text = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')} ${String(d.getUTCHours()).padStart(2, '0')}:15`;
      expect(r.read(text)).toEqual(fresh(text));
    }
  });
});
