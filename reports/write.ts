import type { Writable } from 'node:stream';

/** Writes and waits for the buffer to drain, so a big report never piles up in memory. */
export function writeOut(out: Writable, text: string): Promise<void> | void {
  if (out.write(text)) return;
  return new Promise((resolve) => out.once('drain', resolve));
}
