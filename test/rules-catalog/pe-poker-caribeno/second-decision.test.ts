// Art. 11º «decidirán si continúan en la partida realizando un bet o se retiran perdiendo su ante»: one decision a zone.
// A second one (a raise in two stacks, a fold after a bet, a bet after a fold) was refused with the whole hand
// (`zone N already decided`), so every zone's settlements went unaudited (clause28-other). Now the first decision
// stands (judge-wagers.ts betStakes): after a fold the zone is out and bet chips it puts down are no wager; after a bet
// it stays in, and chips a later bet adds are the raise's until the dealer begins to reveal, none after.
import { describe, expect, it } from 'vitest';
import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { findingsOf, shape } from '../../helpers/rule-tester.js';
import { DEALER_AK, PAIR_OF_KINGS, FLUSH, at, csHand, edit, posting, win } from './hand.js';
import type { Ev } from './hand.js';

/** `extra` put right after the event matching `m`. */
function after(hand: Record<string, unknown>, m: Ev, extra: Ev[]): Record<string, unknown> {
  const i = at(hand, m);
  return edit(hand, (ev) => [...ev.slice(0, i), ...extra, ...ev.slice(i)]);
}
const SEQ = 'decide-then-reveal-then-compare';

describe('Caribbean Stud: a zone that decides twice (Art. 11º)', () => {
  // Zone 1 raises 10 and then 10 more before the dealer reveals: one raise of 20 on an ante of 10.
  const twoStacks = (settle1: Ev[], settle2: Ev[]) => after(
    csHand({
      seats: {
        1: { ante: 10, cards: PAIR_OF_KINGS, decision: 'bet', bet: 10, settle: settle1 as never },
        2: { ante: 10, cards: FLUSH, decision: 'bet', settle: settle2 as never },
      },
      dealer: DEALER_AK,
    }),
    { type: 'decision', seat: 1, action: 'bet' },
    [{ type: 'decision', seat: 1, action: 'bet', amount: 10 }],
  );

  it('a raise placed in two stacks before the reveal is one bet of the sum: paid 1 to 1 on 20, nothing to report, also at a table posting 2 to 1', () => {
    const h = twoStacks(win(10, 20), win(10, 100));
    expect(findingsOf(pokerCaribeno, h)).toEqual([]);
    expect(findingsOf(pokerCaribeno, posting(h, 2))).toEqual([]);
  });

  it('the hand is audited, not refused: zone 2\'s flush paid 80 on 20 is 20 short, beside zone 1\'s raise in two stacks', () => {
    const h = twoStacks(win(10, 20), win(10, 80));
    expect(findingsOf(pokerCaribeno, h).map(shape)).toEqual([
      { rule: 'winning-wagers-paid-per-table', article: 'Art. 14º', event: at(h, { type: 'payout', seat: 2, spot: 'bet' }), seat: 2, expected: 100, actual: 80 },
    ]);
  });

  it('a bet after a fold is no wager: reported at the bet; its chips collected with the ante are owed back (20)', () => {
    const h = after(
      csHand({ seats: { 1: { ante: 10, cards: PAIR_OF_KINGS, decision: 'fold', settle: [{ type: 'collect', spot: 'ante', amount: 10 }, { type: 'collect', spot: 'bet', amount: 20 }] } }, dealer: DEALER_AK }),
      { type: 'decision', seat: 1, action: 'fold' },
      [{ type: 'decision', seat: 1, action: 'bet', amount: 20 }],
    );
    const later = at(h, { type: 'decision', action: 'bet' });
    expect(findingsOf(pokerCaribeno, h).map(shape)).toEqual([
      { rule: SEQ, article: 'Art. 11º', event: later, seat: 1 },
      { rule: 'fold-forfeits-ante', article: 'Art. 11º', event: at(h, { type: 'collect', spot: 'bet' }), seat: 1, expected: 0, actual: -20 },
    ]);
    // Handed back whole, the chips are settled right: only the second decision is reported.
    const back = edit(h, (ev) => ev.map((e) => (e['type'] === 'collect' && e['spot'] === 'bet' ? { ...e, type: 'return' } : e)));
    expect(findingsOf(pokerCaribeno, back).map(shape)).toEqual([{ rule: SEQ, article: 'Art. 11º', event: later, seat: 1 }]);
  });

  it('a fold after a bet does not take the zone out: the pair of kings beats A-K, so its ante and bet collected are owed (20 and 40)', () => {
    const lost = [{ type: 'collect', spot: 'ante', amount: 10 }, { type: 'collect', spot: 'bet', amount: 20 }];
    const h = after(
      csHand({ seats: { 1: { ante: 10, cards: PAIR_OF_KINGS, decision: 'bet', settle: lost as never } }, dealer: DEALER_AK }),
      { type: 'decision', seat: 1, action: 'bet' },
      [{ type: 'decision', seat: 1, action: 'fold' }],
    );
    expect(findingsOf(pokerCaribeno, h).map(shape)).toEqual([
      { rule: SEQ, article: 'Art. 11º', event: at(h, { type: 'decision', action: 'fold' }), seat: 1 },
      { rule: 'settlement-follows-comparison', article: 'Art. 12º', event: at(h, { type: 'collect', spot: 'ante' }), seat: 1, expected: 10, actual: -10 },
      { rule: 'settlement-follows-comparison', article: 'Art. 12º', event: at(h, { type: 'collect', spot: 'bet' }), seat: 1, expected: 20, actual: -20 },
    ]);
  });

  it('chips added to the bet after the dealer began to reveal are no wager: paid on (30 for a bet of 20) they are 10 not owed, an error', () => {
    const base = csHand({ seats: { 1: { ante: 10, cards: PAIR_OF_KINGS, decision: 'bet', settle: win(10, 30) } }, dealer: DEALER_AK });
    const h = after(base, { type: 'reveal' }, [{ type: 'decision', seat: 1, action: 'bet', amount: 10 }]);
    const later = at(h, { type: 'decision', action: 'bet', amount: 10 });
    const found = findingsOf(pokerCaribeno, h);
    expect(found.map(shape)).toEqual([
      { rule: SEQ, article: 'Art. 11º', event: later, seat: 1 },
      { rule: 'winning-wagers-paid-per-table', article: 'Art. 14º', event: at(h, { type: 'payout', spot: 'bet' }), seat: 1, expected: 20, actual: 30 },
    ]);
    expect(found[1]!.severity).toBe('error');
    // The 10 handed back and 20 paid: only the late chips are reported.
    const back = edit(h, (ev) => [...ev.slice(0, -1), { type: 'return', seat: 1, spot: 'bet', amount: 10 }, ev[ev.length - 1]!]);
    expect(findingsOf(pokerCaribeno, edit(back, (ev) => ev.map((e) => (e['type'] === 'payout' && e['spot'] === 'bet' ? { ...e, amount: 20 } : e)))).map(shape))
      .toEqual([{ rule: SEQ, article: 'Art. 11º', event: later, seat: 1 }]);
  });
});
