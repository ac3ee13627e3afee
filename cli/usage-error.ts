/** A message in both languages: the one a command prints is chosen by --lang (cli/say.ts). */
export interface Words {
  es: string;
  en: string;
}

/**
 * A problem with how the command was called (exit status 2), as opposed to findings in the logs.
 * Given in English only, the message is worded in Spanish through the reasons table
 * (engine/core/reasons.ts); given in both languages, it is printed in the reader's.
 */
export class UsageError extends Error {
  readonly words?: Words;

  constructor(message: string | Words) {
    super(typeof message === 'string' ? message : message.en);
    if (typeof message !== 'string') this.words = message;
  }
}
