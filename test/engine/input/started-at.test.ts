// `started_at` judged as a date and time (normalize.ts dateProblem): the form nearly every log writes is read by
// its digits' places, any other form the schema admits by the general reading; both must say the same of every
// text, a real date passes, and an impossible one is refused naming the part that does not exist.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateProblem, extendedDateTime, generalDateProblem, normalizeHand } from '../../../engine/input/normalize.js';
import { reasonInBoth } from '../../../engine/core/reasons.js';
import { instantMs } from '../../../engine/core/instant.js';

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
    expect(dateProblem('2026-11-06T20:41:61Z')).toMatchObject({ code: 'date.impossible', data: { part: 'second' } });
    expect(dateProblem('2026-11-06T20:41:48+24:00')).toMatchObject({ code: 'date.impossible', data: { part: 'offset' } });
    // Fractional seconds and no seconds: the general reading, the same verdicts.
    expect(dateProblem('2026-11-06T20:41:48.125-05:00')).toBeUndefined();
    expect(dateProblem('2026-11-06T20:41-05:00')).toBeUndefined();
    expect(dateProblem('2026-02-30T20:41Z')).toMatchObject({ code: 'date.impossible', data: { part: 'day' } });
  });
});

describe('started_at in another ISO 8601 form', () => {
  // The format asks for "ISO 8601 date-time with offset": `+05`, `-0500`, a decimal comma and the basic form are
  // ISO 8601 with an offset, and were refused. Each is read as the same local time and offset, in the extended
  // form every report takes the date and hour from.
  const read = (text: string) => normalizeHand({ hand_id: 'h1', game: 'pot-luck-blackjack', table_id: 't1', started_at: text, events: [] },
    { path: 'x', line: 1 }, { defaultRuleset: () => 'pe-pot-luck-black-jack' });

  it('read, and written in the extended form with ±HH:MM', () => {
    const cases: [string, string][] = [
      ['2026-11-06T20:21:01+05', '2026-11-06T20:21:01+05:00'],
      ['2026-11-06T20:21:01-0500', '2026-11-06T20:21:01-05:00'],
      ['2026-11-06T20:21:01,5-05:00', '2026-11-06T20:21:01.5-05:00'],
      ['2026-11-06T20:21-05', '2026-11-06T20:21-05:00'],
      ['20261106T202101-0500', '2026-11-06T20:21:01-05:00'],
      ['20261106T202101Z', '2026-11-06T20:21:01Z'],
      ['20261106T2021+01', '2026-11-06T20:21+01:00'],
      ['20261106T202101,25+0100', '2026-11-06T20:21:01.25+01:00'],
      // The extended form with ±HH:MM or Z is kept exactly as written.
      ['2026-11-06T20:21:01.125-05:00', '2026-11-06T20:21:01.125-05:00'],
      ['2026-11-06T20:21:01Z', '2026-11-06T20:21:01Z'],
    ];
    for (const [text, extended] of cases) {
      expect(extendedDateTime(text), text).toBe(extended);
      const n = read(text);
      expect(n.ok, text).toBe(true);
      if (n.ok) expect(n.hand.started_at).toBe(extended);
    }
  });

  it('an impossible date in another form names its part and the text as the log wrote it', () => {
    const n = read('20260230T202101-0500');
    expect(n.ok).toBe(false);
    if (!n.ok) expect(n.problem).toEqual({ field: 'started_at', reason: { code: 'date.impossible', data: { text: '20260230T202101-0500', part: 'day' } } });
  });

  it('what is not ISO 8601 with an offset is still refused naming started_at, in both languages', () => {
    // No offset, a space for T, lower-case t and z (RFC 3339's, not ISO 8601's), the two forms mixed, a bare hour.
    for (const text of ['2026-11-06T20:21:01', '2026-11-06 20:21:01-05:00', '2026-11-06t20:21:01z', '2026-11-06T202101-05:00',
      '20261106T20:21:01Z', '2026-11-06T20-05:00', '2026-11-06T20:21:01-5', '2026-11-06T20:21:01+05:0', 'yesterday']) {
      const n = read(text);
      expect(n.ok, text).toBe(false);
      if (n.ok) continue;
      expect(n.problem.field).toBe('started_at');
      expect(reasonInBoth(n.problem.reason)).toEqual({
        en: `"${text}" is not an ISO 8601 date-time with its offset, as 2026-11-06T20:21:01-05:00 or 20261106T202101-0500 (the date, T, the time to the minute at least, a fraction of a second after a point or a comma, then Z, ±HH:MM, ±HHMM or ±HH)`,
        es: `"${text}" no es una fecha y hora ISO 8601 con su desfase horario, como 2026-11-06T20:21:01-05:00 o 20261106T202101-0500 (la fecha, T, la hora al menos hasta los minutos, una fracción de segundo tras un punto o una coma, y luego Z, ±HH:MM, ±HHMM o ±HH)`,
      });
    }
  });

  it('any text the schema admits is rewritten to one the fixed reading and the general reading judge alike', () => {
    const digits = (n: number) => fc.integer({ min: 0, max: 10 ** n - 1 }).map((x) => String(x).padStart(n, '0'));
    const other = fc.tuple(digits(4), digits(2), digits(2), digits(2), digits(2), fc.option(digits(2)), fc.option(fc.tuple(fc.constantFrom('.', ','), digits(3))),
      fc.constantFrom('Z', '+05', '-0530', '+05:30', '-00'), fc.boolean())
      .map(([y, mo, d, h, mi, s, f, z, basic]) => {
        const sec = s === null ? '' : `${basic ? '' : ':'}${s}${f === null ? '' : f[0] + f[1]}`;
        const zone = basic ? z.replace(':', '') : z;
        return basic ? `${y}${mo}${d}T${h}${mi}${sec}${zone}` : `${y}-${mo}-${d}T${h}:${mi}${sec}${zone}`;
      });
    fc.assert(fc.property(other, (text) => {
      const extended = extendedDateTime(text);
      expect(extended).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/);
      expect(dateProblem(extended)).toEqual(generalDateProblem(extended));
    }), { numRuns: 2000 });
  });
});

describe('started_at at a leap second, and in an implausible year', () => {
  // RFC 3339 allows second 60: a real leap second (23:59:60 UTC of a day one was inserted, in the text's own offset)
  // is read; any other second 60 is refused saying why, no longer "its second does not exist".
  it('a leap second where one was inserted is read, in any offset and with a fraction', () => {
    for (const t of ['2016-12-31T23:59:60Z', '2017-01-01T08:59:60+09:00', '2016-12-31T18:59:60.5-05:00', '2015-06-30T23:59:60Z', '1972-06-30T23:59:60Z']) {
      expect([t, dateProblem(t)]).toEqual([t, undefined]);
    }
  });

  it('a second 60 anywhere else is refused as no leap second', () => {
    for (const t of ['2016-12-30T23:59:60Z', '2016-12-31T23:59:60+01:00', '2026-11-06T20:41:60Z', '2017-12-31T23:59:60Z', '2016-12-31T23:58:60Z', '2016-12-31T23:59:60.5+00:30']) {
      expect([t, dateProblem(t)]).toEqual([t, { code: 'date.not-leap-second', data: { text: t } }]);
    }
    expect(reasonInBoth(dateProblem('2026-11-06T20:41:60Z')!).en)
      .toBe('2026-11-06T20:41:60Z is not a date and time (second 60 exists only in a leap second, at 23:59:60 UTC of a day one was inserted)');
  });

  it('the leap second is the instant right after 23:59:59 UTC (the newest, first and last hand order by it)', () => {
    expect(instantMs('2016-12-31T23:59:60Z')).toBe(Date.parse('2017-01-01T00:00:00Z'));
    expect(instantMs('2016-12-31T18:59:60.5-05:00')).toBe(Date.parse('2017-01-01T00:00:00.5Z'));
    expect(instantMs('2016-12-31T23:59:59Z')).toBe(Date.parse('2016-12-31T23:59:59Z'));
    expect(instantMs('not a date')).toBeNaN();
  });

  it('a year before 1900 is refused, naming it (a shift roll-up once printed "-000001-12 22-06")', () => {
    expect(dateProblem('0000-01-01T01:00:00+14:00')).toEqual({ code: 'date.year-too-early', data: { text: '0000-01-01T01:00:00+14:00', year: '0000', earliest: 1900 } });
    expect(reasonInBoth(dateProblem('1899-12-31T23:00:00Z')!).en).toBe('1899-12-31T23:00:00Z is not a time a hand was dealt (its year 1899 is before 1900)');
    expect(dateProblem('1900-01-01T03:00:00+14:00')).toBeUndefined();
    // An impossible part is still named first.
    expect(dateProblem('0000-00-00T00:00Z')).toMatchObject({ code: 'date.impossible', data: { part: 'month' } });
  });
});
