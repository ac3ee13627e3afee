// `{"hands": null}`, `{"hands": {...}}`: the format's wrapper with "hands" not a list. It was read as one hand and
// rejected for "required field hand_id is missing", which sends the reader to the wrong field. It is one record,
// rejected for "hands" (its line and the type it has), and the counts add up: one record read, one rejected.
import { describe, expect, it } from 'vitest';
import { readLogBytes } from '../../../engine/input/readers.js';
import type { RawRecord } from '../../../engine/input/readers.js';
import { audit, writeFiles } from '../../helpers/audit-files.js';

async function read(text: string) {
  const out: RawRecord[] = [];
  for await (const r of readLogBytes(Buffer.from(text), 'json')) out.push(r);
  return out.map((r) => (r.kind === 'unreadable'
    ? [r.kind, r.line, r.index, r.field ?? null, r.reason.code, r.reason.data?.['value'] ?? null]
    : r.kind === 'hand' ? [r.kind, (r.value as { hand_id?: string }).hand_id ?? null] : [r.kind, r.line ?? null, r.reason.code]));
}

describe('the wrapper\'s "hands" that is not a list', () => {
  it('null, an object, a string, a number, a boolean: one record rejected for "hands", on the line of its value', async () => {
    expect(await read('{"hands": null}\n')).toEqual([['unreadable', 1, 0, 'hands', 'json.hands-not-list', 'null']]);
    expect(await read('{\n  "source": "table 7",\n  "hands":\n    {"hand_id": "A"}\n}\n'))
      .toEqual([['unreadable', 4, 0, 'hands', 'json.hands-not-list', 'object']]);
    expect(await read('{"hands": "A"}')).toEqual([['unreadable', 1, 0, 'hands', 'json.hands-not-list', 'string']]);
    expect(await read('{"hands": 3}')).toEqual([['unreadable', 1, 0, 'hands', 'json.hands-not-list', 'number']]);
    expect(await read('{"hands": false}')).toEqual([['unreadable', 1, 0, 'hands', 'json.hands-not-list', 'boolean']]);
  });

  it('a hand (it has a hand_id) with an extra "hands" member is still read as the hand it is', async () => {
    expect(await read('{"hand_id": "H1", "hands": null}')).toEqual([['hand', 'H1']]);
  });

  it('the audit: one input finding on field "hands" with file and line, one hand read and rejected', async () => {
    const [path] = writeFiles({ 'wrapped.json': '{\n  "hands": null\n}\n' });
    const r = await audit([path!]);
    expect(r.findings).toHaveLength(1);
    const f = r.findings[0]!;
    expect([f.category, f.field, f.source?.line, f.article]).toEqual(['input', 'hands', 2, 'Formato v1']);
    expect(f.message.en).toContain('wrapped.json:2 [hands]): "hands" is not a list but null');
    expect(f.message.es).toContain('"hands" no es una lista sino null');
    expect([r.summary.hands, r.summary.rejected, r.summary.audited]).toEqual([1, 1, 0]);
  });
});
