import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { constants as zlibConstants, gunzipSync } from 'node:zlib';
import { StringDecoder } from 'node:string_decoder';
import type { FileHandle } from 'node:fs/promises';
import { openRegularFile } from '../core/regular-file.js';
import { JsonSplitter, handIdNamedIn, handIdsAfterFirst, idOfKeyText } from './json-splitter.js';
import { MAX_RECORD_CHARS, checkRecordText, citedHandId, isPreambleLine, isTypeLine, memberCount, recordNotUtf8, recordTooLong, repeatedKey, wellFormed } from './record-text.js';
import { isUtf8 } from 'node:buffer';
import { MarkingUtf8Decoder, hasNotUtf8, latin1Text, utf8Marked } from './utf8-text.js';
import { GzipTrailingError, gunzipMembers } from './gunzip.js';
import type { NumberTexts } from './record-text.js';
import { jsonSyntaxReason, reason } from '../core/reasons.js';
import { documentKind, fileKind } from './file-kind.js';
import type { DocumentKind, FileKind } from './file-kind.js';
import type { Reason } from '../core/reasons.js';

export type LogFormat = 'json' | 'ndjson' | 'csv';

/**
 * Where the parts of a record made of several lines are (a CSV hand: one row per event): the line of each
 * event's row, and of the row that gave each hand-level column.
 */
export interface RecordLines {
  events: number[];
  fields: Record<string, number>;
}

/** The line a field of a record is on (`events[3].amount`: the fourth event's row), where the record says it. */
export function lineOfField(lines: RecordLines | undefined, field: string | undefined): number | undefined {
  if (!lines || field === undefined) return undefined;
  const event = /^events\[(\d+)\]/.exec(field);
  if (event) return lines.events[Number(event[1])];
  return Object.hasOwn(lines.fields, field) ? lines.fields[field] : undefined;
}

/** One record read from a log: a parsed hand object, or a record that could not be read. */
export type RawRecord =
  /**
   * `texts`: the source text of numbers JSON.parse may have read inexactly, by path (record-text.ts).
   * `sound`: the text had no escape and no lone surrogate, so no string of the value can be ill-formed
   * Unicode (normalize.ts then skips that walk over the value).
   */
  | { kind: 'hand'; value: unknown; line: number; index: number; texts?: NumberTexts; sound?: boolean; lines?: RecordLines }
  /** `handId`: the record's hand_id where its text parsed and names one (a key written twice elsewhere in it). */
  /**
   * `namedId`: the hand_id the text of a record that did not parse names (json-splitter.ts handIdNamedIn): not
   * claimed (no repeat check, not the finding's hand_id), only for `veedor replay` to say the hand was rejected.
   */
  | { kind: 'unreadable'; line: number; index: number; field?: string; handId?: string; namedId?: string; reason: Reason }
  | { kind: 'file-problem'; line?: number; reason: Reason };

/**
 * The same, where an NDJSON line is left as its text for another thread to parse (`veedor audit --workers`).
 * `offset`: the byte where the line starts in the file (not for a `.gz`, whose bytes are not the record's):
 * what the audit store's hand index keeps to seek to a hand (store/seek.ts).
 */
export type RawOrLine = RawRecord | { kind: 'line'; text: string; line: number; index: number; offset?: number };

/** JSON.parse of one NDJSON line, as a record: the one place a line's text becomes a hand. */
export function parseLine(text: string, line: number, index: number): Exclude<RawRecord, { kind: 'file-problem' }> {
  // Each line is a JSON text, which may start with a byte-order mark (RFC 8259 8.1: a parser may ignore it):
  // the second of two files joined with cat, each saved with its mark, once lost its first hand to it.
  return parseRecordText(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, line, index, 'line');
}

/** A record's JSON text as a value, its depth and inexact numbers checked first (record-text.ts). */
function parseRecordText(text: string, line: number, index: number, what: 'line' | 'hand'): Exclude<RawRecord, { kind: 'file-problem' }> {
  // NUL bytes (zeros where the log's text was): no JSON text holds one unescaped, said as what it is.
  if (text.includes('\0')) return { kind: 'unreadable', line, index, reason: reason('record.nul', { what }) };
  // Text decoded from a file holds a lone surrogate only where its bytes were not UTF-8 (utf8-text.ts).
  const formed = wellFormed(text);
  const check = checkRecordText(text);
  if (!check.ok) return { kind: 'unreadable', line, index, reason: check.reason };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const namedId = handIdNamedIn(text);
    const named = namedId === undefined ? {} : { namedId };
    if (!formed) return { kind: 'unreadable', line, index, ...named, reason: recordNotUtf8(what) };
    return { kind: 'unreadable', line, index, ...named, reason: reason(what === 'line' ? 'json.line' : 'json.hand', { detail: jsonSyntaxReason(e) }) };
  }
  if (!formed) {
    // Refused whole, never read with U+FFFD for its bytes; named by its hand_id where that is whole (replay says why).
    const cited = citedHandId(typeof value === 'object' && value !== null ? (value as Record<string, unknown>)['hand_id'] : undefined);
    return cited !== undefined ? { kind: 'unreadable', line, index, handId: cited, reason: recordNotUtf8(what) } : { kind: 'unreadable', line, index, reason: recordNotUtf8(what) };
  }
  // A key written twice in one object: JSON.parse keeps the last silently, and the record says two things.
  if (memberCount(value) !== check.keys) {
    const twice = repeatedKey(text);
    if (twice) {
      const why = reason('json.repeated-key', { key: JSON.stringify(twice.key) });
      // The hand it is, when hand_id is not itself the key written twice: the dispute replay finds it by that id.
      const id = twice.path !== 'hand_id' && typeof value === 'object' && value !== null ? (value as Record<string, unknown>)['hand_id'] : undefined;
      const cited = citedHandId(id);
      if (cited !== undefined) return { kind: 'unreadable', line, index, field: twice.path, handId: cited, reason: why };
      return { kind: 'unreadable', line, index, field: twice.path, reason: why };
    }
  }
  // A lone surrogate in a value comes from a `\u` escape or from the text itself: neither here, none in the value.
  const sound = formed && !text.includes('\\');
  return check.texts ? { kind: 'hand', value, line, index, texts: check.texts, sound } : { kind: 'hand', value, line, index, sound };
}


/** A log shipped gzip-compressed (`hands.ndjson.gz`): read through zlib, its format from the name before `.gz`. */
export function isGzipName(path: string): boolean {
  return path.toLowerCase().endsWith('.gz');
}

/**
 * The format a log is read in: `--input` if given, else its name's (`.ndjson`/`.jsonl`, `.csv`/`.tsv`, `.json`),
 * else, for a name that says none (`hands.log`, `turno-3.txt`), what its first bytes hold, as the standard input's
 * copy is named (cli/stdin.ts): an NDJSON log named `.log` read as JSON was a clean log said to hold "several JSON
 * values" (exit 1). A file that cannot be read here, or whose head says nothing, is read as JSON, and its reader
 * says what is wrong with it.
 */
export function formatOf(path: string, override?: LogFormat): LogFormat {
  if (override) return override;
  return formatNamed(path) ?? formatOfHead(path) ?? 'json';
}

function formatNamed(path: string): LogFormat | undefined {
  const lower = path.toLowerCase().replace(/\.gz$/, '');
  if (lower.endsWith('.ndjson') || lower.endsWith('.jsonl')) return 'ndjson';
  if (lower.endsWith('.csv') || lower.endsWith('.tsv')) return 'csv';
  if (lower.endsWith('.json')) return 'json';
  return undefined;
}

/** The format the first bytes of a regular file show (decompressed, for a `.gz`); undefined where they show none. */
function formatOfHead(path: string): LogFormat | undefined {
  let head: Buffer;
  try {
    // A regular file only: a FIFO or a device would block here, or be read before its reader reads it.
    if (!statSync(path).isFile()) return undefined;
    const fd = openSync(path, 'r');
    try {
      const buf = Buffer.alloc(4096);
      head = buf.subarray(0, readSync(fd, buf, 0, buf.length, 0));
    } finally {
      closeSync(fd);
    }
    if (isGzipName(path)) head = gunzipSync(head, { finishFlush: zlibConstants.Z_SYNC_FLUSH });
  } catch {
    return undefined;
  }
  const s = sniffHead(head, false);
  if (s.binary || s.empty || s.document) return undefined;
  if (s.jsonDocument) return 'json';
  if (s.ndjsonStart) return 'ndjson';
  if (s.csvHeader) return 'csv';
  return undefined;
}

interface Sniff {
  encoding: BufferEncoding;
  binary: boolean;
  /** Binary because it is UTF-16 text (a byte-order mark FF FE or FE FF, or `{`/`[` and a character as UTF-16 first). */
  utf16?: boolean;
  /** UTF-32 text, with its byte-order mark. */
  utf32?: boolean;
  empty: boolean;
  /** Empty, but not of bytes: blank space alone (said as such, not as an empty file). */
  blank?: boolean;
  /** A `.gz` name over bytes zlib cannot decompress. */
  notGzip?: boolean;
  /** What the file is, where its first bytes say it is no log (an archive, a spreadsheet, a store): file-kind.ts. */
  kind?: FileKind;
  /** One of Veedor's own documents or a file read beside a log (findings, a tables file): file-kind.ts. Nothing read. */
  document?: DocumentKind;
  /**
   * Its text starts as a JSON document and not as NDJSON: with `[` (an NDJSON record is an object), or with a
   * `{` alone on its line (a hand written over many lines). Read as NDJSON, each of its lines was a record:
   * one pretty-printed hand counted as 155 rejected ones, an array on one line as one.
   */
  jsonDocument?: boolean;
  /**
   * Its first line is a CSV header naming hand_id (a CSV export saved under a JSON or NDJSON name). Read by its
   * name, every row of it was a record "not valid JSON" (an .ndjson of 4 hands counted as 109 rejected ones), or
   * the whole file "not JSON" (a .json: nothing read).
   */
  csvHeader?: boolean;
  /** Its text starts with `{` on a line holding more (NDJSON's first record), not as a CSV does. */
  ndjsonStart?: boolean;
}

const HEAD = 65536;

/** Looks at the head of a file: binary, empty, or not UTF-8 (then read as Latin-1). */
async function sniff(path: string): Promise<Sniff> {
  const fh = await openRegularFile(path);
  try {
    if (isGzipName(path)) return await sniffGzip(fh);
    const buf = Buffer.alloc(HEAD);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    return sniffHead(buf.subarray(0, bytesRead), bytesRead === buf.length);
  } finally {
    await fh.close();
  }
}

/** The head of a compressed log, decompressed; a file that is not gzip reads as binary (its reader says so). */
async function sniffGzip(fh: FileHandle): Promise<Sniff> {
  const parts: Buffer[] = [];
  let n = 0;
  const raw = fh.createReadStream({ autoClose: false, start: 0 });
  try {
    for await (const chunk of gunzipMembers(raw)) {
      parts.push(chunk);
      n += chunk.length;
      if (n >= HEAD) break;
    }
  } catch (e) {
    // Damage past the head is the full read's to report, after the hands before it.
    if (n === 0 && !(e instanceof GzipTrailingError)) return { encoding: 'utf8', binary: true, empty: false, notGzip: true };
  } finally {
    raw.destroy();
  }
  const head = Buffer.concat(parts).subarray(0, HEAD);
  return sniffHead(head, n >= HEAD);
}

function sniffHead(head: Buffer, more: boolean): Sniff {
  const kind = fileKind(head);
  if (kind) return { encoding: 'utf8', binary: true, empty: false, kind };
  if (head.includes(0)) {
    // Without a mark: `{` or `[` then a printable or blank character, each as two bytes, one of them 0.
    const open = (b: number | undefined) => b === 0x7b || b === 0x5b;
    const text = (b: number | undefined) => b !== undefined && b >= 0x09 && b <= 0x7e;
    const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)
      || (open(head[0]) && head[1] === 0 && text(head[2]) && head[3] === 0) || (head[0] === 0 && open(head[1]) && head[2] === 0 && text(head[3]));
    // UTF-32 (its mark FF FE 00 00 or 00 00 FE FF) starts as UTF-16 LE's does: said as what it is.
    const utf32 = (head[0] === 0xff && head[1] === 0xfe && head[2] === 0 && head[3] === 0) || (head[0] === 0 && head[1] === 0 && head[2] === 0xfe && head[3] === 0xff);
    if (utf32) return { encoding: 'utf8', binary: true, utf16: true, utf32, empty: false };
    if (utf16) return { encoding: 'utf8', binary: true, utf16, empty: false };
    if (!logBeforeNul(head)) return { encoding: 'utf8', binary: true, empty: false };
    // A log whose first line is whole before the NUL bytes (a block of zeros a crash or a disk error left in a
    // log): read, each line or hand holding them refused with its line, never every hand of the file unread.
  }
  // Blank only as far as the head reaches is no empty file: hands may follow 64 KiB of blank space, and are read.
  const text = head.toString('utf8').replace(/^\ufeff/, '');
  const empty = !more && text.trim() === '';
  let encoding: BufferEncoding = 'utf8';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: more });
  } catch {
    encoding = 'latin1';
  }
  const start = text.trimStart();
  const document = documentKind(start);
  if (document) return { encoding, binary: false, empty: false, document };
  const jsonDocument = start.startsWith('[') || /^\{[ \t]*(\r|\n|$)/.test(start);
  if (empty && text.length > 0) return { encoding, binary: false, empty, blank: true };
  if (jsonDocument) return { encoding, binary: false, empty, jsonDocument };
  if (start.startsWith('{')) return { encoding, binary: false, empty, ndjsonStart: true };
  return isCsvHeader(start) ? { encoding, binary: false, empty, csvHeader: true } : { encoding, binary: false, empty };
}

/**
 * A first line that is a CSV header naming hand_id: a cell `hand_id` (any case, quoted or not) between `,` `;` tab or
 * `|`; below Excel's `sep=;` line or PowerShell's `#TYPE …` line, the second.
 */
function isCsvHeader(start: string): boolean {
  if (start.startsWith('{')) return false;
  const [line1, line2] = start.split(/\r\n|\r|\n/, 2);
  const first = isPreambleLine(line1!) ? line2 ?? '' : line1!;
  return first.split(/[,;\t|]/).some((c) => c.trim().replace(/^"(.*)"$/, '$1').trim().toLowerCase() === 'hand_id');
}

/**
 * The format a log is read in: NDJSON that is a JSON document is read as JSON, a JSON or NDJSON name over a CSV as
 * CSV, a CSV name over JSON or NDJSON as what it holds, each said once (the note first).
 */
function readAs(format: LogFormat, head: Sniff): { format: LogFormat; note?: RawOrLine } {
  if (head.binary || head.empty || head.document) return { format };
  // A CSV export under a JSON or NDJSON name (or `--input`): read as CSV, said once, as NDJSON holding JSON is.
  if (format !== 'csv' && head.csvHeader) return { format: 'csv', note: { kind: 'file-problem', line: 1, reason: reason(format === 'json' ? 'file.json-is-csv' : 'file.ndjson-is-csv') } };
  // JSON or NDJSON under a CSV name: no CSV starts with a bracket or a brace (its header names columns).
  if (format === 'csv' && (head.jsonDocument || head.ndjsonStart)) {
    const as = head.jsonDocument ? 'json' : 'ndjson';
    return { format: as, note: { kind: 'file-problem', line: 1, reason: reason(as === 'json' ? 'file.csv-is-json' : 'file.csv-is-ndjson') } };
  }
  if (format !== 'ndjson' || !head.jsonDocument) return { format };
  return { format: 'json', note: { kind: 'file-problem', line: 1, reason: reason('file.ndjson-is-json') } };
}

/**
 * Whether a head with NUL bytes is a log's all the same: its first line ends before the first NUL and starts
 * as a log does (`{` or `[`, after a byte-order mark and blank space; or a CSV header naming hand_id, also below
 * PowerShell's `#TYPE …` line). A PNG, a SQLite file or a zip has a NUL or a byte no log starts with in its first line.
 */
function logBeforeNul(head: Buffer): boolean {
  const nul = head.indexOf(0);
  let end = -1;
  for (let i = 0; i < nul; i++) {
    if (head[i] === 10 || head[i] === 13) {
      end = i;
      break;
    }
  }
  if (end === -1) return false;
  const first = head.toString('latin1', 0, end).replace(/^\xef\xbb\xbf/, '');
  if (isTypeLine(first)) {
    // The header is the next line, whole before the NUL too.
    const from = head[end] === 13 && head[end + 1] === 10 ? end + 2 : end + 1;
    const next = head.indexOf(10, from);
    return next >= 0 && next < nul && /hand_id/i.test(head.toString('latin1', from, next));
  }
  return /^\s*[[{]/.test(first) || /hand_id/i.test(first);
}

/** Streams the records of one log file; never throws for what the file contains. */
export async function* readLog(path: string, format: LogFormat): AsyncGenerator<RawRecord> {
  for await (const r of readLogLines(path, format)) yield r.kind === 'line' ? parseLine(r.text, r.line, r.index) : r;
}

/**
 * The records of one log file, NDJSON lines left unparsed (the parallel audit parses them in its workers).
 * `onRead` hears the bytes of the file read so far (of a `.gz`, the compressed bytes): the progress line.
 */
export async function* readLogLines(path: string, format: LogFormat, onRead?: (bytes: number) => void, bytes?: ByteSink): AsyncGenerator<RawOrLine> {
  for await (const batch of readLogBatches(path, format, onRead, bytes)) yield* batch;
}

/** Bytes read from a log at a time: one `read` into one reused buffer. */
const CHUNK = 1 << 20;
/**
 * A CSV log's chunks are tokenized this many characters at a time (csv-rows.ts `piece`): the rows of a
 * whole 1 MB chunk at once lived long enough to be promoted to V8's old generation, which then grew past
 * 250 MB (issue 20, item 8).
 */
const CSV_PIECE = 1 << 16;

/**
 * The same, in batches: an NDJSON file's lines come as the lines of each chunk read (a record at a time
 * through nested generators cost more than reading it); JSON and CSV records one to a batch.
 */
export async function* readLogBatches(path: string, named: LogFormat, onRead?: (bytes: number) => void, bytes?: ByteSink): AsyncGenerator<RawOrLine[]> {
  const head = await sniff(path);
  const { format, note } = readAs(named, head);
  // Opened (and checked to be a regular file) again: it may have been replaced since the sniff.
  const fh = await openRegularFile(path);
  const counted = (raw: Readable & { bytesRead?: number }) => {
    if (onRead) raw.on('data', () => onRead(raw.bytesRead ?? 0));
    if (bytes) {
      raw.on('data', (b: Buffer) => bytes.update(b));
      raw.on('end', () => bytes.end());
    }
    // A 'data' listener starts the stream flowing: chunks read before the reader's iterator attaches went to these
    // listeners only, lost to the reader. A CSV log's reader loads its modules first (an await), so every .csv.gz
    // was read as "empty" and "cut short" (0 hands). Paused, the stream is read as the iterator asks, each chunk
    // heard here as it is read.
    raw.pause();
    return raw;
  };
  try {
    if (head.notGzip) {
      yield [{ kind: 'file-problem', reason: reason('file.not-gzip') }];
      return;
    }
    const problems = headProblems(head);
    if (note) problems.push(note);
    if (problems.length > 0) yield problems;
    if (head.binary || head.empty || head.document) return;
    if (format === 'ndjson') {
      // Split as bytes: each line decoded once, whole; the same chunks feed the digest.
      const gz = isGzipName(path);
      const damage: GzipDamage = {};
      const chunks = gz ? untilDamage(gunzipMembers(counted(fh.createReadStream({ autoClose: false, start: 0 }))), damage) : fileChunks(fh, onRead, bytes);
      const lines = ndjsonBatches(chunks, head.encoding, !gz);
      yield* gz ? gunzipped(lines, damage) : lines;
      return;
    }
    const damage: GzipDamage = {};
    const records = isGzipName(path)
      ? gunzipped(oneByOne(readBody(decoded(untilDamage(gunzipMembers(counted(fh.createReadStream({ autoClose: false, start: 0, highWaterMark: CHUNK }))), damage), head.encoding), format)), damage)
      // Read as bytes, so the bytes a sink hears are the file's own; decoded as a stream with that encoding would be.
      : oneByOne(readBody(decoded(fileChunks(fh, onRead, bytes), head.encoding), format));
    yield* records;
  } finally {
    await fh.close();
  }
}

/** A file's bytes, one reused buffer at a time (each chunk is the caller's only until the next is asked for). */
async function* fileChunks(fh: FileHandle, onRead?: (bytes: number) => void, sink?: ByteSink, size = CHUNK): AsyncGenerator<Buffer> {
  const buf = Buffer.allocUnsafe(size);
  let total = 0;
  for (;;) {
    const { bytesRead } = await fh.read(buf, 0, size, null);
    if (bytesRead === 0) break;
    const chunk = buf.subarray(0, bytesRead);
    total += bytesRead;
    sink?.update(chunk);
    onRead?.(total);
    yield chunk;
  }
  sink?.end();
}

async function* oneByOne<T>(records: AsyncIterable<T>): AsyncGenerator<T[]> {
  for await (const r of records) yield [r];
}

/**
 * Hears every byte of a log file as the reader reads it, and its end once all are read: the SHA-256 of
 * the chain of custody is computed from the same chunks as the records, not in a pass of its own (issue
 * 20, item 5). A read that stops short (a binary or empty file, a dispute replay that found its hand)
 * never hears the end.
 */
export interface ByteSink {
  update(bytes: Buffer): void;
  end(): void;
}

/**
 * A byte stream's text, decoded chunk by chunk as a Readable with that encoding emits it; in UTF-8, a byte
 * that is not UTF-8 reads as utf8-text.ts's NOT_UTF8 (the record holding it is refused), not as U+FFFD.
 */
async function* decoded(raw: AsyncIterable<Buffer>, encoding: BufferEncoding): AsyncGenerator<string> {
  const decoder = textDecoder(encoding);
  for await (const b of raw) {
    const s = decoder.write(b as Buffer);
    if (s.length > 0) yield s;
  }
  const rest = decoder.end();
  if (rest.length > 0) yield rest;
}

/** Where a compressed log's data ended early: zlib's error, or the bytes after the data that are not gzip. */
interface GzipDamage {
  error?: Error;
}

function isGzipDamage(e: unknown): e is Error {
  return e instanceof GzipTrailingError || ((e as NodeJS.ErrnoException)?.code ?? '').startsWith('Z_');
}

/**
 * A compressed log's data up to its damage, which ends it as a plain file ends: the reader reads the text
 * inflated before the damage as it would read the same text from a file, so the record the damage cuts in two is
 * rejected with its line (a last line without its end is a line; a JSON element not closed is one record), never
 * dropped uncounted; and a log whose last line has no newline keeps that line when bytes that are not gzip follow
 * its data. The damage is kept for `gunzipped` to say after the records.
 */
async function* untilDamage(chunks: AsyncIterable<Buffer>, damage: GzipDamage): AsyncGenerator<Buffer> {
  try {
    yield* chunks;
  } catch (e) {
    if (!isGzipDamage(e)) throw e;
    damage.error = e;
  }
}

/** A compressed log cut short or damaged past its head: the records read before the damage stand, then the problem. */
async function* gunzipped(batches: AsyncGenerator<RawOrLine[]>, damage: GzipDamage): AsyncGenerator<RawOrLine[]> {
  try {
    yield* batches;
  } catch (e) {
    if (!isGzipDamage(e)) throw e;
    damage.error = e;
  }
  const e = damage.error;
  if (e === undefined) return;
  if (e instanceof GzipTrailingError) {
    yield [{ kind: 'file-problem', reason: reason('file.gzip-trailing', { bytes: e.bytes, at: e.at }) }];
    return;
  }
  yield [{ kind: 'file-problem', reason: reason('file.gzip-damaged', { detail: e.message }) }];
}

/** The same, from bytes already in memory (the fuzz tests feed the readers this way, without a file per case). */
export async function* readLogBytes(bytes: Buffer, format: LogFormat): AsyncGenerator<RawRecord> {
  for await (const batch of readLogBytesBatches(bytes, format)) {
    for (const r of batch) yield r.kind === 'line' ? parseLine(r.text, r.line, r.index) : r;
  }
}

/** The same, in batches as readLogBatches gives them, NDJSON split as bytes in `chunk`-byte pieces (the tests cut lines across chunks). */
export async function* readLogBytesBatches(bytes: Buffer, named: LogFormat, chunk = CHUNK): AsyncGenerator<RawOrLine[]> {
  const head = sniffHead(bytes.subarray(0, HEAD), bytes.length > HEAD);
  const { format, note } = readAs(named, head);
  const problems = headProblems(head);
  if (note) problems.push(note);
  if (problems.length > 0) yield problems;
  if (head.binary || head.empty || head.document) return;
  if (format === 'ndjson') {
    const pieces = function* () {
      for (let at = 0; at < bytes.length; at += chunk) yield bytes.subarray(at, Math.min(at + chunk, bytes.length));
    };
    yield* ndjsonBatches(pieces(), head.encoding, true);
    return;
  }
  yield* oneByOne(readBody(Readable.from([head.encoding === 'utf8' ? utf8Marked(bytes) : head.encoding === 'latin1' ? latin1Text(bytes) : bytes.toString(head.encoding)]), format));
}

/** What the head of a file says before any record: binary or empty (nothing more is read), or read as Latin-1. */
function headProblems(head: Sniff): RawOrLine[] {
  if (head.utf16) return [{ kind: 'file-problem', reason: reason(head.utf32 ? 'file.utf32' : 'file.utf16') }];
  if (head.kind) return [{ kind: 'file-problem', reason: head.kind === 'gzip' ? reason('file.gzip-unnamed') : reason('file.kind', { kind: head.kind }) }];
  if (head.binary) return [{ kind: 'file-problem', reason: reason('file.binary') }];
  if (head.document) return [{ kind: 'file-problem', line: 1, reason: reason('file.document', { kind: head.document }) }];
  if (head.empty) return [{ kind: 'file-problem', reason: reason(head.blank ? 'file.blank' : 'file.empty') }];
  if (head.encoding === 'latin1') return [{ kind: 'file-problem', reason: reason('file.latin1') }];
  return [];
}

/** A stream decoder for a log's encoding: in UTF-8, one that keeps bytes that are not UTF-8 visible (utf8-text.ts). */
function textDecoder(encoding: BufferEncoding): { write(b: Buffer): string; end(): string } {
  if (encoding === 'latin1') return { write: (b: Buffer) => latin1Text(b), end: () => '' };
  return encoding === 'utf8' ? new MarkingUtf8Decoder() : new StringDecoder(encoding);
}

/** A line's bytes as text; in UTF-8, bytes that are not UTF-8 kept visible (checked only where U+FFFD shows). */
function lineText(bytes: Buffer, encoding: BufferEncoding): string {
  const text = encoding === 'latin1' ? latin1Text(bytes) : bytes.toString(encoding);
  return encoding === 'utf8' && text.includes('\ufffd') && !isUtf8(bytes) ? utf8Marked(bytes) : text;
}

function readBody(stream: AsyncIterable<string>, format: Exclude<LogFormat, 'ndjson'>): AsyncGenerator<RawOrLine> {
  return format === 'csv' ? readCsv(stream) : readJson(stream);
}

/**
 * The lines of an NDJSON file's bytes, a batch per chunk. Line ends as readline splits them: LF, CRLF,
 * or a lone CR (a CRLF split across two chunks is one end); a last line without an end is a line. Each
 * line is decoded whole, with the file's encoding: bytes that are not UTF-8 read as utf8-text.ts's
 * NOT_UTF8, one per byte, never across a line end, and the line is refused for them. A byte-order mark starts
 * line 1's text only. `offsets`: each line's first byte is given (not for decompressed bytes).
 */
/** The most bytes of NDJSON split into one batch of lines. */
export const BATCH_BYTES = 1 << 17;

async function* ndjsonBatches(chunks: AsyncIterable<Buffer> | Iterable<Buffer>, encoding: BufferEncoding, offsets: boolean): AsyncGenerator<RawOrLine[]> {
  const lines = new NdjsonLines(encoding, offsets);
  let bytes = 0;
  let said = false;
  for await (const chunk of chunks) {
    bytes += chunk.length;
    // A slice at a time: a megabyte chunk of tiny lines (`x`, `{}`) is half a million records, each an object held
    // until its batch is audited; a slice bounds a batch at BATCH_BYTES / 2 records (a few megabytes), whatever the lines.
    for (let at = 0; at < chunk.length; at += BATCH_BYTES) {
      const out: RawOrLine[] = [];
      lines.push(at === 0 && chunk.length <= BATCH_BYTES ? chunk : chunk.subarray(at, Math.min(at + BATCH_BYTES, chunk.length)), out);
      if (out.length > 0) {
        said = true;
        yield out;
      }
    }
  }
  const out: RawOrLine[] = [];
  lines.end(out);
  // Blank lines give nothing: a file of nothing else (past the head's look, 64 KiB) is said, never a quiet 0 hands.
  if (out.length === 0 && !said) out.push({ kind: 'file-problem', reason: reason(bytes > 0 ? 'file.blank' : 'file.empty') });
  if (out.length > 0) yield out;
}

/**
 * Splits NDJSON bytes into lines, each at most MAX_RECORD_CHARS characters long: a longer line is
 * rejected with its number and the read goes on after it, never holding more of it than the limit
 * (a line of a gigabyte is more than a string can be).
 */
export class NdjsonLines {
  private line = 0;
  private index = 0;
  /** The file's byte where the next chunk starts, and where the current line started. */
  private pos = 0;
  private start = 0;
  /** The current line's bytes from earlier chunks (copied: a chunk's buffer is reused). */
  private parts: Buffer[] = [];
  private partBytes = 0;
  /**
   * Past MAX_RECORD_CHARS bytes a line may still be short enough in characters: from there its bytes go
   * through a decoder as they come, its characters counted, so no more than the limit is ever held.
   */
  private long: { decoder: { write(b: Buffer): string; end(): string }; texts: string[]; length: number } | undefined;
  private tooLong = false;
  /** The last chunk ended in CR: an LF that starts the next one ends nothing. */
  private afterCr = false;
  /** A line holding several objects has been said (once a file). */
  private saidSeveral = false;

  constructor(private readonly encoding: BufferEncoding, private readonly offsets: boolean) {}

  push(chunk: Buffer, out: RawOrLine[]): void {
    let from = 0;
    if (this.afterCr) {
      this.afterCr = false;
      if (chunk.length > 0 && chunk[0] === 10) {
        from = 1;
        this.start = this.pos + 1;
      }
    }
    let lf = chunk.indexOf(10, from);
    let cr = chunk.indexOf(13, from);
    for (;;) {
      if (lf !== -1 && lf < from) lf = chunk.indexOf(10, from);
      if (cr !== -1 && cr < from) cr = chunk.indexOf(13, from);
      const at = lf === -1 ? cr : cr === -1 ? lf : lf < cr ? lf : cr;
      if (at === -1) break;
      this.endLine(chunk, from, at, out);
      let next = at + 1;
      if (at === cr) {
        if (next >= chunk.length) this.afterCr = true;
        else if (chunk[next] === 10) next++;
      }
      from = next;
      this.start = this.pos + next;
    }
    if (from < chunk.length) this.keep(chunk, from, chunk.length);
    this.pos += chunk.length;
  }

  /** The last line, when the file does not end with a line end. */
  end(out: RawOrLine[]): void {
    if (this.partBytes > 0 || this.long || this.tooLong) this.endLine(Buffer.alloc(0), 0, 0, out);
  }

  /** Bytes of a line that goes on in the next chunk. */
  private keep(chunk: Buffer, from: number, to: number): void {
    if (this.tooLong) return;
    if (this.long) {
      this.decodeLong(chunk.subarray(from, to));
      return;
    }
    this.parts.push(Buffer.from(chunk.subarray(from, to)));
    this.partBytes += to - from;
    if (this.partBytes > MAX_RECORD_CHARS) {
      this.long = { decoder: textDecoder(this.encoding), texts: [], length: 0 };
      const held = this.parts;
      this.parts = [];
      this.partBytes = 0;
      for (const b of held) this.decodeLong(b);
    }
  }

  private decodeLong(bytes: Buffer): void {
    const long = this.long!;
    const text = long.decoder.write(bytes);
    long.length += text.length;
    if (long.length > MAX_RECORD_CHARS) {
      this.tooLong = true;
      this.long = undefined;
    } else if (text.length > 0) {
      long.texts.push(text);
    }
  }

  private endLine(chunk: Buffer, from: number, to: number, out: RawOrLine[]): void {
    const line = ++this.line;
    let text = '';
    if (!this.tooLong) {
      if (this.long) {
        this.decodeLong(chunk.subarray(from, to));
        if (this.long) {
          const long = this.long as { decoder: { write(b: Buffer): string; end(): string }; texts: string[]; length: number };
          text = long.texts.join('') + long.decoder.end();
          if (text.length > MAX_RECORD_CHARS) this.tooLong = true;
        }
      } else if (this.parts.length === 0) {
        text = lineText(chunk.subarray(from, to), this.encoding);
      } else {
        this.parts.push(chunk.subarray(from, to));
        text = lineText(Buffer.concat(this.parts, this.partBytes + to - from), this.encoding);
      }
      if (text.length > MAX_RECORD_CHARS) this.tooLong = true;
    }
    this.parts = [];
    this.partBytes = 0;
    this.long = undefined;
    if (this.tooLong) {
      this.tooLong = false;
      out.push({ kind: 'unreadable', line, index: this.index++, reason: recordTooLong('line') });
      return;
    }
    if (line === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    if (text.trim() === '') return;
    // Hands written with no line end between them (`{…}{…}`, `{…} {…}`): each is a hand of this line, counted and read
    // (the line was one rejected record, its hands uncounted); said once a file. No byte offset: the line is no one hand's.
    const several = OBJECT_AFTER_OBJECT.test(text) ? objectsInLine(text) : undefined;
    if (several) {
      if (!this.saidSeveral) {
        this.saidSeveral = true;
        out.push({ kind: 'file-problem', line, reason: reason('file.ndjson-several-on-line') });
      }
      for (const piece of several) out.push({ kind: 'line', text: piece, line, index: this.index++ });
      return;
    }
    if (this.offsets) out.push({ kind: 'line', text, line, index: this.index++, offset: this.start });
    else out.push({ kind: 'line', text, line, index: this.index++ });
  }
}

// A close brace then an open one with only blank space between: no single JSON text holds that outside a string.
const OBJECT_AFTER_OBJECT = /\}[ \t]*\{/;

/**
 * The JSON objects a line holds one after another (blank space alone around and between them), each as its text;
 * undefined when the line is not two or more such objects (a single hand, a line cut short, other text): read as it is.
 */
export function objectsInLine(text: string): string[] | undefined {
  const pieces: string[] = [];
  let i = 0;
  const n = text.length;
  const blank = (c: number) => c === 0x20 || c === 0x09 || c === 0x0d || c === 0xfeff;
  for (;;) {
    while (i < n && blank(text.charCodeAt(i))) i++;
    if (i === n) break;
    if (text.charCodeAt(i) !== 0x7b) return undefined;
    const start = i;
    let depth = 0;
    for (; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        for (i++; i < n; i++) {
          const d = text.charCodeAt(i);
          if (d === 0x5c) i++;
          else if (d === 0x22) break;
        }
      } else if (c === 0x7b || c === 0x5b) depth++;
      else if (c === 0x7d || c === 0x5d) {
        depth--;
        if (depth === 0) break;
      }
    }
    if (i >= n) return undefined;
    pieces.push(text.slice(start, ++i));
  }
  return pieces.length > 1 ? pieces : undefined;
}

async function* readJson(stream: AsyncIterable<string>): AsyncGenerator<RawRecord> {
  const splitter = new JsonSplitter();
  for await (const chunk of stream) {
    for (const item of splitter.push(chunk as string)) yield* fromSplit(item);
  }
  for (const item of splitter.end()) yield* fromSplit(item);
}

function* fromSplit(item: ReturnType<JsonSplitter['push']>[number]): Generator<RawRecord> {
  if (item.kind === 'problem') {
    if (item.record) {
      const named = item.namedId === undefined ? {} : { namedId: item.namedId };
      yield item.field !== undefined
        ? { kind: 'unreadable', line: item.line, index: item.index ?? 0, field: item.field, ...named, reason: item.reason }
        : { kind: 'unreadable', line: item.line, index: item.index ?? 0, ...named, reason: item.reason };
    }
    else yield { kind: 'file-problem', line: item.line, reason: item.reason };
    return;
  }
  const rec = parseRecordText(item.text, item.line, item.index, 'hand');
  yield rec;
  // A hand that parsed, refused for a key written twice, is one hand (its second "hand_id" is no other hand).
  if (rec.kind !== 'unreadable' || rec.reason.code === 'json.repeated-key' || (rec.reason.code === 'record.not-utf8' && rec.handId !== undefined)) return;
  // A hand that does not parse may hold the next ones (a brace missing, the array on one line): each counted.
  for (const h of handIdsAfterFirst(item.text, item.line)) {
    const namedId = idOfKeyText(h.id);
    yield { kind: 'unreadable', line: h.line, index: item.index, ...(namedId === undefined ? {} : { namedId }), reason: reason('json.hand-inside', { id: h.id, line: item.line }) };
  }
}

async function* readCsv(input: AsyncIterable<string>): AsyncGenerator<RawRecord> {
  // The CSV readers are loaded for a CSV log only (a JSON log's audit starts without them), before its stream opens.
  const [{ csvRowsToHands }, { csvRows }] = await Promise.all([import('./csv-hands.js'), import('./csv-rows.js')]);
  const dialect = { delimiter: ',' };
  // Rows are looked at for bytes that are not UTF-8 only once a piece of the text shows one (utf8-text.ts).
  const text = { notUtf8: false };
  const watched = async function* () {
    for await (const piece of input) {
      if (!text.notUtf8 && hasNotUtf8(piece)) text.notUtf8 = true;
      yield piece;
    }
  };
  yield* csvRowsToHands(csvRows(watched(), dialect, CSV_PIECE), dialect, text);
}

