// `{"hands": [A, B], "hands": [C]}`: a JSON parser keeps the second array alone (C); the streaming reader read all three
// without a word. It still reads all three (nothing is dropped unseen), and now says the key came twice.
import { describe, expect, it } from 'vitest';
import { readLogBytes } from '../../../engine/input/readers.js';
import type { RawRecord } from '../../../engine/input/readers.js';

const hand = (id: string) => `{"hand_id":"${id}","game":"pot-luck-blackjack","table_id":"T","started_at":"2026-11-06T20:21:01-05:00","events":[]}`;

async function read(text: string) {
  const out: RawRecord[] = [];
  for await (const r of readLogBytes(Buffer.from(text), 'json')) out.push(r);
  return out.map((r) => (r.kind === 'hand' ? ['hand', (r.value as { hand_id: string }).hand_id] : [r.kind, r.line ?? null, r.reason.code]));
}

describe('the key "hands" written twice', () => {
  it('both arrays are read, and a file note says so, on the line of the second key', async () => {
    expect(await read(`{"hands":[${hand('A')},${hand('B')}],\n"hands":[${hand('C')}]}`)).toEqual([
      ['hand', 'A'], ['hand', 'B'], ['file-problem', 2, 'json.hands-twice'], ['hand', 'C'],
    ]);
  });

  it('one "hands" key, other keys beside it: no note', async () => {
    expect(await read(`{"meta":{"hands":1},"hands":[${hand('A')}],"more":{"hands":[]}}`)).toEqual([['hand', 'A']]);
  });
});
