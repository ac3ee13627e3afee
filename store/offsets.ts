// Where each hand's record starts in its log, in bytes: what the hand index stores (schema 5) so that one
// hand is read again without reading the log from its start (store/seek.ts). The audit gives each hand's
// 1-based line; a scanner of the file's own bytes, reading forward beside the audit, counts line breaks
// the way that format's reader counts them (NDJSON: LF, CRLF or a lone CR; a JSON array and CSV: LF) and
// names the byte where that line starts. It only ever reads forward; a line asked for out of order, or a
// file that cannot be read, gives no offset (the hand is then read forward, as before schema 5).
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { isGzipName } from '../engine/input/readers.js';
import type { LogFormat } from '../engine/input/readers.js';

const CHUNK = 1 << 20;

export class LineOffsets {
  private fd: number | undefined;
  private readonly buf = Buffer.alloc(CHUNK);
  /** The buffer holds the file's bytes [bufStart, bufStart + bufLen); `at` is the next byte to look at. */
  private bufStart = 0;
  private bufLen = 0;
  private at = 0;
  /** The line that starts at byte `lineStart`. */
  private line = 1;
  private lineStart = 0;
  private afterCr = false;
  private eof = false;
  private failed = false;
  readonly size: number | undefined;

  constructor(path: string, private readonly format: LogFormat) {
    if (isGzipName(path)) {
      this.failed = true;
      return;
    }
    try {
      this.fd = openSync(path, 'r');
      this.size = fstatSync(this.fd).size;
    } catch {
      this.failed = true;
    }
  }

  /** The byte where `line` starts; undefined for a line before the last one asked for, past the end, or when the file cannot be read. */
  offsetOf(line: number): number | undefined {
    if (this.failed || line < this.line) return undefined;
    const crBreaks = this.format === 'ndjson';
    while (this.line < line) {
      if (this.at >= this.bufStart + this.bufLen && !this.fill()) return undefined;
      const i = this.at - this.bufStart;
      const c = this.buf[i]!;
      this.at++;
      if (this.afterCr) {
        this.afterCr = false;
        if (c === 10) {
          // The LF of a CRLF: the line began after it.
          this.lineStart = this.at;
          continue;
        }
      }
      if (c === 10) {
        this.line++;
        this.lineStart = this.at;
      } else if (c === 13 && crBreaks) {
        this.line++;
        this.lineStart = this.at;
        this.afterCr = true;
      }
    }
    // A CRLF whose LF is next: the line starts after it.
    if (this.afterCr) {
      if (this.at >= this.bufStart + this.bufLen && !this.fill()) return this.lineStart;
      if (this.buf[this.at - this.bufStart] === 10) {
        this.at++;
        this.lineStart = this.at;
      }
      this.afterCr = false;
    }
    return this.lineStart;
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    this.failed = true;
  }

  private fill(): boolean {
    if (this.eof || this.fd === undefined) return false;
    try {
      const start = this.bufStart + this.bufLen;
      const n = readSync(this.fd, this.buf, 0, CHUNK, start);
      this.bufStart = start;
      this.bufLen = n;
      if (n === 0) this.eof = true;
      return n > 0;
    } catch {
      this.failed = true;
      return false;
    }
  }
}
