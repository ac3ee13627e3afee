import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { StringDecoder } from 'node:string_decoder';
import type { FileHandle } from 'node:fs/promises';
import { openRegularFile } from '../core/regular-file.js';
import { JsonSplitter, handIdsAfterFirst } from './json-splitter.js';
import { MAX_RECORD_CHARS, checkRecordText, recordTooLong } from './record-text.js';
import type { NumberTexts } from './record-text.js';
import { reason } from '../core/reasons.js';
import type { Reason } from '../core/reasons.js';

export type LogFormat = 'json' | 'ndjson' | 'csv';

/** One record read from a log: a parsed hand object, or a record that could not be read. */
export type RawRecord =
  /** `texts`: the source text of numbers JSON.parse may have read inexactly, by path (record-text.ts). */
  | { kind: 'hand'; value: unknown; line: number; index: number; texts?: NumberTexts }
  | { kind: 'unreadable'; line: number; index: number; field?: string; reason: Reason }
  | { kind: 'file-problem'; line?: number; reason: Reason };

/** The same, where an NDJSON line is left as its text for another thread to parse (`veedor audit --workers`). */
export type RawOrLine = RawRecord | { kind: 'line'; text: string; line: number; index: number };

/** JSON.parse of one NDJSON line, as a record: the one place a line's text becomes a hand. */
export function parseLine(text: string, line: number, index: number): Exclude<RawRecord, { kind: 'file-problem' }> {
  return parseRecordText(text, line, index, 'line');
}

/** A record's JSON text as a value, its depth and inexact numbers checked first (record-text.ts). */
function parseRecordText(text: string, line: number, index: number, what: 'line' | 'hand'): Exclude<RawRecord, { kind: 'file-problem' }> {
  const check = checkRecordText(text);
  if (!check.ok) return { kind: 'unreadable', line, index, reason: check.reason };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { kind: 'unreadable', line, index, reason: reason(what === 'line' ? 'json.line' : 'json.hand', { detail: jsonErrorText(e) }) };
  }
  return check.texts ? { kind: 'hand', value, line, index, texts: check.texts } : { kind: 'hand', value, line, index };
}

/** A log shipped gzip-compressed (`hands.ndjson.gz`): read through zlib, its format from the name before `.gz`. */
export function isGzipName(path: string): boolean {
  return path.toLowerCase().endsWith('.gz');
}

export function formatOf(path: string, override?: LogFormat): LogFormat {
  if (override) return override;
  const lower = path.toLowerCase().replace(/\.gz$/, '');
  if (lower.endsWith('.ndjson') || lower.endsWith('.jsonl')) return 'ndjson';
  if (lower.endsWith('.csv') || lower.endsWith('.tsv')) return 'csv';
  return 'json';
}

interface Sniff {
  encoding: BufferEncoding;
  binary: boolean;
  empty: boolean;
  /** A `.gz` name over bytes zlib cannot decompress. */
  notGzip?: boolean;
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
  const gunzip = fh.createReadStream({ autoClose: false, start: 0 }).pipe(createGunzip());
  try {
    for await (const chunk of gunzip) {
      parts.push(chunk as Buffer);
      n += (chunk as Buffer).length;
      if (n >= HEAD) break;
    }
  } catch {
    // Damage past the head is the full read's to report, after the hands before it.
    if (n === 0) return { encoding: 'utf8', binary: true, empty: false, notGzip: true };
  } finally {
    gunzip.destroy();
  }
  const head = Buffer.concat(parts).subarray(0, HEAD);
  return sniffHead(head, n >= HEAD);
}

function sniffHead(head: Buffer, more: boolean): Sniff {
  if (head.includes(0)) return { encoding: 'utf8', binary: true, empty: false };
  const empty = head.toString('utf8').replace(/^\ufeff/, '').trim() === '';
  let encoding: BufferEncoding = 'utf8';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: more });
  } catch {
    encoding = 'latin1';
  }
  return { encoding, binary: false, empty };
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
  const head = await sniff(path);
  const chunk = format === 'ndjson' ? {} : { highWaterMark: 1 << 20 };
  // Opened (and checked to be a regular file) again: it may have been replaced since the sniff.
  const fh = await openRegularFile(path);
  const counted = (raw: Readable & { bytesRead?: number }) => {
    if (onRead) raw.on('data', () => onRead(raw.bytesRead ?? 0));
    if (bytes) {
      raw.on('data', (b: Buffer) => bytes.update(b));
      raw.on('end', () => bytes.end());
    }
    return raw;
  };
  try {
    if (head.notGzip) {
      yield { kind: 'file-problem', reason: reason('file.not-gzip') };
      return;
    }
    if (isGzipName(path)) {
      yield* gunzipped(readSniffed(head, () => counted(fh.createReadStream({ autoClose: false, start: 0, ...chunk })).pipe(createGunzip()).setEncoding(head.encoding), format));
      return;
    }
    // Read as bytes, so the bytes a sink hears are the file's own; decoded as a stream with that encoding would be.
    yield* readSniffed(head, () => decoded(counted(fh.createReadStream({ autoClose: false, ...chunk })), head.encoding), format);
  } finally {
    await fh.close();
  }
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

/** A byte stream's text, decoded chunk by chunk as a Readable with that encoding emits it. */
async function* decoded(raw: Readable, encoding: BufferEncoding): AsyncGenerator<string> {
  const decoder = new StringDecoder(encoding);
  for await (const b of raw) {
    const s = decoder.write(b as Buffer);
    if (s.length > 0) yield s;
  }
  const rest = decoder.end();
  if (rest.length > 0) yield rest;
}

/** A compressed log cut short or damaged past its head: the hands read before the damage stand, then the problem. */
async function* gunzipped(records: AsyncGenerator<RawOrLine>): AsyncGenerator<RawOrLine> {
  try {
    yield* records;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? '';
    if (!code.startsWith('Z_')) throw e;
    yield { kind: 'file-problem', reason: reason('file.gzip-damaged', { detail: (e as Error).message }) };
  }
}

/** The same, from bytes already in memory (the fuzz tests feed the readers this way, without a file per case). */
export async function* readLogBytes(bytes: Buffer, format: LogFormat): AsyncGenerator<RawRecord> {
  const head = sniffHead(bytes.subarray(0, HEAD), bytes.length > HEAD);
  for await (const r of readSniffed(head, () => Readable.from([bytes.toString(head.encoding)]), format)) {
    yield r.kind === 'line' ? parseLine(r.text, r.line, r.index) : r;
  }
}

async function* readSniffed(head: Sniff, stream: () => AsyncIterable<string>, format: LogFormat): AsyncGenerator<RawOrLine> {
  if (head.binary) {
    yield { kind: 'file-problem', reason: reason('file.binary') };
    return;
  }
  if (head.empty) {
    yield { kind: 'file-problem', reason: reason('file.empty') };
    return;
  }
  if (head.encoding === 'latin1') {
    yield { kind: 'file-problem', reason: reason('file.latin1') };
  }
  if (format === 'ndjson') yield* readNdjson(stream());
  else if (format === 'csv') yield* readCsv(stream);
  else yield* readJson(stream());
}

/**
 * The lines of an NDJSON stream, each at most MAX_RECORD_CHARS long: a longer line is rejected with
 * its number and the read goes on after it (readline would hold all of it, and a line of a gigabyte
 * is more than a string can be). Line ends as readline splits them: LF, CRLF, or a lone CR.
 */
async function* readNdjson(input: AsyncIterable<string>): AsyncGenerator<RawOrLine> {
  let line = 0;
  let index = 0;
  let parts: string[] = [];
  let length = 0;
  let tooLong = false;
  let afterCr = false; // the last chunk ended in CR: an LF that starts the next one ends nothing
  const end = (last: string): RawOrLine | undefined => {
    line++;
    let text = parts.length === 0 ? last : parts.join('') + last;
    parts = [];
    length = 0;
    if (tooLong) {
      tooLong = false;
      return { kind: 'unreadable', line, index: index++, reason: recordTooLong('line') };
    }
    if (line === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    if (text.trim() === '') return undefined;
    return { kind: 'line', text, line, index: index++ };
  };
  for await (const chunk of input) {
    const s = chunk as string;
    let from = 0;
    if (afterCr && s.charCodeAt(0) === 10) from = 1;
    afterCr = false;
    for (;;) {
      let at = from;
      for (; at < s.length; at++) {
        const c = s.charCodeAt(at);
        if (c === 10 || c === 13) break;
      }
      if (at >= s.length) break;
      const r = end(take(s, from, at));
      if (r) yield r;
      if (s.charCodeAt(at) === 13) {
        if (at + 1 >= s.length) afterCr = true;
        else if (s.charCodeAt(at + 1) === 10) at++;
      }
      from = at + 1;
    }
    if (from < s.length) {
      const rest = take(s, from, s.length);
      if (!tooLong) parts.push(rest);
    }
  }
  if (parts.length > 0 || tooLong) {
    const r = end('');
    if (r) yield r;
  }

  /** A piece of the current line, or nothing once the line is over the limit (it is counted, not kept). */
  function take(s: string, from: number, to: number): string {
    if (tooLong) return '';
    length += to - from;
    if (length > MAX_RECORD_CHARS) {
      tooLong = true;
      parts = [];
      return '';
    }
    return s.slice(from, to);
  }
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
    if (item.record) yield { kind: 'unreadable', line: item.line, index: item.index ?? 0, reason: item.reason };
    else yield { kind: 'file-problem', line: item.line, reason: item.reason };
    return;
  }
  const rec = parseRecordText(item.text, item.line, item.index, 'hand');
  yield rec;
  if (rec.kind !== 'unreadable') return;
  // A hand that does not parse may hold the next ones (a brace missing, the array on one line): each counted.
  for (const h of handIdsAfterFirst(item.text, item.line)) {
    yield { kind: 'unreadable', line: h.line, index: item.index, reason: reason('json.hand-inside', { id: h.id, line: item.line }) };
  }
}

async function* readCsv(stream: () => AsyncIterable<string>): AsyncGenerator<RawRecord> {
  // The CSV readers are loaded for a CSV log only (a JSON log's audit starts without them), before its stream opens.
  const [{ csvRowsToHands }, { csvRows }] = await Promise.all([import('./csv-hands.js'), import('./csv-rows.js')]);
  const dialect = { delimiter: ',' };
  yield* csvRowsToHands(csvRows(stream(), dialect), dialect);
}

function jsonErrorText(e: unknown): string {
  const msg = e instanceof Error ? e.message : String(e);
  return msg.length > 160 ? msg.slice(0, 160) + '…' : msg;
}
