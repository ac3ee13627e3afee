// JSON's null on a field the hand-log format makes optional is the field absent, as an empty CSV cell is ("empty cells
// mean absent"): a table system exporting from SQL writes NULL for a pai gow table's shoe, a dealer not recorded, a
// hand index no split made. Such a hand was refused whole ("null must be string"), and every breach in it went
// unreported (spec24). A field the format requires is still refused when null, naming it, and so is a stake-adding
// decision whose amount is null (never a zero stake).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { audit, writeFiles } from '../../helpers/audit-files.js';
import { exampleLog } from '../../helpers/examples.js';

type Json = Record<string, any>;
const examples = (ruleset: string) => readFileSync(exampleLog(ruleset), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Json);
const CATALOGS = ['pe-pot-luck-black-jack', 'es-marbella-black-jack', 'pe-poker-caribeno', 'pe-dragon-six-baccarat', 'pr-8669-pai-gow-bonus'];
/** Every optional field a hand or its events leave out, written as null. */
function withNulls(h: Json): Json {
  const x = structuredClone(h);
  for (const k of ['ruleset', 'dealer_id', 'shoe_id']) x[k] ??= null;
  for (const e of x['events'] as Json[]) for (const k of ['by', 'detail', 'hand', 'face', 'medium', 'player', 'behind', 'number']) if (!(k in e)) e[k] = null;
  for (const k of ['max_payout', 'burn_rule', 'dealer_hole_card']) if (!(k in x['table'])) x['table'][k] = null;
  return x;
}
const strip = (f: Json) => ({ ...f, source: undefined });

describe('null on an optional field is the field absent', () => {
  it('every clean example, its optional fields null, audits clean (five catalogs)', async () => {
    for (const c of CATALOGS) {
      const [p] = writeFiles({ 'nulls.ndjson': examples(c).map((h) => JSON.stringify(withNulls(h))).join('\n') + '\n' });
      const r = await audit([p!]);
      expect(r.findings.map((f) => `${f.rule} ${f.field ?? ''}`), c).toEqual([]);
      expect(r.summary.rejected, c).toBe(0);
    }
  });

  it('a hand with a fault and null optional fields draws the findings of the same hand without them', async () => {
    const h = examples('pe-pot-luck-black-jack')[0]!;
    h['events'].find((e: Json) => e['type'] === 'payout')['amount'] = 90;
    const nulls = withNulls(h);
    nulls['currency'] = null;
    nulls['table']['currency'] = 'PEN';
    const [a, b] = writeFiles({ 'plain.ndjson': JSON.stringify(h) + '\n', 'nulls.ndjson': JSON.stringify(nulls) + '\n' });
    const plain = (await audit([a!])).findings;
    const read = (await audit([b!])).findings;
    expect(plain.map((f) => [f.rule, f.event, f.owed_to_player, f.currency])).toEqual([['win-pays-1-to-1', 22, 1000, 'PEN']]); // minor units in the run
    expect(read.map(strip)).toEqual(plain.map(strip));
  });

  it('a required field null is refused naming it; a stake-adding decision with amount null too', async () => {
    const base = examples('pe-pot-luck-black-jack')[0]!;
    const cases: [string, (h: Json) => void, string][] = [
      ['hand_id', (h) => { h['hand_id'] = null; }, 'hand_id'],
      ['table_id', (h) => { h['table_id'] = null; }, 'table_id'],
      ['started_at', (h) => { h['started_at'] = null; }, 'started_at'],
      ['events', (h) => { h['events'] = null; }, 'events'],
      ['a bet amount', (h) => { h['events'][2]['amount'] = null; }, 'events[2].amount'],
      ['a card', (h) => { h['events'][6]['card'] = null; }, 'events[6].card'],
      ['a split amount', (h) => { h['events'][14]['amount'] = null; }, 'events[14].amount'],
      ['a type', (h) => { h['events'][0]['type'] = null; }, 'events[0]'],
    ];
    const lines = cases.map(([, f]) => { const h = structuredClone(base); h['hand_id'] = `N-${Math.random()}`; f(h); return JSON.stringify(h); });
    const [p] = writeFiles({ 'required.ndjson': lines.join('\n') + '\n' });
    const r = await audit([p!]);
    expect(r.findings.map((f) => [f.source.line, f.category, f.field])).toEqual(cases.map(([, , field], i) => [i + 1, 'input', field]));
    // hostile31: a field its event requires, written null, is said null, not "missing" (the line holds it).
    expect(r.findings[4]!.message.en).toMatch(/\[events\[2\]\.amount\]\): required field amount is null: the format requires its value here \(null stands for absent only on an optional field\)$/);
    expect(r.findings[4]!.message.es).toMatch(/\[events\[2\]\.amount\]\): el campo obligatorio amount es null: el formato exige aquí su valor \(null equivale a ausente solo en un campo opcional\)$/);
    expect(r.findings[5]!.message.en).toMatch(/required field card is null/);
    // Absent, it is still missing.
    const absent = structuredClone(base);
    delete absent['events'][2]['amount'];
    const [q] = writeFiles({ 'absent.ndjson': JSON.stringify(absent) + '\n' });
    expect((await audit([q!])).findings[0]!.message.en).toMatch(/required field amount is missing$/);
  });

  it('a tables file\'s table with null fields is read as one without them', async () => {
    const h = examples('pe-pot-luck-black-jack')[0]!;
    const table = h['table'];
    delete h['table'];
    const [p] = writeFiles({ 'h.ndjson': JSON.stringify(h) + '\n' });
    const r = await audit([p!], { tables: new Map([[h['table_id'], { ...table, max_payout: null, seats: null, currency: null }]]) });
    expect(r.findings).toEqual([]);
  });
});
