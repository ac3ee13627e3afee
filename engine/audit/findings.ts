import type { Money } from '../core/money.js';
import type { SourceRef, Spot } from '../core/types.js';

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
  expected?: Money;
  actual?: Money;
  difference?: Money;
  /** What the table owes the player to put this right (negative: the player was over-paid). */
  owed_to_player?: Money;
  message: { es: string; en: string };
  source: SourceRef;
  /** Context for reports and roll-ups (optional fields the format allows). */
  table_id?: string;
  dealer_id?: string;
  started_at?: string;
}

export interface InputSummary {
  path: string;
  sha256: string;
  bytes: number;
  format: string;
  hands: number;
  rejected: number;
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
  /** Net money the table owes players (under-payments) and players owe the table (over-payments), minor units. */
  underpaid: Money;
  overpaid: Money;
}
