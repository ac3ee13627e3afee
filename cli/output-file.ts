import { close, closeSync, constants, fsync, openSync, renameSync, rmSync, write } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { forgetTemp, removeAtExit, removeStaleTemps, tempStem } from '../engine/core/temp-files.js';
import type { OutputStream } from '../reports/write.js';
import type { OutputTarget } from './output-paths.js';
import { UsageError } from './usage-error.js';
import { systemWordsIn } from '../engine/core/system-words.js';

// The system's words, as every command names a file it cannot write (moved below the command line so the store words them too).
export { systemWords, systemWordsIn } from '../engine/core/system-words.js';

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
  private readonly fdStream: FdStream;
  private done = false;

  private constructor(readonly target: OutputTarget, fd: number, private readonly temp: string | undefined) {
    this.fdStream = new FdStream(fd, temp !== undefined, target.kind === 'stdout', (e) => writeError(target, e));
    this.stream = this.fdStream;
  }

  static open(target: OutputTarget): OutputFile {
    if (target.kind === 'stdout') return new OutputFile(target, 1, undefined);
    if (target.kind === 'special') {
      // O_NONBLOCK: a FIFO nobody reads fails at once (ENXIO) instead of waiting, and a write never blocks
      // a thread the process would need to exit on Ctrl-C (EAGAIN is retried, see FdStream).
      return new OutputFile(target, openOrFail(target, target.path, constants.O_WRONLY | constants.O_NONBLOCK), undefined);
    }
    // What an earlier run of it killed with SIGKILL left (no exit handler ran): gone before this one writes.
    removeStaleTemps(dirname(target.path), basename(target.path));
    const temp = join(dirname(target.path), `.${tempStem(basename(target.path))}.${process.pid}.${randomBytes(4).toString('hex')}.partial`);
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
    const failure = this.stream.failure ?? this.fdStream.closeFd();
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
    this.stream.destroy(); // closes the descriptor once a write under way has returned
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
    if ((e as NodeJS.ErrnoException).code === 'ENXIO') throw new OutputError({ es: `no se puede escribir ${target.given}: ningún proceso lee de esa FIFO`, en: `cannot write ${target.given}: no process is reading from that FIFO` });
    throw writeError(target, e as Error);
  }
}

function writeError(target: OutputTarget, e: Error): OutputError {
  const why = systemWordsIn(e);
  return new OutputError({ es: `no se puede escribir ${target.option} ${target.given}: ${why.es}`, en: `cannot write ${target.option} ${target.given}: ${why.en}` });
}

const EAGAIN_RETRY_MS = 5;

/**
 * A stream over a descriptor that never emits 'error': the first failed write is kept in `failure`
 * (as the one line the command ends with) and the rest of the output dropped, so a renderer (pdfkit) runs to its end instead of leaving a
 * rejected promise behind, and `commit` reports the failure once. writeOut (reports/write.ts)
 * stops a text report early when it sees the failure.
 */
class FdStream extends Writable implements OutputStream {
  failure: Error | undefined;
  private closedByReader = false;
  private fdClosed: boolean;
  /** A write is under way in the thread pool: the descriptor is closed only after it returns (never reused under it). */
  private writing = false;
  private whenIdle: (() => void) | undefined;

  constructor(
    private readonly fd: number,
    private readonly durable: boolean,
    /** Standard output: a reader that went away (`| head`) is not an error, the rest is dropped quietly. */
    private readonly pipeMayClose: boolean,
    private readonly describe: (e: Error) => OutputError,
  ) {
    // Not destroyed by finishing: commit() closes the descriptor itself, and sees a failure to close.
    super({ highWaterMark: 1 << 16, autoDestroy: false });
    this.fdClosed = fd === 1; // stdout stays open
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    if (this.failure || this.closedByReader) return callback();
    this.writing = true;
    this.writeAll(chunk, 0, () => {
      this.writing = false;
      const idle = this.whenIdle;
      this.whenIdle = undefined;
      idle?.();
      callback();
    });
  }

  override _final(callback: () => void): void {
    if (this.failure || !this.durable) return callback();
    fsync(this.fd, (e) => {
      if (e) this.failure ??= this.describe(e);
      callback();
    });
  }

  override _destroy(error: Error | null, callback: (e: Error | null) => void): void {
    const closeIt = () => {
      if (this.fdClosed) return callback(error);
      this.fdClosed = true;
      close(this.fd, () => callback(error));
    };
    if (this.writing) this.whenIdle = closeIt;
    else closeIt();
  }

  /** Closes the descriptor after the stream has finished; a failure to close is a failed write (NFS reports them there). */
  closeFd(): OutputError | undefined {
    if (this.fdClosed) return undefined;
    this.fdClosed = true;
    try {
      closeSync(this.fd);
      return undefined;
    } catch (e) {
      return this.describe(e as Error);
    }
  }

  private writeAll(chunk: Buffer, offset: number, done: () => void): void {
    if (this.destroyed) return done();
    write(this.fd, chunk, offset, chunk.length - offset, null, (e, n) => {
      if (e?.code === 'EAGAIN') return void setTimeout(() => this.writeAll(chunk, offset, done), EAGAIN_RETRY_MS);
      if (e?.code === 'EPIPE' && this.pipeMayClose) {
        this.closedByReader = true;
        return done();
      }
      if (e) {
        this.failure = this.describe(e);
        return done();
      }
      if (offset + n < chunk.length) return this.writeAll(chunk, offset + n, done);
      done();
    });
  }
}
