// inspector19: the replay's balance adds a seat's findings as "= PEN -600.00 - 1100.00 = PEN -1700.00" (CS-02-000426,
// seed 1919: the ante and the bet of one seat both paid where the dealer's pair of kings beat the player's jacks): the
// second figure without its currency, where every other amount of the block carries it ("PEN -300.00 - PEN +300.00").
// Each term of the sum now carries it, in both languages; a hand whose log names no currency keeps bare figures.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/audit-files.js';
import { replayOf } from '../../helpers/replay.js';
import type { Money } from '../../../engine/core/money.js';
import { balanceLines } from '../../../reports/replay/labels.js';
import type { Balance } from '../../../reports/replay/model.js';

const balance: Balance = {
  seats: [{
    seat: 4,
    terms: [
      { amount: -60000 as Money, article: 'Art. 12º', label: 'Seat 4, the ante', expected: -30000 as Money, actual: 30000 as Money },
      { amount: -110000 as Money, article: 'Art. 12º', label: 'Seat 4, the bet (raise)', expected: -60000 as Money, actual: 50000 as Money },
      { amount: 2500 as Money, article: 'Art. 14º', label: 'Seat 4, the ante', expected: 2500 as Money, actual: 0 as Money },
    ],
    total: -167500 as Money,
  }],
  total: -167500 as Money,
  houseOwes: 0 as Money,
  houseIsOwed: 167500 as Money,
  notJudged: [],
  players: [],
};

describe('the balance\'s sum of a seat\'s findings', () => {
  it('gives every term its currency', () => {
    expect(balanceLines(balance, 'en', 'PEN').at(-1)).toBe('  = PEN -600.00 - PEN 1100.00 + PEN 25.00 = PEN -1675.00: owed by the player on seat 4 PEN 1675.00.');
    expect(balanceLines(balance, 'es', 'PEN').at(-1)).toBe('  = PEN -600.00 - PEN 1100.00 + PEN 25.00 = PEN -1675.00: debido por el jugador del asiento 4 PEN 1675.00.');
    expect(balanceLines(balance, 'en').at(-1)).toBe('  = -600.00 - 1100.00 + 25.00 = -1675.00: owed by the player on seat 4 1675.00.');
  });
});

// compound21: an over-payment the text allows (a warning: Póker Caribeño Art. 14º pays «en una proporción no menor») was
// netted in the balance against what the same or another wager is owed, telling a dispute "owed by the player" for
// money the regulation lets the house pay. It is listed, marked, and kept out of every total.
describe('an over-payment the text allows, in the balance', () => {
  const hand = JSON.parse(readFileSync(new URL('./allowed-overpayment.hand.json', import.meta.url), 'utf8')) as Record<string, unknown>;

  it('is listed for its zone, marked, and outside its total and the house\'s', async () => {
    const path = join(tempDir(), 'cs.ndjson');
    writeFileSync(path, `${JSON.stringify(hand)}\n`);
    const en = await replayOf(path, 'C21-CS-16', 'en');
    expect(en.balance.seats.map((s) => [s.seat, s.total, s.terms.map((t) => [t.article, t.amount, t.allowed ?? false])])).toEqual([
      [1, 10000, [['Art. 15º', 10000, false]]],
      [2, 0, [['Art. 14º', -2000, true]]],
    ]);
    expect([en.balance.total, en.balance.houseOwes, en.balance.houseIsOwed]).toEqual([10000, 10000, 0]);
    const lines = balanceLines(en.balance, 'en', 'PEN', en.words.seat);
    expect(lines).toContain('  PEN -20.00  Art. 14º  Zone 2, the ante: required - settled: PEN +20.00 - PEN +40.00 = PEN -20.00 (an over-payment the text allows: not owed back to the house, outside the total)');
    expect(lines).toContain('  = PEN 0.00: nothing owed to or by the player in zone 2.');
    const es = await replayOf(path, 'C21-CS-16', 'es');
    const linesEs = balanceLines(es.balance, 'es', 'PEN', es.words.seat);
    expect(linesEs).toContain('  = PEN 0.00: nada debido al jugador de la zona 2 ni por él.');
    expect(linesEs.at(-1)).toBe('La casa: debe PEN 100.00 a jugadores y le deben PEN 0.00; neto de la casa: paga PEN 100.00.');
  });
});
