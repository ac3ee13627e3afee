import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedValidatorSource } from '../../../scripts/schema-validator-source.mjs';
import { normalizeHand, tableProblem } from '../../../engine/input/normalize.js';

// The audit validates with ajv's standalone code generated from the schema (scripts/gen-schema-validator.mjs).
describe('the precompiled hand-log validator', () => {
  it('is the code ajv generates from hand-log.schema.json today (regenerate with node scripts/gen-schema-validator.mjs)', () => {
    const committed = readFileSync(new URL('../../../engine/input/hand-log-validate.generated.ts', import.meta.url), 'utf8');
    expect(committed).toBe(generatedValidatorSource());
  });

  it('rejects as the schema says, with ajv\'s own first error', () => {
    const opts = { defaultRuleset: () => 'pe-pot-luck-black-jack' };
    const base = { hand_id: 'h1', game: 'pot-luck-blackjack', table_id: 't1', started_at: '2026-01-01T10:00:00Z', events: [] };
    expect(normalizeHand(base, { path: 'x', line: 1 }, opts).ok).toBe(true);
    const longId = normalizeHand({ ...base, table_id: 'x'.repeat(201) }, { path: 'x', line: 1 }, opts);
    expect(longId.ok).toBe(false);
    if (!longId.ok) expect(longId.problem.field).toBe('table_id');
    // maxLength counts code points (ajv's ucs2length): 200 astral characters are 400 UTF-16 units and fit.
    expect(normalizeHand({ ...base, table_id: '😀'.repeat(200) }, { path: 'x', line: 1 }, opts).ok).toBe(true);
    expect(tableProblem({ decks: 'six' })?.field).toBe('decks');
    expect(tableProblem({ decks: 6 })).toBeUndefined();
  });
});
