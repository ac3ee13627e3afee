import { formatAmount } from '../../engine/core/money-text.js';
import type { Money } from '../../engine/core/money.js';

/**
 * A placeholder, optionally with a Spanish preposition that contracts with the value's article: {a:x},
 * {de:x}; or the word that agrees with a count: {n|carta|cartas}.
 */
const PLACEHOLDER = /\{(?:(a|de):)?(\w+)(?:\|([^|}]*)\|([^}]*))?\}/g;

/**
 * "a" or "de" before a value, contracted as Spanish writes it when the value opens with the article
 * "el": "a" + "el asiento 3" → "al asiento 3", "de" + "el dealer" → "del dealer"; "a la mano 2",
 * "de Punto" stay as they are. Only the value's own leading article counts, never words inside it.
 */
export function withPreposition(prep: 'a' | 'de', value: string): string {
  return value.startsWith('el ') ? `${prep === 'a' ? 'al' : 'del'} ${value.slice(3)}` : `${prep} ${value}`;
}

/**
 * Fills {placeholders}; {a:x} and {de:x} put the preposition before the value with the contraction its
 * article asks for (withPreposition); {n|one|many} is the singular when the value n is 1, else the
 * plural ("{dealt} {dealt|carta|cartas}": the count is the rule's data, never read back from the
 * sentence). The filled values are never rewritten afterwards. An unknown placeholder is left
 * visible rather than silently blanked.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER, (whole, prep: 'a' | 'de' | undefined, name: string, one?: string, many?: string) => {
    const v = values[name];
    if (v === undefined) return whole;
    if (one !== undefined) return Number(v) === 1 ? one : many!;
    return prep ? withPreposition(prep, String(v)) : String(v);
  });
}

/** The names a template fills, with or without a preposition, or as a count. */
export function placeholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[2]!).sort();
}

/** Money placeholders as every message words amounts: the currency and two decimals ("PEN 100.00"). */
export function moneyValues(money: Record<string, Money> | undefined, currency: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (money) for (const [k, v] of Object.entries(money)) out[k] = formatAmount(v, currency);
  return out;
}
