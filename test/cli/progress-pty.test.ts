// The progress line of a long audit (issue 21): on a terminal's stderr only, never on a pipe or with
// --quiet, and no escape codes with NO_COLOR. A pseudo-terminal from util-linux's `script`. The log is
// a simulated 3,000 hands (about 6 MB) with the refresh at 20 ms, so the line shows several times in a
// short run; a 200,000-hand log (390 MB) shows it the same way at the default 250 ms, in minutes here.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI } from './run-cli.js';

const ESC = '\x1b';
let dir: string;
let log: string;

/** Runs a shell command line under a pseudo-terminal; what the terminal showed. */
function onPty(command: string, env: Record<string, string> = {}): string {
  const r = spawnSync('script', ['-q', '-c', command, '/dev/null'], {
    encoding: 'utf8', env: { ...process.env, VEEDOR_PROGRESS_MS: '20', ...env }, timeout: 120_000, maxBuffer: 1 << 28,
  });
  if (r.error) throw r.error;
  return r.stdout;
}

function sh(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'veedor-pty-'));
  log = join(dir, 'sim.ndjson');
  execFileSync(process.execPath, [CLI, 'simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '3000', '--faults', '0.05', '--out', log], { stdio: 'ignore' });
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('progress on a terminal', () => {
  it('stderr a terminal: the line is redrawn with bytes of the total, hands/s and the time left; the report has none of it', () => {
    const report = join(dir, 'report.txt');
    const shown = onPty(`${sh(process.execPath)} ${sh(CLI)} audit ${sh(log)} --lang en > ${sh(report)}`);
    const lines = shown.split('\r').filter((l) => l.startsWith('veedor: read '));
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.at(-1)).toMatch(/^veedor: read \d+\.\d MB of \d+\.\d MB \(\d+ %\), [\d,]+ hands, [\d,]+ hands\/s, ETA /);
    expect(shown).not.toContain(ESC);
    const text = readFileSync(report, 'utf8');
    expect(text).toContain('Hands read: 3000 = 3000 audited + 0 rejected');
    expect(text).not.toMatch(/hands\/s|\r/);
  }, 120_000);

  it('stderr a pipe, or --quiet: no progress line', () => {
    const piped = spawnSync(process.execPath, [CLI, 'audit', log, '--lang', 'en', '--format', 'json'], { encoding: 'utf8', env: { ...process.env, VEEDOR_PROGRESS_MS: '0' }, maxBuffer: 1 << 28 });
    expect(piped.status).toBe(1);
    expect(piped.stderr).toBe('');
    const quiet = onPty(`${sh(process.execPath)} ${sh(CLI)} audit ${sh(log)} --quiet --format json > /dev/null`);
    expect(quiet).toBe('');
  }, 120_000);

  it('stdout a terminal: colours, and none at all with NO_COLOR=1', () => {
    const cmd = `${sh(process.execPath)} ${sh(CLI)} audit ${sh(log)} --lang en`;
    expect(onPty(cmd)).toContain(`${ESC}[`);
    const plain = onPty(cmd, { NO_COLOR: '1' });
    expect(plain).toContain('Hands read: 3000');
    expect(plain).not.toContain(ESC);
  }, 120_000);
});
