import { close, closeSync, constants, fsync, openSync, renameSync, rmSync, write } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { forgetTemp, removeAtExit } from '../engine/core/temp-files.js';
import { OutputStream } from '../reports/write.js';
import type { OutputTarget } from './output-paths.js';
import { UsageError } from './usage-error.js';

/** A write that failed (a full disk, a read-only folder, a device that refuses): exit 2, one line naming the file. */
export class OutputError extends UsageError {}

/**
 * One output of a command. A regular file is written to a temporary file
 * beside the target (same folder, so the rename cannot cross file systems),
 * flushed to disk and renamed onto the target only by `commit`: an
 * interrupted or failed run leaves the target as it was, never a file that
 * looks complete. The temporary file is removed on failure, by `abort`, and
 * at exit (Ctrl-C included). A device or a pipe is written into directly.
 */
export class OutputFile {
  readonly stream: OutputStream;
  private done = false;

  private constructor(readonly target: OutputTarget, private readonly fd: number, private readonly temp: string | undefined) {
    this.stream = new FdStream(fd, temp !== undefined, target.kind === 'stdout', (e) => writeError(target, e));
  }

  static open(target: OutputTarget): OutputFile {
    if (target.kind === 'stdout') return new OutputFile(target, 1, undefined);
    if (target.kind === 'special') {
      // O_NONBLOCK: a FIFO nobody reads fails at once (ENXIO) instead of waiting, and a write never blocks
      // a thread the process would need to exit on Ctrl-C (EAGAIN is retried, see FdStream).
      return new OutputFile(target, openOrFail(target, target.path, constants.O_WRONLY | constants.O_NONBLOCK), undefined);
    }
    const temp = join(dirname(target.path), `.${basename(target.path)}.${process.pid}.${randomBytes(4).toString('hex')}.partial`);
    const fd = openOrFail(target, temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL);
    removeAtExit(temp);
    return new OutputFile(target, fd, temp);
  }

  /** Writes the whole output with `render`, then commits it; if anything fails, the target is left as it was. */
  async write(render: (out: Writable) => Promise<unknown> | unknown): Promise<void> {
    try {
      await render(this.stream);
    } catch (e) {
      const failure = this.stream.failure;
      this.abort();
      throw failure ?? e;
    }
    await this.commit();
  }

  /** Ends the stream and, if every byte was written, puts the file in place; else removes it and throws an OutputError. */
  async commit(): Promise<void> {
    if (this.done) return;
    this.done = true;
    await new Promise<void>((resolve) => this.stream.end(resolve));
    let failure = this.stream.failure;
    if (this.fd !== 1) {
      try {
        closeSync(this.fd);
      } catch (e) {
        failure ??= writeError(this.target, e as Error);
      }
    }
    if (failure) {
      this.removeTemp();
      throw failure;
    }
    if (this.temp === undefined) return;
    try {
      renameSync(this.temp, this.target.path);
    } catch (e) {
      this.removeTemp();
      throw writeError(this.target, e as Error);
    }
    forgetTemp(this.temp);
  }

  /** Gives up: the target is left as it was and the temporary file removed. */
  abort(): void {
    if (this.done) return;
    this.done = true;
    this.stream.destroy();
    if (this.fd !== 1) close(this.fd, () => {});
    this.removeTemp();
  }

  private removeTemp(): void {
    if (this.temp === undefined) return;
    rmSync(this.temp, { force: true });
    forgetTemp(this.temp);
  }
}

/** Opens every output of a command before any work, so a read-only folder is a message at once; all or none. */
export function openOutputs(targets: OutputTarget[]): Map<string, OutputFile> {
  const files = new Map<string, OutputFile>();
  try {
    for (const t of targets) files.set(t.option, OutputFile.open(t));
  } catch (e) {
    abortAll(files);
    throw e;
  }
  return files;
}

export function abortAll(files: Map<string, OutputFile>): void {
  for (const f of files.values()) f.abort();
}

function openOrFail(target: OutputTarget, path: string, flags: number): number {
  try {
    return openSync(path, flags, 0o666);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENXIO') throw new OutputError(`cannot write ${target.given}: no process is reading from that FIFO`);
    throw writeError(target, e as Error);
  }
}

function writeError(target: OutputTarget, e: Error): OutputError {
  // The system's words without the temporary file's name ("ENOSPC: no space left on device").
  const reason = e.message.replace(/, (open|write|fsync|close|rename) .*$/, '').replace(/, (write|fsync|close)$/, '');
  return new OutputError(`cannot write ${target.option} ${target.given}: ${reason}`);
}

const EAGAIN_RETRY_MS = 5;

/**
 * A stream over a descriptor that never emits 'error': the first failed write is kept in `failure`
 * (as the one line the command ends with)
 * and the rest of the output dropped, so a renderer (pdfkit) runs to its end instead of leaving a
 * rejected promise behind, and `commit` reports the failure once. writeOut (reports/write.ts)
 * stops a text report early when it sees the failure.
 */
class FdStream extends Writable implements OutputStream {
  failure: Error | undefined;
  private closedByReader = false;

  constructor(
    private readonly fd: number,
    private readonly durable: boolean,
    /** Standard output: a reader that went away (`| head`) is not an error, the rest is dropped quietly. */
    private readonly pipeMayClose: boolean,
    private readonly describe: (e: Error) => OutputError,
  ) {
    super({ highWaterMark: 1 << 16 });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    if (this.failure || this.closedByReader) return callback();
    this.writeAll(chunk, 0, callback);
  }

  override _final(callback: () => void): void {
    if (this.failure || !this.durable) return callback();
    fsync(this.fd, (e) => {
      if (e) this.failure ??= this.describe(e);
      callback();
    });
  }

  private writeAll(chunk: Buffer, offset: number, callback: () => void): void {
    write(this.fd, chunk, offset, chunk.length - offset, null, (e, n) => {
      if (e?.code === 'EAGAIN') return void setTimeout(() => this.writeAll(chunk, offset, callback), EAGAIN_RETRY_MS);
      if (e?.code === 'EPIPE' && this.pipeMayClose) {
        this.closedByReader = true;
        return callback();
      }
      if (e) {
        this.failure = this.describe(e);
        return callback();
      }
      if (offset + n < chunk.length) return this.writeAll(chunk, offset + n, callback);
      callback();
    });
  }
}
