import type { Lang } from '../../engine/core/engine-types.js';
import { terminalSafe } from '../terminal-safe.js';
import { renderReason } from '../../engine/core/reasons.js';
import type { Reason } from '../../engine/core/reasons.js';
import { NOUNS, count, plural } from '../../engine/core/plural.js';

/** Why a record (or the file) did not pass the hand-log format, where the log holds it. */
export type ValidationProblem =
  | { kind: 'file-problem'; line?: number; reason: Reason }
  | { kind: 'unreadable'; line: number; handId?: string; field?: string; reason: Reason }
  | { kind: 'invalid'; line: number; handId?: string; field?: string; reason: Reason };

export interface FileValidation {
  path: string;
  /** Records read (every record but a file problem). */
  read: number;
  rejected: number;
  /** In log order. */
  problems: ValidationProblem[];
}

export interface ValidateResult {
  files: FileValidation[];
  /** Records rejected in all the files. */
  rejected: number;
}

/** `veedor validate`'s listing: each problem on its line, then each file's counts. */
export function validateText(r: ValidateResult, lang: Lang): string {
  const lines: string[] = [];
  for (const { path, read, rejected, problems } of r.files) {
    for (const problem of problems) {
      const p = { ...problem, reason: renderReason(problem.reason, lang) };
      if (p.kind === 'file-problem') lines.push(`${path}${p.line ? ':' + p.line : ''}: ${p.reason}`);
      else lines.push(`${path}:${p.line}: ${p.handId ? p.handId + ' ' : ''}${p.field ? '[' + p.field + '] ' : ''}${p.reason}`);
    }
    const valid = read - rejected;
    lines.push(`${path}: ${count(read, NOUNS.hand, lang)} ${plural(read, NOUNS.read, lang)}, ${valid} ${plural(valid, NOUNS.valid, lang)}, ${rejected} ${plural(rejected, NOUNS.rejected, lang)}`);
  }
  // Each line names a file and carries a reason quoting the log: one terminal sanitizer, so neither can forge a line.
  return lines.map(terminalSafe).join('\n');
}
