// A hand_id longer than the schema admits is no hand_id: the record is rejected naming the field, and its finding
// does not carry the text whole (it would be echoed into every line of the terminal, CSV and PDF reports).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { audit, writeFiles } from '../../helpers/audit-files.js';
import { MAX_HAND_ID, citedHandId } from '../../../engine/input/record-text.js';
import { handSchema } from '../../../engine/input/normalize.js';

const HANDS = JSON.parse(readFileSync(new URL('../../../fixtures/pe-pot-luck-black-jack/clean-examples.json', import.meta.url), 'utf8')) as Record<string, any>[];

describe('a hand_id past the schema\'s length', () => {
  it('MAX_HAND_ID is the schema\'s own limit', () => {
    expect(MAX_HAND_ID).toBe((handSchema as { properties: { hand_id: { maxLength: number } } }).properties.hand_id.maxLength);
    expect([citedHandId('x'.repeat(200)), citedHandId('x'.repeat(201)), citedHandId(''), citedHandId(5)]).toEqual(['x'.repeat(200), undefined, undefined, undefined]);
  });

  it('NDJSON: rejected naming hand_id, the finding names no hand and its message quotes a clipped preview', async () => {
    const long = 'L'.repeat(100_000);
    const [p] = writeFiles({ 'a.ndjson': [{ ...HANDS[0]!, hand_id: long }, HANDS[1]!].map((h) => JSON.stringify(h)).join('\n') + '\n' });
    const r = await audit([p!]);
    expect(r.summary).toMatchObject({ hands: 2, audited: 1, rejected: 1 });
    const [f] = r.findings.filter((x) => x.category === 'input');
    expect(f).toMatchObject({ rule: 'input-schema', field: 'hand_id', hand_id: null, source: { line: 1, index: 0 } });
    expect(f!.message.en.length).toBeLessThan(400);
    expect(f!.message.en).toContain('must NOT have more than 200 characters');
  });

  it('CSV: a broken row of a hand with an over-long id is rejected without naming it', async () => {
    const long = 'C'.repeat(5000);
    const text = `hand_id,game,table_id,started_at,type,seat,spot,amount\n${long},pot-luck-blackjack,T,2026-11-28T21:00:00-05:00,bet,1,main,10\n${long},,,,bet,1,main,10,extra\n`;
    const [p] = writeFiles({ 'a.csv': text });
    const r = await audit([p!]);
    expect(r.summary).toMatchObject({ hands: 1, rejected: 1 });
    const [f] = r.findings.filter((x) => x.category === 'input');
    expect(f).toMatchObject({ hand_id: null, source: { line: 3 } });
  });
});

// The format bounds no game's nor ruleset's length, and the three refusals that name them quoted them whole: a
// game of a megabyte was a megabyte of message on every finding line (terminal, CSV), and `audit --pdf` spent more
// than ten minutes setting the word. Quoted now as a schema refusal quotes the log's text: 60 characters and "…".
describe('a game or ruleset of any length', () => {
  it('unknown game, unknown catalog, a catalog that does not govern the game: each quoted clipped, the field named', async () => {
    const noRuleset = { ...HANDS[0]!, hand_id: 'LONG-GAME', game: 'G'.repeat(1_000_000) };
    delete (noRuleset as Record<string, unknown>)['ruleset'];
    const hands = [
      noRuleset,
      { ...HANDS[0]!, hand_id: 'LONG-RULESET', ruleset: 'R'.repeat(1_000_000) },
      { ...HANDS[0]!, hand_id: 'LONG-OTHER-GAME', ruleset: 'pe-pot-luck-black-jack', game: 'g'.repeat(1_000_000) },
      { ...HANDS[0]!, hand_id: 'SHORT', ruleset: 'xx-no-such', game: 'pot-luck-blackjack' },
      HANDS[1]!,
    ];
    const [p] = writeFiles({ 'a.ndjson': hands.map((h) => JSON.stringify(h)).join('\n') + '\n' });
    const r = await audit([p!]);
    expect(r.summary).toMatchObject({ hands: 5, audited: 1, rejected: 4 });
    const input = r.findings.filter((x) => x.category === 'input');
    const said = input.map((f) => [f.hand_id, f.rule, f.field, f.message.en.slice(f.message.en.indexOf(']): ') + 4)]);
    expect(said).toEqual([
      ['LONG-GAME', 'input-schema', 'game', `unknown game "${'G'.repeat(59)}…: no ruleset audits it`],
      ['LONG-RULESET', 'input-unknown-ruleset', 'ruleset', expect.stringMatching(new RegExp(`^no catalog "${'R'.repeat(59)}… \\(available: pe-pot-luck-black-jack, `))],
      ['LONG-OTHER-GAME', 'input-game-mismatch', 'game', `catalog pe-pot-luck-black-jack does not govern the game "${'g'.repeat(59)}… (it governs: pot-luck-blackjack, blackjack)`],
      ['SHORT', 'input-unknown-ruleset', 'ruleset', expect.stringMatching(/^no catalog "xx-no-such" \(available: /)],
    ]);
    for (const f of input) expect(f.message.en.length + f.message.es.length).toBeLessThan(800);
  });
});
