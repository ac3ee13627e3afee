import type { Writable } from 'node:stream';
import { once } from 'node:events';
import type { MappedReader } from '../engine/input/mapping/reader.js';
import type { Reason } from '../engine/core/reasons.js';

/**
 * A record of the export that was not converted (or a problem with the file itself), where the export
 * holds it; the reason as a code and its data, worded by the caller in the reader's language (renderReason).
 */
export type ImportProblem =
  | { kind: 'file-problem'; line?: number; reason: Reason }
  | { kind: 'not-converted'; line: number; column?: string; field?: string; reason: Reason };

export interface ImportResult {
  /** Hands written, one a line. */
  written: number;
  /** Records the mapping could not convert (each reported through `onProblem`). */
  rejected: number;
  /** Rows (or JSON events) the mapping says are not events (type mapped to null). */
  skipped: number;
  /**
   * Problems with the file itself (empty, binary, UTF-16, a header alone, a JSON list not closed), each reported
   * through `onProblem`: what the export held there was not converted, as `audit --map` gives the file a note.
   */
  fileProblems: number;
}

/**
 * A casino system's export converted to the hand-log format through its mapping, one hand a line
 * (NDJSON) on `out`. A record the mapping cannot convert is not written: it goes to `onProblem`, in
 * log order; the hand-log format's own checks are the audit's.
 */
export async function importExport(file: string, reader: MappedReader, out: Writable, onProblem: (p: ImportProblem) => void): Promise<ImportResult> {
  let written = 0;
  let rejected = 0;
  let fileProblems = 0;
  for await (const rec of reader.read(file)) {
    if (rec.kind === 'file-problem') {
      fileProblems++;
      onProblem(rec.line !== undefined ? { kind: 'file-problem', line: rec.line, reason: rec.reason } : { kind: 'file-problem', reason: rec.reason });
      continue;
    }
    if (rec.kind === 'unreadable') {
      rejected++;
      const column = rec.placement?.problem?.column;
      onProblem({ kind: 'not-converted', line: rec.line, ...(column !== undefined ? { column } : {}), ...(rec.field ? { field: rec.field } : {}), reason: rec.reason });
      continue;
    }
    if (rec.kind !== 'hand') continue;
    if (!out.write(JSON.stringify(rec.value) + '\n')) await once(out, 'drain');
    written++;
  }
  return { written, rejected, skipped: reader.skipped, fileProblems };
}
