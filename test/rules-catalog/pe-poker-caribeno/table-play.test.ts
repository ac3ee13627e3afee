import { describe, expect, it } from 'vitest';
import { audit, writeFiles } from '../../helpers/audit-files.js';
import { DEALER_AK, PAIR_OF_KINGS, csHand } from './hand.js';

const win = (ante: number, bet: number) => [
  { type: 'payout' as const, spot: 'ante' as const, amount: ante },
  { type: 'payout' as const, spot: 'bet' as const, amount: bet },
];

const limits = (ante: number, bet?: number) => csHand({
  seats: { 1: { ante, cards: PAIR_OF_KINGS, decision: 'bet', ...(bet !== undefined ? { bet } : {}), settle: win(ante, bet ?? 2 * ante) } },
  dealer: DEALER_AK,
});

// Class 12 of issue 17: the text sets no amount for the bet; only a ratio the table posts binds it.
const posting = (hand: Record<string, unknown>, ratio: unknown) => ({ ...hand, table: { ...(hand['table'] as object), bet_to_ante_ratio: ratio } });

describe('table.bet_to_ante_ratio: an optional table field of the format (Veedor\'s)', () => {
  it('a posted ratio that is not a positive number is an input error naming the field', async () => {
    const [path] = writeFiles({ 'h.json': JSON.stringify([posting(limits(25), 'double'), posting(limits(25), 0)]) });
    const { findings } = await audit([path!]);
    expect(findings.map((f) => [f.rule, f.field])).toEqual([['input-schema', 'table.bet_to_ante_ratio'], ['input-schema', 'table.bet_to_ante_ratio']]);
  });
});
