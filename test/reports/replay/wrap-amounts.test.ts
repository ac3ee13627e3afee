import { describe, expect, it } from 'vitest';
import { wrap } from '../../../reports/replay/text.js';

// dispute18: the text replay wrapped at 100 columns between a currency and its amount, so a line began "+38.40) — la
// mesa se equivocó", money without its currency (PL-01-000010 of a simulated Pot Luck log, seat 1's pool bet).
describe('replay text wrapping keeps an amount beside its currency', () => {
  it('moves the currency to the next line with its amount', () => {
    const line = '    Dinero debido: debido al jugador PEN 38.40 (exigido - liquidado: PEN +38.40 - PEN 0.00 = PEN +38.40) — la mesa se equivocó';
    expect(wrap(line, '      ')).toEqual([
      '    Dinero debido: debido al jugador PEN 38.40 (exigido - liquidado: PEN +38.40 - PEN 0.00 =',
      '      PEN +38.40) — la mesa se equivocó',
    ]);
  });

  it('every line of a long money sentence that names an amount names its currency', () => {
    for (const c of ['USD', 'EUR', 'PEN']) {
      for (let pad = 0; pad < 40; pad++) {
        const line = `${'x'.repeat(pad)} owed by the player ${c} 1234.50 (required - settled: ${c} -75.00 - ${c} -150.00 = ${c} +75.00) and ${c} 0.50 more`;
        for (const l of wrap(line, '  ')) expect(l).not.toMatch(/^\s*[+-]?\d+\.\d\d/);
        expect(wrap(line, '  ').join(' ').replace(/\s+/g, ' ')).toBe(line.replace(/\s+/g, ' '));
      }
    }
  });

  it('a word that is not a currency code still wraps before a number', () => {
    expect(wrap(`${'a '.repeat(48)}Seat 12 and more`, '  ')).toEqual([`${'a '.repeat(48)}Seat`, '  12 and more']);
  });
});
