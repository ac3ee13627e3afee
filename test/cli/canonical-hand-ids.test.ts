// hostile18: two hands of one log whose hand_ids are the same text in Unicode's canonical form (NFC) — `Café-1` written
// with é (U+00E9) and with e + U+0301, `K-1` and `K-1` with the Kelvin sign U+212A — print alike in every report, and a
// dispute filed under the one cannot tell it from the other. The format makes hand_id unique within the log; both were
// audited as two hands, no word said. The later one is now rejected as a repeat (input-duplicate-hand-id, `hand_id`),
// its reason naming the code points it is written with, by the audit (one thread and two) and by validate alike.
// Ids that only look alike (a zero-width space, NFKC's compatibility forms such as `ﬁ`) are other text: audited.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { veedor, ROOT, STACK } from './run-cli.js';

const CLEAN = JSON.parse(readFileSync(join(ROOT, 'fixtures/pe-pot-luck-black-jack/clean-examples.json'), 'utf8')) as Record<string, unknown>[];

/** A log of one clean hand per id, each in its own shoe (the copies share no cards). */
function log(dir: string, ids: string[]): string {
  const path = join(dir, 'ids.ndjson');
  writeFileSync(path, ids.map((id, i) => JSON.stringify({ ...CLEAN[i % CLEAN.length], hand_id: id, shoe_id: `S-${i}` })).join('\n') + '\n');
  return path;
}

const NFC = 'Caf\u00e9-1';
const NFD = 'Cafe\u0301-1';

describe('hand_ids equal in Unicode canonical form', () => {
  it('the later of two canonically equal ids is a repeat, whichever form comes first, on one thread and two', () => {
    const dir = mkdtempSync(join(tmpdir(), 'veedor-nfc-'));
    try {
      const f = log(dir, [NFD, NFC, 'K-1', '\u212a-1', '\u212b-2', '\u00c5-2', 'x1', 'x\u200b1', 'fi-3', '\ufb01-3']);
      for (const workers of ['1', '2']) {
        const r = veedor(['audit', f, '--format', 'json', '--lang', 'en', '--workers', workers]);
        expect(r.stderr).not.toMatch(STACK);
        const doc = JSON.parse(r.stdout) as { inputs: { hands: number; rejected: number }[]; findings: { rule: string; hand_id: string; field?: string; source: { line: number }; message: string }[] };
        expect(doc.inputs[0]).toMatchObject({ hands: 10, rejected: 3 });
        const repeats = doc.findings.filter((x) => x.rule === 'input-duplicate-hand-id');
        expect(repeats.map((x) => [x.hand_id, x.field, x.source.line])).toEqual([[NFC, 'hand_id', 2], ['\u212a-1', 'hand_id', 4], ['\u00c5-2', 'hand_id', 6]]);
        expect(repeats[0]!.message).toContain('the same text, in Unicode\'s canonical form (NFC), as an earlier hand\'s id');
        expect(repeats[1]!.message).toContain('U+212A');
        expect(repeats[2]!.message).toContain('U+00C5');
      }
      const v = veedor(['validate', f, '--lang', 'es']);
      expect(v.code).toBe(1);
      const lines = v.stdout.trimEnd().split('\n');
      expect(lines.filter((l) => l.includes('[hand_id]')).map((l) => l.replace(`${f}:`, '').split(':')[0])).toEqual(['2', '4', '6']);
      expect(lines.find((l) => l.startsWith(`${f}:2:`))).toContain('forma canónica de Unicode (NFC)');
      expect(lines.at(-1)).toBe(`${f}: 10 manos leídas, 7 válidas, 3 rechazadas`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('replay finds the hand by its id typed in either form, and tells the other form\'s record as its repeat', () => {
    const dir = mkdtempSync(join(tmpdir(), 'veedor-nfc-'));
    try {
      const f = log(dir, [NFD, 'K-1', NFC]);
      // Typed composed (as a keyboard gives é), the log's first record (decomposed) is the hand; the third its repeat.
      const r = veedor(['replay', f, NFC, '--format', 'json', '--lang', 'en']);
      expect(r.stderr).not.toMatch(STACK);
      expect(r.code).toBe(1);
      const doc = JSON.parse(r.stdout) as { hand_id: string; source: string; end_findings: { rule: string; message: string }[] };
      expect([doc.hand_id, doc.source]).toEqual([NFD, `${f}:1`]);
      expect(doc.end_findings.map((x) => x.rule)).toEqual(['input-duplicate-hand-id']);
      expect(doc.end_findings[0]!.message).toContain(`${f}:3 [hand_id]`);
      // An id that only looks alike is another id: not found.
      expect(veedor(['replay', f, 'Cafe-1', '--lang', 'en']).code).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // inspector19: `replay LOG HAND` took the id typed in either form, but `replay RUN HAND --db STORE` looked it up by
  // exact code points: the same hand, stored from the same log, "not among the hands run R audited" when typed
  // composed. The store's lookup now takes the same canonical form (the log's own spelling shown, as the log replay
  // shows it), with the findings of the stored hand on it; an id that only looks alike is still not found.
  it('replay --db finds the stored hand by its id typed in either form, as the log replay does', () => {
    const dir = mkdtempSync(join(tmpdir(), 'veedor-nfc-'));
    try {
      const f = log(dir, [NFD, 'K-1', NFC]);
      expect(veedor(['audit', 'ids.ndjson', '--db', 'a.db'], { cwd: dir }).code).toBe(1);
      const fromLog = JSON.parse(veedor(['replay', f, NFC, '--format', 'json', '--lang', 'en']).stdout) as { hand_id: string; source: string; findings_total?: number };
      for (const typed of [NFD, NFC]) {
        const r = veedor(['replay', 'latest', typed, '--db', 'a.db', '--format', 'json', '--lang', 'en'], { cwd: dir });
        expect(r.stderr, typed === NFC ? 'composed' : 'decomposed').not.toContain('is not among the hands');
        expect(r.stderr).not.toMatch(STACK);
        expect(r.code).toBe(1);
        const doc = JSON.parse(r.stdout) as { hand_id: string; source: string; end_findings: { rule: string }[] };
        expect([doc.hand_id, doc.source]).toEqual([NFD, `${f}:1`]);
        expect(doc.end_findings.map((x) => x.rule)).toEqual(['input-duplicate-hand-id']);
        expect(doc.hand_id).toBe(fromLog.hand_id);
      }
      const es = veedor(['replay', 'latest', NFC, '--db', 'a.db', '--lang', 'es'], { cwd: dir });
      expect(es.code).toBe(1);
      expect(es.stderr).toContain(`la mano ${NFC} está en ids.ndjson, línea 1`);
      // An id that only looks alike is another id: not found in the store either.
      const other = veedor(['replay', 'latest', 'Cafe-1', '--db', 'a.db', '--lang', 'en'], { cwd: dir });
      expect(other.code).toBe(2);
      expect(other.stderr).toContain('is not among the hands');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the same written ids in two files are each file\'s own hands (a log is one file)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'veedor-nfc-'));
    try {
      const a = log(dir, [NFC]);
      const b = join(dir, 'b.ndjson');
      writeFileSync(b, JSON.stringify({ ...CLEAN[1], hand_id: NFD, shoe_id: 'S-b' }) + '\n');
      const doc = JSON.parse(veedor(['audit', a, b, '--format', 'json', '--lang', 'en']).stdout) as { inputs: { hands: number; rejected: number }[] };
      expect(doc.inputs.map((i) => [i.hands, i.rejected])).toEqual([[1, 0], [1, 0]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
