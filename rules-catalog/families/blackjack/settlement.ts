import { ratio } from '../../../engine/core/money.js';
import type { Money } from '../../../engine/core/money.js';
import type { Spot } from '../../../engine/core/types.js';
import type { BjBet, BjHand, BjSeat, BjState, Settlement } from '../../../engine/blackjack/state.js';
import { dealerCards } from '../../../engine/blackjack/state.js';
import { bjTotal, isAceAndTen, isBlackjack } from '../../../engine/blackjack/totals.js';
import type { Card } from '../../../engine/core/cards.js';
import { isAce } from '../../../engine/core/cards.js';
import { dealerMustStand } from './rules/dealer-play.js';
import { negate, netToPlayer } from '../../framework/net.js';
import { sharedFact } from '../../framework/shared-fact.js';
import { doubleOwedBack } from './double-stake.js';
import type { DoubleRules } from './double-stake.js';
import { splitAdmitted } from './split-stake.js';
import type { SplitRules } from './split-stake.js';
export { negate, netToPlayer };


export function settlementsFor(state: BjState, seat: number, spot: Spot, hand?: number): Settlement[] {
  const out: Settlement[] = [];
  for (const s of state.settlements) if (s.seat === seat && s.spot === spot && (hand === undefined || (s.hand ?? 1) === hand)) out.push(s);
  return out;
}

export type MainCase =
  | 'surrender' | 'bust' | 'even-money' | 'blackjack' | 'blackjack-push' | 'dealer-blackjack'
  | 'dealer-bust' | 'win' | 'loss' | 'tie' | 'unresolved';

export interface MainOutcome {
  case: MainCase;
  /** What the regulation requires, as money to the player. */
  expected: Money;
  /** When a payout ratio does not divide the stake into amounts the currency pays: the other acceptable rounding. */
  alsoAccepted?: Money;
  playerTotal: number;
  dealerTotal: number;
  /** The smallest amount the hand's currency pays (BjState.moneyUnit): what a ratio is rounded to. */
  unit: number;
}

export interface MainParams {
  blackjackRatio: [number, number];
  winRatio: [number, number];
  evenMoneyRatio: [number, number];
  /** null where the catalog's rules provide no surrender. */
  surrenderFraction: [number, number] | null;
  /** surrender_only_before_play: a surrender recorded after the hand drew settles nothing; the hand is settled as played. */
  surrenderOnlyBeforePlay: boolean;
  /** Whether an ace and a ten on a split hand is a blackjack (the usual answer: no, it is 21). */
  blackjackAfterSplit: boolean;
  /** 'original' (Pot Luck Art. 13º: a split or doubled player loses only the original wager) or 'all'. */
  dealerBlackjackTakes: 'original' | 'all';
  /**
   * When main bets close, for judging the stake lawfully placed: 'box-cards' (a bet placed on the box
   * once it holds cards is not part of the wager judged), 'first-card' (no bet on the box or behind it
   * once the first card has left the shoe), or null (every bet counts).
   */
  mainBetCloses: MainBetCloses;
  /**
   * Where the dealer's hand ends for the settlement: null (every card he took counts) or the total he must
   * stand on (a catalog whose text has him stand «no tomando naipes suplementarios»: a card drawn after he
   * had to stand is not part of his hand; dealer-draws-to-17 reports the draw).
   */
  dealerStand: { on: number; soft17: boolean } | null;
  /**
   * Whether every card the table dealt a hand after a blackjack or a stand counts (true), or only those the rules
   * entitle it to (false, where the catalog's text says so, Marbella's: a player with blackjack takes no decision, one
   * who stood decided to draw no more (Desarrollo del juego); a card dealt after them is no part of the hand).
   */
  playerExtraCardsCount: boolean;
  /**
   * Whether a card a doubled hand or a split ace received beyond its one card counts (true), or is no part of the
   * hand (false: Marbella's Dobles «solamente tomará una carta», «no se permitirá pedir más que un solo naipe»; Pot
   * Luck's Art. 12º «se le entregará sólo una carta descubierta», Art. 11º «sólo recibirá una carta adicional por cada
   * mano separada»). double-one-card and split-aces-one-card report the card either way.
   */
  oneCardExtraCardsCount: boolean;
  /**
   * Even money as the catalog offers it: only against a dealer whose first card is an ace, until the option
   * closes ('voluntary-dealing': Pot Luck Art. 13º, until the voluntary dealing begins; 'third-card': Marbella's
   * Seguro, until a box receives its third card). `onlyWhenOffered` (even_money_only_when_offered): an even money
   * taken where it is not offered settles nothing, and the blackjack is settled as the article requires.
   */
  evenMoney: { onlyWhenOffered: boolean; closes: EvenMoneyCloses };
  /**
   * The doubles the catalog admits (double-stake.ts): what a double staked where the rules admit none, or beyond
   * double_max_fraction of the hand's original wager, is no lawful stake (double-allowed reports it); it is owed
   * back, as late chips are.
   */
  double: DoubleRules;
  /** The splits the catalog admits (split-stake.ts): a hand a split not admitted made is no stake, owed back whole. */
  split: SplitRules;
}

/** Why a wager holds no lawful stake (JudgedWager.void). */
export type VoidCause = 'late-bet' | 'split';
/** Why chips on the spot are no wager (JudgedWager.lateCauses): a late bet, a split's or a double's stake the rules do not admit. */
export type LateCause = VoidCause | 'double';

export type EvenMoneyCloses = 'voluntary-dealing' | 'third-card';

export type MainBetCloses = 'box-cards' | 'first-card' | null;

/** Whether a main-spot bet came when the catalog no longer admits one (main_bet_closes): no lawful stake. */
export function isLateMainBet(b: BjBet, p: Pick<MainParams, 'mainBetCloses'>): boolean {
  if (b.spot !== 'main') return false;
  if (p.mainBetCloses === 'box-cards') return !b.behind && b.cardsHeld > 0;
  if (p.mainBetCloses === 'first-card') return b.afterFirstCard;
  return false;
}

/** Main-spot bets placed on the box itself when the catalog no longer admits one. */
export function lateMainStake(seat: BjSeat, p: Pick<MainParams, 'mainBetCloses'>): Money {
  // A loop, not a filtered list summed: asked for every box's first hand at every hand's end (perf20).
  let sum = 0;
  for (const b of seat.bets) if (!b.behind && isLateMainBet(b, p)) sum += b.amount;
  return sum as Money;
}

/**
 * What a split hand was staked beyond the box's lawful original wager (Pot Luck Art. 11º «debiendo apostar una
 * cantidad igual a la original», Marbella's Dobles «deberá hacer una puesta igual a la suya inicial»;
 * split-allowed reports it): no lawful stake, owed back like late chips. A split staked for less is judged on
 * what was staked.
 */
function splitOverOriginal(seat: BjSeat, hand: BjHand, p: Pick<MainParams, 'mainBetCloses'>): Money {
  if (hand.index === 1 || hand.splitFrom === undefined) return 0 as Money;
  const box = seat.hands[0];
  if (!box) return 0 as Money;
  return Math.max(0, hand.original - (box.original - lateMainStake(seat, p))) as Money;
}

function sumOf(bets: readonly BjBet[]): Money {
  return bets.reduce((a, b) => a + b.amount, 0) as Money;
}

/** One wager to judge on a seat's main spot: its stake (as a hand), the settlements that settled it, whose it is. */
export interface JudgedWager {
  hand: BjHand;
  settled: Settlement[];
  /** 'box': the box's own; 'behind': the bets behind it (of `player`, where the log names whose); 'together': both, settled without saying which is which. */
  kind: 'box' | 'behind' | 'together';
  player?: string;
  /** Chips on the spot beside the stake judged, placed when the catalog no longer admitted a bet: owed back. */
  late: Money;
  /**
   * A wager with no lawful stake at all, only chips owed back whole, and which text made them no wager: 'split' (a
   * hand a split not admitted made), 'late-bet' (a bet placed when the catalog no longer admitted one; a split or
   * double on it is void with it). Its settlement is judged under that text, not the article of the cards' outcome,
   * which requires nothing of chips that are no wager (clause30).
   */
  void?: VoidCause;
  /** What made `late` no wager, each cause once, where `late` > 0: its words name the text of each. */
  lateCauses?: readonly LateCause[];
  /**
   * Where the stake judged is several people's, settled in one sum (the box with the bets behind it, or the bets
   * behind of several players): the stakes of those behind, one per player (a bet behind naming none, one per bet).
   * The rest of the stake is the box's own. Each is paid on its own, rounded on its own (acceptedRange).
   */
  others?: Money[];
}

/**
 * The wagers of one hand to judge (format 1.1): the box's own, at the stake lawfully placed; and for
 * the first hand, the bets behind it. A log whose settlements name the bets behind (`behind`,
 * `player`) has each judged on its own; one that does not has the box and the bets behind it
 * judged together: the sum settled against the sum the rule requires.
 *
 * Computed once per hand and shared (framework/shared-fact.ts): the main-wager rules, settled-without-wager and
 * the split box's sum all ask for it at the hand's end. Callers only read it.
 */
export const wagersToJudge = sharedFact((state: BjState, seat: BjSeat, played: BjHand, p: MainParams): readonly JudgedWager[] => {
  const out = wagersToJudgeOnce(state, seat, played, p);
  // No lawful stake, only chips the rules did not admit: a bet placed too late (a split or double of it void with it),
  // unless a split not admitted already said so.
  for (const w of out) if (w.void === undefined && w.hand.wager === 0 && w.late > 0) w.void = 'late-bet';
  return out;
});

function wagersToJudgeOnce(state: BjState, seat: BjSeat, played: BjHand, p: MainParams): JudgedWager[] {
  const after = played.playedAfterSettlement;
  const hand = handAsSettled(played);
  // A hand made by a split the rules do not admit: all it staked is owed back (split_only_as_allowed).
  if (!splitAdmitted(seat, hand, p.split, state.maxSplits)) {
    const none = handWith(hand, hand.cards, 0 as Money, 0 as Money, 0 as Money);
    return [{ hand: none, settled: settlementsFor(state, seat.seat, 'main', hand.index).filter((x) => x.behind !== true), kind: 'box', late: hand.wager, void: 'split', lateCauses: ['split'] }];
  }
  const lateBet = hand.index === 1 ? lateMainStake(seat, p) : (0 as Money);
  const overSplit = splitOverOriginal(seat, hand, p);
  const original = (hand.original - lateBet - overSplit) as Money;
  const overDouble = doubleOwedBack(hand, original, p.double, after?.index);
  const late = (lateBet + overSplit + overDouble) as Money;
  // Only where there are late chips (most hands have none: no list made for them, perf20).
  const causes = late > 0 ? lateCausesOf([['late-bet', lateBet], ['split', overSplit], ['double', overDouble]]) : NO_CAUSES;
  const own = late === 0 ? hand : handWith(hand, hand.cards, (hand.wager - late) as Money, original, (hand.doubled - overDouble) as Money);
  const all = settlementsFor(state, seat.seat, 'main', hand.index);
  if (hand.index !== 1 || seat.behind === 0) return [withCauses({ hand: own, settled: all.filter((x) => x.behind !== true), kind: 'box', late }, causes)];
  const behindBets = seat.bets.filter((b) => b.spot === 'main' && b.behind);
  const lawfulOf = (bets: typeof behindBets) => sumOf(bets.filter((b) => !isLateMainBet(b, p)));
  const lateOf = (bets: typeof behindBets) => sumOf(bets.filter((b) => isLateMainBet(b, p)));
  const asStake = (stake: Money): BjHand => handWith(own, own.cards, stake, stake, 0 as Money);
  // A log that names the bets behind on any settlement of the seat's main spot names them all (format 1.1): a bet
  // behind settled on the wrong hand, or not at all, leaves the box's own settlements the box's, never judged together
  // with it (clause29: the box's player was charged for a bet behind paid on the split hand).
  if (!state.settlements.some((x) => x.seat === seat.seat && x.spot === 'main' && x.behind === true)) {
    const behind = lawfulOf(behindBets);
    const w: JudgedWager = withCauses({
      hand: handWith(own, own.cards, (own.wager + behind) as Money, (own.original + behind) as Money, own.doubled),
      settled: all, kind: 'together', late: (late + lateOf(behindBets)) as Money,
    }, late > 0 || lateOf(behindBets) > 0 ? lateCausesOf([['late-bet', (lateBet + lateOf(behindBets)) as Money], ['split', overSplit], ['double', overDouble]]) : NO_CAUSES);
    const others = stakesByPlayer(behindBets.filter((b) => !isLateMainBet(b, p)));
    if (others.length > 0) w.others = others;
    return [w];
  }
  const out: JudgedWager[] = [withCauses({ hand: own, settled: all.filter((x) => x.behind !== true), kind: 'box', late }, causes)];
  const named = all.filter((x) => x.behind === true);
  const players = [...new Set(behindBets.map((b) => b.player))];
  if (players.length > 1 && players.every((x) => x !== undefined) && named.every((x) => x.player !== undefined)) {
    for (const who of players) {
      const bets = behindBets.filter((b) => b.player === who);
      out.push(withCauses({ hand: asStake(lawfulOf(bets)), settled: named.filter((x) => x.player === who), kind: 'behind', player: who, late: lateOf(bets) }, LATE_BET));
    }
  } else {
    const others = stakesByPlayer(behindBets.filter((b) => !isLateMainBet(b, p)));
    const w: JudgedWager = withCauses({ hand: asStake(lawfulOf(behindBets)), settled: named, kind: 'behind', player: players.length === 1 ? players[0] : undefined, late: lateOf(behindBets) }, LATE_BET);
    if (others.length > 1) w.others = others;
    out.push(w);
  }
  return out;
}

const NO_CAUSES: readonly LateCause[] = [];
const LATE_BET: readonly LateCause[] = ['late-bet'];

function lateCausesOf(parts: [LateCause, Money][]): LateCause[] {
  const out: LateCause[] = [];
  for (const [cause, amount] of parts) if (amount > 0) out.push(cause);
  return out;
}

/** The wager with what made its late chips no wager, where it holds any. */
function withCauses(w: JudgedWager, causes: readonly LateCause[]): JudgedWager {
  if (w.late > 0 && causes.length > 0) w.lateCauses = causes;
  return w;
}

/** The stakes of the bets behind a box, one per player (summed over his bets); a bet that names no player, on its own. */
function stakesByPlayer(bets: readonly BjBet[]): Money[] {
  const byPlayer = new Map<string, number>();
  const out: Money[] = [];
  for (const b of bets) {
    if (b.player === undefined) out.push(b.amount);
    else byPlayer.set(b.player, (byPlayer.get(b.player) ?? 0) + b.amount);
  }
  return [...byPlayer.values(), ...out] as Money[];
}

/**
 * The amounts a settlement of `w` may come to, as money to the player, lowest first: the outcome's requirement
 * and, where a ratio leaves part of a cent, the other rounding (alsoAccepted). Where the stake is several people's
 * settled in one sum (`others`), each is paid or lost on its own stake, rounded to the cent on its own (the «Black
 * Jack» section's and Art. 13º's 3 to 2 «la postura», each player's), so the sum may be anything from every part
 * rounded down to every part rounded up: 3 to 2 on a box of 25.05 and a bet behind of 25.05 is 37.57 or 37.58
 * each, 75.14 to 75.16 together, where the sum's own 3 to 2 (75.15) would call 75.14 an underpayment.
 */
export function acceptedRange(o: MainOutcome, w: Pick<JudgedWager, 'hand' | 'others'>, p: MainParams): [Money, Money] {
  const single: [Money, Money] = [o.expected, o.alsoAccepted ?? o.expected];
  if (!w.others || w.others.length === 0) return single;
  const paidOn = o.case === 'blackjack' ? p.blackjackRatio : o.case === 'even-money' ? p.evenMoneyRatio
    : o.case === 'win' || o.case === 'dealer-bust' ? p.winRatio : o.case === 'surrender' ? p.surrenderFraction : null;
  if (paidOn === null) return single;
  // The same stake as the outcome's: the original wager for a blackjack or even money, the whole wager otherwise.
  const stake = o.case === 'blackjack' || o.case === 'even-money' ? w.hand.original : w.hand.wager;
  const others = w.others.reduce((a, x) => a + x, 0);
  const parts = [stake - others, ...w.others].filter((x) => x > 0) as Money[];
  let low = 0;
  let high = 0;
  for (const part of parts) {
    const r = ratio(part, paidOn[0], paidOn[1], o.unit);
    low += r.value;
    high += r.up;
  }
  return o.case === 'surrender' ? [negate(high as Money), negate(low as Money)] : [low as Money, high as Money];
}

/**
 * A copy of a hand with its cards and stakes replaced: every field written out, in the engine's order
 * (engine/blackjack/step.ts, newHand), where `{ ...hand, cards }` took V8's generic copy (perf20: the two-card
 * copy in handAsCounted was 2 % of a Marbella audit). Every hand the rules see is the engine's or such a copy.
 */
function handWith(h: BjHand, cards: readonly Card[], wager: Money, original: Money, doubled: Money): BjHand {
  return {
    index: h.index, cards, wager, original, doubled, doubledAt: h.doubledAt, cardsAtDouble: h.cardsAtDouble,
    splitFrom: h.splitFrom, splitAces: h.splitAces, stood: h.stood, surrendered: h.surrendered, evenMoney: h.evenMoney,
    decisions: h.decisions, settledAt: h.settledAt, playedAfterSettlement: h.playedAfterSettlement,
  };
}

/**
 * The hand the settlement judges: one played on after the table settled it, as it stood when settled (the engine's
 * playedAfterSettlement; settled-before-hand-ended reports the play), else the hand as played. Every rule that asks
 * what became of a hand (its settlement, whether the dealer still had a live hand to draw for) reads this one.
 * A hand settled while it held fewer than two cards was no hand yet (a split hand before its second card, a box in
 * the middle of the dealing): nothing stood to be judged, so it is judged as played. It had been judged on the one
 * card: a split ten collected before its second card, then dealt an ace (21 against 17) and paid, read as a ten lost
 * against 17 and the payout owed back, though the table had settled the hand in full.
 */
export function handAsSettled(played: BjHand): BjHand {
  const after = played.playedAfterSettlement;
  return after && after.cards.length >= 2 ? handWith(played, after.cards, after.wager, after.original, played.doubled) : played;
}

/**
 * Whether a hand is still live for the dealer's turn, as its settlement judges it (mainOutcome on handAsSettled): not
 * busted, surrendered, paid even money, or a player Black Jack. A hand the settlement judges standing on 15 is live
 * though the table dealt it a card after settling it.
 */
export function liveForDealer(state: BjState, seat: BjSeat, played: BjHand, p: MainParams): boolean {
  const o = mainOutcome(state, seat, handAsSettled(played), p);
  if (o.case === 'unresolved') return !played.surrendered;
  return o.case !== 'bust' && o.case !== 'surrender' && o.case !== 'even-money' && o.case !== 'blackjack' && o.case !== 'blackjack-push';
}

/**
 * A split box's own wagers in sum: what its hands may be settled to together (each hand's acceptedRange added, the
 * lowest and highest), what the table settled on them, and what the judgments in sum below ask of the box.
 * Undefined where the box is not summed: fewer than two hands, a hand settled together with the bets behind it
 * (judged as one), or a hand whose outcome is not known. Bets behind are judged on their own, outside the sum.
 */
interface SplitBoxSum {
  low: number;
  high: number;
  actual: number;
  settlements: number;
  /** Some settlement of the box names its hand. */
  named: boolean;
  /** Every hand of the box lost to the dealer's Black Jack. */
  againstBlackjack: boolean;
  /** Each hand's own accepted range, in hand order (the words of a box judged in sum). */
  hands: { index: number; low: Money; high: Money }[];
  /** The box's settlements, in log order. */
  settled: Settlement[];
}

const splitBoxSum = sharedFact((state: BjState, seat: BjSeat, p: MainParams): SplitBoxSum | undefined => {
  if (seat.hands.length < 2) return undefined;
  const sum: SplitBoxSum = { low: 0, high: 0, actual: 0, settlements: 0, named: false, againstBlackjack: true, hands: [], settled: [] };
  let stakes = 0;
  let late = false;
  for (const played of seat.hands) {
    for (const w of wagersToJudge(state, seat, played, p)) {
      if (w.kind === 'together') return undefined;
      if (w.kind !== 'box') continue;
      const o = mainOutcome(state, seat, w.hand, p);
      if (o.case === 'unresolved') return undefined;
      if (o.case !== 'dealer-blackjack') sum.againstBlackjack = false;
      for (const x of w.settled) {
        sum.settlements++;
        sum.settled.push(x);
        if (x.hand !== undefined) sum.named = true;
      }
      const [lo, hi] = acceptedRange(o, w, p);
      sum.low += lo;
      sum.high += hi;
      sum.hands.push({ index: w.hand.index, low: lo, high: hi });
      sum.actual += netToPlayer(w.settled, w.hand.wager, w.late).net;
      stakes += w.hand.wager;
      if (w.late > 0) late = true;
    }
  }
  sum.settled.sort((a, b) => a.index - b.index);
  // Settlements that name no hand all lie on the first hand as the log ties them, and read against its stake alone a
  // return there handed back that hand's stake on top of its collection: a push, a loss and a win settled return 100,
  // collect 100, pay 100 (exactly right) read +100. They are read as the box's: pooledBoxNet.
  if (!sum.named && sum.settlements > 0 && !late) sum.actual = pooledBoxNet(sum.settled, stakes);
  return sum;
});

/**
 * What the table did to a split box's hands together, from settlements that do not say which hand each is for, in
 * log order (`settled` is sorted by event): payouts add; collections take, from the stakes on the layout while it
 * holds any, then the player's own; a return hands back a stake still on the layout (a push's), which is no money
 * either way, and only what it hands back once the layout is empty undoes a collection (three hands of 100 collected
 * 100, 100, 100 and 100 handed back: -200). A return before a collection is read in that order (net16, as
 * framework/net.ts reads one wager): two pushes of 100 handed back as 200 and then 100 collected took 100 of the
 * player's own, -100 (read as sums, collections first, it was 0). A short return cannot be told from a stake that
 * stays with a winning hand, so it is not read as a loss.
 */
export function pooledBoxNet(settled: readonly Pick<Settlement, 'type' | 'amount'>[], stakes: number): number {
  let net = 0;
  let layout = stakes;
  for (const x of settled) {
    if (x.type === 'payout') net += x.amount;
    else if (x.type === 'collect') {
      net -= x.amount;
      layout -= Math.min(x.amount, layout);
    } else if (x.type === 'return') {
      const fromLayout = Math.min(x.amount, layout);
      layout -= fromLayout;
      net += x.amount - fromLayout;
    }
  }
  return net;
}

const settledInSum = (s: SplitBoxSum): boolean => s.actual >= s.low && s.actual <= s.high;

/**
 * Whether a split box, every hand of it lost to a dealer Black Jack that takes only the original wager (Pot Luck
 * Art. 13º «el jugador sólo perderá su apuesta original»), was settled in sum as required: one loss for the box,
 * whichever hand the table took it from. Then no hand of it is wrong on its own (no two findings that cancel out).
 */
export function splitBoxSettledAsRequired(state: BjState, seat: BjSeat, p: MainParams): boolean {
  if (p.dealerBlackjackTakes !== 'original') return false;
  const s = splitBoxSum(state, seat, p);
  return s !== undefined && s.againstBlackjack && settledInSum(s);
}

/**
 * Whether a split box whose settlements name no hand was settled in sum as its hands require. The format's `hand`
 * is optional («1 for the original hand»), so a log that pays a split box without saying which hand each payout
 * is for puts every settlement on the first hand: judged hand by hand, a box paid right in sum would draw two
 * findings that cancel out (the first hand overpaid, the second unpaid), an accusation the log does not support.
 * Such a box is judged in sum: its net within the sum of its hands' accepted ranges. A box wrong in sum is judged in
 * sum too (splitBoxUnnamedWrongInSum).
 */
export function splitBoxUnnamedSettledInSum(state: BjState, seat: BjSeat, p: MainParams): boolean {
  const s = splitBoxSum(state, seat, p);
  return s !== undefined && !s.named && s.settlements > 0 && settledInSum(s);
}

/** A split box judged in sum and found wrong: what its hands accept together, each hand's own range, what the table did. */
export interface SplitBoxWrong {
  low: Money;
  high: Money;
  actual: Money;
  hands: readonly { index: number; low: Money; high: Money }[];
  settled: readonly Settlement[];
}

/**
 * A split box whose settlements name no hand and do not add up to what its hands require: the log cannot say which
 * hand was paid what, so hand by hand it read as one hand overpaid and another underpaid (100 over and 150 short where
 * the box is 50 short), both money totals grown by an error the log does not show. It is one error, the box's: its net
 * against the sum of its hands' accepted ranges (the main-wager rules report it once, on the first hand wrong as the
 * log ties it). Undefined where the box is not summed, a settlement names its hand, none was recorded (each hand then
 * plainly unsettled), or the sum is right.
 */
export function splitBoxUnnamedWrongInSum(state: BjState, seat: BjSeat, p: MainParams): SplitBoxWrong | undefined {
  const s = splitBoxSum(state, seat, p);
  if (s === undefined || s.named || s.settlements === 0 || settledInSum(s)) return undefined;
  return { low: s.low as Money, high: s.high as Money, actual: s.actual as Money, hands: s.hands, settled: s.settled };
}

export function isPlayerBlackjack(hand: BjHand, p: Pick<MainParams, 'blackjackAfterSplit'>): boolean {
  return mayHoldBlackjack(hand, p) && isBlackjack(hand.cards);
}

/** A split hand holds no Black Jack, unless the catalog says it may (blackjack_after_split). */
function mayHoldBlackjack(hand: BjHand, p: Pick<MainParams, 'blackjackAfterSplit'>): boolean {
  return hand.splitFrom === undefined || p.blackjackAfterSplit;
}

export function dealerHasBlackjack(state: BjState): boolean {
  return state.dealer.length >= 2 && isBlackjack(dealerCards(state).slice(0, 2));
}

/**
 * The settlement the rules require for one hand's main wager, given the cards
 * dealt and decisions taken (never what the cards would have been).
 */
export function mainOutcome(state: BjState, seat: BjSeat, hand: BjHand, p: MainParams): MainOutcome {
  // Several rules ask for the same hand's outcome at the end of a hand: compute it once. The last state asked about
  // is kept beside the WeakMap (the same map): the rules of a hand ask in turn about one state, and a WeakMap's
  // lookup was most of this function's time (perf20).
  let byHand = state === lastOutcomesOf ? lastOutcomes : OUTCOMES.get(state);
  if (!byHand) OUTCOMES.set(state, (byHand = new Map()));
  lastOutcomesOf = state;
  lastOutcomes = byHand;
  let o = byHand.get(hand);
  if (!o) byHand.set(hand, (o = computeOutcome(state, seat, hand, p)));
  return o;
}

const OUTCOMES = new WeakMap<BjState, Map<BjHand, MainOutcome>>();
let lastOutcomesOf: BjState | undefined;
let lastOutcomes: Map<BjHand, MainOutcome> | undefined;

/** The dealer's cards that make his hand: all he took, or (dealerStand) those up to the first total he must stand on. */
export function dealerHandCards(state: BjState, p: Pick<MainParams, 'dealerStand'>): Card[] {
  const cards = dealerCards(state);
  if (!p.dealerStand) return cards;
  const { on, soft17 } = p.dealerStand;
  for (let n = 2; n < cards.length; n++) if (dealerMustStand(cards.slice(0, n), on, soft17)) return cards.slice(0, n);
  return cards;
}

/**
 * The hand as the catalog counts it. A card the rules give the hand no right to is no part of it: with
 * playerExtraCardsCount false, a blackjack dealt more cards is the two cards that made it and a hand that stood ends
 * at the cards it stood on (no-play-on-blackjack, no-card-after-stand report the extra cards); with
 * oneCardExtraCardsCount false, a doubled hand ends at the one card after the double and a split ace at its one card
 * (double-one-card, split-aces-one-card report them).
 */
export function handAsCounted(hand: BjHand, p: Pick<MainParams, 'playerExtraCardsCount' | 'oneCardExtraCardsCount' | 'blackjackAfterSplit'>): BjHand {
  if ((p.playerExtraCardsCount && p.oneCardExtraCardsCount) || hand.cards.length <= 2) return hand;
  if (!p.playerExtraCardsCount) {
    const two = handWith(hand, hand.cards.slice(0, 2), hand.wager, hand.original, hand.doubled);
    if (isPlayerBlackjack(two, p)) return two;
  }
  let lawful = hand.cards.length;
  if (!p.oneCardExtraCardsCount) {
    if (hand.doubledAt !== undefined) lawful = Math.min(lawful, (hand.cardsAtDouble ?? 0) + 1);
    if (hand.splitAces) lawful = Math.min(lawful, 2);
  }
  const stood = p.playerExtraCardsCount ? undefined : stoodOn(hand);
  if (stood !== undefined) lawful = Math.min(lawful, stood.cards);
  return lawful < hand.cards.length ? handWith(hand, hand.cards.slice(0, lawful), hand.wager, hand.original, hand.doubled) : hand;
}

/** The hand's first stand on two cards or more (a split hand standing before its second card has not played yet). */
export function stoodOn(hand: BjHand): BjHand['decisions'][number] | undefined {
  return hand.decisions.find((d) => d.action === 'stand' && d.cards >= 2);
}

/** The hand's first two cards are a player's blackjack (a split hand's only with blackjack_after_split). */
export function holdsPlayerBlackjack(hand: BjHand, p: Pick<MainParams, 'blackjackAfterSplit'>): boolean {
  if (hand.cards.length < 2 || !mayHoldBlackjack(hand, p)) return false;
  // isPlayerBlackjack of the hand's first two cards, asked without copying the hand (the turn rules ask it per card).
  return isAceAndTen(hand.cards[0]!, hand.cards[1]!);
}

/**
 * The stand that the hand's last card came after, or undefined: the player had stood and the table dealt him another
 * card (with playerExtraCardsCount false, no part of the hand). A double's card and a split ace's are not judged here
 * (one_card_extra_cards_count), nor a blackjack's (holdsPlayerBlackjack).
 */
export function standBeforeLastCard(hand: BjHand, p: Pick<MainParams, 'blackjackAfterSplit'>): BjHand['decisions'][number] | undefined {
  if (hand.doubledAt !== undefined || hand.splitAces || holdsPlayerBlackjack(hand, p)) return undefined;
  const stood = stoodOn(hand);
  return stood !== undefined && hand.cards.length > stood.cards ? stood : undefined;
}

/**
 * Whether a hand's surrender gave up a hand not yet played (Pot Luck Art. 9º: «Un jugador puede retirarse después de
 * haber recibido sus dos primeras cartas»). A surrender recorded once the hand was played, a hit or double on its two
 * cards followed by its card (surrender-allowed reports it), gives nothing up: the hand is settled as it was played.
 * One against an ace, before the offer, after a stray record (a hit with no card after it, a decision before the
 * cards) or after a dealer's card out of turn is still the player giving up the hand he was dealt: half is lost.
 */
export function surrenderedUnplayed(_state: BjState, hand: BjHand): boolean {
  const d = hand.decisions.find((x) => x.action === 'surrender');
  if (d === undefined) return true;
  const drew = hand.decisions.some((x) => x.index < d.index && x.cards >= 2 && (x.action === 'hit' || x.action === 'double'));
  return !(drew && d.cards > 2);
}

/** Whether the hand is settled as a surrender (the catalog provides one and the hand was given up unplayed, or surrender_only_before_play is off). */
export function surrenderSettles(state: BjState, hand: BjHand, p: Pick<MainParams, 'surrenderFraction' | 'surrenderOnlyBeforePlay'>): boolean {
  return hand.surrendered && p.surrenderFraction !== null && (!p.surrenderOnlyBeforePlay || surrenderedUnplayed(state, hand));
}

function computeOutcome(state: BjState, _seat: BjSeat, played: BjHand, p: MainParams): MainOutcome {
  const hand = handAsCounted(played, p);
  const player = bjTotal(hand.cards).total;
  const dealer = bjTotal(dealerHandCards(state, p)).total;
  const stake = hand.wager;
  // Every outcome has the same fields (alsoAccepted undefined when one amount only).
  const out = (c: MainCase, expected: Money, alsoAccepted?: Money): MainOutcome =>
    ({ case: c, expected, alsoAccepted, playerTotal: player, dealerTotal: dealer, unit: state.moneyUnit });
  const paid = (c: MainCase, stake: Money, [num, den]: [number, number]): MainOutcome => {
    const r = ratio(stake, num, den, state.moneyUnit);
    return out(c, r.value, r.exact ? undefined : r.up);
  };
  if (hand.surrendered && (p.surrenderFraction === null || !p.surrenderOnlyBeforePlay || surrenderedUnplayed(state, hand))) {
    // A surrender the catalog's rules do not provide has no settlement they can require.
    if (p.surrenderFraction === null) return out('unresolved', 0 as Money);
    const half = ratio(stake, p.surrenderFraction[0], p.surrenderFraction[1], state.moneyUnit);
    return half.exact ? out('surrender', negate(half.value)) : out('surrender', negate(half.up), negate(half.value));
  }
  if (player > 21) return out('bust', negate(stake));
  const dealerBj = dealerHasBlackjack(state);
  const playerBj = isPlayerBlackjack(hand, p);
  if (hand.evenMoney && playerBj && (!p.evenMoney.onlyWhenOffered || evenMoneyOffered(state, hand, p.evenMoney.closes))) {
    return paid('even-money', hand.original, p.evenMoneyRatio);
  }
  if (playerBj) {
    if (dealerBj) return out('blackjack-push', 0 as Money);
    return paid('blackjack', hand.original, p.blackjackRatio);
  }
  if (dealerBj) {
    const loses = p.dealerBlackjackTakes === 'all' ? stake : hand.splitFrom !== undefined && hand.index > 1 ? 0 : hand.original;
    return out('dealer-blackjack', negate(loses as Money));
  }
  if (state.dealer.length < 2 || (state.holeCard && state.holeRevealedAt === undefined && state.dealer.some((d) => d.face === 'down'))) {
    return out('unresolved', 0 as Money);
  }
  if (dealer > 21) return paid('dealer-bust', stake, p.winRatio);
  if (player > dealer) return paid('win', stake, p.winRatio);
  if (player < dealer) return out('loss', negate(stake));
  return out('tie', 0 as Money);
}

/**
 * Event index of the first card any box receives after its first two: from then on nobody may insure. Counted
 * on the box's own cards, not on the end of the mandatory dealing: a log whose dealer takes no hole card at a
 * table that does not post dealer_hole_card: false never ends that dealing before the players draw (they play: the
 * cards after a decision count). A card dealt beyond a box's two in the mandatory dealing before anyone played is a
 * misdeal, which deal-order reports, not the third card «al primer jugador que la pida».
 */
export function thirdCardAt(state: BjState): number | undefined {
  const dealt = new Map<number, number>();
  for (const d of state.deals) {
    if (d.to.kind !== 'seat') continue;
    const n = dealt.get(d.to.seat) ?? 0;
    dealt.set(d.to.seat, n + 1);
    if (n < 2) continue;
    const played = state.voluntaryStartedAt !== undefined && state.voluntaryStartedAt < d.index;
    if (played || d.stage !== 'mandatory') return d.index;
  }
  return undefined;
}

/**
 * Event index from which nobody may insure where the offer closes at a box's third card (insurance_closes
 * 'third-card', Marbella's Seguro «antes de dar la tercera carta al primer jugador que la pida. A partir de este
 * momento nadie podrá asegurarse»): that third card (thirdCardAt), or, where no player asked for one first, the
 * dealer's second card shown (dealt face up, or a hole card turned up): with it the «posible Black Jack de la
 * banca» the insurance is against is decided, and the dealer only takes it once every box has played.
 */
export function insuranceClosedAt(state: BjState): number | undefined {
  const third = thirdCardAt(state);
  const second = state.dealer[1];
  const shown = second === undefined ? undefined : second.revealedAt ?? (second.face === 'up' ? second.index : undefined);
  if (third === undefined) return shown;
  return shown === undefined ? third : Math.min(third, shown);
}

/**
 * Whether the hand's even money was taken while the catalog offered it: the dealer's first card an ace, and the
 * decision before the option closed (MainParams.evenMoney).
 */
export function evenMoneyOffered(state: BjState, hand: BjHand, closes: EvenMoneyCloses): boolean {
  const first = state.dealer[0];
  if (first === undefined || !isAce(first.card)) return false;
  const taken = hand.decisions.find((d) => d.action === 'even_money');
  if (!taken) return false;
  const closedAt = closes === 'voluntary-dealing' ? state.voluntaryStartedAt : insuranceClosedAt(state);
  return closedAt === undefined || taken.index < closedAt;
}

/**
 * The key of the wager a main-spot settlement clears among those awaiting one (`pending`): the box's hand
 * (`seat.hand`), or for a settlement marked behind a bet behind that hand (`seat.hand.b.player`), the one it names or,
 * naming none, the first awaiting. A bet behind's settlement never clears the box's wager, nor the box's a bet behind.
 */
export function pendingWagerKey(pending: ReadonlyMap<string, unknown>, e: { seat: number; hand?: number; player?: string; behind?: boolean }): string | undefined {
  if (e.behind !== true) return `${e.seat}.${e.hand ?? 1}`;
  const prefix = `${e.seat}.${e.hand ?? 1}.b.`;
  if (e.player !== undefined) return pending.has(prefix + e.player) ? prefix + e.player : undefined;
  for (const k of pending.keys()) if (k.startsWith(prefix)) return k;
  return undefined;
}

/** A bet behind named in a message, «{behindText}»: « (the bet behind the box, P-9)»; nothing for the box's own. */
export function behindText(behind: boolean, player: string | undefined): { es: { behindText: string }; en: { behindText: string } } {
  if (!behind) return { es: { behindText: '' }, en: { behindText: '' } };
  return {
    es: { behindText: ` (apuesta de detrás de la casilla${player ? `, ${player}` : ''})` },
    en: { behindText: ` (the bet behind the box${player ? `, ${player}` : ''})` },
  };
}
