// A file read as NDJSON (named .ndjson/.jsonl, or --input ndjson) that holds a JSON document: a pretty-printed
// hand (one hand counted as 155 rejected records, one per line), or an array (on one line: its three hands one
// record, "not a JSON object", the hands inside lost to the count). It starts as no NDJSON does (with [, or
// with { alone on its line): it is read as JSON, said once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, STACK, veedor } from '../../cli/run-cli.js';
import { audit, writeFiles } from '../../helpers/audit-files.js';

const HAND = JSON.parse(readFileSync(join(ROOT, 'fixtures/pe-pot-luck-black-jack/clean-examples.json'), 'utf8'))[0] as Record<string, unknown>;
const hand = (id: string) => ({ ...HAND, hand_id: id });
const NOTE = 'the file is read as NDJSON (one hand a line) but holds a JSON document (it starts with a bracket, or with a brace alone on its line): read as JSON';

describe('an NDJSON file holding a JSON document', () => {
  it.each([
    ['pretty.ndjson', JSON.stringify([hand('A'), hand('B')], null, 1), 2],
    ['one-line-array.jsonl', JSON.stringify([hand('A'), hand('B'), hand('C')]), 3],
    ['pretty-hand.ndjson', JSON.stringify(hand('A'), null, 2), 1],
    ['hands-object.ndjson', '\ufeff\n' + JSON.stringify({ hands: [hand('A'), hand('B')] }, null, '\t'), 2],
  ])('%s: read as JSON, one note on line 1, every hand audited', async (name, text, n) => {
    const r = await audit(writeFiles({ [name]: text }));
    expect([r.summary.hands, r.summary.audited, r.summary.rejected]).toEqual([n, n, 0]);
    expect(r.findings.map((f) => [f.rule, f.source?.line, f.message.en.replace(/^[^)]*\): /, '')])).toEqual([['input-file', 1, NOTE]]);
  });

  it('NDJSON whose first hand starts with { and goes on on its line is NDJSON: no note', async () => {
    const r = await audit(writeFiles({ 'x.ndjson': `${JSON.stringify(hand('A'))}\n${JSON.stringify(hand('B'))}\n` }));
    expect([r.summary.hands, r.summary.audited, r.findings.length]).toEqual([2, 2, 0]);
  });

  it('veedor audit --input ndjson of a pretty-printed JSON file: 2 hands, exit 1 for the note, Spanish words', () => {
    const [log] = writeFiles({ 'export.txt': JSON.stringify([hand('A'), hand('B')], null, 2) });
    const r = veedor(['audit', log!, '--input', 'ndjson', '--format', 'json']);
    expect(r.stderr).not.toMatch(STACK);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout);
    expect([doc.summary.hands, doc.summary.audited, doc.summary.rejected]).toEqual([2, 2, 0]);
    expect(doc.findings[0].message).toMatch(/export\.txt:1\): el archivo se lee como NDJSON \(una mano por línea\) pero contiene un documento JSON/);
  });
});
