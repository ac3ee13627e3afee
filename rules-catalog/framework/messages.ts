import { formatAmount } from '../../engine/core/money-text.js';
import type { Money } from '../../engine/core/money.js';

/** Fills {placeholders}; an unknown placeholder is left visible rather than silently blanked. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = values[name];
    return v === undefined ? whole : String(v);
  });
}

export function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}

/** Money placeholders as every message words amounts: the currency and two decimals ("PEN 100.00"). */
export function moneyValues(money: Record<string, Money> | undefined, currency: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (money) for (const [k, v] of Object.entries(money)) out[k] = formatAmount(v, currency);
  return out;
}
