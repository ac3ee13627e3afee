import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveRun } from '../../store/runs.js';
import { verifyRun } from '../../app/verify.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { findingLabel, verifyJson, verifyText } from '../../reports/listings/verify.js';
import { cli, cloneHands, storeAudit, tempDir, writeNdjson } from './helpers.js';

const STORED = { inputs: { kind: 'stored' } } as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A store with one run of two logs, audited from `dir` with relative paths. */
async function setup() {
  const dir = tempDir('verify');
  mkdirSync(join(dir, 'logs'));
  writeNdjson(join(dir, 'logs', 'nov.ndjson'), cloneHands(24, { underpayEvery: 8 }));
  writeNdjson(join(dir, 'logs', 'dec.ndjson'), cloneHands(12, { prefix: 'DEC', date: '2026-12-01', overpayEvery: 4 }));
  const { db, run } = await storeAudit(join(dir, 'v.db'), ['logs/nov.ndjson', 'logs/dec.ndjson'], dir);
  return { dir, db, run };
}

describe('veedor verify', () => {
  it('an untouched run verifies: same SHA-256s, same findings, same digest, from any working directory', async () => {
    const { db, run } = await setup();
    const report = await verifyRun(db, resolveRun(db, run.run.id), RULESETS, STORED);
    expect(report.store.ok).toBe(true);
    expect(report.inputs.map((i) => i.status)).toEqual(['ok', 'ok']);
    expect(report.reaudit).toMatchObject({ runId: run.run.id, findingsDigest: run.findingsDigest, findings: 6, versionNotes: [], countNotes: [] });
    expect(report.ok).toBe(true);
    db.close();
  });

  it('a tampered input fails: the changed file, its hashes, and exactly which finding changed and how', async () => {
    const { dir, db, run } = await setup();
    const path = join(dir, 'logs', 'nov.ndjson');
    const lines = readFileSync(path, 'utf8').split('\n');
    // Hand 8 paid 90 on a 100 win (a finding); someone "corrects" the log to 100.
    expect(lines[8]).toContain('"amount":90}');
    lines[8] = lines[8]!.replace('"amount":90}', '"amount":100}');
    writeFileSync(path, lines.join('\n'));
    const report = await verifyRun(db, resolveRun(db, run.run.id), RULESETS, STORED);
    expect(report.ok).toBe(false);
    expect(report.store.ok).toBe(true);
    expect(report.inputs.map((i) => i.status)).toEqual(['changed', 'ok']);
    expect(report.inputs[0]!.sha256).not.toBe(report.inputs[0]!.input.sha256);
    if ('skipped' in report.reaudit) throw new Error('re-audit skipped');
    expect(report.reaudit.runId).not.toBe(run.run.id);
    expect(report.reaudit.diff).toMatchObject({ identical: false, storedCount: 6, freshCount: 5, changed: [], onlyFresh: [] });
    expect(report.reaudit.diff.onlyStored.map((f) => findingLabel(f, 'en'))).toEqual(['hand GEN-0000008, event 22, seat 4, hand 2: Art. 15º win-pays-1-to-1 (logs/nov.ndjson:9)']);
    expect(report.reaudit.diff.onlyStored.map((f) => findingLabel(f, 'es'))).toEqual(['mano GEN-0000008, evento 22, asiento 4 (mano 2): Art. 15º win-pays-1-to-1 (logs/nov.ndjson:9)']);
    // verify --json keeps the English label, as before.
    expect((verifyJson(report)['reaudit'] as { only_stored: string[] }).only_stored).toEqual(['hand GEN-0000008, event 22, seat 4, hand 2: Art. 15º win-pays-1-to-1 (logs/nov.ndjson:9)']);
    db.close();
  });

  it('a changed amount shows field by field; the CLI exits 1 and says NOT VERIFIED', async () => {
    const { dir, db, run } = await setup();
    const stored = db.prepare("SELECT message_es, message_en FROM findings WHERE rule = 'win-pays-1-to-1' AND hand_id = 'DEC-0000000'").get() as { message_es: string; message_en: string };
    db.close();
    const path = join(dir, 'logs', 'dec.ndjson');
    writeFileSync(path, readFileSync(path, 'utf8').replace('"amount":130}', '"amount":150}'));
    const r = cli(['verify', run.run.id.slice(0, 8), '--db', 'v.db', '--stored-paths', '--lang', 'en'], dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('✖ logs/dec.ndjson  CHANGED');
    expect(r.stdout).toContain('~ hand DEC-0000000, event 22, seat 4, hand 2: Art. 15º win-pays-1-to-1 (logs/dec.ndjson:1)');
    expect(r.stdout).toContain('actual: 130 → 150');
    expect(r.stdout).toContain('owed_to_player: -30 → -50');
    expect(r.stdout).toMatch(/✖ NOT VERIFIED\n$/);
    // The Spanish default words the same lines in Spanish.
    const es = cli(['verify', run.run.id.slice(0, 8), '--db', 'v.db', '--stored-paths'], dir);
    expect(es.code).toBe(1);
    expect(es.stdout).toContain('~ mano DEC-0000000, evento 22, asiento 4 (mano 2): Art. 15º win-pays-1-to-1 (logs/dec.ndjson:1)');
    // Every line but the field values (the stored finding's canonical JSON, quoted as stored) is Spanish.
    const worded = es.stdout.split('\n').filter((l) => !l.startsWith('        ')).join('\n');
    expect(worded).not.toMatch(/\b(hand|event|seat|changed|only|findings identical|DIFFER)\b/);
    expect(es.stdout).toMatch(/✖ NO VERIFICADA\n$/);
    // The changed message is quoted in the reader's language: the stored finding's Spanish words, then the re-audit's.
    const message = (out: string) => out.split('\n').find((l) => l.startsWith('        message: '));
    expect(message(es.stdout)).toMatch(new RegExp(`^ {8}message: ${escape(JSON.stringify(stored.message_es))} → "`));
    expect(message(r.stdout)).toMatch(new RegExp(`^ {8}message: ${escape(JSON.stringify(stored.message_en))} → "`));
    expect(stored.message_es).not.toBe(stored.message_en);
  });

  it('the CLI verifies an untouched run (exit 0), also when run from another directory', async () => {
    const { dir, db, run } = await setup();
    db.close();
    const r = cli(['verify', run.run.id, '--db', join(dir, 'v.db'), '--stored-paths', '--json'], tempDir());
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, any>;
    expect(out).toMatchObject({ run: run.run.id, verified: true, root: dir, reaudit: { identical: true, findings_digest: run.findingsDigest } });
  });

  it('a missing input, or an altered store, is reported and fails', async () => {
    const { dir, db, run } = await setup();
    renameSync(join(dir, 'logs', 'dec.ndjson'), join(dir, 'logs', 'dec.moved'));
    let report = await verifyRun(db, resolveRun(db, run.run.id), RULESETS, STORED);
    expect(report.inputs.map((i) => i.status)).toEqual(['ok', 'missing']);
    expect(report.reaudit).toEqual({ skipped: { code: 'verify.inputs-missing', data: { n: 1 } } });
    expect(report.ok).toBe(false);
    renameSync(join(dir, 'logs', 'dec.moved'), join(dir, 'logs', 'dec.ndjson'));

    db.prepare('UPDATE findings SET actual = actual + 500 WHERE seq = 0').run();
    report = await verifyRun(db, resolveRun(db, run.run.id), RULESETS, STORED);
    expect(report.store.ok).toBe(false);
    expect(report.seal.problems).toEqual([`findings: row 1 (run_seq=1, seq=0) of run ${run.run.id} is not what was sealed: the store was altered`]);
    expect(report.chain.problems).toEqual(report.seal.problems);
    expect(verifyText(report, 'es', 'v.db')).toContain(`    ! findings: fila 1 (run_seq=1, seq=0) de la ejecución ${run.run.id} no es lo que se selló: el almacén fue modificado\n`);
    expect(verifyText(report, 'en', 'v.db')).toContain(`    ! findings: row 1 (run_seq=1, seq=0) of run ${run.run.id} is not what was sealed: the store was altered\n`);
    expect((verifyJson(report)['chain'] as { problems: string[] }).problems).toEqual(report.seal.problems);
    expect(report.reaudit).toEqual({ skipped: { code: 'verify.seal-mismatch' } });
    expect(report.ok).toBe(false);
    db.close();
  });

  it('--root finds relative inputs moved elsewhere with the evidence', async () => {
    const { dir, db, run } = await setup();
    db.close();
    const moved = tempDir('moved');
    renameSync(join(dir, 'logs'), join(moved, 'logs'));
    expect(cli(['verify', run.run.id, '--db', join(dir, 'v.db'), '--stored-paths'], moved).code).toBe(1);
    expect(cli(['verify', run.run.id, '--db', join(dir, 'v.db'), '--stored-paths', '--root', moved], dir).code).toBe(0);
    expect(cli(['verify', 'R-0000', '--db', join(dir, 'v.db')], dir)).toMatchObject({ code: 2, stderr: expect.stringMatching(/no hay ninguna ejecución completa "R-0000"/) });
  });

  it('opens the store in place: nothing to verify without one', () => {
    const r = cli(['verify', 'latest', '--db', 'absent.db'], tempDir());
    expect(r).toMatchObject({ code: 2, stderr: expect.stringMatching(/no hay almacén de auditoría en absent\.db/) });
  });
});


// A re-audit's differing finding is named as its catalog names the place: Caribbean Stud's and Dragon Six's regulations
// say «zona de apuesta» (Art. 9º of each), as their findings, replays and reports do; the other catalogs a seat.
describe('verify: a differing finding\'s place in its catalog\'s word', () => {
  const ref = (ruleset: string | undefined) => ({ handId: 'H-1', event: 7, seat: 3, ...(ruleset ? { ruleset } : {}), article: 'Art. 14º', rule: 'bet-payout', where: 'x.ndjson:2' });
  it('zona / zone for Póker Caribeño and Dragon Six, asiento / seat for Pot Luck and a finding without its catalog', () => {
    expect(findingLabel(ref('pe-poker-caribeno'), 'es')).toBe('mano H-1, evento 7, zona 3: Art. 14º bet-payout (x.ndjson:2)');
    expect(findingLabel(ref('pe-dragon-six-baccarat'), 'en')).toBe('hand H-1, event 7, zone 3: Art. 14º bet-payout (x.ndjson:2)');
    expect(findingLabel(ref('pe-pot-luck-black-jack'), 'es')).toBe('mano H-1, evento 7, asiento 3: Art. 14º bet-payout (x.ndjson:2)');
    expect(findingLabel(ref(undefined), 'en')).toBe('hand H-1, event 7, seat 3: Art. 14º bet-payout (x.ndjson:2)');
  });
});
