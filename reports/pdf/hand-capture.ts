import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import type { WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Finding } from '../../audit/findings.js';
import type { SourceRef } from '../../engine/core/types.js';
import type { HandHeader } from '../../audit/record.js';
import type { Coverage, RecordedHand } from './model.js';
import { forgetTemp, removeAtExit, tempWriteError } from '../../engine/core/temp-files.js';
import { instantMs } from '../../engine/core/instant.js';

type Captured = { key: string; hand: RecordedHand };

/**
 * Keeps, during an audit, what the PDF needs from the hands themselves: the
 * tables and dates covered (every hand) and the events of the hands that
 * have findings, written to a temporary file so memory stays flat however
 * many there are. The audit reports a hand's findings right after the hand,
 * so the findings and the captured hands are in the same order and one
 * sequential cursor serves `handOf`.
 */
export class HandCapture {
  private readonly dir = tempFolder();
  private readonly path = join(this.dir, 'hands.ndjson');
  private readonly out: WriteStream = createWriteStream(this.path);
  /** A failed write of the spill (a full temp disk), reported by close(). */
  private failure?: Error;
  private readonly tables = new Set<string>();
  private first?: { ms: number; text: string };
  private last?: { ms: number; text: string };
  private reader?: AsyncIterator<string>;
  private current?: Captured;
  private peeked?: Captured | null;

  constructor(private readonly casino?: string) {
    this.out.on('error', (e) => {
      this.failure ??= e;
    });
  }

  /** runAudit's onHand hook. */
  onHand = (hand: HandHeader, findings: Finding[]): void => {
    this.tables.add(hand.table_id);
    const ms = instantMs(hand.started_at);
    if (!this.first || ms < this.first.ms) this.first = { ms, text: hand.started_at };
    if (!this.last || ms > this.last.ms) this.last = { ms, text: hand.started_at };
    if (findings.length === 0) return;
    const recorded: RecordedHand = {
      hand_id: hand.hand_id, table_id: hand.table_id, started_at: hand.started_at, events: hand.events ?? [],
    };
    if (hand.dealer_id !== undefined) recorded.dealer_id = hand.dealer_id;
    if (hand.currency !== undefined) recorded.currency = hand.currency;
    this.out.write(JSON.stringify({ key: sourceKey(hand.source), hand: recorded }) + '\n');
  };

  /** Call once the audit is over, before the report reads hands back. */
  async close(): Promise<void> {
    if (!this.out.closed && !this.out.writableEnded) await new Promise<void>((resolve) => this.out.end(() => resolve()));
    if (this.failure) throw tempWriteError(this.failure, 'the hands the PDF shows');
  }

  coverage(): Coverage {
    const c: Coverage = { tables: [...this.tables].sort((a, b) => a.localeCompare(b, 'es', { numeric: true })) };
    if (this.casino) c.casino = this.casino;
    if (this.first) c.first = this.first.text;
    if (this.last) c.last = this.last.text;
    return c;
  }

  /** The hand a finding is about; call in findings order. Input findings never reached a hand. */
  async handOf(f: Finding): Promise<RecordedHand | undefined> {
    if (f.category === 'input' || f.hand_id === null) return undefined;
    const key = sourceKey(f.source);
    if (this.current?.key === key) return this.current.hand;
    const next = this.peeked !== undefined ? this.peeked : await this.read();
    if (next && next.key === key) {
      this.current = next;
      this.peeked = undefined;
      return next.hand;
    }
    // A finding about a hand not captured in order (none is today): no events to show; keep the cursor.
    this.peeked = next;
    return undefined;
  }

  dispose(): void {
    this.out.destroy();
    rmSync(this.dir, { recursive: true, force: true });
    forgetTemp(this.dir);
  }

  private async read(): Promise<Captured | null> {
    if (!this.reader) {
      const lines = createInterface({ input: createReadStream(this.path, { encoding: 'utf8' }), crlfDelay: Infinity });
      this.reader = lines[Symbol.asyncIterator]();
    }
    for (;;) {
      const r = await this.reader.next();
      if (r.done) return null;
      if (r.value) return JSON.parse(r.value) as Captured;
    }
  }
}

/** The spill folder, removed at exit (Ctrl-C included) if dispose() never runs. */
function tempFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'veedor-pdf-'));
  removeAtExit(dir);
  return dir;
}

function sourceKey(s: SourceRef): string {
  return `${s.path}\u0000${s.line ?? ''}\u0000${s.index ?? ''}`;
}
