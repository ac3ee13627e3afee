// `started_at` judged as a date and time (normalize.ts dateProblem): the form nearly every log writes is read by
// its digits' places, any other form the schema admits by the general reading; both must say the same of every
// text, a real date passes, and an impossible one is refused naming the part that does not exist.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateProblem, generalDateProblem } from '../../../engine/input/normalize.js';

const two = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'));
const four = fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0'));
const zone = fc.oneof(fc.constant('Z'), fc.tuple(fc.constantFrom('+', '-'), two, two).map(([s, h, m]) => `${s}${h}:${m}`));
/** `YYYY-MM-DDTHH:MM:SS` and a zone, each part any two (four) digits: most of them out of range somewhere. */
const fixedForm = fc.tuple(four, two, two, two, two, two, zone).map(([y, mo, d, h, mi, s, z]) => `${y}-${mo}-${d}T${h}:${mi}:${s}${z}`);
/** Near-valid values, so the in-range cases (and the month ends, leap years) are drawn often too. */
const nearValid = fc.tuple(
  fc.constantFrom('1900', '2000', '2024', '2026', '2100', '0000', '9999'),
  fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }),
  fc.constantFrom('Z', '-05:00', '+14:00', '+23:59', '-24:00', '+05:60'),
).map(([y, mo, d, h, mi, s, z]) => `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}:${String(s).padStart(2, '0')}${z}`);

describe('started_at as a date and time', () => {
  it('the fixed form\'s reading says what the general reading says, for any digits', () => {
    fc.assert(fc.property(fc.oneof(fixedForm, nearValid), (text) => {
      expect(dateProblem(text)).toEqual(generalDateProblem(text));
    }), { numRuns: 5000 });
  });

  it('real dates pass; an impossible one names its part; other forms go to the general reading', () => {
    expect(dateProblem('2026-11-06T20:41:48-05:00')).toBeUndefined();
    expect(dateProblem('2024-02-29T00:00:00Z')).toBeUndefined();
    expect(dateProblem('2026-02-29T00:00:00Z')).toMatchObject({ code: 'date.impossible', data: { part: 'day' } });
    expect(dateProblem('2100-02-29T12:00:00+01:00')).toMatchObject({ code: 'date.impossible', data: { part: 'day' } });
    expect(dateProblem('2026-04-31T12:00:00Z')).toMatchObject({ code: 'date.impossible', data: { part: 'day' } });
    expect(dateProblem('2026-13-01T12:00:00Z')).toMatchObject({ code: 'date.impossible', data: { part: 'month' } });
    expect(dateProblem('2026-11-06T24:00:00Z')).toMatchObject({ code: 'date.impossible', data: { part: 'hour' } });
    expect(dateProblem('2026-11-06T20:60:00Z')).toMatchObject({ code: 'date.impossible', data: { part: 'minute' } });
    expect(dateProblem('2026-11-06T20:41:60Z')).toMatchObject({ code: 'date.impossible', data: { part: 'second' } });
    expect(dateProblem('2026-11-06T20:41:48+24:00')).toMatchObject({ code: 'date.impossible', data: { part: 'offset' } });
    // Fractional seconds and no seconds: the general reading, the same verdicts.
    expect(dateProblem('2026-11-06T20:41:48.125-05:00')).toBeUndefined();
    expect(dateProblem('2026-11-06T20:41-05:00')).toBeUndefined();
    expect(dateProblem('2026-02-30T20:41Z')).toMatchObject({ code: 'date.impossible', data: { part: 'day' } });
  });
});
