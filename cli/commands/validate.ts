import type { Lang } from '../../engine/core/engine-types.js';
import type { LogFormat } from '../../engine/input/readers.js';
import { validate } from '../../app/validate.js';
import { validateText } from '../../reports/listings/validate.js';
import { loadTables } from '../load-tables.js';
import { checkInputs } from '../inputs.js';

/** `veedor validate`: the hand-log format only (schema, cards, amounts); exit 0 all valid, 1 some rejected. */
export async function validateCommand(files: string[], o: { lang: Lang; tables?: string; input?: LogFormat }): Promise<{ text: string; code: number }> {
  checkInputs(files);
  const r = await validate({ files, tables: loadTables(o.tables), format: o.input });
  return { text: validateText(r, o.lang), code: r.rejected > 0 ? 1 : 0 };
}
