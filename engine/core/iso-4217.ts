import type { TableConfig } from './types.js';
/**
 * ISO 4217 currency codes a hand may name, and which of them have no minor unit. The hand-log format
 * says `currency` is an ISO 4217 code: three capital letters of a listed currency. Codes whose minor unit
 * ISO 4217 gives as "N.A." (gold XAU, special drawing rights XDR, testing XTS, no currency XXX and the
 * like) are not money a table pays in, so they are not listed. Codes withdrawn since 2021 (CUC, HRK, SLL,
 * ZWL, ANG, BGN) stay: a log may hold hands from before the change.
 */
const CODES = (
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN BWP BYN BZD ' +
  'CAD CDF CHE CHF CHW CLF CLP CNY COP COU CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL ' +
  'GHS GIP GMD GNF GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD ' +
  'KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK ' +
  'NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD SSP ' +
  'STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD USN UYI UYU UYW UZS VED VES VND VUV WST XAF ' +
  'XCD XCG XOF XPF YER ZAR ZMW ZWG ZWL'
).split(' ');

const ISO_4217 = new Set(CODES);

/** ISO 4217's minor unit 0: an amount in one of these is whole (JPY 100, never JPY 100.50). */
const NO_MINOR_UNIT = new Set('BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF'.split(' '));

export function isCurrencyCode(code: string): boolean {
  return ISO_4217.has(code);
}

/**
 * The smallest amount a table pays in the currency, in Veedor's minor units (hundredths of the currency's unit, in every
 * currency: the format's two decimals): 1 (a cent), or 100 where ISO 4217 gives the currency no minor unit (JPY, CLP).
 * A ratio that does not divide a stake is rounded to it (money.ts, ratio). No currency named: 1.
 */
export function paymentUnit(code: string | undefined): number {
  return code !== undefined && hasNoMinorUnit(code) ? 100 : 1;
}

/** Whether the currency's amounts are whole units only (ISO 4217 minor unit 0). */
export function hasNoMinorUnit(code: string): boolean {
  return NO_MINOR_UNIT.has(code);
}

/** A hand's currency: its own `currency`, else its table configuration's (hand-log format: "default from the table config"). */
export function handCurrency(hand: { currency?: string; table?: { extra: Record<string, unknown> } }): string | undefined {
  const c = hand.currency ?? hand.table?.extra['currency'];
  return typeof c === 'string' ? c : undefined;
}

/** The smallest amount a hand's currency pays (paymentUnit): its own currency or, where it names none, its table's. */
export function moneyUnitOf(hand: { currency?: string; table: TableConfig }): number {
  return paymentUnit(handCurrency(hand));
}
