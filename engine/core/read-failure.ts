import { FileTooLargeError, NotRegularFileError } from './regular-file.js';
import { systemWordsIn } from './system-words.js';
import { jsonSyntaxReason, renderReason } from './reasons.js';

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

/**
 * What a text given as a JSON file (a mapping, a tables file, the config file) is where JSON.parse refused it, as a
 * predicate ("is not JSON but …"), in both languages. A key or certificate (PEM, `-----BEGIN PRIVATE KEY-----`, the
 * file beside a signed store picked by mistake) and other text that does not start as a JSON object or list were
 * "not valid JSON: No number after minus sign in JSON at position 1", V8's words, in English under --lang es; a text
 * that does start so keeps the parser's detail, worded in either language (jsonSyntaxReason). Only a PEM block's
 * label is quoted from the file, never its body.
 */
export function jsonTextFailure(text: string, e: unknown): Words {
  const start = text.replace(/^\ufeff/, '').trimStart();
  const pem = /^-----BEGIN ([A-Z0-9 ]{1,60})-----/.exec(start);
  if (pem) {
    const line = `-----BEGIN ${pem[1]!}-----`;
    return { es: `no es JSON sino una clave o un certificado en forma PEM (${line})`, en: `is not JSON but a key or certificate in PEM form (${line})` };
  }
  if (!start.startsWith('{') && !start.startsWith('[')) {
    return { es: 'no es JSON: es un texto que no empieza por { ni por [', en: 'is not JSON: it is text that starts with neither { nor [' };
  }
  const why = jsonSyntaxReason(e);
  return { es: `no es JSON válido: ${renderReason(why, 'es')}`, en: `is not valid JSON: ${renderReason(why, 'en')}` };
}
