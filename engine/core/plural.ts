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
