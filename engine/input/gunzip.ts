/**
 * A gzip file's data, member by member (RFC 1952), as a stream of buffers.
 *
 * Node's gunzip stream fails a whole write when bytes that are not gzip follow a complete member (a
 * transfer tool's padding, two files joined badly): the data it had inflated from that write was
 * dropped with the error, so the last hands of a complete log (four of 3,000 in a test) were never
 * read, under a note that called the file damaged; a small file was "not gzip-compressed data: nothing
 * read". gzip(1) reads every member and warns "trailing garbage ignored". Here each member's header is
 * read by hand and its deflate data inflated raw (zlib's InflateRaw, which stops at the data's end and
 * says how many bytes it took), so a member's data is whole before anything after it is looked at:
 * another member is read on, zeros (padding) are ignored, anything else ends the read with
 * GzipTrailingError after every byte of the data. Damaged data fails as zlib fails (its Z_ code), after
 * every byte zlib inflated before the damage (a cut file's text up to the cut).
 * The CRC-32 and length of each member are checked, as gunzip checks them.
 */
import * as zlib from 'node:zlib';

const { createInflateRaw } = zlib;

/** zlib's CRC-32 (Node 20.15 and later); before that, the same by table (the package supports Node 20.0). */
const crc32: (data: Buffer, value: number) => number = (zlib as { crc32?: (d: Buffer, v: number) => number }).crc32 ?? tableCrc32;

let TABLE: Uint32Array | undefined;
function tableCrc32(data: Buffer, value: number): number {
  if (!TABLE) {
    TABLE = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      TABLE[n] = c >>> 0;
    }
  }
  let c = ~value >>> 0;
  for (let i = 0; i < data.length; i++) c = TABLE[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

/** Bytes after the last member that are neither a member nor zeros: every member's data was given first. */
export class GzipTrailingError extends Error {
  readonly code = 'Z_TRAILING';
  constructor(readonly at: number, readonly bytes: number) {
    super(`${bytes} bytes after the compressed data (from byte ${at}) are not gzip data`);
  }
}

/** Compressed bytes given to zlib at a time: the data one write inflates to (1,032 times at most) stays small. */
const WRITE = 16 * 1024;

function zlibError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

export async function* gunzipMembers(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const it = source[Symbol.asyncIterator]();
  let buf: Buffer = Buffer.alloc(0);
  let offset = 0; // the file's byte where buf starts
  let ended = false;
  const more = async (): Promise<boolean> => {
    if (ended) return false;
    const r = await it.next();
    if (r.done) {
      ended = true;
      return false;
    }
    buf = buf.length === 0 ? Buffer.from(r.value) : Buffer.concat([buf, r.value]);
    return true;
  };
  const need = async (n: number): Promise<boolean> => {
    while (buf.length < n) if (!(await more())) return false;
    return true;
  };
  const take = (n: number) => {
    buf = buf.subarray(n);
    offset += n;
  };

  try {
    yield* members();
  } finally {
    // A reader that stops early (a dispute replay that found its hand) lets the file's stream go.
    await it.return?.();
  }

  async function* members(): AsyncGenerator<Buffer> {
    for (let member = 0; ; member++) {
      if (!(await need(1))) {
        if (member === 0) throw zlibError('Z_BUF_ERROR', 'unexpected end of file');
        return;
      }
      if (member > 0 && !(buf[0] === 0x1f && (buf.length < 2 || buf[1] === 0x8b))) {
        // Not another member: zeros to the end are padding; anything else is not read.
        const at = offset;
        let bytes = 0;
        let zeros = true;
        do {
          if (zeros && buf.some((b) => b !== 0)) zeros = false;
          bytes += buf.length;
          take(buf.length);
        } while (await more());
        if (zeros) return;
        throw new GzipTrailingError(at, bytes);
      }
      if (!(await need(10))) throw zlibError('Z_BUF_ERROR', 'unexpected end of file');
      if (buf[0] !== 0x1f || buf[1] !== 0x8b) throw zlibError('Z_DATA_ERROR', 'incorrect header check');
      if (buf[2] !== 8) throw zlibError('Z_DATA_ERROR', 'unknown compression method');
      const flags = buf[3]!;
      let p = 10;
      if (flags & 4) {
        if (!(await need(p + 2))) throw zlibError('Z_BUF_ERROR', 'unexpected end of file');
        p += 2 + buf.readUInt16LE(p);
      }
      for (const bit of [8, 16]) {
        if (!(flags & bit)) continue;
        // A name or a comment: up to its zero byte.
        for (;;) {
          const z = buf.indexOf(0, p);
          if (z >= 0) {
            p = z + 1;
            break;
          }
          if (!(await more())) throw zlibError('Z_BUF_ERROR', 'unexpected end of file');
        }
      }
      if (flags & 2) p += 2;
      if (!(await need(p))) throw zlibError('Z_BUF_ERROR', 'unexpected end of file');
      take(p);

      const inflate = createInflateRaw();
      const out: Buffer[] = [];
      let failure: Error | undefined;
      let crc = 0;
      let length = 0;
      inflate.on('data', (d: Buffer) => {
        out.push(d);
        crc = crc32(d, crc);
        length = (length + d.length) >>> 0;
      });
      inflate.on('error', (e) => { failure = e; });
      // Resolved once zlib has taken all of it it will (the callback comes after the piece is processed).
      // Damaged data: zlib says so by 'error', and the write's callback may never come.
      const write = (b: Buffer) => new Promise<void>((resolve) => {
        const onError = () => resolve();
        inflate.once('error', onError);
        inflate.write(b, () => {
          inflate.off('error', onError);
          resolve();
        });
      });
      let fed = 0;
      let done = false;
      while (!done) {
        if (buf.length === 0 && !(await more())) break;
        const piece = buf.subarray(0, WRITE);
        await write(piece);
        if (failure) {
          // What zlib inflated before the damage is the log's text up to there: given first, then the error.
          for (const d of out.splice(0)) yield d;
          throw failure;
        }
        fed += piece.length;
        const used = inflate.bytesWritten;
        // The data's end inside this piece: what zlib did not take is the member's trailer and what follows.
        const left = fed - used;
        take(piece.length - left);
        if (left > 0) done = true;
        for (const d of out.splice(0)) yield d;
      }
      const closed = new Promise<void>((resolve) => {
        inflate.once('end', () => resolve());
        inflate.once('close', () => resolve());
      });
      inflate.end();
      await closed;
      for (const d of out.splice(0)) yield d;
      if (failure) throw failure;
      if (!done) throw zlibError('Z_BUF_ERROR', 'unexpected end of file');
      if (!(await need(8))) throw zlibError('Z_BUF_ERROR', 'unexpected end of file');
      if (buf.readUInt32LE(0) !== crc >>> 0 || buf.readUInt32LE(4) !== length) throw zlibError('Z_DATA_ERROR', 'incorrect data check');
      take(8);
    }
  }
}
