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
  /** The buffer's filled part, and the next CR in it at or after `at` (-1: none; NDJSON only). */
  private view = Buffer.alloc(0);
  private cr = -1;
  private readonly crBreaks: boolean;
  private eof = false;
  private failed = false;
  readonly size: number | undefined;

  constructor(path: string, format: LogFormat) {
    this.crBreaks = format === 'ndjson';
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
    while (this.line < line) {
      if (this.at >= this.bufStart + this.bufLen && !this.fill()) return undefined;
      let i = this.at - this.bufStart;
      if (this.afterCr) {
        // The LF of a CRLF ends nothing: the line began after it.
        this.afterCr = false;
        if (this.view[i] === 10) {
          this.at++;
          this.lineStart = this.at;
          continue;
        }
      }
      const lf = this.view.indexOf(10, i);
      if (this.cr !== -1 && this.cr < i) this.cr = this.crBreaks ? this.view.indexOf(13, i) : -1;
      const brk = lf === -1 ? this.cr : this.cr === -1 ? lf : Math.min(lf, this.cr);
      if (brk === -1) {
        this.at = this.bufStart + this.bufLen;
        continue;
      }
      i = brk;
      this.at = this.bufStart + i + 1;
      this.line++;
      this.lineStart = this.at;
      if (i === this.cr) this.afterCr = true;
    }
    // A CRLF whose LF is next: the line starts after it.
    if (this.afterCr) {
      if (this.at >= this.bufStart + this.bufLen && !this.fill()) return this.lineStart;
      if (this.view[this.at - this.bufStart] === 10) {
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
      this.view = this.buf.subarray(0, n);
      this.cr = this.crBreaks ? this.view.indexOf(13) : -1;
      if (n === 0) this.eof = true;
      return n > 0;
    } catch {
      this.failed = true;
      return false;
    }
  }
}
