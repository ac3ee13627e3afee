export interface CheckProblem {
  /** The hand-log field (`events[3].type`) without the event index: problems group by kind. */
  field: string;
  column?: string;
  reason: string;
  count: number;
  first_line: number;
}

export interface CheckReport {
  hands: number;
  convertible: number;
  /** Columns of the header no field of the mapping reads (CSV). */
  unmapped: string[];
  /** Words met in the export that a vocabulary does not list, by vocabulary and column. */
  unknown: { vocabulary: string; column?: string; word: string; count: number; first_line: number }[];
  /** Values that do not convert, or hands the hand-log format refuses once converted. */
  problems: CheckProblem[];
  fileNotes: string[];
  /** Rows (or JSON events) the mapping says are not events (type mapped to null). */
  skipped: number;
}

/** `veedor map check`'s listing of what in an export does not fit its mapping. */
export function checkText(r: CheckReport, file: string): string {
  const out: string[] = [];
  out.push(`${file}: ${r.hands} hands read, ${r.convertible} convert to valid hand-log hands, ${r.hands - r.convertible} do not`);
  for (const n of r.fileNotes) out.push(`  file: ${n}`);
  out.push(r.unmapped.length === 0 ? '  every column is mapped' : `  columns not mapped (${r.unmapped.length}): ${r.unmapped.join(', ')}`);
  if (r.skipped > 0) out.push(`  ${r.skipped} rows or events are not events by the mapping (type mapped to null) and are skipped`);
  if (r.unknown.length > 0) {
    out.push('  words not in a vocabulary (add them to the vocabulary, or null in type to skip such rows):');
    for (const u of r.unknown) out.push(`    ${u.vocabulary}: "${u.word}"${u.column !== undefined ? ` in column ${u.column}` : ''}, ${u.count} time(s), first at line ${u.first_line}`);
  }
  if (r.problems.length > 0) {
    out.push('  values that do not convert, or hands the hand-log format refuses:');
    for (const p of r.problems) out.push(`    ${p.field}${p.column !== undefined ? ` (column ${p.column})` : ''}: ${p.reason}; ${p.count} time(s), first at line ${p.first_line}`);
  }
  return out.join('\n');
}
