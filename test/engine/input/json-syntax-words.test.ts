// A record JSON.parse refuses is said in the reader's language. The Spanish line carried V8's English:
// "Registro ilegible (x.ndjson:2): la línea no es JSON válido (Unexpected non-whitespace character after JSON at
// position 1674)". The parser's detail is now worded in each language (engine/core/reasons.ts jsonSyntaxReason).
import { describe, expect, it } from 'vitest';
import { audit, writeFiles } from '../../helpers/audit-files.js';

describe('a record that is not valid JSON', () => {
  // export25: two hands on one line with blank space alone between them are each read (ndjson-several-on-line.test.ts);
  // a hand followed by other text on its line is still refused, as is a line cut short.
  it('NDJSON: a hand with text after it on its line, a line cut short; each refused on its line, in Spanish and English', async () => {
    const hand = (id: string) => JSON.stringify({ hand_id: id, game: 'pot-luck-blackjack', table_id: 'T', started_at: '2026-11-06T20:21:01-05:00', events: [] });
    const [path] = writeFiles({ 'x.ndjson': `${hand('A')} 42\n{"hand_id":"C","game":"pot\n` });
    const r = await audit([path!]);
    expect([r.summary.hands, r.summary.rejected]).toEqual([2, 2]);
    const unreadable = r.findings.filter((f) => f.rule === 'input-unreadable');
    const at = hand('A').length;
    expect(unreadable.map((f) => [f.source?.line, f.message.es.replace(path!, 'x.ndjson'), f.message.en.replace(path!, 'x.ndjson')])).toEqual([
      [1, `Registro ilegible (x.ndjson:1): la línea no es JSON válido (texto tras el final del JSON en la posición ${at + 1})`,
        `Unreadable record (x.ndjson:1): line is not valid JSON (Unexpected non-whitespace character after JSON at position ${at + 1})`],
      [2, 'Registro ilegible (x.ndjson:2): la línea no es JSON válido (un texto sin cerrar en la posición 26)',
        'Unreadable record (x.ndjson:2): line is not valid JSON (Unterminated string in JSON at position 26)'],
    ]);
  });
});
