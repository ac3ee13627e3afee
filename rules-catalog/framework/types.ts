import type { Words, WordsOverride } from '../../engine/core/words.js';
import type { GameEngine, Lang } from '../../engine/core/engine-types.js';
import type { Money } from '../../engine/core/money.js';
import type { EventType, HandEvent, HandRecord, ProcedureName, SettlementEvent, Spot, TableConfig } from '../../engine/core/types.js';

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
  /**
   * Words of an enforced article that no log can show (a physical state, a request, advice, a marker), each quoted
   * verbatim from `text_es` with why: the article is checked, those words of it are not (`veedor rules`, the PDF).
   */
  not_checkable_parts?: NotCheckablePart[];
}

/** A clause or condition of an enforced article that a log cannot show: its words as the text has them, and why. */
export interface NotCheckablePart {
  words: string;
  reason: Bilingual;
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
  /** The regulation's own words for a role or a wager where they differ from the words table's (engine/core/words.ts). */
  words?: WordsOverride;
  /**
   * A word the published official copy prints in place of words it masks (El Peruano's «MORDAZA»),
   * and the note a report shows once wherever it quotes an article holding it (framework/masked.ts).
   */
  masked?: { word: string; note: Bilingual };
  articles: Article[];
}

/** A finding as a rule reports it; `M`: the rule's message ids (a misspelt one fails tsc). */
export interface Report<M extends string = string> {
  messageId: M;
  event?: number;
  seat?: number;
  hand?: number;
  spot?: Spot;
  number?: number;
  /**
   * The finding is about a bet behind the seat's box (format 1.1 `behind`) or the player betting behind it, not the
   * box's own wager; `player`: whose, where the log names him. Absent where the box and the bets behind it are judged
   * together (settled in one sum) and on the box's own.
   */
  behind?: boolean;
  player?: string;
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

/**
 * Reads parameters.json values by name; `P`: the names the reader may ask for. A property, not a
 * method, so that a context declaring fewer parameters does not pass for one that reads more.
 */
export interface ParamReader<P extends string = string> {
  readonly param: <T = unknown>(name: P) => T;
}

/** What a rule sees of one hand; `M`: its message ids, `P`: the parameters it declares (`params`). */
export interface RuleContext<M extends string = string, P extends string = string> extends ParamReader<P> {
  readonly hand: HandRecord;
  readonly table: TableConfig;
  report(r: Report<M>): void;
  /**
   * This hand could not be checked by the rule although the rule ran on it, and why (both languages): never a
   * finding; the run's `not_checked` counts the hands per rule and reason, and the summary claims nothing of them.
   */
  notChecked(reason: Bilingual): void;
  /** An amount as a message words it: the hand's currency and two decimals ("PEN 100.00"; "100.00" where the hand names none). */
  readonly amount: (m: Money) => string;
  /**
   * Per-run storage for this rule (shoe continuity, a posting judged once per table): survives across
   * hands. With `--workers`, each worker keeps the run state of its own tables (a table's hands all go
   * to one worker, in log order): key it by table. A statistic over many hands is not a rule's: it is
   * `veedor stats`'s (StatsHooks), never a finding of the audit.
   */
  readonly runState: Map<string, unknown>;
}

/** The event type(s) whose `type` can be K (settlements share one interface for three types). */
type EventOf<K extends EventType> = HandEvent extends infer E ? (E extends { type: infer T } ? (K extends T ? E : never) : never) : never;

export type RuleHandlers<S> = {
  [K in EventType]?: (event: EventOf<K>, before: S, after: S) => void;
} & {
  /** Every event, after the type handler. */
  event?: (event: HandEvent, before: S, after: S) => void;
  /**
   * Where `event` does nothing for every event but these types (it returns at once for any other: a guard on the
   * type is its first test), the types: the judge then calls it for those alone, still after the type handlers and
   * in rule order among the every-event handlers (audit/judge.ts). A dispatch table, not a filter the rule relies on.
   */
  eventTypes?: readonly EventType[];
  handEnd?: (final: S) => void;
};

/**
 * A compiled rule's handlers (`Rule.compile`): made once per run and catalog, called for every hand. `handStart`
 * runs before each hand's first event, where the rule resets its per-hand state (a `reported` flag, a set of
 * seats): whatever it keeps between `compile` and the hand's end must be reset there, or one hand's state would
 * leak into the next and put a finding on the wrong dealer.
 */
export type CompiledHandlers<S> = RuleHandlers<S> & { handStart?: () => void };

export interface Rule<S = any> {
  id: string;
  article: string;
  category: Category;
  severity?: Severity;
  /** 'procedures': checked only where the log records procedure events (the hand's, or its shoe's: Ruleset.proceduresCheckable). */
  needs?: 'procedures';
  /** Other rules whose finding this one replaces for the same wager (explicit, not by load order). */
  overrides?: string[];
  description: Bilingual;
  messages: Readonly<Record<string, Bilingual>>;
  /** Every parameters.json name the rule reads (a meta-test holds each to the catalog's parameters.json). */
  params: readonly string[];
  /**
   * The rule's handlers for one hand, set up for it (new closures per hand). A compiled rule (`compile`) has one
   * too, made from `compile` and `handStart` for that hand alone, for whatever calls a rule hand by hand.
   */
  create(ctx: RuleContext): RuleHandlers<S>;
  /**
   * The rule compiled once per run and catalog (audit/judge.ts): its context is the same object for every hand,
   * its `hand`, `table` and `amount` those of the hand being judged (read them in the handlers, never in
   * `compile` itself); `param` and `runState` are fixed. Per-hand state is reset in `handStart`.
   */
  compile?(ctx: RuleContext): CompiledHandlers<S>;
}

/**
 * A rule as written: its message ids (`M`) and the parameters it declares (`P`) are checked by the
 * compiler wherever the rule reports (`ctx.report({ messageId })`) or reads (`ctx.param(name)`).
 */
export interface RuleSpec<S, M extends string, P extends string>
  extends Omit<Rule<S>, 'messages' | 'params' | 'create' | 'compile'> {
  messages: Record<M, Bilingual>;
  params?: readonly P[];
  /** Set up per hand (the rule's state in the closures it makes for the hand). One of `create` and `compile`. */
  create?(ctx: RuleContext<M, P>): RuleHandlers<S>;
  /** Set up once per run; per-hand state reset in `handStart` (Rule.compile). One of `create` and `compile`. */
  compile?(ctx: RuleContext<M, P>): CompiledHandlers<S>;
}

/**
 * `defineRule` for one game family's state `S` (the state its handlers observe), e.g.
 * `export const defineRule = defineRuleFor<BjState>()` in families/blackjack/define-rule.ts:
 * then `defineRule({ messages, params, create })` infers `M` and `P` from the literal.
 */
export function defineRuleFor<S>() {
  return function defineRule<const M extends string, const P extends string = never>(spec: RuleSpec<S, M, P>): Rule<S> {
    const { compile, create } = spec;
    if ((compile === undefined) === (create === undefined)) throw new Error(`rule ${spec.id}: give create or compile, one of them`);
    if (!compile) return { ...spec, params: spec.params ?? [] } as Rule<S>;
    return { ...spec, params: spec.params ?? [], create: (ctx: RuleContext<M, P>) => handlersForOneHand(compile(ctx)) } as Rule<S>;
  };
}

/** A compiled rule's handlers for one hand alone (`Rule.create` of a compiled rule): started, without `handStart`. */
export function handlersForOneHand<S>(compiled: CompiledHandlers<S>): RuleHandlers<S> {
  compiled.handStart?.();
  const { handStart: _, ...handlers } = compiled;
  return handlers;
}

export interface Ruleset<S = any> {
  id: string;
  version: string;
  articles: ArticlesFile;
  parameters: Record<string, Parameter>;
  rules: Rule<S>[];
  engine: GameEngine<S>;
  /**
   * Which article governs each kind of step, for the dispute replay
   * (`governs.json` beside articles.json; optional). Keys, most specific
   * first: a family hook's keys (`outcome:win`), `type:detail@phase`,
   * `type@phase`, `type:detail`, `type` — detail is the procedure name,
   * decision action, bet or settlement spot, or dealt-to participant kind.
   */
  governs?: Record<string, string>;
  /** Why some steps cite no article (governs.json `unmapped`): shown when a replay has such steps. */
  governsNote?: Bilingual;
  /** Game-family knowledge the dispute replay uses when present (optional). */
  replay?: ReplayHooks<S>;
  /**
   * Where the procedure rules (`needs: 'procedures'`) are checkable: 'shoe' (a shoe whose log records
   * procedures is checked at every hand of it from then on; a table's, without shoe ids), or 'hand' (only
   * hands that record procedures; the default).
   */
  proceduresCheckable?: 'hand' | 'shoe';
  /**
   * With 'shoe': the procedures whose record makes the shoe's later hands checkable. A family whose
   * procedure rules judge per-hand steps (blackjack's surrender and insurance offers) names those steps, so
   * a log that records only the shoe's preparation (shuffle, cut) is not taken as one that records offers.
   * Absent: any procedure does.
   */
  shoeProcedureEvidence?: readonly ProcedureName[];
  /**
   * 'format': the catalog's text has no article on the decks' composition, so the hand-log format's own promise
   * holds (format 1.1, `shoe_id`: «no card seen more often than the shoe holds it»): a card dealt or burned more
   * often than the table's decks hold it, within a shoe, is an input finding citing the format, never an
   * article. Absent: the catalog checks it under its own article (Dragon Six Art. 4º, Póker Caribeño Art. 5º)
   * or not at all. 'round': the same, within each hand only, for a game dealt from a deck shuffled for every
   * round (pai gow): hands sharing a `shoe_id` do not share its cards.
   */
  shoeContinuity?: 'format' | 'round';
  /**
   * 'format': the catalog's text numbers no betting zones, so the hand-log format's own numbering holds (format 1.1,
   * Participants: «`seat:N` — betting zone N ... (N = 1..7 unless the table config says more)»): a seat beyond the
   * table's posted `seats`, else beyond 7, is an integrity finding citing the format (audit/seats-of-table.ts), never
   * an article. Absent: the catalog judges its boxes under its own article (Pot Luck Art. 14º, Marbella's Jugadores).
   */
  seatsOfTable?: 'format';
  /**
   * Each rule's messages in the regulation's own words (`defineRuleset` words them once, when the catalog is
   * loaded: messagesInOwnWords). A ruleset built otherwise (a test's, or one with rules added) has its rules
   * worded where a finding is made.
   */
  messages?: ReadonlyMap<Rule<S>, Readonly<Record<string, Bilingual>>>;
  /**
   * What the catalog itself adds to a hand's statistics (`veedor stats`), beyond its game family's facts, which
   * `audit/stats/facts.ts` reads from the engine's state: figures that rest on the catalog's own rules (Dragon
   * Six's burn rule, pai gow's bonus payouts). Absent: the family's facts only.
   */
  stats?: StatsHooks<S>;
}

/** What a catalog's stats hook reads: the hand and its table, and the catalog's parameters. */
export interface StatsContext extends ParamReader {
  readonly hand: HandRecord;
  readonly table: TableConfig;
}

/** A catalog's own facts of one audited hand (each field documented in docs/stats.md, `HandFacts`). */
export interface CatalogStatsFacts {
  /** Each burn: the first card's rank (1 ace .. 13 king), the cards burned (the first included), and the count the first card orders. */
  burns?: { first: number; burned: number; required: number }[];
  /** Bonus wagers whose house expectation is one exact figure: stakes, the house's net, 7 × the house's expectation (minor units). */
  bonusTheory?: { staked: number; net: number; expected7: number };
}

export interface StatsHooks<S = any> {
  /** The catalog's facts of a hand, from the hand and its state after its last event (undefined: none). */
  facts(ctx: StatsContext, state: S): CatalogStatsFacts | undefined;
  /** The article whose process one of the catalog's own measures concerns (null: none). */
  articleOf?(measure: string, ruleset: Ruleset<S>): string | null;
}

/**
 * A catalog known by its id before its module is loaded (rules-catalog/registry.ts): `load` loads it once,
 * the first time it is called, and gives the same Ruleset every time.
 */
export interface LazyRuleset<S = any> {
  readonly id: string;
  load(): Promise<Ruleset<S>>;
}

/** What an audit is given to audit against: catalogs loaded, or loaded when a hand first names them. */
export type RulesetSource<S = any> = Ruleset<S> | LazyRuleset<S>;

/** What a replay hook may read: the catalog's parameters and the hand. */
export interface ReplayContext {
  readonly hand: HandRecord;
  readonly table: TableConfig;
  param<T = unknown>(name: string): T;
  hasParam(name: string): boolean;
  /** The words the replay tells the hand in, per language (the words table's, with the catalog's own). */
  readonly words: Record<Lang, Words>;
  /** The hand's currency (handCurrency): every amount a hook writes carries it (formatAmount), as the money lines do. */
  readonly currency?: string;
}

/** One wager as the regulation settles it, given the cards and decisions recorded. */
export interface WagerRequirement {
  seat: number;
  hand?: number;
  /** The hands this line stands for together (a split box judged once, in sum): its label names them all. */
  hands?: readonly number[];
  spot: Spot;
  number?: number;
  /**
   * The numbered bets of the spot this line stands for together (a seat's losing pai gow bonus bets settled with no
   * number to tell which is which, judged as one): its label names them all, and their own lines are not shown apart.
   */
  numbers?: readonly number[];
  stake: Money;
  /**
   * What the regulation requires, as money to the player. Undefined: the
   * catalog does not judge this wager (another part of the regulation
   * governs it); `why` says so, and the replay shows no difference for it.
   */
  required?: Money;
  /**
   * When a ratio does not divide into whole cents: the other acceptable rounding, above `required`, every amount
   * between the two accepted too (a sum of stakes each rounded on its own spans more than one cent).
   */
  alsoAccepted?: Money;
  /** What the table did, as money to the player. */
  actual: Money;
  /** Whether any settlement was recorded for the wager. */
  settled: boolean;
  /** The governs key of the article that settles it (`outcome:win`); a list: most specific first, the first the catalog maps. */
  governs?: string | readonly string[];
  /** The requirement in words: "18 contra 17: gana 1 a 1 sobre 60 = +60". */
  why: Bilingual;
}

/** A labelled what-if: the same hand had a procedure been followed. Never a finding; never added to the balance. */
export interface Counterfactual {
  /** Where the recorded hand left the procedure. */
  event: number;
  /** The governs key of the procedure's article (a list: most specific first). */
  governs?: string | readonly string[];
  title: Bilingual;
  premise: Bilingual;
  wagers: {
    seat: number;
    hand?: number;
    spot: Spot;
    recorded: Money;
    counterfactual: Money;
    recordedWhy: Bilingual;
    counterfactualWhy: Bilingual;
  }[];
}

/** Optional family hooks for the dispute replay; the replay works without them. */
export interface ReplayHooks<S> {
  /** Governs keys more specific than the generic ones for this step, most specific first. */
  governsKeys?(event: HandEvent, before: S, after: S, final: S, ctx: ReplayContext): string[];
  /** Every wager's required settlement, also when the table got it right. */
  wagers?(final: S, ctx: ReplayContext): WagerRequirement[];
  /** What-ifs where a procedure error changed the cards. */
  counterfactuals?(final: S, ctx: ReplayContext): Counterfactual[];
  /**
   * The table in plain words as the catalog counts it (a card its rules make no part of a hand shown as not
   * counted, the totals those the rules judge by); absent: the engine's own description.
   */
  describe?(state: S, words: Words, ctx: ReplayContext): string[];
  /**
   * Which wager a settlement is for, where the family ties it to one the log
   * does not name (a bonus payout without its number goes to the most
   * plausible unsettled bet): the hand and number of the wager on the
   * event's seat and spot. Undefined: the wager the event names. The replay
   * lists every wager this way, so it must agree with what the rules judge.
   */
  settlementWager?(event: SettlementEvent, before: S, after: S, ctx: ReplayContext): { hand?: number; number?: number } | undefined;
}

export type { Lang };
