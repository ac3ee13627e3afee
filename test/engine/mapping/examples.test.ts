import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMapping } from '../../../engine/input/mapping/compile.js';
import { MappedReader } from '../../../engine/input/mapping/reader.js';
import { tempDir } from '../../helpers/audit-files.js';
import { ROOT, auditFiles, comparable, examples } from './helpers.js';

const CLI = join(ROOT, 'dist', 'cli', 'veedor.js');

function veedor(args: string[]) {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run "npm run build" before the tests`);
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('fixtures/mappings: three foreign layouts', () => {
  it('there are at least three, each with export, mapping, native log and expected findings', () => {
    const all = examples();
    expect(all.map((e) => e.name).sort()).toEqual(['caribbean-nested-ndjson', 'dragon-six-row-per-hand', 'marbella-spanish-cents']);
    for (const e of all) for (const f of [e.map, e.export, e.native, e.expected]) expect(existsSync(f)).toBe(true);
  });

  describe.each(examples())('$name', (e) => {
    const expected = (JSON.parse(readFileSync(e.expected, 'utf8')) as { findings: Record<string, unknown>[] }).findings;

    it('has at least one dealer error, and the native log audits to exactly the expected findings', async () => {
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.every((f) => f['category'] === 'payout')).toBe(true);
      const native = await auditFiles([e.native]);
      expect(native.findings.map(comparable)).toEqual(expected);
    });

    it('audit --map gives exactly the findings of the native log, and the counts reconcile', async () => {
      const native = await auditFiles([e.native]);
      const mapped = await auditFiles([e.export], e.map);
      expect(mapped.findings.map(comparable)).toEqual(native.findings.map(comparable));
      expect(mapped.summary.hands).toBe(native.summary.hands);
      expect(mapped.summary.rejected).toBe(0);
      expect(mapped.summary.audited).toBe(mapped.summary.hands);
      expect(mapped.summary.money).toEqual(native.summary.money);
      expect(mapped.summary.by_article).toEqual(native.summary.by_article);
      for (const f of mapped.findings) expect(f.source.path).toBe(e.export);
    });

    it('the mapped reader makes the very hands of the native log', async () => {
      const reader = new MappedReader(loadMapping(e.map));
      const hands: unknown[] = [];
      for await (const r of reader.read(e.export)) {
        expect(r.kind).toBe('hand');
        if (r.kind === 'hand') hands.push(r.value);
      }
      const native = readFileSync(e.native, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as unknown);
      expect(hands).toEqual(native);
    });

    it('import then audit gives the findings of audit --map (CLI, JSON output)', () => {
      const dir = tempDir();
      const out = join(dir, 'converted.ndjson');
      const imported = veedor(['import', '--map', e.map, e.export, '--out', out]);
      expect(imported.code).toBe(0);
      const skipped = e.name === 'marbella-spanish-cents' ? '; 2 filas omitidas: no son eventos (type asignado a null)' : ''; // its two SALDO MESA lines
      expect(imported.stderr).toBe(`veedor: se escribió ${out}: ${readFileSync(e.native, 'utf8').trim().split('\n').length} manos${skipped}\n`);
      expect(readdirSync(dir)).toEqual(['converted.ndjson']); // the temp file was renamed, nothing left beside it
      const fromLog = veedor(['audit', out, '--format', 'json']);
      const viaMap = veedor(['audit', '--map', e.map, e.export, '--format', 'json']);
      expect(fromLog.code).toBe(1);
      expect(viaMap.code).toBe(1);
      const pick = (text: string) => (JSON.parse(text) as { findings: Record<string, unknown>[] }).findings.map((f) => {
        const { source: _s, message: _m, ...rest } = f;
        return rest;
      });
      expect(pick(viaMap.stdout)).toEqual(pick(fromLog.stdout));
      expect(pick(viaMap.stdout).map((f) => [f['hand_id'], f['rule'], f['event'], f['expected'], f['actual']])).toEqual(expected.map((f) => [f['hand_id'], f['rule'], f['event'], f['expected'], f['actual']]));
    });
  });
});
