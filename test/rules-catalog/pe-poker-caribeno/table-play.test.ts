import { describe, expect, it } from 'vitest';
import { audit, writeFiles } from '../../helpers/audit-files.js';
import { limits, posting } from './hand.js';

describe('table.bet_to_ante_ratio: an optional table field of the format (Veedor\'s)', () => {
  it('a posted ratio that is not a positive number is an input error naming the field', async () => {
    const [path] = writeFiles({ 'h.json': JSON.stringify([posting(limits(25), 'double'), posting(limits(25), 0)]) });
    const { findings } = await audit([path!]);
    expect(findings.map((f) => [f.rule, f.field])).toEqual([['input-schema', 'table.bet_to_ante_ratio'], ['input-schema', 'table.bet_to_ante_ratio']]);
  });
});
