import type { Lang } from '../engine/core/engine-types.js';
import { UsageError } from './usage-error.js';

export const LANGS: readonly Lang[] = ['es', 'en'];

/**
 * The language a command speaks: the --lang flag, else VEEDOR_LANG, else Spanish (flag > env >
 * default). The one place that decides it: a config file's `lang` slots in between env and default.
 */
export function resolveLang(flag?: string, env: NodeJS.ProcessEnv = process.env): Lang {
  if (flag !== undefined) return asLang(flag, '--lang');
  const fromEnv = env['VEEDOR_LANG'];
  if (fromEnv !== undefined && fromEnv !== '') return asLang(fromEnv, 'VEEDOR_LANG');
  return 'es';
}

function asLang(value: string, where: string): Lang {
  if ((LANGS as readonly string[]).includes(value)) return value as Lang;
  throw new UsageError({ es: `${where} debe ser es o en, no "${value}"`, en: `${where} must be es or en, not "${value}"` });
}

/** The language of the command line as given, for the error lines written before a command runs (never throws). */
export function langOfArgv(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Lang {
  let flag: string | undefined;
  argv.forEach((a, i) => {
    if (a === '--lang') flag = argv[i + 1];
    else if (a.startsWith('--lang=')) flag = a.slice('--lang='.length);
  });
  // A --lang the tool does not speak is the error to report, in VEEDOR_LANG's language if that one is right.
  for (const given of [flag, undefined]) {
    try {
      return resolveLang(given, env);
    } catch {
      // The next one down.
    }
  }
  return 'es';
}
