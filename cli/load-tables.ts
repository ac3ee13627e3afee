import { UsageError } from './usage-error.js';
import { jsonFileText } from './config.js';
import { jsonTextFailure } from '../engine/core/read-failure.js';
import { numberTextProblem, tableProblem } from '../engine/input/normalize.js';
import { checkRecordText, memberCount, repeatedKey } from '../engine/input/record-text.js';
import type { NumberTexts } from '../engine/input/record-text.js';
import { FileTooLargeError, NotRegularFileError, kindWords, readSmallRegularFile } from '../engine/core/regular-file.js';
import { reason, renderReason } from '../engine/core/reasons.js';
import { systemWordsIn } from '../engine/core/system-words.js';
import { fileIsInstead, fileKind } from '../engine/input/file-kind.js';

/** A tables file describes a casino's tables: a few kilobytes. Past this it is not one (or /dev/urandom). */
export const MAX_TABLES_BYTES = 16 * 1024 * 1024;

/**
 * Reads a tables file: `{ "tables": { "<table_id>": { ... } } }`. A file that does not parse, is not a
 * regular file (a FIFO, /dev/zero) or is over MAX_TABLES_BYTES stops the run (exit 2).
 */
export function loadTables(path: string | undefined): Map<string, Record<string, unknown>> | undefined {
  if (!path) return undefined;
  let bytes: Buffer;
  try {
    bytes = readSmallRegularFile(path, MAX_TABLES_BYTES);
  } catch (e) {
    if (e instanceof NotRegularFileError) throw new UsageError({ es: `el archivo de mesas ${path} es ${kindWords(e.kind).es}, no un archivo normal: no se leyó nada de él`, en: `the tables file ${path} is ${e.kind}, not a regular file: nothing read from it` });
    if (e instanceof FileTooLargeError) throw new UsageError({ es: `el archivo de mesas ${e.words.es}`, en: `the tables file ${e.words.en}` });
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new UsageError({ es: `el archivo de mesas ${path} no existe`, en: `the tables file ${path} does not exist` });
    const why = systemWordsIn(e as Error);
    throw new UsageError({ es: `no se puede leer el archivo de mesas ${path}: ${why.es}`, en: `cannot read the tables file ${path}: ${why.en}` });
  }
  // An audit store, a PDF report, an archive given as the tables file: said as what it is (it was "is not UTF-8 ...
  // (Latin-1?); save it as UTF-8", advice that turns no database into a tables file).
  const kind = fileKind(bytes);
  if (kind) {
    const r = reason('tables.is-kind', { path, kind });
    throw new UsageError({ es: renderReason(r, 'es'), en: renderReason(r, 'en') });
  }
  const text = jsonFileText(path, bytes, { es: 'el archivo de mesas', en: 'the tables file' });
  let doc: unknown;
  const json = text.replace(/^\ufeff/, '');
  try {
    doc = JSON.parse(json);
  } catch (e) {
    notTablesFile(path, json);
    const what = jsonTextFailure(json, e);
    throw new UsageError({
      es: `el archivo de mesas ${path} ${what.es}: dé con --tables el archivo {"tables": {"<table_id>": {...}}}`,
      en: `the tables file ${path} ${what.en}: give with --tables the file {"tables": {"<table_id>": {...}}}`,
    });
  }
  // Read as a hand's inline table is read (engine/input/readers.ts): a key written twice (a table posted twice, a
  // commission given twice) says two things and JSON.parse keeps the last; a number is judged by its text.
  const check = checkRecordText(json);
  if (!check.ok && check.reason.code === 'record.too-deep') {
    // Said of the tables file, not of "a hand" (the reason's words are the readers').
    const n = check.reason.data?.['n'];
    throw new UsageError({ es: `el archivo de mesas ${path} anida más de ${n} niveles: no es {"tables": {...}}`, en: `the tables file ${path} nests deeper than ${n} levels: it is not {"tables": {...}}` });
  }
  if (!check.ok) throw new UsageError({ es: `el archivo de mesas ${path}: ${renderReason(check.reason, 'es')}`, en: `the tables file ${path}: ${renderReason(check.reason, 'en')}` });
  if (memberCount(doc) !== check.keys) {
    const twice = repeatedKey(json);
    if (twice) {
      const r = reason('json.repeated-key', { key: JSON.stringify(twice.key) });
      throw new UsageError({ es: `el archivo de mesas ${path}, ${twice.path}: ${renderReason(r, 'es')}`, en: `the tables file ${path}, ${twice.path}: ${renderReason(r, 'en')}` });
    }
  }
  const tables = (doc as { tables?: unknown })?.tables;
  if (typeof tables !== 'object' || tables === null || Array.isArray(tables)) {
    notTablesFile(path, json);
    throw new UsageError({ es: `el archivo de mesas ${path} debe ser {"tables": {"<table_id>": {...}}}`, en: `the tables file ${path} must be {"tables": {"<table_id>": {...}}}` });
  }
  const out = new Map<string, Record<string, unknown>>();
  // Each table's id as the file writes it, by its canonical form.
  const written = new Map<string, string>();
  for (const [id, cfg] of Object.entries(tables as Record<string, unknown>)) {
    if (typeof cfg !== 'object' || cfg === null || Array.isArray(cfg)) {
      throw new UsageError({ es: `el archivo de mesas ${path}: la mesa "${id}" debe ser un objeto`, en: `the tables file ${path}: table "${id}" must be an object` });
    }
    const problem = textProblem(check.texts, id) ?? tableProblem(cfg);
    if (problem) {
      const field = problem.field ? `, ${problem.field}` : '';
      throw new UsageError({ es: `el archivo de mesas ${path}: mesa "${id}"${field}: ${renderReason(problem.reason, 'es')}`, en: `the tables file ${path}: table "${id}"${field}: ${renderReason(problem.reason, 'en')}` });
    }
    // Keyed as a hand's table_id is kept, in Unicode's canonical form (NFC): `Mesa-Peña` with ñ or with n + U+0303 is
    // one table (engine/input/normalize.ts postedTable). Posted under both, it is posted twice, which says two things.
    const key = id.normalize('NFC');
    const other = written.get(key);
    if (other !== undefined) {
      const [a, b] = [escapedId(other), escapedId(id)];
      throw new UsageError({
        es: `el archivo de mesas ${path} publica la mesa ${JSON.stringify(key)} dos veces, con su id escrito en dos formas Unicode que se ven iguales (${a} y ${b}): publíquela una vez`,
        en: `the tables file ${path} posts table ${JSON.stringify(key)} twice, its id written in two Unicode forms that look alike (${a} and ${b}): post it once`,
      });
    }
    written.set(key, id);
    out.set(key, cfg as Record<string, unknown>);
  }
  return out;
}

/**
 * Stops on a file refused as a tables file that is something else: a hand log (the log and the tables file swapped),
 * Veedor's findings, a mapping. "Unexpected non-whitespace character after JSON at position 3335" (an NDJSON log) or
 * "must be {"tables": ...}" named neither the mix-up nor the file to give.
 */
function notTablesFile(path: string, text: string): void {
  const instead = fileIsInstead(text);
  if (instead === undefined || instead === 'tables') return;
  const r = instead === 'hand-log' ? reason('tables.is-log', { path })
    : instead === 'csv-records' || instead === 'ndjson-records' ? reason('tables.is-records', { path, form: instead === 'csv-records' ? 'CSV' : 'NDJSON' })
    : reason('tables.is-document', { path, kind: instead });
  throw new UsageError({ es: renderReason(r, 'es'), en: renderReason(r, 'en') });
}

/** An id as JSON with every character past ASCII escaped: two forms that print alike shown apart. */
function escapedId(id: string): string {
  return JSON.stringify(id).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A number of table `id` that JSON.parse read inexactly, judged by its text as an inline table's is; its field as tableProblem names it. */
function textProblem(texts: NumberTexts | undefined, id: string): ReturnType<typeof tableProblem> {
  if (!texts) return undefined;
  const prefix = `tables.${id}.`;
  for (const [path, text] of texts) {
    if (!path.startsWith(prefix)) continue;
    const problem = numberTextProblem(new Map([[`table.${path.slice(prefix.length)}`, text]]));
    if (problem) return { ...problem, field: problem.field?.replace(/^table\./, '') };
  }
  return undefined;
}

