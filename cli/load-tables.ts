import { UsageError } from './usage-error.js';
import { tableProblem } from '../engine/input/normalize.js';
import { FileTooLargeError, NotRegularFileError, readSmallRegularFile } from '../engine/core/regular-file.js';
import { reasonText } from '../engine/core/reasons.js';

/** A tables file describes a casino's tables: a few kilobytes. Past this it is not one (or /dev/urandom). */
export const MAX_TABLES_BYTES = 16 * 1024 * 1024;

/**
 * Reads a tables file: `{ "tables": { "<table_id>": { ... } } }`. A file that does not parse, is not a
 * regular file (a FIFO, /dev/zero) or is over MAX_TABLES_BYTES stops the run (exit 2).
 */
export function loadTables(path: string | undefined): Map<string, Record<string, unknown>> | undefined {
  if (!path) return undefined;
  let text: string;
  try {
    text = readSmallRegularFile(path, MAX_TABLES_BYTES).toString('utf8');
  } catch (e) {
    if (e instanceof NotRegularFileError) throw new UsageError(`the tables file ${path} is ${e.kind}, not a regular file: nothing read from it`);
    if (e instanceof FileTooLargeError) throw new UsageError(`the tables file ${e.message}`);
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new UsageError(`the tables file ${path} does not exist`);
    throw new UsageError(`cannot read the tables file ${path}: ${(e as Error).message}`);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\ufeff/, ''));
  } catch (e) {
    throw new UsageError(`the tables file ${path} is not valid JSON: ${(e as Error).message}`);
  }
  const tables = (doc as { tables?: unknown })?.tables;
  if (typeof tables !== 'object' || tables === null || Array.isArray(tables)) {
    throw new UsageError(`the tables file ${path} must be {"tables": {"<table_id>": {...}}}`);
  }
  const out = new Map<string, Record<string, unknown>>();
  for (const [id, cfg] of Object.entries(tables as Record<string, unknown>)) {
    if (typeof cfg !== 'object' || cfg === null || Array.isArray(cfg)) {
      throw new UsageError(`the tables file ${path}: table "${id}" must be an object`);
    }
    const problem = tableProblem(cfg);
    if (problem) throw new UsageError(`the tables file ${path}: table "${id}"${problem.field ? `, ${problem.field}` : ''}: ${reasonText(problem.reason)}`);
    out.set(id, cfg as Record<string, unknown>);
  }
  return out;
}
