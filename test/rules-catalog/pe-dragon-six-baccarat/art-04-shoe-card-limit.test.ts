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
});
