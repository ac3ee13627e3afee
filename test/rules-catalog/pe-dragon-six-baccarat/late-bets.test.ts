import { describe, expect, it } from 'vitest';
import { findingsOf, shape } from '../../helpers/rule-tester.js';
import { D6, bet, collect, deal, hand, payout, ret, withParams } from './hands.js';

// Punto 9s Kd = 9, Banca 2h 3c = 5: Punto wins. The first card is event 2 when one bet precedes it.
const coupAfter = (before: Record<string, unknown>[], late: Record<string, unknown>[], settle: Record<string, unknown>[]) =>
  hand([...before, deal('player', '9s'), ...late, deal('banker', '2h'), deal('player', 'Kd'), deal('banker', '3c'), ...settle]);

describe('Dragon Six: stakes after the first card', () => {
  it('a Punto bet raised from 10 to 100 after the first card, paid on 100: reported, and paid on the 10 placed in time', () => {
    const h = coupAfter([bet(1, 'player', 10)], [bet(1, 'player', 90)], [payout(1, 'player', 100)]);
    expect(findingsOf(D6, h).map(shape)).toEqual([
      { rule: 'no-bet-after-first-card', article: 'Art. 7º', event: 3, seat: 1 },
      { rule: 'punto-bet-settlement', article: 'Art. 8º', event: 7, seat: 1, expected: 10, actual: 100 },
    ]);
  });
  it('the same with the 90 handed back and the 10 paid: only the late bet', () => {
    const h = coupAfter([bet(1, 'player', 10)], [bet(1, 'player', 90)], [payout(1, 'player', 10), ret(1, 'player', 90)]);
    expect(findingsOf(D6, h).map(shape)).toEqual([{ rule: 'no-bet-after-first-card', article: 'Art. 7º', event: 3, seat: 1 }]);
  });
  it('a Punto bet placed wholly after the first card and paid: money moved on no wager (Art. 7º)', () => {
    const h = coupAfter([bet(1, 'banker', 10)], [bet(2, 'player', 50)], [collect(1, 'banker', 10), payout(2, 'player', 50)]);
    expect(findingsOf(D6, h).map(shape)).toEqual([
      { rule: 'no-bet-after-first-card', article: 'Art. 7º', event: 3, seat: 2 },
      { rule: 'late-bet-is-void', article: 'Art. 7º', event: 8, seat: 2, expected: 0, actual: 50 },
    ]);
  });
  it('handed back whole instead: only the late bet', () => {
    const h = coupAfter([bet(1, 'banker', 10)], [bet(2, 'player', 50)], [collect(1, 'banker', 10), ret(2, 'player', 50)]);
    expect(findingsOf(D6, h).map(shape)).toEqual([{ rule: 'no-bet-after-first-card', article: 'Art. 7º', event: 3, seat: 2 }]);
  });
  it('a late Punto bet collected: the money is worded as owed to the player, never as a signed "difference"', () => {
    const h = { ...coupAfter([bet(1, 'player', 10)], [bet(2, 'player', 50)], [payout(1, 'player', 10), collect(2, 'player', 50)]), currency: 'PEN' };
    const f = findingsOf(D6, h).find((x) => x.rule === 'late-bet-is-void')!;
    expect(shape(f)).toEqual({ rule: 'late-bet-is-void', article: 'Art. 7º', event: 8, seat: 2, expected: 0, actual: -50 });
    expect(f.owed_to_player).toBe(5000);
    // The words every report uses for money (findings-format.md): owed to / by the player, expected - actual.
    expect(f.message.en).toMatch(/; owed to the player PEN 50\.00\.$/);
    expect(f.message.es).toMatch(/; debido al jugador PEN 50\.00\.$/);
    expect(`${f.message.en} ${f.message.es}`).not.toMatch(/Difference|Diferencia|-50/);
  });
  // fuzz-regress: a void bet handed back short drew no money finding (the return was read as the late chips', and
  // what it left on the spot as never touched).
  it('a late Punto bet of 10.50 handed back as 10.00: the 0.50 kept is owed to the player (Art. 7º, event 8)', () => {
    const h = { ...coupAfter([bet(1, 'banker', 10)], [bet(2, 'player', 10.5)], [collect(1, 'banker', 10), ret(2, 'player', 10)]), currency: 'PEN' };
    const f = findingsOf(D6, h);
    expect(f.map(shape)).toEqual([
      { rule: 'no-bet-after-first-card', article: 'Art. 7º', event: 3, seat: 2 },
      { rule: 'late-bet-is-void', article: 'Art. 7º', event: 8, seat: 2, expected: 0, actual: -0.5 },
    ]);
    expect(f[1]!.owed_to_player).toBe(50);
    expect(f[1]!.message.en).toBe('Zone 2, Punto bet of PEN 10.50, made after the first card: the table settled a return of PEN 10.00, keeping PEN 0.50 of the stake; Art. 7º b allows bets only until the first card is drawn, and this one had to be handed back whole; owed to the player PEN 0.50.');
    expect(f[1]!.message.es).toMatch(/reteniendo PEN 0\.50 de la apuesta; .*debido al jugador PEN 0\.50\.$/);
  });
  it('a late bet handed back as 0: all 50 owed; a Punto bet of 10 raised by 90 late, paid 10 and 80 of the 90 handed back: 10 owed', () => {
    const none = coupAfter([bet(1, 'banker', 10)], [bet(2, 'player', 50)], [collect(1, 'banker', 10), ret(2, 'player', 0)]);
    expect(findingsOf(D6, none).map(shape)).toEqual([
      { rule: 'no-bet-after-first-card', article: 'Art. 7º', event: 3, seat: 2 },
      { rule: 'late-bet-is-void', article: 'Art. 7º', event: 8, seat: 2, expected: 0, actual: -50 },
    ]);
    const raised = coupAfter([bet(1, 'player', 10)], [bet(1, 'player', 90)], [payout(1, 'player', 10), ret(1, 'player', 80)]);
    expect(findingsOf(D6, raised).map(shape)).toEqual([
      { rule: 'no-bet-after-first-card', article: 'Art. 7º', event: 3, seat: 1 },
      { rule: 'punto-bet-settlement', article: 'Art. 8º', event: 8, seat: 1, expected: 10, actual: 0 },
    ]);
  });
  it('late_bets_are_void false: a late bet counts, settled on the cards', () => {
    const h = coupAfter([bet(1, 'banker', 10)], [bet(2, 'player', 50)], [collect(1, 'banker', 10), payout(2, 'player', 50)]);
    expect(findingsOf(withParams({ late_bets_are_void: false }), h).map(shape)).toEqual([{ rule: 'no-bet-after-first-card', article: 'Art. 7º', event: 3, seat: 2 }]);
  });
});

// review12: a coup with no result (three cards: Punto 9s Kd, Banca 2h) judged no wager, so a bet placed wholly after the
// first card and collected went unreported: it is no wager whatever the result (Art. 7º), and is judged without one.
// Events: the bet on Banca 1, the first card 2, the late Punto bet 3, the cards 4-5, the settlements from 6.
describe('Dragon Six: a late bet in a coup with no result', () => {
  const noResult = (settle: Record<string, unknown>[]) =>
    hand([bet(1, 'banker', 10), deal('player', '9s'), bet(2, 'player', 50), deal('banker', '2h'), deal('player', 'Kd'), ...settle]);
  it('collected: owed back whole (Art. 7º, at the collection); the wager on a result is not judged', () => {
    const f = findingsOf(D6, noResult([ret(1, 'banker', 10), collect(2, 'player', 50)])).filter((x) => x.category === 'payout');
    expect(f.map(shape)).toEqual([{ rule: 'late-bet-is-void', article: 'Art. 7º', event: 7, seat: 2, expected: 0, actual: -50 }]);
    expect(f[0]!.message.en).toBe('Zone 2, Punto bet of 50.00, made after the first card: the table settled a collection of 50.00; Art. 7º b allows bets only until the first card is drawn, and this one had to be handed back whole; owed to the player 50.00.');
  });
  it('handed back whole, or left alone: no money finding', () => {
    expect(findingsOf(D6, noResult([ret(1, 'banker', 10), ret(2, 'player', 50)])).filter((x) => x.category === 'payout')).toEqual([]);
    expect(findingsOf(D6, noResult([])).filter((x) => x.category === 'payout')).toEqual([]);
  });
  it('paid: the 50 paid on no wager is owed by the player', () => {
    expect(findingsOf(D6, noResult([payout(2, 'player', 50)])).filter((x) => x.category === 'payout').map(shape))
      .toEqual([{ rule: 'late-bet-is-void', article: 'Art. 7º', event: 6, seat: 2, expected: 0, actual: 50 }]);
  });
});
