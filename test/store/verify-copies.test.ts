// hostile30: a run that audited a log and a copy of it (an evidence folder with its backup: the copy's hands are
// repeats naming the log read first, "already appeared in a.ndjson, the same log") was NOT VERIFIED when both were
// named with --input: re-audited under their absolute paths, the repeats named "/…/a.ndjson" where the run stored
// "a.ndjson", 42 findings "changed". Each file the fresh audit read is cited by the path the run stored, in the
// messages that name another file too. --stored-paths verified it already.
// hostile31: the log named for both inputs (the copy since lost; its bytes are the log's, matched by SHA-256) was NOT
// VERIFIED: read twice under one name, the second reading was that log read again ('already appeared earlier in the
// log'), not a copy of it, and both readings' findings cited one stored path.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/temp.js';
import { DEMO, veedor } from '../cli/run-cli.js';

describe('verify --input of a run that read a log and its copy', () => {
  it('both named, in either order: VERIFIED, exit 0', () => {
    const dir = tempDir('verify-copies');
    mkdirSync(join(dir, 'backup'));
    copyFileSync(DEMO, join(dir, 'a.ndjson'));
    copyFileSync(DEMO, join(dir, 'backup', 'a.ndjson'));
    const audit = veedor(['audit', 'a.ndjson', 'backup/a.ndjson', '--db', 's.db', '--format', 'json', '--quiet', '--lang', 'en'], { cwd: dir });
    expect(audit.code).toBe(1);
    const doc = JSON.parse(audit.stdout) as { summary: { hands: number; audited: number; rejected: number }; findings: { rule: string; message: string }[] };
    expect([doc.summary.hands, doc.summary.audited, doc.summary.rejected]).toEqual([84, 42, 42]);
    expect(doc.findings.filter((f) => f.rule === 'input-duplicate-hand-id')[0]!.message).toContain('already appeared in a.ndjson, the same log');
    for (const inputs of [['a.ndjson', 'backup/a.ndjson'], ['backup/a.ndjson', join(dir, 'a.ndjson')]]) {
      for (const lang of ['en', 'es']) {
        const r = veedor(['verify', 'latest', '--db', 's.db', ...inputs.flatMap((i) => ['--input', i]), '--lang', lang], { cwd: dir });
        expect([r.code, r.stderr], r.stdout).toEqual([0, '']);
        expect(r.stdout).toMatch(lang === 'en' ? /\n✔ VERIFIED: the findings came from exactly these files\n$/ : /\n✔ VERIFICADA: los hallazgos provienen exactamente de estos archivos\n$/);
      }
    }
    expect(veedor(['verify', 'latest', '--db', 's.db', '--stored-paths', '--lang', 'en'], { cwd: dir }).code).toBe(0);
  });

  it('the log named for both inputs (the copy lost), or the copy for both: VERIFIED, exit 0, es and en', () => {
    const dir = tempDir('verify-copies');
    mkdirSync(join(dir, 'backup'));
    copyFileSync(DEMO, join(dir, 'a.ndjson'));
    copyFileSync(DEMO, join(dir, 'backup', 'a.ndjson'));
    expect(veedor(['audit', 'a.ndjson', 'backup/a.ndjson', '--db', 's.db', '--quiet'], { cwd: dir }).code).toBe(1);
    for (const named of ['a.ndjson', 'backup/a.ndjson', join(dir, 'a.ndjson')]) {
      for (const lang of ['en', 'es']) {
        const r = veedor(['verify', 'latest', '--db', 's.db', '--input', named, '--input', named, '--lang', lang], { cwd: dir });
        expect([r.code, r.stderr], r.stdout).toEqual([0, '']);
        expect(r.stdout).toMatch(lang === 'en' ? /\n✔ VERIFIED: the findings came from exactly these files\n$/ : /\n✔ VERIFICADA: los hallazgos provienen exactamente de estos archivos\n$/);
      }
    }
  });
});
