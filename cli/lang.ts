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
  if (fromEnv !== undefined && fromEnv !== '') return asLang(envLang(fromEnv), 'VEEDOR_LANG', fromEnv);
  return 'es';
}

/**
 * VEEDOR_LANG as a language, where it names one as environments write them: in any case (`EN`, `Es`) or as a locale
 * (`en_US.UTF-8`, `es-PE`), as LANG is set; it was refused ('VEEDOR_LANG must be es or en, not "EN"', hostile31).
 * Anything else is returned as it is, to be refused.
 */
export function envLang(value: string): string {
  const m = /^\s*(es|en)(?:[-_.@][\w.@-]*)?\s*$/i.exec(value);
  return m ? m[1]!.toLowerCase() : value;
}

function asLang(value: string, where: string, written = value): Lang {
  if ((LANGS as readonly string[]).includes(value)) return value as Lang;
  throw new UsageError({ es: `${where} debe ser es o en, no "${written}"`, en: `${where} must be es or en, not "${written}"` });
}

/**
 * The language of the command line as given, for the error lines written before a command runs (never throws):
 * --lang, else VEEDOR_LANG, else the config file's lang (`configLang`, read without a word said if it cannot be:
 * the command then reports the file itself), else Spanish. Commander's own refusals (an unknown option, a missing
 * argument) come before any command runs: with only a config file saying "en" they were in Spanish (lang23).
 */
export function langOfArgv(argv: readonly string[], env: NodeJS.ProcessEnv = process.env, configLang?: () => string | undefined): Lang {
  let flag: string | undefined;
  argv.forEach((a, i) => {
    if (a === '--lang') flag = argv[i + 1];
    else if (a.startsWith('--lang=')) flag = a.slice('--lang='.length);
  });
  // A --lang the tool does not speak is the error to report, in VEEDOR_LANG's language if that one is right, else
  // the config file's.
  let config: string | undefined;
  try {
    config = configLang?.();
  } catch {
    // Unreadable: the command says so once it runs, in the language found without it.
  }
  const spoken = (v: string | undefined): Lang | undefined => ((LANGS as readonly (string | undefined)[]).includes(v) ? (v as Lang) : undefined);
  const fromEnv = env['VEEDOR_LANG'];
  return spoken(flag) ?? spoken(fromEnv === undefined ? undefined : envLang(fromEnv)) ?? spoken(config) ?? 'es';
}
