import type { Card } from '../../../engine/core/cards.js';
import type { Money } from '../../../engine/core/money.js';
import { amountOut, cardOut } from '../../core/log.js';
import type { LogEvent } from '../../core/types.js';
import type { BjSimRules, SimHand, SimRound, SimSeat } from './model.js';
import { dealerHandOf, hasHoleCard, isAceCard, isExtraCard, isNatural, isTenValue, isTwoCard21, splitAces, takesOriginalOnly, times, totalOf } from './model.js';

/** A hand's state as the dealer plays it out. */
interface HandState {
  cards: Card[];
  wager: Money;
  original: Money;
  busted: boolean;
  /** Chips a double added beyond its limit: no stake, handed back after the hand's settlement. */
  handBack?: Money;
}

/**
 * The log a correct dealer writes for the round: shuffle and cut, bets (and
 * bets behind a box), the mandatory dealing, naturals paid at once (unless the
 * up card is an ace or a ten), the offers, each player's turn in seat order
 * (busts collected at once), the dealer's turn (the hole card revealed, or
 * at a table without one his second card dealt), then the insurance, the main
 * wagers and the pool; a lost insurance is collected as the hole card is revealed
 * (Pot Luck Art. 10º «inmediatamente»). Bets behind a box are settled with the
 * box's first hand, on their own stake: each by a settlement naming it (format 1.1,
 * `behind`, `player`), or together with the box's in one event.
 */
export function renderRound(r: SimRound, rules: BjSimRules): LogEvent[] {
  const ev: LogEvent[] = [];
  const seat = (s: SimSeat) => `seat:${s.seat}`;
  if (r.shuffle) ev.push({ type: 'procedure', name: 'shuffle' }, { type: 'procedure', name: 'cut', by: `seat:${r.shuffle.cutBy}` });
  for (const s of r.seats) {
    ev.push({ type: 'bet', seat: s.seat, spot: 'main', amount: amountOut(s.bet), ...by(s) });
    for (const b of s.behind ?? []) ev.push({ type: 'bet', seat: s.seat, spot: 'main', amount: amountOut(b.amount), player: b.player, behind: true });
    if (s.pool > 0) ev.push({ type: 'bet', seat: s.seat, spot: 'pool', amount: amountOut(s.pool) });
  }
  for (const s of r.seats) ev.push({ type: 'deal', to: seat(s), card: cardOut(s.hands[0]!.start[0]!) });
  ev.push({ type: 'deal', to: 'dealer', card: cardOut(r.up), ...(r.upDealtDown ? { face: 'down' } : {}) });
  for (const s of r.seats) ev.push({ type: 'deal', to: seat(s), card: cardOut(s.hands[0]!.start[1]!) });
  if (hasHoleCard(r)) ev.push({ type: 'deal', to: 'dealer', card: cardOut(r.hole), face: 'down' });
  if (r.upDealtDown) ev.push({ type: 'reveal', to: 'dealer', card: cardOut(r.up) });

  const dealerBj = isTwoCard21([r.up, r.hole]);
  const naturalWaits = isAceCard(r.up) || isTenValue(r.up);
  // The bets behind a box follow its first hand: `onStake` gives the same settlement on another stake.
  const settle = (type: 'payout' | 'collect' | 'return', s: SimSeat, hand: number, amount: Money, onStake?: (stake: Money) => Money) =>
    settleWithBehind(ev, type, s, hand, amount, onStake);

  if (!naturalWaits) for (const s of r.seats) if (isNatural(s)) settle('payout', s, 1, times(s.bet, rules.blackjack), (x) => times(x, rules.blackjack));
  if (isAceCard(r.up)) {
    ev.push({ type: 'procedure', name: 'offer_insurance' });
    for (const s of r.seats) {
      if (s.evenMoney) {
        ev.push({ type: 'decision', seat: s.seat, hand: 1, action: 'even_money', ...by(s) });
        settle('payout', s, 1, times(s.bet, rules.evenMoney), (x) => times(x, rules.evenMoney));
      } else if (s.insurance !== undefined) {
        ev.push({ type: 'decision', seat: s.seat, hand: 1, action: 'insurance', amount: amountOut(s.insurance), ...by(s) });
      } else if (s.declined) {
        ev.push({ type: 'decision', seat: s.seat, hand: 1, action: 'decline_insurance', ...by(s) });
      }
    }
  } else if (rules.surrender) {
    ev.push({ type: 'procedure', name: 'offer_surrender' });
  }
  for (const s of r.seats) {
    if (!s.surrender) continue;
    ev.push({ type: 'decision', seat: s.seat, hand: 1, action: 'surrender', ...by(s) });
    settle('collect', s, 1, times(s.bet, rules.surrenderLoses), (x) => times(x, rules.surrenderLoses));
  }

  const states = new Map<SimSeat, Map<number, HandState>>();
  for (const s of r.seats) {
    if (s.surrender || s.evenMoney || isNatural(s)) continue;
    states.set(s, playSeat(ev, s, rules, (type, hand, amount, onStake) => settle(type, s, hand, amount, onStake)));
  }

  // The hole card turned over, or (no hole card) the dealer's second card dealt now; the insurance decided then.
  if (hasHoleCard(r)) ev.push({ type: 'reveal', to: 'dealer', card: cardOut(r.hole) });
  else ev.push({ type: 'deal', to: 'dealer', card: cardOut(r.hole) });
  for (const s of r.seats) {
    if (s.insurance === undefined) continue;
    // What the rules do not admit is no stake: handed back, and only the rest settled.
    const lawful = (s.insurance - (s.insuranceHandBack ?? 0)) as Money;
    if (dealerBj) ev.push({ type: 'payout', seat: s.seat, spot: 'insurance', amount: amountOut(times(lawful, rules.insurance)) });
    else ev.push({ type: 'collect', seat: s.seat, spot: 'insurance', amount: amountOut(lawful) });
    if (s.insuranceHandBack) ev.push({ type: 'return', seat: s.seat, spot: 'insurance', amount: amountOut(s.insuranceHandBack) });
  }
  for (const c of r.draws) ev.push({ type: 'deal', to: 'dealer', card: cardOut(c) });

  const dealer = totalOf(dealerHandOf(r, rules)).total;
  const takesOriginal = takesOriginalOnly(r, rules);
  for (const s of r.seats) {
    if (isNatural(s) && !s.evenMoney && naturalWaits) {
      if (dealerBj) settle('return', s, 1, s.bet, (x) => x);
      else settle('payout', s, 1, times(s.bet, rules.blackjack), (x) => times(x, rules.blackjack));
      continue;
    }
    const hands = states.get(s);
    if (!hands) continue;
    for (const [index, h] of [...hands].sort((a, b) => a[0] - b[0])) {
      if (h.busted) continue;
      // A hand with no stake (a split not admitted, its stake handed back whole): nothing to settle but the return.
      if (h.wager === 0) {
        if (h.handBack) ev.push({ type: 'return', seat: s.seat, spot: 'main', hand: index, amount: amountOut(h.handBack) });
        continue;
      }
      if (dealerBj) {
        if (!takesOriginal) settle('collect', s, index, h.wager, (x) => x);
        else if (index === 1) settle('collect', s, index, h.original, (x) => x);
        else settle('return', s, index, h.wager);
      } else {
        const player = totalOf(h.cards).total;
        if (dealer > 21 || player > dealer) settle('payout', s, index, times(h.wager, rules.win), (x) => times(x, rules.win));
        else if (player < dealer) settle('collect', s, index, h.wager, (x) => x);
        else settle('return', s, index, h.wager, (x) => x);
      }
      if (h.handBack) ev.push({ type: 'return', seat: s.seat, spot: 'main', hand: index, amount: amountOut(h.handBack) });
    }
  }
  renderPool(ev, r);
  return ev;
}

/** Who decided, where the log names the players (a box with bets behind it): the seated player. */
function by(s: SimSeat): { player?: string } {
  return s.player ? { player: s.player } : {};
}

type Settle = (type: 'payout' | 'collect' | 'return', hand: number, amount: Money, onStake?: (stake: Money) => Money) => void;

/** A settlement of a box's hand; for its first hand, of the bets behind it too (named, or in the same event). */
function settleWithBehind(ev: LogEvent[], type: 'payout' | 'collect' | 'return', s: SimSeat, hand: number, amount: Money, onStake?: (stake: Money) => Money): void {
  const behind = hand === 1 && onStake ? s.behind ?? [] : [];
  if (behind.length > 0 && s.behindTogether) {
    const total = behind.reduce((a, b) => a + onStake!(b.amount), amount as number) as Money;
    ev.push({ type, seat: s.seat, spot: 'main', hand, amount: amountOut(total) });
    return;
  }
  ev.push({ type, seat: s.seat, spot: 'main', hand, amount: amountOut(amount) });
  for (const b of behind) ev.push({ type, seat: s.seat, spot: 'main', hand, amount: amountOut(onStake!(b.amount)), behind: true, player: b.player });
}

/**
 * One box's turn: its hands in order, each to the end; a bust is collected as soon as it happens. A card the rules
 * do not give the hand (after a double's card or a split ace's, where BjSimRules.playerExtraCardsCount is false)
 * is dealt and is no part of it: the hand is settled on the cards it was entitled to.
 */
function playSeat(ev: LogEvent[], s: SimSeat, rules: BjSimRules, settle: Settle): Map<number, HandState> {
  const states = new Map<number, HandState>([[1, { cards: [...s.hands[0]!.start], wager: s.bet, original: s.bet, busted: false }]]);
  const ordered: SimHand[] = [...s.hands].sort((a, b) => a.index - b.index);
  const aces = splitAces(s);
  for (const hand of ordered) {
    const st = states.get(hand.index);
    if (!st) throw new Error(`simulator bug: seat ${s.seat} hand ${hand.index} was never split off`);
    let doubled = false;
    const deal = (card: Card) => {
      ev.push({ type: 'deal', to: `seat:${s.seat}`, hand: hand.index, card: cardOut(card) });
      if (!rules.playerExtraCardsCount && isExtraCard(st.cards, doubled, aces)) return;
      st.cards.push(card);
      if (!st.busted && totalOf(st.cards).total > 21) {
        st.busted = true;
        if (st.wager > 0) settle('collect', hand.index, st.wager, (x) => x);
        if (st.handBack) ev.push({ type: 'return', seat: s.seat, spot: 'main', hand: hand.index, amount: amountOut(st.handBack) });
      }
    };
    const decide = (action: string, amount?: Money) =>
      ev.push({ type: 'decision', seat: s.seat, hand: hand.index, action, ...(amount !== undefined ? { amount: amountOut(amount) } : {}), ...by(s) });
    for (const step of hand.steps) {
      switch (step.t) {
        case 'card': deal(step.card); break;
        case 'hit': decide('hit'); deal(step.card); break;
        case 'stand': decide('stand'); break;
        case 'double':
          decide('double', step.amount);
          st.wager = (st.wager + step.amount - (step.handBack ?? 0)) as Money;
          if (step.handBack) st.handBack = ((st.handBack ?? 0) + step.handBack) as Money;
          deal(step.card);
          doubled = true;
          break;
        case 'split': {
          decide('split', step.amount);
          const moved = st.cards.pop()!;
          const staked = (step.amount - (step.handBack ?? 0)) as Money;
          states.set(step.to, { cards: [moved], wager: staked, original: staked, busted: false, ...(step.handBack ? { handBack: step.handBack } : {}) });
          break;
        }
      }
    }
  }
  return states;
}

/**
 * The pool bet: every pool stake to the highest score of the mandatory dealing,
 * less the posted commission (rounded down to the cent); tied scores share,
 * the indivisible remainder to the lowest seat.
 */
function renderPool(ev: LogEvent[], r: SimRound): void {
  const players = r.seats.filter((s) => s.pool > 0);
  if (players.length === 0) return;
  const pool = players.reduce((a, s) => a + s.pool, 0);
  const commission = Math.floor((pool * r.commissionHundredths) / 10000);
  if (commission > 0) ev.push({ type: 'commission', spot: 'pool', amount: amountOut(commission as Money) });
  const score = (s: SimSeat) => totalOf(s.hands[0]!.start).total;
  const best = Math.max(...players.map(score));
  const winners = players.filter((s) => score(s) === best);
  const award = pool - commission;
  const share = Math.floor(award / winners.length);
  winners.forEach((s, i) => {
    const amount = share + (i === 0 ? award - share * winners.length : 0);
    ev.push({ type: 'pool_award', seat: s.seat, amount: amountOut(amount as Money) });
  });
}
