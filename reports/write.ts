import type { Writable } from 'node:stream';

/**
 * An output file's stream (cli/output-file.ts): it never emits 'error'; the first failed write
 * is kept here and the rest dropped, and the command reports it when it commits the file.
 */
export interface OutputStream extends Writable {
  readonly failure: Error | undefined;
}

/**
 * Writes and waits for the buffer to drain, so a big report never piles up in
 * memory. A reader that went away (`veedor audit … | head`) closed the pipe:
 * the rest of the report has nowhere to go and is dropped quietly. Any other
 * write error (a full disk under --out) is thrown: a report must not end short
 * without saying so.
 */
export function writeOut(out: Writable, text: string | Uint8Array): Promise<void> | void {
  if (out.destroyed || failureOf(out)) return closedOrThrow(out);
  if (out.write(text)) return closedOrThrow(out);
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
  const failure = failureOf(out);
  if (failure) throw failure;
  const e = out.errored as NodeJS.ErrnoException | null;
  if (e && e.code !== 'EPIPE') throw e;
}

function failureOf(out: Writable): Error | undefined {
  return 'failure' in out ? (out as OutputStream).failure : undefined;
}
