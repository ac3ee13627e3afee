import { FileTooLargeError, NotRegularFileError } from '../engine/core/regular-file.js';
import type { Words } from './usage-error.js';

/**
 * Why a small JSON file given on the command line (a tables file, the config file) could not be
 * read, in both languages: a JSON syntax error says so with the parser's own detail in English only
 * (V8 words it, and its detail is the file's text), the rest as the reading said it.
 */
export function readFailure(e: unknown): Words {
  if (e instanceof NotRegularFileError || e instanceof FileTooLargeError) return e.words;
  const message = (e as Error)?.message ?? String(e);
  if (e instanceof SyntaxError) {
    const at = /position (\d+)/.exec(message)?.[1];
    return {
      es: `no es JSON válido${at === undefined ? '' : ` (en la posición ${at})`}`,
      en: `not valid JSON: ${message}`,
    };
  }
  const code = (e as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT') return { es: 'no existe', en: 'does not exist' };
  if (code === 'EACCES' || code === 'EPERM') return { es: `no se puede leer (permiso denegado, ${code})`, en: `cannot be read (permission denied, ${code})` };
  return { es: `no se puede leer: ${message}`, en: `cannot be read: ${message}` };
}
