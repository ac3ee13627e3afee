import { terminalSafe } from '../reports/terminal-safe.js';

/**
 * One line on stderr, "veedor: …". A path or an id in it is the user's or the
 * log's to choose: it goes through the one terminal sanitizer, newlines
 * included, so a file name can neither forge a line nor write escapes.
 */
export function note(text: string): void {
  process.stderr.write(`veedor: ${terminalSafe(text)}\n`);
}
