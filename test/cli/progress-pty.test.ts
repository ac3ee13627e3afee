// The progress line of a long audit (issue 21): on a terminal's stderr only, never on a pipe or with
// --quiet, and no escape codes with NO_COLOR. A pseudo-terminal from util-linux's `script`.
// The acceptance case is a 200,000-hand audit (about 385 MB): its log is made cheaply, 1,000 simulated
// hands written 200 times over under new hand ids (a few seconds of disk writes), and the audit,
// which would take minutes here, is stopped (SIGTERM) once the terminal has shown the line three
// times at the default 250 ms: what the test is about happens while the audit runs, not at its end.
// The report's own checks (no progress in it, colours) run to the end on 400 of the simulated hands.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI } from './run-cli.js';

const ESC = '\x1b';
let dir: string;
let log: string;
let big: string;

const BIG_HANDS = 200_000;
const SMALL_HANDS = 400;

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
  const seed = join(dir, 'seed.ndjson');
  execFileSync(process.execPath, [CLI, 'simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '1000', '--faults', '0.05', '--out', seed], { stdio: 'ignore' });
  const hands = readFileSync(seed, 'utf8').trimEnd().split('\n');
  expect(hands).toHaveLength(1000);
  // The audits that run to their end: 400 of those hands.
  writeFileSync(log, hands.slice(0, SMALL_HANDS).join('\n') + '\n');
  // 200,000 hands: the first 1,000 of the simulated log, 200 times, each copy's ids made its own.
  big = join(dir, 'big.ndjson');
  const fd = openSync(big, 'w');
  try {
    for (let copy = 0; copy < BIG_HANDS / hands.length; copy++) {
      writeSync(fd, hands.map((h) => h.replace(/^\{"hand_id":"([^"]+)"/, `{"hand_id":"$1-c${copy}"`)).join('\n') + '\n');
    }
  } finally {
    closeSync(fd);
  }
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Starts a command line under a pseudo-terminal and stops it (SIGTERM to its process group) once the
 * terminal has shown `lines` progress lines, or after `ms`; what the terminal showed until then.
 */
function onPtyUntil(command: string, lines: number, ms: number, env: Record<string, string> = {}): Promise<{ shown: string; stopped: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-q', '-c', command, '/dev/null'], { env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
    let shown = '';
    let stopped = false;
    const stop = () => {
      if (stopped) return;
      stopped = true;
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(stop, ms);
    child.stdout!.on('data', (d: Buffer) => {
      shown += d.toString('utf8');
      if (shown.split('\r').filter((l) => l.startsWith('veedor: read ')).length >= lines) stop();
    });
    child.on('error', reject);
    child.on('close', () => {
      clearTimeout(timer);
      resolve({ shown, stopped });
    });
  });
}

describe('progress during a 200,000-hand audit', () => {
  it('stderr a terminal: the line at the default 250 ms, bytes read of the whole log, hands/s, the time left; no escape codes', async () => {
    const total = `${(statSync(big).size / 1e6).toFixed(1)} MB`;
    const started = Date.now();
    const { shown, stopped } = await onPtyUntil(`${sh(process.execPath)} ${sh(CLI)} audit ${sh(big)} --lang en > /dev/null`, 3, 50_000, { NO_COLOR: '1' });
    expect(stopped).toBe(true); // stopped mid-audit: the log is far from read
    const lines = shown.split('\r').filter((l) => l.startsWith('veedor: read '));
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const l of lines) expect(l).toMatch(new RegExp(`^veedor: read \\d+\\.\\d MB of ${total.replace('.', '\\.')} \\(\\d+ %\\), [\\d,]+ hands, [\\d,]+ hands/s, ETA `));
    const hands = lines.map((l) => Number(/, ([\d,]+) hands,/.exec(l)![1]!.replace(/,/g, '')));
    expect(hands.at(-1)!).toBeGreaterThan(hands[0]!);
    expect(hands.at(-1)!).toBeLessThan(BIG_HANDS);
    expect(shown).not.toContain(ESC);
    expect(Date.now() - started).toBeLessThan(50_000);
  }, 120_000);

  it('--quiet on a terminal: nothing while the audit reads', async () => {
    const { shown, stopped } = await onPtyUntil(`${sh(process.execPath)} ${sh(CLI)} audit ${sh(big)} --quiet --lang en > /dev/null`, 1, 3000, { VEEDOR_PROGRESS_MS: '0' });
    expect(stopped).toBe(true);
    expect(shown).toBe('');
  }, 60_000);

  it('stderr a pipe: nothing on it while the audit reads', async () => {
    const child = spawn(process.execPath, [CLI, 'audit', big, '--lang', 'en', '--format', 'json'], { env: { ...process.env, VEEDOR_PROGRESS_MS: '0' }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => { stderr += d.toString('utf8'); });
    const closed = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    await new Promise((r) => setTimeout(r, 3000));
    expect(child.exitCode).toBe(null); // still reading the 200,000 hands
    child.kill('SIGTERM');
    expect(await closed).toBe(143);
    expect(stderr).toBe('');
  }, 60_000);
});

describe('progress on a terminal', () => {
  it('stderr a terminal: the line is redrawn with bytes of the total, hands/s and the time left; the report has none of it', () => {
    const report = join(dir, 'report.txt');
    const shown = onPty(`${sh(process.execPath)} ${sh(CLI)} audit ${sh(log)} --lang en > ${sh(report)}`);
    const lines = shown.split('\r').filter((l) => l.startsWith('veedor: read '));
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.at(-1)).toMatch(/^veedor: read \d+\.\d MB of \d+\.\d MB \(\d+ %\), [\d,]+ hands, [\d,]+ hands\/s, ETA /);
    expect(shown).not.toContain(ESC);
    const text = readFileSync(report, 'utf8');
    expect(text).toContain(`Hands read: ${SMALL_HANDS} = ${SMALL_HANDS} audited + 0 rejected`);
    expect(text).not.toMatch(/hands\/s|\r/);
  }, 120_000);

  it('stdout a terminal: colours, and none at all with NO_COLOR=1', () => {
    const cmd = `${sh(process.execPath)} ${sh(CLI)} audit ${sh(log)} --lang en`;
    expect(onPty(cmd)).toContain(`${ESC}[`);
    const plain = onPty(cmd, { NO_COLOR: '1' });
    expect(plain).toContain(`Hands read: ${SMALL_HANDS}`);
    expect(plain).not.toContain(ESC);
  }, 120_000);
});
