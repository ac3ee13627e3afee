import { describe, expect, it } from 'vitest';
import { paramOf } from '../../../audit/judge.js';
import { parseAmount } from '../../../engine/core/money.js';
import type { Money } from '../../../engine/core/money.js';
import { roundedPayout, ratioRange, bonusParams } from '../../../rules-catalog/pr-8669-pai-gow-bonus/bonus.js';
import type { BonusParams } from '../../../rules-catalog/pr-8669-pai-gow-bonus/bonus.js';
import { paiGowBonus8669 } from '../../../rules-catalog/pr-8669-pai-gow-bonus/index.js';
import { reasonText } from '../../../engine/core/reasons.js';

const $ = (units: number): Money => {
  const m = parseAmount(units);
  if (!m.ok) throw new Error(reasonText(m.reason));
  return m.value;
};

const DOLLAR = 100 as Money;

const p: BonusParams = bonusParams({ param: (n) => paramOf(paiGowBonus8669, n) });

describe('Art. 10-10.15(B)(6): payouts rounded to the nearest dollar', () => {
  it('reads the parameters: 5.5-6 to 1, one dollar, a half dollar rounded up', () => {
    expect([p.payoutMin, p.payoutMax, p.roundingUnit, p.half, p.minBet]).toEqual([550, 600, 100, 'up', 100]);
  });

  it('exact payouts stay as they are (the example: 5.5 on 20 = 110, on 2 = 11)', () => {
    expect(roundedPayout($(20), 550, DOLLAR, 'up')).toBe($(110));
    expect(roundedPayout($(2), 550, DOLLAR, 'up')).toBe($(11));
    expect(roundedPayout($(14), 600, DOLLAR, 'up')).toBe($(84));
  });

  it('a payout ending in .50 goes up (interpretation bonus_half_dollar_rounding = up)', () => {
    expect(roundedPayout($(3), 550, DOLLAR, 'up')).toBe($(17)); // 16.50
    expect(roundedPayout($(1.25), 600, DOLLAR, 'up')).toBe($(8)); // 7.50
    expect(roundedPayout($(2), 575, DOLLAR, 'up')).toBe($(12)); // 11.50
  });

  it('a payout ending in .50 with the other half rules', () => {
    expect(roundedPayout($(3), 550, DOLLAR, 'down')).toBe($(16));
    expect(roundedPayout($(3), 550, DOLLAR, 'even')).toBe($(16));
    expect(roundedPayout($(1.25), 600, DOLLAR, 'even')).toBe($(8));
  });

  it('a payout ending in .25 goes down, one ending in .75 goes up, whatever the half rule', () => {
    for (const half of ['up', 'down', 'even'] as const) {
      expect(roundedPayout($(1.5), 550, DOLLAR, half)).toBe($(8)); // 8.25
      expect(roundedPayout($(2.5), 550, DOLLAR, half)).toBe($(14)); // 13.75
      expect(roundedPayout($(3), 575, DOLLAR, half)).toBe($(17)); // 17.25
      expect(roundedPayout($(1), 575, DOLLAR, half)).toBe($(6)); // 5.75
    }
  });

  it('cent fractions: 1.01 × 5.75 = 5.8075 → 6; 1.07 × 5.5 = 5.885 → 6; 0.99 × 5.5 = 5.445 → 5', () => {
    expect(roundedPayout($(1.01), 575, DOLLAR, 'up')).toBe($(6));
    expect(roundedPayout($(1.07), 550, DOLLAR, 'up')).toBe($(6));
    expect(roundedPayout($(0.99), 550, DOLLAR, 'up')).toBe($(5));
  });
});

describe('ratioRange', () => {
  const t = (bonus_payout_hundredths?: number) => ({ extra: {}, ...(bonus_payout_hundredths === undefined ? {} : { bonus_payout_hundredths }) });
  it('a posted ratio in range is the ratio owed', () => {
    expect(ratioRange(t(575), p)).toEqual({ lo: 575, hi: 575, posted: 575, postedInRange: true });
  });
  it('no posted ratio: anything from 5.5 to 6', () => {
    expect(ratioRange(t(), p)).toEqual({ lo: 550, hi: 600, postedInRange: true });
  });
  it('a posted ratio out of range is clamped to the legal one', () => {
    expect(ratioRange(t(500), p)).toMatchObject({ lo: 550, hi: 550, postedInRange: false });
    expect(ratioRange(t(700), p)).toMatchObject({ lo: 600, hi: 600, postedInRange: false });
    expect(ratioRange(t(700), { ...p, outOfRange: 'posted' })).toMatchObject({ lo: 700, hi: 700 });
  });
});
