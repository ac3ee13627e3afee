import Database from 'better-sqlite3';
import { Writable } from 'node:stream';
import { appendFileSync, copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { TOOL_NAME, TOOL_VERSION } from '../../audit/tool.js';
import { openStore } from '../../store/db.js';
import { planInputs } from '../../store/ingest.js';
import { resolveRun } from '../../store/runs.js';
import { RunWriter } from '../../store/writer.js';
import { fromStoredRun } from '../../app/stored-report.js';
import { writePdfReport } from '../../reports/pdf/render.js';
import type { RecordedHand } from '../../reports/pdf/model.js';
import { LABELS, fill } from '../../reports/pdf/text.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { overflows, overlaps, squash } from './pdf/extract.js';
import { cli, cloneHands, tempDir, writeNdjson } from '../store/helpers.js';
import { DEMO, inDir, pdfText } from './helpers.js';

interface Audited {
  dir: string;
  runId: string;
  auditPdf: Buffer;
  findings: Record<string, any>[];
}

/**
 * Two logs audited from `dir` with relative paths, as an inspector would:
 * logs/a.ndjson (the demo: 8 findings, 2 of them input findings) and
 * logs/b.ndjson (16 pot luck hands, 4 under-paid).
 */
function auditTwoLogs(): Audited {
  const dir = tempDir('report-evidence');
  mkdirSync(join(dir, 'logs'));
  copyFileSync(DEMO, join(dir, 'logs', 'a.ndjson'));
  writeNdjson(join(dir, 'logs', 'b.ndjson'), cloneHands(16, { prefix: 'B', underpayEvery: 4 }));
  const r = cli(['audit', 'logs/a.ndjson', 'logs/b.ndjson', '--db', 's.db', '--pdf', 'audit.pdf', '--format', 'json', '--out', 'audit.json'], dir);
  expect(r.code, r.stderr).toBe(1);
  const json = JSON.parse(readFileSync(join(dir, 'audit.json'), 'utf8')) as { run: { id: string }; findings: Record<string, any>[] };
  return { dir, runId: json.run.id, auditPdf: readFileSync(join(dir, 'audit.pdf')), findings: json.findings };
}

const EVENTS = { es: LABELS.es.events, en: LABELS.en.events };

describe('veedor report: the evidence files', () => {
  let base: Audited;
  beforeAll(() => {
    base = auditTwoLogs();
  });

  it('holds findings of both logs, with events, in the audit\'s own PDF', async () => {
    const paths = base.findings.filter((f) => f['category'] !== 'input').map((f) => f['source']['path']);
    expect(new Set(paths)).toEqual(new Set(['logs/a.ndjson', 'logs/b.ndjson']));
    const { entries } = await pdfText(base.auditPdf);
    base.findings.forEach((f, i) => {
      if (f['category'] !== 'input') expect(entries.get(i + 1)).toContain(EVENTS.es);
    });
  });

  it('moved inputs: without --root the report says they are missing (exit 1); with --root it is the audit\'s PDF, byte for byte', async () => {
    const a = auditTwoLogs();
    const elsewhere = tempDir('report-moved');
    renameSync(join(a.dir, 'logs'), join(elsewhere, 'logs'));

    const lost = cli(['report', 'latest', '--db', 's.db', '--pdf', 'lost.pdf', '--stored-paths'], a.dir);
    expect(lost.code, lost.stderr).toBe(1);
    expect(lost.stderr).toContain(`falta logs/a.ndjson (se buscó en ${join(a.dir, 'logs', 'a.ndjson')}`);
    expect(lost.stderr).toContain('falta logs/b.ndjson');
    const { pages, entries } = await pdfText(readFileSync(join(a.dir, 'lost.pdf')));
    expect(overflows(pages)).toEqual([]);
    expect(overlaps(pages)).toEqual([]);
    const cover = pages[0]!.text;
    expect(cover).toContain(LABELS.es.evidenceTitle);
    expect(squash(cover)).toContain(squash(`logs/a.ndjson: NO SE ENCUENTRA (buscado en ${join(a.dir, 'logs', 'a.ndjson')})`));
    a.findings.forEach((f, i) => {
      const text = squash(entries.get(i + 1)!);
      if (f['category'] === 'input') return;
      expect(text).toContain(squash(fill(LABELS.es.eventsMissing, { path: f['source']['path'] })));
      expect(text).not.toContain(squash(EVENTS.es));
      expect(text).toContain(squash(f['message'])); // the finding itself is the store's, whole
    });

    const found = cli(['report', a.runId.slice(2, 10), '--db', 's.db', '--pdf', 'found.pdf', '--stored-paths', '--root', elsewhere], a.dir);
    expect(found.code, found.stderr).toBe(0);
    expect(readFileSync(join(a.dir, 'found.pdf')).equals(a.auditPdf)).toBe(true);
  });

  it('--input naming one log of two: the other is said not read because --input leaves it out, in the report\'s language (exit 1)', async () => {
    const a = base;
    const r = cli(['report', 'latest', '--db', 's.db', '--pdf', 'one.pdf', '--input', 'logs/a.ndjson', '--lang', 'es'], a.dir);
    expect(r.code, r.stderr).toBe(1);
    // It once read "falta logs/b.ndjson (se buscó en (not among the files named with --input); --root CARPETA …)".
    expect(r.stderr).toBe('veedor: logs/b.ndjson no se leyó: no está entre los archivos nombrados con --input (nómbrelo también, o use --stored-paths): el informe lo dice y no muestra eventos de él\n'
      + `veedor: se escribió one.pdf: ejecución ${a.runId}, ${a.findings.length} hallazgos, de s.db\n`);
    const { pages } = await pdfText(readFileSync(join(a.dir, 'one.pdf')));
    expect(squash(pages[0]!.text)).toContain(squash('logs/b.ndjson: NO SE LEYÓ (no está entre los archivos nombrados con --input)'));
    expect(pages[0]!.text).not.toContain('not among');
    const en = cli(['report', 'latest', '--db', 's.db', '--pdf', 'one-en.pdf', '--input', 'logs/a.ndjson', '--lang', 'en'], a.dir);
    expect(en.stderr.split('\n')[0]).toBe('veedor: logs/b.ndjson was not read: it is not among the files named with --input (name it too, or use --stored-paths): the report says so and shows no events from it');
    const v = cli(['verify', 'latest', '--db', 's.db', '--input', 'logs/a.ndjson', '--lang', 'es'], a.dir);
    expect(v.code).toBe(1);
    expect(v.stdout).toContain('  ✖ logs/b.ndjson  NO ENCONTRADO (no está entre los archivos nombrados con --input)\n');
  });

  it('a tampered input: the cover names it with both SHA-256s, its entries show no events and say why; the other log\'s still do (exit 1)', async () => {
    const a = auditTwoLogs();
    const path = join(a.dir, 'logs', 'b.ndjson');
    const before = readFileSync(path, 'utf8');
    // Hand B-0000004 was paid 90 on a 100 win; someone "corrects" the log to 100.
    const lines = before.split('\n');
    expect(lines[4]).toContain('"amount":90}');
    lines[4] = lines[4]!.replace('"amount":90}', '"amount":100}');
    writeFileSync(path, lines.join('\n'));

    const r = cli(['report', a.runId, '--db', 's.db', '--pdf', 'tampered.pdf', '--stored-paths', '--lang', 'en'], a.dir);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/logs\/b\.ndjson has changed since the audit \(sha256 [0-9a-f]{16}… stored, [0-9a-f]{16}… now\)/);
    const { pages, entries } = await pdfText(readFileSync(join(a.dir, 'tampered.pdf')));
    expect(overflows(pages)).toEqual([]);
    expect(overlaps(pages)).toEqual([]);
    const cover = squash(pages[0]!.text);
    expect(cover).toContain(squash(LABELS.en.evidenceTitle));
    expect(cover).toContain(squash('logs/b.ndjson: CHANGED since the audit.'));
    const { createHash } = await import('node:crypto');
    const sha = (s: string) => createHash('sha256').update(s).digest('hex');
    expect(cover).toContain(`StoredSHA-256:${sha(before)}`);
    expect(cover).toContain(`SHA-256now:${sha(lines.join('\n'))}`);
    let fromB = 0;
    a.findings.forEach((f, i) => {
      if (f['category'] === 'input') return;
      const text = squash(entries.get(i + 1)!);
      if (f['source']['path'] === 'logs/b.ndjson') {
        fromB++;
        expect(text).toContain(squash(fill(LABELS.en.eventsChanged, { path: 'logs/b.ndjson' })));
        expect(text).not.toContain(squash(EVENTS.en));
      } else {
        expect(text).toContain(squash(EVENTS.en));
        expect(text).not.toContain(squash(LABELS.en.eventsMissing.slice(0, 40)));
      }
    });
    expect(fromB).toBe(4);
    // The run's findings and digest are the store's, whatever the file says now.
    expect(pages.map((p) => p.text).join('\n')).toContain('B-0000004');
    expect(pages.every((p) => p.text.includes(a.runId))).toBe(true);
  });

  it('refuses an unknown run, a missing store, a missing --pdf or its directory (exit 2), writing nothing', () => {
    const { dir } = base;
    // The English one-line errors (Spanish is the default): the child processes inherit VEEDOR_LANG.
    process.env['VEEDOR_LANG'] = 'en';
    onTestFinished(() => { delete process.env['VEEDOR_LANG']; });
    const unknown = cli(['report', 'R-00000000', '--db', 's.db', '--pdf', 'x.pdf'], dir);
    expect(unknown).toMatchObject({ code: 2, stderr: expect.stringMatching(/no complete run "R-00000000" in the store/) });
    expect(cli(['report', 'latest', '--db', 'none.db', '--pdf', 'x.pdf'], dir))
      .toMatchObject({ code: 2, stderr: expect.stringMatching(/no audit store at none\.db/) });
    expect(cli(['report', 'latest', '--db', 's.db'], dir)).toMatchObject({ code: 2, stderr: expect.stringMatching(/--pdf/) });
    expect(cli(['report', 'latest', '--db', 's.db', '--pdf', 'no/such/dir/x.pdf'], dir))
      .toMatchObject({ code: 2, stderr: expect.stringMatching(/no such directory/) });
    expect(existsSync(join(dir, 'x.pdf'))).toBe(false);
  });

  it('refuses an incomplete run by its attempt key (exit 2); "latest" reports the latest complete one and says a later audit is incomplete', async () => {
    const a = auditTwoLogs();
    appendFileSync(join(a.dir, 'logs', 'b.ndjson'), JSON.stringify(cloneHands(17, { prefix: 'B' })[16]) + '\n');
    // An audit of the grown log that never completed (killed), as `veedor runs` lists it.
    const db = openStore(join(a.dir, 's.db'), { create: true });
    const inputs = await inDir(a.dir, () => planInputs(['logs/b.ndjson'], undefined, a.dir));
    const writer = new RunWriter(db, {
      tool: { name: TOOL_NAME, version: TOOL_VERSION }, catalogs: Object.fromEntries(RULESETS.map((r) => [r.id, r.version])),
      options: {}, inputs, cwd: a.dir,
    });
    const key = (db.prepare('SELECT attempt_key FROM runs WHERE seq = ?').pluck().get(writer.runSeq) as string);
    db.close();
    const r = cli(['report', key.slice(0, 12), '--db', 's.db', '--pdf', 'x.pdf'], a.dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`la ejecución "${key.slice(0, 12)}" está incompleta (${key.slice(0, 18)})`);
    expect(r.stderr).toContain('ejecute la misma auditoría otra vez para completarla');
    expect(existsSync(join(a.dir, 'x.pdf'))).toBe(false);

    const latest = cli(['report', 'latest', '--db', 's.db', '--pdf', 'latest.pdf', '--stored-paths'], a.dir);
    expect(latest.stderr).toContain(`una auditoría posterior (${key.slice(0, 18)}) está incompleta; se informa la última ejecución completa, ${a.runId}`);
    expect(latest.code).toBe(1); // b.ndjson has grown since the complete run: changed
  });

  it('refuses a store whose findings no longer match the run\'s digest (exit 2), writing nothing', () => {
    const a = auditTwoLogs();
    const db = new Database(join(a.dir, 's.db'));
    db.prepare('UPDATE findings SET actual = actual + 1 WHERE expected IS NOT NULL AND seq = (SELECT min(seq) FROM findings WHERE expected IS NOT NULL)').run();
    db.close();
    const r = cli(['report', 'latest', '--db', 's.db', '--pdf', 'altered.pdf'], a.dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^veedor: findings: fila \d+ \(run_seq=1, seq=\d+\) de la ejecución R-[0-9a-f]{16} no es lo que se selló: el almacén fue modificado; no se muestra nada \(véase veedor verify R-[0-9a-f]{16}\)\n$/);
    expect(existsSync(join(a.dir, 'altered.pdf'))).toBe(false);
  });

  it('an input that changes while the report reads it shows no events from then on, and finish() refuses the PDF (the CLI keeps none)', async () => {
    const a = auditTwoLogs();
    const db = openStore(join(a.dir, 's.db'), { create: false });
    try {
      // Hashed and found intact; then rewritten before its hands are read back (other hands, same places).
      let report = await fromStoredRun(db, resolveRun(db, a.runId), { rulesets: RULESETS, inputs: { kind: 'stored' } });
      expect(report.inputs.map((i) => i.status)).toEqual(['ok', 'ok']);
      const path = join(a.dir, 'logs', 'b.ndjson');
      const original = readFileSync(path, 'utf8');
      writeFileSync(path, original.replaceAll('"B-', '"X-'));
      const hands: (RecordedHand | undefined)[] = [];
      for await (const f of report.model.findings()) hands.push(await report.model.handOf(f));
      expect(hands.filter((h) => h?.unavailable === 'changed').length).toBe(4);
      expect(hands.filter((h) => h && !h.unavailable).length).toBe(6);
      await expect(report.finish()).rejects.toThrow(/logs\/b\.ndjson changed while the report was being read from it/);
      await report.dispose();

      // A line added at the end: every hand read is the indexed one, but the file is not the audited bytes.
      writeFileSync(path, original);
      report = await fromStoredRun(db, resolveRun(db, a.runId), { rulesets: RULESETS, inputs: { kind: 'stored' } });
      appendFileSync(path, '\n');
      for await (const f of report.model.findings()) expect((await report.model.handOf(f))?.unavailable).toBeUndefined();
      await expect(report.finish()).rejects.toThrow(/changed while the report was being read/);
      await report.dispose();
    } finally {
      db.close();
    }
  });

  it('says on the cover when this Veedor\'s catalog versions are not the run\'s (the article texts quoted are this one\'s)', async () => {
    const db = openStore(join(base.dir, 's.db'), { create: false });
    try {
      const rulesets = RULESETS.map((r) => (r.id === 'pe-pot-luck-black-jack' ? { ...r, version: '9.9.9' } : r));
      const report = await fromStoredRun(db, resolveRun(db, base.runId), { rulesets, inputs: { kind: 'stored' } });
      expect(report.model.catalogDrift).toEqual([{ id: 'pe-pot-luck-black-jack', stored: '1.0.0', now: '9.9.9' }]);
      expect(report.model.evidence).toBeUndefined();
      const chunks: Buffer[] = [];
      const out = new Writable({ write(c: Buffer, _e, cb) { chunks.push(c); cb(); } });
      await writePdfReport(report.model, out, { lang: 'en', rulesets });
      await report.finish();
      await report.dispose();
      const { pages } = await pdfText(Buffer.concat(chunks));
      expect(squash(pages[0]!.text)).toContain(squash(fill(LABELS.en.catalogDrift, { id: 'pe-pot-luck-black-jack', stored: '1.0.0', now: '9.9.9' })));
      expect(overlaps(pages)).toEqual([]);
    } finally {
      db.close();
    }
  });
});
