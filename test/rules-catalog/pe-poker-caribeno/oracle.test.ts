import fc from 'fast-check';
import pokersolver from 'pokersolver';
import { describe, expect, it } from 'vitest';
import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { findingsOf, shape } from '../../helpers/rule-tester.js';
import { TABLE, csHand } from './hand.js';
import type { SeatSpec } from './hand.js';

/**
 * The catalog against an independent oracle: pokersolver ranks the hands, and
 * this file settles them by the regulation in its own few lines. A table that
 * settles like the oracle gives no finding; one cent off on any single
 * settlement gives exactly one finding, on that wager.
 */
/** What the test reads of pokersolver's solved hand (the package ships no types). */
interface SolvedHand { name: string; rank: number; descr: string; cards: unknown[] }

const { Hand } = pokersolver as unknown as {
  Hand: { solve(cards: string[]): SolvedHand; winners(hands: SolvedHand[]): SolvedHand[] };
};

const DECK = [...'23456789TJQKA'].flatMap((r) => [...'shdc'].map((s) => r + s));

const LINE: Record<string, number> = {
  'Royal Flush': 100, 'Straight Flush': 50, 'Four of a Kind': 20, 'Full House': 7, Flush: 5, Straight: 4,
  'Three of a Kind': 3, 'Two Pair': 2, Pair: 1, 'High Card': 1,
};

const CAP = TABLE.max_payout;

type Settle = NonNullable<SeatSpec['settle']>;

function oracle(cards: string[], dealer: string[], ante: number, fold: boolean): Settle {
  if (fold) return [{ type: 'collect', spot: 'ante', amount: ante }];
  const bet = 2 * ante;
  const d = Hand.solve(dealer);
  const qualifies = d.name !== 'High Card' || (dealer.some((c) => c[0] === 'A') && dealer.some((c) => c[0] === 'K'));
  if (!qualifies) return [{ type: 'payout', spot: 'ante', amount: ante }, { type: 'return', spot: 'bet', amount: bet }];
  const p = Hand.solve(cards);
  const winners = Hand.winners([p, d]);
  if (winners.length === 2) return [{ type: 'return', spot: 'ante', amount: ante }, { type: 'return', spot: 'bet', amount: bet }];
  if (winners[0] === d) return [{ type: 'collect', spot: 'ante', amount: ante }, { type: 'collect', spot: 'bet', amount: bet }];
  const line = LINE[p.descr === 'Royal Flush' ? 'Royal Flush' : p.name]!;
  return [{ type: 'payout', spot: 'ante', amount: ante }, { type: 'payout', spot: 'bet', amount: Math.min(bet * line, CAP) }];
}

const table = fc.integer({ min: 1, max: 4 }).chain((players) => fc.record({
  seats: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: players, maxLength: players }),
  deck: fc.shuffledSubarray(DECK, { minLength: 5 * (players + 1), maxLength: 5 * (players + 1) }),
  antes: fc.array(fc.integer({ min: 5, max: 400 }), { minLength: players, maxLength: players }),
  folds: fc.array(fc.boolean(), { minLength: players, maxLength: players }),
  // Which settlement event to put one cent off, as a fraction of the hand's settlements.
  pick: fc.nat(),
  up: fc.boolean(),
}));

function play({ seats, deck, antes, folds }: { seats: number[]; deck: string[]; antes: number[]; folds: boolean[] }) {
  const dealer = deck.slice(0, 5);
  const spec: Record<number, SeatSpec> = {};
  seats.forEach((seat, i) => {
    const cards = deck.slice(5 * (i + 1), 5 * (i + 2));
    spec[seat] = { ante: antes[i]!, cards: cards.join(' '), decision: folds[i] ? 'fold' : 'bet', settle: oracle(cards, dealer, antes[i]!, folds[i]!) };
  });
  return csHand({ seats: spec, dealer: dealer.join(' ') });
}

describe('pe-poker-caribeno against an independent oracle (pokersolver)', () => {
  it('a table that settles every hand by the regulation gives no finding', () => {
    fc.assert(fc.property(table, (t) => {
      expect(findingsOf(pokerCaribeno, play(t)).map(shape)).toEqual([]);
    }), { numRuns: 400 });
  });

  it('one cent off on any single settlement is exactly one finding, on that wager, for that cent', () => {
    fc.assert(fc.property(table, (t) => {
      const hand = play(t);
      const events = hand['events'] as Record<string, unknown>[];
      const settlements = events.map((e, i) => [e, i] as const).filter(([e]) => ['payout', 'collect', 'return'].includes(e['type'] as string));
      const [target, at] = settlements[t.pick % settlements.length]!;
      const amount = target['amount'] as number;
      if (!t.up && amount === 0) return;
      const changed = Math.round((amount + (t.up ? 0.01 : -0.01)) * 100) / 100;
      const mutated = { ...hand, events: events.map((e, i) => (i === at ? { ...e, amount: changed } : e)) };
      const findings = findingsOf(pokerCaribeno, mutated).map(shape);
      expect(findings).toHaveLength(1);
      const toPlayer = target['type'] === 'collect' ? !t.up : t.up;
      expect(findings[0]).toMatchObject({ seat: target['seat'], event: at + 1 });
      expect(Math.round((findings[0]!.actual! - findings[0]!.expected!) * 100)).toBe(toPlayer ? 1 : -1);
    }), { numRuns: 400 });
  });
});
