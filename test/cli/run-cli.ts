import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CLI = join(ROOT, 'dist', 'cli', 'veedor.js');
export const DEMO = join(ROOT, 'fixtures', 'demo', 'pot-luck-lima.ndjson');
/** What must never reach the user: a stack trace or an unhandled rejection. */
export const STACK = /internal error|\n\s+at |node:internal|Unhandled|ERR_/;

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs `veedor ARGS` to its end (killed after `timeout` ms: a hang fails the test rather than the suite). */
export function veedor(args: string[], opts: { cwd?: string; env?: Record<string, string>; timeout?: number } = {}): CliResult {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run "npm run build" before the tests`);
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: opts.cwd ?? ROOT, encoding: 'utf8', env: { ...process.env, ...opts.env }, timeout: opts.timeout ?? 60_000, killSignal: 'SIGKILL',
  });
  return { code: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

/** Starts `veedor ARGS` in the background; `done` resolves with its exit. */
export function start(args: string[], opts: { cwd?: string; env?: Record<string, string> } = {}) {
  const child = spawn(process.execPath, [CLI, ...args], { cwd: opts.cwd ?? ROOT, env: { ...process.env, ...opts.env } });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (d) => { stderr += d; });
  child.stdout.on('data', (d) => { stdout += d; });
  const done = new Promise<CliResult>((resolve) => child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })));
  return { child, done };
}

/** A fresh, empty folder for a child's TMPDIR: the test checks it is empty again afterwards. */
export function freshTmp(dir: string): string {
  const tmp = join(dir, 'tmp');
  mkdirSync(tmp);
  return tmp;
}

export async function waitFor(test: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (test()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return test();
}
