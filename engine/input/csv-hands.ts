import type { RawRecord, RecordLines } from './readers.js';
import type { CsvDialect, CsvRow } from './csv-rows.js';
import { MAX_EVENTS, citedHandId, isNullText, isPreambleRow, needsText, readsAsThousands, recordNotUtf8 } from './record-text.js';
import { hasNotUtf8 } from './utf8-text.js';
import type { NumberTexts } from './record-text.js';
import { reason } from '../core/reasons.js';
import type { Reason } from '../core/reasons.js';

/** The spec's CSV columns; any order, unknown extra columns ignored. */
export const CSV_COLUMNS = [
  'hand_id', 'game', 'ruleset', 'table_id', 'dealer_id', 'shoe_id', 'started_at', 'currency', 'type', 'name', 'by',
  'to', 'seat', 'hand', 'spot', 'card', 'face', 'action', 'amount', 'number', 'value', 'cards', 'count', 'medium',
  'player', 'participant', 'decks', 'position', 'behind',
] as const;

const HAND_COLUMNS = ['hand_id', 'game', 'ruleset', 'table_id', 'dealer_id', 'shoe_id', 'started_at', 'currency'] as const;
const EVENT_COLUMNS = CSV_COLUMNS.filter((c) => !(HAND_COLUMNS as readonly string[]).includes(c));

/** A header's columns: where each name is (its first place), the names given twice, and the event columns present. */
function columnsOf(header: readonly string[]) {
  const col = new Map<string, number>();
  const duplicates: [name: string, first: number, other: number][] = [];
  header.forEach((h, i) => {
    const first = col.get(h);
    if (first === undefined) col.set(h, i);
    else if (h !== '') duplicates.push([h, first, i]);
  });
  const eventCols: [name: string, at: number][] = EVENT_COLUMNS.filter((c) => col.has(c)).map((c) => [c, col.get(c)!]);
  return { col, duplicates, eventCols };
}
const INTEGER_COLUMNS = new Set(['seat', 'hand', 'number', 'value', 'count', 'decks', 'position']);
// A whole number, as JSON may write one: `3`, or `3.0` (a spreadsheet's or pandas' export of a column with blanks
// writes its whole numbers so), which a JSON log's reading takes as the integer 3 too. `3.5` stays text: not whole.
const INTEGER = /^-?\d+(\.0+)?$/;

// A number as JSON writes one (leading zeros tolerated): the same numbers an NDJSON amount may be, judged by
// the same rule (normalize.ts reads those that need it by their text: an exponent, more than 15 digits).
const NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;
// An amount with a decimal comma (`55,50`, `1.234,50`), as a spreadsheet in a Spanish locale writes it: named as such.
const DECIMAL_COMMA = /^-?\d{1,3}(?:\.\d{3})*,\d+$|^-?\d+,\d+$/;

interface Building {
  hand: Record<string, unknown>;
  events: Record<string, unknown>[];
  line: number;
  index: number;
  problem?: { line: number; reason: Reason; field?: string };
  texts?: NumberTexts;
  /** The line of each event's row and of the row that gave each hand-level column: a rejection cites the row. */
  lines: RecordLines;
  /** Its hand_id was read from a whole first row (not guessed from a broken one): a rejection names that hand. */
  named?: boolean;
  /** Its rows past MAX_EVENTS, counted and not held (the hand is refused for them, as the schema refuses it). */
  over?: number;
}

/** A row that cannot be read as it stands, waiting to be given to a hand: the one before it or the one after. */
interface Broken {
  line: number;
  reason: Reason;
  /** What its hand_id cell may be (the cell, or the cell run together with the next when the row has a field too many). */
  ids: string[];
  /**
   * Zeros where its hand_id cell was (a row holding NUL bytes alone, or NULs in that cell): it names no hand, so it
   * starts none. The rows after it say whose it was: rows that continue a hand (no hand_id, or the hand before's) put
   * it inside the hand before, which is refused for it; a new hand, a header or the end leave it a record of its own.
   */
  noHand?: boolean;
}

const ALTERNATIVES = [',', ';', '\t', '|'];

/**
 * Groups CSV rows (one per event, a hand's rows contiguous) into hand objects, one record per hand.
 * A broken row (a stray quote, a field too many or too few, another delimiter) rejects the hand it
 * belongs to, and never makes a hand of its own: it belongs to the hand before it when its hand_id
 * cell (or that cell run together with the next, for a delimiter typed inside it) is that hand's;
 * else to the hand after it, whose first row it then is. Rows delimited by another delimiter than
 * the header's are read with theirs to find their hand_id (a delimiter changed mid-file: each hand
 * still one record).
 */
export async function* csvRowsToHands(
  batches: AsyncIterable<CsvRow[]>, dialect: CsvDialect = { delimiter: ',' }, text: { notUtf8: boolean } = { notUtf8: false },
): AsyncGenerator<RawRecord> {
  let header: string[] | undefined;
  let col: Map<string, number> = new Map();
  // The event columns this file has, with their positions: looked up once, not per row.
  let eventCols: [name: string, at: number][] = [];
  let duplicates: [name: string, first: number, other: number][] = [];
  let idAt = 0;
  let line = 1; // line where the next row starts
  let headerLine = 1; // 2 below a `sep=` or `#TYPE` line
  let index = 0;
  let current: Building | undefined;
  let pending: Broken | undefined;

  const start = (rowLine: number, row: string[] | undefined): Building => {
    const b: Building = { hand: {}, events: [], line: rowLine, index: index++, lines: { events: [], fields: {} } };
    if (row) {
      for (const c of HAND_COLUMNS) {
        const v = cell(row, col.get(c));
        if (v === undefined || (c === 'hand_id' && v.trim() === '')) continue;
        b.hand[c] = v;
        b.lines.fields[c] = rowLine;
      }
      b.named = typeof b.hand['hand_id'] === 'string';
    }
    return b;
  };
  const spoil = (b: Building, broken: Broken) => {
    b.problem ??= { line: broken.line, reason: broken.reason };
  };
  /**
   * A broken row no hand before it claimed: it starts a hand of its own (rejected with its reason), which the
   * rows after it continue when they carry the id the broken row may have had. The hand before it ends.
   */
  function* startPending(continues = false): Generator<RawRecord> {
    if (!pending) return;
    if (pending.noHand && continues && current) {
      // Zeros inside the hand before, whose rows go on after them: that hand lost what the zeros covered.
      spoil(current, pending);
      pending = undefined;
      return;
    }
    if (current) yield finish(current);
    current = start(pending.line, undefined);
    current.hand['hand_id'] = pending.ids[0];
    spoil(current, pending);
    pending = undefined;
  }

  for await (const rows of batches) {
    for (const item of rows) {
      const rowLine = line;
      const raw = Array.isArray(item) ? item : item.cells;
      line += 1 + countNewlines(raw);
      // Excel's `sep=;` line above the header (the delimiter it declares is the one the rows are split by: csv-rows.ts), or
      // PowerShell's `#TYPE …` line: no row, and the lines below keep their numbers.
      if (!header && rowLine === 1 && isPreambleRow(raw)) {
        headerLine = line;
        continue;
      }
      if (!header && raw.some((h) => h.includes('\r'))) {
        // Lines ended by CR alone (an old Mac export): the whole file reads as one header row, its hands as
        // columns. Said once, on line 1, rather than as dozens of columns named twice and no hand.
        yield { kind: 'file-problem', line: 1, reason: reason('csv.cr-line-ends') };
        return;
      }
      if (!header) {
        header = raw.map((h, i) => (i === 0 ? h.replace(/^\ufeff/, '') : h).trim().toLowerCase());
        ({ col, duplicates, eventCols } = columnsOf(header));
        const missing = ['hand_id', 'type'].filter((c) => !col.has(c));
        if (!Array.isArray(item)) yield { kind: 'file-problem', line: headerLine, reason: reason('csv.header-malformed', { reason: item.problem }) };
        if (missing.length > 0) {
          // A blank first line (a file of blank lines past the head's look, or a header below blank lines) is said as such.
          const blank = header.every((h) => h === '');
          yield { kind: 'file-problem', line: headerLine, reason: blank ? reason('csv.header-blank') : reason('csv.header-lacks', { columns: missing }) };
          return;
        }
        for (const [name, first, other] of duplicates) {
          yield {
            kind: 'file-problem', line: headerLine,
            reason: reason('csv.header-twice', { name, a: first + 1, b: other + 1 }),
          };
        }
        idAt = col.get('hand_id')!;
        continue;
      }
      // A blank line, or one of blank space or empty cells alone (`   `, a tab, `,,,,` as spreadsheets leave below their
      // last row): no cell says anything, so there is no event in it to read or to lose. It once rejected the hand
      // around it (the last hand of an export ending in empty rows) as "a row of 1 fields" or "type is missing".
      if (Array.isArray(item) && item.every((c) => c.trim() === '')) continue;
      if (Array.isArray(item) && isHeaderRow(item)) {
        // The header again (two exports joined with cat): no hand, and the rows after it are read by it, whose
        // columns may be in another order. Said on its line; the hand before it ends there.
        const cells = headerCells(item);
        const same = cells.length === header.length && cells.every((h, i) => h === header![i]);
        yield* startPending();
        if (current) yield finish(current);
        current = undefined;
        yield { kind: 'file-problem', line: rowLine, reason: reason(same ? 'csv.header-again' : 'csv.header-other', { line: rowLine }) };
        if (!same) {
          header = cells;
          ({ col, duplicates, eventCols } = columnsOf(header));
          idAt = col.get('hand_id')!;
        }
        continue;
      }
      // A row holding NUL bytes (zeros a crash or a disk error left), whatever its width, and a row with bytes that
      // are not UTF-8 (once the text shows any) are broken as one of the wrong width is. A NUL row of the right
      // width was read as text: a dealer "D-3\u000011" audited, a hand cut by a line of zeros audited as two.
      const broken = nulRow(raw, rowLine) ?? brokenRow(item, header.length, rowLine) ?? (text.notUtf8 && raw.some(hasNotUtf8) ? notUtf8Row(raw, rowLine) : undefined);
      if (broken) {
        // More lines of the same block of zeros: one row, said on its first line.
        if (broken.noHand && pending?.noHand) continue;
        // A broken row after a broken row that was not the previous hand's: the first starts a hand (zeros naming
        // no hand go inside the hand before when this row continues it).
        const continues = broken.noHand === true || broken.ids.includes('') || (current !== undefined && broken.ids.includes(current.hand['hand_id'] as string));
        yield* startPending(continues);
        // An empty hand_id cell continues the hand before (the format writes the hand's columns on its first row).
        if (current && (broken.ids.includes('') || broken.ids.includes(current.hand['hand_id'] as string))) spoil(current, broken);
        else pending = broken;
        continue;
      }
      const row = item as string[];
      // A hand_id cell of blank space (an export that pads its cells) is an empty one: it continues the hand.
      const idCell = cell(row, idAt);
      let handId = idCell === undefined || idCell.trim() === '' ? undefined : idCell;
      // A database's NULL written as text (the word `NULL`, or a quoted `"\N"`) in the hand_id cell of a row that says
      // nothing else of a hand: a later row of the hand before, whose export wrote its empty cells so. Read as an id, it
      // made a "hand" of each hand's later rows (200 hands, 400 records). It continues that hand, which is refused for it.
      const nullId = current && handId !== undefined && handId !== current.hand['hand_id'] && isNullText(handId) && continuesHand(row, current, col) ? handId : undefined;
      if (nullId !== undefined) handId = undefined;
      if (pending) {
        const before = pending;
        pending = undefined;
        // The hand before goes on after the broken row (its hand_id again; or, after zeros naming no hand, none).
        if (current && (handId === undefined ? before.noHand === true : handId === current.hand['hand_id'])) spoil(current, before);
        else {
          // It starts a hand (its hand_id cell is not the previous hand's): this row continues that hand
          // when it has no hand_id of its own or the one the broken row may have had.
          if (current) yield finish(current);
          current = start(before.line, undefined);
          current.hand['hand_id'] = handId ?? before.ids[0];
          spoil(current, before);
          if (handId !== undefined && !before.ids.includes(handId)) {
            yield finish(current);
            current = undefined;
          }
        }
      }
      if (!current || (handId !== undefined && handId !== current.hand['hand_id'])) {
        if (current) yield finish(current);
        current = start(rowLine, row);
      } else if (nullId !== undefined) {
        current.problem ??= { line: rowLine, field: 'hand_id', reason: reason('csv.hand-id-null', { value: `"${clip(nullId)}"` }) };
      } else if (!current.problem) {
        // "Hand-level columns need only be filled on a hand's first row": a later row may repeat them, or
        // fill one the first row left empty; one that says otherwise than the hand already does is not
        // one value for the hand, and the hand is not audited on either.
        for (const c of HAND_COLUMNS) {
          const v = cell(row, col.get(c));
          if (v === undefined || v.trim() === '') continue; // blank: nothing said (padding after the delimiter)
          const had = current.hand[c];
          if (had === undefined) {
            current.hand[c] = v;
            current.lines.fields[c] = rowLine;
          } else if (had !== v) current.problem = { line: rowLine, field: c, reason: reason('csv.hand-cell-differs', { name: c, values: [`"${clip(String(had))}"`, `"${clip(v)}"`] }) };
        }
      }
      for (const [name, first, other] of duplicates) {
        const a = cell(row, first);
        const b = cell(row, other);
        if (a !== undefined && b !== undefined && a !== b) spoil(current, { line: rowLine, ids: [], reason: reason('csv.cells-differ', { name, values: [`"${clip(a)}"`, `"${clip(b)}"`] }) });
      }
      if (current.over !== undefined) {
        current.over++;
        continue;
      }
      if (current.problem) continue; // rejected: its events are not needed
      if (current.events.length === MAX_EVENTS) {
        // One row more than a hand may have: the rest are counted, never held (a hand of a million rows once
        // held them all, 260 MB of heap for 43 MB of CSV, before the schema refused it).
        current.over = 1;
        current.problem = { line: rowLine, field: 'events', reason: reason('schema.too-many-events', { n: MAX_EVENTS + 1, max: MAX_EVENTS }) };
        current.events = [];
        current.texts = undefined;
        continue;
      }
      const event: Record<string, unknown> = {};
      for (const [c, at] of eventCols) {
        const v = cell(row, at);
        if (v === undefined) continue;
        const t = typed(c, v);
        if (typeof t === 'number' ? needsText(v) || (c === 'amount' && readsAsThousands(v)) : c === 'amount' && DECIMAL_COMMA.test(v)) (current.texts ??= new Map()).set(`events[${current.events.length}].${c}`, v);
        event[c] = t;
      }
      current.events.push(event);
      current.lines.events.push(rowLine);
    }
  }
  yield* startPending();
  if (current) yield finish(current);
  if (!header) yield { kind: 'file-problem', reason: reason('file.empty-csv') };
  // A header and nothing after it (blank lines at most): no hand, said as an empty file is, never a clean audit.
  else if (index === 0) yield { kind: 'file-problem', line: headerLine, reason: reason('csv.header-only') };

  /** A row holding NUL bytes; `noHand` where zeros stand in its hand_id cell, or the row is zeros alone. */
  function nulRow(cells: string[], rowLine: number): Broken | undefined {
    if (!cells.some((c) => c.includes('\0'))) return undefined;
    const why = reason('record.nul', { what: 'row' });
    const id = (cells[idAt] ?? '').trim();
    const zerosOnly = (c: string) => c.replace(/\0/g, '').trim() === '';
    if ((id.includes('\0') && zerosOnly(id)) || cells.every(zerosOnly)) return { line: rowLine, reason: why, ids: [], noHand: true };
    return { line: rowLine, reason: why, ids: [id] };
  }

  function notUtf8Row(cells: string[], rowLine: number): Broken {
    return { line: rowLine, reason: recordNotUtf8('row'), ids: [(cells[idAt] ?? '').trim()] };
  }

  /** Why a row cannot be read as it stands, and what its hand_id may be; undefined for a good row. */
  function brokenRow(item: CsvRow, width: number, rowLine: number): Broken | undefined {
    const cells = Array.isArray(item) ? item : item.cells;
    if (Array.isArray(item) && cells.length === width) return undefined;
    let why = Array.isArray(item) ? reason('csv.width', { n: cells.length, m: width }) : item.problem;
    let read = cells;
    if (cells.length !== width) {
      // Another delimiter that splits the row into the header's columns: the delimiter changed.
      const text = cells.join(dialect.delimiter);
      for (const d of ALTERNATIVES) {
        if (d === dialect.delimiter) continue;
        const split = text.split(d);
        if (split.length === width) {
          read = split;
          why = reason('csv.delimiter', { row: d, header: dialect.delimiter });
          break;
        }
      }
    }
    // An unquoted `\N` is empty (csv-rows.ts); a row split again here has lost its quotes: `\N` read alike.
    const id = nullMarkerAsEmpty((read[idAt] ?? '').trim());
    const ids = [id];
    if (read.length > width) ids.push((id + (read[idAt + 1] ?? '')).trim());
    return { line: rowLine, reason: why, ids };
  }
}

function nullMarkerAsEmpty(v: string): string {
  return v === '\\N' ? '' : v;
}

/**
 * Whether a row says nothing of a hand but what `b` says: each hand column blank, a database's NULL word, or the
 * value the hand already has. A row that names another game, table or start time is another hand's first row.
 */
function continuesHand(row: string[], b: Building, col: Map<string, number>): boolean {
  return HAND_COLUMNS.every((c) => {
    if (c === 'hand_id') return true;
    const v = cell(row, col.get(c));
    return v === undefined || isNullText(v) || v === b.hand[c];
  });
}

function clip(v: string): string {
  return v.length > 40 ? v.slice(0, 40) + '…' : v;
}

/**
 * A row that is a CSV header, not a hand's: it names hand_id and type, and every cell it fills is a column
 * name (a hand's row holds a date, an event type, never the words "hand_id" and "type"). A byte-order mark
 * may start it (the second of two files joined, each with its mark).
 */
function isHeaderRow(row: string[]): boolean {
  const cells = headerCells(row);
  return cells.includes('hand_id') && cells.includes('type') && cells.every((c) => c === '' || /^[a-z_][a-z0-9_]*$/.test(c));
}

function headerCells(row: string[]): string[] {
  return row.map((h, i) => (i === 0 ? h.replace(/^\ufeff/, '') : h).trim().toLowerCase());
}

/**
 * A row's cell at a column; an empty or absent cell is no value, and so is a cell of blank space alone (an export that
 * pads its cells, or ends its lines with spaces: `behind` of "   " was refused as "must be boolean", a hand's dealer on
 * its first row read as "   "), as a hand_id cell of spaces already was. Text with blanks around it is kept as written.
 */
function cell(row: string[], at: number | undefined): string | undefined {
  const v = at === undefined ? undefined : row[at];
  if (v === undefined || v === '') return undefined;
  return v.charCodeAt(0) > 0x20 || v.trim() !== '' ? v : undefined;
}

function finish(b: Building): RawRecord {
  if (b.over !== undefined) b.problem = { ...b.problem!, reason: reason('schema.too-many-events', { n: MAX_EVENTS + b.over, max: MAX_EVENTS }) };
  if (b.problem) {
    // A hand whose first row named it and a later row broke: the rejection names the hand (replay says why it
    // cannot replay it, rather than that the log has no such hand; a later record with that id is a repeat).
    const id = b.named ? citedHandId(b.hand['hand_id']) : undefined;
    const named = id !== undefined ? { handId: id } : {};
    return { kind: 'unreadable', line: b.problem.line, index: b.index, field: b.problem.field, ...named, reason: b.problem.reason };
  }
  // Rows with a hand_id and none of its hand's columns on any of them: most likely the rest of a hand whose rows
  // began earlier and were interrupted by another hand's (a hand's rows are contiguous). Said so, not as "game missing".
  const id = b.hand['hand_id'];
  const cited = citedHandId(id);
  if (typeof id === 'string' && b.hand['game'] === undefined && b.hand['table_id'] === undefined && b.hand['started_at'] === undefined) {
    return { kind: 'unreadable', line: b.line, index: b.index, field: 'hand_id', ...(cited !== undefined ? { handId: cited } : {}), reason: reason('csv.hand-without-head', { id: `"${clip(id)}"` }) };
  }
  const value = { ...b.hand, events: b.events };
  return b.texts ? { kind: 'hand', value, line: b.line, index: b.index, texts: b.texts, lines: b.lines } : { kind: 'hand', value, line: b.line, index: b.index, lines: b.lines };
}

/** CSV cells are text: give each column the JSON type the schema expects, when it has that form. */
function typed(column: string, v: string): unknown {
  if (INTEGER_COLUMNS.has(column)) return INTEGER.test(v) ? Number(v) : v;
  if (column === 'amount') return NUMBER.test(v) ? Number(v) : v;
  // A boolean as the exports write one: `true`, or `TRUE` (a spreadsheet), `True` (Python's csv module).
  if (column === 'behind') {
    const word = v.length === 4 || v.length === 5 ? v.toLowerCase() : '';
    return word === 'true' ? true : word === 'false' ? false : v;
  }
  if (column === 'cards') return v.split(/\s+/).filter((c) => c !== '');
  return v;
}

function countNewlines(row: string[]): number {
  let n = 0;
  for (const cell of row) {
    for (let i = cell.indexOf('\n'); i >= 0; i = cell.indexOf('\n', i + 1)) n++;
  }
  return n;
}
