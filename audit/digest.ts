import { createHash } from 'node:crypto';
import { openRegularFile } from '../engine/core/regular-file.js';

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

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
