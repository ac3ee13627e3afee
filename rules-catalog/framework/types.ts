import type { GameEngine, Lang } from '../../engine/core/engine-types.js';
import type { Money } from '../../engine/core/money.js';
import type { EventType, HandEvent, HandRecord, Spot, TableConfig } from '../../engine/core/types.js';

export type Category = 'payout' | 'procedure' | 'integrity' | 'input';
export type Severity = 'error' | 'warning';
export type Bilingual = { es: string; en: string };

export interface Interpretation {
  /** The parameter that makes the choice adjustable, if any. */
  parameter?: string;
  es: string;
  en: string;
}

export interface Article {
  /** The citation exactly as the regulation numbers it: "Art. 13º", "Art. 10-10.15(B)(6)", "Dobles". */
  article: string;
  title: Bilingual;
  /** The regulation's words, verbatim (Spanish original). */
  text_es: string;
  summary_en: string;
  status: 'enforced' | 'not-checkable';
  /** Why a log cannot show it (not-checkable), or what a log must contain for it to be checkable. */
  reason?: Bilingual;
  needs?: Bilingual;
  /** Where the text is silent or cut off and the catalog applies standard practice. */
  interpretations?: Interpretation[];
}

export interface Parameter {
  value: unknown;
  article: string;
  interpretation?: boolean;
  note?: string;
}

export interface ArticlesFile {
  ruleset: string;
  version: string;
  title: Bilingual;
  /** The regulation's name as a finding's citation starts: "Reglamento del Juego de Pot Luck Black Jack". */
  citation: string;
  source: string;
  games: string[];
  /** Mis-encoded letters of the source restored in the quotes: { "garbled": "restored" }. */
  restorations?: Record<string, string>;
  /**
   * How a message names the article, with {article} in it, where the bare citation does not read as a
   * noun: a house's headings («el apartado «Dobles»», "the «Dobles» section"). Default: the citation.
   */
  article_in_messages?: Bilingual;
  articles: Article[];
}

export interface Report {
  messageId: string;
  event?: number;
  seat?: number;
  hand?: number;
  spot?: Spot;
  number?: number;
  expected?: Money;
  actual?: Money;
  severity?: Severity;
  /** 'from-player' for a stake taken (collect): then paying more than expected hurts the player. Default 'to-player'. */
  direction?: 'to-player' | 'from-player';
  /** Values for the message's {placeholders}. Money values are formatted; give them as Money via `money`. */
  data?: Record<string, string | number>;
  money?: Record<string, Money>;
  /** Placeholder values that differ by language (a phrase, not a number). */
  dataByLang?: { es: Record<string, string>; en: Record<string, string> };
}

export interface RuleContext {
  readonly hand: HandRecord;
  readonly table: TableConfig;
  param<T = unknown>(name: string): T;
  report(r: Report): void;
  /** Per-run storage for this rule (shoe continuity, RNG statistics): survives across hands. */
  readonly runState: Map<string, unknown>;
}

/** The event type(s) whose `type` can be K (settlements share one interface for three types). */
type EventOf<K extends EventType> = HandEvent extends infer E ? (E extends { type: infer T } ? (K extends T ? E : never) : never) : never;

export type RuleHandlers<S> = {
  [K in EventType]?: (event: EventOf<K>, before: S, after: S) => void;
} & {
  /** Every event, after the type handler. */
  event?: (event: HandEvent, before: S, after: S) => void;
  handEnd?: (final: S) => void;
};

export interface RunFindingHand {
  hand_id: string;
  table_id: string;
  started_at: string;
  dealer_id?: string;
  source: { path: string; line?: number; index?: number };
}

export interface RunContext {
  readonly runState: Map<string, unknown>;
  param<T = unknown>(name: string): T;
  /** A run-level finding, pointed at a hand of the run (`at`): e.g. the last round of a table. */
  reportRun(r: Report & { at: RunFindingHand }): void;
}

export interface Rule<S = any> {
  id: string;
  article: string;
  category: Category;
  severity?: Severity;
  /** 'procedures': checked only on hands whose log records procedure events. */
  needs?: 'procedures';
  /** Other rules whose finding this one replaces for the same wager (explicit, not by load order). */
  overrides?: string[];
  description: Bilingual;
  messages: Record<string, Bilingual>;
  create(ctx: RuleContext): RuleHandlers<S>;
  /** Findings that need the whole run (a statistic over many hands). */
  finishRun?(ctx: RunContext): void;
}

export function defineRule<S>(rule: Rule<S>): Rule<S> {
  return rule;
}

export interface Ruleset<S = any> {
  id: string;
  version: string;
  articles: ArticlesFile;
  parameters: Record<string, Parameter>;
  rules: Rule<S>[];
  engine: GameEngine<S>;
}

export type { Lang };
