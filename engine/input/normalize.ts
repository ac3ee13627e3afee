import { createRequire } from 'node:module';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { parseCard } from '../core/cards.js';
import type { Card } from '../core/cards.js';
import { formatMoney, parseAmount, parseAmountText } from '../core/money.js';
import { hasNoMinorUnit, isCurrencyCode } from '../core/iso-4217.js';
import { CATEGORIES } from '../core/poker-categories.js';
import type { Money } from '../core/money.js';
import type { HandEvent, HandRecord, Participant, SourceRef, TableConfig } from '../core/types.js';
import { citedHandId, readsAsThousands, wellFormed } from './record-text.js';
import type { NumberTexts } from './record-text.js';
import * as generated from './hand-log-validate.generated.js';
import { reason } from '../core/reasons.js';
import { instantMs } from '../core/instant.js';
import type { Reason } from '../core/reasons.js';

const require = createRequire(import.meta.url);
export const handSchema = require('./hand-log.schema.json') as object;

// The schema compiled once, at build time (scripts/gen-schema-validator.mjs: ajv's standalone code,
// with the options `{ discriminator: true, allErrors: false, strict: false }`): compiling it at
// every start cost about 170 ms. A test holds the generated file to the schema.
const validateHand = generated.validateHand as unknown as ValidateFunction;
const validateTableSchema = generated.validateTable as unknown as ValidateFunction;

/**
 * A posted table configuration from a tables file, checked against the same
 * schema as a hand's inline `table` (a "false" that is a string must not read
 * as true); undefined when valid, else the field and the reason.
 */
export function tableProblem(posted: unknown): InputProblem | undefined {
  const config = withoutNullFields(posted);
  if (!validateTableSchema(config)) return describeSchemaError(validateTableSchema.errors?.[0], config);
  const currency = (config as Record<string, unknown>)['currency'];
  const code = typeof currency === 'string' ? currencyProblem(currency, 'currency') : undefined;
  if (code) return code;
  // Past the schema, every check an inline table gets (normalizeTable: a line with three decimals, a pay table key the
  // format does not name, crossed limits; an amount with decimals on a table posting a currency without a minor unit).
  // Left to the hands, such a table was refused hand by hand where a wrong type stops the run, and never said at all
  // where no hand used it (tables22).
  const table = normalizeTable(config as Record<string, unknown>);
  const problem = 'reason' in table ? table : typeof currency === 'string' && hasNoMinorUnit(currency) ? fractionOfWholeCurrency([], table, currency) : undefined;
  return problem && { ...problem, field: problem.field?.replace(/^table\./, '') };
}

/** A reason a record cannot be audited: which field, and why, in words a user can act on. */
export interface InputProblem {
  field?: string;
  reason: Reason;
}

export type Normalized = { ok: true; hand: HandRecord } | { ok: false; problem: InputProblem; handId?: string };

export interface NormalizeOptions {
  /** Posted configurations from a tables file, by table_id. */
  tables?: Map<string, Record<string, unknown>>;
  /** The catalog id a game defaults to. */
  defaultRuleset(game: string): string | undefined;
}

/**
 * `texts`: the source text of the numbers JSON.parse may have read inexactly (record-text.ts), by
 * path: the format's numeric fields are judged by their text, not by the double it became. `sound`:
 * the reader saw no escape and no lone surrogate in the record's text (readers.ts), so no string of
 * the value is ill-formed and it is not walked for one.
 */
export function normalizeHand(record: unknown, source: SourceRef, opts: NormalizeOptions, texts?: NumberTexts, sound = false): Normalized {
  const value = optionalNullsAbsent(record);
  const handId = isObject(value) ? citedHandId(value['hand_id']) : undefined;
  if (!isObject(value)) {
    // A list of hands where one hand goes (an NDJSON line `[{…}, {…}]`): its hands are not read, said as that.
    const list: unknown[] = Array.isArray(value) ? value : [];
    const hands = list.filter((v) => isObject(v) && Object.hasOwn(v, 'hand_id')).length;
    return { ok: false, problem: { reason: hands > 0 ? reason('record.list-of-hands', { n: list.length, hands }) : reason('record.not-object') } };
  }
  const unpaired = !sound && hasLoneSurrogate(value) ? loneSurrogateAt(value) : undefined;
  if (unpaired !== undefined) {
    return { ok: false, handId, problem: { field: unpaired || undefined, reason: reason('record.lone-surrogate') } };
  }
  // A format number written so that JSON.parse read it inexactly is judged by its text first: the schema would
  // judge the double it became (`1e400` is Infinity, quoted as "null"; `-9007199254740993` as ...992).
  if (texts) {
    const inexact = numberTextProblem(texts);
    if (inexact) return { ok: false, handId, problem: inexact };
  }
  // An id empty or of blank space alone (`"   "`, a tab) names nothing a report or a dispute can cite, and a CSV cell of
  // blank space is an empty one (csv-hands.ts): it was audited as "Hand      " (hostile31), and "" was said in the
  // schema's words ('"" must NOT have fewer than 1 character').
  for (const field of ['hand_id', 'table_id'] as const) {
    const id = value[field];
    if (typeof id === 'string' && id.trim() === '') return { ok: false, handId, problem: { field, reason: reason(field === 'hand_id' ? 'id.blank-hand' : 'id.blank-table', { text: quoted(id) }) } };
  }
  if (!validateHand(value)) {
    // A game no catalog audits is the reason the record cannot be audited whatever else it breaks: said first, not
    // a field of events no game of Veedor's could have been checked against (`"spot": "red"` at a roulette table).
    const game = value['game'];
    if (typeof game === 'string' && value['ruleset'] === undefined && opts.defaultRuleset(game) === undefined) {
      return { ok: false, handId, problem: { field: 'game', reason: reason('game.unknown', { game: quoted(game) }) } };
    }
    return { ok: false, handId, problem: describeSchemaError(validateHand.errors?.[0], value, record) };
  }
  const raw = value as Record<string, any>;
  const written: string = raw['started_at'];
  const startedAt = extendedDateTime(written);
  const date = dateProblem(startedAt);
  if (date) return { ok: false, handId, problem: { field: 'started_at', reason: startedAt === written ? date : { ...date, data: { ...date.data, text: written } } } };
  const named = raw['currency'] !== undefined ? currencyProblem(raw['currency'], 'currency') : undefined;
  if (named) return { ok: false, handId, problem: named };
  const ruleset: string | undefined = raw['ruleset'] ?? opts.defaultRuleset(raw['game']);
  if (ruleset === undefined) {
    // Quoted as every schema refusal quotes the log's text, clipped: the format bounds no game's length, and a game of
    // a megabyte was echoed whole into the terminal, the CSV and the PDF (which took minutes to set one word).
    return { ok: false, handId, problem: { field: 'game', reason: reason('game.unknown', { game: quoted(raw['game']) }) } };
  }
  const tableRaw = raw['table'] ?? withoutNullFields(postedTable(opts.tables, raw['table_id'])) ?? {};
  const table = normalizeTable(tableRaw);
  if ('reason' in table) return { ok: false, handId, problem: table };

  const events: HandEvent[] = new Array(raw['events'].length);
  let hasProcedures = false;
  for (let i = 0; i < raw['events'].length; i++) {
    const ev = normalizeEvent(raw['events'][i], i + 1);
    if ('reason' in ev) return { ok: false, handId, problem: { field: `events[${i}]${ev.field ? '.' + ev.field : ''}`, reason: ev.reason } };
    if (ev.type === 'procedure') hasProcedures = true;
    events[i] = ev;
  }
  const posted = table.extra['currency'];
  if (raw['currency'] !== undefined && posted !== undefined && posted !== raw['currency']) {
    // The table's posted amounts (limits, maximum payout) are in another currency than the hand's wagers: neither
    // can be judged against the other, and which one the hand's amounts are in is not known.
    return { ok: false, handId, problem: { field: 'currency', reason: reason('currency.differs-from-table', { text: JSON.stringify(raw['currency']), posted: JSON.stringify(posted) }) } };
  }
  const currency = raw['currency'] ?? posted;
  const fraction = typeof currency === 'string' && hasNoMinorUnit(currency) ? fractionOfWholeCurrency(events, table, currency) : undefined;
  if (fraction) return { ok: false, handId, problem: fraction };
  // One shape for every hand too, its optional fields undefined where the log has none.
  const hand: HandRecord = {
    hand_id: raw['hand_id'], game: raw['game'], ruleset, table_id: canonical(raw['table_id']), dealer_id: canonical(raw['dealer_id']), shoe_id: canonical(raw['shoe_id']),
    started_at: startedAt, currency: raw['currency'], table, events, hasProcedures, source, eventLines: undefined,
  };
  return { ok: true, hand };
}

/** The fields of a hand the format requires: null there is refused, naming the field (an optional field's null is absent). */
const REQUIRED_HAND_FIELDS = new Set(['hand_id', 'game', 'table_id', 'started_at', 'events']);

/**
 * The record with JSON's null read as absent wherever the hand-log format makes the field optional: a hand's ruleset,
 * dealer_id, shoe_id, currency or table; any field of its table; any field of an event but its type (a field the
 * event's type requires, such as a bet's amount or a deal's card, is then missing, and refused naming it, as is a
 * stake-adding decision's amount: never a zero stake). The format marks these fields optional and says of its CSV that
 * "empty cells mean absent"; a table system exporting from SQL writes NULL for a shoe a pai gow table does not have, a
 * dealer not recorded, a hand index no split made: each such hand was refused whole ("null must be string") and every
 * breach in it went unreported (spec24). The record itself when it holds no such null (the common case: nothing is
 * copied); else a copy of the objects that held one.
 */
function optionalNullsAbsent(value: unknown): unknown {
  if (!isObject(value)) return value;
  let out: Record<string, unknown> | undefined;
  for (const k in value) {
    if (value[k] === null && !REQUIRED_HAND_FIELDS.has(k)) {
      out ??= { ...value };
      delete out[k];
    }
  }
  const table = value['table'];
  if (isObject(table)) {
    const t = withoutNullFields(table);
    if (t !== table) (out ??= { ...value })['table'] = t;
  }
  const events = value['events'];
  if (Array.isArray(events)) {
    let copied: unknown[] | undefined;
    for (let i = 0; i < events.length; i++) {
      const e = events[i];
      if (!isObject(e)) continue;
      let ev: Record<string, unknown> | undefined;
      for (const k in e) {
        if (e[k] === null && k !== 'type') {
          ev ??= { ...e };
          delete ev[k];
        }
      }
      if (ev) (copied ??= [...events])[i] = ev;
    }
    if (copied) (out ??= { ...value })['events'] = copied;
  }
  return out ?? value;
}

/** A posted table configuration without its null fields (each optional: null is absent); the object itself when it has none. */
function withoutNullFields<T>(table: T): T {
  if (!isObject(table)) return table;
  let out: Record<string, unknown> | undefined;
  for (const k in table) {
    if (table[k] === null) {
      out ??= { ...table };
      delete out[k];
    }
  }
  return (out ?? table) as T;
}

/**
 * A tables file's configuration of table `id` as a log writes it: looked up by its canonical form, as the hand's
 * table_id is kept and as the tables file's ids are (cli/load-tables.ts). Looked up as written, `Mesa-Peña` with n +
 * U+0303 in the log missed the tables file's `Mesa-Peña` with ñ: the hand was audited with no posted configuration,
 * a false "no commission posted" (Art. 18º), and no note, since the two print alike (hostile28). As written too: a
 * stored run's tables kept before their ids were made canonical.
 */
export function postedTable(tables: ReadonlyMap<string, Record<string, unknown>> | undefined, id: unknown): Record<string, unknown> | undefined {
  if (!tables || typeof id !== 'string') return undefined;
  return tables.get(canonical(id)) ?? tables.get(id);
}

/**
 * The first field (in name order) on which a hand's inline table and the tables file's configuration of its table
 * differ, each value as JSON text; undefined where they agree (a null field is absent in both). The inline table is
 * the one read (the format: a hand's own table, otherwise the tables file's), and was read silently over a tables
 * file that posts another commission or other limits (hostile28): the two records of what the table posts disagree.
 */
export function tableDifference(inline: unknown, posted: Record<string, unknown>): { field: string; inline: string; posted: string } | undefined {
  if (!isObject(inline)) return undefined;
  const a = withoutNullFields(inline);
  const b = withoutNullFields(posted);
  for (const field of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    const x = sortedJson(a[field]);
    const y = sortedJson(b[field]);
    if (x !== y) return { field, inline: x ?? '-', posted: y ?? '-' };
  }
  return undefined;
}

/** A JSON value's text with its objects' keys in order: two pay tables written in another order are one. */
function sortedJson(v: unknown): string | undefined {
  if (v === undefined) return undefined;
  if (isObject(v)) return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${sortedJson(v[k])}`).join(',')}}`;
  if (Array.isArray(v)) return `[${v.map((e) => sortedJson(e) ?? 'null').join(',')}]`;
  return JSON.stringify(v);
}

/**
 * A table, dealer or shoe id in Unicode's canonical form (NFC): the key every group is made by (stats, summary, the PDF's
 * tables, shoe continuity). `Begoña` written with ñ (U+00F1) by one system and with n + U+0303 by another is one text,
 * printed alike: it was two dealers with half the hands each, and one shoe named both ways two shoes (hostile18). An
 * ASCII id is its own canonical form. The hand_id is kept as written (admission: two forms of it in a log are a repeat).
 */
function canonical<T extends string | undefined>(id: T): T {
  if (id === undefined) return id;
  // Each UTF-16 unit read, not a regular expression run per id (three ids a hand; perf20): the same test.
  for (let i = 0; i < id.length; i++) if (id.charCodeAt(i) > 0x7f) return id.normalize('NFC') as T;
  return id;
}

/**
 * Whether any string or key in the record is not well-formed Unicode: the walk of loneSurrogateAt
 * without building a path per value (it cost about 5 % of an audit's time), which then runs only
 * on the rare record that has one.
 */
function hasLoneSurrogate(v: unknown): boolean {
  if (typeof v === 'string') return !wellFormed(v);
  if (typeof v !== 'object' || v === null) return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (hasLoneSurrogate(v[i])) return true;
    return false;
  }
  const o = v as Record<string, unknown>;
  for (const k of Object.keys(o)) if (!wellFormed(k) || hasLoneSurrogate(o[k])) return true;
  return false;
}

/**
 * The path of the first string (or key) in a record that is not well-formed
 * Unicode: a JSON escape like "\\ud800" alone. UTF-8 (the store, the reports)
 * cannot hold it, so it would be written as U+FFFD and no longer be what the
 * log said. '' for the record itself; undefined when every string is sound.
 */
function loneSurrogateAt(v: unknown, path = ''): string | undefined {
  if (typeof v === 'string') return wellFormed(v) ? undefined : path;
  if (typeof v !== 'object' || v === null) return undefined;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const at = loneSurrogateAt(v[i], `${path}[${i}]`);
      if (at !== undefined) return at;
    }
    return undefined;
  }
  for (const [k, x] of Object.entries(v)) {
    const key = path ? `${path}.${k}` : k;
    if (!wellFormed(k)) return path || '';
    const at = loneSurrogateAt(x, key);
    if (at !== undefined) return at;
  }
  return undefined;
}

type Problem = { field?: string; reason: Reason };

const MONEY_PATH = /^(events\[\d+\]\.amount|table\.(min_bet|max_bet|max_payout|pool_commission_pct|bonus_payout|bet_to_ante_ratio|bet_paytable\..+))$/;
const INTEGER_PATH = /^(events\[\d+\]\.(seat|hand|number|value|count|position|decks)|table\.(decks|seats|max_splits))$/;

/**
 * A format field whose number was written so that JSON.parse reads it inexactly or with an
 * exponent. Money is judged by its text: `205.000000000000000001` has more than two decimals (it
 * is not 205), `409.99999999999999999` is not 410. Exponents are refused in every numeric field
 * of the format, in NDJSON, JSON and CSV alike: `2.05e2` is 205 exactly, but a plain decimal is
 * what the format writes and what an inspector reads. Extra fields are not the format's: left alone.
 */
export function numberTextProblem(texts: NumberTexts): Problem | undefined {
  for (const [path, text] of texts) {
    const money = MONEY_PATH.test(path);
    if (!money && !INTEGER_PATH.test(path)) continue;
    // Only a CSV cell gives a number as such text (a JSON number has no comma).
    if (money && /^-?[\d.]+,\d+$/.test(text)) {
      const plain = text.replace(/\./g, '').replace(',', '.');
      // `1,200`: a thousands separator in an English export (1200) as much as a decimal comma (1.2).
      if (/^-?\d{1,3},\d{3}$/.test(text)) return { field: path, reason: reason('amount.comma-either', { text: `"${text}"`, grouped: text.replace(',', ''), plain: plain.replace(/0+$/, '').replace(/\.$/, '') }) };
      return { field: path, reason: reason(text.includes('.') ? 'amount.decimal-comma-grouped' : 'amount.decimal-comma', { text: `"${text}"`, plain }) };
    }
    if (/[eE]/.test(text)) {
      if (!Number.isFinite(Number(text))) return { field: path, reason: reason(money ? 'amount.not-finite-text' : 'number.not-finite', { text }) };
      return { field: path, reason: reason('number.exponent', { text }) };
    }
    if (!money) return { field: path, reason: reason('number.inexact', { text }) };
    // A CSV cell that reads two ways (`1.200`: 1200 with a Spanish-locale thousands separator, or 1.2 with three
    // decimals, as Number() read it) is refused, saying both; a JSON number never comes here so (it has no grouping).
    if (readsAsThousands(text)) {
      return { field: path, reason: reason('amount.thousands-like', { text, grouped: text.replace('.', ''), short: text.replace(/0+$/, '').replace(/\.$/, '') }) };
    }
    const m = parseAmountText(text.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''), false);
    if (!m.ok) return { field: path, reason: m.reason };
  }
  return undefined;
}

/**
 * `started_at` in the extended form every report reads (`2026-11-06T20:21:01-05:00`): the date and hour at fixed
 * places (a day's and a shift's roll-up take them from there), a fraction after a point, the offset as Z or
 * ±HH:MM. The hand-log format asks for "ISO 8601 date-time with offset", and ISO 8601 writes the same instant in
 * other ways the schema admits: an offset of hours alone (`-05`) or without its colon (`-0500`, as strftime's %z
 * writes it), a decimal comma (`01,5`), the basic form (`20261106T202101-0500`). Each is rewritten here to the
 * extended form, the same local time and offset; a text already in it is returned as it is.
 */
export function extendedDateTime(text: string): string {
  const n = text.length;
  // The common forms: `...:SSZ`, `...:SS±HH:MM`, with or without a fraction after a point.
  if (text.charCodeAt(4) === 0x2d && text.indexOf(',') < 0 && (text.charCodeAt(n - 1) === 0x5a || text.charCodeAt(n - 3) === 0x3a)) return text;
  const m = EXTENDED_OR_BASIC.exec(text);
  if (!m) return text; // the schema's pattern admits no other text
  const [, y, mo, d, h, mi, s, frac, zone] = m as unknown as string[];
  const offset = zone === 'Z' ? 'Z' : `${zone!.slice(0, 3)}:${zone!.length > 3 ? zone!.slice(-2) : '00'}`;
  return `${y}-${mo}-${d}T${h}:${mi}${s !== undefined ? `:${s}` : ''}${frac !== undefined ? `.${frac}` : ''}${offset}`;
}

// ISO 8601's calendar date and time of day with an offset, in the extended form (`-` and `:`) or the basic one (none),
// each written whole in one form: date, hour, minute, then optional seconds and their fraction, then the offset.
const EXTENDED_OR_BASIC = /^(\d{4})-?(\d{2})-?(\d{2})T(\d{2}):?(\d{2})(?::?(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)$/;

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `2026-02-30T25:61Z` matches the schema's pattern and is no date: the reports roll hands up by their local day and shift. */
export function dateProblem(text: string): Reason | undefined {
  // The form nearly every log writes, `2026-11-06T20:41:48-05:00` (or `...48Z`), read by its digits' places: the
  // same judgment as the general reading below, which a test holds it to.
  const fixed = fixedDateProblem(text);
  return fixed === FIXED_OTHER ? generalDateProblem(text) : fixed;
}

const FIXED_OTHER = 'other' as const;

/** A digit's value at `i`, or -1. */
function digitAt(text: string, i: number): number {
  const c = text.charCodeAt(i) - 0x30;
  return c >= 0 && c <= 9 ? c : -1;
}

function twoDigits(text: string, i: number): number {
  const a = digitAt(text, i);
  const b = digitAt(text, i + 1);
  return a < 0 || b < 0 ? -1 : 10 * a + b;
}

/** `YYYY-MM-DDTHH:MM:SS` then `Z` or `±HH:MM`: its problem (undefined: none); FIXED_OTHER for any other text. */
function fixedDateProblem(text: string): Reason | undefined | typeof FIXED_OTHER {
  const n = text.length;
  if (n !== 20 && n !== 25) return FIXED_OTHER;
  if (text.charCodeAt(4) !== 0x2d || text.charCodeAt(7) !== 0x2d || text.charCodeAt(10) !== 0x54 || text.charCodeAt(13) !== 0x3a || text.charCodeAt(16) !== 0x3a) return FIXED_OTHER;
  const hi = twoDigits(text, 0);
  const lo = twoDigits(text, 2);
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  const hour = twoDigits(text, 11);
  const minute = twoDigits(text, 14);
  const second = twoDigits(text, 17);
  if (hi < 0 || lo < 0 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0) return FIXED_OTHER;
  let offset = 0;
  if (n === 20) {
    if (text.charCodeAt(19) !== 0x5a) return FIXED_OTHER;
  } else {
    const sign = text.charCodeAt(19);
    const oh = twoDigits(text, 20);
    const om = twoDigits(text, 23);
    if ((sign !== 0x2b && sign !== 0x2d) || text.charCodeAt(22) !== 0x3a || oh < 0 || om < 0) return FIXED_OTHER;
    offset = oh > 23 || om > 59 ? NaN : (sign === 0x2b ? 1 : -1) * (60 * oh + om);
  }
  // Every such text with its parts in range is an instant (years 0000-9999, ECMAScript's date-time format).
  return partsProblem(text, 100 * hi + lo, month, day, hour, minute, second, offset);
}

/**
 * What is wrong with a date and time's parts (both readings judge by it), or undefined. `offset` in minutes east
 * of UTC, NaN when out of range. Second 60 is RFC 3339's leap second: read where one was inserted (23:59:60 UTC
 * of the days LEAP_SECOND_DAYS lists, in the text's own offset), refused anywhere else. A year before
 * EARLIEST_YEAR is refused: `started_at` is when a hand was dealt, and a day's and a shift's roll-up (the night
 * shift of the day before) cannot name a day before year 0000.
 */
function partsProblem(text: string, year: number, month: number, day: number, hour: number, minute: number, second: number, offset: number): Reason | undefined {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && !leap ? 28 : DAYS_IN_MONTH[month - 1]!;
  const bad = month < 1 || month > 12 ? 'month' : day < 1 || day > days ? 'day' : hour > 23 ? 'hour' : minute > 59 ? 'minute'
    : second > 60 ? 'second' : Number.isNaN(offset) ? 'offset' : undefined;
  if (bad) return reason('date.impossible', { text, part: bad });
  if (year < EARLIEST_YEAR) return reason('date.year-too-early', { text, year: String(year).padStart(4, '0'), earliest: EARLIEST_YEAR });
  if (second === 60) {
    // The minute in UTC: the local one less the offset (minutes east of UTC).
    const utc = new Date(Date.UTC(year, month - 1, day, hour, minute) - offset * 60_000).toISOString();
    if (utc.slice(11, 16) !== '23:59' || !LEAP_SECOND_DAYS.has(utc.slice(0, 10))) return reason('date.not-leap-second', { text });
  }
  return undefined;
}

/** The earliest year a hand's `started_at` may have. */
const EARLIEST_YEAR = 1900;

/**
 * The UTC days whose last minute had a 61st second, 23:59:60 (IERS Bulletin C; none was inserted after 2016, and
 * the next, if any, is announced six months ahead: it is added here then).
 */
const LEAP_SECOND_DAYS = new Set([
  '1972-06-30', '1972-12-31', '1973-12-31', '1974-12-31', '1975-12-31', '1976-12-31', '1977-12-31', '1978-12-31',
  '1979-12-31', '1981-06-30', '1982-06-30', '1983-06-30', '1985-06-30', '1987-12-31', '1989-12-31', '1990-12-31',
  '1992-06-30', '1993-06-30', '1994-06-30', '1995-12-31', '1997-06-30', '1998-12-31', '2005-12-31', '2008-12-31',
  '2012-06-30', '2015-06-30', '2016-12-31',
]);

/** The general reading, for any text the schema's pattern admits (fractional seconds, no seconds). */
export function generalDateProblem(text: string): Reason | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  const offset = /([+-])(\d{2}):(\d{2})$/.exec(text);
  if (!m) return undefined; // the schema's pattern has judged it
  const [year, month, day, hour, minute, second = 0] = m.slice(1).map((x) => (x === undefined ? 0 : Number(x))) as number[];
  const minutes = offset === null ? 0 : Number(offset[2]) > 23 || Number(offset[3]) > 59 ? NaN
    : (offset[1] === '+' ? 1 : -1) * (60 * Number(offset[2]) + Number(offset[3]));
  const problem = partsProblem(text, year!, month!, day!, hour!, minute!, second, minutes);
  if (problem) return problem;
  if (Number.isNaN(instantMs(text))) return reason('date.not-instant', { text });
  return undefined;
}

/**
 * The event in its hand-log form, a new object of one fixed shape per event type: every field the format
 * gives the type, in the format's order, `undefined` where the log has none (the defaults filled in: a deal
 * face up, a bet in chips and not behind). Code that walks a hand's events (the engines, the rules, the
 * statistics) then meets a handful of object shapes, all of them in a log's first hands, instead of one per
 * combination of optional fields and key order, which V8 kept meeting for the first time hands later and
 * recompiled that code for.
 *
 * The fields the format defines for the event's type are converted (money, cards, participants) and kept; the
 * schema has checked their types. A money, card or participant field the format defines for another type (a
 * `cards` list on a deal, an `amount` on a reveal) is still checked, so a malformed one refuses the record
 * naming it, as before; it is not kept. Its value can be of any type there (the schema does not see it): a
 * `cards: null` on a deal, read as a list, once stopped the whole run.
 */
function normalizeEvent(e: Record<string, any>, index: number): HandEvent | Problem {
  const type = e['type'];
  const foreign = FOREIGN[type as string];
  if (foreign) {
    for (const field of foreign) {
      if (e[field] === undefined) continue;
      const problem = foreignProblem(field, e[field]);
      if (problem) return problem;
    }
  }
  switch (type) {
    case 'deal':
    case 'reveal': {
      const c = parseCard(e['card']);
      if (!c.ok) return { field: 'card', reason: c.reason };
      const to = parseParticipant(e['to']);
      return type === 'deal' ? { type, index, to, hand: e['hand'], card: c.card, face: e['face'] ?? 'up' } : { type, index, to, card: c.card };
    }
    case 'bet': {
      const m = parseAmount(e['amount']);
      if (!m.ok) return { field: 'amount', reason: m.reason };
      if (m.value === 0) return { field: 'amount', reason: reason('amount.zero-stake', { text: String(e['amount']) }) };
      return {
        type, index, seat: e['seat'], spot: e['spot'], amount: m.value, hand: e['hand'], player: e['player'], number: e['number'],
        medium: e['medium'] ?? 'chips', behind: e['behind'] ?? false,
      };
    }
    case 'payout':
    case 'collect':
    case 'return': {
      const m = parseAmount(e['amount']);
      if (!m.ok) return { field: 'amount', reason: m.reason };
      return { type, index, seat: e['seat'], spot: e['spot'], hand: e['hand'], number: e['number'], amount: m.value, player: e['player'], behind: e['behind'] };
    }
    case 'procedure': {
      let cards: Card[] | undefined;
      if (e['cards'] !== undefined) {
        cards = [];
        for (let i = 0; i < e['cards'].length; i++) {
          const c = parseCard(e['cards'][i]);
          if (!c.ok) return { field: `cards[${i}]`, reason: c.reason };
          cards.push(c.card);
        }
      }
      return {
        type, index, name: e['name'], by: e['by'] !== undefined ? parseParticipant(e['by']) : undefined, decks: e['decks'], position: e['position'], cards,
        participant: e['participant'] !== undefined ? parseParticipant(e['participant']) : undefined, count: e['count'],
      };
    }
    case 'decision': {
      let amount: Money | undefined;
      if (e['amount'] !== undefined) {
        const m = parseAmount(e['amount']);
        if (!m.ok) return { field: 'amount', reason: m.reason };
        if (m.value === 0 && STAKE_ACTIONS.has(e['action'])) return { field: 'amount', reason: reason('amount.zero-stake', { text: String(e['amount']) }) };
        amount = m.value;
      }
      return { type, index, seat: e['seat'], hand: e['hand'], action: e['action'], amount, player: e['player'] };
    }
    case 'rng':
      return { type, index, value: e['value'] };
    case 'commission':
    case 'pool_award': {
      const m = parseAmount(e['amount']);
      if (!m.ok) return { field: 'amount', reason: m.reason };
      return type === 'commission' ? { type, index, spot: e['spot'], amount: m.value } : { type, index, seat: e['seat'], amount: m.value };
    }
    default:
      // The schema admits no other type: a record gets here only past it, which would be a bug.
      throw new Error(`unknown event type ${String(type)}`);
  }
}

/**
 * The decisions that add a stake (format 1.1: their amount is required). A stake of zero is no wager, as a bet of
 * zero is none: the hand-log format says a stake-adding action without its amount is "never a zero stake", and a
 * table cannot lose, pay or push nothing; such a record is refused naming its amount rather than audited as if a
 * wager had been placed. A settlement of zero (a payout of 0 on a winning wager) is what the table did, and the
 * rules judge it.
 */
const STAKE_ACTIONS = new Set<unknown>(['double', 'split', 'insurance', 'bet']);

/** Why a currency code is not one the format admits (`currency`, `table.currency`), or undefined. */
function currencyProblem(code: string, field: string): Problem | undefined {
  return isCurrencyCode(code) ? undefined : { field, reason: reason('currency.not-iso4217', { text: JSON.stringify(code) }) };
}

/**
 * The first amount with decimals in a hand whose currency has none (JPY, KRW, CLP: ISO 4217 minor unit 0). The
 * format allows two decimals in every currency; an amount of JPY 100.50 is not money a table can pay, and
 * auditing it in hundredths would judge a sum that never changed hands.
 */
function fractionOfWholeCurrency(events: HandEvent[], table: TableConfig, currency: string): Problem | undefined {
  const whole = (m: Money | undefined) => m === undefined || m % 100 === 0;
  for (const k of MONEY_FIELDS) {
    const m = table[k];
    if (!whole(m)) return { field: `table.${k}`, reason: reason('amount.whole-currency', { text: formatMoney(m!), currency }) };
  }
  for (let i = 0; i < events.length; i++) {
    const m = (events[i] as { amount?: Money }).amount;
    if (!whole(m)) return { field: `events[${i}].amount`, reason: reason('amount.whole-currency', { text: formatMoney(m!), currency }) };
  }
  return undefined;
}

/** Per event type, the money, card and participant fields the format gives other types only. */
const CONVERTED = ['amount', 'card', 'cards', 'to', 'by', 'participant'] as const;
const OWN: Record<string, readonly string[]> = {
  deal: ['card', 'to'], reveal: ['card', 'to'], bet: ['amount'], payout: ['amount'], collect: ['amount'], return: ['amount'],
  procedure: ['cards', 'by', 'participant'], decision: ['amount'], rng: [], commission: ['amount'], pool_award: ['amount'],
};
const FOREIGN: Record<string, readonly string[]> = Object.fromEntries(Object.entries(OWN).map(([t, own]) => [t, CONVERTED.filter((f) => !own.includes(f))]));
// The schema's own pattern, where it checks a participant field of the type that has it.
const PARTICIPANT_TEXT = new RegExp((handSchema as { definitions: { participant: { pattern: string } } }).definitions.participant.pattern);

/** Why a money, card or participant field on a type that has none cannot be read, or undefined. */
function foreignProblem(field: string, v: unknown): Problem | undefined {
  if (field === 'amount') {
    const m = parseAmount(v);
    return m.ok ? undefined : { field, reason: m.reason };
  }
  if (field === 'card') {
    const c = parseCard(v);
    return c.ok ? undefined : { field, reason: c.reason };
  }
  if (field === 'cards') {
    if (!Array.isArray(v)) return { field, reason: reason('schema.type', { text: String(preview(v, 60)), type: 'array' }) };
    for (let i = 0; i < v.length; i++) {
      const c = parseCard(v[i]);
      if (!c.ok) return { field: `cards[${i}]`, reason: c.reason };
    }
    return undefined;
  }
  return typeof v === 'string' && PARTICIPANT_TEXT.test(v) ? undefined : { field, reason: reason('schema.participant', { text: String(preview(v, 60)) }) };
}

// The schema admits a bounded set of participants (seat:1 to seat:999, dealer, player, banker): each
// is read once and shared, frozen, by every event that names it.
const PARTICIPANTS = new Map<string, Participant>();

export function parseParticipant(text: string): Participant {
  let p = PARTICIPANTS.get(text);
  if (!p) {
    p = Object.freeze(text.startsWith('seat:') ? { kind: 'seat' as const, seat: Number(text.slice(5)) } : { kind: text as Participant['kind'], seat: 0 });
    if (PARTICIPANTS.size < 4096) PARTICIPANTS.set(text, p);
  }
  return p;
}

export function participantText(p: Participant): string {
  return p.kind === 'seat' ? `seat:${p.seat}` : p.kind;
}

const PARTICIPANT_NAMES = {
  es: { seat: 'el asiento', dealer: 'el dealer', player: 'Punto', banker: 'Banca' },
  en: { seat: 'seat', dealer: 'the dealer', player: 'Player (Punto)', banker: 'Banker (Banca)' },
} as const;

/** A participant in words: "el asiento 3" / "seat 3", "el dealer" / "the dealer". */
export function participantName(p: Participant, lang: 'es' | 'en'): string {
  const names = PARTICIPANT_NAMES[lang];
  return p.kind === 'seat' ? `${names.seat} ${p.seat}` : names[p.kind];
}

const MONEY_FIELDS = ['min_bet', 'max_bet', 'max_payout'] as const;

/** Reads a posted table configuration; money and percentages exactly. */
export function normalizeTable(raw: Record<string, any>): TableConfig | Problem {
  // `extra` holds the log's own keys: with a prototype, a key `__proto__` (JSON.parse makes it an own member) set
  // the object's prototype instead, and what it held (`{"__proto__": {"currency": "no code"}}`) was read as posted,
  // past every check below. Without one, `__proto__` is a key like any other and nothing is inherited.
  const t: TableConfig = { extra: Object.create(null) as Record<string, unknown> };
  for (const [k, v] of Object.entries(raw)) {
    if ((MONEY_FIELDS as readonly string[]).includes(k)) {
      const m = parseAmount(v);
      if (!m.ok) return { field: `table.${k}`, reason: m.reason };
      (t as unknown as Record<string, Money>)[k] = m.value;
    } else if (k === 'pool_commission_pct' || k === 'bonus_payout' || k === 'bet_to_ante_ratio') {
      const m = parseAmount(v);
      if (!m.ok) return { field: `table.${k}`, reason: m.reason };
      if (k === 'pool_commission_pct') t.pool_commission_hundredths = m.value;
      else if (k === 'bonus_payout') t.bonus_payout_hundredths = m.value;
      else t.bet_to_ante_ratio_hundredths = m.value;
    } else if (k === 'decks' || k === 'seats' || k === 'max_splits') {
      if (!Number.isInteger(v) || v < 0) return { field: `table.${k}`, reason: reason('table.not-whole', { key: k }) };
      t[k] = v;
    } else if (k === 'bet_paytable') {
      const problem = paytableProblem(v);
      if (problem) return problem;
      t.bet_paytable = v;
    } else if (k === 'burn_rule') {
      t.burn_rule = String(v);
    } else if (k === 'dealer_hole_card') {
      t.dealer_hole_card = Boolean(v);
    } else if (k === 'original_bets_only') {
      t.original_bets_only = Boolean(v);
    } else if (k === 'currency') {
      const problem = typeof v === 'string' ? currencyProblem(v, 'table.currency') : undefined;
      if (problem) return problem;
      t.extra[k] = v;
    } else {
      t.extra[k] = v;
    }
  }
  // Posted limits that cross (a minimum over the maximum) admit no bet: no posting a bet could be judged against.
  if (t.min_bet !== undefined && t.max_bet !== undefined && t.min_bet > t.max_bet) {
    return { field: 'table.min_bet', reason: reason('table.limits-crossed', { min: formatMoney(t.min_bet), max: formatMoney(t.max_bet) }) };
  }
  return t;
}

const PAYTABLE_CATEGORIES = new Set<string>(CATEGORIES);

/**
 * A Caribbean bet pay table's line that cannot be judged: a category the format does not name (a typo would
 * leave the posted line unjudged and the category judged by the regulation's minimum, unsaid), or a ratio that is
 * not a plain decimal with at most two decimals within the exact range (`1e400` read as Infinity, `100.123`), which
 * the rules could only have called "below the minimum". The schema has checked it is an object of numbers >= 0.
 */
function paytableProblem(paytable: Record<string, unknown>): Problem | undefined {
  for (const [category, line] of Object.entries(paytable)) {
    const field = `table.bet_paytable.${category}`;
    if (!PAYTABLE_CATEGORIES.has(category)) return { field, reason: reason('table.paytable-category', { text: JSON.stringify(category), allowed: [...CATEGORIES] }) };
    const m = parseAmount(line);
    if (!m.ok) return { field, reason: m.reason };
  }
  return undefined;
}

/** `record`: the record as written, before its optional fields' nulls were read as absent (optionalNullsAbsent). */
function describeSchemaError(err: ErrorObject | undefined, value: unknown, record: unknown = value): InputProblem {
  if (!err) return { reason: reason('schema.unmatched') };
  const base = pointerToField(err.instancePath);
  if (err.keyword === 'required') {
    const missing = (err.params as { missingProperty: string }).missingProperty;
    const field = base ? `${base}.${missing}` : missing;
    const action = (valueAt(value, err.instancePath) as { action?: unknown } | undefined)?.action;
    if (missing === 'amount' && typeof action === 'string' && /^events\[\d+\]$/.test(base)) {
      // Format 1.1: a stake-adding decision states its stake; a missing amount is never a zero stake.
      return { field, reason: reason('schema.stake-amount', { action }) };
    }
    // A field its event's type requires, written null (`"amount": null`): read as absent, it was said "missing", which
    // sends the reader to look for a field the line holds (hostile31).
    const written = valueAt(record, err.instancePath);
    if (isObject(written) && Object.hasOwn(written, missing) && written[missing] === null) return { field, reason: reason('schema.required-null', { field: missing }) };
    return { field, reason: reason('schema.required', { field: missing }) };
  }
  const clipped = preview(valueAt(value, err.instancePath), 60);
  const text = String(clipped);
  const params = err.params as Record<string, unknown>;
  let why: Reason;
  if (err.keyword === 'pattern' && /card/.test(err.schemaPath)) {
    why = reason('schema.card', { text });
  } else if (err.keyword === 'pattern' && /participant/.test(err.schemaPath)) {
    why = reason('schema.participant', { text });
  } else if (err.keyword === 'pattern' && (base === 'currency' || base === 'table.currency')) {
    why = reason('currency.not-iso4217', { text });
  } else if (err.keyword === 'pattern' && base === 'started_at') {
    why = reason('schema.date', { text });
  } else if (err.keyword === 'minimum' && /amount/.test(err.schemaPath)) {
    why = reason('amount.negative', { text });
  } else if (err.keyword === 'discriminator') {
    why = clipped === undefined ? reason('schema.no-event-type') : reason('schema.event-type', { text });
  } else if (err.keyword === 'maxItems' && base === 'events') {
    why = reason('schema.too-many-events', { n: (valueAt(value, err.instancePath) as unknown[]).length, max: params['limit'] as number });
  } else if (err.keyword === 'enum') {
    why = reason('schema.enum', { text, allowed: (params['allowedValues'] as unknown[]).map(String) });
  } else {
    why = schemaKeywordReason(err.keyword, params, text);
  }
  return { field: base || undefined, reason: why };
}

/** The schema's other checks (ajv's keywords) as reasons: the limit or the type is the data. */
function schemaKeywordReason(keyword: string, params: Record<string, unknown>, text: string): Reason {
  switch (keyword) {
    case 'type': return reason('schema.type', { text, type: String(params['type']) });
    case 'minimum': return reason('schema.minimum', { text, limit: params['limit'] as number });
    case 'maximum': return reason('schema.maximum', { text, limit: params['limit'] as number });
    case 'exclusiveMinimum': return reason('schema.exclusive-minimum', { text, limit: params['limit'] as number });
    case 'maxLength': return reason('schema.max-length', { text, limit: params['limit'] as number });
    case 'minLength': return reason('schema.min-length', { text, limit: params['limit'] as number });
    case 'maxItems': return reason('schema.max-items', { text, limit: params['limit'] as number });
    case 'pattern': return reason('schema.pattern', { text, pattern: String(params['pattern']) });
    case 'const': return reason('schema.const', { text });
    default: return reason('schema.invalid', { text });
  }
}

/** A name the log gave (a game, a ruleset id) as a message quotes it: in JSON's quotes, clipped at 60 characters. */
export function quoted(v: unknown): string {
  return preview(v, 60) ?? 'null';
}

/**
 * The value as JSON, cut at `max` characters, without writing all of it
 * first: the value may be a 50 MB events array.
 */
export function preview(v: unknown, max: number): string | undefined {
  let out = '';
  const walk = (x: unknown): void => {
    if (out.length > max) return;
    if (Array.isArray(x)) {
      out += '[';
      for (let i = 0; i < x.length && out.length <= max; i++) {
        if (i > 0) out += ',';
        walk(x[i]);
      }
      out += ']';
    } else if (typeof x === 'object' && x !== null) {
      out += '{';
      let first = true;
      for (const k of Object.keys(x)) {
        if (out.length > max) break;
        out += (first ? '' : ',') + JSON.stringify(k) + ':';
        first = false;
        walk((x as Record<string, unknown>)[k]);
      }
      out += '}';
    } else {
      out += JSON.stringify(typeof x === 'string' && x.length > max ? x.slice(0, max + 1) : x) ?? 'null';
    }
  };
  if (v === undefined) return undefined;
  walk(v);
  return out.length > max ? out.slice(0, max) + '…' : out;
}

function pointerToField(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`))
    .join('')
    .replace(/^\./, '');
}

function valueAt(value: unknown, pointer: string): unknown {
  let v: any = value;
  for (const p of pointer.split('/').slice(1)) v = v?.[p];
  return v;
}

function isObject(v: unknown): v is Record<string, any> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
