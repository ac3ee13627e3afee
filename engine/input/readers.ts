import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { openRegularFile } from '../core/regular-file.js';
import { JsonSplitter } from './json-splitter.js';
import { csvRowsToHands } from './csv-hands.js';
import { csvRows } from './csv-rows.js';

export type LogFormat = 'json' | 'ndjson' | 'csv';

/** One record read from a log: a parsed hand object, or a record that could not be read. */
export type RawRecord =
  | { kind: 'hand'; value: unknown; line: number; index: number }
  | { kind: 'unreadable'; line: number; index: number; field?: string; reason: string }
  | { kind: 'file-problem'; line?: number; reason: string };

/** The same, where an NDJSON line is left as its text for another thread to parse (`veedor audit --workers`). */
export type RawOrLine = RawRecord | { kind: 'line'; text: string; line: number; index: number };

/** JSON.parse of one NDJSON line, as a record: the one place a line's text becomes a hand. */
export function parseLine(text: string, line: number, index: number): Exclude<RawRecord, { kind: 'file-problem' }> {
  try {
    return { kind: 'hand', value: JSON.parse(text), line, index };
  } catch (e) {
    return { kind: 'unreadable', line, index, reason: `line is not valid JSON (${jsonErrorText(e)})` };
  }
}

export function formatOf(path: string, override?: LogFormat): LogFormat {
  if (override) return override;
  const lower = path.toLowerCase();
  if (lower.endsWith('.ndjson') || lower.endsWith('.jsonl')) return 'ndjson';
  if (lower.endsWith('.csv') || lower.endsWith('.tsv')) return 'csv';
  return 'json';
}

interface Sniff {
  encoding: BufferEncoding;
  binary: boolean;
  empty: boolean;
}

const HEAD = 65536;

/** Looks at the head of a file: binary, empty, or not UTF-8 (then read as Latin-1). */
async function sniff(path: string): Promise<Sniff> {
  const fh = await openRegularFile(path);
  try {
    const buf = Buffer.alloc(HEAD);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    return sniffHead(buf.subarray(0, bytesRead), bytesRead === buf.length);
  } finally {
    await fh.close();
  }
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

/** The records of one log file, NDJSON lines left unparsed (the parallel audit parses them in its workers). */
export async function* readLogLines(path: string, format: LogFormat): AsyncGenerator<RawOrLine> {
  const head = await sniff(path);
  const chunk = format === 'ndjson' ? {} : { highWaterMark: 1 << 20 };
  // Opened (and checked to be a regular file) again: it may have been replaced since the sniff.
  const fh = await openRegularFile(path);
  try {
    yield* readSniffed(head, () => fh.createReadStream({ encoding: head.encoding, autoClose: false, ...chunk }), format);
  } finally {
    await fh.close();
  }
}

/** The same, from bytes already in memory (the fuzz tests feed the readers this way, without a file per case). */
export async function* readLogBytes(bytes: Buffer, format: LogFormat): AsyncGenerator<RawRecord> {
  const head = sniffHead(bytes.subarray(0, HEAD), bytes.length > HEAD);
  for await (const r of readSniffed(head, () => Readable.from([bytes.toString(head.encoding)]), format)) {
    yield r.kind === 'line' ? parseLine(r.text, r.line, r.index) : r;
  }
}

async function* readSniffed(head: Sniff, stream: () => Readable, format: LogFormat): AsyncGenerator<RawOrLine> {
  if (head.binary) {
    yield { kind: 'file-problem', reason: 'the file is binary (it contains NUL bytes), not a hand log: nothing read' };
    return;
  }
  if (head.empty) {
    yield { kind: 'file-problem', reason: 'the file is empty: no hands' };
    return;
  }
  if (head.encoding === 'latin1') {
    yield { kind: 'file-problem', reason: 'the file is not UTF-8: read as Latin-1 (ISO-8859-1)' };
  }
  if (format === 'ndjson') yield* readNdjson(stream());
  else if (format === 'csv') yield* readCsv(stream());
  else yield* readJson(stream());
}

async function* readNdjson(input: Readable): AsyncGenerator<RawOrLine> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  let line = 0;
  let index = 0;
  for await (let text of lines) {
    line++;
    if (line === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    if (text.trim() === '') continue;
    yield { kind: 'line', text, line, index: index++ };
  }
}

async function* readJson(stream: Readable): AsyncGenerator<RawRecord> {
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
  try {
    yield { kind: 'hand', value: JSON.parse(item.text), line: item.line, index: item.index };
  } catch (e) {
    yield { kind: 'unreadable', line: item.line, index: item.index, reason: `hand is not valid JSON (${jsonErrorText(e)})` };
  }
}

async function* readCsv(input: Readable): AsyncGenerator<RawRecord> {
  yield* csvRowsToHands(csvRows(input));
}

function jsonErrorText(e: unknown): string {
  const msg = e instanceof Error ? e.message : String(e);
  return msg.length > 160 ? msg.slice(0, 160) + '…' : msg;
}
