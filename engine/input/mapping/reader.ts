import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import { csvCells } from '../csv-rows.js';
import { JsonSplitter } from '../json-splitter.js';
import { MAX_EVENTS, checkRecordText, isNullText, isPreambleRow, recordNotUtf8, repeatedKeyIn } from '../record-text.js';
import { MarkingUtf8Decoder, hasNotUtf8, latin1Chunks, latin1Text } from '../utf8-text.js';
import type { NumberTexts } from '../record-text.js';
import { NdjsonLines } from '../readers.js';
import type { LogFormat, RawOrLine, RawRecord } from '../readers.js';
import type { SourceRef } from '../../core/types.js';
import { SKIP } from './compile.js';
import type { CompiledField, CompiledMapping, EventTemplate, Generator as EventGenerator, Get } from './compile.js';
import { Bad, MappingError, UnknownWord, quotedCell } from './errors.js';
import { countNewlines, crLineEnds, headerOf, isBlank, sniff, valueAt } from './export-file.js';
import { jsonSyntaxReason, reason } from '../../core/reasons.js';
import type { Reason } from '../../core/reasons.js';

/** Where a converted hand's parts came from in the export: what turns a hand-log field back into a line and column. */
interface Placement {
  path: string;
  index: number;
  handId?: string;
  line: number;
  /** Per converted event: its row's line (CSV), or its index in the record's events array (JSON). */
  eventAt: number[];
  eventFrom: (EventTemplate | EventGenerator)[];
  problem?: { line: number; column?: string; field: string; unknown?: { word: string; vocabulary: string } };
}

/** A record the mapping could not convert, with what `map check` groups problems by. */
export type MappedRecord = RawRecord & { placement?: Placement };

interface Building {
  hand: Record<string, unknown>;
  events: Record<string, unknown>[];
  placement: Placement;
  /** Its events past MAX_EVENTS, counted and not held (the hand is refused for them, as the schema refuses it). */
  over?: number;
}

type Problem = { bad: Bad; field: CompiledField | { refs: string[]; target: string } };

/**
 * Streams a foreign export through its mapping as hand-log records, the same records the native
 * readers produce (the audit, validation and findings are unchanged); `place` puts an input finding
 * back on the export's line and column.
 */
/** The parts of a finding that `MappedReader.place` reads and rewrites (the audit's `Finding` has them all). */
export interface PlaceableFinding {
  source: SourceRef;
  category: string;
  rule: string;
  hand_id: string | null;
  message: { es: string; en: string };
  field?: string;
}

export class MappedReader {
  readonly format: LogFormat;
  private last?: Placement;
  /** Rows or events the mapping declares are not events (a vocabulary maps their type to null), so far. */
  skipped = 0;

  constructor(readonly mapping: CompiledMapping) {
    this.format = mapping.form === 'json' ? 'json' : mapping.form === 'ndjson' ? 'ndjson' : 'csv';
  }

  /** What identifies the conversion in a run's options (the mapping file's digest). */
  get identity(): string {
    return `${this.mapping.file} sha256:${this.mapping.sha256}`;
  }

  async *read(path: string): AsyncGenerator<MappedRecord> {
    const head = await sniff(path, this.mapping.encoding);
    if (head.problem) yield { kind: 'file-problem', reason: head.problem };
    if (head.stop) return;
    // NDJSON is split into lines as bytes (NdjsonLines: a line over MAX_RECORD_CHARS rejected, never held whole).
    // A UTF-8 CSV export whose head is UTF-8: bytes past it that are not read as utf8-text.ts's NOT_UTF8, and the
    // row holding them refused (never read as U+FFFD). A head already not UTF-8 was said, and reads as it did.
    const marked = this.mapping.form.startsWith('csv') && this.mapping.encoding === 'utf8' && head.problem === undefined;
    const stream = this.mapping.form === 'ndjson' || marked
      ? createReadStream(path, { highWaterMark: 1 << 20 })
      : this.mapping.encoding === 'latin1' ? createReadStream(path, { highWaterMark: 1 << 20 }) : createReadStream(path, { encoding: this.mapping.encoding, highWaterMark: 1 << 20 });
    const text = marked ? markedText(stream) : this.mapping.encoding === 'latin1' && this.mapping.form !== 'ndjson' ? latin1Chunks(stream) : stream;
    try {
      for await (const r of this.mapping.form.startsWith('csv') ? this.readCsv(text, path) : this.readJson(stream, path)) {
        this.last = r.placement;
        yield r;
      }
    } finally {
      stream.destroy();
    }
  }

  /** Reads the header only and checks the mapping's columns against it (a MappingError when one is missing). */
  async checkHeader(path: string): Promise<string[] | undefined> {
    if (!this.mapping.form.startsWith('csv')) return undefined;
    // A file the read will refuse as a whole (UTF-16, binary, empty) is no header to check: the read says what it is.
    if ((await sniff(path, this.mapping.encoding)).stop) return undefined;
    const stream = this.mapping.encoding === 'latin1' ? createReadStream(path, { highWaterMark: 1 << 16 }) : createReadStream(path, { encoding: this.mapping.encoding, highWaterMark: 1 << 16 });
    try {
      let first = true;
      for await (const rows of csvCells(this.mapping.encoding === 'latin1' ? latin1Chunks(stream) : stream, this.mapping.delimiter)) {
        // Below Excel's `sep=;` line or PowerShell's `#TYPE …` line, the header is the second row.
        const row = first && rows[0] && isPreambleRow(rows[0]) ? rows[1] : rows[0];
        first = false;
        if (row === undefined) continue;
        const header = headerOf(row);
        if (crLineEnds(header)) return undefined;
        this.checkColumns(header, path);
        return header;
      }
    } finally {
      stream.destroy();
    }
    return undefined;
  }

  /**
   * An input finding about the record last read, on the export's line and column. Other findings keep
   * the hand's first line, as for a native log (the PDF and the store find a hand by it).
   */
  place<F extends PlaceableFinding>(f: F): F {
    const p = this.last;
    if (!p || f.source.path !== p.path || f.source.index !== p.index) return f;
    const source: SourceRef = { ...f.source };
    if (f.category === 'input') {
      const field = f.field;
      if (p.problem && f.rule === 'input-unreadable') {
        source.line = p.problem.line;
        if (p.problem.column !== undefined) source.column = p.problem.column;
        source.field = p.problem.field;
      } else if (field !== undefined) {
        const at = this.locate(p, field);
        source.line = at.line;
        if (at.column !== undefined) source.column = at.column;
        source.field = field;
      } else return f;
      const placed: F = { ...f, source };
      if (placed.hand_id === null && p.handId !== undefined) placed.hand_id = p.handId;
      const where = `${source.path}:${source.line}${source.column !== undefined ? ` ${columnWord.es} ${source.column}` : ''}`;
      placed.message = {
        es: f.message.es.replace(`(${f.source.path}:${f.source.line}`, `(${where}`),
        en: f.message.en.replace(`(${f.source.path}:${f.source.line}`, `(${where.replace(columnWord.es, columnWord.en)}`),
      };
      return placed;
    }
    return f;
  }

  private locate(p: Placement, field: string): { line: number; column?: string } {
    const m = /^events\[(\d+)\](?:\.([a-z_]+))?/.exec(field);
    if (!m) {
      const name = field.split(/[.[]/)[0]!;
      const f = this.mapping.hand.find((h) => h.target === name);
      return { line: p.line, column: f?.refs[0] };
    }
    const i = Number(m[1]);
    const from = p.eventFrom[i];
    const ref = from ? refOf(from, m[2]) : undefined;
    if (this.mapping.form.startsWith('csv')) return { line: p.eventAt[i] ?? p.line, column: ref };
    const at = `${this.mapping.eventsPath}[${p.eventAt[i] ?? i}]`;
    return { line: p.line, column: ref !== undefined ? `${at}.${ref}` : at };
  }

  private checkColumns(header: string[], path: string): void {
    const have = new Set(header);
    for (const [column, where] of this.mapping.columns) {
      if (have.has(column)) continue;
      const near = header.find((h) => h.toLowerCase() === column.toLowerCase());
      throw new MappingError(this.mapping.file, where, {
        es: `no hay columna "${column}" en ${basename(path)}${near ? ` (hay "${near}": los nombres deben coincidir exactamente)` : ''}`,
        en: `no column "${column}" in ${basename(path)}${near ? ` (there is "${near}": names are matched exactly)` : ''}`,
      });
    }
  }

  private async *readCsv(stream: AsyncIterable<string | Buffer>, path: string): AsyncGenerator<MappedRecord> {
    const m = this.mapping;
    const fileName = basename(path);
    const perHand = m.form === 'csv-row-per-hand';
    let header: string[] | undefined;
    const at = new Map<string, number>();
    let row: string[] = [];
    const get: Get = (ref) => {
      const i = at.get(ref);
      return i === undefined ? undefined : row[i];
    };
    const groupCols: number[] = [];
    let line = 1;
    let headerLine = 1; // 2 below a `sep=` or `#TYPE` line
    let index = 0;
    let current: Building | undefined;
    let currentKey: string | undefined;
    /**
     * The first line of a block of zeros (rows holding NUL bytes), where the export groups a hand's rows: whose
     * rows they covered is known from the row after them. The same hand's rows going on after them put the zeros
     * inside it, and it is refused for them (audited on the rows around them, it drew findings on a hand it did not
     * hold whole: a dealer standing on 10 whose cards were under the zeros); another hand, a header or the end of
     * the file leave them a record of their own.
     */
    let zeros: number | undefined;
    const zerosRecord = (zerosLine: number): MappedRecord =>
      ({ kind: 'unreadable', line: zerosLine, index, reason: reason('record.nul', { what: 'row' }), placement: { path, index: index++, line: zerosLine, eventAt: [], eventFrom: [] } });
    const handIdField = m.hand.find((f) => f.target === 'hand_id')!;
    // The columns that say which hand a row is of: the grouping's, or those the hand id is read from.
    const keyCols: number[] = [];

    for await (const rows of csvCells(stream, m.delimiter)) {
      for (row of rows) {
        const rowLine = line;
        line += 1 + countNewlines(row);
        // Excel's `sep=;` line above the header (the delimiter it declares; the mapping's, where it names one), or
        // PowerShell's `#TYPE …` line: no row, and the lines below keep their numbers.
        if (!header && rowLine === 1 && isPreambleRow(row)) {
          headerLine = line;
          continue;
        }
        if (!header) {
          header = headerOf(row);
          if (crLineEnds(header)) {
            // Lines ended by CR alone (an old Mac export): the file reads as one header row. Said once, as the native reader does.
            yield { kind: 'file-problem', line: 1, reason: reason('csv.cr-line-ends') };
            return;
          }
          this.checkColumns(header, path);
          header.forEach((h, i) => at.has(h) || at.set(h, i));
          if (m.group.by === 'change') for (const c of m.group.of) groupCols.push(at.get(c)!);
          for (const c of m.group.by === 'change' ? m.group.of : handIdField.refs) if (at.has(c)) keyCols.push(at.get(c)!);
          continue;
        }
        // A blank line, or blank space or empty cells alone (`;;;;` below an export's last row): nothing to read.
        if (row.every((c) => c.trim() === '')) continue;
        const notUtf8 = row.some(hasNotUtf8);
        if (notUtf8 && perHand) {
          yield { kind: 'unreadable', line: rowLine, index, reason: recordNotUtf8('row'), placement: { path, index: index++, line: rowLine, eventAt: [], eventFrom: [] } };
          continue;
        }
        if (row.some((c) => c.includes('\0'))) {
          if (!perHand) {
            zeros ??= rowLine;
            continue;
          }
          // Zeros where the export's text was (a crash, a disk error): no hand's row; refused on its own line.
          if (current) yield finish(current);
          current = undefined;
          currentKey = undefined;
          yield { kind: 'unreadable', line: rowLine, index, reason: reason('record.nul', { what: 'row' }), placement: { path, index: index++, line: rowLine, eventAt: [], eventFrom: [] } };
          continue;
        }
        const again = headerOf(row);
        if (again.length === header.length && again.every((h, i) => h === header![i])) {
          // The header again (two exports joined with cat): no hand; the hand before it ends there.
          if (current) yield finish(current);
          current = undefined;
          currentKey = undefined;
          if (zeros !== undefined) yield zerosRecord(zeros);
          zeros = undefined;
          yield { kind: 'file-problem', line: rowLine, reason: reason('csv.header-again', { line: rowLine }) };
          continue;
        }
        if (perHand) {
          const b = this.start(get, fileName, path, rowLine, index++);
          if (row.length !== header.length) problemOnce(b, rowLine, undefined, 'row', reason('csv.width', { n: row.length, m: header.length }));
          if (!b.placement.problem) this.generate(b, get, fileName, rowLine);
          yield finish(b);
          continue;
        }
        let key: string | undefined;
        if (m.group.by === 'change') key = groupCols.map((i) => row[i] ?? '').join('\u0000');
        else {
          const id = handIdField.read(get, fileName);
          key = id === undefined || id instanceof Bad ? undefined : String(id);
        }
        if (zeros !== undefined) {
          if (current && (key === undefined || key === currentKey)) problemOnce(current, zeros, undefined, `events[${current.events.length}]`, reason('record.nul', { what: 'row' }));
          else {
            if (current) yield finish(current);
            current = undefined;
            currentKey = undefined;
            yield zerosRecord(zeros);
          }
          zeros = undefined;
        }
        // A database's NULL written as text (`NULL`, a quoted `"\N"`) where the row says which hand it is of: it says none.
        // Read as a key, it made a hand of each such row; the row is taken as the hand before's, which is refused for it.
        const nullCol = keyCols.find((i) => isNullText(row[i] ?? ''));
        if (nullCol !== undefined) key = undefined;
        if (!current || (key !== undefined && key !== currentKey)) {
          if (current) yield finish(current);
          current = this.start(get, fileName, path, rowLine, index++);
          currentKey = key;
        }
        if (nullCol !== undefined) problemOnce(current, rowLine, header[nullCol], 'hand_id', reason('map.key-null', { column: header[nullCol]!, value: `"${row[nullCol]!.trim()}"` }));
        if (row.length !== header.length) problemOnce(current, rowLine, undefined, `events[${current.events.length}]`, reason('csv.width', { n: row.length, m: header.length }));
        if (notUtf8) problemOnce(current, rowLine, undefined, `events[${current.events.length}]`, recordNotUtf8('row'));
        if (current.placement.problem && current.over === undefined) continue;
        this.addEvent(current, m.event!, get, fileName, rowLine, rowLine);
      }
    }
    if (current) yield finish(current);
    if (zeros !== undefined) yield zerosRecord(zeros);
    if (!header) yield { kind: 'file-problem', reason: reason('file.empty-csv') };
    // A header and no row (blank lines aside): no hands, said on line 1 as the native reader says it, never a clean
    // audit of nothing.
    else if (index === 0) yield { kind: 'file-problem', line: headerLine, reason: reason('csv.header-only') };
  }

  private async *readJson(stream: Readable, path: string): AsyncGenerator<MappedRecord> {
    const fileName = basename(path);
    let index = 0;
    const convert = (text: string, line: number): MappedRecord => {
      if (hasNotUtf8(text)) {
        // Bytes that are not UTF-8 past a UTF-8 head (NdjsonLines keeps them visible): refused, never read as U+FFFD.
        const placement: Placement = { path, index, line, eventAt: [], eventFrom: [] };
        return { kind: 'unreadable', line, index: index++, reason: recordNotUtf8('line'), placement };
      }
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (e) {
        const placement: Placement = { path, index, line, eventAt: [], eventFrom: [] };
        return { kind: 'unreadable', line, index: index++, reason: reason('json.record', { detail: jsonSyntaxReason(e) }), placement };
      }
      // A key written twice (`"monto": "20,00", "monto": "0,00"`): JSON.parse keeps the last; the record says two things.
      const twice = repeatedKeyIn(text, value);
      if (twice) {
        const placement: Placement = { path, index, line, eventAt: [], eventFrom: [] };
        return { kind: 'unreadable', line, index: index++, field: twice.path, reason: reason('json.repeated-key', { key: JSON.stringify(twice.key) }), placement };
      }
      // A number JSON.parse reads inexactly (`205.000000000000000001` is 205) or with an exponent: the mapping
      // reads the text the export wrote instead, so such an amount is refused, never audited as 205.
      const check = checkRecordText(text);
      if (!check.ok) {
        const placement: Placement = { path, index, line, eventAt: [], eventFrom: [] };
        return { kind: 'unreadable', line, index: index++, reason: check.reason, placement };
      }
      if (check.texts) withNumberTexts(value, check.texts);
      return this.fromJson(value, fileName, path, line, index++);
    };
    if (this.mapping.form === 'ndjson') {
      // readline held a line whole: one longer than a string can be (570 MB) threw RangeError out of the audit.
      const lines = new NdjsonLines(this.mapping.encoding, false);
      const out: RawOrLine[] = [];
      const drain = function* (): Generator<MappedRecord> {
        for (const item of out.splice(0)) {
          if (item.kind === 'line') yield convert(item.text, item.line);
          else if (item.kind === 'unreadable') yield { kind: 'unreadable', line: item.line, index: index++, reason: item.reason, placement: { path, index: index - 1, line: item.line, eventAt: [], eventFrom: [] } };
        }
      };
      for await (const chunk of stream) {
        lines.push(chunk as Buffer, out);
        yield* drain();
      }
      lines.end(out);
      yield* drain();
      return;
    }
    const splitter = new JsonSplitter();
    const fromSplit = function* (items: ReturnType<JsonSplitter['push']>): Generator<MappedRecord> {
      for (const item of items) {
        if (item.kind === 'element') yield convert(item.text, item.line);
        else if (item.record) yield { kind: 'unreadable', line: item.line, index: index++, reason: item.reason };
        else yield { kind: 'file-problem', line: item.line, reason: item.reason };
      }
    };
    // A Latin-1 export is read as bytes, each chunk decoded as Windows-1252 (utf8-text.ts latin1Text); UTF-8 as text.
    for await (const chunk of stream) yield* fromSplit(splitter.push(typeof chunk === 'string' ? chunk : latin1Text(chunk as Buffer)));
    yield* fromSplit(splitter.end());
  }

  private fromJson(value: unknown, fileName: string, path: string, line: number, index: number): MappedRecord {
    const get: Get = (ref) => valueAt(value, ref);
    const b = this.start(get, fileName, path, line, index);
    if (b.placement.problem) return finish(b);
    const events = valueAt(value, this.mapping.eventsPath!);
    if (!Array.isArray(events)) {
      problemOnce(b, line, this.mapping.eventsPath, 'events', reason('map.no-events', { path: String(this.mapping.eventsPath) }));
      return finish(b);
    }
    if (events.length > MAX_EVENTS) {
      problemOnce(b, line, this.mapping.eventsPath, 'events', reason('schema.too-many-events', { n: events.length, max: MAX_EVENTS }));
      return finish(b);
    }
    for (let i = 0; i < events.length && !b.placement.problem; i++) {
      const ev = events[i];
      this.addEvent(b, this.mapping.event!, (ref) => valueAt(ev, ref), fileName, i, line, `${this.mapping.eventsPath}[${i}].`);
    }
    return finish(b);
  }

  /** A new hand: its hand-level fields from its first row (or its record). */
  private start(get: Get, fileName: string, path: string, line: number, index: number): Building {
    const b: Building = { hand: {}, events: [], placement: { path, index, line, eventAt: [], eventFrom: [] } };
    for (const f of this.mapping.hand) {
      const v = f.read(get, fileName);
      if (v === undefined) continue;
      if (v instanceof Bad || v === SKIP) {
        problemOnce(b, line, f.refs[0], f.target, v instanceof Bad ? v.reason : reason('map.not-a-value'), v);
        continue;
      }
      b.hand[f.target] = v;
      if (f.target === 'hand_id') b.placement.handId = String(v);
    }
    if (this.mapping.table !== undefined) b.hand['table'] = this.mapping.table;
    return b;
  }

  private addEvent(b: Building, t: EventTemplate, get: Get, fileName: string, at: number, line: number, prefix = '', origin: EventTemplate | EventGenerator = t): void {
    const ev: Record<string, unknown> = {};
    const p = buildEvent(t, get, fileName, ev);
    if (p === SKIP) {
      this.skipped++;
      return;
    }
    if (b.over !== undefined) {
      b.over++;
      return;
    }
    if (tooMany(b, line)) return;
    const n = b.events.length;
    if (p) {
      problemOnce(b, line, p.field.refs[0] !== undefined ? prefix + p.field.refs[0] : undefined, `events[${n}].${p.field.target}`, p.bad.reason, p.bad);
      return;
    }
    b.events.push(ev);
    b.placement.eventAt.push(at);
    b.placement.eventFrom.push(origin);
  }

  /** csv-row-per-hand: the events a row makes, generator by generator. */
  private generate(b: Building, get: Get, fileName: string, line: number): void {
    for (const g of this.mapping.generators) {
      if (b.placement.problem) return;
      if (g.kind === 'event') {
        if (g.when !== undefined && isBlank(get(g.when))) continue;
        this.addEvent(b, g.template, get, fileName, line, line, '', g);
        continue;
      }
      const cell = get(g.from);
      if (isBlank(cell)) continue;
      const tokens = (this.mapping.listSeparator === undefined ? String(cell).trim().split(/\s+/) : String(cell).split(this.mapping.listSeparator).map((t) => t.trim())).filter((t) => t !== '');
      for (const token of tokens) {
        let to = g.to;
        let cardText = token;
        if (g.toSeparator !== undefined) {
          const cut = token.indexOf(g.toSeparator);
          if (cut < 0) {
            problemOnce(b, line, g.from, `events[${b.events.length}].to`, reason('map.card-to-whom', { text: quotedCell(token), separator: String(g.toSeparator) }));
            return;
          }
          const who = token.slice(0, cut);
          cardText = token.slice(cut + g.toSeparator.length);
          const mapped = g.toVocabulary ? g.toVocabulary.table.get(who) : who;
          if (mapped === undefined || mapped === null) {
            const known = g.toVocabulary ? [...g.toVocabulary.table.keys()].join(', ') : '';
            problemOnce(b, line, g.from, `events[${b.events.length}].to`, reason('map.unknown-word', { word: quotedCell(who), vocabulary: g.toVocabulary?.name ?? '', known }), new UnknownWord(who, g.toVocabulary?.name ?? '', known));
            return;
          }
          to = String(mapped);
        }
        const card = g.cards(cardText);
        if (card instanceof Bad) {
          problemOnce(b, line, g.from, `events[${b.events.length}].card`, card.reason);
          return;
        }
        if (tooMany(b, line)) return;
        const ev: Record<string, unknown> = { type: 'deal', to, card };
        if (g.face !== undefined) ev['face'] = g.face;
        b.events.push(ev);
        b.placement.eventAt.push(line);
        b.placement.eventFrom.push(g);
      }
    }
  }
}

const columnWord = { es: 'columna', en: 'column' };

/** A stream's bytes as UTF-8 text, a byte that is not UTF-8 kept visible (utf8-text.ts). */
async function* markedText(bytes: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new MarkingUtf8Decoder();
  for await (const b of bytes) {
    const t = decoder.write(b);
    if (t.length > 0) yield t;
  }
  const rest = decoder.end();
  if (rest.length > 0) yield rest;
}

function buildEvent(t: EventTemplate, get: Get, fileName: string, ev: Record<string, unknown>): Problem | typeof SKIP | undefined {
  const type = t.type.read(get, fileName);
  if (type === SKIP) return SKIP;
  if (type instanceof Bad) return { bad: type, field: t.type };
  if (type === undefined) return { bad: new Bad(reason('map.no-event-type')), field: t.type };
  ev['type'] = type;
  for (const f of t.fields) {
    if (f.types !== undefined && !f.types.has(type as string)) continue;
    const v = f.read(get, fileName);
    if (v === undefined || v === SKIP) continue;
    if (v instanceof Bad) return { bad: v, field: f };
    ev[f.target] = v;
  }
  return undefined;
}

function refOf(from: EventTemplate | EventGenerator, target: string | undefined): string | undefined {
  if (target === undefined) return undefined;
  if ('kind' in from) {
    if (from.kind === 'deal_cards') return from.from;
    from = from.template;
  }
  if (target === 'type') return from.type.refs[0];
  return from.fields.find((f) => f.target === target)?.refs[0];
}

function problemOnce(b: Building, line: number, column: string | undefined, field: string, why: Reason, bad?: unknown): void {
  if (b.placement.problem) return;
  b.placement.problem = { line, field, ...(column !== undefined ? { column } : {}) };
  if (bad instanceof UnknownWord) b.placement.problem.unknown = { word: bad.word, vocabulary: bad.vocabulary };
  problemReasons.set(b, why);
}

const problemReasons = new WeakMap<Building, Reason>();

/**
 * A hand at MAX_EVENTS given one more: refused as the schema refuses it, on that event's line, and its events
 * dropped; the rest are counted, never held (a hand of 600,000 rows once held them all, 345 MB).
 */
function tooMany(b: Building, line: number): boolean {
  if (b.events.length < MAX_EVENTS) return false;
  problemOnce(b, line, undefined, 'events', reason('schema.too-many-events', { n: MAX_EVENTS + 1, max: MAX_EVENTS }));
  b.over = 1;
  b.events = [];
  b.placement.eventAt = [];
  b.placement.eventFrom = [];
  return true;
}

function finish(b: Building): MappedRecord {
  if (b.over !== undefined) problemReasons.set(b, reason('schema.too-many-events', { n: MAX_EVENTS + b.over, max: MAX_EVENTS }));
  const p = b.placement;
  if (p.problem) {
    return { kind: 'unreadable', line: p.problem.line, index: p.index, field: p.problem.field, reason: problemReasons.get(b)!, placement: p };
  }
  return { kind: 'hand', value: { ...b.hand, events: b.events }, line: p.line, index: p.index, placement: p };
}

/** Puts each number's source text where JSON.parse left a number that may not be it (record-text.ts's paths). */
function withNumberTexts(value: unknown, texts: NumberTexts): void {
  for (const [path, text] of texts) {
    const steps: (string | number)[] = [];
    for (const part of path.split('.')) {
      const m = /^([^[\]]*)((?:\[\d+\])*)$/.exec(part);
      if (!m) { steps.push(part); continue; }
      if (m[1] !== '') steps.push(m[1]!);
      for (const i of m[2]!.matchAll(/\[(\d+)\]/g)) steps.push(Number(i[1]));
    }
    const last = steps.pop();
    let v: unknown = value;
    for (const st of steps) {
      if (typeof v !== 'object' || v === null) break;
      v = (v as Record<string | number, unknown>)[st];
    }
    if (last === undefined || typeof v !== 'object' || v === null) continue;
    const holder = v as Record<string | number, unknown>;
    if (typeof holder[last] === 'number') holder[last] = text;
  }
}
