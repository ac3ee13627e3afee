/**
 * Money as people read it, the one way every report words it (terminal, PDF,
 * HTML, replay, CSV): two decimals always (a whole amount in a currency ISO 4217
 * gives no minor unit, JPY or CLP, without them in text), the currency code beside every
 * amount in text, and money owed said from the player's side only: owed to
 * the player, or owed by the player, never a "difference" with a sign to
 * decode. The arithmetic shown is always expected - actual.
 */
import type { Lang } from './engine-types.js';
import type { Money } from './money.js';
import { hasNoMinorUnit } from './iso-4217.js';

/** Minor units with exactly two decimals, no code: 3550 → "35.50", -5 → "-0.05", 15000 → "150.00" (CSV cells). */
export function money2(m: number): string {
  const abs = Math.abs(m);
  const body = `${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return m < 0 ? `-${body}` : body;
}

/**
 * The amount's digits in text: two decimals ("35.50"), but a whole amount in a currency without a minor unit as the
 * whole units it is ("JPY 157", not "JPY 157.00"); a fraction of one (a 3 to 2 owed as 157.50 before rounding) keeps
 * its decimals, so nothing is hidden.
 */
function amountText(m: number, currency?: string | null): string {
  return currency && m % 100 === 0 && hasNoMinorUnit(currency) ? String(m / 100) : money2(m);
}

/** An amount in text: "PEN 35.50", "PEN -35.50", "JPY 157"; just "35.50" when the log names no currency. */
export function formatAmount(m: number, currency?: string | null): string {
  return currency ? `${currency} ${amountText(m, currency)}` : money2(m);
}

/** An amount with its sign, for arithmetic: "PEN +150.00", "PEN -37.50", "PEN 0.00", "JPY +157". */
export function formatSignedAmount(m: number, currency?: string | null): string {
  const digits = amountText(m, currency);
  const body = m > 0 ? `+${digits}` : digits;
  return currency ? `${currency} ${body}` : body;
}

const OWED = {
  es: { to: 'debido al jugador', by: 'debido por el jugador', at: 'del asiento', none: 'nada debido' },
  en: { to: 'owed to the player', by: 'owed by the player', at: 'on seat', none: 'nothing owed' },
} as const;

/**
 * Money owed on a wager, in words: "owed to the player PEN 50.00" (the table
 * paid too little or took too much), "owed by the player PEN 100.00" (the
 * player was over-paid), "nothing owed". `owed` is expected - actual.
 */
export function owedPhrase(owed: number, currency: string | null | undefined, lang: Lang, seat?: number, at: string = OWED[lang].at): string {
  const t = OWED[lang];
  // `at`: whose player, in the catalog's word for the place (Words.seat.at): "del asiento", "de la zona", "in zone".
  const who = seat === undefined ? '' : ` ${at} ${seat}`;
  if (owed > 0) return `${t.to}${who} ${formatAmount(owed, currency)}`;
  if (owed < 0) return `${t.by}${who} ${formatAmount(-owed, currency)}`;
  return t.none;
}

/** The arithmetic behind it, expected - actual: "PEN +150.00 - PEN +100.00 = PEN +50.00". */
export function owedArithmetic(expected: number, actual: number, currency: string | null | undefined): string {
  const s = (m: number) => formatSignedAmount(m, currency);
  return `${s(expected)} - ${s(actual)} = ${s(expected - actual)}`;
}

const LINE = {
  es: { expected: 'exigido', actual: 'liquidado' },
  en: { expected: 'required', actual: 'settled' },
} as const;

/**
 * One finding's money on one line, the same on every surface:
 * "owed to the player PEN 50.00 (required - settled: PEN +150.00 - PEN +100.00 = PEN +50.00)".
 * `owed` is the finding's owed_to_player: expected - actual for money to the
 * player; for a stake the table collects it is actual - expected, and the
 * arithmetic is shown that way round.
 */
export function owedLine(
  m: { expected: Money | number; actual: Money | number; owed?: Money | number },
  currency: string | null | undefined, lang: Lang,
): string {
  const t = LINE[lang];
  const owed = m.owed ?? m.expected - m.actual;
  const why = owed === m.expected - m.actual || owed === 0
    ? `${t.expected} - ${t.actual}: ${owedArithmetic(m.expected, m.actual, currency)}`
    : `${t.actual} - ${t.expected}: ${owedArithmetic(m.actual, m.expected, currency)}`;
  return `${owedPhrase(owed, currency, lang)} (${why})`;
}
