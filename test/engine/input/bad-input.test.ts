import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { audit, writeFiles } from '../../helpers/audit-files.js';
import { handsToCsv } from '../../../engine/input/to-csv.js';
import { serializeFinding } from '../../../audit/serialize.js';
import { veedor } from '../../cli/run-cli.js';

const examples = readFileSync(new URL('../../../fixtures/pe-pot-luck-black-jack/clean-examples.json', import.meta.url), 'utf8');
const HANDS = JSON.parse(examples) as Record<string, any>[];
const line = (h: unknown) => JSON.stringify(h);
const withId = (i: number, id: string) => ({ ...HANDS[i]!, hand_id: id });

function inputFindings(r: Awaited<ReturnType<typeof audit>>) {
  return r.findings.filter((f) => f.category === 'input').map((f) => ({
    rule: f.rule, line: f.source.line, field: f.field, hand_id: f.hand_id,
  }));
}

describe('bad input: every record ends audited or rejected, with file, line and field', () => {
  it('NDJSON: a garbage line in the middle is rejected with its line; the rest audited', async () => {
    const [p] = writeFiles({ 'a.ndjson': [line(HANDS[0]), 'this is not json', line(HANDS[1])].join('\n') + '\n' });
    const r = await audit([p!]);
    expect(r.summary).toMatchObject({ hands: 3, audited: 2, rejected: 1 });
    expect(inputFindings(r)).toEqual([{ rule: 'input-unreadable', line: 2, field: undefined, hand_id: null }]);
  });

  // (cards: null was the case here; null on a field the format makes optional is now the field absent, spec24: a deal
  // with cards: null is audited. A value there that is no list of cards is still refused, naming it.)
  it('NDJSON: another type\'s field with a value the schema does not see there (cards: 7 on a deal) is rejected naming it; the run goes on', async () => {
    const odd = structuredClone(HANDS[0]!) as Record<string, any>;
    const deal = (odd['events'] as Record<string, unknown>[]).findIndex((e) => e['type'] === 'deal');
    Object.assign(odd['events'][deal], { cards: 7 });
    const [p] = writeFiles({ 'a.ndjson': [line(odd), line(HANDS[1])].join('\n') + '\n' });
    const r = await audit([p!]);
    expect(r.summary).toMatchObject({ hands: 2, audited: 1, rejected: 1 });
    expect(inputFindings(r)).toEqual([{ rule: 'input-schema', line: 1, field: `events[${deal}].cards`, hand_id: HANDS[0]!['hand_id'] }]);
  });

  it('a record rejected for one event\'s field carries that event, 1-based, as the findings format says (events[2].amount -> event 3)', async () => {
    const odd = structuredClone(HANDS[0]!) as Record<string, any>;
    const bet = (odd['events'] as Record<string, unknown>[]).findIndex((e) => e['type'] === 'bet');
    odd['events'][bet]['amount'] = 12.345;
    const [p] = writeFiles({ 'a.ndjson': [line(odd), line(HANDS[1])].join('\n') + '\n' });
    const r = await audit([p!]);
    expect(r.summary).toMatchObject({ hands: 2, audited: 1, rejected: 1 });
    const [f] = r.findings.filter((x) => x.category === 'input');
    expect(f).toMatchObject({ rule: 'input-schema', field: `events[${bet}].amount`, event: bet + 1, source: { line: 1 } });
    expect(serializeFinding(f!, 'en')['event']).toBe(bet + 1);
  });

  it('NDJSON: a truncated last line is rejected; CRLF and a BOM are read normally', async () => {
    const text = '\ufeff' + [line(HANDS[0]), line(HANDS[1])].join('\r\n') + '\r\n' + line(HANDS[2]).slice(0, 80);
    const [p] = writeFiles({ 'a.ndjson': text });
    const r = await audit([p!]);
    expect(r.summary).toMatchObject({ hands: 3, audited: 2, rejected: 1 });
    expect(inputFindings(r)).toEqual([{ rule: 'input-unreadable', line: 3, field: undefined, hand_id: null }]);
    expect(r.findings.filter((f) => f.category !== 'input')).toEqual([]);
  });

  it('an empty file: no hands, a file-level note, counts zero', async () => {
    const [p] = writeFiles({ 'empty.ndjson': '' });
    const r = await audit([p!]);
    expect(r.summary).toMatchObject({ hands: 0, audited: 0, rejected: 0 });
    expect(r.findings.map((f) => [f.rule, f.hand_id])).toEqual([['input-file', null]]);
    expect(r.findings[0]!.message.en).toMatch(/empty/);
  });

  it('a binary file: nothing read, a file-level note', async () => {
    const [p] = writeFiles({ 'x.ndjson': Buffer.from([0x7b, 0x00, 0xff, 0x10, 0x0a]) });
    const r = await audit([p!]);
    expect(r.summary.hands).toBe(0);
    expect(r.findings[0]!.message.en).toMatch(/binary/);
  });

  it('JSON: an array missing its closing bracket keeps every complete hand', async () => {
    const [p] = writeFiles({ 'a.json': '[\n' + [line(HANDS[0]), line(HANDS[1])].join(',\n') + '\n' });
    const r = await audit([p!]);
    expect(r.summary).toMatchObject({ hands: 2, audited: 2, rejected: 0 });
    expect(r.findings.map((f) => f.rule)).toEqual(['input-file']);
    expect(r.findings[0]!.message.en).toMatch(/before the JSON array is closed/);
  });

  it('JSON: truncated in the middle of a hand: that hand rejected with its line and index', async () => {
    const text = '[\n' + line(HANDS[0]) + ',\n' + line(HANDS[1]).slice(0, 200);
    const [p] = writeFiles({ 'a.json': text });
    const r = await audit([p!]);
    expect(r.summary).toMatchObject({ hands: 2, audited: 1, rejected: 1 });
    const bad = r.findings.find((f) => f.rule === 'input-unreadable')!;
    expect([bad.source.line, bad.source.index]).toEqual([3, 1]);
  });

  it('JSON: one hand object, and {"hands": [...]}, are both read', async () => {
    const [one, wrapped] = writeFiles({
      'one.json': JSON.stringify(HANDS[0], null, 2),
      'wrapped.json': JSON.stringify({ source: 'x', hands: [withId(1, 'W-1'), withId(2, 'W-2')], note: 'y' }, null, 1),
    });
    expect((await audit([one!])).summary).toMatchObject({ hands: 1, audited: 1 });
    expect((await audit([wrapped!])).summary).toMatchObject({ hands: 2, audited: 2 });
  });

  it('bad cards, amounts with three decimals, negative amounts, numbers as strings, 1e309: each rejected with the field', async () => {
    const mutate = (id: string, f: (h: any) => void) => {
      const h = structuredClone(withId(0, id));
      f(h);
      return line(h);
    };
    const lines = [
      mutate('C-1H', (h) => { h.events[6].card = '1h'; }),
      mutate('C-ZZ', (h) => { h.events[6].card = 'Zz'; }),
      mutate('C-AS', (h) => { h.events[6].card = 'AS '; }),
      mutate('M-3DEC', (h) => { h.events[2].amount = 55.125; }),
      mutate('M-NEG', (h) => { h.events[2].amount = -55; }),
      mutate('M-STR', (h) => { h.events[2].amount = '55'; }),
      line(withId(0, 'M-INF')).replace('"amount": 55', '"amount": 1e309').replace('"amount":55', '"amount":1e309'),
      mutate('P-99', (h) => { h.events[6].to = 'seat:99'; }),
    ];
    const [p] = writeFiles({ 'bad.ndjson': lines.join('\n') });
    const r = await audit([p!]);
    expect(r.summary).toMatchObject({ hands: 8, audited: 0, rejected: 8 });
    expect(inputFindings(r)).toEqual([
      { rule: 'input-schema', line: 1, field: 'events[6].card', hand_id: 'C-1H' },
      { rule: 'input-schema', line: 2, field: 'events[6].card', hand_id: 'C-ZZ' },
      { rule: 'input-schema', line: 3, field: 'events[6].card', hand_id: 'C-AS' },
      { rule: 'input-schema', line: 4, field: 'events[2].amount', hand_id: 'M-3DEC' },
      { rule: 'input-schema', line: 5, field: 'events[2].amount', hand_id: 'M-NEG' },
      { rule: 'input-schema', line: 6, field: 'events[2].amount', hand_id: 'M-STR' },
      { rule: 'input-schema', line: 7, field: 'events[2].amount', hand_id: 'M-INF' },
      { rule: 'input-not-replayable', line: 8, field: 'events[6].to', hand_id: 'P-99' },
    ]);
    const byId = new Map(r.findings.map((f) => [f.hand_id, f.message.en]));
    expect(byId.get('M-3DEC')).toMatch(/more than two decimals/);
    expect(byId.get('C-AS')).toMatch(/"AS " is not a card/);
    expect(byId.get('P-99')).toMatch(/seat 99, which has no wager/);
  });

  it('a duplicate hand id within a file: the repeat rejected, the first audited; the same id at another start in another file is that log\'s own hand', async () => {
    // The next day's hand numbered alike (the same id and table, another start): another hand. The same hand (the same
    // start too) in another file is a repeat: test/cli/same-hand-two-logs.test.ts.
    const nextDay = { ...HANDS[0], started_at: String(HANDS[0]!['started_at']).replace('2026-11-06', '2026-11-07') };
    expect(nextDay.started_at).not.toBe(HANDS[0]!['started_at']);
    const [a, b] = writeFiles({ 'a.ndjson': line(HANDS[0]) + '\n' + line(HANDS[0]) + '\n', 'b.ndjson': line(nextDay) + '\n' });
    const r = await audit([a!, b!]);
    expect(r.summary).toMatchObject({ hands: 3, audited: 2, rejected: 1 });
    expect(inputFindings(r).map((f) => [f.rule, f.line, f.hand_id])).toEqual([['input-duplicate-hand-id', 2, 'EX-PLBJ-000014']]);
    expect(r.inputs.map((i) => [i.hands, i.rejected])).toEqual([[2, 1], [1, 0]]);
  });

  it('an unknown game and an unknown ruleset are rejected by name', async () => {
    const [p] = writeFiles({
      'a.ndjson': [
        line({ ...withId(0, 'G-1'), game: 'roulette', ruleset: undefined }),
        line({ ...withId(1, 'R-1'), ruleset: 'xx-nope' }),
        line({ ...withId(2, 'M-1'), game: 'caribbean-stud' }),
      ].join('\n'),
    });
    const r = await audit([p!]);
    expect(inputFindings(r).map((f) => [f.rule, f.field])).toEqual([
      ['input-schema', 'game'], ['input-unknown-ruleset', 'ruleset'], ['input-game-mismatch', 'game'],
    ]);
  });

  it('Latin-1 text is read, with a note', async () => {
    const h = { ...withId(0, 'L-1'), dealer_id: 'Begoña' };
    const [p] = writeFiles({ 'a.ndjson': Buffer.from(line(h) + '\n', 'latin1') });
    const r = await audit([p!]);
    expect(r.summary).toMatchObject({ hands: 1, audited: 1 });
    expect(r.findings.map((f) => f.rule)).toEqual(['input-file']);
    expect(r.findings[0]!.message.en).toMatch(/Latin-1/);
  });
});

describe('CSV input', () => {
  const tables = new Map([['PL-03', HANDS[0]!['table']]]);
  const csv = handsToCsv(HANDS.slice(0, 2));

  it('a clean CSV audits like the JSON, with a semicolon delimiter too', async () => {
    const semi = csv.split('\n').map((l) => l.replace(/,/g, ';')).join('\n');
    const [a, b] = writeFiles({ 'a.csv': csv, 'b.csv': semi });
    expect((await audit([a!], { tables })).summary).toMatchObject({ hands: 2, audited: 2, findings: 0 });
    expect((await audit([b!], { tables })).summary).toMatchObject({ hands: 2, audited: 2, findings: 0 });
  });

  it('a missing required column stops the file with a note; an extra column is ignored', async () => {
    const rows = csv.trim().split('\n');
    const noType = rows.map((r) => r.split(',').filter((_, i) => i !== 8).join(',')).join('\n');
    const extra = rows.map((r, i) => r + (i === 0 ? ',vendor_note' : ',x')).join('\n');
    const [a, b] = writeFiles({ 'a.csv': noType, 'b.csv': extra });
    const ra = await audit([a!], { tables });
    expect(ra.summary.hands).toBe(0);
    expect(ra.findings[0]!.message.en).toMatch(/lacks the column type/);
    expect((await audit([b!], { tables })).summary).toMatchObject({ hands: 2, audited: 2, findings: 0 });
  });

  it('a row with fewer fields than the header rejects its hand with the line; a quoted newline keeps line numbers true', async () => {
    const rows = csv.trim().split('\n');
    rows[3] = rows[3]!.split(',').slice(0, 10).join(',');
    // a quoted newline in a dealer id of the second hand's first row shifts later lines by one
    const firstOfSecond = rows.findIndex((r) => r.startsWith('EX-PLBJ-000007'));
    rows[firstOfSecond] = rows[firstOfSecond]!.replace('D-311', '"D-311\nnight shift"');
    const [p] = writeFiles({ 'a.csv': rows.join('\r\n') + '\r\n' });
    const r = await audit([p!], { tables });
    expect(r.summary).toMatchObject({ hands: 2, audited: 1, rejected: 1 });
    const bad = r.findings.find((f) => f.category === 'input')!;
    // The hand's first row (line 2) named it: the rejection names the hand too (replay says why it cannot replay it).
    expect([bad.hand_id, bad.source.line]).toEqual(['EX-PLBJ-000014', 4]);
    expect(bad.message.en).toMatch(/row has 10 fields, the header has 29/);
  });

  it('replay of a hand a broken later row rejected says why it cannot replay it, not that the log has no such hand', () => {
    const rows = csv.trim().split('\n');
    rows[3] = rows[3]! + ',x,y';
    const [p, t] = writeFiles({ 'a.csv': rows.join('\n') + '\n', 't.json': JSON.stringify({ tables: { 'PL-03': HANDS[0]!['table'] } }) });
    const r = veedor(['replay', p!, 'EX-PLBJ-000014', '--tables', t!, '--lang', 'en']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`veedor: hand EX-PLBJ-000014 in ${p} cannot be replayed: Unreadable record (${p}:4): row has 31 fields, the header has 29\n`);
  });
});
