import { Writable } from 'node:stream';

/** A stream that keeps what is written to it: a renderer's output read back as text. */
export class Sink extends Writable {
  chunks: Buffer[] = [];
  override _write(chunk: Buffer, _enc: string, cb: () => void) {
    this.chunks.push(Buffer.from(chunk));
    cb();
  }
  text() {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}
