// hostile28: a hand that posts its table inline, audited with a tables file that posts the same table otherwise (a
// commission of 4 % in the log, 5 % in the tables file; other limits). The format reads the hand's own table first,
// and did so silently: the two records of what the table posts disagreed and nothing said so, though the tables file
// is what the inspector brought as the posting. The run now says so once a table, a file note on the line of its first
// hand that differs, naming the first field that differs and both values; the hands are audited as before.
import { describe, expect, it } from 'vitest';
import { STACK, veedor } from '../cli/run-cli.js';
import { audit, writeFiles } from '../helpers/audit-files.js';

const POSTED = { decks: 6, min_bet: 10, max_bet: 2000, max_splits: 3, pool_commission_pct: 5 };
const TABLES = new Map<string, Record<string, unknown>>([['PL-02', POSTED], ['PL-03', POSTED]]);

/** A hand with a box's blackjack paid 3 to 2 (no finding), at `table`, posting `inline` as its table where given. */
function hand(id: string, table: string, minute: number, inline?: Record<string, unknown> | null): string {
  return JSON.stringify({
    hand_id: id, game: 'pot-luck-blackjack', table_id: table, started_at: `2026-11-28T21:${String(minute).padStart(2, '0')}:03-05:00`, currency: 'PEN',
    ...(inline === undefined ? {} : { table: inline }),
    events: [
      { type: 'procedure', name: 'shuffle' }, { type: 'bet', seat: 1, spot: 'main', amount: 100 },
      { type: 'deal', to: 'seat:1', card: 'Ah' }, { type: 'deal', to: 'dealer', card: '9c' }, { type: 'deal', to: 'seat:1', card: 'Kd' },
      { type: 'deal', to: 'dealer', card: '8s', face: 'down' }, { type: 'payout', seat: 1, spot: 'main', amount: 150 }, { type: 'reveal', to: 'dealer', card: '8s' },
    ],
  });
}
const ndjson = (...hands: string[]) => hands.join('\n') + '\n';
const notes = (r: Awaited<ReturnType<typeof audit>>) => r.findings.filter((f) => f.category === 'input').map((f) => [f.rule, f.hand_id, f.source?.line, f.severity, f.message.en.replace(/^[^)]*\): /, '')]);

describe('a hand\'s inline table and the tables file\'s configuration of its table', () => {
  it('the same (key order and null fields aside): no note, audited clean', async () => {
    const same = { pool_commission_pct: 5, max_splits: 3, max_bet: 2000, min_bet: 10, decks: 6, max_payout: null };
    const r = await audit(writeFiles({ 'same.ndjson': ndjson(hand('A', 'PL-02', 1, same), hand('B', 'PL-02', 2, POSTED)) }), { tables: TABLES });
    expect([r.summary.hands, r.summary.audited, r.findings.length]).toEqual([2, 2, 0]);
  });

  it('a commission of 4 in the log, 5 posted; at another table a max_bet of 5000 from its second hand: one note a table, each on the line of the first hand that differs, naming the field and both values', async () => {
    const r = await audit(writeFiles({
      'differs.ndjson': ndjson(
        hand('A', 'PL-02', 1, { ...POSTED, pool_commission_pct: 4 }), hand('B', 'PL-02', 2, { ...POSTED, pool_commission_pct: 4 }),
        hand('C', 'PL-03', 3, POSTED), hand('D', 'PL-03', 4, { ...POSTED, max_bet: 5000, decks: 8 }), hand('E', 'PL-03', 5, { ...POSTED, decks: 8 }),
        // A hand that posts no table is read with the tables file's: nothing to compare.
        hand('F', 'PL-03', 6),
      ),
    }), { tables: TABLES });
    expect([r.summary.hands, r.summary.audited, r.summary.rejected]).toEqual([6, 6, 0]);
    expect(notes(r)).toEqual([
      ['input-file', null, 1, 'warning', 'table "PL-02"\'s configuration in the log differs from the tables file\'s on pool_commission_pct (the log: 4; the tables file: 5): its hands are audited with the log\'s, as the format reads a hand\'s own table first; check which one the table posts'],
      // The first field in name order: decks before max_bet.
      ['input-file', null, 4, 'warning', 'table "PL-03"\'s configuration in the log differs from the tables file\'s on decks (the log: 8; the tables file: 6): its hands are audited with the log\'s, as the format reads a hand\'s own table first; check which one the table posts'],
    ]);
    expect(r.findings.filter((f) => f.category !== 'input')).toEqual([]);
  });

  it('a field the tables file posts and the log leaves out: said with "-" for the log', async () => {
    const { pool_commission_pct: _pct, ...without } = POSTED;
    const r = await audit(writeFiles({ 'less.ndjson': ndjson(hand('A', 'PL-02', 1, without)) }), { tables: TABLES });
    expect(notes(r).map((n) => n[4])).toEqual(['table "PL-02"\'s configuration in the log differs from the tables file\'s on pool_commission_pct (the log: -; the tables file: 5): its hands are audited with the log\'s, as the format reads a hand\'s own table first; check which one the table posts']);
  });

  it('veedor audit --workers 2 --lang es: the same note, in Spanish, exit 1; without --tables nothing is said', () => {
    const [log, tables] = writeFiles({ 'w.ndjson': ndjson(hand('A', 'PL-02', 1, { ...POSTED, pool_commission_pct: 4 }), hand('B', 'PL-03', 2, POSTED)), 't.json': JSON.stringify({ tables: Object.fromEntries(TABLES) }) });
    const r = veedor(['audit', log!, '--tables', tables!, '--format', 'json', '--workers', '2']);
    expect(r.stderr).not.toMatch(STACK);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout) as { summary: { hands: number; audited: number }; findings: { rule: string; message: string; source: { line: number } }[] };
    expect(doc.summary).toMatchObject({ hands: 2, audited: 2 });
    expect(doc.findings.map((f) => [f.rule, f.source.line, f.message.replace(/^[^)]*\): /, '')])).toEqual([
      ['input-file', 1, 'la configuración de la mesa "PL-02" en el registro difiere de la del archivo de mesas en pool_commission_pct (el registro: 4; el archivo de mesas: 5): sus manos se auditan con la del registro, pues el formato lee primero la mesa de la propia mano; compruebe cuál publica la mesa'],
    ]);
    const alone = veedor(['audit', log!, '--format', 'json']);
    expect(alone.code).toBe(0);
  });
});
