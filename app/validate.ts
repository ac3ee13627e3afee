import { formatOf } from '../engine/input/readers.js';
import type { LogFormat } from '../engine/input/readers.js';
import { checkRecord, logRecords } from '../audit/read-records.js';
import { HandClaims, LogKeys } from '../audit/admission.js';
import type { FileValidation, ValidateResult } from '../reports/listings/validate.js';

export type { FileValidation, ValidateResult, ValidationProblem } from '../reports/listings/validate.js';

export interface ValidateOptions {
  files: string[];
  /** Posted table configurations, by table_id (a tables file's "tables"). */
  tables?: Map<string, Record<string, unknown>>;
  /** The logs' format (default: from each file's name). */
  format?: LogFormat;
  /** The name a file's problems carry where it is not its path (the standard input's copy: `<stdin>`). */
  names?: ReadonlyMap<string, string>;
}

/**
 * Checks logs against the hand-log format only (schema, cards, amounts), without auditing the play:
 * each record read and checked as the audit reads and checks it (audit/read-records.ts).
 */
export async function validate(o: ValidateOptions): Promise<ValidateResult> {
  const files: FileValidation[] = [];
  // A repeat is rejected as the audit rejects it (audit/admission.ts HandClaims): hand_id is unique within the log (a
  // file, or a copy of its bytes), and a hand of another log with the same table, id and start is the same hand.
  const claims = new HandClaims(new LogKeys(), (path) => o.names?.get(path) ?? path, o.files.length === 1);
  for (const path of o.files) {
    const name = o.names?.get(path) ?? path;
    // As the audit meets it: a compressed copy of a log read before is that log.
    await claims.logs.prepare(path);
    const file: FileValidation = { path: name, read: 0, rejected: 0, problems: [] };
    files.push(file);
    for await (const read of logRecords(path, formatOf(path, o.format))) {
      if (read.kind === 'file-problem') {
        file.problems.push(read.line !== undefined ? { kind: 'file-problem', line: read.line, reason: read.reason } : { kind: 'file-problem', reason: read.reason });
        continue;
      }
      file.read++;
      const rec = checkRecord(name, read, { tables: o.tables });
      if (rec.kind === 'hand') {
        // Claimed under the path read (the log's key), placed and named by the name it is cited by.
        const repeat = claims.claim(rec.hand, { ...rec.source, path });
        if (repeat === undefined) continue;
        file.rejected++;
        file.problems.push({ kind: 'invalid', line: rec.source.line!, handId: rec.hand.hand_id, field: 'hand_id', reason: repeat });
        continue;
      }
      file.rejected++;
      const line = rec.source.line!;
      if (rec.kind === 'unreadable') {
        claims.noteRejected(rec.handId, path);
        file.problems.push({ kind: 'unreadable', line, ...(rec.handId !== undefined ? { handId: rec.handId } : {}), ...(rec.field !== undefined ? { field: rec.field } : {}), reason: rec.reason });
      } else {
        // A record that failed the format still claims its hand_id, as in the audit (audit/admission.ts).
        claims.noteRejected(rec.handId, path);
        file.problems.push({ kind: 'invalid', line, handId: rec.handId, field: rec.problem.field, reason: rec.problem.reason });
      }
    }
  }
  return { files, rejected: files.reduce((n, f) => n + f.rejected, 0) };
}
