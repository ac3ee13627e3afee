import { marbellaBlackJack as rs } from '../../../rules-catalog/es-marbella-black-jack/index.js';
import type { Ruleset } from '../../../rules-catalog/framework/types.js';
import { act, back, bet, deal, pay } from '../../helpers/bj.js';
import { MARBELLA_TABLE, marbella } from '../../helpers/marbella.js';
import { testRule } from '../../helpers/rule-tester.js';
import { describe, expect, it } from 'vitest';
import { judgeHand } from '../../../audit/judge.js';
import { toRecord } from '../../helpers/hand.js';

const JUG = 'Jugadores';

/** Seat `seat` (T 9 = 19, stands) against the dealer's 8 then 9 (17): bets, the deal, the play, the payout. */
const box = (seat: number, bets: Record<string, unknown>[], table: Record<string, unknown> = MARBELLA_TABLE, stand: Record<string, unknown> = act(seat, 'stand')) =>
  marbella([...bets, deal(`seat:${seat}`, 'Tc'), deal('dealer', '8h'), deal(`seat:${seat}`, '9c'), stand, deal('dealer', '9s'), pay(seat, Number(bets[0]!['amount']))], table);

const behind = (seat: number, amount: number, player: string) => bet(seat, amount, 'main', { player, behind: true });

// The parameter behind_limit is adjustable: the box and every bet behind it together against the maximum.
const boxTotal: Ruleset = { ...rs, parameters: { ...rs.parameters, behind_limit: { ...rs.parameters['behind_limit']!, value: 'box_total' } } };

testRule(rs, 'boxes-limit', {
  valid: [
    { name: 'seat 7, no seats posted', hand: box(7, [bet(7, 50)]) },
    { name: 'seat 5 on a table posting 5 boxes', hand: box(5, [bet(5, 50)], { ...MARBELLA_TABLE, seats: 5 }) },
  ],
  invalid: [
    { name: 'seat 8, no seats posted (7 at most)', hand: box(8, [bet(8, 50)]), findings: [{ rule: 'boxes-limit', article: JUG, event: 1, seat: 8 }] },
    { name: 'seat 6 on a table posting 5 boxes', hand: box(6, [bet(6, 50)], { ...MARBELLA_TABLE, seats: 5 }), findings: [{ rule: 'boxes-limit', article: JUG, event: 1, seat: 6 }] },
    { name: 'a table posting 9 boxes', hand: box(1, [bet(1, 50)], { ...MARBELLA_TABLE, seats: 9 }), findings: [{ rule: 'boxes-limit', article: JUG }] },
  ],
});

testRule(rs, 'behind-bet-limit', {
  valid: [
    { name: '800 on the box and 300 behind: each within the 1000 maximum', hand: box(3, [bet(3, 800, 'main', { player: 'P-3' }), behind(3, 300, 'P-7')]) },
    { name: '1000 on the box and 50 behind: neither over the maximum', hand: box(3, [bet(3, 1000, 'main', { player: 'P-3' }), behind(3, 50, 'P-7')]) },
    { name: 'no maximum posted: not judged', hand: box(3, [bet(3, 800), behind(3, 1300, 'P-7')], { decks: 6, dealer_hole_card: false }) },
    { name: 'a box over the maximum with nobody behind is box-bet-limit\'s case', hand: box(3, [bet(3, 1200)]) },
  ],
  invalid: [
    { name: '1200 behind a box of 100', hand: box(3, [bet(3, 100), behind(3, 1200, 'P-7')]), findings: [{ rule: 'behind-bet-limit', article: JUG, event: 2, seat: 3 }] },
    {
      name: 'one player\'s two bets behind that together pass the maximum: reported once, where it is passed',
      hand: box(3, [bet(3, 500), behind(3, 600, 'P-7'), behind(3, 300, 'P-8'), behind(3, 500, 'P-7')]),
      findings: [{ rule: 'behind-bet-limit', article: JUG, event: 4, seat: 3 }],
    },
    {
      name: 'behind a box that holds no bet',
      hand: box(1, [bet(1, 40), behind(5, 100, 'P-5')]),
      findings: [{ rule: 'behind-bet-limit', article: JUG, event: 2, seat: 5 }],
    },
  ],
});

testRule(boxTotal, 'behind-bet-limit', {
  valid: [{ name: 'box_total: 600 on the box and 400 behind, exactly the maximum', hand: box(3, [bet(3, 600), behind(3, 400, 'P-7')]) }],
  invalid: [
    { name: 'box_total: 800 on the box and 300 behind', hand: box(3, [bet(3, 800), behind(3, 300, 'P-7')]), findings: [{ rule: 'behind-bet-limit', article: JUG, event: 2, seat: 3 }] },
  ],
});

testRule(rs, 'box-bet-limit', {
  valid: [
    { name: '1000 on the box and 50 behind: the box is at the maximum, not over it', hand: box(3, [bet(3, 1000), behind(3, 50, 'P-7')]) },
    { name: 'no maximum posted: not judged', hand: box(3, [bet(3, 1500)], { decks: 6, dealer_hole_card: false }) },
  ],
  invalid: [
    { name: 'a box of 1500 alone at a 1000 table', hand: box(3, [bet(3, 1500)]), findings: [{ rule: 'box-bet-limit', article: JUG, event: 1, seat: 3 }] },
    { name: 'two box bets that together pass the maximum', hand: box(3, [bet(3, 600), bet(3, 600)]), findings: [{ rule: 'box-bet-limit', article: JUG, event: 2, seat: 3 }] },
  ],
});

testRule(rs, 'behind-no-decisions', {
  valid: [
    { name: 'the seated player decides', hand: box(2, [bet(2, 100, 'main', { player: 'P-2' }), behind(2, 50, 'P-8')], MARBELLA_TABLE, act(2, 'stand', { player: 'P-2' })) },
    { name: 'a decision that names nobody is not judged', hand: box(2, [bet(2, 100, 'main', { player: 'P-2' }), behind(2, 50, 'P-8')]) },
    {
      name: 'someone betting behind another box decides here as the seated player',
      hand: marbella([
        bet(2, 100, 'main', { player: 'P-2' }), bet(4, 50, 'main', { player: 'P-4' }), behind(4, 50, 'P-2'),
        deal('seat:2', 'Tc'), deal('seat:4', '9h'), deal('dealer', '8h'), deal('seat:2', '9c'), deal('seat:4', 'Th'),
        act(2, 'stand', { player: 'P-2' }), act(4, 'stand', { player: 'P-4' }), deal('dealer', '9s'), pay(2, 100), pay(4, 50),
      ]),
    },
  ],
  invalid: [
    {
      name: 'the player behind stands for the box',
      hand: box(2, [bet(2, 100, 'main', { player: 'P-2' }), behind(2, 50, 'P-8')], MARBELLA_TABLE, act(2, 'stand', { player: 'P-8' })),
      findings: [{ rule: 'behind-no-decisions', article: JUG, event: 6, seat: 2, hand: 1 }],
    },
    {
      name: 'the player behind asks for a card',
      hand: marbella([
        bet(2, 100, 'main', { player: 'P-2' }), behind(2, 50, 'P-8'), deal('seat:2', 'Th'), deal('dealer', '9c'), deal('seat:2', '2c'),
        act(2, 'hit', { player: 'P-8' }), deal('seat:2', '5d'), act(2, 'stand', { player: 'P-2' }), deal('dealer', '8h'), back(2, 100),
      ]),
      findings: [{ rule: 'behind-no-decisions', article: JUG, event: 6, seat: 2, hand: 1 }],
    },
  ],
});

// Jugadores «un máximo de 7 casillas»: the boxes a table posts are judged when the posting first shows and again
// when the table posts another number; it was once per table and run, so a table that went from 9 boxes to 10 had
// the 10 never reported.
describe('boxes-limit over a run', () => {
  it('a table posting 9 boxes, again 9, then 10, then 7, then 9: reported on the first 9, the 10 and the last 9', () => {
    const runStates = new Map();
    const flagged = [9, 9, 10, 7, 9].map((seats) => {
      const out = judgeHand(toRecord(box(1, [bet(1, 50)], { ...MARBELLA_TABLE, seats })), rs, runStates);
      if (out.kind !== 'audited') throw new Error('not audited');
      return out.findings.filter((f) => f.rule === 'boxes-limit').map((f) => f.message.en);
    });
    expect(flagged).toEqual([
      ['Table T posts 9 boxes; the «Jugadores» section allows at most 7.'], [], ['Table T posts 10 boxes; the «Jugadores» section allows at most 7.'], [],
      ['Table T posts 9 boxes; the «Jugadores» section allows at most 7.'],
    ]);
  });
});
