import type { HandIdentity } from '../../engine/core/types.js';
import type { Rng } from './rng.js';

/** One event as the hand-log format writes it: cards as text ("Ah"), amounts as decimal numbers. */
export type LogEvent = { type: string } & Record<string, unknown>;

/** One hand object in the hand-log format, as the simulator writes it. */
export interface LogHand extends HandIdentity {
  /** The posted table configuration, inline (a CSV log carries it in a tables file instead). */
  table?: Record<string, unknown>;
  events: LogEvent[];
}

/** A simulated table: its id, its posted configuration, and whatever the ruleset's simulator keeps between rounds (a shoe). */
export interface SimTable {
  id: string;
  /** 0-based position of the table in the run. */
  n: number;
  config: Record<string, unknown>;
  dealerId: string;
  state?: unknown;
  /** The shoes (shoe_id) to stack at this table's game, when the run asks for any (SimulateOptions.stackedShoes). */
  stackedShoes?: ReadonlySet<string>;
}

/** A round as the simulator played it: the log's hand, and the simulator's own model of it (for faults that change the play). */
export interface Played<M = unknown> {
  hand: LogHand;
  model: M;
}

/** A finding a fault must produce: the rule and the article it cites. */
export interface Expectation {
  rule: string;
  article: string;
}

/**
 * A dealer error of one kind. `apply` gets a copy of a clean round (it may
 * change it freely) and returns the hand with that one error, or undefined
 * when the round offers no occasion for it (no insurance to underpay). The
 * faulted hand must draw findings of `rule` (and `also`) and of nothing else.
 */
export interface FaultKind<M = unknown> {
  id: string;
  rule: string;
  article: string;
  /** Other rules the same error necessarily breaks. */
  also?: readonly Expectation[];
  /**
   * What goes wrong, in a line, in each language (`--list-faults` prints the reader's; docs/simulate.md
   * lists the English). A catalog words its own: the Spanish calls the one who deals as its regulation does.
   */
  description: { es: string; en: string };
  /**
   * The error shows only against the table's earlier rounds (a card the shoe has already given out, a
   * shoe dealt on past its cut card): an audit of the run sees it, an audit of the hand alone cannot.
   */
  needsHistory?: boolean;
  /**
   * The error lies in the hand's own posting: its inline `table` differs from the table's other rounds (a pay
   * line posted for that round only). A CSV log posts one configuration per table, in its tables file, and cannot
   * carry it: `simulate --format csv` draws another kind for the round, and refuses the kind named alone.
   */
  postsItsOwnTable?: boolean;
  apply(played: Played<M>, rng: Rng): LogHand | undefined;
  /**
   * What the error leaves at the table for its later rounds, once a run keeps it (`simulate` with faults; `inject`
   * alone changes a copy of the round and nothing else). Dragon Six's coup dealt from the old shoe past its cut card,
   * instead of opening the new one, leaves the new shoe's preparation to the next coup. Absent: the table goes on as
   * if the round had been played right.
   */
  leaves?(table: SimTable): void;
}

/**
 * Everything a ruleset brings to the simulator. Generic code never names a
 * ruleset: each catalog exports one of these from `rules-catalog/<id>/simulate.ts`
 * and `simulate/registry.ts` lists them.
 */
export interface RulesetSimulator<M = unknown> {
  ruleset: string;
  game: string;
  currency: string;
  /** The tables' UTC offset, e.g. "-05:00". */
  utcOffset: string;
  /** Opens table n (0-based): its id, posted configuration, and initial state. */
  openTable(rng: Rng, n: number): SimTable;
  /** Plays one correct round at the table (updating its state: the shoe). */
  play(rng: Rng, table: SimTable, handId: string, startedAt: string): Played<M>;
  /** Seconds a round takes at the table, for the next round's started_at. */
  roundSeconds(rng: Rng, played: Played<M>): number;
  faults: readonly FaultKind<M>[];
  /** How the simulator stacks a shoe (SimulateOptions.stackedShoes), in a line; absent: it cannot. */
  stacksShoes?: string;
  /** Rules of the catalog no fault kind exercises, each with the reason (a table setting, a statistic over many rounds). */
  notSimulated?: Readonly<Record<string, string>>;
}

export function expectationsOf(kind: Pick<FaultKind, 'rule' | 'article' | 'also'>): Expectation[] {
  return [{ rule: kind.rule, article: kind.article }, ...(kind.also ?? [])];
}
