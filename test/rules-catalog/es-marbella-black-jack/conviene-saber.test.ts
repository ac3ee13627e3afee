import { marbellaBlackJack as rs } from '../../../rules-catalog/es-marbella-black-jack/index.js';
import { describe, expect, it } from 'vitest';
import { act, back, bet, deal, P, pay } from '../../helpers/bj.js';
import { marbella } from '../../helpers/marbella.js';
import { findingsOf, testRule } from '../../helpers/rule-tester.js';

const CON = 'Conviene saber';

testRule(rs, 'no-bets-after-first-card', {
  valid: [
    {
      name: 'every bet before the first card; burned cards at the shoe\'s start do not count',
      hand: marbella([P('shuffle'), P('burn', { cards: ['5c'] }), bet(1, 50), bet(2, 20), bet(2, 30, 'main', { player: 'P-9', behind: true }),
        deal('seat:1', 'Tc'), deal('seat:2', '9d'), deal('dealer', '7h'), deal('seat:1', 'Qd'), deal('seat:2', '9h'),
        act(1, 'stand'), act(2, 'stand'), deal('dealer', 'Ts'), pay(1, 50), pay(2, 20)]),
    },
    {
      name: 'a double and a split are plays, not new bets',
      hand: marbella([bet(1, 50), deal('seat:1', '8h'), deal('dealer', '7s'), deal('seat:1', '8d'), act(1, 'split', { amount: 50 }),
        deal('seat:1', '3c', { hand: 1 }), act(1, 'double', { amount: 50 }), deal('seat:1', 'Th', { hand: 1 }), deal('seat:1', 'Kc', { hand: 2 }),
        act(1, 'stand', { hand: 2 }), deal('dealer', 'Tc'), pay(1, 100), pay(1, 50, { hand: 2 })]),
    },
  ],
  invalid: [
    {
      name: 'a wager increased after the box\'s first card',
      hand: marbella([bet(1, 50), deal('seat:1', 'Tc'), bet(1, 50), deal('dealer', '7h'), deal('seat:1', 'Qd'), act(1, 'stand'), deal('dealer', 'Ts'), pay(1, 100)]),
      findings: [{ rule: 'no-bets-after-first-card', article: CON, event: 3, seat: 1 }],
    },
    {
      name: 'a bet behind placed after the dealer\'s first card',
      hand: marbella([bet(1, 50), deal('seat:1', 'Tc'), deal('dealer', '7h'), bet(1, 20, 'main', { player: 'P-9', behind: true }), deal('seat:1', 'Qd'), act(1, 'stand'), deal('dealer', 'Ts'), pay(1, 50)]),
      findings: [{ rule: 'no-bets-after-first-card', article: CON, event: 4, seat: 1 }],
    },
  ],
});

// review9-bj: a box dealt its first card (event 2) before its bet (event 3) was refused as «a card to seat 1, which has
// no wager»; it is the bet «una vez la primera carta haya salido del sabot» the text forbids, reported at the bet and
// judged on the stake placed before, none: a payout of 100 on it (event 12) is owed back; the chips handed back, right.
const betAfterOwnCard = (settle: Record<string, unknown>) => marbella([
  bet(2, 100), deal('seat:1', 'Th'), bet(1, 100), deal('seat:2', '9c'), deal('dealer', '7d'), deal('seat:1', '8c'), deal('seat:2', '9h'),
  act(1, 'stand'), act(2, 'stand'), deal('dealer', 'Ts'), pay(2, 100), settle,
]);

testRule(rs, 'no-bets-after-first-card', {
  valid: [],
  invalid: [{ name: 'a box bet on after its own first card', hand: betAfterOwnCard(pay(1, 100)), findings: [{ rule: 'no-bets-after-first-card', article: CON, event: 3, seat: 1 }] }],
});

describe('a box bet on after its own first card (review9-bj)', () => {
  it('is audited, not refused: the late bet reported, a payout on it owed back', () => {
    const f = findingsOf(rs, betAfterOwnCard(pay(1, 100)));
    expect(f.map((x) => [x.rule, x.article, x.event, x.seat, x.expected, x.actual, x.owed_to_player])).toEqual([
      ['no-bets-after-first-card', CON, 3, 1, undefined, undefined, undefined],
      ['late-bet-handed-back', CON, 12, 1, 0, 10000, -10000],
    ]);
  });

  it('the late chips handed back: only the late bet is reported', () => {
    expect(findingsOf(rs, betAfterOwnCard(back(1, 100))).map((x) => [x.rule, x.event])).toEqual([['no-bets-after-first-card', 3]]);
  });
});

// left10: a box bet on only after the first card left the shoe (seat 2, event 3), then its play. The late bet is the
// fault; what the box staked after it (a double, an insurance) is void with it and owed back whole. double-allowed
// had added «doubled 50.00 on an original wager of 0.00; allows up to 0.00», and the insurance rule «limits insurance
// to half the original wager 0.00: 0.00»: the same fault again, in words that say nothing.
describe('a double or an insurance on a box whose bet came after the first card', () => {
  // Seat 1 bets 50 (event 1), its first card (2), seat 2 bets 50 (3), seat 2 doubles 6-5 by 50 (event 9) to 20 against 17.
  const doubled = (settle: Record<string, unknown>) => marbella([
    bet(1, 50), deal('seat:1', 'Th'), bet(2, 50), deal('seat:2', '6h'), deal('dealer', '9s'), deal('seat:1', '8c'), deal('seat:2', '5c'),
    act(1, 'stand'), act(2, 'double', { amount: 50 }), deal('seat:2', '9d'), deal('dealer', '8d'), pay(1, 50), settle,
  ]);

  it('paid 100 on the 20: the late bet, and the payout owed back, with the chips said as no wager; no double-allowed', () => {
    const f = findingsOf(rs, doubled(pay(2, 100)));
    expect(f.map((x) => [x.rule, x.article, x.event, x.seat, x.expected, x.actual, x.owed_to_player])).toEqual([
      ['no-bets-after-first-card', CON, 3, 2, undefined, undefined, undefined],
      // clause30: the chips are no wager under Conviene saber, whatever the cards did; Desarrollo del juego, which
      // settles a wager, was cited for them (and the payout rule's article with words that were not its own).
      ['late-bet-handed-back', CON, 13, 2, 0, 10000, -10000],
    ]);
    expect(f[1]!.message.en).toBe('Seat 2, hand 1 (20 against the dealer\'s 17): the table settled a payout of 100.00; the «Conviene saber» section requires the 100.00 on the spot, placed after the first card left the shoe and so no wager, handed back whole; owed by the player 100.00.');
    expect(f[1]!.message.es).toBe('Asiento 2, mano 1 (20 contra 17 del croupier): la mesa liquidó un pago de 100.00; el apartado «Conviene saber» exige devolver enteros los 100.00 de la casilla, puestos después de salir la primera carta del sabot: no son apuesta; debido por el jugador 100.00.');
  });

  it('the 100 handed back: only the late bet', () => {
    expect(findingsOf(rs, doubled(back(2, 100))).map((x) => [x.rule, x.event, x.seat])).toEqual([['no-bets-after-first-card', 3, 2]]);
  });

  it('an insurance of 25 on it against the dealer\'s ace, collected: owed back whole, for that reason; no insurance limit of 0.00', () => {
    const h = marbella([
      bet(1, 50), deal('seat:1', 'Th'), bet(2, 50), deal('seat:2', '6h'), deal('dealer', 'As'), deal('seat:1', '8c'), deal('seat:2', 'Tc'),
      act(2, 'insurance', { amount: 25 }), act(1, 'stand'), act(2, 'stand'), deal('dealer', '7d'),
      { type: 'collect', seat: 2, spot: 'insurance', amount: 25 }, back(1, 50), back(2, 50),
    ]);
    const f = findingsOf(rs, h);
    expect(f.map((x) => [x.rule, x.event, x.seat, x.expected, x.actual])).toEqual([
      ['no-bets-after-first-card', 3, 2, undefined, undefined],
      ['insurance-pays-2-to-1', 12, 2, 0, -2500],
    ]);
    expect(f[1]!.message.en).toContain('placed where the «Seguro» section admits none (on a box with no lawful wager: its bet was placed when no bet was admitted)');
    expect(f[1]!.message.es).toContain('(sobre una casilla sin apuesta válida: su apuesta se colocó cuando ya no se admitía)');
  });
});
