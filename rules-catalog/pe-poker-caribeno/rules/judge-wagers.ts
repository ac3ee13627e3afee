import { ratio } from '../../../engine/core/money.js';
import type { Money } from '../../../engine/core/money.js';
import type { TableConfig } from '../../../engine/core/types.js';
import type { Card } from '../../../engine/core/cards.js';
import type { CsAnte, CsSeat, CsSettlement, CsState } from '../../../engine/caribbean/state.js';
import { dealerCards, seatsJudged, settlementsOf } from '../../../engine/caribbean/state.js';
import { pokerHand } from '../../../engine/caribbean/hands.js';
import type { PokerHand } from '../../../engine/caribbean/hands.js';
import { CATEGORIES, isAceKingOrBetter } from '../../../engine/poker/evaluator.js';
import type { HandCategory } from '../../../engine/poker/evaluator.js';
import type { Severity } from '../../framework/types.js';
import type { CsParams } from './params.js';
import { hundredths } from './params.js';
import { sharedFact } from '../../framework/shared-fact.js';
import { nearestAccepted, netToPlayer as frameworkNet } from '../../framework/net.js';
import type { Moved } from '../../framework/money-words.js';

/**
 * What happened to one wager, as money to the player: payouts add, collects
 * take, and a return hands back the stake (a return of less than what is
 * left of the stake is a loss of the difference, of more a gain).
 */
export interface Net {
  net: Money;
  any: boolean;
  last?: CsSettlement;
  /** The settlements by kind, for the words (framework/money-words.ts). */
  moved: Moved;
}

/**
 * The net of one wager, read as every catalog reads it (framework/net.ts): collections beyond the chips on the spot take
 * the player's own, a return hands back only what it says. (A copy of this catalog's own let the collections run past
 * the stake: a tie's ante of 10 handed back and then 50 collected read as a push, a loser's ante collected twice with
 * one handed back as nothing collected; oracle16.)
 */
export function netToPlayer(settlements: readonly CsSettlement[], stake: Money, late: Money = 0 as Money): Net {
  const r = frameworkNet(settlements, stake, late);
  const out: Net = { net: r.net, any: r.any, moved: r.moved };
  if (r.last) out.last = r.last;
  return out;
}

/**
 * The ante placed while the rule allowed it: before the first card (parameter late_ante_after, Art. 11º:
 * once the cards are out a player may only bet or fold), and what was added after it.
 */
export function anteStakes(state: CsState, seat: CsSeat): { lawful: Money; late: Money; lateAntes: CsAnte[] } {
  const closes = state.firstDealAt;
  let lawful = 0;
  let late = 0;
  const lateAntes: CsAnte[] = [];
  for (const a of seat.antes) {
    if (closes !== undefined && a.index > closes) {
      late += a.amount;
      lateAntes.push(a);
    } else {
      lawful += a.amount;
    }
  }
  return { lawful: lawful as Money, late: late as Money, lateAntes };
}

/**
 * The chips on the bet spot that are the zone's wager, and those that are none (`late`, and after what).
 * Art. 11º: «decidirán si continúan en la partida realizando un bet o se retiran»: a zone has one decision, and the
 * first it made stands. After a fold the zone is out of the game, so bet chips it puts down afterwards are no wager;
 * after a bet the zone stays in (a later fold does not take it out), and chips a later bet adds are the raise's own
 * until the dealer begins to reveal his cards (parameter bet_closes_at: one raise placed in two stacks, as antes in
 * several placements add up), no wager after it. `closesAtReveal` false: every later bet adds to the raise.
 */
export function betStakes(state: CsState, seat: CsSeat, closesAtReveal: boolean): { lawful: Money; late: Money; after?: 'fold' | 'reveal' } {
  const first = seat.decision;
  if (first?.action !== 'bet') return seat.bet > 0 ? { lawful: 0 as Money, late: seat.bet, after: 'fold' } : { lawful: 0 as Money, late: 0 as Money };
  const reveal = closesAtReveal ? state.dealerRevealStartedAt : undefined;
  let lawful: number = first.amount ?? 0;
  for (const d of seat.laterDecisions) {
    if (d.action === 'bet' && (reveal === undefined || d.index < reveal)) lawful += d.amount ?? 0;
  }
  const late = seat.bet - lawful;
  return late > 0 ? { lawful: lawful as Money, late: late as Money, after: 'reveal' } : { lawful: lawful as Money, late: 0 as Money };
}

/**
 * Which article governs a wager's settlement. Every judged wager gets exactly
 * one case, so every settlement is judged by exactly one rule:
 *   no-ante          Art. 9º   the zone placed no ante at all, yet a spot of it was settled: no wager, nothing settled (0)
 *   no-game          Art. 11º  an ante settled before any card (another ante after it or not): no coup's wager, handed back (0)
 *   void-late        Art. 11º  the ante was placed only after the deal: no wager at all, handed back (0)
 *   void-after-reveal  Art. 11º  the bet was decided after the dealer began revealing his cards: no wager, handed back (0)
 *   fold             Art. 11º  the ante is lost, nothing else is settled
 *   no-decision      Art. 11º  neither bet nor fold recorded, yet settled: only a bet continues in the game, so the ante is lost
 *   no-hand          Art. 13º  dealer below ace-king: ante 1 to 1, bet returned
 *   qualified-loss   Art. 13º  the dealer's hand is ace-king or better and beats the player's, yet the zone was settled
 *                              as Art. 13º's no hand (ante paid at its ratio, bet handed back): both wagers are lost
 *   qualified-tie    Art. 13º  the same on a tie: the wagers are settled as a tie (tie_settlement), not as no hand
 *   win              Art. 14º  ante 1 to 1, bet by the pay table
 *   posted-line-short  the posted table: a winning bet paid at least Art. 14º's minimum line, less than the richer posted one
 *   win-capped       Art. 15º  the bet's pay-table amount passes the posted cap
 *   win-unposted-cap Art. 15º  a shortfall that no pay-table line explains, with no cap posted
 *   contradicted     Art. 12º  the player's hand is higher, yet the table took the wager
 *   loss, tie        Art. 12º  the comparison went to the dealer, or was equal
 */
export type WagerCase = 'no-ante' | 'no-game' | 'void-late' | 'void-after-reveal' | 'fold' | 'no-decision' | 'no-hand' | 'qualified-loss' | 'qualified-tie' | 'win' | 'posted-line-short' | 'win-capped' | 'win-unposted-cap' | 'contradicted' | 'loss' | 'tie';

export interface Judgment {
  case: WagerCase;
  seat: number;
  spot: 'ante' | 'bet';
  stake: Money;
  /** What the regulation and the posted table require, as money to the player. */
  expected: Money;
  /** When a pay-table line does not divide the stake into whole cents: the other acceptable rounding. */
  alsoAccepted?: Money;
  actual: Net;
  /** Severity when the player got more than required: a warning where a "no less than" clause allows it. */
  overSeverity: Severity;
  player?: PokerHand;
  dealer?: PokerHand;
  /** Bet wins: the pay-table line (hundredths, "to 1"), the amount it gives, and the posted cap. */
  line?: number;
  /** posted-line-short: the legal minimum line the payout met. */
  minimumLine?: number;
  full?: Money;
  cap?: Money;
  /**
   * Chips on the spot beside the stake judged that are no wager, owed back whole: on the ante, an ante placed after the
   * deal (`late`), an ante behind the zone (`behind`, Art. 9º a: a second player in it); on the bet, chips a later bet
   * decision put there after the fold or after the dealer began to reveal (`bet`, betStakes). The settlement is
   * measured with them, and its words say so.
   */
  aside?: { late: Money; behind: Money; bet?: { amount: Money; after: 'fold' | 'reveal' } };
}

export function isSettled(j: Judgment): boolean {
  return j.actual.net === j.expected || (j.alsoAccepted !== undefined && j.actual.net === j.alsoAccepted);
}

/** The line a bet is paid by: the posted one when it is at least the legal minimum, else the minimum. */
export function effectiveLine(table: TableConfig, p: CsParams, category: HandCategory): number {
  const minimum = p.minimumLines[category];
  const posted = hundredths(table.bet_paytable?.[category]);
  return posted !== undefined && posted >= minimum ? posted : minimum;
}

export function dealerQualifies(dealer: PokerHand, p: CsParams): boolean {
  switch (p.dealerQualifiesWith) {
    case 'ace-king': return isAceKingOrBetter(dealer.value);
  }
}

/**
 * The settlement the rules require for each wager of one zone, given the
 * cards dealt and the player's decision. A zone without an ante (Art. 9º),
 * without a decision and without a settlement (Art. 11º), or whose cards
 * cannot be valued (Arts. 5º, 10º) is not judged here: those articles report it.
 */
function judgeSeatOnce(state: CsState, seat: CsSeat, table: TableConfig, p: CsParams): Judgment[] {
  // A fractional line's odd cent either way (fractional_line_rounding): an overpayment is measured from the cent above.
  const withdrawn = withdrawnBeforeDeal(state, seat, p);
  const onCards = judgeOnTheCards(state, seat, table, p);
  // Both lists are this call's own: the judgments above the cent are replaced in the list itself.
  const judged = withdrawn.length === 0 ? onCards : [...withdrawn, ...onCards];
  for (let i = 0; i < judged.length; i++) {
    const j = judged[i]!;
    if (j.alsoAccepted !== undefined && j.actual.net > j.alsoAccepted) judged[i] = { ...j, expected: nearestAccepted(j.expected, j.alsoAccepted, j.actual.net) };
  }
  const reveal = state.dealerRevealStartedAt;
  const decided = seat.decision;
  if (!p.betClosesAtReveal || reveal === undefined || decided?.action !== 'bet' || decided.index < reveal) return judged;
  // Art. 11º: the bet comes before the dealer shows his cards; one made on them is no wager (bet_closes_at).
  return judged.map((j) => {
    if (j.spot !== 'bet' || j.case === 'void-late' || j.case === 'no-ante') return j;
    const { alsoAccepted: _dropped, line: _line, minimumLine: _min, full: _full, cap: _cap, ...rest } = j;
    return { ...rest, case: 'void-after-reveal', expected: 0 as Money, overSeverity: 'error' };
  });
}

/** The same, computed once per hand and shared by the rules that ask (framework/shared-fact.ts). */
export const judgeSeat = sharedFact(judgeSeatOnce);

/** A judged wager and the parameters it was judged by: what each settlement rule reads. */
export interface JudgedWager {
  readonly j: Judgment;
  readonly p: CsParams;
}

/**
 * Every wager of the hand judged (`judgeSeat` of each seat `seatsJudged` gives, in that order), computed once
 * per hand and shared by the ten settlement rules, which each keep the cases their article governs: each
 * used to ask for every seat's judgment and wrap it again.
 */
export const judgedWagers = sharedFact((state: CsState, table: TableConfig, p: CsParams): readonly JudgedWager[] => {
  const out: JudgedWager[] = [];
  for (const seat of seatsJudged(state)) for (const j of judgeSeat(state, seat, table, p)) out.push({ j, p });
  return out;
});

/**
 * Whether a zone that stayed in the game (a lawful ante and a bet) holds cards that cannot be valued, or the dealer's
 * cannot, or the two share a card: its wagers rest on a comparison there is not, and are not judged (judgeOnTheCards;
 * Arts. 5º and 10º report the cards). The settlement rules note such hands as not checked.
 */
export function betOnUnvaluedCards(state: CsState, table: TableConfig, p: CsParams): boolean {
  for (const seat of seatsJudged(state)) {
    if (seat.ante <= 0 || seat.decision?.action !== 'bet' || anteStakes(state, seat).lawful <= 0) continue;
    if (!seatHand(state, seat) || !dealerHand(state) || cardsOutOfDeck(state, seat, table, p)) return true;
  }
  return false;
}

/**
 * The decks the hand was dealt from (Art. 5º, reading CS-5º-2): a new deck's count announced in the hand, else the
 * table's posted decks, else one (default_decks), as Art. 5º's card-dealt-once counts them.
 */
export function decksInPlay(state: CsState, table: TableConfig, p: CsParams): number {
  let decks = table.decks ?? p.defaultDecks;
  for (const x of state.procedures) if (x.name === 'new_deck' && x.decks !== undefined) decks = x.decks;
  return decks;
}

/**
 * Whether the zone's and the dealer's ten cards hold one card more often than the decks in play hold it (the same
 * card twice from one deck, in one hand or across the two; three times from two decks): a deck cannot deal it, so
 * there is no comparison to judge (Art. 5º reports the deck). Within what the decks hold, a card twice is valued
 * as poker values it (pokerHand) and the comparison stands (with two decks, Ah Ah Kh Qh 2h is a flush; it left
 * such zones unjudged).
 */
function cardsOutOfDeck(state: CsState, seat: CsSeat, table: TableConfig, p: CsParams): boolean {
  const decks = decksInPlay(state, table, p);
  const dealer = dealerCards(state);
  const dealt = (card: Card): number => {
    let n = 0;
    for (const c of seat.cards) if (c.card === card) n++;
    for (const d of dealer) if (d === card) n++;
    return n;
  };
  return seat.cards.some((c) => dealt(c.card) > decks) || dealer.some((d) => dealt(d) > decks);
}

/** A zone's poker hand (pokerHand of its cards), computed once per hand: its judgment and the not-checked note read it. */
const seatHand = sharedFact((_state: CsState, seat: CsSeat): PokerHand | undefined => pokerHand(seat.cards.map((c) => c.card)));

/** The dealer's poker hand (pokerHand of his cards), computed once per hand: every seat's comparison reads it. */
const dealerHand = sharedFact((state: CsState): PokerHand | undefined => pokerHand(dealerCards(state)));

/**
 * The ante settlements of the zone's stake in this coup: those before a reopening ante (an ante placed after the
 * zone was settled before any card) settled chips that belong to no coup (`withdrawnBeforeDeal`).
 */
export function stakeSettlements(state: CsState, seat: CsSeat, spot: 'ante' | 'bet'): CsSettlement[] {
  const all = settlementsOf(state, seat.seat, spot);
  const until = seat.withdrawn?.until;
  return spot === 'ante' && until !== undefined ? all.filter((x) => x.index > until) : all;
}

/**
 * Antes settled before any card, the zone then opened again by another ante or set aside at the first card (parameter ante_settled_before_deal =
 * no-game, an interpretation: the text settles an ante only after the deal, by the fold of Art. 11º or the
 * comparison): no card was out, so no coup's wager was lost or won. What the settlement took is owed back, a
 * payout on it was not owed, a return of it is right (0).
 */
function withdrawnBeforeDeal(state: CsState, seat: CsSeat, p: CsParams): Judgment[] {
  const w = seat.withdrawn;
  if (!w || !p.settledBeforeDealIsNoGame) return [];
  const settled = settlementsOf(state, seat.seat, 'ante').filter((x) => x.index < w.until);
  // A return is judged against the chips it took off the spot; a collection or a payout alone, on the ante it was made on.
  const stake = settled.some((x) => x.type === 'return') ? w.amount : w.onSpot;
  return [{ case: 'no-game', seat: seat.seat, spot: 'ante', stake, expected: 0 as Money, actual: netToPlayer(settled, w.amount), overSeverity: 'error' }];
}

function judgeOnTheCards(state: CsState, seat: CsSeat, table: TableConfig, p: CsParams): Judgment[] {
  if (seat.ante <= 0) return noAnte(state, seat);
  const { lawful, late } = anteStakes(state, seat);
  // An ante behind the zone is a second player in it (Art. 9º a), no wager of the zone: like a late ante, chips on
  // the spot the settlement hands back (a return of them is no gain), and money paid or taken on them is owed.
  const behind = seat.behind.reduce((a, b) => a + b.amount, 0);
  const anteNet = netToPlayer(stakeSettlements(state, seat, 'ante'), lawful, (late + behind) as Money);
  const betSettlements = settlementsOf(state, seat.seat, 'bet');
  if (lawful <= 0) {
    // Only a late ante: the zone never entered the game (Art. 9º e), so nothing it staked is a wager, whether or not
    // it then bet or folded: its chips are owed back. (Judged before the decision: a zone with no decision went
    // unjudged here, so a late ante the table collected kept the player's chips with no finding.)
    const out: Judgment[] = [{ case: 'void-late', seat: seat.seat, spot: 'ante', stake: late, expected: 0 as Money, actual: anteNet, overSeverity: 'error', ...(behind > 0 ? { aside: { late: 0 as Money, behind: behind as Money } } : {}) }];
    if (seat.bet > 0 || betSettlements.length > 0) {
      out.push({ case: 'void-late', seat: seat.seat, spot: 'bet', stake: seat.bet, expected: 0 as Money, actual: netToPlayer(betSettlements, seat.bet), overSeverity: 'error' });
    }
    return out;
  }
  if (!seat.decision) return noDecision(seat, lawful, anteNet, betSettlements, late + behind > 0 ? { late, behind: behind as Money } : undefined);
  // More than required on a winning ante is a warning ("no menor a"), unless late or behind chips were paid on.
  const anteOver: Severity = late + behind > 0 ? 'error' : 'warning';
  const aside = late + behind > 0 ? { aside: { late, behind: behind as Money } } : {};
  if (seat.decision.action === 'fold') {
    const out: Judgment[] = [{ case: 'fold', seat: seat.seat, spot: 'ante', stake: lawful, expected: -lawful as Money, actual: anteNet, overSeverity: 'error', ...aside }];
    if (betSettlements.length > 0) {
      // Bet chips put down after the fold (a later decision) are no wager: handed back whole is right (betStakes). They
      // are the spot's chips, as a zone's with no ante are (noAnte), and its words name them.
      const lateBet = seat.bet;
      out.push({
        case: 'fold', seat: seat.seat, spot: 'bet', stake: lateBet, expected: 0 as Money, actual: netToPlayer(betSettlements, lateBet), overSeverity: 'error',
        ...(lateBet > 0 ? { aside: { late: 0 as Money, behind: 0 as Money, bet: { amount: lateBet, after: 'fold' as const } } } : {}),
      });
    }
    return out;
  }
  const player = seatHand(state, seat);
  const dealer = dealerHand(state);
  if (!player || !dealer) return [];
  if (cardsOutOfDeck(state, seat, table, p)) return [];
  // The raise: the first bet and what later bets added before the dealer's reveal; chips added after it are no wager.
  const stakes = betStakes(state, seat, p.betClosesAtReveal);
  const betNet = netToPlayer(betSettlements, stakes.lawful, stakes.late);
  const betAside: Judgment['aside'] = stakes.after ? { late: 0 as Money, behind: 0 as Money, bet: { amount: stakes.late, after: stakes.after } } : undefined;
  // The two judgments on the cards, written out (an object spread into a literal with more fields is slow, and
  // every seat of every hand comes here); the ante's with the chips set aside beside it, where there are.
  const anteAside = (aside as { aside?: Judgment['aside'] }).aside;
  const ante = (c: WagerCase, due: { expected: Money; alsoAccepted?: Money }, over: Severity): Judgment =>
    onTheCards(c, seat.seat, 'ante', lawful, due, anteNet, over, player, dealer, anteAside);
  const bet = (c: WagerCase, expected: Money): Judgment =>
    onTheCards(c, seat.seat, 'bet', stakes.lawful, { expected }, betNet, 'error', player, dealer, betAside);

  if (!dealerQualifies(dealer, p)) return [ante('no-hand', pay(lawful, p.noHandAnteRatio, state.moneyUnit), 'error'), bet('no-hand', 0 as Money)];
  // The table paid the ante at Art. 13º's ratio and handed the bet back: it called «No hay mano» on a dealer who
  // qualifies. On a loss or a tie Art. 13º is the article misapplied (its no hand is «una combinación menor a un As y
  // una K»), so the two wagers are judged under it; any other wrong settlement of them is the comparison's (Art. 12º).
  // (On a win the ante so paid is right and the bet handed back is a winning bet unpaid: Art. 14º's.)
  const settledAsNoHand = anteNet.net === pay(lawful, p.noHandAnteRatio, state.moneyUnit).expected && betNet.net === 0;
  if (player.value < dealer.value) {
    const c: WagerCase = settledAsNoHand ? 'qualified-loss' : 'loss';
    return [ante(c, { expected: -lawful as Money }, 'error'), bet(c, -stakes.lawful as Money)];
  }
  if (player.value === dealer.value) {
    const lose = p.tieSettlement === 'dealer-wins';
    const c: WagerCase = settledAsNoHand ? 'qualified-tie' : 'tie';
    return [ante(c, { expected: (lose ? -lawful : 0) as Money }, 'error'), bet(c, (lose ? -stakes.lawful : 0) as Money)];
  }
  const anteWin = ante(anteNet.net < 0 ? 'contradicted' : 'win', pay(lawful, p.anteWinRatio, state.moneyUnit), anteOver);
  const betWon = betWin(bet('win', 0 as Money), table, p, state.moneyUnit);
  // More than the pay table on a winning bet is a warning («no menor a»), unless chips that are no wager were paid on.
  if (stakes.late > 0) betWon.overSeverity = 'error';
  return [anteWin, betWon];
}

/** A judgment of a wager on the cards: the two hands compared, what is due (and its other rounding). */
function onTheCards(
  c: WagerCase, seat: number, spot: 'ante' | 'bet', stake: Money, due: { expected: Money; alsoAccepted?: Money }, actual: Net,
  overSeverity: Severity, player: PokerHand, dealer: PokerHand, aside: Judgment['aside'],
): Judgment {
  const j: Judgment = { seat, player, dealer, spot, stake, actual, case: c, expected: due.expected, overSeverity };
  if (aside !== undefined) j.aside = aside;
  if (due.alsoAccepted !== undefined) j.alsoAccepted = due.alsoAccepted;
  return j;
}

/**
 * Art. 9º e «Para participar los jugadores deben colocar el ante»: a zone that placed none (dealt in without it,
 * or never dealt in at all) takes no part in the game, so no spot of it holds a wager to win or lose. Money the
 * table moved on it is settled on nothing, judged against zero, net: chips the zone did put down (a bet after
 * its cards, an ante behind it) handed back whole are settled right; anything paid or taken is the difference.
 * Judged only where the table settled a spot (a zone dealt in and left alone is Art. 9º's procedure finding alone).
 */
function noAnte(state: CsState, seat: CsSeat): Judgment[] {
  const out: Judgment[] = [];
  const behind = seat.behind.reduce((a, b) => a + b.amount, 0) as Money;
  for (const [spot, onSpot] of [['ante', behind], ['bet', seat.bet]] as const) {
    // Antes settled before any card and set aside (withdrawn) are judged as no game, not here.
    const settled = stakeSettlements(state, seat, spot);
    if (settled.length === 0) continue;
    out.push({ case: 'no-ante', seat: seat.seat, spot, stake: onSpot, expected: 0 as Money, actual: netToPlayer(settled, onSpot), overSeverity: 'error' });
  }
  return out;
}

/**
 * Art. 11º: after the deal the players «decidirán si continúan en la partida realizando un bet o se retiran
 * perdiendo su ante»; Arts. 13º-14º settle only «los jugadores que queden en la partida». Only a bet continues:
 * a zone that made none did not stay in, and its ante is lost whatever the cards, as on a fold: the table owes
 * its collection, so an ante left unsettled is judged as a folded one left uncollected is (the player kept 20 the
 * house had won), beside the procedure finding for the missing decision (decide-then-reveal-then-compare).
 */
function noDecision(seat: CsSeat, lawful: Money, anteNet: Net, betSettlements: readonly CsSettlement[], aside?: Judgment['aside']): Judgment[] {
  const out: Judgment[] = [{ case: 'no-decision', seat: seat.seat, spot: 'ante', stake: lawful, expected: -lawful as Money, actual: anteNet, overSeverity: 'error', ...(aside ? { aside } : {}) }];
  if (betSettlements.length > 0) {
    out.push({ case: 'no-decision', seat: seat.seat, spot: 'bet', stake: 0 as Money, expected: 0 as Money, actual: netToPlayer(betSettlements, 0 as Money), overSeverity: 'error' });
  }
  return out;
}

/** The bet of a hand that beat a qualifying dealer (`j`: its judgment as a win, to be completed here). */
function betWin(j: Judgment, table: TableConfig, p: CsParams, unit: number): Judgment {
  const bet = j;
  const category = bet.player!.category;
  const line = effectiveLine(table, p, category);
  const full = pay(bet.stake, [line, 100], unit, p.fractionalLineRounding);
  const cap = table.max_payout;
  j.expected = full.expected;
  if (full.alsoAccepted !== undefined) j.alsoAccepted = full.alsoAccepted;
  j.overSeverity = 'warning';
  j.line = line;
  j.full = full.expected;
  if (cap !== undefined) j.cap = cap;
  if (cap !== undefined && full.expected > cap) {
    j.case = 'win-capped';
    j.expected = cap;
    delete j.alsoAccepted;
  } else if (p.postedLineShort && line > p.minimumLines[category] && bet.actual.net < full.expected
    && bet.actual.net >= pay(bet.stake, [p.minimumLines[category], 100], unit).expected) {
    // The legal minimum was paid, not the richer line the table posts: the posted table is broken, not Art. 14º.
    j.case = 'posted-line-short';
    j.minimumLine = p.minimumLines[category];
  } else if (cap === undefined && p.capShortfallOffTheTable && bet.actual.net > 0 && bet.actual.net < full.expected
    && !lineAmounts(bet.stake, table, p, unit).has(bet.actual.net)) {
    j.case = 'win-unposted-cap';
  }
  if (bet.actual.net < 0) j.case = 'contradicted';
  return j;
}

/**
 * Every amount some line gives on this stake (both roundings): the lines the table pays by, and the
 * article's own minimum lines, so that a richer posted line paid at the legal minimum (a flush posted
 * at 6 paid 5 to 1) reads as a hand paid on the wrong line, not as a cap nobody posted.
 */
function lineAmounts(stake: Money, table: TableConfig, p: CsParams, unit: number): Set<number> {
  const out = new Set<number>();
  for (const c of CATEGORIES) {
    for (const line of [effectiveLine(table, p, c), p.minimumLines[c]]) {
      const r = ratio(stake, line, 100, unit);
      out.add(r.value);
      out.add(r.up);
    }
  }
  return out;
}

/**
 * A stake at a ratio. Where the ratio does not give whole cents (only a richer posted line can: Art. 14º's are
 * whole numbers), the cents accepted follow fractional_line_rounding: either of the two, the one below, the one above.
 */
function pay(stake: Money, [num, den]: [number, number], unit: number, rounding: CsParams['fractionalLineRounding'] = 'either'): { expected: Money; alsoAccepted?: Money } {
  const r = ratio(stake, num, den, unit);
  if (r.exact) return { expected: r.value };
  if (rounding === 'down') return { expected: r.value };
  if (rounding === 'up') return { expected: r.up };
  return { expected: r.value, alsoAccepted: r.up };
}
