import type { Lang } from '../../engine/core/engine-types.js';
import type { LogFormat } from '../../engine/input/readers.js';
import { validate } from '../../app/validate.js';
import { validateText } from '../../reports/listings/validate.js';
import { loadTables } from '../load-tables.js';
import { checkInputs, checkLogNames } from '../inputs.js';
import { spoolStdin } from '../stdin.js';

/** `veedor validate`: the hand-log format only (schema, cards, amounts); exit 0 all valid, 1 some rejected. */
export async function validateCommand(files: string[], o: { lang: Lang; tables?: string; input?: LogFormat }): Promise<{ text: string; code: number }> {
  checkInputs(files, 'validate');
  checkLogNames(files, o.input);
  const tables = loadTables(o.tables);
  const input = await spoolStdin(files, o.input);
  const r = await validate({ files: input.files, names: input.names, tables, format: o.input });
  // A file with a problem of its own (empty, binary, not UTF-8, a damaged .gz) is 1, as the audit's input finding makes it there.
  const fileProblem = r.files.some((f) => f.problems.some((p) => p.kind === 'file-problem'));
  return { text: validateText(r, o.lang), code: r.rejected > 0 || fileProblem ? 1 : 0 };
}
