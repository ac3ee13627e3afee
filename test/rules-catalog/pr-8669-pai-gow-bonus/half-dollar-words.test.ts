// inspector19: a winning bonus bet of USD 10.00 at a posted 5.75 to 1 is USD 57.50, an exact half dollar. The table
// paid USD 50.00, and the finding said "5.75 to 1 on USD 10.00, rounded to the nearest dollar = USD 57.00": a reader
// took it for a miscount. The text («se redondearán al dólar más cercano») picks neither nearest dollar; the catalog
// rounds a half up, the usual practice (parameter bonus_half_dollar_rounding "up", an interpretation; "either"
// accepts both and measures from the nearer). The words name the exact amount, both dollars and the one owed, in the
// finding and in the replay, in both languages.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findingsOf } from '../../helpers/rule-tester.js';
import { tempDir } from '../../helpers/temp.js';
import { findHandInLog } from '../../../audit/find-hand.js';
import { buildReplayDocument } from '../../../app/replay-document.js';
import { RULESETS } from '../../../rules-catalog/index.js';
import type { Ruleset } from '../../../rules-catalog/framework/types.js';
import { toUnits } from '../../../engine/core/money.js';
import { RS, bonus, noMoreBets, payout, pg, rng, round, withParams } from './hands.js';

const win = (stake: number, paid: number, ratio: number, extra: Record<string, unknown> = {}) =>
  round([pg(6, 200), bonus(6, 5, stake), noMoreBets(), rng(5), payout(6, paid)], { min_bet: 5, max_bet: 1000, bonus_payout: ratio }, extra);

const either = withParams({ bonus_half_dollar_rounding: 'either' });

describe('an exact half dollar, in words', () => {
  it('the finding names the exact amount, both nearest dollars and the one owed (up)', () => {
    const [f, ...rest] = findingsOf(RS, win(10, 50, 5.75)).filter((x) => x.rule === 'bonus-payout-amount');
    expect(rest).toEqual([]);
    expect([f!.event, f!.seat, toUnits(f!.expected!), toUnits(f!.actual!)]).toEqual([5, 6, 58, 50]);
    expect(f!.message.en).toBe('Seat 6, bonus bet of USD 10.00 on number 5 (random number: 5): the table settled a payout of USD 50.00; '
      + 'Art. 10-10.15(B)(6) requires 5.75 to 1 on USD 10.00 = USD 57.50, an exact half dollar: the text does not say whether its nearest dollar '
      + 'is USD 57.00 or USD 58.00; it is rounded up, the usual practice (interpretation) = USD 58.00; owed to the player USD 8.00.');
    expect(f!.message.es).toBe('Asiento 6, apuesta adicional de USD 10.00 al número 5 (número del generador: 5): la mesa liquidó un pago de USD 50.00; '
      + 'el Art. 10-10.15(B)(6) exige 5.75 a 1 sobre USD 10.00 = USD 57.50, medio dólar exacto: el texto no dice si su dólar más cercano '
      + 'es USD 57.00 o USD 58.00; se redondea hacia arriba, la práctica habitual (interpretación) = USD 58.00; debido al jugador USD 8.00.');
  });

  it('paid the lower dollar: one dollar owed (up); nothing with "either"', () => {
    const [f, ...rest] = findingsOf(RS, win(10, 57, 5.75)).filter((x) => x.rule === 'bonus-payout-amount');
    expect(rest).toEqual([]);
    expect([f!.event, f!.seat, toUnits(f!.expected!), toUnits(f!.actual!), f!.severity]).toEqual([5, 6, 58, 57, 'error']);
    expect(f!.message.en).toContain('owed to the player USD 1.00.');
    expect(findingsOf(either, win(10, 57, 5.75)).filter((x) => x.rule.startsWith('bonus-payout'))).toEqual([]);
  });

  it('"either": measured from the nearer of the two, and said so', () => {
    const [f] = findingsOf(either, win(10, 50, 5.75)).filter((x) => x.rule === 'bonus-payout-amount');
    expect([toUnits(f!.expected!), toUnits(f!.actual!)]).toEqual([57, 50]);
    expect(f!.message.en).toContain('= USD 57.50, an exact half dollar: its nearest dollar is USD 57.00 or USD 58.00, '
      + 'the text picks neither and either is accepted (interpretation); USD 57.00 is the nearer to what the table paid; owed to the player USD 7.00.');
    const [over] = findingsOf(either, win(10, 65, 5.75)).filter((x) => x.rule === 'bonus-payout-amount');
    expect([toUnits(over!.expected!), toUnits(over!.actual!), over!.severity]).toEqual([58, 65, 'error']);
    expect(over!.message.en).toContain('USD 58.00 is the nearer to what the table paid; owed by the player USD 7.00.');
  });

  it('no half: the words are as before; "down" says so', () => {
    const [f] = findingsOf(RS, win(20, 100, 5.5)).filter((x) => x.rule === 'bonus-payout-amount');
    expect(f!.message.en).toContain('requires 5.5 to 1 on USD 20.00, rounded to the nearest dollar = USD 110.00; owed to the player USD 10.00.');
    const [down] = findingsOf(withParams({ bonus_half_dollar_rounding: 'down' }), win(10, 50, 5.75)).filter((x) => x.rule === 'bonus-payout-amount');
    expect(toUnits(down!.expected!)).toBe(57);
    expect(down!.message.en).toContain('= USD 57.50, an exact half dollar: the text does not say whether its nearest dollar is USD 57.00 or USD 58.00; '
      + 'it is rounded down (interpretation) = USD 57.00; owed to the player USD 7.00.');
  });

  const replayLine = async (rulesets: readonly Ruleset[], hand: Record<string, unknown>, lang: 'es' | 'en') => {
    const path = join(tempDir(), 'half.ndjson');
    writeFileSync(path, `${JSON.stringify(hand)}\n`);
    const found = await findHandInLog(path, String(hand['hand_id']), { rulesets });
    if (found.kind !== 'found') throw new Error(found.kind);
    return buildReplayDocument(found, lang).wagers.find((w) => w.seat === 6 && /5/.test(w.label) && w.required !== undefined)!.requiredWhy;
  };

  it('the replay\'s regulation line says the same, in both languages', async () => {
    const hand = win(10, 50, 5.75);
    expect(await replayLine(RULESETS, hand, 'en')).toBe('the generator gave 5, the bet\'s number: it wins 5.75 to 1 on USD 10.00 = USD 57.50, an exact half dollar: '
      + 'the text does not say whether its nearest dollar is USD 57.00 or USD 58.00; it is rounded up, the usual practice (interpretation) = USD +58.00');
    expect(await replayLine(RULESETS, hand, 'es')).toBe('el generador dio 5, el número de la apuesta: gana 5.75 a 1 sobre USD 10.00 = USD 57.50, medio dólar exacto: '
      + 'el texto no dice si su dólar más cercano es USD 57.00 o USD 58.00; se redondea hacia arriba, la práctica habitual (interpretación) = USD +58.00');
    const eitherRs = RULESETS.map((r) => (r.id === RS.id ? either : r));
    expect(await replayLine(eitherRs, hand, 'en')).toBe('the generator gave 5, the bet\'s number: it wins 5.75 to 1 on USD 10.00 = USD 57.50, an exact half dollar: '
      + 'its nearest dollar is USD 57.00 or USD 58.00, the text picks neither and either is accepted (interpretation); USD +57.00, the nearer to what the table paid');
  });
});
