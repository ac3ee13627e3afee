// export25: hands written to an NDJSON file with no line end between them (`{…}{…}`, a script that forgot the "\n",
// or `{…} {…}`). The line was one rejected record ("Unexpected non-whitespace character after JSON"): 200 hands
// written two a line were counted as 100, none audited. Each object of such a line is now a hand of that line,
// counted and audited, said once a file; a line that is not objects alone one after another reads as before.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, STACK, veedor } from '../../cli/run-cli.js';
import { audit, writeFiles } from '../../helpers/audit-files.js';
import { toUnits } from '../../../engine/core/money.js';
import { objectsInLine } from '../../../engine/input/readers.js';

const HAND = JSON.parse(readFileSync(join(ROOT, 'fixtures/pe-pot-luck-black-jack/clean-examples.json'), 'utf8'))[0] as { events: Record<string, unknown>[] };
/** The clean hand, its second box's split hand paid `paid` (100 is right). */
const hand = (id: string, paid = 100) => JSON.stringify({ ...HAND, hand_id: id, events: HAND.events.map((e, i) => (i === 21 ? { ...e, amount: paid } : e)) });
const NOTE = 'the line holds several JSON objects one after another (hands written with no line end between them): each is read as a hand, with this line';
const shape = (r: Awaited<ReturnType<typeof audit>>) => r.findings.map((f) => [f.rule, f.hand_id, f.source?.line, f.event ?? null, f.actual === undefined ? null : toUnits(f.actual)]);

describe('NDJSON with several hands on one line', () => {
  it('fixture: the hand paid 90 draws one finding at event 22', async () => {
    const r = await audit(writeFiles({ 'one.ndjson': `${hand('A', 90)}\n` }));
    expect(shape(r)).toEqual([['win-pays-1-to-1', 'A', 1, 22, 90]]);
  });

  it('{A}{B} {C}, then {D}: four hands audited, A to C on line 1, one note on line 1; findings as one hand a line gives them', async () => {
    const joined = await audit(writeFiles({ 'joined.ndjson': `${hand('A')}${hand('B', 90)} \t${hand('C')}\n${hand('D', 110)}\n` }));
    const apart = await audit(writeFiles({ 'apart.ndjson': [hand('A'), hand('B', 90), hand('C'), hand('D', 110)].join('\n') + '\n' }));
    expect([joined.summary.hands, joined.summary.audited, joined.summary.rejected]).toEqual([4, 4, 0]);
    expect(joined.findings.filter((f) => f.category === 'input').map((f) => [f.rule, f.source?.line, f.message.en.replace(/^[^)]*\): /, '')])).toEqual([['input-file', 1, NOTE]]);
    expect(shape(joined).filter(([rule]) => rule !== 'input-file')).toEqual([['win-pays-1-to-1', 'B', 1, 22, 90], ['win-pays-1-to-1', 'D', 2, 22, 110]]);
    expect(shape(apart).map(([rule, id, , ev, amt]) => [rule, id, ev, amt])).toEqual([['win-pays-1-to-1', 'B', 22, 90], ['win-pays-1-to-1', 'D', 22, 110]]);
  });

  it('a second object that is not a hand is rejected on its line, counted; the first audited', async () => {
    const r = await audit(writeFiles({ 'x.ndjson': `${hand('A')}{"hand_id":"Z"}\n` }));
    expect([r.summary.hands, r.summary.audited, r.summary.rejected]).toEqual([2, 1, 1]);
    expect(r.findings.map((f) => [f.rule, f.source?.line, f.source?.index])).toEqual([['input-file', 1, undefined], ['input-schema', 1, 1]]);
  });

  it('a line cut short after its first hand ({A}{B cut) stays one rejected record, as before', async () => {
    const r = await audit(writeFiles({ 'cut.ndjson': `${hand('A')}${hand('B').slice(0, 200)}\n${hand('C')}\n` }));
    expect([r.summary.hands, r.summary.audited, r.summary.rejected]).toEqual([2, 1, 1]);
    expect(r.findings.map((f) => [f.rule, f.source?.line])).toEqual([['input-unreadable', 1]]);
  });

  it('objectsInLine: braces inside strings and nested lists do not split; other text between is no split', () => {
    expect(objectsInLine('{"a":"}{"}{"b":[{"c":1},{"d":"\\"}"}]}')).toEqual(['{"a":"}{"}', '{"b":[{"c":1},{"d":"\\"}"}]}']);
    expect(objectsInLine('{"a":1}')).toBeUndefined();
    expect(objectsInLine('{"a":1},{"b":2}')).toBeUndefined();
    expect(objectsInLine('{"a":1}{"b":2')).toBeUndefined();
    expect(objectsInLine('{"a":"x}{y"}')).toBeUndefined();
  });

  it('veedor audit --workers 2, Spanish: the same four hands, the note in Spanish', () => {
    const [log] = writeFiles({ 'w.ndjson': `${hand('A')}${hand('B', 90)}${hand('C')}\n${hand('D', 110)}\n` });
    const r = veedor(['audit', log!, '--format', 'json', '--workers', '2']);
    expect(r.stderr).not.toMatch(STACK);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout);
    expect([doc.summary.hands, doc.summary.audited, doc.summary.rejected]).toEqual([4, 4, 0]);
    expect(doc.findings.map((f: { rule: string; hand_id: string | null }) => [f.rule, f.hand_id])).toEqual([['input-file', null], ['win-pays-1-to-1', 'B'], ['win-pays-1-to-1', 'D']]);
    expect(doc.findings[0].message).toMatch(/w\.ndjson:1\): la línea contiene varios objetos JSON seguidos/);
  });
});
