import { parseRecord } from '../audit/record.js';
import type { CompiledMapping } from '../engine/input/mapping/compile.js';
import { MappedReader } from '../engine/input/mapping/reader.js';

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

const MAX_KINDS = 200;

/**
 * Reads an export (or its first `rows` hands) through a mapping the way `audit --map` would and says
 * what does not fit: columns nothing reads, words no vocabulary lists, values that do not convert and
 * hands the hand-log format would refuse. Nothing is audited.
 */
export async function checkExport(mapping: CompiledMapping, path: string, opts: { rows?: number; tables?: Map<string, Record<string, unknown>> } = {}): Promise<CheckReport> {
  const reader = new MappedReader(mapping);
  const header = (await reader.checkHeader(path)) ?? [];
  const report: CheckReport = {
    hands: 0, convertible: 0,
    unmapped: header.filter((h) => h !== '' && !mapping.columns.has(h)),
    unknown: [], problems: [], fileNotes: [], skipped: 0,
  };
  const unknown = new Map<string, CheckReport['unknown'][number]>();
  const problems = new Map<string, CheckProblem>();
  const note = (field: string, column: string | undefined, reason: string, line: number) => {
    const generic = field.replace(/\[\d+\]/g, '[]');
    const key = `${generic}\u0000${column ?? ''}\u0000${reason}`;
    const known = problems.get(key);
    if (known) known.count++;
    else if (problems.size < MAX_KINDS) problems.set(key, { field: generic, ...(column !== undefined ? { column } : {}), reason, count: 1, first_line: line });
  };
  for await (const rec of reader.read(path)) {
    if (rec.kind === 'file-problem') {
      report.fileNotes.push(`${rec.line !== undefined ? `line ${rec.line}: ` : ''}${rec.reason}`);
      continue;
    }
    if (opts.rows !== undefined && report.hands >= opts.rows) break;
    report.hands++;
    const p = rec.placement;
    if (rec.kind === 'unreadable') {
      const u = p?.problem?.unknown;
      if (u) {
        const key = `${u.vocabulary}\u0000${p.problem!.column ?? ''}\u0000${u.word}`;
        const known = unknown.get(key);
        if (known) known.count++;
        else if (unknown.size < MAX_KINDS) unknown.set(key, { vocabulary: u.vocabulary, ...(p.problem!.column !== undefined ? { column: p.problem!.column } : {}), word: u.word, count: 1, first_line: rec.line });
      } else {
        note(rec.field ?? '', p?.problem?.column, rec.reason, rec.line);
      }
      continue;
    }
    if (rec.kind !== 'hand') continue;
    const parsed = parseRecord(rec.value, { path, line: rec.line, index: rec.index }, { tables: opts.tables });
    if (parsed.kind === 'invalid') {
      const placed = reader.place(parsed.finding);
      const field = (parsed.finding as { field?: string }).field ?? '';
      const reason = parsed.finding.message.en.replace(/^[^:]*\): /, '');
      note(field, placed.source.column, reason, placed.source.line ?? rec.line);
      continue;
    }
    report.convertible++;
  }
  report.skipped = reader.skipped;
  report.unknown = [...unknown.values()];
  report.problems = [...problems.values()];
  return report;
}

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
