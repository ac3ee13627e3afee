// A log and its compressed copy (`gzip -k a.ndjson`) given together are one log: its hands are read once, the copy's
// are repeats naming the log (hostile30: both were audited, every finding and every amount owed counted twice).
// The content decides, not the size: a compressed log of the same size that differs in one byte is another log.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, veedor } from './run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'veedor-gzip-copy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const text = readFileSync(DEMO, 'utf8');
const log = join(dir, 'a.ndjson');
writeFileSync(log, text);
writeFileSync(`${log}.gz`, gzipSync(Buffer.from(text)));
const firstId = (JSON.parse(text.split('\n')[0]!) as { hand_id: string }).hand_id;
const hands = text.split('\n').filter((l) => l.trim() !== '').length;

interface Doc {
  inputs: { path: string; hands: number; rejected: number }[];
  summary: { audited: number; findings: number; money: Record<string, { underpaid: number; overpaid: number }> };
  findings: { rule: string; hand_id: string | null; message: string; source: { path: string } }[];
}
const audit = (...args: string[]): Doc => {
  const r = veedor(['audit', ...args, '--format', 'json', '--lang', 'en']);
  expect(r.code, r.stderr).toBe(1);
  return JSON.parse(r.stdout) as Doc;
};

describe('a log and its gzip copy', () => {
  const alone = audit(log);

  for (const [name, args] of [
    ['the log, then its copy', [log, `${log}.gz`]],
    ['the copy, then the log', [`${log}.gz`, log]],
    ['on 2 workers', [log, `${log}.gz`, '--workers', '2']],
  ] as const) {
    it(`${name}: each hand audited once, the second file's hands repeats naming the first`, () => {
      const d = audit(...args);
      expect(d.summary.audited).toBe(hands);
      expect(d.inputs.map((i) => [i.hands, i.rejected])).toEqual([[hands, 0], [hands, hands]]);
      // The same findings as the log alone, and as much money owed: nothing counted twice.
      const rules = d.findings.filter((f) => f.rule !== 'input-duplicate-hand-id');
      expect(rules.length).toBe(alone.findings.length);
      expect(d.summary.money).toEqual(alone.summary.money);
      const repeats = d.findings.filter((f) => f.rule === 'input-duplicate-hand-id');
      expect(repeats).toHaveLength(hands);
      const [first, second] = args[0] === log ? [log, `${log}.gz`] : [`${log}.gz`, log];
      expect(repeats[0]!.source.path).toBe(second);
      expect(repeats[0]!.message).toBe(`Repeated hand_id (${second}:1 [hand_id]): hand_id "${firstId}" already appeared in ${first}, the same log ` +
        '(this file holds the same bytes, compressed or not, or is another name for it); this repeat is not audited');
    });
  }

  it('validate says the same', () => {
    const r = veedor(['validate', log, `${log}.gz`, '--lang', 'en']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`${log}.gz:1: ${firstId} [hand_id] hand_id "${firstId}" already appeared in ${log}, the same log`);
    expect(r.stdout.split('\n').filter((l) => l.includes('already appeared in')).length).toBe(hands);
  });

  it('a compressed log of the same size and another content is another log, audited', () => {
    // Every hand a month later: the same length, other bytes, other hands (the same hands, another start: a hand of
    // the same table, id and start in another log is a repeat, same-hand-two-logs.test.ts).
    const other = text.replaceAll('"started_at": "2026-11-', '"started_at": "2026-12-');
    expect(other).not.toBe(text);
    expect(other.length).toBe(text.length);
    const b = join(dir, 'b.ndjson.gz');
    writeFileSync(b, gzipSync(Buffer.from(other)));
    const d = audit(log, b);
    expect(d.inputs.map((i) => [i.hands, i.rejected])).toEqual([[hands, 0], [hands, 0]]);
    expect(d.summary.audited).toBe(2 * hands);
  });
});
