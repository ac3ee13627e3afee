import type { Writable } from 'node:stream';
import { handsToCsv } from '../engine/input/to-csv.js';
import type { InjectedFault } from '../simulate/core/run.js';
import type { LogHand } from '../simulate/core/types.js';
import { writeOut } from './write.js';

export type HandLogFormat = 'ndjson' | 'json' | 'csv';

/**
 * A simulated hand log written one hand at a time, in the hand-log format asked for: NDJSON, a JSON
 * document `{"hands": [...]}`, or CSV (the header once). No stream: the hands are only counted.
 */
export class HandLogWriter {
  private readonly out: Buffered;
  private n = 0;

  constructor(stream: Writable | undefined, private readonly format: HandLogFormat) {
    this.out = new Buffered(stream);
  }

  async begin(): Promise<void> {
    if (this.format === 'json') await this.out.write('{"hands": [\n');
  }

  async hand(hand: LogHand): Promise<void> {
    if (this.format === 'ndjson') await this.out.write(JSON.stringify(hand) + '\n');
    else if (this.format === 'json') await this.out.write((this.n > 0 ? ',\n' : '') + JSON.stringify(hand));
    else await this.out.write(csvRows(hand, this.n === 0));
    this.n++;
  }

  async end(): Promise<void> {
    if (this.format === 'json') await this.out.write('\n]}\n');
    await this.out.flush();
  }
}

/** The answer key: hand_id, fault, rule, article per expected finding; NDJSON, or CSV with a header. */
export class AnswerKeyWriter {
  private readonly out: Buffered;

  constructor(stream: Writable | undefined, private readonly csv: boolean) {
    this.out = new Buffered(stream);
  }

  async begin(): Promise<void> {
    if (this.csv) await this.out.write('hand_id,fault,rule,article\n');
  }

  async fault(f: InjectedFault): Promise<void> {
    await this.out.write(f.expects.map((e) => (this.csv
      ? [f.hand_id, f.fault, e.rule, e.article].map(keyCell).join(',')
      : JSON.stringify({ hand_id: f.hand_id, fault: f.fault, rule: e.rule, article: e.article }))).join('\n') + '\n');
  }

  async end(): Promise<void> {
    await this.out.flush();
  }
}

/** The tables file `{"tables": {...}}` of the tables played, by table_id. */
export function tablesFileText(tables: Record<string, Record<string, unknown>>): string {
  return JSON.stringify({ tables }, null, 2) + '\n';
}

function csvRows(hand: LogHand, header: boolean): string {
  const text = handsToCsv([hand as unknown as Record<string, unknown>]);
  return header ? text : text.slice(text.indexOf('\n') + 1);
}

/** RFC 4180 quoting only: the key is read by test harnesses, and its ids and articles never start a formula. */
function keyCell(s: string): string {
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Collects text into large chunks and honours the stream's back-pressure (writeOut). */
class Buffered {
  private chunks: string[] = [];
  private size = 0;

  constructor(private readonly stream: Writable | undefined) {}

  async write(text: string): Promise<void> {
    if (!this.stream) return;
    this.chunks.push(text);
    this.size += text.length;
    if (this.size >= 1 << 16) await this.flush();
  }

  async flush(): Promise<void> {
    if (!this.stream || this.chunks.length === 0) return;
    const text = this.chunks.join('');
    this.chunks = [];
    this.size = 0;
    await writeOut(this.stream, text);
  }
}
