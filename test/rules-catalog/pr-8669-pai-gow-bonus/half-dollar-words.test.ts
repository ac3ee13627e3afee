// inspector19: a winning bonus bet of USD 10.00 at a posted 5.75 to 1 is USD 57.50, an exact half dollar. The table
// paid USD 50.00, and the finding said "5.75 to 1 on USD 10.00, rounded to the nearest dollar = USD 57.00" (the
// replay: "= 57.50, rounded to the nearest dollar = +57"). A reader who rounds half up gets USD 58.00 and takes the
// finding for a miscount: the text («se redondearán al dólar más cercano») picks neither nearest dollar, and the
// catalog accepts both (parameter bonus_half_dollar_rounding "either", an interpretation). The money is unchanged
// (owed USD 7.00, measured from the nearer of the two); the words now say why it is USD 57.00, in both languages.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findingsOf } from '../../helpers/rule-tester.js';
import { tempDir } from '../../helpers/temp.js';
import { findHandInLog } from '../../../audit/find-hand.js';
import { buildReplayDocument } from '../../../app/replay-document.js';
import { RULESETS } from '../../../rules-catalog/index.js';
import { toUnits } from '../../../engine/core/money.js';
import { RS, bonus, noMoreBets, payout, pg, rng, round, withParams } from './hands.js';

const win = (stake: number, paid: number, ratio: number, extra: Record<string, unknown> = {}) =>
  round([pg(6, 200), bonus(6, 5, stake), noMoreBets(), rng(5), payout(6, paid)], { min_bet: 5, max_bet: 1000, bonus_payout: ratio }, extra);

describe('an exact half dollar, in words', () => {
  it('the finding names the exact amount and both nearest dollars', () => {
    const [f, ...rest] = findingsOf(RS, win(10, 50, 5.75)).filter((x) => x.rule === 'bonus-payout-amount');
    expect(rest).toEqual([]);
    expect([f!.event, f!.seat, toUnits(f!.expected!), toUnits(f!.actual!)]).toEqual([5, 6, 57, 50]);
    expect(f!.message.en).toBe('Seat 6, bonus bet of USD 10.00 on number 5 (random number: 5): the table settled a payout of USD 50.00; '
      + 'Art. 10-10.15(B)(6) requires 5.75 to 1 on USD 10.00 = USD 57.50, an exact half dollar: its nearest dollar is USD 57.00 or USD 58.00, '
      + 'the text picks neither and either is accepted (interpretation); USD 57.00 is the nearer to what the table paid; owed to the player USD 7.00.');
    expect(f!.message.es).toBe('Asiento 6, apuesta adicional de USD 10.00 al número 5 (número del generador: 5): la mesa liquidó un pago de USD 50.00; '
      + 'el Art. 10-10.15(B)(6) exige 5.75 a 1 sobre USD 10.00 = USD 57.50, medio dólar exacto: su dólar más cercano es USD 57.00 o USD 58.00, '
      + 'el texto no elige y se acepta cualquiera (interpretación); USD 57.00 es el más próximo a lo que pagó la mesa; debido al jugador USD 7.00.');
  });

  it('overpaid past the half: measured from USD 58.00, and said so', () => {
    const [f] = findingsOf(RS, win(10, 65, 5.75)).filter((x) => x.rule === 'bonus-payout-amount');
    expect([toUnits(f!.expected!), toUnits(f!.actual!), f!.severity]).toEqual([58, 65, 'error']);
    expect(f!.message.en).toContain('= USD 57.50, an exact half dollar: its nearest dollar is USD 57.00 or USD 58.00');
    expect(f!.message.en).toContain('USD 58.00 is the nearer to what the table paid; owed by the player USD 7.00.');
  });

  it('no half: the words are as before; a catalog that picks one way says only that one', () => {
    const [f] = findingsOf(RS, win(20, 100, 5.5)).filter((x) => x.rule === 'bonus-payout-amount');
    expect(f!.message.en).toContain('requires 5.5 to 1 on USD 20.00, rounded to the nearest dollar = USD 110.00; owed to the player USD 10.00.');
    const [up] = findingsOf(withParams({ bonus_half_dollar_rounding: 'up' }), win(10, 50, 5.75)).filter((x) => x.rule === 'bonus-payout-amount');
    expect(toUnits(up!.expected!)).toBe(58);
    expect(up!.message.en).toContain('requires 5.75 to 1 on USD 10.00, rounded to the nearest dollar = USD 58.00; owed to the player USD 8.00.');
  });

  it('the replay\'s regulation line says the same, in both languages', async () => {
    const hand = win(10, 50, 5.75);
    const path = join(tempDir(), 'half.ndjson');
    writeFileSync(path, `${JSON.stringify(hand)}\n`);
    const found = await findHandInLog(path, String(hand['hand_id']), { rulesets: RULESETS });
    if (found.kind !== 'found') throw new Error(found.kind);
    const line = (lang: 'es' | 'en') => buildReplayDocument(found, lang).wagers.find((w) => w.seat === 6 && /5/.test(w.label) && w.required !== undefined)!;
    expect(line('en').requiredWhy).toBe('the generator gave 5, the bet\'s number: it wins 5.75 to 1 on USD 10.00 = USD 57.50, an exact half dollar: '
      + 'its nearest dollar is USD 57.00 or USD 58.00, the text picks neither and either is accepted (interpretation); USD +57.00, the nearer to what the table paid');
    expect(line('es').requiredWhy).toBe('el generador dio 5, el número de la apuesta: gana 5.75 a 1 sobre USD 10.00 = USD 57.50, medio dólar exacto: '
      + 'su dólar más cercano es USD 57.00 o USD 58.00, el texto no elige y se acepta cualquiera (interpretación); USD +57.00, el más próximo a lo que pagó la mesa');
  });
});
