import { statSync } from 'node:fs';
import type { Lang } from '../engine/core/engine-types.js';

const WORDS = {
  es: { read: 'leídos', of: 'de', hands: 'manos', perSecond: 'manos/s', left: 'quedan' },
  en: { read: 'read', of: 'of', hands: 'hands', perSecond: 'hands/s', left: 'ETA' },
} as const;

/** How often the line is redrawn, in ms: VEEDOR_PROGRESS_MS (the pty test sets it low on a short log). */
function interval(): number {
  const ms = Number(process.env.VEEDOR_PROGRESS_MS);
  return Number.isFinite(ms) && ms >= 0 ? ms : 250;
}

function mb(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

function duration(s: number): string {
  if (!Number.isFinite(s)) return '…';
  const m = Math.floor(s / 60);
  return m > 0 ? `${m} min ${Math.round(s % 60)} s` : `${Math.round(s)} s`;
}

/**
 * The line a long audit redraws on a terminal's stderr: bytes read of the total, hands per second, the
 * time left. Only when stderr is a TTY and not --quiet: a pipe or a file never gets it. Plain text and a
 * carriage return, no escape codes, so NO_COLOR terminals and logs of the session read it too.
 */
export class Progress {
  private readonly total: number;
  private readonly read = new Map<string, number>();
  private hands = 0;
  private last = 0;
  private width = 0;
  private readonly start = Date.now();
  private readonly every = interval();

  private constructor(files: readonly string[], private readonly lang: Lang) {
    this.total = files.reduce((n, f) => n + statSync(f).size, 0);
  }

  /** A progress line for these files, or undefined where none is shown (a pipe, --quiet). */
  static forFiles(files: readonly string[], lang: Lang, quiet: boolean | undefined): Progress | undefined {
    if (quiet || process.stderr.isTTY !== true) return undefined;
    return new Progress(files, lang);
  }

  readonly onRead = (path: string, bytes: number): void => {
    this.read.set(path, bytes);
    this.tick();
  };

  readonly onHand = (): void => {
    this.hands++;
    this.tick();
  };

  private tick(): void {
    const now = Date.now();
    if (now - this.last < this.every) return;
    this.last = now;
    const w = WORDS[this.lang];
    const done = [...this.read.values()].reduce((a, b) => a + b, 0);
    const seconds = Math.max((now - this.start) / 1000, 0.001);
    const pct = this.total > 0 ? Math.min(100, Math.floor((done / this.total) * 100)) : 100;
    const left = done > 0 ? (seconds * (this.total - done)) / done : Infinity;
    const perSecond = Math.round(this.hands / seconds).toLocaleString('en-US');
    const line = `veedor: ${w.read} ${mb(done)} ${w.of} ${mb(this.total)} (${pct} %), ${this.hands.toLocaleString('en-US')} ${w.hands}, ${perSecond} ${w.perSecond}, ${w.left} ${duration(left)}`;
    process.stderr.write(`\r${line.padEnd(this.width)}`);
    this.width = line.length;
  }

  /** Clears the line before the report or a message is written. */
  done(): void {
    if (this.width > 0) process.stderr.write(`\r${' '.repeat(this.width)}\r`);
    this.width = 0;
  }
}
