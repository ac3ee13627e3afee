import { FileTooLargeError, NotRegularFileError } from './regular-file.js';
import { systemWordsIn } from './system-words.js';

type Words = { es: string; en: string };

/**
 * Why a small JSON file given on the command line (a tables file, the config file, an import mapping)
 * could not be read, in both languages: a JSON syntax error says so with the parser's own detail in English only
 * (V8 words it, and its detail is the file's text), the rest as the system said it (system-words.ts).
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
  const why = e instanceof Error ? systemWordsIn(e) : { es: message, en: message };
  return { es: `no se puede leer: ${why.es}`, en: `cannot be read: ${why.en}` };
}
