import type { Money } from '../engine/core/money.js';
import type { SourceRef, Spot } from '../engine/core/types.js';

export type Category = 'payout' | 'procedure' | 'integrity' | 'input';
export type Severity = 'error' | 'warning';

/** One finding, as every output carries it. Amounts stay in minor units until rendered. */
export interface Finding {
  hand_id: string | null;
  event?: number;
  ruleset: string;
  rule: string;
  article: string;
  citation: string;
  category: Category;
  severity: Severity;
  seat?: number;
  hand?: number;
  spot?: Spot;
  number?: number;
  /**
   * A finding about a bet behind the seat's box (the hand-log format's `behind`) or the player betting behind it, not
   * the box's own wager: `behind` true, `player` the log's id of that player where the log names one. Absent on every
   * other finding (the box's own, the box and the bets behind it judged together).
   */
  behind?: true;
  player?: string;
  /** The hand's ISO 4217 code (the hand's `currency`, else its table's), on every finding of a hand that names one. */
  currency?: string;
  expected?: Money;
  actual?: Money;
  difference?: Money;
  /** What the table owes the player to put this right (negative: the player was over-paid). */
  owed_to_player?: Money;
  message: { es: string; en: string };
  /**
   * Which of the rule's messages this is, and the rule's own values for its placeholders (in memory only:
   * the JSON carries the finished message, as the findings format defines it).
   */
  messageId?: string;
  data?: Record<string, string | number>;
  source: SourceRef;
  /** An input finding's hand-log field that could not be read (`events[3].amount`), when one can be named. */
  field?: string;
  /** Context for reports and roll-ups (optional fields the format allows). */
  table_id?: string;
  dealer_id?: string;
  started_at?: string;
}

export interface NotChecked {
  ruleset: string;
  article: string;
  rule: string;
  hands: number;
  reason: { es: string; en: string };
}

export interface RunSummary {
  hands: number;
  audited: number;
  rejected: number;
  hands_with_findings: number;
  findings: number;
  by_category: Record<Category, number>;
  by_article: Record<string, number>;
  /**
   * Money the table owes players (under-payments) and players owe the table
   * (over-payments), minor units, by currency code: money is never added across currencies.
   */
  money: Record<string, MoneyTotals>;
  /**
   * The findings that change money in hands naming no currency (neither the hand nor its table configuration):
   * counted, never totalled. Their amounts may be in different currencies, and the findings format holds a total
   * without its currency to be a defect; each finding still carries its own amounts.
   */
  unpriced: number;
}

export interface MoneyTotals {
  underpaid: Money;
  overpaid: Money;
}

// A hand's currency, as the engine reads it for the money its table pays (engine/core/iso-4217.ts): one rule.
export { handCurrency } from '../engine/core/iso-4217.js';

/** The currency key of a finding, a row or a tally whose hand names no currency: its money is never totalled. */
export const NO_CURRENCY = '';

/**
 * Adds a payout finding's money to the totals of its currency. A finding of a hand that names no currency is not
 * added (a total needs its currency): 'unpriced' is returned, for the caller to count it.
 */
export function addOwed(totals: Record<string, MoneyTotals>, f: Pick<Finding, 'owed_to_player' | 'currency'>): 'added' | 'unpriced' | 'none' {
  const owed = f.owed_to_player;
  if (owed === undefined || owed === 0) return 'none';
  if (f.currency === undefined || f.currency === NO_CURRENCY) return 'unpriced';
  const t = (totals[f.currency] ??= { underpaid: 0 as Money, overpaid: 0 as Money });
  if (owed > 0) t.underpaid = (t.underpaid + owed) as Money;
  else t.overpaid = (t.overpaid - owed) as Money;
  return 'added';
}

/** The currencies of the totals, sorted; a NO_CURRENCY key (a run stored before money without a currency was counted apart) is none. */
export function currenciesOf(totals: Record<string, unknown>): string[] {
  return Object.keys(totals).filter((c) => c !== NO_CURRENCY).sort((a, b) => a.localeCompare(b, 'en'));
}

/**
 * `run.started_at` of a run that audited no hand and was given no date (`asOf`, SOURCE_DATE_EPOCH): the format wants a
 * date-time and the run has none of its own (it is the newest audited hand's, so the same log gives the same bytes).
 * What a person reads says there is none (the PDF's cover), never this date.
 */
export const NO_HAND_DATE = '1970-01-01T00:00:00Z';
