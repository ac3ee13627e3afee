import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, veedor } from './run-cli.js';

// dispute18: a hand_id twice in one log. The audit replays the first record and rejects the second as a repeat, a
// finding on that hand_id; a stored run's replay named it, but `replay LOG HAND` stopped reading at the first record
// and said the hand complied (exit 0, "Findings: none"), where the audit of the same log reports a finding on it.
describe('replay of a hand whose id the log repeats', () => {
  const dir = mkdtempSync(join(tmpdir(), 'veedor-repeat-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const lines = readFileSync(DEMO, 'utf8').trim().split('\n');
  const log = join(dir, 'repeat.ndjson');
  // The demo's first five hands, then the third again: line 6 repeats line 3's hand_id.
  writeFileSync(log, [...lines.slice(0, 5), lines[2]].join('\n') + '\n');
  const id = JSON.parse(lines[2]!).hand_id as string;

  it('names the repeat the audit rejects, at the end, in es and en, and replays the first record', () => {
    const audit = JSON.parse(veedor(['audit', log, '--format', 'json', '--quiet']).stdout);
    const onId = audit.findings.filter((f: { hand_id: string }) => f.hand_id === id);
    expect(onId.map((f: { rule: string; source: { line: number } }) => [f.rule, f.source.line])).toContainEqual(['input-duplicate-hand-id', 6]);
    const r = veedor(['replay', log, id, '--format', 'json', '--lang', 'en']);
    expect(r.code).toBe(1);
    const d = JSON.parse(r.stdout);
    expect(d.source).toMatch(/repeat\.ndjson:3$/);
    expect(d.findings).toBe(onId.length);
    expect(d.end_findings).toContainEqual(expect.objectContaining({ rule: 'input-duplicate-hand-id', article: 'Formato v1', category: 'input', message: expect.stringMatching(/^Repeated hand_id \(.*repeat\.ndjson:6 \[hand_id\]\)/) }));
    // The text (wrapped at 100 columns) says so in both languages.
    const en = veedor(['replay', log, id, '--lang', 'en']).stdout.replace(/\s+/g, ' ');
    expect(en).toMatch(/At the end of the hand: ✖ FINDING Formato v1 \(input\/input-duplicate-hand-id\): Repeated hand_id \(.*repeat\.ndjson:6 \[hand_id\]\)/);
    const es = veedor(['replay', log, id, '--lang', 'es']);
    expect(es.code).toBe(1);
    expect(es.stdout.replace(/\s+/g, ' ')).toMatch(/\(input\/input-duplicate-hand-id\): hand_id repetido \(.*repeat\.ndjson:6 \[hand_id\]\)/);
  });

  it('a hand the log does not repeat keeps its own findings only', () => {
    const other = JSON.parse(lines[1]!).hand_id as string;
    const d = JSON.parse(veedor(['replay', log, other, '--format', 'json', '--lang', 'en']).stdout);
    const all = [...d.steps.flatMap((s: { findings: { rule: string }[] }) => s.findings), ...d.end_findings];
    expect(all.some((f: { rule: string }) => f.rule === 'input-duplicate-hand-id')).toBe(false);
  });
});
