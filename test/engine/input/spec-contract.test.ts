import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { audit, writeFiles } from '../../helpers/audit-files.js';

// Statements of docs/spec/hand-log-format.md read against what Veedor does with a log written from them.
const examples = readFileSync(new URL('../../../fixtures/pe-pot-luck-black-jack/clean-examples.json', import.meta.url), 'utf8');
const HANDS = JSON.parse(examples) as Record<string, any>[];
const line = (h: unknown) => JSON.stringify(h);

function inputFindings(r: Awaited<ReturnType<typeof audit>>) {
  return r.findings.filter((f) => f.category === 'input').map((f) => ({
    rule: f.rule, line: f.source.line, field: f.field, hand_id: f.hand_id,
  }));
}

/** The hand with its first deal's card replaced, and that event's index. */
function withFirstCard(i: number, card: string): [Record<string, any>, number] {
  const h = structuredClone(HANDS[i]!) as Record<string, any>;
  const at = (h['events'] as Record<string, unknown>[]).findIndex((e) => e['type'] === 'deal');
  h['events'][at]['card'] = card;
  return [h, at];
}

describe('hand-log format, Cards: "rank one of A 2 3 4 5 6 7 8 9 T J Q K (10 accepted for T), suit one of s h d c (upper case accepted) ... Anything else is an input error"', () => {
  it('a lower-case rank ("ah", "td", "kS") is anything else: that hand rejected naming the card, the others audited', async () => {
    for (const card of ['ah', 'td', 'kS']) {
      const [odd, at] = withFirstCard(1, card);
      const [p] = writeFiles({ 'a.ndjson': [line(HANDS[0]), line(odd), line(HANDS[2])].join('\n') + '\n' });
      const r = await audit([p!]);
      expect(r.summary).toMatchObject({ hands: 3, audited: 2, rejected: 1 });
      expect(inputFindings(r)).toEqual([{ rule: 'input-schema', line: 2, field: `events[${at}].card`, hand_id: HANDS[1]!['hand_id'] }]);
    }
  });

  it('an upper-case suit and "10" for T are the same card: the hand audited as the original', async () => {
    const orig = HANDS[1]!['events'].find((e: Record<string, unknown>) => e['type'] === 'deal')['card'] as string;
    const [upper] = withFirstCard(1, orig[0] + orig[1]!.toUpperCase());
    const [p] = writeFiles({ 'a.ndjson': [line(HANDS[0]), line(upper)].join('\n') + '\n' });
    const r = await audit([p!]);
    expect(r.summary).toMatchObject({ hands: 2, audited: 2, rejected: 0 });
    expect(r.findings).toEqual([]);
  });
});
