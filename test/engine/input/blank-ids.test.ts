// hostile31: a hand_id of blank space alone ("   ", a tab, a no-break space) was accepted and audited as "Hand      ",
// a hand no report or dispute can cite (a CSV cell of blank space is an empty one, refused naming hand_id); "" was
// refused in the schema's words ('"" must NOT have fewer than 1 character'). Both are refused, naming the field, the
// finding naming no hand; the same for table_id. An id with blank space around text is text, audited.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { audit, writeFiles } from '../../helpers/audit-files.js';

const HANDS = JSON.parse(readFileSync(new URL('../../../fixtures/pe-pot-luck-black-jack/clean-examples.json', import.meta.url), 'utf8')) as Record<string, unknown>[];
const line = (h: Record<string, unknown>) => JSON.stringify(h);

describe('an id that is empty or blank space alone', () => {
  it('hand_id and table_id: refused naming the field, in es and en; the finding names no hand, and a second is no repeat', async () => {
    const ids = ['   ', '', '\t', '\u00a0', '   '];
    const lines = ids.map((id) => line({ ...HANDS[0], hand_id: id }));
    lines.push(line({ ...HANDS[1], table_id: '  ' }));
    lines.push(line({ ...HANDS[2], hand_id: ' X-1 ' }));
    const r = await audit(writeFiles({ 'blank.ndjson': lines.join('\n') + '\n' }));
    expect([r.summary.hands, r.summary.audited, r.summary.rejected]).toEqual([7, 1, 6]);
    const input = r.findings.filter((f) => f.category === 'input');
    expect(input.map((f) => [f.rule, f.source.line, f.field, f.hand_id])).toEqual([
      ['input-schema', 1, 'hand_id', null], ['input-schema', 2, 'hand_id', null], ['input-schema', 3, 'hand_id', null],
      ['input-schema', 4, 'hand_id', null], ['input-schema', 5, 'hand_id', null], ['input-schema', 6, 'table_id', HANDS[1]!['hand_id']],
    ]);
    expect(input[0]!.message.en).toMatch(/\[hand_id\]\): hand_id " {3}" is empty or only blank space: it names no hand a report or a dispute could cite; give each hand its own id$/);
    expect(input[0]!.message.es).toMatch(/\[hand_id\]\): el hand_id " {3}" está vacío o es solo espacio en blanco: no nombra ninguna mano que un informe o una reclamación puedan citar; dé a cada mano su propio id$/);
    expect(input[1]!.message.en).toMatch(/hand_id "" is empty or only blank space/);
    expect(input[2]!.message.en).toMatch(/hand_id "\\t" is empty or only blank space/);
    expect(input[5]!.message.en).toMatch(/\[table_id\]\): table_id " {2}" is empty or only blank space: it names no table/);
    expect(input[5]!.message.es).toMatch(/\[table_id\]\): el table_id " {2}" está vacío o es solo espacio en blanco: no nombra ninguna mesa/);
  });
});
