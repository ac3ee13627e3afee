/** A message in both languages: the one a command prints is chosen by --lang (cli/say.ts). */
export interface Words {
  es: string;
  en: string;
}

/**
 * A problem with how the command was called (exit status 2), as opposed to findings in the logs: its
 * line in both languages, printed in the reader's (`message` is the English one).
 */
export class UsageError extends Error {
  constructor(readonly words: Words) {
    super(words.en);
  }
}
