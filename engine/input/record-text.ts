/**
 * What the readers check on a record's text before it becomes a value: its size, how deeply it
 * nests, and the numbers JSON.parse would read inexactly.
 *
 * - Size: a record (an NDJSON line, a JSON array's element, a CSV row) longer than
 *   MAX_RECORD_CHARS is rejected with its line and the read goes on with the next one. A string
 *   of a gigabyte is more than V8 can hold (`RangeError: Invalid string length`); 64 MB is above
 *   the 50 MB line the format allows (one hand of 1.4 million events, rejected by the schema).
 *   `VEEDOR_MAX_RECORD_MB` changes it.
 * - Depth: a value nested deeper than MAX_DEPTH levels is rejected. A hand nests 4 levels (hand,
 *   events, event, cards); extra fields may add some. 100,000 levels parse, but copying the value to
 *   a worker thread, writing it to a PDF or a store overflows the stack: no later stage meets one.
 * - Numbers: Node 20's JSON.parse gives no number's source text (a reviver's `context.source`
 *   came with V8 11.4, Node 21), and reads `205.000000000000000001` as 205. The readers keep the
 *   text of every number that has an exponent or more than 15 digits, by its path in the record
 *   (`events[4].amount`), and the format's numeric fields are read from that text (normalize.ts).
 */
import { reason } from '../core/reasons.js';
import type { Reason } from '../core/reasons.js';
export const MAX_DEPTH = 64;

/** In u-mode a paired surrogate is one code point: \p{Cs} matches only a lone one. */
const LONE_SURROGATE = /\p{Cs}/u;

const isWellFormed = (String.prototype as { isWellFormed?: (this: string) => boolean }).isWellFormed;

/** Whether the text is well-formed Unicode: no lone UTF-16 surrogate (a JSON escape like "\\ud800" alone). */
export function wellFormed(s: string): boolean {
  return isWellFormed ? isWellFormed.call(s) : !LONE_SURROGATE.test(s);
}

/** The longest hand_id the format's schema admits (hand-log.schema.json `hand_id.maxLength`). */
export const MAX_HAND_ID = 200;

/**
 * A rejected record's hand_id as its finding may name it: a string the schema could have taken for one (1 to
 * MAX_HAND_ID characters, well-formed, not blank space alone). A longer one is not a hand_id: it is clipped in the reason's words
 * instead of being echoed whole into every report (a 100,000-character "id" on each line of a terminal or CSV).
 */
export function citedHandId(v: unknown): string | undefined {
  // Blank space alone is no id (normalize.ts refuses it): a finding names no hand by it.
  return typeof v === 'string' && v.length >= 1 && v.length <= MAX_HAND_ID && v.trim() !== '' && wellFormed(v) ? v : undefined;
}

/**
 * The most events a hand may have (hand-log.schema.json `events.maxItems`). A CSV hand is many rows: past
 * this many its rows are counted, not held, so a hand of a million rows never grows the heap (csv-hands.ts).
 */
export const MAX_EVENTS = 10_000;

/** The most VEEDOR_MAX_RECORD_MB may say: a record of a gigabyte is a string longer than V8 holds (about 512 M characters). */
export const MAX_RECORD_MB_CEILING = 500;

/**
 * The megabytes a VEEDOR_MAX_RECORD_MB text says: a plain decimal over 0, at most MAX_RECORD_MB_CEILING; undefined for
 * any other text (`abc`, `-1`, `0`, `1e3`), which the command line refuses (cli/config.ts refuseBadEnv).
 */
export function recordMb(text: string): number | undefined {
  if (!/^\s*\d+(\.\d+)?\s*$/.test(text)) return undefined;
  const mb = Number(text);
  return mb > 0 && mb <= MAX_RECORD_MB_CEILING ? mb : undefined;
}

function recordLimit(): number {
  const text = process.env['VEEDOR_MAX_RECORD_MB'];
  const mb = text === undefined ? undefined : recordMb(text);
  return mb !== undefined ? Math.floor(mb * 1024 * 1024) : 64 * 1024 * 1024;
}

export const MAX_RECORD_CHARS = recordLimit();

/** A record whose text held bytes that are not UTF-8 (utf8-text.ts): refused, never read as U+FFFD. */
export function recordNotUtf8(what: 'line' | 'hand' | 'row'): Reason {
  return reason('record.not-utf8', { what });
}

export function recordTooLong(what: 'line' | 'hand' | 'row'): Reason {
  // The limit as set, to the hundredth (VEEDOR_MAX_RECORD_MB=0.5 is «0.5 MB»: rounded whole, it said 1 MB, hostile31).
  return reason('record.too-long', { what, mb: Number((MAX_RECORD_CHARS / (1024 * 1024)).toFixed(2)) });
}

/** The number literals of a record that JSON.parse may read inexactly, by path (`events[4].amount`). */
export type NumberTexts = Map<string, string>;

/** `keys`: how many members (`"key": value`) the text writes, counted by its colons outside strings. */
export type TextCheck = { ok: true; texts?: NumberTexts; keys: number } | { ok: false; reason: Reason };

/**
 * One pass over a record's JSON text (valid or not: JSON.parse judges that): the depth, and
 * whether any number needs its text. Only then a second pass finds those numbers' paths.
 */
export function checkRecordText(text: string): TextCheck {
  let depth = 0;
  let needsTexts = false;
  let keys = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      i = stringEnd(text, i);
    } else if (c === 0x3a) {
      keys++;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > MAX_DEPTH) return { ok: false, reason: reason('record.too-deep', { n: MAX_DEPTH }) };
    } else if (c === 0x7d || c === 0x5d) depth--;
    else if ((c >= 0x30 && c <= 0x39) || c === 0x2d) {
      let digits = 0;
      let exponent = false;
      for (; i < n; i++) {
        const d = text.charCodeAt(i);
        if (d >= 0x30 && d <= 0x39) digits++;
        else if (d === 0x65 || d === 0x45) exponent = true;
        else if (d !== 0x2e && d !== 0x2d && d !== 0x2b) break;
      }
      i--;
      if (exponent || digits > 15) needsTexts = true;
    }
  }
  return needsTexts ? { ok: true, texts: numberTexts(text), keys } : { ok: true, keys };
}

/**
 * How many members the parsed value holds. JSON.parse keeps the last of a key written twice in one
 * object (`{"amount": 55, "amount": 5}` is 5): fewer members than the text writes is such a repeat.
 */
export function memberCount(v: unknown): number {
  if (typeof v !== 'object' || v === null) return 0;
  let n = 0;
  // A value that is not an object or array holds no member: not called for (most values of a hand are numbers and strings).
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      if (typeof x === 'object' && x !== null) n += memberCount(x);
    }
    return n;
  }
  const o = v as Record<string, unknown>;
  for (const k in o) {
    n++;
    const x = o[k];
    if (typeof x === 'object' && x !== null) n += memberCount(x);
  }
  return n;
}

/**
 * The first key written twice in one object of `text`, a valid JSON text that JSON.parse read as `value`: a
 * reader that has not counted the text's members already (a mapped export's record, a tables file) asks here.
 */
export function repeatedKeyIn(text: string, value: unknown): { key: string; path: string } | undefined {
  let keys = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) i = stringEnd(text, i);
    else if (c === 0x3a) keys++;
  }
  return keys === memberCount(value) ? undefined : repeatedKey(text);
}

/**
 * The first key written twice in one object of a record's (valid JSON) text, with the path of the
 * object's member (`events[19].amount`). A repeated key is no value: JSON gives the record no one
 * meaning (RFC 8259 §4), and a reader that keeps the last would audit an amount the log also contradicts.
 */
export function repeatedKey(text: string): { key: string; path: string } | undefined {
  const seen: (Set<string> | undefined)[] = [];
  let found: { key: string; path: string } | undefined;
  walkJson(text, {
    key(stack, key) {
      const depth = stack.length - 1;
      const keys = (seen[depth] ??= new Set());
      if (keys.has(key)) {
        found = { key, path: pathOf(stack) };
        return false;
      }
      keys.add(key);
      return true;
    },
    // An object closed: the next one at this depth starts with no keys.
    close(depth) {
      seen[depth] = undefined;
    },
  });
  return found;
}

/** The index of the quote that closes the string opening at `open` (the text's length if none). */
function stringEnd(text: string, open: number): number {
  for (let q = text.indexOf('"', open + 1); q >= 0; q = text.indexOf('"', q + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(q - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return q;
  }
  return text.length;
}

/**
 * An amount written so that it reads two ways (export25): one to three digits (not a lone 0), a point, three digits.
 * From a spreadsheet in a Spanish locale `1.200` is 1200 with a thousands separator; Number() reads it 1.2. The native
 * CSV reader keeps such a cell's text, normalisation refuses it by that text, and a mapping that names no thousands
 * separator refuses it too, each saying both readings.
 */
export function readsAsThousands(text: string): boolean {
  return THOUSANDS_LIKE.test(text);
}

const THOUSANDS_LIKE = /^-?[1-9]\d{0,2}\.\d{3}$/;

/** A number literal JSON.parse may not give back exactly: written with an exponent, or with more than 15 digits. */
export function needsText(literal: string): boolean {
  let digits = 0;
  for (let i = 0; i < literal.length; i++) {
    const d = literal.charCodeAt(i);
    if (d === 0x65 || d === 0x45) return true;
    if (d >= 0x30 && d <= 0x39) digits++;
  }
  return digits > 15;
}

type Frame = { array: true; index: number } | { array: false; key: string };

/** The paths and texts of the numbers that need their text (second pass, rare: checkRecordText found one). */
function numberTexts(text: string): NumberTexts {
  const out: NumberTexts = new Map();
  walkJson(text, {
    number(stack, literal) {
      if (needsText(literal)) out.set(pathOf(stack), literal);
    },
  });
  return out;
}

/**
 * One walk over a JSON text's structure, for the rare second passes (a number to read by its text, a key
 * written twice): `key` at each member's key, with the stack down to that member (return false to stop);
 * `number` at each number literal, with its path; `close` when an object or array at a depth ends.
 */
function walkJson(text: string, visit: {
  key?(stack: Frame[], key: string): boolean;
  number?(stack: Frame[], literal: string): void;
  close?(depth: number): void;
}): void {
  const stack: Frame[] = [];
  let expectKey = false;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      const start = i + 1;
      i = stringEnd(text, i);
      const top = stack[stack.length - 1];
      if (expectKey && top && !top.array) {
        const raw = text.slice(start, i);
        try {
          top.key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
        } catch {
          top.key = raw;
        }
        expectKey = false;
        if (visit.key && !visit.key(stack, top.key)) return;
      }
    } else if (c === 0x7b) {
      stack.push({ array: false, key: '' });
      expectKey = true;
    } else if (c === 0x5b) {
      stack.push({ array: true, index: 0 });
    } else if (c === 0x7d || c === 0x5d) {
      stack.pop();
      visit.close?.(stack.length);
    } else if (c === 0x2c) {
      const top = stack[stack.length - 1];
      if (top?.array) top.index++;
      else expectKey = true;
    } else if (visit.number && ((c >= 0x30 && c <= 0x39) || c === 0x2d)) {
      const start = i;
      for (; i < n; i++) {
        const d = text.charCodeAt(i);
        if (!((d >= 0x30 && d <= 0x39) || d === 0x2e || d === 0x2d || d === 0x2b || d === 0x65 || d === 0x45)) break;
      }
      visit.number(stack, text.slice(start, i));
      i--;
    }
  }
}

function pathOf(stack: Frame[]): string {
  let path = '';
  for (const f of stack) path += f.array ? `[${f.index}]` : `${path === '' ? '' : '.'}${f.key}`;
  return path;
}

/**
 * Excel's first line `sep=;` (also written quoted, `"sep=;"`, after a byte-order mark or not): the delimiter the file
 * declares, its header on the next line; else undefined. Read as the header, it refused the whole file ("CSV header
 * lacks the columns hand_id, type") though every row after it was a good one.
 */
export function declaredDelimiter(line: string): string | undefined {
  return /^(?:\ufeff|\u00ef\u00bb\u00bf)?("?)sep=([^"\r\n])\1\r?$/i.exec(line)?.[2];
}

/**
 * A database's NULL written as text in a CSV cell: the word `NULL` (any case: MySQL's `ESCAPED BY ''`, tools that print
 * NULL), or `\N` as a quoted cell keeps it (unquoted, the tokenizer reads it as an empty cell: csv-rows.ts). Kept as
 * text; where it stands for the id of the hand a row belongs to, the readers refuse the hand rather than guess.
 */
export function isNullText(v: string): boolean {
  const t = v.trim();
  return t === '\\N' || /^null$/i.test(t);
}

/**
 * PowerShell's `Export-Csv` first line (Windows PowerShell 5.1 writes it unless told `-NoTypeInformation`): `#TYPE `
 * and the type name of the objects exported (`System.Management.Automation.PSCustomObject`), after a byte-order mark
 * or not, the header on the next line. Read as the header, it refused the whole file ("CSV header lacks the columns
 * hand_id, type"). No header's first column starts so.
 */
export function isTypeLine(line: string): boolean {
  return /^(?:\ufeff|\u00ef\u00bb\u00bf)?#TYPE [^\r\n]/.test(line);
}

/** A first line above a CSV header, which declares and is no row: Excel's `sep=;`, PowerShell's `#TYPE …`. */
export function isPreambleLine(line: string): boolean {
  return declaredDelimiter(line) !== undefined || isTypeLine(line);
}

/**
 * The cells a CSV tokenizer reads from a first line above the header: a `sep=` line (isSepRow), or a `#TYPE` line
 * (a type name may hold the delimiter, `Dictionary`2[[System.String, mscorlib]]`: its first cell is enough).
 */
export function isPreambleRow(cells: readonly string[]): boolean {
  return isSepRow(cells) || (cells.length > 0 && isTypeLine(cells[0]!));
}

/**
 * The cells a CSV tokenizer reads from a `sep=X` line: `sep=X` whole (X quoted, or not the delimiter the rows are
 * split by), or `sep=` and an empty cell (X the delimiter).
 */
export function isSepRow(cells: readonly string[]): boolean {
  if (cells.length === 1) return declaredDelimiter(cells[0]!) !== undefined;
  return cells.length === 2 && cells[1] === '' && /^(?:\ufeff|\u00ef\u00bb\u00bf)?sep=$/i.test(cells[0]!);
}
