import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { audit, writeFiles } from '../../helpers/audit-files.js';
import { CSV_COLUMNS } from '../../../engine/input/csv-hands.js';
import { handsToCsv } from '../../../engine/input/to-csv.js';
import { exampleLog } from '../../helpers/examples.js';

// Statements of docs/spec/hand-log-format.md read against what Veedor does with a log written from them.
const examples = readFileSync(new URL('../../../fixtures/pe-pot-luck-black-jack/clean-examples.json', import.meta.url), 'utf8');
const HANDS = JSON.parse(examples) as Record<string, any>[];
const line = (h: unknown) => JSON.stringify(h);

function inputFindings(r: Awaited<ReturnType<typeof audit>>) {
  return r.findings.filter((f) => f.category === 'input').map((f) => ({
    rule: f.rule, line: f.source.line, field: f.field, hand_id: f.hand_id,
  }));
}

/** The hand with its first deal's card replaced, and that event's index. */
function withFirstCard(i: number, card: string): [Record<string, any>, number] {
  const h = structuredClone(HANDS[i]!) as Record<string, any>;
  const at = (h['events'] as Record<string, unknown>[]).findIndex((e) => e['type'] === 'deal');
  h['events'][at]['card'] = card;
  return [h, at];
}

describe('hand-log format, Cards: "rank one of A 2 3 4 5 6 7 8 9 T J Q K (10 accepted for T), suit one of s h d c (upper case accepted) ... Anything else is an input error"', () => {
  it('a lower-case rank ("ah", "td", "kS") is anything else: that hand rejected naming the card, the others audited', async () => {
    for (const card of ['ah', 'td', 'kS']) {
      const [odd, at] = withFirstCard(1, card);
      const [p] = writeFiles({ 'a.ndjson': [line(HANDS[0]), line(odd), line(HANDS[2])].join('\n') + '\n' });
      const r = await audit([p!]);
      expect(r.summary).toMatchObject({ hands: 3, audited: 2, rejected: 1 });
      expect(inputFindings(r)).toEqual([{ rule: 'input-schema', line: 2, field: `events[${at}].card`, hand_id: HANDS[1]!['hand_id'] }]);
    }
  });

  it('an upper-case suit and "10" for T are the same card: the hand audited as the original', async () => {
    const orig = HANDS[1]!['events'].find((e: Record<string, unknown>) => e['type'] === 'deal')['card'] as string;
    const [upper] = withFirstCard(1, orig[0] + orig[1]!.toUpperCase());
    const [p] = writeFiles({ 'a.ndjson': [line(HANDS[0]), line(upper)].join('\n') + '\n' });
    const r = await audit([p!]);
    expect(r.summary).toMatchObject({ hands: 2, audited: 2, rejected: 0 });
    expect(r.findings).toEqual([]);
  });
});

describe('hand-log format, CSV layout: "Hand-level columns need only be filled on a hand\'s first row; rows of one hand are contiguous"', () => {
  const tables = new Map([['PL-03', HANDS[0]!['table'] as Record<string, unknown>]]);
  /** The CSV of hands 0-2 as rows of cells (the examples need no quoting), header first. */
  const grid = (hands: Record<string, any>[]) => handsToCsv(hands).trimEnd().split('\n').map((l) => l.split(','));
  const text = (rows: string[][]) => rows.map((r) => r.join(',')).join('\n') + '\n';
  const at = (c: string) => (CSV_COLUMNS as readonly string[]).indexOf(c);

  it('a later row of a hand whose table_id says otherwise than its first row: that hand rejected naming the row\'s line and table_id; the others audited', async () => {
    const rows = grid(HANDS.slice(0, 3));
    const second = rows.findIndex((r) => r[at('hand_id')] === HANDS[1]!['hand_id']);
    rows[second + 2]![at('table_id')] = 'PL-99';
    const [p] = writeFiles({ 'a.csv': text(rows) });
    const r = await audit([p!], { tables });
    expect(r.summary).toMatchObject({ hands: 3, audited: 2, rejected: 1 });
    expect(inputFindings(r)).toEqual([{ rule: 'input-unreadable', line: second + 3, field: 'table_id', hand_id: HANDS[1]!['hand_id'] }]);
    expect(r.findings[0]!.message.en).toMatch(/table_id differs from the hand's earlier rows \("PL-03", "PL-99"\)/);
  });

  it('hand-level cells repeated on every row are read; one the first row left empty is read from the row that fills it', async () => {
    const under = structuredClone(HANDS[0]!) as Record<string, any>;
    const pay = (under['events'] as Record<string, any>[]).find((e) => e['type'] === 'payout')!;
    pay['amount'] -= 1;
    const rows = grid([under, HANDS[1]!]);
    // Hand 0: its currency only on its third row, and as USD; hand 1: every hand cell on every row.
    rows[1]![at('currency')] = '';
    rows[3]![at('currency')] = 'USD';
    const second = rows.findIndex((r) => r[at('hand_id')] === HANDS[1]!['hand_id']);
    for (let i = second + 1; i < rows.length; i++) for (const c of ['hand_id', 'game', 'table_id', 'started_at', 'currency']) rows[i]![at(c)] = rows[second]![at(c)]!;
    const [p] = writeFiles({ 'a.csv': text(rows) });
    const r = await audit([p!], { tables });
    expect(r.summary).toMatchObject({ hands: 2, audited: 2, rejected: 0 });
    expect(inputFindings(r)).toEqual([]);
    expect(r.findings.map((f) => [f.hand_id, f.currency])).toEqual([[HANDS[0]!['hand_id'], 'USD']]);
  });
});

describe('hand-log format: "a JSON file holding ... an array of hand objects, or { "hands": [ ... ] }" — the same array, however indented', () => {
  it('a value that is not a hand among the elements is one record, rejected, the hands after it keeping their index, on one line or indented', async () => {
    const under = structuredClone(HANDS[1]!) as Record<string, any>;
    (under['events'] as Record<string, any>[]).find((e) => e['type'] === 'payout')!['amount'] -= 1;
    const elements = [HANDS[0], null, under];
    const [one, indented, wrapped] = writeFiles({
      'one.json': JSON.stringify(elements),
      'indented.json': JSON.stringify(elements, null, 2),
      'wrapped.json': JSON.stringify({ hands: [HANDS[0], 5, under] }, null, 2),
    });
    for (const p of [one!, indented!, wrapped!]) {
      const r = await audit([p]);
      expect(r.summary, p).toMatchObject({ hands: 3, audited: 2, rejected: 1 });
      const rejected = r.findings.filter((f) => f.category === 'input');
      expect(rejected.map((f) => [f.source.index, f.message.en.replace(/^.*: /, '')]), p).toEqual([[1, 'record is not a JSON object (a hand)']]);
      expect(r.findings.filter((f) => f.category !== 'input').map((f) => [f.hand_id, f.source.index]), p).toEqual([[HANDS[1]!['hand_id'], 2]]);
    }
  });
});

describe('hand-log format: "started_at ... ISO 8601 date-time with offset" — any ISO 8601 form with an offset, in every log form', () => {
  it('the basic form, an offset without its colon or of hours alone: audited, its findings and the run dated in the extended form', async () => {
    const under = structuredClone(HANDS[1]!) as Record<string, any>;
    (under['events'] as Record<string, any>[]).find((e) => e['type'] === 'payout')!['amount'] -= 1;
    const cases: [string, string][] = [
      ['20261106T202101-0500', '2026-11-06T20:21:01-05:00'],
      ['2026-11-06T20:21:01-0500', '2026-11-06T20:21:01-05:00'],
      ['2026-11-06T20:21:01,5-05', '2026-11-06T20:21:01.5-05:00'],
    ];
    const tables = new Map([[under['table_id'] as string, under['table'] as Record<string, unknown>]]);
    for (const [written, extended] of cases) {
      const hand = { ...under, started_at: written };
      const [nd, csv] = writeFiles({ 'a.ndjson': line(hand) + '\n', 'a.csv': handsToCsv([hand]) });
      for (const p of [nd!, csv!]) {
        const r = await audit([p], { tables });
        expect(r.summary, `${written} ${p}`).toMatchObject({ hands: 1, audited: 1, rejected: 0 });
        expect(r.findings.length, `${written} ${p}`).toBeGreaterThan(0);
        expect(r.findings.map((f) => [f.category, f.started_at]), `${written} ${p}`).toEqual(r.findings.map(() => ['payout', extended]));
      }
    }
  });
});

describe('hand-log format, CSV layout: a CSV log reads as the same hands as the JSON it was written from', () => {
  // A box of 100 and two bets behind it (50 and 20), all winning; the bet behind of 50 paid 40.
  const hand = {
    hand_id: 'BEHIND-1', game: 'pot-luck-blackjack', table_id: 'T1', started_at: '2026-11-06T20:21:01Z', currency: 'PEN',
    events: [
      { type: 'bet', seat: 1, spot: 'main', amount: 100, player: 'P1', behind: false },
      { type: 'bet', seat: 1, spot: 'main', amount: 50, player: 'P2', behind: true },
      { type: 'bet', seat: 1, spot: 'main', amount: 20, player: 'P3', behind: true },
      { type: 'deal', to: 'seat:1', card: 'Th' }, { type: 'deal', to: 'dealer', card: '6c' },
      { type: 'deal', to: 'seat:1', card: 'Kd' }, { type: 'deal', to: 'dealer', card: 'Ts', face: 'down' },
      { type: 'decision', seat: 1, hand: 1, action: 'stand' },
      { type: 'reveal', to: 'dealer', card: 'Ts' }, { type: 'deal', to: 'dealer', card: '9s' },
      { type: 'payout', seat: 1, spot: 'main', hand: 1, amount: 100, player: 'P1', behind: false },
      { type: 'payout', seat: 1, spot: 'main', hand: 1, amount: 40, player: 'P2', behind: true },
      { type: 'payout', seat: 1, spot: 'main', hand: 1, amount: 20, player: 'P3', behind: true },
    ],
  };
  const tables = new Map([['T1', { decks: 6, min_bet: 10, max_bet: 2000, max_splits: 3, pool_commission_pct: 5 }]]);
  const seen = (r: Awaited<ReturnType<typeof audit>>) => r.findings.map((f) => [f.category, f.rule, f.event, f.seat, f.expected, f.actual]);

  it('"behind" written True, TRUE or False (Python\'s csv module, a spreadsheet) and whole numbers written 1.0 (pandas, a column with blanks): the JSON\'s findings', async () => {
    const [json] = writeFiles({ 'a.json': JSON.stringify({ ...hand, table: tables.get('T1') }) });
    const want = seen(await audit([json!]));
    expect(want).toEqual([['payout', 'win-pays-1-to-1', 12, 1, 5000, 4000]]);
    const rows = handsToCsv([hand]).trimEnd().split('\n').map((l) => l.split(','));
    const col = (c: string) => rows[0]!.indexOf(c);
    for (const [yes, no, whole] of [['True', 'False', '.0'], ['TRUE', 'FALSE', '.00']] as const) {
      const text = rows.map((r, i) => i === 0 ? r.join(',') : r.map((c, j) => (j === col('behind') && c !== '' ? (c === 'true' ? yes : no)
        : (j === col('seat') || j === col('hand')) && c !== '' ? c + whole : c)).join(',')).join('\n') + '\n';
      expect(text).toContain(`,${yes}`);
      const [csv] = writeFiles({ 'a.csv': text });
      const r = await audit([csv!], { tables });
      expect(r.summary, yes).toMatchObject({ hands: 1, audited: 1, rejected: 0 });
      expect(seen(r), yes).toEqual(want);
    }
  });

  it('a cell that is neither a boolean nor a whole number is still refused naming its row and field', async () => {
    for (const [row, column, cell, field] of [[2, 'behind', 'yes', 'events[1].behind'], [3, 'seat', '1.5', 'events[2].seat']] as const) {
      const rows = handsToCsv([hand]).trimEnd().split('\n').map((l) => l.split(','));
      rows[row]![rows[0]!.indexOf(column)] = cell;
      const [csv] = writeFiles({ 'a.csv': rows.map((r) => r.join(',')).join('\n') + '\n' });
      const r = await audit([csv!], { tables });
      expect(inputFindings(r)).toEqual([{ rule: 'input-schema', line: row + 1, field, hand_id: 'BEHIND-1' }]);
    }
  });
});

describe('hand-log format, reveal: "a face-down card is turned over" — a card already face up, shown again, turns nothing over', () => {
  const CATALOGS = ['es-marbella-black-jack', 'pe-dragon-six-baccarat', 'pe-poker-caribeno', 'pe-pot-luck-black-jack', 'pr-8669-pai-gow-bonus'];
  const logOf = (id: string) => readFileSync(exampleLog(id), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, any>);
  /** Each example hand with every card dealt face up to `who` (the dealer's side, or the boxes) revealed again at its end. */
  const shownAgain = (h: Record<string, any>, boxes: boolean) => {
    const again = (h['events'] as Record<string, any>[]).filter((e) => e['type'] === 'deal' && (e['face'] ?? 'up') === 'up' && String(e['to']).startsWith('seat:') === boxes)
      .map((e) => ({ type: 'reveal', to: e['to'], card: e['card'] }));
    return { ...h, events: [...h['events'], ...again] };
  };

  it('every clean example, its dealer\'s, Punto\'s and Banca\'s face-up cards or its boxes\' shown again at the end: still no finding', async () => {
    let shown = 0;
    for (const id of CATALOGS) {
      for (const boxes of [false, true]) {
        const hands = logOf(id).map((h) => shownAgain(h, boxes));
        shown += hands.reduce((n, h, i) => n + h['events'].length - logOf(id)[i]!['events'].length, 0);
        const [p] = writeFiles({ 'a.ndjson': hands.map(line).join('\n') + '\n' });
        const r = await audit([p!]);
        expect(r.summary.rejected, `${id} ${boxes ? 'boxes' : 'dealer'}`).toBe(0);
        expect(r.findings.map((f) => [f.hand_id, f.rule, f.event]), `${id} ${boxes ? 'boxes' : 'dealer'}`).toEqual([]);
      }
    }
    expect(shown).toBe(81);
  });
});
