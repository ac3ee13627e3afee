import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/audit-files.js';

// Errors a user can cause end with exit 2 and one line on stderr, never a stack trace; a reader
// that stops early (`| head`) is not an error; nothing is left in the temp folder.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = join(ROOT, 'dist', 'cli', 'veedor.js');
const DEMO = join(ROOT, 'fixtures', 'demo', 'pot-luck-lima.ndjson');
const STACK = /internal error|\n\s+at |node:internal|Unhandled/;

// These cases assert the English one-line errors (VEEDOR_LANG=en); the Spanish ones are asserted in test/reports/one-language.test.ts.
function veedor(args: string[], opts: { cwd?: string; env?: Record<string, string> } = {}) {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run "npm run build" before the tests`);
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: opts.cwd ?? ROOT, encoding: 'utf8', env: { ...process.env, VEEDOR_LANG: "en", ...opts.env } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A log big enough that its report overflows a pipe's buffer: the demo hands, many times, with new ids. */
function bigLog(dir: string, copies: number): string {
  const hands = readFileSync(DEMO, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
  const lines: string[] = [];
  for (let i = 0; i < copies; i++) {
    for (const h of hands) lines.push(JSON.stringify({ ...h, hand_id: `${h['hand_id']}-${i}`, shoe_id: undefined }));
  }
  const path = join(dir, 'big.ndjson');
  writeFileSync(path, lines.join('\n') + '\n');
  return path;
}

describe('the command line, given what a user can get wrong', () => {
  it('a folder, a missing file, a tables file missing, unparsable, misshapen or with a value the format forbids: exit 2 with a message', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'bad.json'), '{"tables": {"PL-03": {"decks": 6,}');
    writeFileSync(join(dir, 'shape.json'), '{"tables": []}');
    writeFileSync(join(dir, 'values.json'), '{"tables": {"PL-03": {"decks": 6, "dealer_hole_card": "false"}}}');
    const cases: [string[], RegExp][] = [
      [['audit', 'fixtures'], /^veedor: not a file: fixtures \(it is a folder, with no \.json, \.ndjson, \.jsonl, \.csv or \.tsv file directly in it; give the log files themselves\)\n$/],
      [['audit', 'no-such.ndjson'], /^veedor: no such file: no-such\.ndjson\n$/],
      [['audit', DEMO, '--tables', join(dir, 'none.json')], /^veedor: the tables file .*none\.json does not exist/],
      [['audit', DEMO, '--tables', dir], /^veedor: the tables file .* is a folder, not a regular file: nothing read from it\n$/],
      [['audit', DEMO, '--tables', join(dir, 'bad.json')], /^veedor: the tables file .*bad\.json is not valid JSON/],
      [['audit', DEMO, '--tables', join(dir, 'shape.json')], /^veedor: the tables file .*shape\.json must be \{"tables"/],
      // A value the format does not allow: checked like a hand's inline table ("false" is not false).
      [['audit', DEMO, '--tables', join(dir, 'values.json')], /^veedor: the tables file .*values\.json: table "PL-03", dealer_hole_card: "false" must be boolean\n$/],
      [['audit', DEMO, '--ruleset', 'xx'], /^veedor: unknown ruleset xx; available: /],
      [['validate', 'fixtures/demo'], /^veedor: not a file: fixtures\/demo \(it is a folder; to read its 5 logs, give its files: fixtures\/demo\/\*\.ndjson\)\n$/],
    ];
    for (const [args, message] of cases) {
      const r = veedor(args);
      expect({ args, code: r.code }).toEqual({ args, code: 2 });
      expect(r.stderr).toMatch(message);
      expect(r.stderr).not.toMatch(STACK);
      expect(r.stdout).toBe('');
    }
  });

  it('--out: a missing folder, a folder, or one of the logs it reads is refused before the audit; the log is untouched', () => {
    const dir = tempDir();
    const log = join(dir, 'a.ndjson');
    writeFileSync(log, readFileSync(DEMO));
    const before = readFileSync(log);
    for (const [out, message] of [
      [join(dir, 'no', 'r.json'), /the folder .* does not exist/],
      [dir, /a folder, not a file/],
      [log, /^veedor: --out .*a\.ndjson is .*a\.ndjson, a log this audit reads: writing there would destroy it\n$/],
    ] as const) {
      const r = veedor(['audit', log, '--out', out]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).not.toMatch(STACK);
    }
    expect(readFileSync(log)).toEqual(before);
    expect(readdirSync(dir)).toEqual(['a.ndjson']);
  });

  it('--out on a full disk (/dev/full): exit 2 with the system\'s message, no stack trace, the device left a device', () => {
    expect(existsSync('/dev/full'), 'no /dev/full on this machine: the suite needs Linux').toBe(true);
    const r = veedor(['audit', DEMO, '--format', 'json', '--out', '/dev/full']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('veedor: cannot write --out /dev/full: ENOSPC: no space left on device\n');
    expect(statSync('/dev/full').isCharacterDevice()).toBe(true);
  });

  it('`veedor audit … | head -1`: the reader closes the pipe; no stack trace, the audit\'s exit status, no temp files left', async () => {
    const dir = tempDir();
    const log = bigLog(dir, 60);
    const tmp = join(dir, 'tmp');
    mkdirSync(tmp);
    // json: like `head -1`, one read and the pipe is closed (the report is bigger than the pipe's buffer);
    // csv and text: closed before the first write.
    for (const format of ['json', 'csv', 'text']) {
      const child = spawn(process.execPath, [CLI, 'audit', format === 'json' ? log : DEMO, '--format', format], { env: { ...process.env, TMPDIR: tmp } });
      let stderr = '';
      child.stderr.on('data', (d) => { stderr += d; });
      if (format === 'json') child.stdout.once('data', () => child.stdout.destroy());
      else child.stdout.destroy();
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect({ format, stderr }).toEqual({ format, stderr: '' });
      expect(code).toBe(1); // the demo log has findings: the status is the audit's, as if the report had been read
      expect(readdirSync(tmp)).toEqual([]);
    }
  });

  it('Ctrl-C during an audit: the temp spill folder is removed', async () => {
    const dir = tempDir();
    const log = bigLog(dir, 400);
    const tmp = join(dir, 'tmp');
    mkdirSync(tmp);
    const child = spawn(process.execPath, [CLI, 'audit', log, '--format', 'json'], { env: { ...process.env, TMPDIR: tmp } });
    child.stdout.resume();
    // Interrupt once the spill folder exists (the audit is under way).
    for (let i = 0; i < 200 && readdirSync(tmp).length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect([130, 1]).toContain(code); // 1 if the audit happened to finish first
    expect(readdirSync(tmp)).toEqual([]);
  });
});
