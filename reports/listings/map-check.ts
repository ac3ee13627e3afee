import type { Lang } from '../../engine/core/engine-types.js';
import { count } from '../../engine/core/plural.js';
import type { Noun } from '../../engine/core/plural.js';
import { clippedCell } from '../../engine/input/mapping/errors.js';

/** A text in both languages: the listing picks the one of --lang. */
export interface BothLangs {
  es: string;
  en: string;
}

export interface CheckProblem {
  /** The hand-log field (`events[3].type`) without the event index: problems group by kind. */
  field: string;
  column?: string;
  reason: BothLangs;
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
  fileNotes: { line?: number; reason: BothLangs }[];
  /** What in the mapping itself looks like a slip, though valid (two of a hand's fields read from one column). */
  mappingNotes: BothLangs[];
  /** Rows (or JSON events) the mapping says are not events (type mapped to null). */
  skipped: number;
}

const TIMES: Noun = { es: ['vez', 'veces'], en: ['time', 'times'] };
const ROWS: Noun = { es: ['fila o evento', 'filas o eventos'], en: ['row or event', 'rows or events'] };
const HANDS: Noun = { es: ['mano leída', 'manos leídas'], en: ['hand read', 'hands read'] };

const WORDS = {
  es: {
    valid: (map: string) => `${map}: la correspondencia es válida`,
    head: (file: string, hands: number, ok: number, bad: number) => `${file}: ${count(hands, HANDS, 'es')}, ${ok} ${ok === 1 ? 'se convierte en una mano válida' : 'se convierten en manos válidas'} del formato hand-log, ${bad} no`,
    fileNote: (line: number | undefined, reason: string) => `  archivo: ${line !== undefined ? `línea ${line}: ` : ''}${reason}`,
    mappingNote: (reason: string) => `  correspondencia: ${reason}`,
    allMapped: '  cada columna está asignada',
    unmapped: (cols: string[]) => `  columnas sin asignar (${cols.length}): ${cols.join(', ')}`,
    skipped: (n: number) => `  ${count(n, ROWS, 'es')} no ${n === 1 ? 'es un evento' : 'son eventos'} según la correspondencia (type asignado a null) y se ${n === 1 ? 'omite' : 'omiten'}`,
    unknownHead: '  palabras que ningún vocabulario recoge (añádalas al vocabulario, o null en type para omitir esas filas):',
    unknown: (u: CheckReport['unknown'][number]) => `    ${u.vocabulary}: "${clippedCell(u.word)}"${u.column !== undefined ? ` en la columna ${u.column}` : ''}, ${count(u.count, TIMES, 'es')}, la primera en la línea ${u.first_line}`,
    problemsHead: '  valores que no se convierten, o manos que el formato hand-log rechaza:',
    problem: (p: CheckProblem) => `    ${p.field}${p.column !== undefined ? ` (columna ${p.column})` : ''}: ${p.reason.es}; ${count(p.count, TIMES, 'es')}, la primera en la línea ${p.first_line}`,
  },
  en: {
    valid: (map: string) => `${map}: the mapping is valid`,
    head: (file: string, hands: number, ok: number, bad: number) => `${file}: ${count(hands, HANDS, 'en')}, ${ok} ${ok === 1 ? 'converts to a valid hand-log hand' : 'convert to valid hand-log hands'}, ${bad} ${bad === 1 ? 'does' : 'do'} not`,
    fileNote: (line: number | undefined, reason: string) => `  file: ${line !== undefined ? `line ${line}: ` : ''}${reason}`,
    mappingNote: (reason: string) => `  mapping: ${reason}`,
    allMapped: '  every column is mapped',
    unmapped: (cols: string[]) => `  columns not mapped (${cols.length}): ${cols.join(', ')}`,
    skipped: (n: number) => `  ${count(n, ROWS, 'en')} ${n === 1 ? 'is not an event' : 'are not events'} by the mapping (type mapped to null) and ${n === 1 ? 'is' : 'are'} skipped`,
    unknownHead: '  words not in a vocabulary (add them to the vocabulary, or null in type to skip such rows):',
    unknown: (u: CheckReport['unknown'][number]) => `    ${u.vocabulary}: "${clippedCell(u.word)}"${u.column !== undefined ? ` in column ${u.column}` : ''}, ${count(u.count, TIMES, 'en')}, first at line ${u.first_line}`,
    problemsHead: '  values that do not convert, or hands the hand-log format refuses:',
    problem: (p: CheckProblem) => `    ${p.field}${p.column !== undefined ? ` (column ${p.column})` : ''}: ${p.reason.en}; ${count(p.count, TIMES, 'en')}, first at line ${p.first_line}`,
  },
} as const;

/** `veedor map check`'s listing of what in an export does not fit its mapping, in the language asked for. */
export function checkText(r: CheckReport, map: string, file: string, lang: Lang): string {
  const w = WORDS[lang];
  const out: string[] = [w.valid(map), w.head(file, r.hands, r.convertible, r.hands - r.convertible)];
  for (const n of r.mappingNotes) out.push(w.mappingNote(n[lang]));
  for (const n of r.fileNotes) out.push(w.fileNote(n.line, n.reason[lang]));
  out.push(r.unmapped.length === 0 ? w.allMapped : w.unmapped(r.unmapped));
  if (r.skipped > 0) out.push(w.skipped(r.skipped));
  if (r.unknown.length > 0) {
    out.push(w.unknownHead);
    for (const u of r.unknown) out.push(w.unknown(u));
  }
  if (r.problems.length > 0) {
    out.push(w.problemsHead);
    for (const p of r.problems) out.push(w.problem(p));
  }
  return out.join('\n');
}
