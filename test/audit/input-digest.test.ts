// The SHA-256 and size a run names for each input are those of the file's bytes, whether they come
// from the reader's own chunks (the file read to its end) or from a pass of their own (a read that
// stops short: a binary or empty file; a dispute replay that has found its hand).
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { runAudit } from '../../audit/run.js';
import { Auditor } from '../../audit/auditor.js';
import { RULESETS } from '../../rules-catalog/index.js';

const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

async function inputsOf(paths: string[], workers = 1) {
  const run = await runAudit({ paths, rulesets: RULESETS, workers });
  for await (const f of run.findings()) void f;
  run.dispose();
  return run.inputs;
}

describe('input digests', () => {
  const files = [
    'fixtures/examples/pe-pot-luck-black-jack.ndjson',
    'fixtures/bad-input/bom-crlf.ndjson',
    'fixtures/bad-input/crlf.json',
    'fixtures/bad-input/csv-semicolon.csv',
    'fixtures/bad-input/binary.ndjson',
    'fixtures/bad-input/empty.ndjson',
  ];

  it('are the bytes of each file, read to its end or stopped short, on one thread', async () => {
    const inputs = await inputsOf(files);
    expect(inputs.map((i) => [i.path, i.sha256, i.bytes])).toEqual(files.map((f) => [f, sha(f), readFileSync(f).length]));
  });

  it('are the same under --workers 2', async () => {
    const inputs = await inputsOf(files, 2);
    expect(inputs.map((i) => [i.path, i.sha256, i.bytes])).toEqual(files.map((f) => [f, sha(f), readFileSync(f).length]));
  });
});

describe('a read stopped short', () => {
  it('names the whole file\'s digest, not that of the bytes read before the stop', async () => {
    // Many chunks long (the reader reads 64 KiB at a time): the stop comes well before the end.
    const line = readFileSync('fixtures/examples/pe-pot-luck-black-jack.ndjson', 'utf8').split('\n')[0]!;
    const dir = mkdtempSync(join(tmpdir(), 'veedor-digest-'));
    const path = join(dir, 'long.ndjson');
    writeFileSync(path, (line + '\n').repeat(Math.ceil((1 << 20) / line.length)));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    let records = 0;
    const auditor = new Auditor({ rulesets: RULESETS }, { finding: () => {}, handAudited: () => void records++, stop: () => records >= 1 });
    const file = await auditor.auditFile(path);
    expect(file.hands).toBe(1);
    expect([file.sha256, file.bytes]).toEqual([sha(path), readFileSync(path).length]);
  });
});
