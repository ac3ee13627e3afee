import type { Money } from '../../engine/core/money.js';
import type { Lang } from '../../engine/core/engine-types.js';
import type { Words } from '../../engine/core/words.js';
import type { Category, Severity } from '../../audit/findings.js';

/**
 * A disputed hand told step by step, in one language, ready for any renderer
 * (text, PDF, HTML). Every sentence is already in words; renderers only lay
 * it out.
 */
export interface ReplayDoc {
  lang: Lang;
  /** The words the hand is told in: the words table's, with the catalog's own where it has them. */
  words: Words;
  head: {
    handId: string;
    game: string;
    tableId: string;
    dealerId?: string;
    shoeId?: string;
    startedAt: string;
    currency?: string;
    rulesetId: string;
    rulesetVersion: string;
    regulation: string;
    /** "path:line" of the record in its log. */
    source: string;
    /** SHA-256 of the whole log the hand was read from, so a dispute file is tied to one version of it. */
    sha256?: string;
    /**
     * The table configuration the hand was judged against (inline, or from the tables file), field by field in the
     * hand-log format's names, amounts as posted; empty: none was posted, and the catalog's parameters governed.
     */
    posted: { field: string; value: string }[];
    /** Fields the posting holds that the hand-log format does not name: Veedor does not read them. */
    unread: string[];
  };
  steps: ReplayStep[];
  /** Findings about the whole hand, or about a step after the last event (something missing at the end). */
  endFindings: FindingView[];
  finalTable: string[];
  wagers: WagerView[];
  counterfactuals: CounterfactualView[];
  balance: Balance;
  /** Every article the replay mentions, by citation, in the catalog's order. */
  articles: ArticleView[];
  /** Articles behind findings, money differences and what-ifs: quoted in full. */
  disputed: string[];
  /** The catalog's word on steps that cite no article, when the hand has some. */
  unmappedNote?: string;
  /** The catalog's note that the official copy masks words («MORDAZA»), when an article here holds one. */
  maskedNote?: string;
  findingCount: number;
}

export interface ArticleView {
  article: string;
  title: string;
  /** The regulation's words (Spanish original). */
  text_es: string;
  summary_en: string;
  /** The text holds the official copy's masking word: the document's maskedNote applies to it. */
  masked?: true;
}

export interface ReplayStep {
  /** The event's 1-based position in the hand, as findings cite it. */
  n: number;
  type: string;
  text: string;
  /** The article that governs the step: a finding's when there is one, else the catalog's governs map. */
  article?: string;
  articleFromFinding: boolean;
  table: string[];
  tableChanged: boolean;
  findings: FindingView[];
}

export interface FindingView {
  event?: number;
  rule: string;
  article: string;
  category: Category;
  severity: Severity;
  message: string;
  seat?: number;
  wager?: string;
  expected?: Money;
  actual?: Money;
  owed?: Money;
}

export interface WagerView {
  key: string;
  seat?: number;
  label: string;
  stake?: Money;
  /** 'award': a pool told by what it paid out, not by net money on the stake. */
  basis: 'net' | 'award';
  /** What the regulation requires, as money to the player (undefined: the replay cannot say). */
  required?: Money;
  /**
   * Where a ratio leaves part of a cent: the highest amount accepted, every amount from `required` to it accepted
   * (several stakes rounded each on its own span more than one cent); or the one other amount a catalog accepts.
   */
  alsoAccepted?: Money;
  requiredWhy?: string;
  article?: string;
  /** What the table did, as money to the player. */
  actual: Money;
  actualText: string;
  /** What the findings say is owed to the player on this wager (negative: to the house). */
  owed: Money;
  /** True when a finding or the requirement says the table got it wrong. */
  wrong: boolean;
  /** Where the audit had no finding and no family knowledge: the settlement stands as the audit found it. */
  noFinding: boolean;
}

export interface CounterfactualView {
  event: number;
  article?: string;
  title: string;
  premise: string;
  lines: {
    label: string;
    seat: number;
    recorded: Money;
    recordedWhy: string;
    counterfactual: Money;
    counterfactualWhy: string;
    /** What the table did on the wager, as money to the player. */
    actual?: Money;
    /** What would be owed to the player if the mediation settled by the what-if: counterfactual - actual. */
    ifAdopted?: Money;
  }[];
}

export interface Balance {
  /**
   * One entry per player: a seat's box player, and apart from him each player betting behind the box whose money a
   * finding names on its own (`player`: the log's player, "" where the bet behind names none). Money owed to one
   * player is never netted against money owed by another.
   */
  seats: {
    seat?: number;
    player?: string;
    /**
     * `allowed`: an over-payment the text allows (a warning: paid above a «no menor» line, within a range the article
     * permits, a commission below its «hasta» cap). Listed, never counted in the player's total: it is no debt of his.
     */
    terms: { amount: Money; article: string; label: string; expected?: Money; actual?: Money; allowed?: true }[];
    total: Money;
  }[];
  /** The house's net over every seat (what it pays minus what it is paid back): never a player's figure. */
  total: Money;
  /** What the house owes the players who were under-paid, and what the over-paid players owe it, apart. */
  houseOwes: Money;
  houseIsOwed: Money;
  /**
   * Money the table moved on a wager the catalog does not judge (pai gow's own wager, which other sections of the
   * regulation settle): named beside the balance, so that "nothing owed" is never said of money no rule has weighed.
   */
  notJudged: { seat?: number; label: string; actual: Money; actualText: string }[];
  /**
   * A player the log names as the one betting on two or more of the hand's boxes (every own bet of each box names
   * him) whose money is on more than one entry: one person, his net over those boxes (the entries above stay whole;
   * the house's figures stay per box). An allowed over-payment is outside it, as outside each box's total.
   */
  players: { player: string; seats: number[]; total: Money }[];
}
