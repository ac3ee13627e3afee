// export25: a CSV log carries no table configuration; its tables file gives it by table_id. A table the file does not
// list was audited with no posted configuration and nothing said: a fixed-width SQL column (CHAR(10)) exports
// `PL-02     `, which the file's `PL-02` is not, and the posted commission, splits, pay table or cap went unread
// (a Pot Luck pool then reads as "no commission posted"). The run now says so once a table, a file note on the line
// of the table's first hand, naming the near id where blank space or case is all that differs.
import { describe, expect, it } from 'vitest';
import { STACK, veedor } from '../cli/run-cli.js';
import { audit, writeFiles } from '../helpers/audit-files.js';

const TABLES = new Map<string, Record<string, unknown>>([
  ['PL-02', { decks: 6, min_bet: 10, max_bet: 2000, max_splits: 3, pool_commission_pct: 5 }],
  ['PL-03', { decks: 6, min_bet: 10, max_bet: 2000, max_splits: 3, pool_commission_pct: 5 }],
]);
const HEADER = 'hand_id,game,table_id,started_at,currency,type,name,by,to,seat,hand,spot,card,face,action,amount';
/** A hand with a pool bet (no commission taken: the pool had one player), the box's blackjack paid 3 to 2. */
const hand = (id: string, table: string, minute: number) => [
  `${id},pot-luck-blackjack,${table},2026-11-28T21:${String(minute).padStart(2, '0')}:03-05:00,PEN,procedure,shuffle,,,,,,,,,`,
  `${id},,,,,bet,,,,1,,main,,,,100`,
  `${id},,,,,deal,,,seat:1,,,,Ah,,,`,
  `${id},,,,,deal,,,dealer,,,,9c,,,`,
  `${id},,,,,deal,,,seat:1,,,,Kd,,,`,
  `${id},,,,,deal,,,dealer,,,,8s,down,,`,
  `${id},,,,,payout,,,,1,,main,,,,150`,
  `${id},,,,,reveal,,,dealer,,,,8s,,,`,
].join('\n');
const csv = (...hands: string[]) => [HEADER, ...hands].join('\n') + '\n';
const notes = (r: Awaited<ReturnType<typeof audit>>) => r.findings.filter((f) => f.category === 'input').map((f) => [f.rule, f.hand_id, f.source?.path.replace(/^.*\//, ''), f.source?.line, f.severity, f.message.en.replace(/^[^)]*\): /, '')]);

describe('a table the tables file does not list', () => {
  it('listed (PL-02): no note, the hands audited clean', async () => {
    const r = await audit(writeFiles({ 'ok.csv': csv(hand('A', 'PL-02', 1), hand('B', 'PL-02', 2)) }), { tables: TABLES });
    expect([r.summary.hands, r.summary.audited, r.findings.length]).toEqual([2, 2, 0]);
  });

  it('`PL-02     ` (CHAR(10)) twice, `pl-03` once: one note a table on its first hand\'s line, naming the near id; every hand audited', async () => {
    const r = await audit(writeFiles({ 'pad.csv': csv(hand('A', 'PL-02     ', 1), hand('B', 'PL-02     ', 2), hand('C', 'pl-03', 3)) }), { tables: TABLES });
    expect([r.summary.hands, r.summary.audited, r.summary.rejected]).toEqual([3, 3, 0]);
    expect(notes(r)).toEqual([
      ['input-file', null, 'pad.csv', 2, 'warning', 'table "PL-02     " is not in the tables file, which lists "PL-02", "PL-03": its hands are audited with no posted configuration, as a table that posts none; without the blank space around it or in another case it is "PL-02" (a fixed-width SQL column pads its ids with spaces)'],
      ['input-file', null, 'pad.csv', 18, 'warning', 'table "pl-03" is not in the tables file, which lists "PL-02", "PL-03": its hands are audited with no posted configuration, as a table that posts none; without the blank space around it or in another case it is "PL-03" (a fixed-width SQL column pads its ids with spaces)'],
    ]);
    expect(r.findings.filter((f) => f.category !== 'input')).toEqual([]);
  });

  it('another id (PL-09) in two files: one note, in the first file; none where the hand posts its table inline', async () => {
    const inline = JSON.stringify({ hand_id: 'J', game: 'pot-luck-blackjack', table_id: 'PL-77', started_at: '2026-11-28T21:00:03-05:00', currency: 'PEN', table: { decks: 6 }, events: [{ type: 'procedure', name: 'shuffle' }] });
    const r = await audit(writeFiles({ 'a.csv': csv(hand('A', 'PL-09', 1)), 'b.csv': csv(hand('B', 'PL-09', 2)), 'c.ndjson': inline + '\n' }), { tables: TABLES });
    expect([r.summary.hands, r.summary.audited]).toEqual([3, 3]);
    expect(notes(r)).toEqual([['input-file', null, 'a.csv', 2, 'warning', 'table "PL-09" is not in the tables file, which lists "PL-02", "PL-03": its hands are audited with no posted configuration, as a table that posts none']]);
  });

  it('no tables file: nothing said (a log may post no configuration)', async () => {
    const r = await audit(writeFiles({ 'none.csv': csv(hand('A', 'PL-09', 1)) }));
    expect(r.findings).toEqual([]);
  });

  it('veedor audit --workers 2 --lang es: the same notes, in Spanish, exit 1', () => {
    const [log, tables] = writeFiles({ 'w.csv': csv(hand('A', 'PL-02     ', 1), hand('B', 'PL-03', 2), hand('C', 'PL-02     ', 3)), 't.json': JSON.stringify({ tables: Object.fromEntries(TABLES) }) });
    const r = veedor(['audit', log!, '--tables', tables!, '--format', 'json', '--workers', '2']);
    expect(r.stderr).not.toMatch(STACK);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout);
    expect([doc.summary.hands, doc.summary.audited]).toEqual([3, 3]);
    expect(doc.findings.map((f: { rule: string; source: { line: number } }) => [f.rule, f.source.line])).toEqual([['input-file', 2]]);
    expect(doc.findings[0].message).toMatch(/w\.csv:2\): la mesa "PL-02     " no está en el archivo de mesas, que lista "PL-02", "PL-03": sus manos se auditan sin configuración publicada/);
  });
  it('veedor replay of the table\'s first hand: the hand\'s own findings, not the run\'s file note (as a stored run\'s replay)', () => {
    const [log, tables] = writeFiles({ 'r.csv': csv(hand('A', 'PL-09', 1)), 't.json': JSON.stringify({ tables: Object.fromEntries(TABLES) }) });
    const audited = JSON.parse(veedor(['audit', log!, '--tables', tables!, '--format', 'json', '--lang', 'en']).stdout);
    const own = audited.findings.filter((f: { hand_id: string | null }) => f.hand_id === 'A').map((f: { rule: string }) => f.rule);
    // The audit gives the note on hand A's line; the hand complies otherwise (none of its own).
    expect(audited.findings.filter((f: { rule: string }) => f.rule === 'input-file').map((f: { source: { line: number } }) => f.source.line)).toEqual([2]);
    expect(own).toEqual([]);
    const r = veedor(['replay', log!, 'A', '--tables', tables!, '--format', 'json', '--lang', 'en']);
    expect(r.stderr).not.toMatch(STACK);
    const doc = JSON.parse(r.stdout);
    const shown = [...doc.steps.flatMap((s: { findings?: { rule: string }[] }) => s.findings ?? []), ...doc.end_findings].map((f: { rule: string }) => f.rule);
    expect([doc.findings, shown.sort()]).toEqual([own.length, [...own].sort()]);
  });
  it('veedor stats counts the note among the audit\'s input findings, from the log as from its stored run', () => {
    const [log, tables] = writeFiles({ 's.csv': csv(hand('A', 'PL-09', 1), hand('B', 'PL-02', 2)), 't.json': JSON.stringify({ tables: Object.fromEntries(TABLES) }) });
    const db = log!.replace(/s\.csv$/, 's.db');
    const fromLog = JSON.parse(veedor(['stats', log!, '--tables', tables!, '--by', 'table', '--format', 'json']).stdout);
    expect(veedor(['audit', log!, '--tables', tables!, '--db', db, '--quiet', '--format', 'json']).code).toBe(1);
    const stored = veedor(['stats', '--db', db, '--root', '/', '--by', 'table', '--format', 'json']);
    expect(stored.stderr).not.toMatch(STACK);
    const fromRun = JSON.parse(stored.stdout);
    expect(fromLog.audit_findings).toEqual({ payout: 0, procedure: 0, integrity: 0, input: 1 });
    expect(fromRun.audit_findings).toEqual(fromLog.audit_findings);
    expect(fromRun.groups).toEqual(fromLog.groups);
  });
});
