import type { HandRecord, SourceRef } from '../engine/core/types.js';
import type { InputProblem } from '../engine/input/normalize.js';
import { parseLine, readLogLines } from '../engine/input/readers.js';
import type { LogFormat, RawOrLine } from '../engine/input/readers.js';
import type { RecordReader } from './auditor.js';
import type { Finding } from './findings.js';
import { parseRecord } from './record.js';
import type { ParseOptions } from './record.js';
import type { Reason } from '../engine/core/reasons.js';

/** A record of a log once read and checked against the hand-log format: a hand ready to audit, or why not. */
export type CheckedRecord =
  | { kind: 'unreadable'; source: SourceRef; field?: string; handId?: string; namedId?: string; reason: Reason }
  | { kind: 'invalid'; source: SourceRef; handId?: string; problem: InputProblem; finding: Finding }
  | { kind: 'hand'; source: SourceRef; hand: HandRecord };

/**
 * The records of one log as the audit reads them: through a foreign export's mapping when there is
 * one, else the native reader of its format (NDJSON lines left as text until `checkRecord`).
 */
export function logRecords(path: string, format: LogFormat, reader?: RecordReader, onRead?: (bytes: number) => void): AsyncIterable<RawOrLine> {
  return reader ? reader.read(path) : readLogLines(path, format, onRead);
}

/**
 * One record read from `path`, parsed and checked against the format (schema, cards, amounts): the one
 * path from a record to a hand, shared by the audit and `veedor validate`.
 */
export function checkRecord(path: string, read: Exclude<RawOrLine, { kind: 'file-problem' }>, opts: ParseOptions): CheckedRecord {
  const rec = read.kind === 'line' ? parseLine(read.text, read.line, read.index) : read;
  const source: SourceRef = { path, line: rec.line, index: rec.index };
  if (rec.kind === 'unreadable') return { kind: 'unreadable', source, ...(rec.field !== undefined ? { field: rec.field } : {}), ...(rec.handId !== undefined ? { handId: rec.handId } : {}), ...(rec.namedId !== undefined ? { namedId: rec.namedId } : {}), reason: rec.reason };
  const parsed = parseRecord(rec.value, source, opts, rec.texts, rec.sound, rec.lines);
  // A rejection cites the line of the field's own row (a CSV hand's later row), which its finding carries.
  return parsed.kind === 'invalid' ? { ...parsed, source: parsed.finding.source } : { kind: 'hand', source, hand: parsed.hand };
}
