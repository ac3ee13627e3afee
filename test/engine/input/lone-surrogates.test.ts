// A string that is not well-formed Unicode (a lone UTF-16 surrogate) is refused naming its field, whether the log
// writes it as a JSON escape or it stands in the text itself; a line with neither (no escape at all, every
// surrogate paired) is marked sound by the reader, and only then is the value not walked for one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseLine } from '../../../engine/input/readers.js';
import { parseRecord } from '../../../audit/record.js';
import { ROOT } from '../../cli/run-cli.js';

const line = readFileSync(`${ROOT}/fixtures/demo/pot-luck-lima.ndjson`, 'utf8').split('\n')[0]!;
const dealer = (JSON.parse(line) as { dealer_id: string }).dealer_id;
const field = `"dealer_id": "${dealer}"`;
/** The line with its dealer id followed by `tail`, as written in the JSON text. */
const withDealer = (tail: string) => {
  if (!line.includes(field)) throw new Error(`the fixture no longer writes ${field}`);
  return line.replace(field, `"dealer_id": "${dealer}${tail}"`);
};

function parsed(text: string) {
  const rec = parseLine(text, 1, 0);
  if (rec.kind !== 'hand') throw new Error(`unreadable: ${JSON.stringify(rec)}`);
  return { sound: rec.sound, result: parseRecord(rec.value, { path: 'x.ndjson', line: 1, index: 0 }, {}, rec.texts, rec.sound) };
}

describe('lone surrogates and the reader\'s sound mark', () => {
  it('a plain line is sound and audited; an escape makes it unsound, and a well-formed escape is still audited', () => {
    expect(parsed(line)).toMatchObject({ sound: true, result: { kind: 'hand' } });
    const r = parsed(withDealer('\\u00e9'));
    expect(r.sound).toBe(false);
    expect(r.result.kind === 'hand' && r.result.hand.dealer_id).toBe(`${dealer}é`);
  });

  it('an escaped lone surrogate is refused, naming dealer_id', () => {
    const r = parsed(withDealer('\\ud800'));
    expect(r.sound).toBe(false);
    expect(r.result).toMatchObject({ kind: 'invalid', problem: { field: 'dealer_id', reason: { code: 'record.lone-surrogate' } } });
  });

  it('a lone surrogate in the text itself (no escape) is refused by the reader: only bytes that are not UTF-8 decode to one', () => {
    // No UTF-8 or Latin-1 text holds a lone surrogate: the readers decode each byte that is not UTF-8 to one
    // (engine/input/utf8-text.ts), and the record is refused for it, named by its hand_id.
    expect(parseLine(withDealer('\ud800'), 7, 3)).toEqual({ kind: 'unreadable', line: 7, index: 3, handId: JSON.parse(line).hand_id, reason: { code: 'record.not-utf8', data: { what: 'line' } } });
  });
});
