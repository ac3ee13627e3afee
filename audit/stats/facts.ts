// What statistics needs of one audited hand: who dealt it where and when, how it came out (the dealer's up card
// and final hand, the coup's winner, the dealer's qualification, the random number), the house's result in
// minor units, and the audit's findings on it by category. Read from the hand's own replay through its
// catalog's engine (the same fold the audit makes), never from the rules' judgment. The game family's facts are
// read here from the engine's state; what rests on a catalog's own rules (a burn rule, a bonus pay table) is the
// catalog's, declared with its ruleset (`Ruleset.stats`, rules-catalog/framework/types.ts) and only called here.
import { baccaratTotal } from '../../engine/baccarat/values.js';
import type { BacState } from '../../engine/baccarat/state.js';
import type { BjState } from '../../engine/blackjack/state.js';
import { bjTotal, bjValue } from '../../engine/blackjack/totals.js';
import type { CsState } from '../../engine/caribbean/state.js';
import { EngineRejection } from '../../engine/core/engine-types.js';
import type { HandIdentity, HandRecord } from '../../engine/core/types.js';
import { rankOf } from '../../engine/core/cards.js';
import type { PgState } from '../../engine/pai-gow/state.js';
import { fromCard } from '../../engine/poker/convert.js';
import { categoryOf, evaluate5, isAceKingOrBetter } from '../../engine/poker/evaluator.js';
import type { HandCategory } from '../../engine/poker/evaluator.js';
import type { CatalogStatsFacts, Ruleset, StatsContext } from '../../rules-catalog/framework/types.js';
import type { Category, Finding } from '../findings.js';
import { handCurrency } from '../findings.js';

export type FindingCategory = Exclude<Category, 'input'>;

export interface HandFacts extends CatalogStatsFacts, Pick<HandIdentity, 'hand_id' | 'ruleset' | 'table_id' | 'dealer_id' | 'shoe_id' | 'started_at'> {
  family: string;
  /** The hand's currency ('' when it names none). */
  currency: string;
  decks?: number;
  /** Baccarat: the winner and Banca's total. */
  coup?: { winner: 'punto' | 'banca' | 'tie'; banca: number };
  /** Blackjack: the up card's value (1 ace .. 10) and the dealer's final hand, when he completed it. */
  dealer?: { up: number; result: 'bust' | 'blackjack' | 'stood' };
  /** Caribbean Stud: whether the dealer's five cards qualify (ace-king or better), when all five are known. */
  qualifies?: boolean;
  /** Caribbean Stud: each seat's five-card hand category (PLAYER_BINS index), for the seats whose five cards are known. */
  playerBins?: number[];
  /** Pai gow bonus: the round's random number. */
  rng?: number;
  /** Baccarat: stakes on each spot, minor units (the theoretical hold is their expectation). */
  stakes?: { player: number; banker: number; tie: number };
  // The catalog's own facts (its `stats` hook, CatalogStatsFacts): Dragon Six's `burns` (each burn: the first card's
  // rank, the cards burned, the count the first card orders under the table's posted burn rule, the catalog's own
  // where the table posts none or one Veedor cannot read); pai gow bonus's `bonusTheory` (the bonus wagers whose
  // expectation is one exact figure: the table posts its payout, the wager was placed before the number, and its
  // owed payout is one amount; their stakes, the house's net on them, and 7 × the house's expectation, 6 × stake −
  // owed payout per wager: the generator's seven numbers equally likely; minor units).
  /** The house's net on the hand (collected and commissions less payouts), minor units. */
  houseNet: number;
  /** Every stake put at risk (bets and the decisions that add money), minor units. */
  staked: number;
  /** The audit's findings on the hand, by category. */
  findings: Record<FindingCategory, number>;
  /** The same findings' articles (each once per finding), the error rates per article. */
  articles: string[];
  /** Cards that left the shoe in the hand (dealt or burned), counted by rank (index rank - 1, ace 0 .. king 12). */
  ranks: number[];
  /** The hand records a shuffle or new decks: the shoe's composition starts again. */
  reshuffled: boolean;
}

/** The state after the last event of `hand`, replayed here (for a hand the caller has not just audited). */
function replayed(hand: HandRecord, ruleset: Ruleset): { state: unknown } | undefined {
  const engine = ruleset.engine;
  let state: unknown = engine.init(hand);
  for (const e of hand.events) {
    const next = engine.step(state as never, e);
    if (next instanceof EngineRejection) return undefined;
    state = next;
  }
  return { state };
}

/** A hand's facts with nothing read yet: every field present (one hidden class), for handFacts to fill. */
export function emptyHandFacts(): HandFacts {
  return {
    hand_id: '', ruleset: '', family: '', table_id: '', dealer_id: undefined, shoe_id: undefined, started_at: '', currency: '',
    decks: undefined, coup: undefined, dealer: undefined, qualifies: undefined, playerBins: undefined, rng: undefined,
    stakes: undefined, burns: undefined, bonusTheory: undefined, houseNet: 0, staked: 0,
    findings: { payout: 0, procedure: 0, integrity: 0 }, articles: [], ranks: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], reshuffled: false,
  };
}

/**
 * The facts of an audited hand; undefined when its engine cannot follow it (the audit rejects it too).
 * `final`: the hand's state after its last event, as the audit's own fold has just left it (judge.ts, `final`):
 * the facts are then read from the audit's replay; without it, the hand is replayed here.
 * `into`: facts to fill again instead of new ones (a run's one object, read by the accumulator before the next hand;
 * its lists are emptied and refilled, so nothing of a hand's facts may be kept past the next call).
 */
export function handFacts(hand: HandRecord, ruleset: Ruleset, findings: readonly Finding[], final?: unknown, into?: HandFacts): HandFacts | undefined {
  const engine = ruleset.engine;
  let state = final;
  if (state === undefined) {
    const fold = replayed(hand, ruleset);
    if (!fold) return undefined;
    state = fold.state;
  }
  // Every field set, undefined where the hand has none: every hand's facts have one hidden class, so the code that
  // reads them (here, the accumulator) is compiled once, not again for each new combination.
  const f = into ?? emptyHandFacts();
  f.hand_id = hand.hand_id;
  f.ruleset = ruleset.id;
  f.family = engine.family;
  f.table_id = hand.table_id;
  f.dealer_id = hand.dealer_id;
  f.shoe_id = hand.shoe_id;
  f.started_at = hand.started_at;
  f.currency = handCurrency(hand) ?? '';
  f.decks = hand.table.decks;
  f.coup = undefined;
  f.dealer = undefined;
  f.qualifies = undefined;
  f.playerBins = undefined;
  f.rng = undefined;
  f.stakes = undefined;
  f.burns = undefined;
  f.bonusTheory = undefined;
  f.reshuffled = false;
  if (into) {
    f.findings.payout = f.findings.procedure = f.findings.integrity = 0;
    // Setting an array's length is a call into the runtime, and `fill` another: on every hand, about 20 ms of
    // 20,000 Pot Luck hands' stats. Most hands have no finding, and 13 stores are cheaper than the call.
    if (f.articles.length > 0) f.articles.length = 0;
    const ranks = f.ranks;
    for (let i = 0; i < 13; i++) ranks[i] = 0;
  }
  if (findings.length > 0) countFindings(f, findings);
  // Each event's type read once (the events are of many shapes: every read of a field of one is a lookup), the sums
  // kept in locals until the end: the same additions in the same order.
  const events = hand.events;
  const ranks = f.ranks;
  let houseNet = 0;
  let staked = 0;
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    switch (e.type) {
      case 'deal':
        ranks[rankOf(e.card) - 1]!++;
        break;
      case 'collect':
      case 'commission':
        houseNet += e.amount;
        break;
      case 'payout':
        houseNet -= e.amount;
        break;
      case 'bet':
        staked += e.amount;
        break;
      case 'decision':
        if (e.amount !== undefined) staked += e.amount;
        break;
      case 'procedure':
        if (e.name === 'shuffle' || e.name === 'new_deck') f.reshuffled = true;
        if (e.name === 'burn') for (const c of e.cards ?? []) ranks[rankOf(c) - 1]!++;
        break;
    }
  }
  f.houseNet = houseNet;
  f.staked = staked;
  if (engine.family === 'baccarat') baccaratFacts(f, state as BacState);
  else if (engine.family === 'blackjack') blackjackFacts(f, state as BjState);
  else if (engine.family === 'caribbean') caribbeanFacts(f, state as CsState);
  else if (engine.family === 'pai-gow') {
    const n = (state as PgState).rng[0]?.value;
    if (n !== undefined) f.rng = n;
  }
  const own = ruleset.stats?.facts(READER.of(hand, ruleset), state);
  if (own?.burns) f.burns = own.burns;
  if (own?.bonusTheory) f.bonusTheory = own.bonusTheory;
  return f;
}

/** The hand's findings by category and article (input findings are the rejected hands', not counted here). */
function countFindings(f: HandFacts, findings: readonly Finding[]): void {
  for (const x of findings) {
    if (x.category === 'input') continue;
    f.findings[x.category]++;
    f.articles.push(x.article);
  }
}

/**
 * What a catalog's stats hook reads of a hand: the hand, its table, the catalog's parameters. One reader,
 * given each hand in turn (a hook reads it only while it is called).
 */
class StatsReader implements StatsContext {
  hand: HandRecord = undefined as unknown as HandRecord;
  table: HandRecord['table'] = undefined as unknown as HandRecord['table'];
  private ruleset: Ruleset = undefined as unknown as Ruleset;

  of(hand: HandRecord, ruleset: Ruleset): this {
    this.hand = hand;
    this.table = hand.table;
    this.ruleset = ruleset;
    return this;
  }

  param<T>(name: string): T {
    const p = this.ruleset.parameters[name];
    if (!p) throw new Error(`${this.ruleset.id} has no parameter ${name}`);
    return p.value as T;
  }
}

const READER = new StatsReader();

function baccaratFacts(f: HandFacts, s: BacState): void {
  // A coup short of its four first cards has no outcome to count.
  if (s.punto.length < 2 || s.banca.length < 2) return;
  const p = baccaratTotal(s.punto);
  const b = baccaratTotal(s.banca);
  f.coup = { winner: p > b ? 'punto' : b > p ? 'banca' : 'tie', banca: b };
  const stakes = { player: 0, banker: 0, tie: 0 };
  for (const bet of s.bets) stakes[bet.spot] += bet.amount;
  f.stakes = stakes;
}

function blackjackFacts(f: HandFacts, s: BjState): void {
  if (s.upCard === undefined || s.dealer.length < 2) return;
  // The dealer plays his hand out only while a box still stands to be settled against it: where every box
  // busted or surrendered he may stop short, so only hands with a live box are counted, whatever the dealer
  // drew. Counting "hands where he reached 17 or more" instead would keep every bust and drop short stops,
  // and overstate the bust rate.
  if (!hasLiveBox(s)) return;
  // The dealer's best total (bjTotal's: one ace 11 where that does not pass 21), read from his cards in place.
  const dealer = s.dealer;
  let sum = 0;
  let aces = false;
  for (let i = 0; i < dealer.length; i++) {
    const v = bjValue(dealer[i]!.card);
    sum += v;
    if (v === 1) aces = true;
  }
  const total = aces && sum + 10 <= 21 ? sum + 10 : sum;
  const up = bjValue(dealer[s.upCard]!.card);
  if (dealer.length === 2 && total === 21) f.dealer = { up, result: 'blackjack' };
  else if (total > 21) f.dealer = { up, result: 'bust' };
  else if (total >= 17) f.dealer = { up, result: 'stood' };
}

/** Whether a box still stands to be settled against the dealer: one not surrendered, of two cards or more, not busted. */
function hasLiveBox(s: BjState): boolean {
  for (const seat of s.seats) {
    for (const h of seat.hands) if (!h.surrendered && h.cards.length >= 2 && bjTotal(h.cards).total <= 21) return true;
  }
  return false;
}

function caribbeanFacts(f: HandFacts, s: CsState): void {
  const dealer = s.dealer;
  if (dealer.length !== 5) return;
  // The ten cards of a seat and the dealer are told apart by a 52-bit mask in two 32-bit words (no Set per seat).
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < 5; i++) {
    const d = dealer[i]!;
    if (d.face !== 'up') return;
    const c = fromCard(d.card);
    const bit = 1 << (c & 31);
    if (c < 32) {
      if (lo & bit) return;
      lo |= bit;
    } else {
      if (hi & bit) return;
      hi |= bit;
    }
  }
  f.qualifies = isAceKingOrBetter(evaluate5(fromCard(dealer[0]!.card), fromCard(dealer[1]!.card), fromCard(dealer[2]!.card), fromCard(dealer[3]!.card), fromCard(dealer[4]!.card)));
  let bins: number[] | undefined;
  for (const seat of s.seats) {
    const own = seat.cards;
    if (own.length !== 5) continue;
    let l = lo;
    let h = hi;
    let distinct = true;
    for (let i = 0; i < 5 && distinct; i++) {
      const c = fromCard(own[i]!.card);
      const bit = 1 << (c & 31);
      if (c < 32) {
        distinct = (l & bit) === 0;
        l |= bit;
      } else {
        distinct = (h & bit) === 0;
        h |= bit;
      }
    }
    if (!distinct) continue;
    (bins ??= []).push(playerBin(categoryOf(evaluate5(fromCard(own[0]!.card), fromCard(own[1]!.card), fromCard(own[2]!.card), fromCard(own[3]!.card), fromCard(own[4]!.card)))));
  }
  if (bins) f.playerBins = bins;
}

/**
 * The player's hand categories as the chi-square counts them: high card, one pair, two pair, and three of a
 * kind or better together (2.87 % of hands; apart, the rarer ones would want thousands of hands for five
 * expected in each).
 */
export const PLAYER_BINS = ['high card', 'one pair', 'two pair', 'three of a kind or better'] as const;

export function playerBin(c: HandCategory): number {
  return c === 'high_card' ? 0 : c === 'one_pair' ? 1 : c === 'two_pair' ? 2 : 3;
}
