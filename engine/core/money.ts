/**
 * Money is an integer count of minor units (cents, céntimos). Every amount
 * that enters the tool is parsed from its decimal text exactly; nothing is
 * ever computed in binary floating point.
 */
import { reason } from './reasons.js';
import type { Reason } from './reasons.js';
export type Money = number & { readonly __money: unique symbol };

/**
 * An amount, or a product or sum of amounts, beyond the integers a double
 * holds exactly (2^53 minor units). A log can cause it (a stake of ten
 * trillion times a 100-to-1 line), so it is not a bug: the pipeline rejects
 * that hand with this message rather than compute its money inexactly.
 */
export class MoneyRangeError extends RangeError {}

export function money(minorUnits: number): Money {
  if (!Number.isSafeInteger(minorUnits)) throw new MoneyRangeError(`not an integer amount of minor units: ${minorUnits}`);
  return minorUnits as Money;
}

/** Throws MoneyRangeError unless every value is an exact integer (a finding's amounts, before they are reported). */
export function assertExact(values: Record<string, number | undefined>): void {
  for (const [k, v] of Object.entries(values)) {
    if (v !== undefined && !Number.isSafeInteger(v)) throw new MoneyRangeError(`${k} ${v} is beyond the exact range`);
  }
}

export type MoneyParse = { ok: true; value: Money } | { ok: false; reason: Reason };

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
// 15 significant digits is where a JSON number still round-trips to its text;
// counted in minor units (the two decimals included), so every amount is an
// exact integer with room to add thousands of them: at most 9999999999999.99.
const MAX_DIGITS = 15;

/**
 * Parses a decimal amount in currency units ("37.5", "100", 12.25) into minor
 * units. A JSON number is read back through its shortest round-trip text,
 * which is the literal the log wrote for any amount of up to 15 digits.
 */
export function parseAmount(input: unknown, opts: { allowNegative?: boolean } = {}): MoneyParse {
  // Fast path, exact: a non-negative number of at most 13 whole digits is the double nearest some
  // c / 100 exactly when dividing its rounded cents by 100 gives it back (division rounds correctly).
  if (typeof input === 'number' && input >= 0 && input < 1e13) {
    const cents = Math.round(input * 100);
    if (cents / 100 === input) return { ok: true, value: (cents === 0 ? 0 : cents) as Money }; // never -0
  }
  return parseAmountText(input, opts.allowNegative ?? false);
}

/** The reading by the amount's decimal text, for any input (parseAmount's fast path must agree with it). */
export function parseAmountText(input: unknown, allowNegative: boolean): MoneyParse {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, reason: reason('amount.not-finite') };
    // 1e-7, 4e-323: smaller than a cent and not zero (toFixed would round such a number to 0).
    if (input !== 0 && Math.abs(input) < 0.01) return { ok: false, reason: reason('amount.too-many-decimals', { text: String(input) }) };
    text = numberToPlainText(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return { ok: false, reason: reason('amount.not-number') };
  }
  const m = DECIMAL.exec(text);
  if (!m) return { ok: false, reason: reason('amount.not-decimal', { text: `"${String(input)}"` }) };
  const [, sign, whole = '', frac = ''] = m;
  if (frac.length > 2) return { ok: false, reason: reason('amount.too-many-decimals', { text }) };
  if (whole.replace(/^0+/, '').length + 2 > MAX_DIGITS) {
    return { ok: false, reason: reason('amount.too-many-digits', { text }) };
  }
  if (sign === '-' && !allowNegative && /[1-9]/.test(whole + frac)) {
    return { ok: false, reason: reason('amount.negative', { text }) };
  }
  const minor = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return { ok: true, value: (sign === '-' && minor !== 0 ? -minor : minor) as Money };
}

function numberToPlainText(n: number): string {
  const s = String(n);
  if (!/e/i.test(s)) return s;
  // 1e-7 or 1e21: spell it out so the decimal checks see every digit.
  return n.toFixed(20).replace(/\.?0+$/, '');
}

/** Minor units back to a JSON number in currency units (150, 37.5, 12.25). */
export function toUnits(m: Money): number {
  return m / 100;
}

/** Minor units as text with two decimals only when needed: "150", "37.50". */
export function formatMoney(m: Money): string {
  const neg = m < 0;
  const abs = Math.abs(m);
  const whole = Math.trunc(abs / 100);
  const cents = abs % 100;
  const body = cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
  return neg ? `-${body}` : body;
}

/** Money to someone with its sign, for arithmetic people read: "+150", "-37.50", "0". */
export function formatSigned(m: Money): string {
  return m > 0 ? `+${formatMoney(m)}` : formatMoney(m);
}

export function add(a: Money, b: Money): Money {
  return (a + b) as Money;
}

export function sub(a: Money, b: Money): Money {
  return (a - b) as Money;
}

/**
 * amount × numerator / denominator, exactly when it divides into the amounts the currency pays (`unit`: its smallest
 * amount in minor units, 1, or 100 where ISO 4217 gives the currency no minor unit: paymentUnit); otherwise `value`
 * is rounded down to that unit (in the player's disfavour by less than one unit), `up` is the unit above it and `exact`
 * says so, so a rule can decide what that means. Rounded to the cent whatever the currency, 3 to 2 on JPY 105 was
 * JPY 157.50, which no table pays: 157 and 158 were both findings (tables22).
 */
export function ratio(amount: Money, numerator: number, denominator: number, unit: number = 1): { value: Money; up: Money; exact: boolean } {
  const product = amount * numerator;
  if (!Number.isSafeInteger(product) || !Number.isSafeInteger(denominator * unit)) throw new MoneyRangeError(`${amount} × ${numerator} is too large for an exact ratio`);
  const value = Math.floor(product / (denominator * unit)) * unit;
  const exact = value * denominator === product;
  return { value: value as Money, up: (exact ? value : value + unit) as Money, exact };
}

/** The ratio text of a parameter ("3:2") as a pair of integers. */
export function parseRatio(text: string): [number, number] {
  let r = RATIOS.get(text);
  if (r) return r;
  const m = /^(\d+):(\d+)$/.exec(text);
  if (!m) throw new Error(`bad ratio parameter "${text}"`);
  r = [Number(m[1]), Number(m[2])];
  RATIOS.set(text, r);
  return r;
}

// Catalog parameters are few and read for every hand: parse each once.
const RATIOS = new Map<string, [number, number]>();
