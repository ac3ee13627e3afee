import { describe, expect, it } from 'vitest';
import { judgeHand } from '../../../audit/judge.js';
import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { toRecord } from '../../helpers/hand.js';
import { findingsOf, testRule } from '../../helpers/rule-tester.js';
import { DEALER_AK, FLUSH, JACK_HIGH, TABLE, csHand, win } from './hand.js';

testRule(pokerCaribeno, 'posted-paytable-meets-minimum', {
  valid: [
    { name: 'the legal table', hand: csHand({ seats: { 1: { ante: 10, cards: FLUSH, decision: 'bet', settle: win(10, 100) } }, dealer: DEALER_AK }) },
    { name: 'a richer table', hand: csHand({ seats: { 1: { ante: 10, cards: FLUSH, decision: 'bet', settle: win(10, 120) } }, dealer: DEALER_AK, table: { ...TABLE, bet_paytable: { ...TABLE.bet_paytable, flush: 6, royal_flush: 200 } } }) },
    { name: 'no posted table (the legal one applies)', hand: csHand({ seats: { 1: { ante: 10, cards: FLUSH, decision: 'bet', settle: win(10, 100) } }, dealer: DEALER_AK, table: { min_bet: 5, max_bet: 500 } }) },
  ],
  invalid: [
    {
      name: 'a flush line of 4 and a royal line of 50',
      hand: csHand({ seats: { 1: { ante: 10, cards: JACK_HIGH, decision: 'fold' } }, dealer: DEALER_AK, table: { ...TABLE, bet_paytable: { ...TABLE.bet_paytable, flush: 4, royal_flush: 50 } } }),
      findings: [{ rule: 'posted-paytable-meets-minimum', article: 'Art. 14º' }],
    },
  ],
});

describe('posted-paytable-meets-minimum', () => {
  it('names each line below the minimum, in both languages', () => {
    const hand = csHand({ seats: { 1: { ante: 10, cards: JACK_HIGH, decision: 'fold' } }, dealer: DEALER_AK, table: { ...TABLE, bet_paytable: { ...TABLE.bet_paytable, flush: 4, royal_flush: 50 } } });
    const [f] = findingsOf(pokerCaribeno, hand).filter((x) => x.rule === 'posted-paytable-meets-minimum');
    expect(f!.message.en).toContain('royal flush 50 to 1 (minimum 100 to 1); flush 4 to 1 (minimum 5 to 1)');
    expect(f!.message.es).toContain('escalera real de color 50 a 1 (mínimo 100 a 1); color 4 a 1 (mínimo 5 a 1)');
  });

  it('is judged on a table\'s first hand and again each time the table posts another pay table, over a run', () => {
    const posting = (flush: number) => csHand({ seats: { 1: { ante: 10, cards: JACK_HIGH, decision: 'fold' } }, dealer: DEALER_AK, table: { ...TABLE, bet_paytable: { ...TABLE.bet_paytable, flush } } });
    const runStates = new Map();
    const flagged = [4, 4, 3, 3, 4].map((flush) => {
      const out = judgeHand(toRecord(posting(flush)), pokerCaribeno, runStates);
      return out.kind === 'audited' ? out.findings.filter((f) => f.rule === 'posted-paytable-meets-minimum').length : -1;
    });
    expect(flagged).toEqual([1, 0, 1, 0, 1]);
  });
});
