// The format makes hand_id unique within the log (a repeat is an input error), and the audit rejects a repeat
// (input-duplicate-hand-id). `veedor validate` read the same log as "every record valid", exit 0: a log that
// validates clean then lost hands at the audit. It now rejects the repeat as the audit does, and a record that failed
// the format still claims its id. A log is one file (the format: «A log is one of: a JSON file …, an NDJSON file …,
// a CSV file»): the same id in another file is another log's hand, read and audited (both had rejected it, so a
// month of daily files each numbering its hands from 1 lost all but the first day), unless it is the same hand (the
// same table and start too: hostile31, same-hand-two-logs.test.ts); a copy of a file's bytes is one
// log read again (one file named twice is refused: same-file-twice.test.ts). An unreadable record's field is listed too.
import { describe, expect, it } from 'vitest';
import { copyFileSync, linkSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { CLI, veedor, ROOT, STACK } from './run-cli.js';

const DIR = `${ROOT}/fixtures/bad-input`;

describe('veedor validate and repeated hand_ids', () => {
  it('a repeat within a file is rejected with its line and field, exit 1, as the audit counts it; another file\'s same ids are its own hands', () => {
    const files = [`${DIR}/duplicate-ids-across-files/a.ndjson`, `${DIR}/duplicate-ids-across-files/b.ndjson`];
    const v = veedor(['validate', ...files, '--lang', 'en']);
    expect(v.code).toBe(1);
    expect(v.stderr).not.toMatch(STACK);
    expect(v.stdout.trimEnd().split('\n').map((l) => l.replaceAll(`${DIR}/`, ''))).toEqual([
      'duplicate-ids-across-files/a.ndjson: 2 hands read, 2 valid, 0 rejected',
      'duplicate-ids-across-files/b.ndjson:1: EX-PLBJ-000007 [hand_id] hand "EX-PLBJ-000007" of table "PL-03" started at 2026-11-06T20:10:57-05:00 ' +
        'was already read at duplicate-ids-across-files/a.ndjson:2: the same hand (table, hand_id and start), in another log; this repeat is not audited, ' +
        'so that no finding nor amount is counted twice (a hand of another start is another hand)',
      'duplicate-ids-across-files/b.ndjson:4: EX-PLBJ-000008 [hand_id] hand_id "EX-PLBJ-000008" already appeared earlier in the log; this repeat is not audited',
      'duplicate-ids-across-files/b.ndjson: 4 hands read, 2 valid, 2 rejected',
    ]);
    for (const workers of ['1', '2']) {
      const a = JSON.parse(veedor(['audit', ...files, '--format', 'json', '--lang', 'en', '--workers', workers]).stdout) as { inputs: { hands: number; rejected: number }[] };
      expect(a.inputs.map((i) => [i.hands, i.rejected])).toEqual([[2, 0], [4, 2]]);
    }
  });


  // A hard link is the same file named twice (cli/inputs.ts refuses it, test/cli/same-file-twice.test.ts); a copy is
  // another file holding the same bytes, read, its hands repeats.
  it('a copy of a file (its bytes under another name) is that log read again; a file of the same size with other bytes is its own log', () => {
    const dir = mkdtempSync(join(tmpdir(), 'veedor-copy-'));
    try {
      const a = `${DIR}/duplicate-ids-across-files/a.ndjson`;
      const copy = join(dir, 'copy.ndjson');
      const link = join(dir, 'link.ndjson');
      const edited = join(dir, 'edited.ndjson');
      copyFileSync(a, copy);
      linkSync(copy, link);
      // The same size, other bytes: the same ids a day later, another log whose hands are its own (the same hand, its
      // start too, in another log is a repeat: same-hand-two-logs.test.ts).
      const text = readFileSync(a, 'utf8');
      const first = JSON.parse(text.split('\n')[0]!) as { hand_id: string };
      const id = first.hand_id;
      writeFileSync(edited, text.replaceAll('"started_at":"2026-11-06', '"started_at":"2026-11-07'));
      expect(readFileSync(edited).length).toBe(readFileSync(a).length);
      expect(readFileSync(edited, 'utf8')).not.toBe(text);
      const v = veedor(['validate', a, edited, copy, '--lang', 'en']);
      expect(v.code).toBe(1);
      const lines = v.stdout.trimEnd().split('\n');
      expect(lines).toContain(`${edited}: 2 hands read, 2 valid, 0 rejected`);
      expect(lines).toContain(`${copy}:1: ${id} [hand_id] hand_id "${id}" already appeared in ${a}, the same log (this file holds the same bytes, compressed or not, or is another name for it); this repeat is not audited`);
      expect(lines).toContain(`${copy}: 2 hands read, 0 valid, 2 rejected`);
      expect(veedor(['validate', a, copy, link, '--lang', 'en']).code).toBe(2);
      const es = veedor(['validate', a, copy, '--lang', 'es']).stdout.trimEnd().split('\n');
      expect(es.some((l) => l.endsWith(`el hand_id "${id}" ya apareció en ${a}, el mismo registro (este archivo tiene los mismos bytes, comprimidos o no, o es otro nombre de él); esta repetición no se audita`))).toBe(true);
      for (const workers of ['1', '2']) {
        const r = veedor(['audit', a, edited, copy, '--format', 'json', '--lang', 'en', '--workers', workers]);
        const doc = JSON.parse(r.stdout) as { inputs: { hands: number; rejected: number }[]; findings: { rule: string; source: { path: string; line: number }; hand_id: string }[] };
        expect(doc.inputs.map((i) => [i.hands, i.rejected])).toEqual([[2, 0], [2, 0], [2, 2]]);
        const repeats = doc.findings.filter((f) => f.rule === 'input-duplicate-hand-id');
        expect(repeats.map((f) => [f.source.path, f.source.line])).toEqual([[copy, 1], [copy, 2]]);
        expect(repeats[0]!.hand_id).toBe(id);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // `cat a.ndjson | veedor audit - a.ndjson`: the repeat check looked at the name `<stdin>`, no file, so the copy of
  // the standard input was never compared with the file it came from: 4 = 4 + 0, every hand audited twice and its
  // findings (and the money owed) counted twice. validate already compared the copy itself.
  it('the standard input holding a file\'s bytes, beside that file: the second reading\'s hands are repeats, as for a copy', () => {
    const a = `${DIR}/duplicate-ids-across-files/a.ndjson`;
    const bytes = readFileSync(a);
    const id = (JSON.parse(bytes.toString('utf8').split('\n')[0]!) as { hand_id: string }).hand_id;
    for (const [files, repeated, first] of [[['-', a], a, '<stdin>'], [[a, '-'], '<stdin>', a]] as const) {
      const runs = ['1', '2'].map((workers) => spawnSync(process.execPath, [CLI, 'audit', ...files, '--format', 'json', '--lang', 'en', '--workers', workers], { input: bytes, encoding: 'utf8' }));
      for (const r of runs) expect([r.status, r.stderr]).toEqual([1, '']);
      expect(runs[1]!.stdout).toBe(runs[0]!.stdout);
      const doc = JSON.parse(runs[0]!.stdout) as { summary: { hands: number; audited: number; rejected: number }; findings: { rule: string; hand_id: string; source: { path: string; line: number }; message: string }[] };
      expect([doc.summary.hands, doc.summary.audited, doc.summary.rejected]).toEqual([4, 2, 2]);
      const repeats = doc.findings.filter((f) => f.rule === 'input-duplicate-hand-id');
      expect(repeats.map((f) => [f.source.path, f.source.line])).toEqual([[repeated, 1], [repeated, 2]]);
      expect(repeats[0]!.hand_id).toBe(id);
      expect(repeats[0]!.message).toContain(`hand_id "${id}" already appeared in ${first}, the same log (this file holds the same bytes`);
    }
  });

  it('an unreadable record names its field (a key written twice)', () => {
    const v = veedor(['validate', `${DIR}/repeated-keys.ndjson`, '--lang', 'en']);
    expect(v.code).toBe(1);
    expect(v.stdout).toContain('repeated-keys.ndjson:1: RK-AMOUNT [events[19].amount] the key "amount" is written twice in one object');
    expect(v.stdout).toContain('repeated-keys.ndjson:2: [hand_id] the key "hand_id" is written twice in one object');
    expect(v.stdout).toContain('repeated-keys.ndjson: 3 hands read, 1 valid, 2 rejected');
  });
});
