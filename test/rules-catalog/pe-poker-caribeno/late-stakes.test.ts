import { describe, expect, it } from 'vitest';
import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { findingsOf, shape } from '../../helpers/rule-tester.js';
import { DEALER_AK, DEALER_NINES, FLUSH, JACK_HIGH, PAIR_OF_KINGS, at, csHand, edit, lawful, win } from './hand.js';
import type { Ev } from './hand.js';

/** Puts `extra` right after the last card of the deal. */
function afterDeal(hand: Record<string, unknown>, extra: Ev[]): Record<string, unknown> {
  return edit(hand, (ev) => {
    const last = ev.map((e) => e['type']).lastIndexOf('deal');
    return [...ev.slice(0, last + 1), ...extra, ...ev.slice(last + 1)];
  });
}

// Ante 10, raised by 90 once the five cards are seen; the flush wins: the table pays on 100.
const raised = afterDeal(
  csHand({ seats: { 1: { ante: 10, cards: FLUSH, decision: 'bet', bet: 200, settle: win(100, 1000) } }, dealer: DEALER_AK }),
  [{ type: 'bet', seat: 1, spot: 'ante', amount: 90 }],
);

describe('Caribbean Stud: an ante raised after the cards (Art. 11º)', () => {
  it('is reported at the raise, and the ante is judged on the 10 placed before the deal: 90 paid that nobody owed', () => {
    const lateAt = at(raised, { type: 'bet', amount: 90 });
    expect(findingsOf(pokerCaribeno, raised).map(shape)).toEqual([
      { rule: 'no-ante-after-deal', article: 'Art. 11º', event: lateAt, seat: 1 },
      { rule: 'winning-wagers-paid-per-table', article: 'Art. 14º', event: at(raised, { type: 'payout', spot: 'ante' }), seat: 1, expected: 10, actual: 100 },
    ]);
    // Not the "no less than" warning of Art. 14º: the excess was paid on chips that were no wager.
    expect(findingsOf(pokerCaribeno, raised).find((f) => f.rule === 'winning-wagers-paid-per-table')!.severity).toBe('error');
  });
  it('the same hand with the ante left at 10 and paid on it audits clean', () => {
    expect(findingsOf(pokerCaribeno, lawful)).toEqual([]);
  });
  it('the late chips handed back and the 10 paid: only the late ante is reported', () => {
    const h = afterDeal(
      csHand({ seats: { 1: { ante: 10, cards: FLUSH, decision: 'bet', bet: 200, settle: [...win(10, 1000), { type: 'return', spot: 'ante', amount: 90 }] } }, dealer: DEALER_AK }),
      [{ type: 'bet', seat: 1, spot: 'ante', amount: 90 }],
    );
    expect(findingsOf(pokerCaribeno, h).map(shape)).toEqual([{ rule: 'no-ante-after-deal', article: 'Art. 11º', event: at(h, { type: 'bet', amount: 90 }), seat: 1 }]);
  });
  it('a losing hand whose late chips were collected: the player is owed them back', () => {
    const h = afterDeal(
      csHand({ seats: { 1: { ante: 10, cards: JACK_HIGH, decision: 'bet', bet: 20, settle: [{ type: 'collect', spot: 'ante', amount: 100 }, { type: 'collect', spot: 'bet', amount: 20 }] } }, dealer: DEALER_NINES }),
      [{ type: 'bet', seat: 1, spot: 'ante', amount: 90 }],
    );
    expect(findingsOf(pokerCaribeno, h).map(shape)).toEqual([
      { rule: 'no-ante-after-deal', article: 'Art. 11º', event: at(h, { type: 'bet', amount: 90 }), seat: 1 },
      { rule: 'settlement-follows-comparison', article: 'Art. 12º', event: at(h, { type: 'collect', spot: 'ante' }), seat: 1, expected: -10, actual: -100 },
    ]);
  });
});

describe('Caribbean Stud: an ante placed only after the deal (Arts. 9º e, 11º)', () => {
  // Zone 2 gets cards with no ante, puts 10 down after seeing them, bets and is paid.
  const base = csHand({
    seats: { 1: { ante: 10, cards: PAIR_OF_KINGS, decision: 'fold' }, 2: { ante: 0, cards: FLUSH, decision: 'bet', bet: 20, settle: win(10, 100) } },
    dealer: DEALER_AK,
  });
  const placed = afterDeal(base, [{ type: 'bet', seat: 2, spot: 'ante', amount: 10 }]);
  it('the zone never entered the game: the cards without ante (Art. 9º), the late ante (Art. 11º), and both payouts money not owed', () => {
    expect(findingsOf(pokerCaribeno, placed).map(shape)).toEqual([
      { rule: 'ante-before-cards', article: 'Art. 9º', event: at(placed, { type: 'deal', to: 'seat:2' }), seat: 2 },
      { rule: 'no-ante-after-deal', article: 'Art. 11º', event: at(placed, { type: 'bet', seat: 2 }), seat: 2 },
      { rule: 'late-ante-is-no-wager', article: 'Art. 11º', event: at(placed, { type: 'payout', spot: 'ante' }), seat: 2, expected: 0, actual: 10 },
      { rule: 'late-ante-is-no-wager', article: 'Art. 11º', event: at(placed, { type: 'payout', spot: 'bet' }), seat: 2, expected: 0, actual: 100 },
    ]);
  });
});

// review12: a zone whose only ante came after the deal and that then neither bet nor folded was not judged at all
// (the missing decision was checked before the late ante): the table collected its 10 and no money finding said so.
describe('Caribbean Stud: an ante placed only after the deal, with no decision (Arts. 9º e, 11º)', () => {
  const collected = afterDeal(
    csHand({ seats: { 1: { ante: 10, cards: PAIR_OF_KINGS, decision: 'fold' }, 2: { ante: 0, cards: FLUSH } }, dealer: DEALER_AK }),
    [{ type: 'bet', seat: 2, spot: 'ante', amount: 10 }],
  );
  it('the late ante collected: owed back whole, at the collection', () => {
    const h = edit(collected, (ev) => [...ev, { type: 'collect', seat: 2, spot: 'ante', amount: 10 }]);
    const money = findingsOf(pokerCaribeno, h).filter((f) => f.category === 'payout').map(shape);
    expect(money).toEqual([{ rule: 'late-ante-is-no-wager', article: 'Art. 11º', event: (h['events'] as Ev[]).length, seat: 2, expected: 0, actual: -10 }]);
  });
  it('the late ante handed back: no money finding', () => {
    const h = edit(collected, (ev) => [...ev, { type: 'return', seat: 2, spot: 'ante', amount: 10 }]);
    expect(findingsOf(pokerCaribeno, h).filter((f) => f.category === 'payout')).toEqual([]);
  });
});

describe('Caribbean Stud: the late-ante findings say why the zone had no game, in both languages', () => {
  // Before: "Seat 2, ante of 10.00 (): ..." — the situation left empty, an unfilled slot in the sentence.
  const placed = afterDeal(
    csHand({
      seats: { 1: { ante: 10, cards: PAIR_OF_KINGS, decision: 'fold' }, 2: { ante: 0, cards: FLUSH, decision: 'bet', bet: 20, settle: win(10, 100) } },
      dealer: DEALER_AK,
    }),
    [{ type: 'bet', seat: 2, spot: 'ante', amount: 10 }],
  );
  it('names the missing ante in the parentheses, never leaves them empty', () => {
    const found = findingsOf(pokerCaribeno, placed).filter((f) => f.rule === 'late-ante-is-no-wager');
    expect(found.map((f) => f.spot)).toEqual(['ante', 'bet']);
    for (const f of found) {
      expect(f.message.es).not.toContain('()');
      expect(f.message.en).not.toContain('()');
      expect(f.message.es).toContain('(la zona no tenía ante antes del reparto)');
      expect(f.message.en).toContain('(the zone had no ante before the deal)');
    }
  });
});
