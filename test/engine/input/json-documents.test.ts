// A JSON log's outer shape: an empty list is said (never a clean audit of nothing), a string is no log (not an empty
// file), objects written one after another (NDJSON saved as .json) are each a hand, and a wrapper member beside
// "hands" that may hold hands is said not to be read. The splitter gives the same items however the text is chunked.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { audit, writeFiles } from '../../helpers/audit-files.js';
import { splitChunks } from '../../helpers/json-split.js';

const HANDS = JSON.parse(readFileSync(new URL('../../../fixtures/pe-pot-luck-black-jack/clean-examples.json', import.meta.url), 'utf8')) as Record<string, any>[];
const hand = (i: number, id: string) => ({ ...HANDS[i]!, hand_id: id });
const bad = (id: string) => ({ ...HANDS[0]!, hand_id: id, started_at: 'yesterday' });

async function run(text: string) {
  const [p] = writeFiles({ 'log.json': text });
  const r = await audit([p!]);
  return {
    counts: [r.summary.hands, r.summary.audited, r.summary.rejected],
    input: r.findings.filter((f) => f.category === 'input').map((f) => ({ rule: f.rule, line: f.source.line, index: f.source.index, hand_id: f.hand_id, en: f.message.en })),
  };
}

const split = splitChunks;

describe('a JSON log\'s outer shape', () => {
  it('[] and {"hands": []}: no hands, said on the line the list closes, never a clean audit', async () => {
    for (const text of ['[]', '{"hands": [\n]}']) {
      const r = await run(text);
      expect(r.counts).toEqual([0, 0, 0]);
      expect(r.input).toEqual([{ rule: 'input-file', line: text.includes('\n') ? 2 : 1, index: undefined, hand_id: null, en: expect.stringContaining('the JSON list of hands is empty: no hands') }]);
    }
  });

  // hostile31: `null`, `"x"` and `42` are JSON (one value, no log), and were said «not JSON».
  it('a single JSON value where the document starts: said as that value, with what a log is (not "empty"), once', async () => {
    const log = 'a single JSON value, where a hand log starts: a JSON log starts with [ or { (a list of hands, one hand, or an object whose "hands" is the list); no hand read';
    for (const [text, what] of [['"x"', 'a string'], ['null', 'null'], ['"a hand" {}', 'a string'], ['42', 'a number'], ['-0.5\n', 'a number'], ['true', 'true'], [' false', 'false']]) {
      const r = await run(text!);
      expect(r.counts).toEqual([0, 0, 0]);
      expect(r.input.map((f) => f.en.replace(/^.*log\.json:1\): /, ''))).toEqual([`the file starts with ${what}, ${log}`]);
    }
    const [p] = writeFiles({ 'log.json': 'null' });
    expect((await audit([p!])).findings.map((f) => f.message.es.replace(/^.*log\.json:1\): /, ''))).toEqual(['el archivo empieza por null, un solo valor JSON, donde empieza un registro de manos: ' +
      'un registro JSON empieza por [ o { (una lista de manos, una mano o un objeto cuyo "hands" es la lista); no se leyó ninguna mano']);
  });

  it('text no JSON value starts with: not JSON, with what a log is', async () => {
    for (const text of ['hello', 'nullable', 'x,y\n1,2']) {
      const r = await run(text);
      expect(r.input.map((f) => f.en)).toEqual([expect.stringMatching(/: the file is not JSON: it must start with \[ or \{ \(a list of hands, one hand, or an object whose "hands" is the list\)$/)]);
    }
  });

  it('NDJSON saved as .json: every object is a hand with its own line and index, the form said once', async () => {
    const text = [hand(0, 'D-1'), hand(1, 'D-2'), bad('D-3'), hand(2, 'D-4')].map((h) => JSON.stringify(h)).join('\n') + '\n';
    const r = await run(text);
    expect(r.counts).toEqual([4, 3, 1]);
    expect(r.input).toEqual([
      { rule: 'input-file', line: 2, index: undefined, hand_id: null, en: expect.stringContaining('several JSON objects one after another') },
      { rule: 'input-schema', line: 3, index: 2, hand_id: 'D-3', en: expect.stringContaining('"yesterday" is not an ISO 8601 date-time with its offset') },
    ]);
  });

  it('a wrapper member beside "hands" that holds a list is said not to be read; a scalar or object note is not', async () => {
    const text = JSON.stringify({ source: 'x', older: [hand(2, 'W-0')], hands: [hand(0, 'W-1')], more: [hand(1, 'W-2')], meta: { n: [1] }, count: 2 });
    const r = await run(text);
    expect(r.counts).toEqual([1, 1, 0]);
    expect(r.input.map((f) => f.en)).toEqual([
      expect.stringContaining('the member "older" beside "hands" is a list, and is not read'),
      expect.stringContaining('the member "more" beside "hands" is a list, and is not read'),
    ]);
    expect((await run(JSON.stringify({ source: 'x', hands: [hand(0, 'W-1')], note: 'y' }))).input).toEqual([]);
  });

  // `cat a.json b.json` of two compact lists (JSON.stringify's form): the second list was read as text after the first,
  // one element that is "not a JSON object", its hands unaudited and uncounted (3 = 2 + 1 for five hands).
  it('lists written one after another (logs joined with cat), on one line each or pretty-printed: every hand read, said once', async () => {
    const first = [hand(0, 'C-1'), hand(1, 'C-2')];
    const second = [hand(2, 'C-3'), bad('C-4'), hand(0, 'C-5')];
    const compact = await run(JSON.stringify(first) + '\n' + JSON.stringify(second) + '\n');
    expect(compact.counts).toEqual([5, 4, 1]);
    expect(compact.input).toEqual([
      { rule: 'input-file', line: 2, index: undefined, hand_id: null, en: expect.stringContaining('several JSON arrays one after another (logs joined with cat?): the hands of each are read') },
      { rule: 'input-schema', line: 2, index: 3, hand_id: 'C-4', en: expect.stringContaining('"yesterday" is not an ISO 8601 date-time') },
    ]);
    const pretty = JSON.stringify(first, null, 1) + '\n' + JSON.stringify(second, null, 1) + '\n';
    const r = await run(pretty);
    const secondAt = JSON.stringify(first, null, 1).split('\n').length + 1;
    expect(r.counts).toEqual([5, 4, 1]);
    expect(r.input.map((f) => [f.rule, f.line, f.index, f.hand_id])).toEqual([['input-file', secondAt, undefined, null], ['input-schema', secondAt + JSON.stringify([hand(2, 'C-3')], null, 1).split('\n').length - 1, 3, 'C-4']]);
  });

  // recon22: a pretty-printed list with 42 and null between two hands was read as 3 hands, 0 rejected, and one
  // input-file note ("skipped to line ..."): two records neither audited nor rejected, and the hands after them
  // numbered 1 and 2 instead of 3 and 4. One such value alone, or the two on one line, were each a rejected record.
  // split25: refused by the rule the same values get on one line and in NDJSON (input-schema), not input-unreadable.
  it('values that are not hands, one a line where the hands start: each a record, counted and rejected, with its line and index', async () => {
    const text = JSON.stringify([hand(0, 'V-1'), 42, null, 'x', hand(1, 'V-2'), bad('V-3')], null, 1) + '\n';
    const at = JSON.stringify([hand(0, 'V-1')], null, 1).split('\n').length; // the line after the first hand's
    const r = await run(text);
    expect(r.counts).toEqual([6, 2, 4]);
    expect(r.input).toEqual([
      ...[1, 2, 3].map((index, n) => ({ rule: 'input-schema', line: at + n, index, hand_id: null, en: expect.stringContaining('record is not a JSON object (a hand)') })),
      { rule: 'input-schema', line: expect.any(Number), index: 5, hand_id: 'V-3', en: expect.stringContaining('"yesterday" is not an ISO 8601 date-time') },
    ]);
    expect((await run(JSON.stringify([hand(0, 'V-1'), 42, hand(1, 'V-2')], null, 1))).counts).toEqual([3, 2, 1]);
    const compact = await run(JSON.stringify([hand(0, 'V-1'), 42, null, 'x', hand(1, 'V-2'), bad('V-3')]) + '\n');
    expect(compact.input.map((f) => [f.rule, f.index, f.en.replace(/^.*\): /, '')])).toEqual(r.input.map((f) => [f.rule, f.index, f.en.replace(/^.*\): /, '')]));
  });

  // hostile24: an empty object `{}` on its line between two hands was taken for a stray brace ("text on line N where a
  // hand should start is not one"): not counted, 2 hands where the same list on one line counts 3 (one rejected).
  it('an empty object on its line where the hands start: a record, counted and rejected (hand_id missing), as on one line', async () => {
    const list = [hand(0, 'E-1'), {}, true, {}, hand(1, 'E-2')];
    const at = JSON.stringify([hand(0, 'E-1')], null, 1).split('\n').length;
    const r = await run(JSON.stringify(list, null, 1) + '\n');
    expect(r.counts).toEqual([5, 2, 3]);
    expect(r.input.map((f) => [f.rule, f.line, f.index])).toEqual([['input-schema', at, 1], ['input-schema', at + 1, 2], ['input-schema', at + 2, 3]]);
    expect((await run(JSON.stringify(list))).counts).toEqual([5, 2, 3]);
  });

  it('the splitter gives the same items at every single cut of these texts', () => {
    const texts = [
      '[]', '{"hands": []}', '"x"', 'null', JSON.stringify([hand(0, 'V-1'), 42, null, 'x', hand(1, 'V-2')], null, 1),
      JSON.stringify([hand(0, 'E-1'), {}, true, {}, hand(1, 'E-2')], null, 1),
      [hand(0, 'D-1'), hand(1, 'D-2')].map((h) => JSON.stringify(h)).join('\n'),
      JSON.stringify({ source: 'x', hands: [hand(0, 'W-1')], more: [1], meta: {} }),
      JSON.stringify([hand(0, 'C-1')]) + '\n' + JSON.stringify([hand(1, 'C-2'), hand(2, 'C-3')]),
    ];
    for (const text of texts) {
      const whole = split([text]);
      for (let cut = 1; cut < text.length; cut += Math.max(1, Math.floor(text.length / 200))) {
        expect(split([text.slice(0, cut), text.slice(cut)])).toEqual(whole);
      }
    }
  });
});
