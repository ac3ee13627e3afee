// Counted nouns as a careful writer words them in both languages: "1 mano", "2 manos";
// "1 hand", "2 hands"; never "mano(s)".
import type { Lang } from './engine-types.js';

/** Singular and plural of a noun in each language (adjectives agree through their own entry). */
export type Noun = Record<Lang, readonly [one: string, many: string]>;

export const NOUNS = {
  hand: { es: ['mano', 'manos'], en: ['hand', 'hands'] },
  card: { es: ['carta', 'cartas'], en: ['card', 'cards'] },
  seat: { es: ['asiento', 'asientos'], en: ['seat', 'seats'] },
  winner: { es: ['ganador', 'ganadores'], en: ['winner', 'winners'] },
  finding: { es: ['hallazgo', 'hallazgos'], en: ['finding', 'findings'] },
  attempt: { es: ['intento', 'intentos'], en: ['attempt', 'attempts'] },
  read: { es: ['leída', 'leídas'], en: ['read', 'read'] },
  valid: { es: ['válida', 'válidas'], en: ['valid', 'valid'] },
  rejected: { es: ['rechazada', 'rechazadas'], en: ['rejected', 'rejected'] },
  audited: { es: ['auditada', 'auditadas'], en: ['audited', 'audited'] },
  dealt: { es: ['repartida', 'repartidas'], en: ['dealt', 'dealt'] },
} as const satisfies Record<string, Noun>;

/** The noun (or agreeing adjective) for a count: plural for every count but 1. */
export function plural(n: number | null, noun: Noun, lang: Lang): string {
  return noun[lang][n === 1 ? 0 : 1];
}

/** "1 mano", "3 manos". */
export function count(n: number | null, noun: Noun, lang: Lang): string {
  return `${n} ${plural(n, noun, lang)}`;
}

const MARKED = String.raw`[\p{L}]+\((?:s|es)\)`;
const WORD = String.raw`[\p{L}]+`;

/** "carta(s)" → "cartas"; "ganador(es)" → "ganadores"; with `one`, the singular. */
function settle(marked: string, one: boolean): string {
  return marked.replace(/\((s|es)\)$/u, (_, s: string) => (one ? '' : s));
}

/**
 * A sentence's "word(s)" written as the count beside it requires: "5 carta(s) repartida(s)" →
 * "5 cartas repartidas"; "asiento(s) 1" → "asiento 1"; "ganador(es) con 19: 1, 2" → "ganadores
 * con 19: 1, 2"; "1 válidas" is avoided at the source (plural()). A message template that cannot
 * know its count writes the marks; the finished sentence never shows them.
 */
export function agree(text: string): string {
  let out = text.replace(new RegExp(String.raw`\b(\d+) (${MARKED}(?: (?:${MARKED}|${WORD}))*)`, 'gu'), (_, n: string, words: string) =>
    `${n} ${words.split(' ').map((w) => settle(w, n === '1')).join(' ')}`);
  const byList = (_: string, w: string, mid: string, list: string) => `${settle(w, !/,| y | and /.test(list))}${mid}${list}`;
  const LIST = String.raw`(\d+(?:, \d+)*(?: (?:y|and) \d+)?)`;
  out = out.replace(new RegExp(String.raw`(${MARKED})((?: (?:${WORD}|\d+))*: )${LIST}`, 'gu'), byList);
  out = out.replace(new RegExp(String.raw`(${MARKED})( )${LIST}`, 'gu'), byList);
  return out.replace(new RegExp(MARKED, 'gu'), (w) => settle(w, false));
}
