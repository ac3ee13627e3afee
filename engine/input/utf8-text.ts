/**
 * A log's bytes as UTF-8 text, where a byte that no UTF-8 character is made of stays visible; and, at the end, as
 * Windows-1252 where the file is not UTF-8 (export25).
 *
 * A file is read as UTF-8 when its first 64 KiB are (readers.ts `sniff`). Bytes past them that are not
 * UTF-8 (a Latin-1 `ñ` pasted into a later record, a damaged block) decoded as Node decodes them become
 * U+FFFD, and the record read on as if it said that: `"D-ñ311"` audited as `"D-�311"`, with no word. A
 * U+FFFD cannot tell them apart from a U+FFFD the file really holds, so each such byte is read here as
 * NOT_UTF8, a lone surrogate: no UTF-8 (nor Latin-1) text can hold one, so a record's text that holds
 * one had bytes that are not UTF-8, and is refused as such (readers.ts, csv-hands.ts), with its line.
 */
import { isUtf8 } from 'node:buffer';
import { wellFormed } from './record-text.js';

/** What each byte that is not UTF-8 reads as: a lone low surrogate, which no decoded text holds otherwise. */
export const NOT_UTF8 = '\udfff';

/**
 * The length of the UTF-8 sequence at `i`: 1 to 4 when well-formed (Unicode 15, table 3-7), 0 when
 * the byte at `i` starts none, -1 when the bytes end before the sequence does (it may go on in the
 * next chunk).
 */
function sequenceAt(b: Uint8Array, i: number): number {
  const b0 = b[i]!;
  if (b0 < 0x80) return 1;
  if (b0 < 0xc2 || b0 > 0xf4) return 0;
  const n = b0 < 0xe0 ? 2 : b0 < 0xf0 ? 3 : 4;
  // The second byte's range is narrower after E0, ED, F0 and F4 (no overlong form, surrogate, or code point past 10FFFF).
  const lo = b0 === 0xe0 ? 0xa0 : b0 === 0xf0 ? 0x90 : 0x80;
  const hi = b0 === 0xed ? 0x9f : b0 === 0xf4 ? 0x8f : 0xbf;
  for (let k = 1; k < n; k++) {
    if (i + k >= b.length) return -1;
    const c = b[i + k]!;
    if (k === 1 ? c < lo || c > hi : c < 0x80 || c > 0xbf) return 0;
  }
  return n;
}

/** UTF-8 bytes as text, each byte of an ill-formed sequence as NOT_UTF8 (the bytes are whole: nothing follows). */
export function utf8Marked(bytes: Uint8Array): string {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isUtf8(buf)) return buf.toString('utf8');
  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i < buf.length;) {
    const n = sequenceAt(buf, i);
    if (n > 0) {
      i += n;
      continue;
    }
    if (i > from) parts.push(buf.toString('utf8', from, i));
    parts.push(NOT_UTF8);
    i++;
    from = i;
  }
  if (from < buf.length) parts.push(buf.toString('utf8', from));
  return parts.join('');
}

/**
 * The same as a stream decoder (StringDecoder's write and end): a character cut between two chunks is
 * held until the next; bytes that end the stream in the middle of one are not UTF-8.
 */
export class MarkingUtf8Decoder {
  private carry: Buffer | undefined;

  write(chunk: Buffer): string {
    const bytes = this.carry ? Buffer.concat([this.carry, chunk]) : chunk;
    this.carry = undefined;
    // The start of a character the chunk ends inside of (at most 3 bytes back) waits for the next chunk.
    let cut = bytes.length;
    for (let back = 1; back <= 3 && back <= bytes.length; back++) {
      const b = bytes[bytes.length - back]!;
      if (b < 0x80) break;
      if (b >= 0xc0) {
        if (sequenceAt(bytes, bytes.length - back) === -1) cut = bytes.length - back;
        break;
      }
    }
    if (cut < bytes.length) this.carry = Buffer.from(bytes.subarray(cut));
    return utf8Marked(bytes.subarray(0, cut));
  }

  end(): string {
    const rest = this.carry;
    this.carry = undefined;
    return rest ? NOT_UTF8.repeat(rest.length) : '';
  }
}

/**
 * Whether a text decoded from a file's bytes held bytes that are not UTF-8: any lone surrogate is a
 * NOT_UTF8 (a paired one, as in U+1F3FF, is a character; a `\udfff` escape in JSON is six characters).
 */
export function hasNotUtf8(text: string): boolean {
  return !wellFormed(text);
}

/**
 * A log that is not UTF-8 is read as Latin-1 as Windows writes it: Windows-1252, ISO-8859-1 with printable
 * characters in 0x80-0x9F (€ ‚ „ … ’ “ ” – — Š Ž œ…), where ISO-8859-1 has C1 control codes no text holds. The
 * WHATWG Encoding standard reads every "latin1" and "iso-8859-1" label so, for that reason. Read byte for byte
 * as ISO-8859-1 (Node's 'latin1'), an export by Excel or a Windows program turned a dealer `D-O’Brien` into
 * `D-O` U+0092 `Brien`, an invisible control, another id than the same dealer's in a UTF-8 log.
 * The five bytes Windows-1252 leaves undefined (81 8D 8F 90 9D) stay the control codes, as WHATWG reads them.
 */
const HIGH = '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f'
  + '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** Bytes as Windows-1252 text: one character a byte, so a chunk boundary never splits one. */
export function latin1Text(bytes: Buffer, start = 0, end = bytes.length): string {
  const text = bytes.toString('latin1', start, end);
  return /[\x80-\x9f]/.test(text) ? text.replace(/[\x80-\x9f]/g, (c) => HIGH[c.charCodeAt(0) - 0x80]!) : text;
}

/** A byte stream as Windows-1252 text, chunk by chunk. */
export async function* latin1Chunks(raw: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  for await (const b of raw) yield latin1Text(b as Buffer);
}

/** The line of the first byte that is not UTF-8 (the file is known not to be). */
export function lineOfFirstNonUtf8(bytes: Buffer): number {
  let start = 0;
  let line = 1;
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === 10) {
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start, i));
      } catch {
        return line;
      }
      line++;
      start = i + 1;
    }
  }
  return line;
}
