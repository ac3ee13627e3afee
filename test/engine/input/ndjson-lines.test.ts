// The NDJSON reader splits a file's bytes (engine/input/readers.ts NdjsonLines), not decoded text: each
// line must come out as the whole file decoded and split at LF, CRLF or a lone CR would give it, with
// its 1-based line number and the byte where it starts, however the file is cut into chunks (a line, a
// CRLF or a UTF-8 sequence across two chunks), with a byte-order mark on line 1, invalid UTF-8, blank
// lines and a last line without an end. Bytes that are not UTF-8 past the head read as U+DFFF, one a byte
// (engine/input/utf8-text.ts), for the line to be refused rather than read with U+FFFD.
import { isUtf8 } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { BATCH_BYTES, objectsInLine, readLogBytesBatches } from '../../../engine/input/readers.js';
import type { RawOrLine } from '../../../engine/input/readers.js';

/** Windows-1252's bytes 0x80-0x9F that are not ISO-8859-1's (Unicode's mapping table, as Python's cp1252 codec reads it). */
const CP1252: Record<number, number> = {
  0x80: 0x20ac, 0x82: 0x201a, 0x83: 0x192, 0x84: 0x201e, 0x85: 0x2026, 0x86: 0x2020, 0x87: 0x2021, 0x88: 0x2c6, 0x89: 0x2030,
  0x8a: 0x160, 0x8b: 0x2039, 0x8c: 0x152, 0x8e: 0x17d, 0x91: 0x2018, 0x92: 0x2019, 0x93: 0x201c, 0x94: 0x201d, 0x95: 0x2022,
  0x96: 0x2013, 0x97: 0x2014, 0x98: 0x2dc, 0x99: 0x2122, 0x9a: 0x161, 0x9b: 0x203a, 0x9c: 0x153, 0x9e: 0x17e, 0x9f: 0x178,
};

type Line = { text: string; line: number; index: number; offset?: number; several?: true };

/**
 * A line's bytes as the reader decodes them: in UTF-8, each byte of a sequence that is not UTF-8 as a lone
 * U+DFFF (the line is then refused: utf8-text.ts), found here by a fatal TextDecoder one sequence at a time.
 */
function decode(bytes: Buffer, encoding: BufferEncoding): string {
  // Not UTF-8: Windows-1252 (export25), by the code page's table (Node 20's TextDecoder('windows-1252') reads ISO-8859-1).
  if (encoding === 'latin1') return [...bytes].map((x) => String.fromCodePoint(CP1252[x] ?? x)).join('');
  if (encoding !== 'utf8' || isUtf8(bytes)) return bytes.toString(encoding);
  let out = '';
  for (let i = 0; i < bytes.length;) {
    const n = [1, 2, 3, 4].find((k) => {
      try {
        return [...new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes.subarray(i, i + k))].length === 1;
      } catch {
        return false;
      }
    });
    out += n === undefined ? '\udfff' : bytes.toString('utf8', i, i + n);
    i += n ?? 1;
  }
  return out;
}

/** What the reader should give: the whole buffer decoded at once, split by a regular expression, offsets counted from the bytes. */
function expected(bytes: Buffer, encoding: BufferEncoding): Line[] {
  const out: Line[] = [];
  // Line starts are found in the bytes themselves (latin1: one character a byte), text decoded line by line.
  const byByte = bytes.toString('latin1');
  const ends = /\r\n|\r|\n/g;
  let start = 0;
  let line = 0;
  let index = 0;
  const add = (to: number) => {
    line++;
    let text = decode(bytes.subarray(start, to), encoding);
    if (line === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    // Objects one after another on a line (export25): each a record of the line, no offset, the first said.
    const several = text.trim() !== '' ? objectsInLine(text) : undefined;
    if (several) for (const [k, piece] of several.entries()) out.push({ text: piece, line, index: index++, ...(k === 0 ? { several: true as const } : {}) });
    else if (text.trim() !== '') out.push({ text, line, index: index++, offset: start });
  };
  for (let m = ends.exec(byByte); m; m = ends.exec(byByte)) {
    add(m.index);
    start = m.index + m[0].length;
  }
  if (start < bytes.length) add(bytes.length);
  return out;
}

/** The same with the reader's one word on the file: its head (64 KB) not UTF-8, the file is Latin-1 (said first). */
function expectedRecords(bytes: Buffer): RawOrLine[] {
  let utf8 = true;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 65536), { stream: bytes.length > 65536 });
  } catch {
    utf8 = false;
  }
  let said = false;
  const lines = expected(bytes, utf8 ? 'utf8' : 'latin1').flatMap(({ several, ...l }): RawOrLine[] => {
    const record: RawOrLine = { kind: 'line', ...l } as RawOrLine;
    if (!several || said) return [record];
    said = true;
    return [{ kind: 'file-problem', line: l.line, reason: { code: 'file.ndjson-several-on-line' } } as RawOrLine, record];
  });
  return utf8 ? lines : [{ kind: 'file-problem', reason: { code: 'file.latin1' } } as RawOrLine, ...lines];
}

/** A first line of valid UTF-8 longer than the head the encoding is decided on: what follows is read as UTF-8 whatever it holds. */
const PAD = Buffer.from(`{"pad":"${'p'.repeat(66_000)}"}\n`);

async function read(bytes: Buffer, chunk: number): Promise<RawOrLine[]> {
  const out: RawOrLine[] = [];
  for await (const batch of readLogBytesBatches(bytes, 'ndjson', chunk)) out.push(...batch);
  return out;
}

const hand = (id: string) => `{"hand_id":"${id}","game":"x","events":[]}`;

const CASES: Record<string, Buffer> = {
  'LF': Buffer.from([hand('a'), hand('b'), hand('c')].join('\n') + '\n'),
  'CRLF': Buffer.from([hand('a'), hand('b'), hand('c')].join('\r\n') + '\r\n'),
  'lone CR and mixed ends': Buffer.from(`${hand('a')}\r${hand('b')}\n\r\n${hand('c')}\r\r${hand('d')}`),
  'no end on the last line': Buffer.from(`${hand('a')}\n${hand('b')}`),
  'blank and whitespace lines': Buffer.from(`\n  \n${hand('a')}\n\t\r\n${hand('b')}\n \n`),
  'byte-order mark, CRLF': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${hand('a')}\r\n${hand('b')}\r\n`)]),
  'byte-order mark on line 2 stays': Buffer.concat([Buffer.from(`${hand('a')}\n`), Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${hand('b')}\n`)]),
  'multi-byte characters': Buffer.from(`{"hand_id":"é€😀","x":"ñandú"}\n{"hand_id":"😀😀😀😀"}\n`),
  'invalid UTF-8 (past the head) inside and at line ends': Buffer.concat([
    PAD, Buffer.from('{"hand_id":"a'), Buffer.from([0xe2, 0x82]), Buffer.from('"}\n'),
    Buffer.from([0xf0, 0x9f, 0x98]), Buffer.from('\n'), Buffer.from([0xff, 0x80, 0xc3]), Buffer.from('{"b":1}\r\n'),
    Buffer.from([0xed, 0xa0, 0x80, 0xc0, 0xaf]), Buffer.from('\n'), Buffer.from([0xe2]),
  ]),
};

describe('NDJSON split as bytes', () => {
  for (const [name, bytes] of Object.entries(CASES)) {
    it(`${name}: the same lines, numbers and offsets at every chunk size`, async () => {
      const want = expectedRecords(bytes);
      expect(want.length).toBeGreaterThan(1);
      expect(want.every((r) => r.kind === 'line')).toBe(true);
      for (const chunk of [1, 2, 3, 5, 7, 16, 64, 1 << 20]) {
        const got = await read(bytes, chunk);
        expect(got, `chunk ${chunk}`).toEqual(want);
      }
    });
  }

  it('a CRLF cut between its CR and its LF is one line end', async () => {
    const bytes = Buffer.from(`${hand('a')}\r\n${hand('b')}\n`);
    const cr = bytes.indexOf(13);
    // Chunks of cr + 1 bytes: the first ends with the CR, the second starts with the LF.
    const got = await read(bytes, cr + 1);
    expect(got.map((r) => r.kind === 'line' && [r.line, r.offset])).toEqual([[1, 0], [2, cr + 2]]);
  });

  it('a Latin-1 file: each byte one character, no mark stripped, offsets in bytes', async () => {
    // Not UTF-8 (0xe9 alone), so the file is read as Latin-1, said once before the records.
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"n":"caf'), Buffer.from([0xe9]), Buffer.from('"}\r\n{"n":2}')]);
    const got = await read(bytes, 4);
    expect(got).toEqual(expectedRecords(bytes));
    expect(got[0]).toMatchObject({ kind: 'file-problem', reason: { code: 'file.latin1' } });
    expect((got[1] as { text: string }).text).toBe('ï»¿{"n":"café"}');
    expect(got[2]).toMatchObject({ line: 2, offset: 17 });
  });

  it('random files of line ends, marks, multi-byte and broken sequences, cut at random', async () => {
    let seed = 20;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x80000000;
    };
    const atoms = ['\n', '\r', '\r\n', '{"a":1}', ' ', 'é', '€', '😀', 'x'].map((s) => Buffer.from(s));
    const broken = [[0xe2], [0xe2, 0x82], [0xf0, 0x9f, 0x98], [0x80], [0xff], [0xef, 0xbb, 0xbf]].map((b) => Buffer.from(b));
    for (let c = 0; c < 500; c++) {
      const parts: Buffer[] = [];
      // Half the files behind a long first line: their broken sequences are then read as UTF-8.
      if (rnd() < 0.5) parts.push(PAD);
      for (let i = Math.floor(rnd() * 40); i > 0; i--) parts.push(rnd() < 0.3 ? broken[Math.floor(rnd() * broken.length)]! : atoms[Math.floor(rnd() * atoms.length)]!);
      const bytes = Buffer.concat(parts);
      if (bytes.toString('utf8').trim() === '') continue; // an empty file: one file problem, no lines
      const chunk = bytes.length > 65536 ? 4096 + Math.floor(rnd() * 60_000) : 1 + Math.floor(rnd() * 9);
      expect(await read(bytes, chunk)).toEqual(expectedRecords(bytes));
    }
  });
});

// A megabyte chunk of tiny lines (`x`, `{}`: each an unreadable record and an input finding) was one batch of half a
// million records, all held until the batch was audited: a million such lines peaked at 270 MB (the README's goal
// for any log: under 250 MB). A batch now holds the lines of BATCH_BYTES of the file at most, whatever they are.
describe('a batch of NDJSON lines is bounded by its bytes, not by the chunk read', () => {
  it('a megabyte chunk of "x\\n" comes as batches of at most BATCH_BYTES / 2 lines, every line in order', async () => {
    const bytes = Buffer.from('x\n'.repeat(1 << 20));
    const sizes: number[] = [];
    let next = 1;
    for await (const batch of readLogBytesBatches(bytes, 'ndjson', 1 << 20)) {
      sizes.push(batch.length);
      for (const r of batch) {
        expect(r.kind === 'line' ? [r.text, r.line] : r).toEqual(['x', next]);
        next++;
      }
    }
    expect(next - 1).toBe(1 << 20);
    expect(BATCH_BYTES).toBe(1 << 17);
    expect(Math.max(...sizes)).toBe(BATCH_BYTES / 2);
  });
});
