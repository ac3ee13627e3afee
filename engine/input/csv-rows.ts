import { MAX_RECORD_CHARS, declaredDelimiter, isTypeLine, recordTooLong } from './record-text.js';
import { reason } from '../core/reasons.js';
import type { Reason } from '../core/reasons.js';

/**
 * The rows of a CSV stream (decoded text), in batches as the chunks of the file arrive (RFC 4180:
 * a cell that starts with `"` is quoted, `""` inside it is a quote, a quoted line break is data).
 *
 * A tokenizer of its own, not papaparse's (the project's streaming CSV parser, still what the tests
 * and the bench read CSV with), because a broken quote must cost one row, with its line, never the
 * rest of the file, and papaparse 5.7 cannot give that (test/engine/input/csv-papaparse.test.ts):
 * 1. a quote inside an unquoted cell (`1,x"y`) is no error there, and reads exactly as the well-quoted
 *    `1,"x""y"`: its output cannot tell the broken row from a good one;
 * 2. an unterminated quote makes every later row one cell, reported (MissingQuotes) only at the end
 *    of the file; streaming, the rest of the file is held and re-parsed at every chunk meanwhile;
 * 3. a quoted cell closed by text (`"x"y`: a stray opening quote) is InvalidQuotes, and the cell runs
 *    on to the next quote in the file, swallowing the rows between.
 * Resynchronising after 2 and 3 would mean re-tokenizing papaparse's raw input from the quote's line,
 * and 1 cannot be seen in its output at all, so the library would add a second tokenizer, not replace
 * this one. Here:
 * - a quoted cell that runs past its line and is not closed by the end of the file, or is closed by
 *   a quote followed by something other than a delimiter or line end, or spans more than
 *   MAX_QUOTED_SPAN characters, was an unterminated quote: its row is read up to its first line with
 *   the quote taken as text, marked broken, and the read resumes at the next line;
 * - a quote inside an unquoted cell, or after a closing quote on the same line, marks its row broken;
 * - a row longer than MAX_RECORD_CHARS is marked broken without being held.
 * csv-hands.ts decides which hand a broken row belongs to. The delimiter (`,` `;` tab `|`) is the
 * one that splits the header (the first line; the second below a `#TYPE` line) into the format's columns.
 *
 * A cell that is exactly `\N` unquoted is read as an empty cell: the NULL of MySQL's `SELECT … INTO OUTFILE`,
 * PostgreSQL's COPY in text form and SQL Server's bcp, where the format leaves the cell empty (no value, as JSON's
 * `null`). Read as text it was refused on a typed field, read as a dealer `\N`, and on a hand's later rows it
 * started a "hand" of its own on each. Quoted, `"\N"` is text the exporter chose to quote, as PostgreSQL's own
 * CSV form reads it (a quoted cell is never its NULL): kept as written (csv-hands.ts names it in a hand_id cell).
 * The word `NULL` is kept as written too: the format gives it no meaning, and a string field may hold it.
 */
export interface BrokenRow {
  cells: string[];
  problem: Reason;
}

export type CsvRow = string[] | BrokenRow;

export interface CsvDialect {
  delimiter: string;
  /** The delimiter is declared (an import mapping says it), not detected from the header. */
  fixed?: boolean;
}

/** A quoted cell that spans more than this many characters after its first line break is taken as an unterminated quote. */
export const MAX_QUOTED_SPAN = 1 << 20;

const DELIMITERS = [',', ';', '\t', '|'];

/**
 * `piece`: each chunk of the input is tokenized this many characters at a time, so its rows come in
 * batches that many characters long (a CSV audit's memory: the rows of a whole 1 MB chunk at once lived
 * long enough to be promoted to V8's old generation, which then grew past 250 MB). What depends on where
 * chunks end (a quoted cell's span checked against MAX_QUOTED_SPAN, the header's first line looked for)
 * is still decided at the ends of the input's own chunks, so the rows are the same.
 */
export function csvRows(input: AsyncIterable<string | Buffer>, dialect: CsvDialect = { delimiter: ',' }, piece = Infinity): AsyncIterable<CsvRow[]> {
  return (async function* () {
    const t = new CsvTokenizer(dialect);
    for await (const chunk of input) {
      const s = chunk as string;
      for (let at = 0; at < s.length || at === 0; at += piece) {
        const to = Math.min(at + piece, s.length);
        const rows = t.push(to - at === s.length ? s : s.slice(at, to), to >= s.length);
        if (rows.length > 0) yield rows;
        if (to >= s.length) break;
      }
    }
    const rows = t.end();
    if (rows.length > 0) yield rows;
  })();
}

/**
 * The cells of each row, for a foreign export read through an import mapping (engine/input/mapping):
 * its delimiter declared, or detected as the one giving most columns. A row whose quote is broken
 * keeps the cells it was read as (one row, never the rest of the file).
 */
export function csvCells(input: AsyncIterable<string | Buffer>, delimiter?: string): AsyncIterable<string[][]> {
  const dialect: CsvDialect = delimiter !== undefined ? { delimiter, fixed: true } : { delimiter: ',' };
  return (async function* () {
    for await (const rows of csvRows(input, dialect)) yield rows.map((r) => (Array.isArray(r) ? r : r.cells));
  })();
}

/**
 * Picks the delimiter a `sep=` first line declares, else the one that splits the header into the format's key columns
 * (hand_id and type), else the one giving most columns. `head`: the file's first line, or its first two (the header
 * is the second below PowerShell's `#TYPE` line).
 */
export function detectDelimiter(head: string): string {
  const [line1 = '', line2 = ''] = head.split('\n', 2).map((l) => l.replace(/\r$/, ''));
  const declared = declaredDelimiter(line1);
  if (declared !== undefined) return declared;
  const headerLine = isTypeLine(line1) ? line2 : line1;
  const names = (d: string) => headerLine.replace(/^\ufeff/, '').split(d).map((h) => h.replace(/"/g, '').trim().toLowerCase());
  const keyed = DELIMITERS.find((d) => names(d).includes('hand_id') && names(d).includes('type'));
  if (keyed) return keyed;
  let best = ',';
  for (const d of DELIMITERS) if (names(d).length > names(best).length) best = d;
  return best;
}

/** Where the line the delimiter is told from ends in `text` (the second line below a `#TYPE` line); -1 before it ends. */
function headerEnd(text: string): number {
  const nl = text.indexOf('\n');
  return nl < 0 || !isTypeLine(text.slice(0, nl)) ? nl : text.indexOf('\n', nl + 1);
}

export class CsvTokenizer {
  private delimiter = -1;
  private head: string[] = []; // the text before the first line break, until the delimiter is known
  private headLength = 0;
  private row: string[] = [];
  private field: string[] = [];
  private rowLength = 0;
  private quoted = false; // the current cell started with a quote
  private inQuotes = false;
  private closing = false; // a quote was just seen inside a quoted cell: a `""`, or its end
  private problem: Reason | undefined;
  private tooLong = false;
  private line = 1;
  /** A quoted cell that crossed a line break: its text up to that break, and the raw text after it, to read again if the quote proves unterminated. */
  private span: { firstLine: string; quoteLine: number; cellsBefore: string[]; raw: string[]; rawLength: number } | undefined;
  /** Where the raw text of `span` starts in the chunk being scanned (0 once it started in an earlier chunk). */
  private spanFrom = 0;
  /** The text being scanned ends one of the input's chunks: where a quoted cell's span is checked. */
  private chunkEnd = true;

  constructor(private readonly dialect: CsvDialect) {}

  /** `chunkEnd`: the text ends one of the input's chunks (false for a piece inside one: csvRows `piece`). */
  push(chunk: string, chunkEnd = true): CsvRow[] {
    const out: CsvRow[] = [];
    this.chunkEnd = chunkEnd;
    if (this.delimiter < 0) {
      this.head.push(chunk);
      this.headLength += chunk.length;
      const text = this.head.length === 1 ? chunk : this.head.join('');
      const end = headerEnd(text);
      if (end < 0 && (!chunkEnd || this.headLength < MAX_QUOTED_SPAN)) {
        this.head = [text];
        return out;
      }
      this.head = [];
      this.setDelimiter(end < 0 ? text : text.slice(0, end));
      this.scan(text, out);
      return out;
    }
    this.scan(chunk, out);
    return out;
  }

  end(): CsvRow[] {
    const out: CsvRow[] = [];
    if (this.delimiter < 0) {
      const text = this.head.join('');
      this.head = [];
      this.setDelimiter(text);
      this.scan(text, out);
    }
    if (this.inQuotes && !this.closing) {
      if (this.span) {
        this.resync(out, '');
        return out.concat(this.end());
      }
      out.push({ cells: this.asText(this.row, this.field.join('')), problem: reason('csv.quote-unclosed', { line: this.line }) });
      this.reset();
      return out;
    }
    if (this.row.length > 0 || this.field.length > 0 || this.quoted) this.endRow(out);
    return out;
  }

  /** `head`: the text up to the header's line end (the file's first line, or its first two below a `#TYPE` line). */
  private setDelimiter(head: string): void {
    if (!this.dialect.fixed) this.dialect.delimiter = detectDelimiter(head);
    this.delimiter = this.dialect.delimiter.charCodeAt(0);
  }

  private scan(s: string, out: CsvRow[]): void {
    const delim = this.delimiter;
    let start = 0; // where the current piece of the current cell starts in s
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (this.inQuotes) {
        if (this.closing) {
          this.closing = false;
          if (c === 0x22) {
            // `""`: one quote. The first of the two was left out of the piece; this one starts the next.
            start = i;
            continue;
          }
          this.inQuotes = false;
          if (c !== delim && c !== 0x0a && c !== 0x0d) {
            if (this.span) {
              // Closed by a quote that is not a cell's end: the quote that opened it was a stray one.
              this.resync(out, s.slice(this.spanFrom));
              return;
            }
            this.problem ??= reason('csv.quote-not-doubled', { line: this.line });
          }
          // fall through: the character after the closing quote
        } else {
          if (c === 0x22) {
            this.take(s, start, i);
            start = i + 1;
            this.closing = true;
          } else if (c === 0x0a) {
            this.line++;
            if (!this.span) {
              this.take(s, start, i);
              start = i;
              this.span = { firstLine: this.field.join(''), quoteLine: this.line - 1, cellsBefore: [...this.row], raw: [], rawLength: 0 };
              this.spanFrom = i + 1;
            }
          }
          continue;
        }
      }
      if (c === delim) {
        this.take(s, start, i);
        this.endCell();
        start = i + 1;
      } else if (c === 0x0a) {
        const end = i > start && s.charCodeAt(i - 1) === 0x0d ? i - 1 : i;
        this.take(s, start, end);
        if (end === i) this.dropCr(); // a CR that ended the last chunk: CRLF split between two
        this.endRow(out);
        this.line++;
        start = i + 1;
      } else if (c === 0x22) {
        if (!this.quoted && this.field.length === 0 && i === start) {
          this.quoted = true;
          this.inQuotes = true;
          start = i + 1;
        } else {
          this.problem ??= reason('csv.quote-inside', { line: this.line });
        }
      }
    }
    // The rest of the chunk: the cell goes on in the next one.
    this.take(s, start, s.length);
    if (this.span) this.keepRaw(s, out);
  }

  /** Keeps the raw text after a quoted cell's first line break (bounded), to read again if the quote proves unterminated. */
  private keepRaw(s: string, out: CsvRow[]): void {
    const span = this.span!;
    const piece = s.slice(this.spanFrom);
    span.raw.push(piece);
    span.rawLength += piece.length;
    this.spanFrom = 0;
    if (this.chunkEnd && span.rawLength > MAX_QUOTED_SPAN) this.resync(out, '');
  }

  /**
   * The quote of the current quoted cell was a stray one: its row is the text before the quote plus
   * its first line with the quote as text, marked broken; the rest (`tail` after the raw text kept)
   * is read again from the line after.
   */
  private resync(out: CsvRow[], tail: string): void {
    const span = this.span!;
    this.span = undefined;
    const rest = span.raw.join('') + tail;
    out.push({
      cells: this.asText(span.cellsBefore, span.firstLine.replace(/\r$/, '')),
      problem: this.problem ?? reason('csv.quote-runs-on', { line: span.quoteLine }),
    });
    this.reset();
    this.line = span.quoteLine + 1;
    this.scan(rest, out);
  }

  /** A row whose quote proved stray, read with the quote as text: the cells before it, then its cell's text split where the delimiter falls. */
  private asText(before: string[], cell: string): string[] {
    return [...before, ...cell.replace(/"/g, '').split(this.dialect.delimiter)];
  }

  private reset(): void {
    this.row = [];
    this.field = [];
    this.rowLength = 0;
    this.quoted = false;
    this.inQuotes = false;
    this.closing = false;
    this.problem = undefined;
    this.tooLong = false;
  }

  private dropCr(): void {
    const last = this.field[this.field.length - 1];
    if (last === undefined || last.charCodeAt(last.length - 1) !== 0x0d) return;
    if (last.length === 1) this.field.pop();
    else this.field[this.field.length - 1] = last.slice(0, -1);
  }

  private take(s: string, from: number, to: number): void {
    if (to <= from) return;
    this.rowLength += to - from;
    if (this.tooLong) return;
    if (this.rowLength > MAX_RECORD_CHARS) {
      this.tooLong = true;
      this.field = [];
      return;
    }
    this.field.push(s.slice(from, to));
  }

  private endCell(): void {
    const text = this.field.length === 1 ? this.field[0]! : this.field.join('');
    // A database's NULL, unquoted: an empty cell (the header's comment).
    this.row.push(!this.quoted && text === '\\N' ? '' : text);
    this.field = [];
    this.quoted = false;
    if (this.span) this.span = undefined; // a quoted cell that closed well: its line breaks were data
  }

  private endRow(out: CsvRow[]): void {
    this.endCell();
    const row = this.row;
    this.row = [];
    this.rowLength = 0;
    if (this.tooLong) {
      this.tooLong = false;
      this.problem = undefined;
      out.push({ cells: row, problem: recordTooLong('row') });
      return;
    }
    if (this.problem) {
      out.push({ cells: row, problem: this.problem });
      this.problem = undefined;
      return;
    }
    out.push(row);
  }
}
