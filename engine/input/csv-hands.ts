import type { RawRecord } from './readers.js';
import { needsText } from './record-text.js';
import type { NumberTexts } from './record-text.js';

/** The spec's CSV columns; any order, unknown extra columns ignored. */
export const CSV_COLUMNS = [
  'hand_id', 'game', 'ruleset', 'table_id', 'dealer_id', 'shoe_id', 'started_at', 'currency', 'type', 'name', 'by',
  'to', 'seat', 'hand', 'spot', 'card', 'face', 'action', 'amount', 'number', 'value', 'cards', 'count', 'medium',
  'player', 'participant', 'decks', 'position', 'behind',
] as const;

const HAND_COLUMNS = ['hand_id', 'game', 'ruleset', 'table_id', 'dealer_id', 'shoe_id', 'started_at', 'currency'] as const;
const EVENT_COLUMNS = CSV_COLUMNS.filter((c) => !(HAND_COLUMNS as readonly string[]).includes(c));
const INTEGER_COLUMNS = new Set(['seat', 'hand', 'number', 'value', 'count', 'decks', 'position']);
const INTEGER = /^-?\d+$/;
// A number as JSON writes one (leading zeros tolerated): the same numbers an NDJSON amount may be, judged by
// the same rule (normalize.ts reads those that need it by their text: an exponent, more than 15 digits).
const NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;

interface Building {
  hand: Record<string, unknown>;
  events: Record<string, unknown>[];
  line: number;
  index: number;
  problem?: { line: number; reason: string };
  texts?: NumberTexts;
}

/** Groups CSV rows (one per event, a hand's rows contiguous) into hand objects. */
export async function* csvRowsToHands(batches: AsyncIterable<string[][]>): AsyncGenerator<RawRecord> {
  let header: string[] | undefined;
  let col: Map<string, number> = new Map();
  // The event columns this file has, with their positions: looked up once, not per row.
  let eventCols: [name: string, at: number][] = [];
  let line = 1; // line where the next row starts
  let index = 0;
  let current: Building | undefined;

  for await (const rows of batches) {
    for (const row of rows) {
      const rowLine = line;
      line += 1 + countNewlines(row);
      if (!header) {
        header = row.map((h, i) => (i === 0 ? h.replace(/^\ufeff/, '') : h).trim().toLowerCase());
        col = new Map(header.map((h, i) => [h, i]));
        eventCols = EVENT_COLUMNS.filter((c) => col.has(c)).map((c) => [c, col.get(c)!]);
        const missing = ['hand_id', 'type'].filter((c) => !col.has(c));
        if (missing.length > 0) {
          yield { kind: 'file-problem', line: 1, reason: `CSV header lacks the column(s) ${missing.join(', ')}: no hand can be read` };
          return;
        }
        continue;
      }
      if (row.length === 1 && row[0] === '') continue; // blank line
      const handId = cell(row, col.get('hand_id'));
      if (!current || (handId !== undefined && handId !== current.hand['hand_id'])) {
        if (current) yield finish(current);
        current = { hand: {}, events: [], line: rowLine, index: index++ };
        for (const c of HAND_COLUMNS) {
          const v = cell(row, col.get(c));
          if (v !== undefined) current.hand[c] = v;
        }
      }
      if (row.length !== header.length && !current.problem) {
        current.problem = { line: rowLine, reason: `row has ${row.length} fields, the header has ${header.length}` };
      }
      const event: Record<string, unknown> = {};
      for (const [c, at] of eventCols) {
        const v = cell(row, at);
        if (v === undefined) continue;
        const t = typed(c, v);
        if (typeof t === 'number' && needsText(v)) (current.texts ??= new Map()).set(`events[${current.events.length}].${c}`, v);
        event[c] = t;
      }
      current.events.push(event);
    }
  }
  if (current) yield finish(current);
  if (!header) yield { kind: 'file-problem', reason: 'the file is empty: no CSV header' };
}

/** A row's cell at a column; an empty or absent cell is no value. */
function cell(row: string[], at: number | undefined): string | undefined {
  const v = at === undefined ? undefined : row[at];
  return v === undefined || v === '' ? undefined : v;
}

function finish(b: Building): RawRecord {
  if (b.problem) return { kind: 'unreadable', line: b.problem.line, index: b.index, reason: b.problem.reason };
  const value = { ...b.hand, events: b.events };
  return b.texts ? { kind: 'hand', value, line: b.line, index: b.index, texts: b.texts } : { kind: 'hand', value, line: b.line, index: b.index };
}

/** CSV cells are text: give each column the JSON type the schema expects, when it has that form. */
function typed(column: string, v: string): unknown {
  if (INTEGER_COLUMNS.has(column)) return INTEGER.test(v) ? Number(v) : v;
  if (column === 'amount') return NUMBER.test(v) ? Number(v) : v;
  if (column === 'behind') return v === 'true' ? true : v === 'false' ? false : v;
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
