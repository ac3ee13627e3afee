// What any hand log shows without a game engine: who holds which cards, what
// was wagered on each spot and how the table settled it. The replay falls
// back on it for a family whose engine has no `describe`, and uses it to list
// every wager of the hand.
import { HIDDEN_CARD, cardGlyph } from '../engine/core/cards.js';
import type { Card } from '../engine/core/cards.js';
import { formatAmount } from '../engine/core/money-text.js';
import type { Money } from '../engine/core/money.js';
import type { Words } from '../engine/core/words.js';
import type { Face, HandEvent, Participant, Spot } from '../engine/core/types.js';
import { whoName, wagerLabel } from '../reports/replay/narrate.js';
import { netToPlayer } from '../rules-catalog/framework/net.js';

export interface LedgerWager {
  seat: number;
  hand: number;
  spot: Spot;
  number?: number;
  stake: Money;
  paid: Money;
  collected: Money;
  returned: Money;
  /** What the seat received from a pool (pot luck's pool_award). */
  awarded: Money;
  settled: boolean;
  /** The wager's payouts, collections and returns in log order (framework/net.ts reads them in that order). */
  settlements: readonly { type: 'payout' | 'collect' | 'return'; amount: Money }[];
}

export interface Ledger {
  holders: { who: Participant; hand?: number; cards: { card: Card; face: Face }[] }[];
  wagers: LedgerWager[];
  commission: Money;
}

export function emptyLedger(): Ledger {
  return { holders: [], wagers: [], commission: 0 as Money };
}

/** The key a wager is known by: seat, spot, hand (1 when the log leaves it out), number. */
export function wagerKey(w: { seat?: number; spot?: string; hand?: number; number?: number }): string {
  return `${w.seat ?? ''}|${w.spot ?? ''}|${w.hand ?? 1}|${w.number ?? ''}`;
}

/**
 * The ledger after one more event (a new object; the given one is not changed).
 * `target`: for a settlement, the hand and number of the wager the game family
 * ties it to when the event leaves them out (see ReplayHooks.settlementWager).
 */
export function ledgerStep(l: Ledger, e: HandEvent, target?: { hand?: number; number?: number }): Ledger {
  const next: Ledger = { holders: l.holders.map((h) => ({ ...h, cards: [...h.cards] })), wagers: l.wagers.map((w) => ({ ...w })), commission: l.commission };
  const wager = (seat: number, spot: Spot, hand = 1, named?: number): LedgerWager => {
    // A number names a wager on the pai gow bonus spot only (the hand-log format: `number` (pai gow bonus)); a pai gow
    // wager's settlement that names one (bonus-independent-of-paigow reports it) is still that seat's one pai gow
    // wager, not a second line of its own.
    const number = spot === 'bonus' ? named : undefined;
    const key = wagerKey({ seat, spot, hand, number });
    let w = next.wagers.find((x) => wagerKey(x) === key);
    if (!w) {
      w = { seat, hand, spot, stake: 0 as Money, paid: 0 as Money, collected: 0 as Money, returned: 0 as Money, awarded: 0 as Money, settled: false, settlements: [] };
      if (number !== undefined) w.number = number;
      next.wagers.push(w);
    }
    return w;
  };
  const plus = (a: Money, b: Money) => (a + b) as Money;
  switch (e.type) {
    case 'bet': {
      const w = wager(e.seat, e.spot, e.hand, e.number);
      w.stake = plus(w.stake, e.amount);
      break;
    }
    case 'decision': {
      if (e.amount === undefined) break;
      // The hand-log format opens these spots with a decision and an amount.
      if (e.action === 'double') {
        const w = wager(e.seat, 'main', e.hand);
        w.stake = plus(w.stake, e.amount);
      } else if (e.action === 'split') {
        const hands = next.wagers.filter((x) => x.seat === e.seat && x.spot === 'main').map((x) => x.hand);
        wager(e.seat, 'main', Math.max(1, ...hands) + 1).stake = e.amount;
      } else if (e.action === 'insurance' || e.action === 'bet') {
        const w = wager(e.seat, e.action === 'insurance' ? 'insurance' : 'bet');
        w.stake = plus(w.stake, e.amount);
      }
      break;
    }
    case 'deal': {
      const key = `${e.to.kind}:${e.to.seat}:${e.hand ?? ''}`;
      let h = next.holders.find((x) => `${x.who.kind}:${x.who.seat}:${x.hand ?? ''}` === key);
      if (!h) {
        h = { who: e.to, cards: [] };
        if (e.hand !== undefined) h.hand = e.hand;
        next.holders.push(h);
      }
      h.cards.push({ card: e.card, face: e.face });
      break;
    }
    case 'reveal': {
      for (const h of next.holders) {
        if (h.who.kind !== e.to.kind || h.who.seat !== e.to.seat) continue;
        const at = h.cards.findIndex((x) => x.card === e.card && x.face === 'down');
        // A new card object: the ledger before this event still holds the face-down one.
        if (at >= 0) h.cards[at] = { card: e.card, face: 'up' };
      }
      break;
    }
    case 'payout':
    case 'collect':
    case 'return': {
      const w = wager(e.seat, e.spot, target?.hand ?? e.hand, target?.number ?? e.number);
      w.settled = true;
      w.settlements = [...w.settlements, { type: e.type, amount: e.amount }];
      if (e.type === 'payout') w.paid = plus(w.paid, e.amount);
      else if (e.type === 'collect') w.collected = plus(w.collected, e.amount);
      else w.returned = plus(w.returned, e.amount);
      break;
    }
    case 'pool_award': {
      const w = wager(e.seat, 'pool');
      w.settled = true;
      w.awarded = plus(w.awarded, e.amount);
      break;
    }
    case 'commission':
      next.commission = plus(next.commission, e.amount);
      break;
    default:
      break;
  }
  return next;
}

/**
 * What the table did with a wager, as money to the player, read as every catalog reads it (framework/net.ts), in log
 * order: payouts add, collections take, a return hands back the stake still on the spot (returning less than what is
 * left of it loses the rest) and, once the spot is empty, what a collection took. A pool is told by what it awarded.
 */
export function tableNet(w: LedgerWager): Money {
  if (w.spot === 'pool') return w.awarded;
  return netToPlayer(w.settlements, w.stake).net;
}

/** Whether a return came before a collection on the wager: the order made its net, and the words tell it so. */
export function returnedFirst(w: LedgerWager): boolean {
  return netToPlayer(w.settlements, w.stake).moved.returnFirst === true;
}

/** The table in plain words from the ledger alone: each holder's cards, each wager and its settlements. */
export function describeLedger(l: Ledger, words: Words, currency?: string): string[] {
  const es = words.lang === 'es';
  const fm = (m: number) => formatAmount(m, currency);
  const lines: string[] = [];
  for (const h of l.holders) {
    const name = whoName(h.who, words).replace(/^(el|la|the) /, '');
    const label = name.charAt(0).toUpperCase() + name.slice(1) + (h.hand !== undefined ? (es ? `, mano ${h.hand}` : `, hand ${h.hand}`) : '');
    lines.push(`${label}: ${h.cards.map((c) => (c.face === 'down' ? HIDDEN_CARD : cardGlyph(c.card))).join(' ')}`);
  }
  for (const w of l.wagers) {
    const hands = l.wagers.some((x) => x.seat === w.seat && x.spot === w.spot && x.hand > 1);
    const parts = [`${wagerLabel({ ...w, hand: hands ? w.hand : undefined }, words)}: ${fm(w.stake)}`];
    if (w.paid > 0) parts.push(`${es ? 'pagado' : 'paid'} ${fm(w.paid)}`);
    if (w.collected > 0) parts.push(`${es ? 'cobrado' : 'collected'} ${fm(w.collected)}`);
    if (w.returned > 0) parts.push(`${es ? 'devuelto' : 'returned'} ${fm(w.returned)}`);
    if (w.awarded > 0) parts.push(`${es ? `recibió del ${words.spots.pool}` : `awarded from the ${words.spots.pool}`} ${fm(w.awarded)}`);
    lines.push(parts.join('; '));
  }
  if (l.commission > 0) lines.push(`${es ? 'Comisión retenida' : 'Commission kept'}: ${fm(l.commission)}`);
  return lines;
}
