import { parseRecord } from '../audit/record.js';
import type { CompiledMapping } from '../engine/input/mapping/compile.js';
import { MappedReader } from '../engine/input/mapping/reader.js';
import type { CheckProblem, CheckReport } from '../reports/listings/map-check.js';
import { renderReason } from '../engine/core/reasons.js';
import type { Reason } from '../engine/core/reasons.js';
import type { BothLangs } from '../reports/listings/map-check.js';

export type { CheckProblem, CheckReport } from '../reports/listings/map-check.js';

const MAX_KINDS = 200;

const both = (r: Reason): BothLangs => ({ es: renderReason(r, 'es'), en: renderReason(r, 'en') });

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
    unknown: [], problems: [], fileNotes: [], mappingNotes: sharedColumns(mapping), skipped: 0,
  };
  const unknown = new Map<string, CheckReport['unknown'][number]>();
  const problems = new Map<string, CheckProblem>();
  const note = (field: string, column: string | undefined, reason: BothLangs, line: number) => {
    const generic = field.replace(/\[\d+\]/g, '[]');
    const key = `${generic}\u0000${column ?? ''}\u0000${reason.en}`;
    const known = problems.get(key);
    if (known) known.count++;
    else if (problems.size < MAX_KINDS) problems.set(key, { field: generic, ...(column !== undefined ? { column } : {}), reason, count: 1, first_line: line });
  };
  for await (const rec of reader.read(path)) {
    if (rec.kind === 'file-problem') {
      report.fileNotes.push({ ...(rec.line !== undefined ? { line: rec.line } : {}), reason: both(rec.reason) });
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
        note(rec.field ?? '', p?.problem?.column, both(rec.reason), rec.line);
      }
      continue;
    }
    if (rec.kind !== 'hand') continue;
    const parsed = parseRecord(rec.value, { path, line: rec.line, index: rec.index }, { tables: opts.tables });
    if (parsed.kind === 'invalid') {
      const placed = reader.place(parsed.finding);
      const field = (parsed.finding as { field?: string }).field ?? '';
      const m = parsed.finding.message;
      const reason = { es: m.es.replace(/^[^:]*\): /, ''), en: m.en.replace(/^[^:]*\): /, '') };
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

/**
 * Two of a hand's own fields read from one plain column (`hand.dealer_id` and `hand.shoe_id` both "Shoe", hostile31):
 * every hand would carry the one value as both, which no check of the hands can tell from a real pair. The columns
 * left unmapped only hint at it; said as a note of the mapping, naming the fields and the column.
 */
function sharedColumns(mapping: CompiledMapping): BothLangs[] {
  const byColumn = new Map<string, string[]>();
  for (const f of mapping.hand) {
    if (f.refs.length !== 1) continue;
    byColumn.set(f.refs[0]!, [...(byColumn.get(f.refs[0]!) ?? []), f.where]);
  }
  return [...byColumn].filter(([, fields]) => fields.length > 1).map(([column, fields]) => ({
    es: `${listed(fields, 'y')} se leen de la misma columna "${column}": cada mano llevaría un solo valor en ${fields.length === 2 ? 'los dos campos' : 'todos esos campos'}; asigne a cada campo su propia columna`,
    en: `${listed(fields, 'and')} ${fields.length === 2 ? 'both' : 'all'} read column "${column}": every hand would carry one value as ${fields.length === 2 ? 'both' : 'each'}; give each field its own column`,
  }));
}

/** `a, b and c`: a list as a sentence says it. */
function listed(xs: readonly string[], and: string): string {
  return xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} ${and} ${xs[xs.length - 1]}`;
}
