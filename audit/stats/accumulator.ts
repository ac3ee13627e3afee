// The streaming side of statistics: each audited hand's facts are added to the counters of every group it
// belongs to (one per --by dimension), so memory grows with the number of groups, never with the hands. The
// figures, their tests and the Benjamini-Hochberg correction are computed once, at the end (figures.ts).
import type { Ruleset } from '../../rules-catalog/framework/types.js';
import { dealerBlackjackProbability, dealerBustProbability, baccaratEdges, qualificationProbability, rngRange } from './expected.js';
import type { FindingCategory, HandFacts } from './facts.js';
import { baccaratOutcomes } from './exact/baccarat.js';

export type GroupBy = 'dealer' | 'table' | 'shift' | 'day' | 'shoe';
export const GROUP_BYS: readonly GroupBy[] = ['dealer', 'table', 'shift', 'day', 'shoe'];
export const CATEGORIES: readonly FindingCategory[] = ['payout', 'procedure', 'integrity'];

/** Successes in trials of one measure, with the probability the game gives it. */
export interface BinomialCounter {
  measure: string;
  ruleset: string;
  /** What the probability depends on, in words: "8 decks", "up card 6, 6 decks". */
  detail: string;
  n: number;
  k: number;
  p: number;
}

/** The house's money in one currency: all hands, and the hands whose theoretical hold is known exactly. */
export interface MoneyCounter {
  hands: number;
  staked: number;
  houseNet: number;
  /**
   * Hands with a theoretical hold (baccarat; pai gow's bonus wagers), their stakes and net, the theory, and
   * Σ (net - theory)². The theory is baccarat's (stakes × the spots' edges, irrational shares) plus `theory7` / 7.
   */
  theoryHands: number;
  theoryStaked: number;
  theoryNet: number;
  theory: number;
  /** Pai gow bonus: 7 × the house's expectation, whole minor units (exact until the one division at the end). */
  theory7: number;
  deviation2: number;
  /**
   * While the hands are added: `theory` and `deviation2` per table, each summed in log order; `finish` adds the
   * tables' sums in table order. A table's hands are all one worker's (--workers), so the sums, which are not
   * whole numbers, come out the same bits on any number of threads.
   */
  tables: Map<string, TableSums>;
}

/** A table's share of a money counter's sums that are not whole numbers. */
export interface TableSums {
  theory: number;
  deviation2: number;
}

/** What a worker's accumulator holds at the end (`snapshot`), for the main thread to `merge`: plain data. */
export interface AccumulatorSnapshot {
  total: Omit<GroupCounters, 'by' | 'key'>;
  groups: [string, GroupCounters][];
}

/** Baccarat: the shoe's Banca and Punto wins in log order (ties skipped), for the Wald-Wolfowitz runs test. */
export interface RunsCounter {
  banca: number;
  punto: number;
  runs: number;
  last: 'banca' | 'punto' | null;
}

export interface GroupCounters {
  by: GroupBy;
  key: string;
  hands: number;
  findings: Record<FindingCategory, number>;
  binomial: Map<string, BinomialCounter>;
  /** Pai gow: per ruleset, the count of each generator number (index = number - min). */
  rng: Map<string, { min: number; counts: number[] }>;
  money: Map<string, MoneyCounter>;
  /** Caribbean: per ruleset, the players' hands in each category bin (facts.ts PLAYER_BINS). */
  categories: Map<string, number[]>;
  /** Findings per article, keyed `ruleset \0 article`. */
  articles: Map<string, number>;
  /**
   * Per ruleset with a burn rule: the burns (shoe preparations) of the group's hands, those whose count is not
   * the one their first card orders, and the first cards' ranks (index rank - 1).
   */
  burns: Map<string, { n: number; wrong: number; firstRanks: number[] }>;
  /** Hands per ruleset: an article's error rate is per hand of its own catalog (filled in by `finish`). */
  rulesetHands: Map<string, number>;
  /**
   * While the hands are added: the same counters by number instead of by name, an array read per hand where a
   * Map lookup by a string was several: the binomial counters by their trial's slot, the hands by ruleset
   * (the accumulator's ruleset order), and the last currency's money counter (a group's hands seldom change it).
   */
  binomialAt: (BinomialCounter | undefined)[];
  rulesetAt: number[];
  lastMoney: { currency: string; counter: MoneyCounter } | undefined;
  /**
   * The shoe dimension only: the ranks of the cards the shoe has given out since it was last shuffled, and
   * its decks (a shoe whose hands post different deck counts, or none, has no composition to test against).
   */
  shoe?: { decks: number | null; ranks: number[]; /** Σ ranks: the cards counted so far. */ seen: number; shuffledMidway: boolean; runs: RunsCounter };
}

export const NO_GROUP = '(none)';

/** A finding of a stored run on a hand it audited, with the hand's identity (its groups): `veedor stats --db`. */
export interface StoredHandFinding extends Pick<HandFacts, 'ruleset' | 'table_id' | 'dealer_id' | 'shoe_id' | 'started_at'> {
  category: FindingCategory;
  article: string;
}

/** The key of a hand in a dimension; the shift's hours are the caller's (the store's summary uses the same). */
export type KeyOf = (f: Pick<HandFacts, 'table_id' | 'dealer_id' | 'shoe_id' | 'started_at'>, by: GroupBy) => string;

/**
 * A hand as each of its groups adds it: one object the accumulator fills again for every hand (nothing of it
 * outlives `add`), its trials the setting's own definitions and the hand's outcome of each.
 */
interface HandAdd {
  f: HandFacts;
  /** The hand's binomial trials: `count` of them, each a counter's definition and whether it was a success. */
  trials: Trial[];
  hits: boolean[];
  count: number;
  theory: number | undefined;
  /** `ruleset \0 article` of each finding's article. */
  articleKeys: readonly string[];
  /**
   * How many (one per finding, so the findings' count by category): the lists themselves are read only where
   * there are any, an empty list being another kind of array than a full one, which the compiled code would not expect.
   */
  articleCount: number;
  /** The catalog's generator range, for a hand with a random number. */
  rng: [number, number] | undefined;
  /** The hand's ruleset's index in the accumulator's order (its count in each group's `rulesetAt`). */
  rulesetIndex: number;
}

const NO_KEYS: readonly string[] = [];

/** A table's hands since one of their groups last changed (StatsAccumulator `segments`). */
interface Segment {
  table: string;
  /** The last hand's dealer and shoe, and its key and group in each dimension. */
  dealer: string | undefined;
  shoe: string | undefined;
  keys: (string | undefined)[];
  groups: GroupCounters[];
  /** The total, then the groups: where the counts go. */
  members: Omit<GroupCounters, 'by' | 'key'>[];
  hands: number;
  counters: Omit<GroupCounters, 'by' | 'key'>;
  /**
   * The hold's sums that are not whole numbers, this table's in each member's money counter of the currency
   * `sumsCurrency` (members' order): found once for the segment's members and currency, not for every hand.
   */
  sums: TableSums[];
  sumsCurrency: string | undefined;
}

function newSegment(table: string, dimensions: number): Segment {
  return { table, dealer: undefined, shoe: undefined, keys: new Array<string | undefined>(dimensions).fill(undefined), groups: [], members: [], hands: 0, counters: newTotal(), sums: [], sumsCurrency: undefined };
}

/** Counters with a group's fields (the total's, a segment's): one kind of object for the code that adds to them. */
function newTotal(): Omit<GroupCounters, 'by' | 'key'> {
  return { by: 'table', key: '', ...newCounters() } as GroupCounters;
}

/**
 * The segment's counts added to its members, and its counters emptied in place for the table's next hands (a
 * table's segments follow one another a shoe at a time: new counters for each made its binomial counters again,
 * each one object and one entry by a string key, and its members found each by that key when it was added).
 * `trialAt`: the run's trials by slot.
 */
function flushSegment(seg: Segment, trialAt: readonly Trial[]): void {
  if (seg.hands === 0) return;
  for (const g of seg.members) addSegment(g, seg.counters, trialAt);
  emptySegmentCounters(seg.counters);
  seg.hands = 0;
}

/**
 * A segment's counters as new ones count, but its binomial counters kept at zero: `addSegment` reads those by slot
 * and passes over the empty ones (a counter made by a hand has a trial). The other maps are emptied: what a later
 * hand adds to them is made again, as new counters would make it.
 */
function emptySegmentCounters(c: Omit<GroupCounters, 'by' | 'key'>): void {
  c.hands = 0;
  c.findings.payout = c.findings.procedure = c.findings.integrity = 0;
  const at = c.binomialAt;
  for (let i = 0; i < at.length; i++) {
    const b = at[i];
    if (b !== undefined) b.n = b.k = 0;
  }
  c.rng.clear();
  c.money.clear();
  c.lastMoney = undefined;
  c.categories.clear();
  c.articles.clear();
  c.burns.clear();
  const hands = c.rulesetAt;
  for (let i = 0; i < hands.length; i++) hands[i] = 0;
}

/** One binomial trial's counter: its id and what it is made of, the same for every hand of its table setting. */
interface Trial {
  id: string;
  /** Its number in the run, the index of its counter in each group's `binomialAt`. */
  slot: number;
  ruleset: string;
  measure: string;
  detail: string;
  p: number;
}

/** The trials and probabilities for one table setting (a catalog and its decks, an up card), built once. */
interface Setting {
  trials: Trial[];
  /** Baccarat: the spots' edges (undefined where the catalog posts no payouts). */
  edges?: Record<'player' | 'banker' | 'tie', number>;
}

export class StatsAccumulator {
  private readonly allGroups = new Map<string, GroupCounters>();
  /**
   * The run's counters, made with a group's fields so that the code that adds to them meets one kind of object, the
   * total and the groups alike, and is not compiled again for a second. The total is no group: its `by` and `key` are
   * placeholders nothing reads.
   */
  private readonly allHands: Omit<GroupCounters, 'by' | 'key'> = newTotal();
  /**
   * Per table, its hands since the last change of any of their groups (a table's hands come a dealer, a shoe at a
   * time, the tables' hands interleaved in the log): added there once each instead of to the total and to every
   * group, and added to those (`flush`) when one of the table's groups changes, or before the counters are read. Only
   * whole numbers wait there: the sums that are not (the hold's theory and its deviations) and the shoe's cards,
   * whose counting depends on the order, go to every group with each hand.
   */
  private readonly segments = new Map<string, Segment>();
  private lastSegment: Segment | undefined;
  /** Whether a dimension is read from the hand's time (day, shift): its key is asked for every hand. */
  private readonly timed: boolean;
  /** The groups of each dimension by their key (the same objects as `groups`): no id is built per hand. */
  private readonly byKey: Map<string, GroupCounters>[];
  /** Per catalog, per setting (decks; 16 × decks + up card): the exact probabilities and counter ids, once. */
  private readonly settings = new Map<string, Map<number, Setting>>();
  private readonly hand: HandAdd = { f: undefined as unknown as HandFacts, trials: [], hits: [], count: 0, theory: undefined, articleKeys: NO_KEYS, articleCount: 0, rng: undefined, rulesetIndex: 0 };
  /** Each ruleset's index, and the ids in that order. */
  private readonly rulesetIndex = new Map<string, number>();
  private readonly rulesetIds: string[];
  /** Trials made so far (the next one's slot). */
  private slots = 0;
  /** The trials made so far, by slot. */
  private readonly trialAt: Trial[] = [];
  /** The last hand's catalog: its id, the catalog, its index and its settings. */
  private lastRuleset: string | undefined;
  private lastRulesetObject: Ruleset | undefined;
  private lastRulesetIndex = 0;
  private lastSettings: Map<number, Setting> = new Map();
  private finished = false;

  /** The groups, by `by \0 key` (every hand added counted in them). */
  get groups(): Map<string, GroupCounters> {
    this.flush();
    return this.allGroups;
  }

  /** The run's counters (every hand added counted in them). */
  get total(): Omit<GroupCounters, 'by' | 'key'> {
    this.flush();
    return this.allHands;
  }

  constructor(private readonly by: readonly GroupBy[], private readonly keyOf: KeyOf, private readonly rulesets: ReadonlyMap<string, Ruleset>) {
    this.rulesetIds = [...rulesets.keys()];
    this.rulesetIds.forEach((id, i) => this.rulesetIndex.set(id, i));
    this.byKey = by.map(() => new Map());
    this.timed = by.includes('day') || by.includes('shift');
  }

  add(f: HandFacts): void {
    // A log's hands come a catalog at a time: the last hand's catalog, found again by identity of its id.
    if (f.ruleset !== this.lastRuleset) {
      const r = this.rulesets.get(f.ruleset);
      if (!r) return;
      this.lastRuleset = f.ruleset;
      this.lastRulesetObject = r;
      this.lastRulesetIndex = this.rulesetIndex.get(f.ruleset)!;
      this.lastSettings = this.settingsOf(f.ruleset);
    }
    const ruleset = this.lastRulesetObject!;
    if (this.finished) throw new Error('StatsAccumulator: a hand added after finish()');
    const hand = this.hand;
    hand.f = f;
    hand.count = 0;
    hand.rulesetIndex = this.lastRulesetIndex;
    hand.theory = this.trials(f, ruleset, hand);
    // What every group of the hand adds the same way, made once for the hand: its articles' keys, its generator range.
    hand.articleCount = f.findings.payout + f.findings.procedure + f.findings.integrity;
    hand.articleKeys = hand.articleCount === 0 ? NO_KEYS : f.articles.map((a) => `${f.ruleset}\u0000${a}`);
    hand.rng = f.rng === undefined ? undefined : rngRange(ruleset);
    // The hand's table's segment; the hand's group in each dimension, asked for where the dealer or the shoe is not
    // the table's last hand's (or the dimension is the hand's time): where one changes, the segment so far is
    // added to its groups first.
    let seg = this.lastSegment;
    if (seg === undefined || seg.table !== f.table_id) {
      seg = this.segments.get(f.table_id);
      if (seg === undefined) this.segments.set(f.table_id, (seg = newSegment(f.table_id, this.by.length)));
      this.lastSegment = seg;
    }
    if (seg.members.length === 0 || seg.dealer !== f.dealer_id || seg.shoe !== f.shoe_id || this.timed) {
      seg.dealer = f.dealer_id;
      seg.shoe = f.shoe_id;
      let changed = seg.members.length === 0;
      for (let i = 0; i < this.by.length; i++) {
        const key = this.keyOf(f, this.by[i]!);
        if (key !== seg.keys[i]) {
          if (!changed) {
            flushSegment(seg, this.trialAt);
            changed = true;
          }
          seg.keys[i] = key;
          seg.groups[i] = this.groupOf(i, key);
        }
      }
      if (changed) {
        seg.members = [this.allHands, ...seg.groups];
        seg.sumsCurrency = undefined;
      }
    }
    seg.hands++;
    addTo(seg.counters, hand);
    // What is not a whole number, or depends on the order of the hands, goes to each group now.
    if (hand.theory !== undefined || f.bonusTheory) addTheory(seg, hand);
    if (f.shoe_id !== undefined) {
      for (let i = 0; i < this.by.length; i++) if (this.by[i] === 'shoe') addCards(seg.groups[i]!, f);
    }
    hand.f = undefined as unknown as HandFacts;
  }

  /** The group of dimension `i` whose key is `key`, made the first time. */
  private groupOf(i: number, key: string): GroupCounters {
    const keyed = this.byKey[i]!;
    let g = keyed.get(key);
    if (!g) {
      const by = this.by[i]!;
      g = { by, key, ...newCounters() };
      keyed.set(key, g);
      this.allGroups.set(`${by}\u0000${key}`, g);
    }
    return g;
  }

  /** Every table's segment added to the total and to each of its groups (whole numbers: in any order, the same sums). */
  private flush(): void {
    for (const seg of this.segments.values()) flushSegment(seg, this.trialAt);
  }

  /**
   * Once every hand is added (and every worker's counters merged): each group's hands per ruleset by name, and
   * its money sums from its tables', as the figures read them.
   */
  finish(): void {
    if (this.finished) return;
    this.finished = true;
    for (const g of [this.total, ...this.groups.values()]) {
      this.named(g);
      for (const m of g.money.values()) {
        let theory = 0;
        let deviation2 = 0;
        for (const table of [...m.tables.keys()].sort()) {
          const t = m.tables.get(table)!;
          theory += t.theory;
          deviation2 += t.deviation2;
        }
        m.theory = theory;
        m.deviation2 = deviation2;
      }
    }
  }

  /** The hands per ruleset counted by number, added to those by name. */
  private named(g: Omit<GroupCounters, 'by' | 'key'>): void {
    g.rulesetAt.forEach((n, i) => {
      if (n > 0) g.rulesetHands.set(this.rulesetIds[i]!, (g.rulesetHands.get(this.rulesetIds[i]!) ?? 0) + n);
    });
    g.rulesetAt = [];
  }

  /**
   * A stored run's finding (`veedor stats --db`: the hands' facts are replayed, their findings are the store's),
   * added to the run's counters and to its hand's groups, which its hand made; false when one is missing.
   */
  addFinding(f: StoredHandFinding): boolean {
    if (this.finished) throw new Error('StatsAccumulator: a finding added after finish()');
    const groups: Omit<GroupCounters, 'by' | 'key'>[] = [this.total];
    for (let i = 0; i < this.by.length; i++) {
      const g = this.byKey[i]!.get(this.keyOf(f, this.by[i]!));
      if (!g) return false;
      groups.push(g);
    }
    const key = `${f.ruleset}\u0000${f.article}`;
    for (const g of groups) {
      g.findings[f.category]++;
      g.articles.set(key, (g.articles.get(key) ?? 0) + 1);
    }
    return true;
  }

  /**
   * A worker's counters, to send to the main thread (which `merge`s them), instead of every hand's facts:
   * plain data, the counters by number dropped (their numbers are this accumulator's own).
   */
  snapshot(): AccumulatorSnapshot {
    for (const g of [this.total, ...this.groups.values()]) {
      this.named(g);
      g.binomialAt = [];
      g.lastMoney = undefined;
    }
    return { total: this.total, groups: [...this.groups] };
  }

  /** Adds a worker's counters (its tables' hands) to these: whole numbers added, the tables' sums kept apart. */
  merge(snap: AccumulatorSnapshot): void {
    if (this.finished) throw new Error('StatsAccumulator: counters merged after finish()');
    mergeCounters(this.total, snap.total);
    for (const [id, from] of snap.groups) {
      let g = this.groups.get(id);
      if (!g) {
        g = { by: from.by, key: from.key, ...newCounters() };
        this.groups.set(id, g);
        this.byKey[this.by.indexOf(from.by)]?.set(from.key, g);
      }
      mergeCounters(g, from);
    }
  }

  private settingsOf(ruleset: string): Map<number, Setting> {
    let forRuleset = this.settings.get(ruleset);
    if (!forRuleset) this.settings.set(ruleset, (forRuleset = new Map()));
    return forRuleset;
  }

  private trial(ruleset: string, measure: string, detail: string, p: number): Trial {
    const t: Trial = { id: `${ruleset}\u0000${measure}\u0000${detail}`, slot: this.slots++, ruleset, measure, detail, p };
    this.trialAt[t.slot] = t;
    return t;
  }

  /** The hand's binomial trials, in the order the counters are first made; returns baccarat's theoretical hold. */
  private trials(f: HandFacts, r: Ruleset, out: HandAdd): number | undefined {
    // The settings of the hand's catalog, found by a number (decks; 16 × decks + up card; -1), made the first time.
    const settings = this.lastSettings;
    let theory: number | undefined;
    if (f.coup && f.decks !== undefined) {
      const decks = f.decks;
      let s = settings.get(decks);
      if (!s) {
        const o = baccaratOutcomes(decks);
        const d = `${decks} decks`;
        const ps = [o.banca, o.punto, o.tie, o.bancaSix];
        s = { trials: ['banca_wins', 'punto_wins', 'tie', 'banca_wins_on_six'].map((m, i) => this.trial(f.ruleset, m, d, ps[i]!)), edges: baccaratEdges(r, decks) };
        settings.set(decks, s);
      }
      const w = f.coup.winner;
      push(out, s, 0, w === 'banca');
      push(out, s, 1, w === 'punto');
      push(out, s, 2, w === 'tie');
      push(out, s, 3, w === 'banca' && f.coup.banca === 6);
      const edges = s.edges;
      if (edges && f.stakes) theory = -(f.stakes.player * edges.player + f.stakes.banker * edges.banker + f.stakes.tie * edges.tie);
    }
    if (f.dealer && f.decks !== undefined) {
      const u = f.dealer.up;
      const decks = f.decks;
      let s = settings.get(16 * decks + u);
      if (!s) {
        const d = `up card ${u === 1 ? 'A' : u}, ${decks} decks`;
        s = { trials: [this.trial(f.ruleset, 'dealer_bust', d, dealerBustProbability(r, u, decks)), this.trial(f.ruleset, 'dealer_blackjack', d, dealerBlackjackProbability(r, u, decks))] };
        settings.set(16 * decks + u, s);
      }
      push(out, s, 0, f.dealer.result === 'bust');
      // Only an ace or a ten can make a Black Jack: elsewhere there is nothing to test.
      if (u === 1 || u === 10) push(out, s, 1, f.dealer.result === 'blackjack');
    }
    if (f.qualifies !== undefined) {
      let s = settings.get(-1);
      if (!s) settings.set(-1, (s = { trials: [this.trial(f.ruleset, 'dealer_qualifies', 'ace-king or better', qualificationProbability())] }));
      push(out, s, 0, f.qualifies);
    }
    return theory;
  }
}

/** A trial of the hand: the setting's `i`th, and whether it was a success. */
function push(out: HandAdd, s: Setting, i: number, hit: boolean): void {
  out.trials[out.count] = s.trials[i]!;
  out.hits[out.count++] = hit;
}

function addCards(g: GroupCounters, f: HandFacts): void {
  const decks = f.decks ?? null;
  if (!g.shoe) g.shoe = { decks, ranks: new Array<number>(13).fill(0), seen: 0, shuffledMidway: false, runs: { banca: 0, punto: 0, runs: 0, last: null } };
  const s = g.shoe;
  if (s.decks !== decks) s.decks = null;
  // A shuffle after the shoe has dealt puts its cards back: the count no longer samples one composition.
  if (f.reshuffled && s.seen > 0) s.shuffledMidway = true;
  // Only the first half of the shoe: drawn without replacement, the ranks seen test the composition through
  // both the cards seen and those left, and the chi-square holds only while both are many. A shoe dealt to
  // its cut card leaves a few dozen cards, too few.
  const ranks = f.ranks;
  let here = 0;
  for (let i = 0; i < 13; i++) here += ranks[i]!;
  if (decks !== null && s.seen + here <= 26 * decks) {
    for (let i = 0; i < 13; i++) s.ranks[i]! += ranks[i]!;
    s.seen += here;
  }
  // A string either way: compared with undefined, the compiled comparison would be thrown out.
  const w = f.coup === undefined ? '' : f.coup.winner;
  if (w === 'banca' || w === 'punto') {
    s.runs[w]++;
    if (w !== s.runs.last) s.runs.runs++;
    s.runs.last = w;
  }
}

function newCounters(): Omit<GroupCounters, 'by' | 'key'> {
  // `shoe` present from the start (undefined until a shoe group's first hand): a field added later would give the
  // shoe groups another shape than the others.
  return { hands: 0, findings: { payout: 0, procedure: 0, integrity: 0 }, binomial: new Map(), rng: new Map(), money: new Map(), categories: new Map(), articles: new Map(), rulesetHands: new Map(), burns: new Map(), binomialAt: [], rulesetAt: [], lastMoney: undefined, shoe: undefined };
}

function addTo(g: Omit<GroupCounters, 'by' | 'key'>, { f, trials, hits, count, theory, articleKeys, articleCount, rng, rulesetIndex }: HandAdd): void {
  g.hands++;
  g.findings.payout += f.findings.payout;
  g.findings.procedure += f.findings.procedure;
  g.findings.integrity += f.findings.integrity;
  const at = g.rulesetAt;
  while (at.length <= rulesetIndex) at.push(0);
  at[rulesetIndex]!++;
  for (let i = 0; i < articleCount; i++) {
    const key = articleKeys[i]!;
    g.articles.set(key, (g.articles.get(key) ?? 0) + 1);
  }
  if (f.burns) {
    let b = g.burns.get(f.ruleset);
    if (!b) g.burns.set(f.ruleset, (b = { n: 0, wrong: 0, firstRanks: new Array<number>(13).fill(0) }));
    for (const x of f.burns) {
      b.n++;
      if (x.burned !== x.required) b.wrong++;
      b.firstRanks[x.first - 1]!++;
    }
  }
  if (f.playerBins) {
    let bins = g.categories.get(f.ruleset);
    if (!bins) g.categories.set(f.ruleset, (bins = [0, 0, 0, 0]));
    for (const b of f.playerBins) bins[b]!++;
  }
  for (let i = 0; i < count; i++) {
    const t = trials[i]!;
    let b = g.binomialAt[t.slot];
    if (!b) {
      while (g.binomialAt.length < t.slot) g.binomialAt.push(undefined);
      g.binomial.set(t.id, (b = { measure: t.measure, ruleset: f.ruleset, detail: t.detail, n: 0, k: 0, p: t.p }));
      g.binomialAt[t.slot] = b;
    }
    b.n++;
    if (hits[i]) b.k++;
  }
  if (f.rng !== undefined) {
    const range = rng;
    if (range && f.rng >= range[0] && f.rng <= range[1]) {
      let t = g.rng.get(f.ruleset);
      if (!t) g.rng.set(f.ruleset, (t = { min: range[0], counts: new Array<number>(range[1] - range[0] + 1).fill(0) }));
      t.counts[f.rng - range[0]]!++;
    }
  }
  let m = g.lastMoney?.currency === f.currency ? g.lastMoney.counter : g.money.get(f.currency);
  if (!m) g.money.set(f.currency, (m = newMoney()));
  if (g.lastMoney?.counter !== m) g.lastMoney = { currency: f.currency, counter: m };
  m.hands++;
  m.staked += f.staked;
  m.houseNet += f.houseNet;
  // Pai gow bonus: the bonus wagers only (the pai gow wager's expectation is the player's setting of his hands).
  // The theory's sums that are not whole numbers are added to each group with the hand (addTheory).
  if (theory !== undefined) {
    m.theoryHands++;
    m.theoryStaked += f.staked;
    m.theoryNet += f.houseNet;
  } else if (f.bonusTheory) {
    const b = f.bonusTheory;
    m.theoryHands++;
    m.theoryStaked += b.staked;
    m.theoryNet += b.net;
    m.theory7 += b.expected7;
  }
}

/**
 * A hand's share of the hold's sums that are not whole numbers, added to each of its segment's members (the total
 * and its groups) with the hand: `theory` and `deviation2` per table, each summed in log order (the same bits on any
 * number of threads). The members' sums of the segment's table are looked up when its members or the hand's currency
 * change, not for each hand.
 */
function addTheory(seg: Segment, { f, theory }: HandAdd): void {
  if (seg.sumsCurrency !== f.currency) {
    seg.sums = seg.members.map((g) => {
      let m = g.money.get(f.currency);
      if (!m) g.money.set(f.currency, (m = newMoney()));
      return tableSums(m, seg.table);
    });
    seg.sumsCurrency = f.currency;
  }
  const sums = seg.sums;
  if (theory !== undefined) {
    const deviation2 = (f.houseNet - theory) ** 2;
    for (let i = 0; i < sums.length; i++) {
      const t = sums[i]!;
      t.theory += theory;
      t.deviation2 += deviation2;
    }
  } else if (f.bonusTheory) {
    const b = f.bonusTheory;
    const deviation2 = (7 * b.net - b.expected7) ** 2 / 49;
    for (let i = 0; i < sums.length; i++) sums[i]!.deviation2 += deviation2;
  }
}

/** A segment's counts (whole numbers; no shoe, no table sums) added to one of its groups or the total. */
function addSegment(into: Omit<GroupCounters, 'by' | 'key'>, from: Omit<GroupCounters, 'by' | 'key'>, trialAt: readonly Trial[]): void {
  into.hands += from.hands;
  into.findings.payout += from.findings.payout;
  into.findings.procedure += from.findings.procedure;
  into.findings.integrity += from.findings.integrity;
  const at = into.rulesetAt;
  const seg = from.rulesetAt;
  while (at.length < seg.length) at.push(0);
  for (let i = 0; i < seg.length; i++) at[i]! += seg[i]!;
  // The binomial counters by slot, both sides: no key built or looked up but where `into` has none of the slot yet
  // (found by its id first: a group's counters made by a merge are in its map only).
  const fromAt = from.binomialAt;
  const intoAt = into.binomialAt;
  for (let slot = 0; slot < fromAt.length; slot++) {
    const b = fromAt[slot];
    if (b === undefined || b.n === 0) continue;
    let x = intoAt[slot];
    if (x === undefined) {
      const t = trialAt[slot]!;
      x = into.binomial.get(t.id);
      if (x === undefined) into.binomial.set(t.id, (x = { measure: b.measure, ruleset: b.ruleset, detail: b.detail, n: 0, k: 0, p: b.p }));
      while (intoAt.length < slot) intoAt.push(undefined);
      intoAt[slot] = x;
    }
    x.n += b.n;
    x.k += b.k;
  }
  addOtherCounts(into, from);
}

/**
 * The whole-number counts a segment and a worker's counters share, added to `into`'s: the binomial and generator
 * tallies, the money's totals (not its per-table sums), the hand categories, articles and burns.
 */
function addWholeCounts(into: Omit<GroupCounters, 'by' | 'key'>, from: Omit<GroupCounters, 'by' | 'key'>): void {
  for (const [id, b] of from.binomial) {
    const x = into.binomial.get(id);
    if (!x) into.binomial.set(id, { measure: b.measure, ruleset: b.ruleset, detail: b.detail, n: b.n, k: b.k, p: b.p });
    else {
      x.n += b.n;
      x.k += b.k;
    }
  }
  addOtherCounts(into, from);
}

/** The whole-number counts other than the binomial ones (`addWholeCounts`), added to `into`'s. */
function addOtherCounts(into: Omit<GroupCounters, 'by' | 'key'>, from: Omit<GroupCounters, 'by' | 'key'>): void {
  for (const [ruleset, t] of from.rng) {
    const x = into.rng.get(ruleset);
    if (!x) into.rng.set(ruleset, { min: t.min, counts: [...t.counts] });
    else addEach(x.counts, t.counts);
  }
  for (const [currency, m] of from.money) {
    let x = into.money.get(currency);
    if (!x) into.money.set(currency, (x = newMoney()));
    x.hands += m.hands;
    x.staked += m.staked;
    x.houseNet += m.houseNet;
    x.theoryHands += m.theoryHands;
    x.theoryStaked += m.theoryStaked;
    x.theoryNet += m.theoryNet;
    x.theory7 += m.theory7;
  }
  for (const [ruleset, bins] of from.categories) {
    const x = into.categories.get(ruleset);
    if (!x) into.categories.set(ruleset, [...bins]);
    else addEach(x, bins);
  }
  for (const [key, n] of from.articles) into.articles.set(key, (into.articles.get(key) ?? 0) + n);
  for (const [ruleset, b] of from.burns) {
    const x = into.burns.get(ruleset);
    if (!x) into.burns.set(ruleset, { n: b.n, wrong: b.wrong, firstRanks: [...b.firstRanks] });
    else {
      x.n += b.n;
      x.wrong += b.wrong;
      addEach(x.firstRanks, b.firstRanks);
    }
  }
}

function newMoney(): MoneyCounter {
  return { hands: 0, staked: 0, houseNet: 0, theoryHands: 0, theoryStaked: 0, theoryNet: 0, theory: 0, theory7: 0, deviation2: 0, tables: new Map() };
}

function tableSums(m: MoneyCounter, table: string): TableSums {
  let sums = m.tables.get(table);
  if (!sums) m.tables.set(table, (sums = { theory: 0, deviation2: 0 }));
  return sums;
}

function addEach(into: number[], from: readonly number[]): void {
  for (let i = 0; i < from.length; i++) into[i] = (into[i] ?? 0) + from[i]!;
}

/** `from`'s counts added to `into`'s (a worker's, merge): its tables are not `into`'s, nor its shoes. */
function mergeCounters(into: Omit<GroupCounters, 'by' | 'key'>, from: Omit<GroupCounters, 'by' | 'key'>): void {
  into.hands += from.hands;
  for (const c of CATEGORIES) into.findings[c] += from.findings[c];
  addWholeCounts(into, from);
  for (const [currency, m] of from.money) {
    const x = into.money.get(currency)!;
    for (const [table, t] of m.tables) {
      if (x.tables.has(table)) throw new Error(`StatsAccumulator: table ${table} counted by two workers`);
      x.tables.set(table, { theory: t.theory, deviation2: t.deviation2 });
    }
  }
  for (const [ruleset, n] of from.rulesetHands) into.rulesetHands.set(ruleset, (into.rulesetHands.get(ruleset) ?? 0) + n);
  if (from.shoe) {
    if (into.shoe) throw new Error('StatsAccumulator: a shoe counted by two workers');
    into.shoe = from.shoe;
  }
}
