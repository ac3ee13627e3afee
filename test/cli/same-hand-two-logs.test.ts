// The same hands given as two logs of other bytes (a JSON export and the NDJSON one of the same hands): a hand of the
// same table, hand_id and start is one hand, audited once; its second record is rejected as a repeat naming where it
// was read first, file and line (hostile31: both were audited, every finding and every amount owed counted twice).
// The same id at another start is another hand (daily files each numbering their hands from 1), audited.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, veedor } from './run-cli.js';
import { handsToCsv } from '../../engine/input/to-csv.js';

const dir = mkdtempSync(join(tmpdir(), 'veedor-same-hand-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const lines = readFileSync(DEMO, 'utf8').split('\n').filter((l) => l.trim() !== '');
const hands = lines.map((l) => JSON.parse(l) as { hand_id: string; table_id: string; started_at: string });
const ndjson = join(dir, 'a.ndjson');
const json = join(dir, 'a.json');
writeFileSync(ndjson, lines.join('\n') + '\n');
// Pretty-printed as a list: the second hand's record starts on the line after the first's last.
writeFileSync(json, JSON.stringify(hands, null, 2));
const jsonLines = readFileSync(json, 'utf8').split('\n');
/** The line of a.json where the record of hand `i` starts (its `{`, two spaces in). */
const jsonLine = (i: number) => jsonLines.findIndex((l, n) => l === '  {' && jsonLines.slice(0, n + 1).filter((x) => x === '  {').length === i + 1) + 1;

interface Doc {
  inputs: { path: string; hands: number; rejected: number }[];
  summary: { hands: number; audited: number; rejected: number; findings: number; money: Record<string, unknown> };
  findings: { rule: string; hand_id: string | null; message: string; source: { path: string; line: number } }[];
}
const audit = (...args: string[]): Doc => {
  const r = veedor(['audit', ...args, '--format', 'json', '--lang', 'en']);
  expect(r.code, r.stderr).toBe(1);
  return JSON.parse(r.stdout) as Doc;
};
const repeatsOf = (d: Doc) => d.findings.filter((f) => f.rule === 'input-duplicate-hand-id');
const n = hands.length;

describe('the same hands as JSON and as NDJSON', () => {
  const alone = audit(ndjson);

  for (const [name, args] of [
    ['NDJSON then JSON', [ndjson, json]],
    ['NDJSON then JSON, on 2 workers', [ndjson, json, '--workers', '2']],
    ['JSON then NDJSON', [json, ndjson]],
  ] as const) {
    it(`${name}: each hand audited once, the second log's hands repeats naming the first place`, () => {
      const d = audit(...args);
      expect(d.summary.hands).toBe(2 * n);
      expect(d.summary.audited).toBe(n);
      expect(d.summary.rejected).toBe(n);
      expect(d.inputs.map((i) => [i.path, i.hands, i.rejected])).toEqual([[args[0], n, 0], [args[1], n, n]]);
      // The findings of the log alone and as much money owed: nothing counted twice.
      expect(d.findings.filter((f) => f.rule !== 'input-duplicate-hand-id').length).toBe(alone.findings.length);
      expect(d.summary.money).toEqual(alone.summary.money);
      const repeats = repeatsOf(d);
      expect(repeats.map((f) => f.hand_id)).toEqual(hands.map((h) => h.hand_id));
      const [firstLine, secondLine] = args[0] === ndjson ? [(i: number) => i + 1, jsonLine] : [jsonLine, (i: number) => i + 1];
      const i = 5;
      const h = hands[i]!;
      expect(repeats[i]!.source).toMatchObject({ path: args[1], line: secondLine(i) });
      expect(repeats[i]!.message).toBe(`Repeated hand_id (${args[1]}:${secondLine(i)} [hand_id]): hand "${h.hand_id}" of table "${h.table_id}" started at ${h.started_at} ` +
        `was already read at ${args[0]}:${firstLine(i)}: the same hand (table, hand_id and start), in another log; this repeat is not audited, ` +
        'so that no finding nor amount is counted twice (a hand of another start is another hand)');
    });
  }

  it('the same hands as CSV (a tables file for their tables), on 2 workers: each audited once', () => {
    const csv = join(dir, 'a.csv');
    const tables = join(dir, 'tables.json');
    const full = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    writeFileSync(csv, handsToCsv(full));
    writeFileSync(tables, JSON.stringify({ tables: Object.fromEntries(full.map((h) => [h['table_id'], h['table']])) }));
    const d = audit(ndjson, csv, '--tables', tables, '--workers', '2');
    expect(d.summary.audited).toBe(n);
    expect(d.inputs.map((i) => [i.hands, i.rejected])).toEqual([[n, 0], [n, n]]);
    expect(repeatsOf(d)[0]!.message).toContain(`was already read at ${ndjson}:1: the same hand`);
  });

  it('--db stores each hand once; replay --db opens the first, and --log the second says its record was rejected there and why', () => {
    const r = veedor(['audit', 'a.ndjson', 'a.json', '--db', 's.db', '--quiet', '--lang', 'en'], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([1, expect.stringMatching(new RegExp(`^veedor: stored run R-[0-9a-f]{16} in s\\.db \\(${2 * n} hands, \\d+ findings\\)\n$`))]);
    const summary = veedor(['summary', '--db', 's.db', '--lang', 'en'], { cwd: dir });
    expect(summary.stdout).toContain(`${2 * n} hands read: ${n} audited, ${n} rejected`);
    const h = hands[0]!;
    const first = veedor(['replay', 'latest', h.hand_id, '--db', 's.db', '--lang', 'en'], { cwd: dir });
    expect(first.stderr.replace(/R-[0-9a-f]{16}/, 'R-…')).toBe(`veedor: hand ${h.hand_id} is in a.ndjson, line 1 (run R-…, SHA-256 checked)\n`);
    const second = veedor(['replay', 'latest', h.hand_id, '--db', 's.db', '--log', 'a.json', '--lang', 'en'], { cwd: dir });
    expect([second.code, second.stdout]).toEqual([2, '']);
    expect(second.stderr.replace(/R-[0-9a-f]{16}/, 'R-…')).toBe(`veedor: hand ${h.hand_id} is not replayed from a.json: run R-… rejected its record there: ` +
      `Repeated hand_id (a.json:${jsonLine(0)} [hand_id]): hand "${h.hand_id}" of table "${h.table_id}" started at ${h.started_at} was already read at a.ndjson:1: ` +
      'the same hand (table, hand_id and start), in another log; this repeat is not audited, so that no finding nor amount is counted twice ' +
      '(a hand of another start is another hand); it was audited in: a.ndjson\n');
  });

  it('validate says the same, in es too', () => {
    const r = veedor(['validate', ndjson, json]);
    expect(r.code).toBe(1);
    const h = hands[0]!;
    expect(r.stdout).toContain(`${json}:${jsonLine(0)}: ${h.hand_id} [hand_id] la mano "${h.hand_id}" de la mesa "${h.table_id}" iniciada a las ${h.started_at} ya se leyó en ${ndjson}:1: ` +
      'la misma mano (mesa, hand_id e inicio), en otro registro');
    expect(r.stdout).toContain(`${json}: ${n} manos leídas, 0 válidas, ${n} rechazadas`);
  });

  it('stats counts each hand once', () => {
    const r = veedor(['stats', ndjson, json, '--lang', 'en']);
    expect(r.stdout).toContain(`${2 * n} hands: ${n} audited, ${n} rejected`);
  });

  it('the same start in another offset is the same hand', () => {
    // Each start written in UTC: the same instant, other text.
    const utc = join(dir, 'utc.ndjson');
    writeFileSync(utc, hands.map((h) => JSON.stringify({ ...h, started_at: new Date(h.started_at).toISOString().replace('.000Z', 'Z') })).join('\n') + '\n');
    const d = audit(ndjson, utc);
    expect(d.summary.audited).toBe(n);
    expect(repeatsOf(d)).toHaveLength(n);
  });

  it('the same ids at another start (the next day\'s file, numbered from 1 again) are other hands, audited', () => {
    const next = join(dir, 'next-day.ndjson');
    writeFileSync(next, hands.map((h) => JSON.stringify({ ...h, started_at: h.started_at.replace(/^2026-11-(\d\d)/, (_, d: string) => `2026-11-${String(Number(d) + 1).padStart(2, '0')}`) })).join('\n') + '\n');
    const d = audit(ndjson, next);
    expect(d.summary.audited).toBe(2 * n);
    expect(repeatsOf(d)).toHaveLength(0);
  });

  it('the same id and start at another table is another hand, audited', () => {
    const other = join(dir, 'other-table.ndjson');
    writeFileSync(other, hands.map((h) => JSON.stringify({ ...h, table_id: `${h.table_id}-B` })).join('\n') + '\n');
    const d = audit(ndjson, other);
    expect(d.summary.audited).toBe(2 * n);
    expect(repeatsOf(d)).toHaveLength(0);
  });
});
