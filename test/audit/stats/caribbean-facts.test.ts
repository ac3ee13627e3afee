// Póker Caribeño's family facts for `veedor stats` (audit/stats/facts.ts): whether the dealer's five cards qualify
// (ace-king or better) and each seat's hand category bin, read from the replay's final state, only where the five
// cards of each are known and all ten of a seat and the dealer are distinct.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handFacts } from '../../../audit/stats/facts.js';
import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { toRecord } from '../../helpers/hand.js';

const hands = () => readFileSync('fixtures/examples/pe-poker-caribeno.ndjson', 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));

describe('Caribbean statistics facts', () => {
  it('a dealer at nine high does not qualify; seat 1 (T T K A 3) holds a pair, seat 2 (A J 6 5 2) high card', () => {
    const f = handFacts(toRecord(hands()[0]), pokerCaribeno, [])!;
    expect(f.qualifies).toBe(false);
    expect(f.playerBins).toEqual([1, 0]);
  });

  it('a dealer at ace-king qualifies; the five seats\' bins in seat order', () => {
    const f = handFacts(toRecord(hands()[1]), pokerCaribeno, [])!;
    expect(f.qualifies).toBe(true);
    expect(f.playerBins).toEqual([0, 0, 1, 1, 1]);
  });

  it('a seat holding one of the dealer\'s cards (a card twice in one deck) is not counted; the others are', () => {
    const raw = hands()[0];
    // Seat 2's last card becomes the dealer's 8♠: the seat's five cards are no longer ten distinct with the dealer's.
    const deals = raw.events.filter((e: { type: string; to?: string }) => e.type === 'deal' && e.to === 'seat:2');
    deals[deals.length - 1].card = '8s';
    const f = handFacts(toRecord(raw), pokerCaribeno, []);
    if (f === undefined) return expect.unreachable('the engine follows the hand; only the facts drop the seat');
    expect(f.qualifies).toBe(false);
    expect(f.playerBins).toEqual([1]);
  });
});
