// A database's NULL in a CSV export: MySQL's `SELECT … INTO OUTFILE`, PostgreSQL's COPY in text form and SQL Server's
// bcp write it `\N`, where the format leaves the cell empty. It was read as text: refused on a typed field
// (`"\\N" must be integer`), read as a dealer `\N`, and `\N` in the hand_id cell of a hand's later rows made those
// rows a "hand" of their own (200 hands read as 400 records, each refused). An unquoted `\N` is now an empty cell.
// Quoted, `"\N"` is text (as PostgreSQL's CSV form reads a quoted cell: never its NULL). The word `NULL` is kept as
// written; in the hand_id cell of a row that says nothing else of a hand it refuses that hand, naming the cell.
import { describe, expect, it } from 'vitest';
import { audit, writeFiles } from '../../helpers/audit-files.js';
import { csvRows } from '../../../engine/input/csv-rows.js';

const HEAD = ['hand_id', 'game', 'table_id', 'dealer_id', 'started_at', 'currency', 'type', 'name', 'to', 'seat', 'hand', 'spot', 'card', 'face', 'amount', 'behind'];
type Cell = string | null;
// A blackjack on a bet of 100 paid `paid`, its later rows' hand-level cells null (as a database's hand table joined
// to its events writes them: the hand's columns on its first row only).
const handRows = (id: string, minute: number, paid: string): Cell[][] => [
  [id, 'pot-luck-blackjack', 'BJ-07', 'D-7', `2026-11-28T21:${String(minute).padStart(2, '0')}:03-05:00`, 'PEN', 'procedure', 'shuffle', null, null, null, null, null, null, null, null],
  [null, null, null, null, null, null, 'bet', null, null, '1', null, 'main', null, null, '100', 'false'],
  [null, null, null, null, null, null, 'deal', null, 'seat:1', null, null, null, 'Ah', null, null, null],
  [null, null, null, null, null, null, 'deal', null, 'dealer', null, null, null, '9c', null, null, null],
  [null, null, null, null, null, null, 'deal', null, 'seat:1', null, null, null, 'Kd', null, null, null],
  [null, null, null, null, null, null, 'deal', null, 'dealer', null, null, null, '8s', 'down', null, null],
  [null, null, null, null, null, null, 'payout', null, null, '1', '1', 'main', null, null, paid, null],
  [null, null, null, null, null, null, 'reveal', null, 'dealer', null, null, null, '8s', null, null, null],
];
const csv = (rows: Cell[][], nul: string) => [HEAD, ...rows].map((r) => r.map((c) => c ?? nul).join(',')).join('\n') + '\n';
const HANDS = [...handRows('S-1', 10, '150'), ...handRows('S-2', 11, '140'), ...handRows('S-3', 12, '150')];
const placed = (r: Awaited<ReturnType<typeof audit>>) => r.findings.map((f) => [f.rule, f.hand_id, f.source?.line, f.event ?? null, f.field ?? null]);

async function rowsOf(text: string): Promise<unknown[]> {
  const out: unknown[] = [];
  for await (const batch of csvRows((async function* () { yield text; })())) out.push(...batch);
  return out;
}

describe('a CSV cell \\N', () => {
  it('unquoted is an empty cell; quoted it is text; \\\\N, " \\N", \\n and NULL are text', async () => {
    expect(await rowsOf('a,b,c,d\n\\N,"\\N",x\\N,\\N\r\n\\\\N, \\N,\\n,NULL\n')).toEqual([
      ['a', 'b', 'c', 'd'], ['', '\\N', 'x\\N', ''], ['\\\\N', ' \\N', '\\n', 'NULL'],
    ]);
  });

  it('in every empty cell (hand columns of later rows, hand_id too, event columns): the same findings as the empty cells', async () => {
    const [empty, nulls] = writeFiles({ 'empty.csv': csv(HANDS, ''), 'mysql.csv': csv(HANDS, '\\N') });
    const a = await audit([empty!]);
    const b = await audit([nulls!]);
    // Before: 24 records (a "hand" of each hand's later rows as well), every one refused.
    expect([b.summary.hands, b.summary.audited, b.summary.rejected]).toEqual([3, 3, 0]);
    expect(placed(b)).toEqual([['blackjack-pays-3-to-2', 'S-2', 10, 7, null]]);
    expect(placed(b)).toEqual(placed(a));
    expect(b.findings[0]).toMatchObject({ expected: 15000, actual: 14000 });
  });

  it('a dealer cell \\N is no dealer (absent), never a dealer named \\N', async () => {
    const rows = HANDS.map((r) => [...r]);
    rows[8]![3] = null; // S-2's dealer
    const r = await audit(writeFiles({ 'dealer.csv': csv(rows, '\\N') }));
    expect(r.findings.map((f) => [f.hand_id, f.dealer_id ?? null])).toEqual([['S-2', null]]);
  });

  it('quoted "\\N" on a typed field is refused naming it, as text the exporter chose to quote', async () => {
    const rows = HANDS.map((r) => [...r]);
    rows[9]![14] = '"\\N"'; // S-2's bet amount
    const r = await audit(writeFiles({ 'quoted.csv': csv(rows, '\\N') }));
    expect([r.summary.hands, r.summary.audited, r.summary.rejected]).toEqual([3, 2, 1]);
    expect(placed(r)).toEqual([['input-schema', 'S-2', 11, 2, 'events[1].amount']]);
  });
});

describe('a database\'s NULL written as text in the hand_id cell of a hand\'s later rows', () => {
  it('NULL (every null cell NULL): each hand one record, refused on the first such row naming hand_id, never a "hand" of its rows', async () => {
    const r = await audit(writeFiles({ 'null.csv': csv(HANDS, 'NULL') }));
    // Before: 6 records (each hand's first row, and a hand "NULL" of its later rows), the "NULL" ones repeats.
    expect([r.summary.hands, r.summary.audited, r.summary.rejected]).toEqual([3, 0, 3]);
    expect(placed(r)).toEqual([
      ['input-unreadable', 'S-1', 3, null, 'hand_id'],
      ['input-unreadable', 'S-2', 11, null, 'hand_id'],
      ['input-unreadable', 'S-3', 19, null, 'hand_id'],
    ]);
    expect(r.findings[0]!.message.en).toContain('hand_id reads "NULL" on a row that says nothing else of a hand');
    expect(r.findings[0]!.message.es).toContain('hand_id dice "NULL" en una fila que no dice nada más de una mano');
  });

  it('"\\N" quoted, or null, in the hand_id cell alone (other cells empty): the same, on the hand it cuts', async () => {
    // Before: the hand's rows above the cell were audited as a whole hand (a finding against the dealer: "the mandatory
    // dealing unfinished"), the rows from it on refused as a hand "null" without its head.
    for (const id of ['"\\N"', 'null']) {
      const rows = HANDS.map((r) => [...r]);
      rows[12]![0] = id; // S-2's fifth row
      const r = await audit(writeFiles({ 'one.csv': csv(rows, '') }));
      expect([r.summary.hands, r.summary.audited, r.summary.rejected]).toEqual([3, 2, 1]);
      expect(placed(r)).toEqual([['input-unreadable', 'S-2', 14, null, 'hand_id']]);
    }
  });

  it('a row whose hand_id is NULL and that starts a hand of its own (its own start time) is a hand named NULL, as written', async () => {
    const r = await audit(writeFiles({ 'named.csv': csv([...handRows('S-1', 10, '150'), ...handRows('NULL', 11, '140')], '') }));
    expect([r.summary.hands, r.summary.audited, r.summary.rejected]).toEqual([2, 2, 0]);
    expect(placed(r)).toEqual([['blackjack-pays-3-to-2', 'NULL', 10, 7, null]]);
  });
});
