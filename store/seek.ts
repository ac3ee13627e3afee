// One hand's record read again from its log at the byte offset the hand index holds (schema 5), instead of
// reading the log from its start: NDJSON, the line; a JSON array, the element; CSV, the header and the
// hand's rows. The bytes go through the format's own reader (readLogBytes), so the record is the one the
// forward read gives; anything that does not come out as that one hand (the offset stale, the bytes not
// UTF-8, an element that shares its line) is undefined, and the caller reads forward, as before.
import { open } from 'node:fs/promises';
import { readLogBytes } from '../engine/input/readers.js';
import type { LogFormat, RawRecord } from '../engine/input/readers.js';

export interface RecordAt {
  offset: number;
  length: number;
}

/** Bytes read by seeks, for the tests (a forward read reads the whole file). */
export interface ReadCount {
  bytes: number;
}

const HEAD = 65536;
const MAX_SLICE = 64 << 20;

/** The record at `at` in the log at `path` (already checked against its SHA-256), or undefined when it is not a hand's. */
export async function readRecordAt(path: string, format: LogFormat, at: RecordAt, count?: ReadCount): Promise<Extract<RawRecord, { kind: 'hand' }> | undefined> {
  if (at.length <= 0 || at.length > MAX_SLICE || at.offset < 0) return undefined;
  const fh = await open(path, 'r');
  try {
    const read = async (position: number, length: number): Promise<Buffer> => {
      const buf = Buffer.alloc(length);
      const { bytesRead } = await fh.read(buf, 0, length, position);
      if (count) count.bytes += bytesRead;
      return buf.subarray(0, bytesRead);
    };
    // The forward read decodes the file as UTF-8 when its head is UTF-8 (else Latin-1, said once): only the first is sought.
    const head = await read(0, HEAD);
    if (!isUtf8(head, head.length === HEAD)) return undefined;
    const slice = await read(at.offset, at.length);
    if (slice.length !== at.length || !isUtf8(slice, false)) return undefined;
    let bytes: Buffer;
    if (format === 'ndjson') bytes = slice;
    else if (format === 'csv') {
      // The header is the file's first line; the hand's rows follow it (the rows of the next record may follow: the first record is taken).
      const lf = head.indexOf(10);
      if (lf < 0 || at.offset <= lf) bytes = slice;
      else bytes = Buffer.concat([head.subarray(0, lf + 1), slice]);
    } else {
      // The element, from the start of its line to the start of the next hand's: what comes before its `{` on that line
      // ([ or a comma) and after its `}` (a comma, the closing ]) is the array's, not the hand's.
      const text = slice.toString('utf8').replace(/^\ufeff/, '').replace(/^[\s[,]*/, '').replace(/[\s,\]]*$/, '');
      if (!text.startsWith('{') || !text.endsWith('}')) return undefined;
      bytes = Buffer.from(`[${text}]`, 'utf8');
    }
    for await (const rec of readLogBytes(bytes, format)) {
      if (rec.kind === 'file-problem') continue;
      return rec.kind === 'hand' && rec.index === 0 ? rec : undefined;
    }
    return undefined;
  } finally {
    await fh.close();
  }
}

function isUtf8(bytes: Buffer, more: boolean): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: more });
    return true;
  } catch {
    return false;
  }
}
