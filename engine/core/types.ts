import type { Card } from './cards.js';
import type { Money } from './money.js';

/** Where a record came from: the file and its line (JSON: the hand's index in the file). */
export interface SourceRef {
  path: string;
  line?: number;
  index?: number;
  /** A mapped foreign export (`audit --map`): the export's column (CSV) or path (JSON) the value came from. */
  column?: string;
  /** A mapped foreign export: the hand-log field the column was mapped to, e.g. `events[3].amount`. */
  field?: string;
}

export type Spot = 'main' | 'pool' | 'ante' | 'player' | 'banker' | 'tie' | 'paigow' | 'bonus' | 'insurance' | 'bet';
export type Face = 'up' | 'down';
export type Medium = 'chips' | 'cash' | 'verbal';

/** 'seat:N', 'dealer', 'player' (Punto), 'banker' (Banca). */
export interface Participant {
  kind: 'seat' | 'dealer' | 'player' | 'banker';
  seat: number; // 0 unless kind is 'seat'
}

export type ProcedureName =
  | 'new_deck' | 'count' | 'show_cards' | 'turn_cards' | 'wash' | 'shuffle' | 'cut' | 'place_cut_card'
  | 'load_shoe' | 'burn' | 'verify_card_count' | 'no_more_bets' | 'offer_insurance' | 'offer_surrender'
  | 'cut_card_out';

export type Action =
  | 'hit' | 'stand' | 'double' | 'split' | 'surrender' | 'insurance' | 'even_money' | 'decline_insurance'
  | 'bet' | 'fold';

interface EventBase {
  /** 1-based position of the event in its hand, as findings cite it. */
  index: number;
}

export interface ProcedureEvent extends EventBase {
  type: 'procedure';
  name: ProcedureName;
  by?: Participant;
  detail?: unknown;
  decks?: number;
  position?: number;
  cards?: Card[];
  participant?: Participant;
  count?: number;
}

export interface BetEvent extends EventBase {
  type: 'bet';
  seat: number;
  spot: Spot;
  amount: Money;
  hand?: number;
  player?: string;
  number?: number;
  medium: Medium;
  behind: boolean;
}

export interface DealEvent extends EventBase {
  type: 'deal';
  to: Participant;
  hand?: number;
  card: Card;
  face: Face;
}

export interface RevealEvent extends EventBase {
  type: 'reveal';
  to: Participant;
  card: Card;
}

export interface DecisionEvent extends EventBase {
  type: 'decision';
  seat: number;
  hand?: number;
  action: Action;
  amount?: Money;
  /** Who made the decision (the id a bet's `player` uses), when the log records it. */
  player?: string;
}

export interface RngEvent extends EventBase {
  type: 'rng';
  value: number;
}

export interface SettlementEvent extends EventBase {
  type: 'payout' | 'collect' | 'return';
  seat: number;
  spot: Spot;
  hand?: number;
  number?: number;
  amount: Money;
  /** Format 1.1: true when the settlement is of a bet placed behind the box (`player` names whose, where several bet behind it). */
  behind?: boolean;
  player?: string;
}

export interface CommissionEvent extends EventBase {
  type: 'commission';
  spot: Spot;
  amount: Money;
}

export interface PoolAwardEvent extends EventBase {
  type: 'pool_award';
  seat: number;
  amount: Money;
}

export type HandEvent =
  | ProcedureEvent | BetEvent | DealEvent | RevealEvent | DecisionEvent | RngEvent
  | SettlementEvent | CommissionEvent | PoolAwardEvent;

export type EventType = HandEvent['type'];

/**
 * The posted table configuration. Decimal settings that are not money
 * (a 5 % commission, a 5.5 payout) are kept in hundredths, exactly.
 */
export interface TableConfig {
  decks?: number;
  seats?: number;
  min_bet?: Money;
  max_bet?: Money;
  max_splits?: number;
  pool_commission_hundredths?: number;
  max_payout?: Money;
  bet_paytable?: Record<string, number>;
  bonus_payout_hundredths?: number;
  burn_rule?: string;
  dealer_hole_card?: boolean;
  /** Format 1.1: the house posts that a dealer Black Jack takes only the original wagers (default false). */
  original_bets_only?: boolean;
  /** Veedor's optional field: the Caribbean bet the table posts per unit of ante (2 = twice the ante), in hundredths. */
  bet_to_ante_ratio_hundredths?: number;
  /** Anything else the table file says, for rulesets that read more. */
  extra: Record<string, unknown>;
}

/**
 * A hand's identity, as the hand-log format names it: the one declaration every layer builds on
 * (the replayed hand, the store's header, admission, findings, the simulator's log hand).
 */
export interface HandIdentity {
  hand_id: string;
  game: string;
  ruleset: string;
  table_id: string;
  dealer_id?: string;
  shoe_id?: string;
  started_at: string;
  currency?: string;
}

export interface HandRecord extends HandIdentity {
  table: TableConfig;
  events: HandEvent[];
  /** True when this hand records any procedure event: its shoe's procedure articles are checkable from here on. */
  hasProcedures: boolean;
  source: SourceRef;
  /**
   * A CSV hand's rows: the line of each event's row, so a rejection for one event cites that row's line, not the
   * hand's first (undefined for a JSON or NDJSON record, which is one line or one object).
   */
  eventLines?: readonly number[];
  /**
   * The tables file's ids, where a tables file was given and lists neither this hand's table nor the hand an inline
   * `table`: the hand is audited with no posted configuration, and the run says so once for the table.
   */
  tablesListed?: readonly string[];
  /**
   * Where a tables file was given and the hand's inline `table` differs from its configuration of the hand's table:
   * the first field that differs, each value as JSON. The inline one is read; the run says so once for the table.
   */
  tableDiffers?: { field: string; inline: string; posted: string };
}
