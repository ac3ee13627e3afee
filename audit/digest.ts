import { createHash } from 'node:crypto';
import { openRegularFile } from '../engine/core/regular-file.js';
import type { ByteSink } from '../engine/input/readers.js';

/** SHA-256 and size of a file, streamed: the chain of custody names exactly these bytes. */
export async function fileDigest(path: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  const fh = await openRegularFile(path);
  try {
    for await (const chunk of fh.createReadStream({ highWaterMark: 1 << 20, autoClose: false })) {
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
    }
  } finally {
    await fh.close();
  }
  return { sha256: hash.digest('hex'), bytes };
}

/**
 * The SHA-256 and size of a file from the chunks its reader reads (engine/input/readers.ts ByteSink):
 * `complete` once the reader has read to the end, else the file is digested on its own (fileDigest).
 */
export class ReadDigest implements ByteSink {
  private readonly hash = createHash('sha256');
  bytes = 0;
  complete = false;

  update(chunk: Buffer): void {
    this.hash.update(chunk);
    this.bytes += chunk.length;
  }

  end(): void {
    this.complete = true;
  }

  /** The file's digest: from the bytes read, or, where the read stopped short, a pass of its own. */
  async result(path: string): Promise<{ sha256: string; bytes: number }> {
    return this.complete ? { sha256: this.hash.digest('hex'), bytes: this.bytes } : fileDigest(path);
  }
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
