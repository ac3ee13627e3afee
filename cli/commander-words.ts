import type { Lang } from '../engine/core/engine-types.js';

/**
 * Commander words its own parse errors (an unknown option, a missing argument) in English, and only
 * as text: these are its messages (commander 14, lib/command.js and lib/suggestSimilar.js), each
 * worded again in Spanish from what it names. A message commander adds later, not listed here,
 * stays as commander wrote it; test/cli/commander-words.test.ts triggers every one listed.
 */
interface Said {
  /** Commander's English, its values as named groups. */
  en: RegExp;
  es: (v: Record<string, string>) => string;
}

const SAID: readonly Said[] = [
  { en: /^missing required argument '(?<name>.*)'$/s, es: (v) => `falta el argumento obligatorio '${v['name']}'` },
  { en: /^option '(?<flags>.*)' argument missing$/s, es: (v) => `falta el valor de la opción '${v['flags']}'` },
  { en: /^required option '(?<flags>.*)' not specified$/s, es: (v) => `falta la opción obligatoria '${v['flags']}'` },
  {
    en: /^option '(?<flags>.*)' argument '(?<value>.*)' is invalid\. Allowed choices are (?<choices>.*)\.$/s,
    es: (v) => `el valor '${v['value']}' de la opción '${v['flags']}' no es válido; valores posibles: ${v['choices']}`,
  },
  {
    en: /^command-argument value '(?<value>.*)' is invalid for argument '(?<name>.*)'\. Allowed choices are (?<choices>.*)\.$/s,
    es: (v) => `el valor '${v['value']}' del argumento '${v['name']}' no es válido; valores posibles: ${v['choices']}`,
  },
  { en: /^(?<a>.*) cannot be used with (?<b>.*)$/s, es: (v) => `${optionWords(v['a']!)} no puede usarse con ${optionWords(v['b']!)}` },
  // Not commander's: cli/veedor.ts refuseRepeatedOptions, worded as its errors are.
  { en: /^option '(?<flags>.*)' given more than once: give it once$/s, es: (v) => `la opción '${v['flags']}' se dio más de una vez: indíquela una sola vez` },
  { en: /^unknown option '(?<flag>.*)'$/s, es: (v) => `opción desconocida '${v['flag']}'` },
  { en: /^unknown command '(?<name>.*)'$/s, es: (v) => `comando desconocido '${v['name']}'` },
  {
    en: /^too many arguments(?: for '(?<cmd>.*)')?\. Expected (?<n>\d+) arguments? but got (?<m>\d+)\.$/s,
    es: (v) => `demasiados argumentos${v['cmd'] ? ` para '${v['cmd']}'` : ''}: ${Number(v['n']) === 1 ? 'se esperaba 1' : `se esperaban ${v['n']}`} y se ${Number(v['m']) === 1 ? 'recibió 1' : `recibieron ${v['m']}`}`,
  },
];

/** "option '--x'" / "environment variable 'X'" as commander names the two sides of a conflict. */
function optionWords(text: string): string {
  return text.replace(/^option /, 'la opción ').replace(/^environment variable /, 'la variable de entorno ');
}

/**
 * One of commander's error texts ("error: unknown option '--formt'\n(Did you mean --format?)") as one
 * line in the reader's language, its suggestion kept: "opción desconocida '--formt' (¿quiso decir --format?)".
 */
export function commanderLine(text: string, lang: Lang): string {
  const trimmed = text.trim().replace(/^error: /, '');
  // suggestSimilar's "\n(Did you mean X?)" / "\n(Did you mean one of X, Y?)".
  const m = /^(?<what>.*?)\s*\(Did you mean (?<one>one of )?(?<names>.*)\?\)$/s.exec(trimmed);
  const what = m?.groups?.['what'] ?? trimmed;
  const names = m?.groups?.['names'];
  if (lang === 'en') return names === undefined ? what : `${what} (did you mean ${m!.groups!['one'] ?? ''}${names}?)`;
  let worded = what;
  for (const s of SAID) {
    const hit = s.en.exec(what);
    if (hit) {
      worded = s.es(hit.groups ?? {});
      break;
    }
  }
  if (names === undefined) return worded;
  return `${worded} (¿quiso decir ${m!.groups!['one'] ? 'una de ' : ''}${names}?)`;
}
