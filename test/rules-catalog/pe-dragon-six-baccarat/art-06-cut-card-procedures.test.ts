import { describe, expect, it } from 'vitest';
import { judgeHand } from '../../../audit/judge.js';
import { toRecord } from '../../helpers/hand.js';
import { testRule } from '../../helpers/rule-tester.js';
import { D6, bet, collect, coup, hand, newShoePrep, proc, replaySequence, withParams } from './hands.js';
import type { Ev } from './hands.js';
import { reasonText } from '../../../engine/core/reasons.js';

const R = 'cut-card-procedures';

const STATE = 'pe-dragon-six-baccarat/cut-card-procedures'; // run state is keyed by ruleset/rule

const A = 'Art. 6º';

// Punto Ts 7h = 7 stands; Banca Ks 5d draws 9c = 4: Punto wins, the Banca bet is collected.
const game = (): Ev[] => [bet(1, 'banker', 10), ...coup(['Ts', '7h'], ['Ks', '5d', '9c']), collect(1, 'banker', 10)];

const reshuffle = (): Ev[] => [
  proc('shuffle'), proc('cut', { by: 'seat:1' }), proc('place_cut_card', { position: 16 }), proc('load_shoe'),
  proc('burn', { cards: ['3c', '4d', '5d', '6d'] }),
];

/** A game during which the cut card comes out (after the first card). */
const cutCardHand = (id: string, shoe: string) => {
  const g = game();
  return hand([g[0]!, g[1]!, proc('cut_card_out'), ...g.slice(2)], { hand_id: id, shoe_id: shoe });
};

const next = (id: string, shoe: string, before: Ev[]) => hand([...before, ...game()], { hand_id: id, shoe_id: shoe });

describe('Art. 6º across hands', () => {
  it('after the cut card: shuffle, cut, cut card, load, burn before the next game', () => {
    expect(replaySequence([cutCardHand('H1', 'S1'), next('H2', 'S2', reshuffle())], R)).toEqual([[], []]);
  });
  it('the same shoe dealt on after its cut card came out, without reshuffle', () => {
    expect(replaySequence([cutCardHand('H1', 'S1'), next('H2', 'S1', [proc('no_more_bets')])], R))
      .toEqual([[], [{ rule: R, article: A, event: 3 }]]);
  });
  it('a reshuffle missing the cut and the cut card', () => {
    const partial = reshuffle().filter((e) => e['name'] !== 'cut' && e['name'] !== 'place_cut_card');
    expect(replaySequence([cutCardHand('H1', 'S1'), next('H2', 'S2', partial)], R))
      .toEqual([[], [{ rule: R, article: A, event: 5 }, { rule: R, article: A, event: 5 }]]);
  });
  it('load before cut: out of order', () => {
    const r = reshuffle();
    const swapped = [r[0]!, r[3]!, r[1]!, r[2]!, r[4]!];
    expect(replaySequence([cutCardHand('H1', 'S1'), next('H2', 'S2', swapped)], R))
      .toEqual([[], [{ rule: R, article: A, event: 2 }]]);
  });
  it('a shoe whose log records procedures is checked at every hand: the next hand, recording nothing, is reported, and so is every game after it until the shoe is prepared', () => {
    expect(replaySequence([cutCardHand('H1', 'S1'), next('H2', 'S1', []), next('H3', 'S1', [proc('no_more_bets')]), next('H4', 'S1', reshuffle()), next('H5', 'S1', [])], R))
      .toEqual([[], [{ rule: R, article: A, event: 2 }], [{ rule: R, article: A, event: 3 }], [], []]);
  });
  it('a log without shoe ids: the table is the unit, the next game recording nothing is reported', () => {
    const noShoe = (h: Record<string, unknown>) => { const { shoe_id: _, ...rest } = h; return rest; };
    const out = replaySequence([noShoe(cutCardHand('H1', 'S1')), noShoe(next('H2', 'S1', [])), noShoe(next('H3', 'S1', reshuffle()))], R);
    expect(out).toEqual([[], [{ rule: R, article: A, event: 2 }], []]);
  });
  it('the next game after the cut card, from another shoe with nothing recorded: «antes de empezar otra partida», reported once at its first card', () => {
    // H2's events: bet 1, first card 2. H3 (a later game of S2, recording no_more_bets only) follows no cut card.
    expect(replaySequence([cutCardHand('H1', 'S1'), next('H2', 'S2', []), next('H3', 'S2', [proc('no_more_bets')])], R))
      .toEqual([[], [{ rule: R, article: A, event: 2 }], []]);
  });
  it('another shoe after the cut card, its first hand recording something but no preparation: reported at its first card', () => {
    expect(replaySequence([cutCardHand('H1', 'S1'), next('H2', 'S2', [proc('no_more_bets')])], R))
      .toEqual([[], [{ rule: R, article: A, event: 3 }]]);
  });
  it('the old shoe dealt on unprepared, then another shoe unprepared: each game after the cut card is reported', () => {
    expect(replaySequence([cutCardHand('H1', 'S1'), next('H2', 'S1', []), next('H3', 'S2', []), next('H4', 'S2', [])], R))
      .toEqual([[], [{ rule: R, article: A, event: 2 }], [{ rule: R, article: A, event: 2 }], []]);
  });
  it('a hand of bets alone between the cut card and the next game keeps the obligation', () => {
    const betsOnly = hand([bet(1, 'banker', 10)], { hand_id: 'H2', shoe_id: 'S2' });
    expect(replaySequence([cutCardHand('H1', 'S1'), betsOnly, next('H3', 'S2', [])], R))
      .toEqual([[], [], [{ rule: R, article: A, event: 2 }]]);
  });
  it('another shoe with no cut card recorded before it: not checkable, no finding (the log does not show why the shoe changed)', () => {
    const prepared = next('H1', 'S1', reshuffle());
    expect(replaySequence([prepared, next('H2', 'S2', [])], R)).toEqual([[], []]);
  });
  it('the cut card in a hand with no shoe id, the next game with one: reported, worded by the table', () => {
    const noShoe = (h: Record<string, unknown>) => { const { shoe_id: _, ...rest } = h; return rest; };
    const runStates = new Map<string, Map<string, unknown>>();
    judgeHand(toRecord(noShoe(cutCardHand('H1', 'S1'))), D6, runStates);
    const out = judgeHand(toRecord(next('H2', 'S2', [])), D6, runStates);
    if (out.kind === 'rejected') throw new Error(reasonText(out.reason));
    expect(out.findings.map((f) => [f.rule, f.article, f.event])).toEqual([[R, A, 2]]);
    expect(out.findings[0]!.message.en).toBe('The cut card came out in hand H1 and this game at the same table was dealt with no shuffle, cut, shoe load or burn recorded; Art. 6º requires them before another game starts.');
  });
  it('the message names both shoes, in both languages', () => {
    const runStates = new Map<string, Map<string, unknown>>();
    judgeHand(toRecord(cutCardHand('H1', 'S1')), D6, runStates);
    const out = judgeHand(toRecord(next('H2', 'S2', [])), D6, runStates);
    if (out.kind === 'rejected') throw new Error(reasonText(out.reason));
    expect(out.findings).toHaveLength(1);
    const f = out.findings[0]!;
    expect([f.rule, f.article, f.event]).toEqual([R, A, 2]);
    expect(f.message.en).toBe("The cut card came out in hand H1 (shoe S1) and the table's next game was dealt from another shoe (S2) with no shuffle, cut, shoe load or burn recorded; Art. 6º requires them before another game starts.");
    expect(f.message.es).toBe('El cortador salió en la mano H1 (zapato S1) y la partida siguiente de la mesa se repartió de otro zapato (S2) sin que conste barajar, cortar, cargar el zapato ni quemar; el Art. 6º lo exige antes de empezar otra partida.');
  });
  it('the cut card recorded at the start of the next hand, then the reshuffle', () => {
    expect(replaySequence([next('H2', 'S1', [proc('cut_card_out'), ...reshuffle()])], R)).toEqual([[]]);
    expect(replaySequence([next('H2', 'S1', [proc('cut_card_out')])], R)).toEqual([[{ rule: R, article: A, event: 3 }]]);
  });
  it('new decks after the cut card: Art. 5º governs that hand', () => {
    expect(replaySequence([cutCardHand('H1', 'S1'), next('H2', 'S2', newShoePrep())], R)).toEqual([[], []]);
  });
  it('other tables are unaffected', () => {
    const other = hand([proc('no_more_bets'), ...game()], { hand_id: 'X1', shoe_id: 'S1', table_id: 'T2' });
    expect(replaySequence([cutCardHand('H1', 'S1'), other], R)).toEqual([[], []]);
  });
  it('checkability is the shoe\'s: a hand recording nothing is checked when its shoe\'s log records procedures, not when another shoe\'s does', () => {
    const runStates = new Map<string, Map<string, unknown>>();
    const skipped = (h: Record<string, unknown>) => {
      const out = judgeHand(toRecord(h), D6, runStates);
      if (out.kind === 'rejected') throw new Error(reasonText(out.reason));
      return out.skippedProcedureRules;
    };
    expect(skipped(next('H0', 'S0', []))).toBe(true);
    expect(skipped(next('H1', 'S1', reshuffle()))).toBe(false);
    expect(skipped(next('H2', 'S1', []))).toBe(false);
    // S1's log recorded procedures but not its end: another shoe recording nothing is not checkable.
    expect(skipped(next('H3', 'S2', []))).toBe(true);
    expect(skipped({ ...next('X1', 'S1', []), table_id: 'T9' })).toBe(true);
    // S1's log records its cut card coming out: the table's next shoe is checkable from its first hand, and on.
    expect(skipped(cutCardHand('H4', 'S1'))).toBe(false);
    expect(skipped(next('H5', 'S3', []))).toBe(false);
    expect(skipped(next('H6', 'S3', []))).toBe(false);
    // ...and hands it on once only: S3 did not end, so S4 recording nothing is not checkable.
    expect(skipped(next('H7', 'S4', []))).toBe(true);
  });
  it('keeps per table only the cut card still pending, the start of the latest preparation and the latest start read', () => {
    const runStates = new Map<string, Map<string, unknown>>();
    const t0 = Date.parse('2026-11-28T21:00:00-05:00');
    const t1 = Date.parse('2026-11-28T21:01:00-05:00');
    judgeHand(toRecord(cutCardHand('H1', 'S1')), D6, runStates);
    expect(runStates.get(STATE)!.get('T')).toEqual({ pending: { handId: 'H1', shoeId: 'S1', at: t0 }, latestAt: t0 });
    judgeHand(toRecord({ ...next('H2', 'S2', reshuffle()), started_at: '2026-11-28T21:01:00-05:00' }), D6, runStates);
    expect(runStates.get(STATE)!.get('T')).toEqual({ preparedAt: t1, latestAt: t1 });
    judgeHand(toRecord({ ...next('X1', 'S9', []), table_id: 'T2' }), D6, runStates);
    expect(runStates.get(STATE)!.size).toBe(1);
  });
});

// oracle16: «otra partida» is the next game in the order of play (started_at), not in the file's order. A shoe of a
// clean simulated log exported newest first drew 78 Art. 6º findings: every game before the cut card, read after it.
describe('Art. 6º: hands out of time order in the file', () => {
  const at = (h: Record<string, unknown>, min: number) => ({ ...h, started_at: `2026-11-28T21:${String(min).padStart(2, '0')}:00-05:00` });
  const before = (id: string, min: number) => at(next(id, 'S1', [proc('no_more_bets')]), min);
  it('newest first: the earlier games of the shoe, read after its cut card, are not games after it', () => {
    const inOrder = [before('H1', 1), before('H2', 2), at(cutCardHand('H3', 'S1'), 3), at(next('H4', 'S2', reshuffle()), 4), at(next('H5', 'S2', [proc('no_more_bets')]), 5)];
    expect(replaySequence(inOrder, R)).toEqual([[], [], [], [], []]);
    expect(replaySequence(inOrder.slice().reverse(), R)).toEqual([[], [], [], [], []]);
  });
  it('the next shoe\'s preparation read before the cut card it followed: no game after them is accused', () => {
    const order = [at(next('H4', 'S2', reshuffle()), 4), before('H2', 2), at(cutCardHand('H3', 'S1'), 3), at(next('H5', 'S2', [proc('no_more_bets')]), 5)];
    expect(replaySequence(order, R)).toEqual([[], [], [], []]);
  });
  it('in time order the game dealt on unprepared is still reported, and so it is where earlier games come after it in the file', () => {
    const cut = at(cutCardHand('H3', 'S1'), 3);
    const dealtOn = at(next('H4', 'S1', [proc('no_more_bets')]), 4);
    expect(replaySequence([cut, dealtOn], R)).toEqual([[], [{ rule: R, article: A, event: 3 }]]);
    expect(replaySequence([cut, before('H1', 1), dealtOn, before('H2', 2)], R)).toEqual([[], [], [{ rule: R, article: A, event: 3 }], []]);
  });
  it('the game after the cut card read before it in the file is not seen (the stream cannot tell it followed): no finding, never a false one', () => {
    expect(replaySequence([at(next('H4', 'S1', [proc('no_more_bets')]), 4), at(cutCardHand('H3', 'S1'), 3)], R)).toEqual([[], []]);
  });
  it('a hand read after a later game of its table is noted not checked (the run\'s not_checked), in time order none is', () => {
    const unchecked = (hands: Record<string, unknown>[]) => {
      const runStates = new Map<string, Map<string, unknown>>();
      return hands.map((h) => {
        const out = judgeHand(toRecord(h), D6, runStates);
        return out.kind === 'audited' ? (out.unchecked ?? []).map((n) => n.rule) : 'rejected';
      });
    };
    const shoe = [before('H1', 1), at(cutCardHand('H2', 'S1'), 2), at(next('H3', 'S1', [proc('no_more_bets')]), 3)];
    expect(unchecked(shoe)).toEqual([[], [], []]);
    expect(unchecked(shoe.slice().reverse())).toEqual([[], [R], [R]]);
    // Another table's later game does not put this table out of order; a hand as late as the latest is not earlier.
    expect(unchecked([at({ ...before('X1', 9), table_id: 'T2' }, 9), before('H1', 1), before('H1b', 1)])).toEqual([[], [], []]);
  });
});

testRule(D6, R, {
  valid: [{ name: 'a reshuffle without new decks, complete', hand: hand([...reshuffle(), ...game()]) }],
  invalid: [{
    name: 'a reshuffle without new decks and no burn',
    hand: hand([...reshuffle().slice(0, 4), ...game()]),
    findings: [{ rule: R, article: A, event: 6 }],
  }],
});

testRule(D6, R, {
  valid: [],
  invalid: [{
    name: 'a shoe loaded and burned with no shuffle, cut or cut card',
    hand: hand([proc('load_shoe'), proc('burn', { cards: ['Ad', '9s'] }), ...game()]),
    findings: [{ rule: R, article: A, event: 4 }, { rule: R, article: A, event: 4 }, { rule: R, article: A, event: 4 }],
  }],
});

testRule(withParams({ reshuffle_follows_art_6: false }), R, {
  valid: [{ name: 'reshuffle_follows_art_6 false: a lone reshuffle is not checked', hand: hand([...reshuffle().slice(0, 4), ...game()]) }],
  invalid: [],
});
