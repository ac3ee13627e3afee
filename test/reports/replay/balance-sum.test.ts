// inspector19: the replay's balance adds a seat's findings as "= PEN -600.00 - 1100.00 = PEN -1700.00" (CS-02-000426,
// seed 1919: the ante and the bet of one seat both paid where the dealer's pair of kings beat the player's jacks): the
// second figure without its currency, where every other amount of the block carries it ("PEN -300.00 - PEN +300.00").
// Each term of the sum now carries it, in both languages; a hand whose log names no currency keeps bare figures.
import { describe, expect, it } from 'vitest';
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
};

describe('the balance\'s sum of a seat\'s findings', () => {
  it('gives every term its currency', () => {
    expect(balanceLines(balance, 'en', 'PEN').at(-1)).toBe('  = PEN -600.00 - PEN 1100.00 + PEN 25.00 = PEN -1675.00: owed by the player on seat 4 PEN 1675.00.');
    expect(balanceLines(balance, 'es', 'PEN').at(-1)).toBe('  = PEN -600.00 - PEN 1100.00 + PEN 25.00 = PEN -1675.00: debido por el jugador del asiento 4 PEN 1675.00.');
    expect(balanceLines(balance, 'en').at(-1)).toBe('  = -600.00 - 1100.00 + 25.00 = -1675.00: owed by the player on seat 4 1675.00.');
  });
});
