import { terminalSafe } from '../reports/terminal-safe.js';
import type { Lang } from '../engine/core/engine-types.js';
import type { Words } from './usage-error.js';

let lang: Lang = 'es';

/** The language of the error lines (cli/lang.ts decides it once, from the command line and VEEDOR_LANG). */
export function setNoteLang(l: Lang): void {
  lang = l;
}

/**
 * One line on stderr, "veedor: …". A path or an id in it is the user's or the
 * log's to choose: it goes through the one terminal sanitizer, newlines
 * included, so a file name can neither forge a line nor write escapes.
 */
export function note(text: Words): void {
  process.stderr.write(`veedor: ${terminalSafe(text[lang])}\n`);
}

/** The language the error and notice lines speak. */
export function noteLang(): Lang {
  return lang;
}

/**
 * The one line every command ends with when it wrote a file (stderr, as the other notes):
 * "veedor: wrote out/r.pdf" / "veedor: se escribió out/r.pdf", and what the file holds after a colon
 * when there is more to say.
 */
export function noteWrote(path: string, detail?: Words): void {
  const more = detail ? `: ${detail[lang]}` : '';
  note({ es: `se escribió ${path}${more}`, en: `wrote ${path}${more}` });
}
