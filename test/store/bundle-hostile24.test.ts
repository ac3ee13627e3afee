// hostile24: bundles built to break verify --bundle after memory23 streamed it.
// - A manifest whose small tables are not lists of objects (`"runs": 5`, `"inputs": [null]`) or whose seal's
//   row_hashes is not text stopped verify with "internal error: TypeError: 5 is not iterable" and a stack (exit 2);
//   now each is a problem of the bundle, NOT VERIFIED (exit 1), in both languages.
// - A findings.ndjson line of tens of megabytes: the text held was joined to each 64 KB block and split again, so a
//   100 MB line took 64 s (25 MB: 4 s; quadratic); a hands.csv quoted field was built a character at a time (a 100 MB
//   field: 4 GB resident). Both now read in linear time.
// - A findings.ndjson line that is JSON but no object (42, null, []) was a row (42 hashed as a row of no columns) or
//   "Cannot convert undefined or null to object"; now the line's number and why, in Spanish too (V8's JSON words were
//   English in the Spanish report; a bad cell of run_hands.csv said "hands.csv: a quoted field is not closed").
// - A file's SHA-256 and size were those of its text decoded and encoded again: a byte that is not UTF-8 standing for
//   a U+FFFD the run stored passed as the file the manifest names. Now the file's own bytes.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvRows, exportRun, ndjsonRows, verifyBundle } from '../../store/bundle.js';
import { renderReason } from '../../engine/core/reasons.js';
import { resolveRun } from '../../store/runs.js';
import { CLI, cloneHands, requireBuild, storeAudit, tempDir, writeNdjson } from './helpers.js';

async function bundleOf(hands = cloneHands(3)): Promise<{ dir: string; bundle: string }> {
  const dir = tempDir('bundle-hostile24');
  writeNdjson(join(dir, 'log.ndjson'), hands);
  const { db, run } = await storeAudit(join(dir, 's.db'), ['log.ndjson'], dir);
  try {
    const bundle = join(dir, 'bundle');
    exportRun(db, resolveRun(db, run.run.id), bundle);
    expect(verifyBundle(bundle).problems).toEqual([]);
    return { dir, bundle };
  } finally {
    db.close();
  }
}

/** Where an edit puts a list nested 200,000 deep (written as text: JSON.stringify of it runs out of stack). */
const DEEP_MARK = '\u0000deep';

function editManifest(bundle: string, edit: (m: Record<string, any>) => void): () => void {
  const path = join(bundle, 'manifest.json');
  const kept = readFileSync(path);
  const m = JSON.parse(kept.toString('utf8')) as Record<string, any>;
  edit(m);
  writeFileSync(path, JSON.stringify(m, null, 2).replace(JSON.stringify(DEEP_MARK), '['.repeat(200_000) + ']'.repeat(200_000)));
  return () => writeFileSync(path, kept);
}

function editFile(bundle: string, name: string, edit: (b: Buffer) => Buffer): () => void {
  const path = join(bundle, name);
  const kept = readFileSync(path);
  writeFileSync(path, edit(kept));
  return () => writeFileSync(path, kept);
}

describe('verify --bundle: a manifest of the wrong shapes is a problem of the bundle, never a crash', () => {
  it.each([
    ['runs is a number', (m: Record<string, any>) => { m['runs'] = 5; }, 'manifest.json: runs is not a list of rows (objects of texts, numbers and nulls)'],
    ['runs is an object', (m: Record<string, any>) => { m['runs'] = {}; }, 'manifest.json: runs is not a list of rows (objects of texts, numbers and nulls)'],
    ['a run row is null', (m: Record<string, any>) => { m['runs'] = [null]; }, 'manifest.json: runs is not a list of rows (objects of texts, numbers and nulls)'],
    ['an inputs row is null', (m: Record<string, any>) => { m['inputs'] = [null, 1]; }, 'manifest.json: inputs is not a list of rows (objects of texts, numbers and nulls)'],
    ['run_inputs is a number', (m: Record<string, any>) => { m['run_inputs'] = 7; }, 'manifest.json: run_inputs is not a list of rows (objects of texts, numbers and nulls)'],
    ['a seal\'s row_hashes is a number', (m: Record<string, any>) => { m['tables']['findings']['row_hashes'] = 5; }, 'manifest.json: the seal of findings is not rows, digest and row_hashes (text)'],
    ['a seal is an array', (m: Record<string, any>) => { m['tables']['hands'] = [1]; }, 'manifest.json: the seal of hands is not rows, digest and row_hashes (text)'],
    // A value 200,000 lists deep in the run row was written out (Array.join) until the stack ran out: an internal error.
    ['a run row holding a value nested 200,000 deep', (m: Record<string, any>) => { m['runs'][0]['deep'] = DEEP_MARK; }, 'manifest.json: runs is not a list of rows (objects of texts, numbers and nulls)'],
    ['record_digest nested 200,000 deep', (m: Record<string, any>) => { m['record_digest'] = DEEP_MARK; }, 'manifest.json: record_digest is not a text'],
    ['prev_digest a number', (m: Record<string, any>) => { m['prev_digest'] = 5; }, 'manifest.json: prev_digest is not a text'],
    ['a file entry nested 200,000 deep', (m: Record<string, any>) => { m['files']['hands.csv'] = DEEP_MARK; }, expect.stringMatching(/^hands\.csv: not the file the manifest names/)],
  ])('%s: NOT VERIFIED, the problem named first', async (_what, edit, first) => {
    const { bundle } = await bundleOf();
    editManifest(bundle, edit);
    const check = verifyBundle(bundle);
    expect(check.ok).toBe(false);
    expect(check.problems[0]).toEqual(first);
  });

  it('through the CLI: exit 1, no stack, the problem in Spanish and English', async () => {
    requireBuild();
    const { dir } = await bundleOf();
    editManifest(join(dir, 'bundle'), (m) => { m['runs'] = 5; });
    for (const [lang, line] of [['en', '  ✖ manifest.json: runs is not a list of rows (objects of texts, numbers and nulls)'], ['es', '  ✖ manifest.json: runs no es una lista de filas (objetos de textos, números y nulos)']]) {
      const r = spawnSync(process.execPath, [CLI, 'verify', '--bundle', 'bundle', '--lang', lang!], { cwd: dir, encoding: 'utf8' });
      expect([r.status, r.stderr]).toEqual([1, '']);
      expect(r.stdout.split('\n')).toContain(line);
    }
  });
});

describe('verify --bundle: lines and cells that are not rows', () => {
  it.each([['42'], ['null'], ['[]'], ['"x"'], ['{"a":{"b":1}}'], ['{"a":' + '['.repeat(200_000) + ']'.repeat(200_000) + '}']])('a findings.ndjson line %s: unreadable, its line number, no row counted', async (line) => {
    const { bundle } = await bundleOf();
    editFile(bundle, 'findings.ndjson', (b) => Buffer.concat([b, Buffer.from(`${line}\n`)]));
    const check = verifyBundle(bundle);
    const rows = readFileSync(join(bundle, 'findings.ndjson'), 'utf8').split('\n').length - 1;
    expect(check.problems[0]).toBe(`findings.ndjson: cannot be read (line ${rows} is not a row (a JSON object of texts, numbers and nulls))`);
    expect(check.ok).toBe(false);
  });

  it('a line that is not JSON: its number and V8\'s words, in Spanish in Spanish', async () => {
    const { bundle } = await bundleOf();
    editFile(bundle, 'findings.ndjson', (b) => Buffer.concat([Buffer.from('{"a":\n'), b]));
    const check = verifyBundle(bundle);
    expect(check.problems[0]).toBe('findings.ndjson: cannot be read (line 1 is not JSON: Unexpected end of JSON input)');
    expect(renderReason(check.reasons[0]!, 'es')).toBe('findings.ndjson: no se puede leer (la línea 1 no es JSON: el texto termina antes de cerrarse el JSON)');
  });

  it('run_hands.csv with a quote not closed names run_hands.csv and the line the field opens on', async () => {
    const { bundle } = await bundleOf();
    editFile(bundle, 'run_hands.csv', (b) => Buffer.concat([b, Buffer.from('"open,1\r\n')]));
    const check = verifyBundle(bundle);
    expect(check.problems[0]).toBe('run_hands.csv: cannot be read (line 5: a quoted field is not closed)');
    expect(renderReason(check.reasons[0]!, 'es')).toBe('run_hands.csv: no se puede leer (línea 5: un campo entre comillas no se cierra)');
  });

  it('a hands.csv row with one cell more than the header (dropped unread, it verified) or one fewer: refused with its line', async () => {
    const { bundle } = await bundleOf();
    const put = editFile(bundle, 'hands.csv', (b) => Buffer.from(b.toString('utf8').replace(/\r\n(?=[^\r\n]*\r\n$)/, ',"not sealed"\r\n')));
    expect(verifyBundle(bundle).problems[0]).toBe('hands.csv: cannot be read (line 3: more fields than the 15 of the header)');
    put();
    editFile(bundle, 'hands.csv', (b) => Buffer.from(b.toString('utf8').replace(/,[^,\r\n]*\r\n$/, '\r\n')));
    const check = verifyBundle(bundle);
    expect(check.problems[0]).toBe('hands.csv: cannot be read (line 4: 14 fields where the header has 15)');
    expect(renderReason(check.reasons[0]!, 'es')).toBe('hands.csv: no se puede leer (línea 4: 14 campos donde la cabecera tiene 15)');
  });

  it('a row of commas fed 64 KB at a time is refused at the cell past the header, never held as a list of cells (150 MB of them ran V8 out of memory)', () => {
    const p = csvRows(true, () => undefined);
    p.push('"a","b"\r\n"x",1');
    expect(() => { for (let k = 0; k < 256; k++) p.push(','.repeat(1 << 16)); p.end(); }).toThrow('line 2: more fields than the 2 of the header');
  });

  it('a bare cell after a quoted cell with a line break: the line counts the break inside the quotes', () => {
    const rows: unknown[] = [];
    const p = csvRows(true, (r) => rows.push(r));
    p.push('"a","b"\r\n"x\r\ny",1\r\n');
    expect(() => { p.push('"z",oops\r\n'); p.end(); }).toThrow('line 4: a field is neither quoted text, an integer nor empty: oops');
    expect(rows).toEqual([{ a: 'x\r\ny', b: 1 }]);
  });
});

describe('verify --bundle: a long line or cell is read in linear time', () => {
  const PIECE = 1 << 16;
  function feed(p: { push(t: string): void; end(): void }, text: string): number {
    const t0 = Date.now();
    for (let at = 0; at < text.length; at += PIECE) p.push(text.slice(at, at + PIECE));
    p.end();
    return Date.now() - t0;
  }

  it('a 64 MB findings.ndjson line fed in 64 KB pieces (it was quadratic: 1,024 rescans of up to 64 MB)', () => {
    const text = `{"a":"${'x'.repeat(64 << 20)}"}\n{"b":1}\n`;
    const rows: Record<string, unknown>[] = [];
    const ms = feed(ndjsonRows((r) => rows.push(r)), text);
    expect(rows.map((r) => Object.keys(r))).toEqual([['a'], ['b']]);
    expect((rows[0]!['a'] as string).length).toBe(64 << 20);
    expect(ms).toBeLessThan(10_000);
  });

  it('a 32 MB quoted hands.csv cell, with doubled quotes, fed in pieces', () => {
    const cell = 'y'.repeat(32 << 20);
    const text = `"a","b"\r\n"${cell}""q""",1\r\n"z",2\r\n`;
    const rows: Record<string, unknown>[] = [];
    const ms = feed(csvRows(true, (r) => rows.push(r)), text);
    expect(rows.length).toBe(2);
    expect(rows[0]!['a']).toBe(`${cell}"q"`);
    expect(rows[1]).toEqual({ a: 'z', b: 2 });
    expect(ms).toBeLessThan(10_000);
  });
});

describe('verify --bundle: a file\'s SHA-256 and size are its bytes\'', () => {
  it('a byte that is not UTF-8 where the run stored U+FFFD is not the file the manifest names', async () => {
    const { bundle } = await bundleOf(cloneHands(2, { dealer: 'D-\uFFFD1' }));
    const fffd = Buffer.from('\uFFFD', 'utf8');
    editFile(bundle, 'hands.csv', (b) => {
      const at = b.indexOf(fffd);
      expect(at).toBeGreaterThan(0);
      return Buffer.concat([b.subarray(0, at), Buffer.from([0xff]), b.subarray(at + 3)]);
    });
    const check = verifyBundle(bundle);
    expect(check.ok).toBe(false);
    expect(check.problems).toEqual([expect.stringMatching(/^hands\.csv: not the file the manifest names \(sha256 [0-9a-f]{16}…, 2 rows\)$/)]);
  });
});
