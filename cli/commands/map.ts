import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { checkExport } from '../../app/map-check.js';
import { DraftError, draftMapping } from '../../engine/input/mapping/draft.js';
import { checkText } from '../../reports/listings/map-check.js';
import { loadTables } from '../load-tables.js';
import { systemWordsIn } from '../output-file.js';
import { UsageError } from '../usage-error.js';
import { readFailure } from '../../engine/core/read-failure.js';
import { NotRegularFileError } from '../../engine/core/regular-file.js';
import { noteWrote } from '../say.js';
import { checkFolder, outputTarget } from '../output-paths.js';
import { checkInputs } from '../inputs.js';
import { mappedReader } from '../mapped-reader.js';
import type { Lang } from '../../engine/core/engine-types.js';

/**
 * `--rows N` of map init and map check, read by one rule: digits, above 0. map init took anything Number() reads
 * ("1e3", "0x10", " 5 ") where map check refused it.
 */
function rowsOf(text: string): number {
  if (!/^[1-9]\d*$/.test(text)) throw new UsageError({ es: `--rows debe ser un número entero mayor que 0, no "${text}"`, en: `--rows must be a whole number above 0, not "${text}"` });
  return Number(text);
}

export async function mapCheckCommand(file: string, o: { map: string; rows?: string; tables?: string; lang: Lang }): Promise<number> {
  checkInputs([file]);
  if (o.rows !== undefined) rowsOf(o.rows);
  const reader = await mappedReader(o.map, [file]);
  const report = await checkExport(reader.mapping, file, { rows: o.rows !== undefined ? Number(o.rows) : undefined, tables: loadTables(o.tables) });
  process.stdout.write(`${checkText(report, basename(o.map), file, o.lang)}\n`);
  return report.unknown.length === 0 && report.problems.length === 0 && report.fileNotes.length === 0 && report.mappingNotes.length === 0 ? 0 : 1;
}

export async function mapInitCommand(file: string, o: { out?: string; rows?: string; lang: Lang }): Promise<number> {
  checkInputs([file]);
  const rows = rowsOf(o.rows ?? '200');
  // Before the export is read: "-" (it wrote a file named "-"), "", a name ending in "/" are refused as for every output.
  if (o.out !== undefined && !existsSync(o.out)) outputTarget('--out', o.out);
  let draft: Record<string, unknown>;
  try {
    draft = await draftMapping(file, rows, o.lang);
  } catch (e) {
    if (e instanceof NotRegularFileError) throw new UsageError(e.words);
    if (e instanceof DraftError) throw new UsageError({ es: `${file}: ${e.words.es}`, en: `${file}: ${e.words.en}` });
    const why = readFailure(e);
    throw new UsageError({ es: `${file}: ${why.es}`, en: `${file}: ${why.en}` });
  }
  const text = JSON.stringify(draft, null, 2) + '\n';
  if (o.out === undefined) {
    process.stdout.write(text);
    return 0;
  }
  // A draft never replaces a mapping someone may have corrected by hand, nor the export.
  if (existsSync(o.out)) throw new UsageError({ es: `--out ${o.out} ya existe: un borrador nunca se escribe sobre un archivo`, en: `--out ${o.out} exists: a draft is never written over a file` });
  checkFolder('--out', o.out);
  writeAtomically(o.out, text);
  noteWrote(o.out, {
    es: `el borrador de la correspondencia; confirme cada "_guess", sustituya cada "TODO" y luego: veedor map check --map ${o.out} ${file}`,
    en: `the draft mapping; confirm every "_guess", replace every "TODO", then: veedor map check --map ${o.out} ${file}`,
  });
  return 0;
}

/** Text written to a temp file beside `path`, then renamed into place: a reader never sees half a file. */
function writeAtomically(path: string, text: string): void {
  const tmp = join(dirname(resolve(path)), `.${basename(path)}.${process.pid}.tmp`);
  try {
    writeFileSync(tmp, text, { flag: 'wx' });
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    const why = systemWordsIn(e as Error);
    throw new UsageError({ es: `no se puede escribir --out ${path}: ${why.es}`, en: `cannot write --out ${path}: ${why.en}` });
  }
}
