// `started_at` judged as a date and time (normalize.ts dateProblem): the form nearly every log writes is read by
// its digits' places, any other form the schema admits by the general reading; both must say the same of every
// text, a real date passes, and an impossible one is refused naming the part that does not exist.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateProblem, generalDateProblem, normalizeHand } from '../../../engine/input/normalize.js';
import { reasonInBoth } from '../../../engine/core/reasons.js';

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

describe('started_at in another ISO 8601 form', () => {
  // `+05`, a decimal comma or the basic form are ISO 8601 too: the refusal said "is not an ISO 8601 date-time with an
  // offset", which is not so; it now says which form the format reads.
  it('refused naming the form the format reads, in both languages', () => {
    for (const text of ['2026-11-06T20:21:01+05', '2026-11-06T20:21:01,5-05:00', '20261106T202101-0500']) {
      const raw = { hand_id: 'h1', game: 'pot-luck-blackjack', table_id: 't1', started_at: text, events: [] };
      const n = normalizeHand(raw, { path: 'x', line: 1 }, { defaultRuleset: () => 'pe-pot-luck-black-jack' });
      expect(n.ok).toBe(false);
      if (n.ok) continue;
      expect(n.problem.field).toBe('started_at');
      expect(reasonInBoth(n.problem.reason)).toEqual({
        en: `"${text}" is not a date-time in the ISO 8601 form the format reads: the extended form with its offset, as 2026-11-06T20:21:01-05:00 (seconds and a fraction after a point optional; Z or ±HH:MM)`,
        es: `"${text}" no es una fecha y hora en la forma ISO 8601 que lee el formato: la forma extendida con su desfase horario, como 2026-11-06T20:21:01-05:00 (segundos y fracción tras un punto opcionales; Z o ±HH:MM)`,
      });
    }
  });
});
