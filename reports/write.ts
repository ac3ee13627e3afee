import type { Writable } from 'node:stream';

/**
 * Writes and waits for the buffer to drain, so a big report never piles up in
 * memory. A reader that went away (`veedor audit … | head`) closed the pipe:
 * the rest of the report has nowhere to go and is dropped quietly. Any other
 * write error (a full disk under --out) is thrown: a report must not end short
 * without saying so.
 */
export function writeOut(out: Writable, text: string): Promise<void> | void {
  if (out.destroyed) return closedOrThrow(out);
  if (out.write(text)) return;
  return new Promise((resolve, reject) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      try {
        closedOrThrow(out);
        resolve();
      } catch (e) {
        reject(e);
      }
    };
    out.once('drain', done);
    out.once('close', done);
  });
}

function closedOrThrow(out: Writable): void {
  const e = out.errored as NodeJS.ErrnoException | null;
  if (e && e.code !== 'EPIPE') throw e;
}
