import { importExport } from '../../app/import.js';
import type { ImportProblem, ImportResult } from '../../app/import.js';
import { checkOutputs } from '../output-paths.js';
import { OutputFile } from '../output-file.js';
import { note, noteWrote } from '../say.js';
import { renderReason } from '../../engine/core/reasons.js';
import type { Words } from '../usage-error.js';
import { checkInputs } from '../inputs.js';
import { mappedReader } from '../mapped-reader.js';
import { NOUNS, count } from '../../engine/core/plural.js';

/**
 * `veedor import --map M export --out log.ndjson`: the export converted to the hand-log format, one
 * hand a line, so the converted evidence can be kept and hashed. Written through the shared output
 * path (cli/output-paths.ts, cli/output-file.ts): checked against the export and the mapping (path,
 * symbolic link, hard link), written to a temp file and renamed into place. A record the mapping
 * cannot convert is not written: it is named on stderr with its line, column and reason (exit 1); the
 * hand-log format's own checks are the audit's, which reports them the same way from either file. A problem
 * with the file itself (empty, binary, a header alone) is named on stderr too, and is exit 1: 0 means all converted.
 */
export async function importCommand(file: string, o: { map: string; out: string }): Promise<number> {
  checkInputs([file]);
  const [target] = checkOutputs([{ option: '--out', path: o.out }], [
    { path: file, role: { es: 'la exportación que lee este comando', en: 'the export this command reads' } },
    { path: o.map, role: { es: 'la correspondencia de importación', en: 'the import mapping' } },
  ]);
  const reader = await mappedReader(o.map, [file]);
  const output = OutputFile.open(target!);
  let result: ImportResult;
  try {
    await output.write(async (out) => {
      result = await importExport(file, reader, out, (p) => note(problemText(file, p)));
    });
  } finally {
    output.abort();
  }
  const { written, rejected, skipped, fileProblems } = result!;
  noteWrote(o.out, {
    es: count(written, NOUNS.hand, 'es') +
      (skipped > 0 ? `; ${skipped} ${skipped === 1 ? 'fila omitida: no es un evento' : 'filas omitidas: no son eventos'} (type asignado a null)` : '') +
      (rejected > 0 ? `; ${rejected} ${rejected === 1 ? 'registro no convertido (listado arriba)' : 'registros no convertidos (listados arriba)'}` : '') +
      (fileProblems > 0 ? `; ${fileProblems} ${fileProblems === 1 ? 'problema del archivo (indicado arriba)' : 'problemas del archivo (indicados arriba)'}` : ''),
    en: count(written, NOUNS.hand, 'en') +
      (skipped > 0 ? `; ${skipped} ${skipped === 1 ? 'row skipped as not an event' : 'rows skipped as not events'} (type mapped to null)` : '') +
      (rejected > 0 ? `; ${rejected} ${rejected === 1 ? 'record' : 'records'} not converted (listed above)` : '') +
      (fileProblems > 0 ? `; ${fileProblems} ${fileProblems === 1 ? 'problem with the file' : 'problems with the file'} (said above)` : ''),
  });
  // A problem with the file (empty, binary, a header alone) is what it held not converted: exit 1, as audit --map.
  return rejected > 0 || fileProblems > 0 ? 1 : 0;
}

/** "export.csv:12 column 4 [events[2].amount]: not converted: …", in both languages. */
function problemText(file: string, p: ImportProblem): Words {
  const words = (lang: 'es' | 'en'): string => {
    const why = renderReason(p.reason, lang);
    if (p.kind === 'file-problem') return `${file}${p.line !== undefined ? `:${p.line}` : ''}: ${why}`;
    const column = p.column === undefined ? '' : lang === 'es' ? ` columna ${p.column}` : ` column ${p.column}`;
    return `${file}:${p.line}${column}${p.field ? ` [${p.field}]` : ''}: ${lang === 'es' ? 'no convertido' : 'not converted'}: ${why}`;
  };
  return { es: words('es'), en: words('en') };
}
