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
