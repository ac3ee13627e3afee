// hostile18: `verify RUN --input a.ndjson --input a.ndjson` (or a.ndjson and a link to it, or a copy) for a run of
// a.ndjson and b.ndjson paired the left-over a.ndjson with b.ndjson and printed "b.ndjson CHANGED", b's stored hash
// beside a's: a log said altered that was never named; `report --input` wrote the same into the PDF ("has changed since
// the audit"). The same bytes named more often than the run read them are now refused in one line, exit 2, es/en; a
// run that read one file twice is verified with it named twice.
import { copyFileSync, existsSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/temp.js';
import { DEMO, ROOT, veedor } from '../cli/run-cli.js';
import { auditIntoStore } from '../../app/audit.js';
import { openStore } from '../../store/db.js';
import { RULESETS } from '../../rules-catalog/index.js';

const OTHER = join(ROOT, 'fixtures', 'demo', 'dragon-six-lima.ndjson');

describe('verify and report: an input named twice', () => {
  it('is refused, not paired with another input as CHANGED', () => {
    const dir = tempDir('input-twice');
    const a = join(dir, 'a.ndjson');
    const b = join(dir, 'b.ndjson');
    copyFileSync(DEMO, a);
    copyFileSync(OTHER, b);
    symlinkSync(a, join(dir, 'link.ndjson'));
    const db = join(dir, 's.db');
    expect(veedor(['audit', a, b, '--db', db, '--quiet'], { cwd: dir }).code).toBe(1);
    const says = (x: string) => ({ code: 2, signal: null, stdout: '', stderr: `veedor: --input a.ndjson, ${x}: the same bytes named 2 times, and the run read them 1: name each input once\n` });
    expect(veedor(['verify', 'latest', '--db', db, '--input', 'a.ndjson', '--input', 'a.ndjson', '--lang', 'en'], { cwd: dir })).toEqual(says('a.ndjson'));
    expect(veedor(['verify', 'latest', '--db', db, '--input', 'a.ndjson', '--input', 'link.ndjson', '--lang', 'en'], { cwd: dir })).toEqual(says('link.ndjson'));
    expect(veedor(['report', 'latest', '--db', db, '--input', 'a.ndjson', '--input', 'a.ndjson', '--pdf', 'r.pdf', '--lang', 'en'], { cwd: dir })).toEqual(says('a.ndjson'));
    expect(veedor(['verify', 'latest', '--db', db, '--input', 'a.ndjson', '--input', 'a.ndjson', '--lang', 'es'], { cwd: dir }).stderr)
      .toBe('veedor: --input a.ndjson, a.ndjson: los mismos bytes nombrados 2 veces, y la ejecución los leyó 1: nombre cada entrada una vez\n');
    // Each named once: verified.
    const ok = veedor(['verify', 'latest', '--db', db, '--input', 'b.ndjson', '--input', 'a.ndjson', '--lang', 'en'], { cwd: dir });
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('VERIFIED: the findings came from exactly these files');
  });

  // `audit a a` is refused now (hostile30: cli/inputs.ts); a store an earlier version wrote may hold such a run.
  it('a run that read one file twice is verified with it named twice', async () => {
    const dir = tempDir('input-twice');
    const a = join(dir, 'a.ndjson');
    copyFileSync(DEMO, a);
    const db = join(dir, 's.db');
    expect(veedor(['audit', a, a, '--db', db, '--quiet'], { cwd: dir }).code).toBe(2);
    expect(existsSync(db)).toBe(false);
    const here = process.cwd();
    process.chdir(dir);
    const store = openStore('s.db', { create: true });
    try {
      const r = await auditIntoStore(store, { paths: ['a.ndjson', 'a.ndjson'], rulesets: RULESETS });
      expect([r.run.summary.hands, r.run.summary.rejected]).toEqual([84, 42]);
      r.run.dispose();
    } finally {
      store.close();
      process.chdir(here);
    }
    const ok = veedor(['verify', 'latest', '--db', db, '--input', 'a.ndjson', '--input', 'a.ndjson', '--lang', 'en'], { cwd: dir });
    expect(ok.stdout).toContain('VERIFIED: the findings came from exactly these files');
    expect(ok.code).toBe(0);
  });
});
