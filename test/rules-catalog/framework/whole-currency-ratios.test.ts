// A ratio in a currency without a minor unit (ISO 4217 minor unit 0: JPY, CLP). The format: «In a currency without a
// minor unit ... an amount is whole»; a ratio that does not divide a whole stake is rounded to the whole units beside
// it, as a cent currency's is to the cents beside a half cent. Rounded to the cent whatever the currency, 3 to 2 on
// JPY 105 required JPY 157.50: a table paying 157 was told it owed 0.50, one paying 158 that it was owed 0.50, and
// a table short by a yen was told 1.50 (tables22; fixture: scripts/tables22.mjs's hands, fixtures/whole-currency).
import { describe, expect, it } from 'vitest';
import { audit } from '../../helpers/audit-files.js';
import { ratio } from '../../../engine/core/money.js';
import type { Money } from '../../../engine/core/money.js';
import { paymentUnit } from '../../../engine/core/iso-4217.js';
import { replayOf } from '../../helpers/replay.js';

const FIXTURE = 'fixtures/whole-currency/ratios.ndjson';

describe('ratio and the currency\'s unit', () => {
  it('rounds to the unit, and says the unit above', () => {
    expect(paymentUnit('JPY')).toBe(100);
    expect(paymentUnit('CLP')).toBe(100);
    expect(paymentUnit('PEN')).toBe(1);
    expect(paymentUnit(undefined)).toBe(1);
    expect(ratio(10500 as Money, 3, 2, 100)).toEqual({ value: 15700, up: 15800, exact: false }); // JPY 105 at 3 to 2
    expect(ratio(10500 as Money, 3, 2)).toEqual({ value: 15750, up: 15750, exact: true }); // PEN 105.00 at 3 to 2
    expect(ratio(1001 as Money, 3, 2)).toEqual({ value: 1501, up: 1502, exact: false }); // PEN 10.01: 15.015
    expect(ratio(10000 as Money, 3, 2, 100)).toEqual({ value: 15000, up: 15000, exact: true }); // JPY 100: 150
  });
});

describe('settlements in JPY and CLP', async () => {
  const { findings } = await audit([FIXTURE]);
  // Amounts in minor units (hundredths of the currency's unit: JPY 157 is 15700), as the run hands them out.
  const row = (id: string) => findings.filter((f) => f.hand_id === id).map((f) => [f.rule, f.article, f.event, f.seat, f.expected, f.actual, f.owed_to_player, f.severity]);

  it('a whole unit beside a ratio\'s fraction is paid right: 3 to 2, half a surrender, half on Banca six, a bet at 2.5 antes', () => {
    for (const id of ['T22-PL-35', 'T22-PL-36', 'T22-PL-38', 'T22-PL-39', 'T22-MB-40', 'T22-DS-11']) expect(row(id), id).toEqual([]);
  });

  it('a unit short is owed that unit, measured from the nearest whole amount', () => {
    expect(row('T22-PL-37')).toEqual([['blackjack-pays-3-to-2', 'Art. 13º', 8, 1, 15700, 15600, 100, 'error']]);
    expect(row('T22-DS-12')).toEqual([['banca-bet-settlement', 'Art. 8º', 7, 1, 700, 600, 100, 'error']]);
  });

  it('the pool commission is rounded down to the yen (4.5 % of 300 is 13.5: 13 kept)', () => {
    expect(row('T22-PL-33')).toEqual([]);
    expect(row('T22-PL-34')).toEqual([['pool-award', 'Art. 18º', 27, 1, 28700, 28600, 100, 'error']]);
  });

  it('a posted ratio in whole pesos: 2502 and 2503 for 2.5 × 1001, not 2504; a posted 5.5 line on 1001 is 5505', () => {
    expect(row('T22-CS-22')).toEqual([['bet-at-posted-ratio', 'Art. 9º', 28, 3, undefined, undefined, undefined, 'error']]);
    expect(row('T22-CS-23')).toEqual([['bet-paid-per-posted-line', 'Tabla publicada', 30, 2, 550500, 550000, 500, 'warning']]);
  });
});

describe('the replay says which unit a fraction is rounded to', () => {
  it('JPY: the whole unit (a 3 to 2 on 105), CLP: the half unit (Banca\'s half on 15)', async () => {
    const words = async (id: string, lang: 'en' | 'es') => JSON.stringify(await replayOf(FIXTURE, id, lang));
    expect(await words('T22-PL-35', 'en')).toContain('the whole unit (a currency without cents) rounded down or up');
    expect(await words('T22-PL-35', 'es')).toContain('la unidad entera (moneda sin céntimos) por defecto o por exceso');
    expect(await words('T22-DS-11', 'en')).toContain('the half unit of a currency without cents, down or up');
    expect(await words('T22-DS-11', 'es')).toContain('la media unidad de una moneda sin céntimos');
  });
});

// A whole amount in a currency without a minor unit is written as whole units in text ("JPY 157", not "JPY 157.00"),
// as a table pays it; a fraction of a unit keeps its decimals; two-decimal currencies unchanged.
describe('amounts in text, by the currency\'s minor unit', () => {
  it('JPY and CLP whole, their fractions and PEN with two decimals', async () => {
    const { formatAmount, formatSignedAmount } = await import('../../../engine/core/money-text.js');
    expect(formatAmount(15700, 'JPY')).toBe('JPY 157');
    expect(formatAmount(15750, 'JPY')).toBe('JPY 157.50');
    expect(formatAmount(-100, 'CLP')).toBe('CLP -1');
    expect(formatSignedAmount(15700, 'JPY')).toBe('JPY +157');
    expect(formatSignedAmount(0, 'CLP')).toBe('CLP 0');
    expect(formatAmount(15700, 'PEN')).toBe('PEN 157.00');
    expect(formatAmount(15700)).toBe('157.00');
  });
  it('a finding\'s message in JPY names the amounts so', async () => {
    const { findings } = await audit([FIXTURE]);
    const f = findings.find((x) => x.hand_id === 'T22-PL-37')!;
    expect(f.message.en).toContain('JPY 156');
    expect(f.message.en).not.toContain('JPY 156.00');
  });
});

// A tied pool in JPY: 300 less 5 % is 285 for two, 142.50 each: one yen does not divide, and the replay says the
// indivisible unit (not cent) may go to either tied seat; 143 and 142 are paid right.
describe('the replay of a tied pool in a currency without cents', () => {
  it('names the indivisible unit, in both languages; no finding', async () => {
    const { findings } = await audit([FIXTURE]);
    expect(findings.filter((f) => f.hand_id === 'JPY-PL-POOL-TIE-ODD-YEN')).toEqual([]);
    const en = JSON.stringify(await replayOf(FIXTURE, 'JPY-PL-POOL-TIE-ODD-YEN', 'en'));
    const es = JSON.stringify(await replayOf(FIXTURE, 'JPY-PL-POOL-TIE-ODD-YEN', 'es'));
    expect(en).toContain('JPY 143 is this seat\'s (the indivisible unit may go to any tied seat)');
    expect(es).toContain('(la unidad indivisible puede ir a cualquiera de los empatados)');
    expect(en).not.toContain('indivisible cent');
  });
});

// A box and a bet behind it settled in one sum, in JPY: each stake's 3 to 2 (157.50 on 105) rounded to the yen on its
// own, 314 to 316 together; 313 paid is one yen short, and the message says the whole unit, not the cent.
describe('a sum of stakes in a currency without cents', () => {
  it('each stake rounded to the whole unit: 313 on 314-316 owes 1 (Art. 13º, event 7)', async () => {
    const { findings } = await audit([FIXTURE]);
    const f = findings.filter((x) => x.hand_id === 'JPY-PL-BOX-AND-BEHIND-SUM');
    expect(f.map((x) => [x.rule, x.article, x.event, x.expected, x.actual, x.owed_to_player])).toEqual([['blackjack-pays-3-to-2', 'Art. 13º', 7, 31400, 31300, 100]]);
    expect(f[0]!.message.en).toContain('(each stake in the sum rounded to the whole unit (a currency without cents) on its own: JPY 314 to JPY 316)');
    expect(f[0]!.message.es).toContain('redondeada a la unidad entera (moneda sin céntimos) por separado: de JPY 314 a JPY 316)');
  });
});
