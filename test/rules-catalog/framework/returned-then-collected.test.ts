import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAudit } from '../../../audit/run.js';
import { serializeFinding } from '../../../audit/serialize.js';
import { RULESETS } from '../../../rules-catalog/index.js';
import { ROOT } from '../../helpers/examples.js';

// net16: a return that comes before a collection on one wager, in every catalog family (framework/net.ts reads the
// settlements in the order the table made them). On a push, a tie or a void bet, the return handed back the stake
// still on the spot and the collection after it took the player's own: the player lost the collection, owed back in
// full. Read as sums (collections first, whatever the order) each was 0, a push, and drew no finding. The fixtures
// also hold the contrasts: a collection then a return (the loss undone: 0, no finding), and a loser handed back and
// then collected (the loss taken once: no finding, where the sums read it «not collected», owed by the player).

const KEYS = ['event', 'rule', 'article', 'seat', 'hand', 'spot', 'number', 'expected', 'actual', 'owed_to_player', 'message'];

async function moneyFindings(fixture: string, lang: 'es' | 'en'): Promise<Record<string, unknown>[]> {
  const run = await runAudit({ paths: [join(ROOT, 'fixtures', fixture)], rulesets: RULESETS });
  const out: Record<string, unknown>[] = [];
  for await (const f of run.findings()) {
    if (f.owed_to_player === undefined) continue;
    const s = serializeFinding(f, lang);
    const o: Record<string, unknown> = {};
    for (const k of KEYS) if (s[k] !== undefined) o[k] = s[k];
    out.push(o);
  }
  run.dispose();
  return out;
}

describe('a return before a collection, in every catalog family (the finding and its words)', () => {
  it('Pot Luck: a tie of 40 handed back and then collected, 40 owed (Art. 17º, step 21); the tie of 35.50 collected and then handed back, none', async () => {
    const f = 'pe-pot-luck-black-jack/art17-tie-returned-then-collected.json';
    const base = { event: 21, rule: 'tie-returned', article: 'Art. 17º', seat: 2, hand: 1, spot: 'main', expected: 0, actual: -40, owed_to_player: 40 };
    expect(await moneyFindings(f, 'en')).toEqual([{ ...base, message: 'Seat 2, hand 1 (18 against the dealer\'s 18): the table settled a return of PEN 40.00 and then a collection of PEN 40.00 (net, PEN 40.00 from the player); Art. 17º requires the PEN 40.00 stake returned with no winnings; owed to the player PEN 40.00.' }]);
    expect(await moneyFindings(f, 'es')).toEqual([{ ...base, message: 'Asiento 2, mano 1 (18 contra 18 del dealer): la mesa liquidó una devolución de PEN 40.00 y luego el cobro de PEN 40.00 (en neto, PEN 40.00 en contra del jugador); el Art. 17º exige devolver la apuesta de PEN 40.00 sin premio; debido al jugador PEN 40.00.' }]);
  });

  it('Marbella: a tie of 35.50 handed back and then collected, 35.50 owed (Desarrollo del juego, step 21); a loser of 40 handed back and then collected, none', async () => {
    const f = 'es-marbella-black-jack/desarrollo-tie-returned-then-collected.json';
    const base = { event: 21, rule: 'tie-returned', article: 'Desarrollo del juego', seat: 5, hand: 1, spot: 'main', expected: 0, actual: -35.5, owed_to_player: 35.5 };
    expect(await moneyFindings(f, 'en')).toEqual([{ ...base, message: 'Seat 5, hand 1 (19 against the dealer\'s 19): the table settled a return of EUR 35.50 and then a collection of EUR 35.50 (net, EUR 35.50 from the player); the «Desarrollo del juego» section requires the EUR 35.50 stake returned with no winnings; owed to the player EUR 35.50.' }]);
    expect(await moneyFindings(f, 'es')).toEqual([{ ...base, message: 'Asiento 5, mano 1 (19 contra 19 del croupier): la mesa liquidó una devolución de EUR 35.50 y luego el cobro de EUR 35.50 (en neto, EUR 35.50 en contra del jugador); el apartado «Desarrollo del juego» exige devolver la apuesta de EUR 35.50 sin premio; debido al jugador EUR 35.50.' }]);
  });

  it('Póker Caribeño: a tied ante of 20 handed back and then collected, 20 owed (Art. 12º, step 20); the bet handed back, none', async () => {
    const f = 'pe-poker-caribeno/art-12-tie-returned-then-collected.json';
    const base = { event: 20, rule: 'settlement-follows-comparison', article: 'Art. 12º', seat: 1, spot: 'ante', expected: 0, actual: -20, owed_to_player: 20 };
    expect(await moneyFindings(f, 'en')).toEqual([{ ...base, message: 'Zone 1, ante of PEN 20.00 (two pair, queens and sevens, 4 against the dealer\'s two pair, queens and sevens, 4): the table settled a return of PEN 20.00 and then a collection of PEN 20.00 (net, PEN 20.00 from the player); Art. 12º requires the PEN 20.00 wager returned: the hands are of equal value (a tie); owed to the player PEN 20.00.' }]);
    expect(await moneyFindings(f, 'es')).toEqual([{ ...base, message: 'Zona 1, ante de PEN 20.00 (dos pares, Q y 7, 4 contra dos pares, Q y 7, 4 del dealer): la mesa liquidó una devolución de PEN 20.00 y luego el cobro de PEN 20.00 (en neto, PEN 20.00 en contra del jugador); el Art. 12º exige devolver la apuesta de PEN 20.00: las manos son de igual valor (empate); debido al jugador PEN 20.00.' }]);
  });

  it('Dragon Six: a Banca bet of 100 on a tie handed back and then collected, 100 owed (Art. 8º, step 9)', async () => {
    const f = 'pe-dragon-six-baccarat/art-08-tie-returned-then-collected.json';
    const base = { event: 9, rule: 'banca-bet-settlement', article: 'Art. 8º', seat: 1, spot: 'banker', expected: 0, actual: -100, owed_to_player: 100 };
    expect(await moneyFindings(f, 'en')).toEqual([{ ...base, message: 'Zone 1, Banca bet of PEN 100.00 (Punto 6, Banca 6: a tie): the table settled a return of PEN 100.00 and then a collection of PEN 100.00 (net, PEN 100.00 from the player); Art. 8º requires the stake returned without winnings (a tie); owed to the player PEN 100.00.' }]);
    expect(await moneyFindings(f, 'es')).toEqual([{ ...base, message: 'Zona 1, apuesta a la Banca de PEN 100.00 (Punto 6, Banca 6: empate): la mesa liquidó una devolución de PEN 100.00 y luego el cobro de PEN 100.00 (en neto, PEN 100.00 en contra del jugador); el Art. 8º exige devolver la apuesta sin premio (empate); debido al jugador PEN 100.00.' }]);
  });

  it('pai gow bonus: a void bonus bet of 10 handed back and then collected, 10 owed ((B)(1), step 12); a loser of 24 handed back and then collected, none', async () => {
    const f = 'pr-8669-pai-gow-bonus/b1-void-bet-returned-then-collected.json';
    const base = { event: 12, rule: 'late-bonus-bet-void', article: 'Art. 10-10.15(B)(1)', seat: 3, spot: 'bonus', number: 6, expected: 0, actual: -10, owed_to_player: 10 };
    expect(await moneyFindings(f, 'en')).toEqual([{ ...base, message: 'Seat 3, bonus bet of USD 10.00 on number 6 (random number: 4): the table settled a return of USD 10.00 and then a collection of USD 10.00 (net, USD 10.00 from the player); Art. 10-10.15(B)(1) requires the USD 10.00 bet, made after the number showed, handed back whole: it is void (USD 0.00); owed to the player USD 10.00.' }]);
    expect(await moneyFindings(f, 'es')).toEqual([{ ...base, message: 'Asiento 3, apuesta adicional de USD 10.00 al número 6 (número del generador: 4): la mesa liquidó una devolución de USD 10.00 y luego el cobro de USD 10.00 (en neto, USD 10.00 en contra del jugador); el Art. 10-10.15(B)(1) exige devolver entera la apuesta de USD 10.00, hecha después de mostrarse el número: es nula (USD 0.00); debido al jugador USD 10.00.' }]);
  });
});
