import { describe, expect, it } from 'vitest';
import { judgeHand } from '../../../audit/judge.js';
import { toRecord } from '../../helpers/hand.js';
import { D6, bet, coup, hand, proc, replaySequence, withParams } from './hands.js';

const R = 'shoe-card-limit';

const STATE = 'pe-dragon-six-baccarat/shoe-card-limit'; // run state is keyed by ruleset/rule

const A = 'Art. 4º';

const one = { table: { decks: 1 } };

const h = (id: string, shoe: string | undefined, events: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
  hand(events, { ...one, hand_id: id, ...(shoe ? { shoe_id: shoe } : {}), ...extra });

// Two ties (7 against 7) that share only the Ts.
const first = [bet(1, 'tie', 10), ...coup(['Ts', '7h'], ['Ks', '7d'])];

const second = [bet(1, 'tie', 10), ...coup(['Ts', '7c'], ['Kc', '7s'])];

describe('Art. 4º shoe continuity', () => {
  it('a card seen once more than a one-deck shoe holds it: one finding, at that card', () => {
    expect(replaySequence([h('H1', 'S1', first), h('H2', 'S1', second)], R)).toEqual([[], [{ rule: R, article: A, event: 2 }]]);
  });
  it('a new shoe id on the table closes the old shoe', () => {
    expect(replaySequence([h('H1', 'S1', first), h('H2', 'S2', second)], R)).toEqual([[], []]);
  });
  it('a shuffle inside the shoe brings the cards back', () => {
    expect(replaySequence([h('H1', 'S1', first), h('H2', 'S1', [proc('shuffle'), ...second])], R)).toEqual([[], []]);
  });
  it('shoe_resets_on_shuffle false: the shuffle does not', () => {
    const rs = withParams({ shoe_resets_on_shuffle: false });
    expect(replaySequence([h('H1', 'S1', first), h('H2', 'S1', [proc('shuffle'), ...second])], R, rs)).toEqual([[], [{ rule: R, article: A, event: 3 }]]);
  });
  it('burned cards count', () => {
    const burn = proc('burn', { cards: ['2c', 'Ah', 'Ts'] });
    expect(replaySequence([h('H1', 'S1', [burn, ...first])], R)).toEqual([[{ rule: R, article: A, event: 3 }]]);
  });
  it('the decks opened by new_deck set the limit', () => {
    const eight = { table: { decks: 8 } };
    expect(replaySequence([h('H1', 'S1', [proc('new_deck', { decks: 1 }), ...first], eight), h('H2', 'S1', second, eight)], R))
      .toEqual([[], [{ rule: R, article: A, event: 2 }]]);
  });
  it('without a shoe id, a hand is checked on its own', () => {
    expect(replaySequence([h('H1', undefined, first), h('H2', undefined, second)], R)).toEqual([[], []]);
    expect(replaySequence([h('H3', undefined, [bet(1, 'tie', 10), ...coup(['Ts', 'Ts'], ['Ks', '7d'])])], R)).toEqual([[{ rule: R, article: A, event: 4 }]]);
  });
  it('without a number of decks, nothing is checked', () => {
    expect(replaySequence([h('H1', 'S1', first, { table: {} }), h('H2', 'S1', second, { table: {} })], R)).toEqual([[], []]);
  });
  it('tables keep separate shoes, even interleaved', () => {
    const t2 = h('X1', 'S1', second, { table_id: 'T2' });
    expect(replaySequence([h('H1', 'S1', first), t2, h('H2', 'S1', second)], R)).toEqual([[], [], [{ rule: R, article: A, event: 2 }]]);
  });
  it('memory is one open shoe per table, however many shoes the log holds', () => {
    const runStates = new Map<string, Map<string, unknown>>();
    for (let i = 0; i < 50; i++) {
      for (const table of ['T1', 'T2']) {
        const out = judgeHand(toRecord(h(`${table}-${i}`, `${table}-S${i}`, first, { table_id: table })), D6, runStates);
        expect(out.kind).toBe('audited');
      }
    }
    expect(runStates.get(STATE)!.size).toBe(2);
  });

  describe('a log out of started_at order across a shuffle (hostile29: a log exported newest first)', () => {
    // In time: X fills the shoe at 20:00 (no T♠), A at 20:05 deals the T♠ from it, B fills it again at 20:10 and deals
    // the T♠ once more: each filling shows it once. Read newest first, A's T♠ was counted with B's filling: "T♠ has now
    // appeared 2 times" against A, a finding for the order of the file.
    const at = (hhmm: string) => ({ started_at: `2026-11-28T${hhmm}:00-05:00` });
    const X = h('X', 'S1', [proc('shuffle'), bet(1, 'tie', 10), ...coup(['9h', '7c'], ['Kc', '7s'])], at('20:00'));
    const A = h('A', 'S1', first, at('20:05'));
    const B = h('B', 'S1', [proc('shuffle'), ...second], at('20:10'));
    /** Each hand's findings of the rule and whether the rule said it could not check it. */
    const judged = (hands: Record<string, unknown>[]) => {
      const runStates = new Map<string, Map<string, unknown>>();
      return hands.map((x) => {
        const out = judgeHand(toRecord(x), D6, runStates);
        if (out.kind !== 'audited') throw new Error('rejected');
        return [x['hand_id'], out.findings.filter((f) => f.rule === R).map((f) => f.event), (out.unchecked ?? []).filter((u) => u.rule === R).map((u) => u.reason.en)];
      });
    };
    const WHY = 'these hands were read out of started_at order across a filling of their shoe (new decks or a shuffle): their cards cannot be fully counted against the shoe they came from';

    it('in time order: no finding, nothing unchecked', () => {
      expect(judged([X, A, B])).toEqual([['X', [], []], ['A', [], []], ['B', [], []]]);
    });
    it('newest first: no finding against A, whose T♠ came from the earlier filling; A and X not checked, with the reason', () => {
      expect(judged([B, A, X])).toEqual([['B', [], []], ['A', [], [WHY]], ['X', [], [WHY]]]);
    });
    it('out of order, an excess within one filling is still found: the T♠ dealt twice in B after its shuffle', () => {
      const twice = h('B2', 'S1', [proc('shuffle'), bet(1, 'tie', 10), ...coup(['Ts', '7c'], ['Ts', '7s'])], at('20:10'));
      expect(judged([twice, A, X])).toEqual([['B2', [4], []], ['A', [], [WHY]], ['X', [], [WHY]]]);
    });
    it('every hand filling the shoe before its first card (each hand shuffled): any order is checked whole', () => {
      const Y = h('Y', 'S1', [proc('shuffle'), ...first], at('20:05'));
      expect(judged([B, Y, X])).toEqual([['B', [], []], ['Y', [], []], ['X', [], []]]);
    });
  });
});

