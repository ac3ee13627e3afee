// The README's Use section is a promise: every command in it runs as written. Each line of its `sh`
// block runs in order (later lines read what earlier ones wrote: audits.db, inspector.key, bundle) in
// a fresh folder holding a copy of fixtures/, as a user's clone would, with `npx veedor` as the
// built CLI. `serve` serves until Ctrl-C: it must print its URL, then it is stopped.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, ROOT, STACK } from '../cli/run-cli.js';

/** The lines of the first `sh` block under "## Use", each without its trailing `# comment`. */
export function useCommands(readme: string): string[] {
  const use = readme.slice(readme.indexOf('\n## Use\n'));
  const block = /```sh\n([\s\S]*?)```/.exec(use);
  if (!block) return [];
  return block[1]!.split('\n').map(withoutComment).filter((l) => l !== '');
}

/** A line without its shell comment: a `#` outside quotes that starts a word. */
function withoutComment(line: string): string {
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) { if (c === quote) quote = ''; continue; }
    if (c === '"' || c === "'") quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]!))) return line.slice(0, i).trim();
  }
  return line.trim();
}

/** The files a command says it writes: the value of each output option. */
function outputsOf(command: string): string[] {
  const pair = / keys new --out (\S+)/.exec(command);
  if (pair) return [`${pair[1]}.key`, `${pair[1]}.pub`];
  return [...command.matchAll(/--(?:out|pdf|html|key|db)\s+(\S+)/g)].map((m) => m[1]!)
    .filter((f) => !f.endsWith('.pub') && !(f.endsWith('.key') && command.includes('--sign')));
}

const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const WORK = mkdtempSync(join(tmpdir(), 'veedor-readme-'));
cpSync(join(ROOT, 'fixtures'), join(WORK, 'fixtures'), { recursive: true });
afterAll(() => rmSync(WORK, { recursive: true, force: true }));
const shell = (command: string) => command.replaceAll('npx veedor', `"${process.execPath}" "${CLI}"`);

describe('README: every command of the Use section runs as written', () => {
  it('reads the commands out of the README (comments off, quotes kept)', () => {
    expect(withoutComment('npx veedor audit x --casino "Demo # 1"   # a comment')).toBe('npx veedor audit x --casino "Demo # 1"');
    const commands = useCommands(README);
    expect(commands.length).toBeGreaterThanOrEqual(30);
    expect(commands.every((c) => c.includes('npx veedor'))).toBe(true);
    expect(commands).toContain('npx veedor rules pe-pot-luck-black-jack 13 --lang en');
  });

  it('each one ends without a refusal (exit 0, or 1 where findings are reported), and writes what it names', async () => {
    const failures: string[] = [];
    for (const command of useCommands(README)) {
      if (/ veedor serve /.test(command)) {
        const url = await served(shell(command));
        if (!/^http:\/\/127\.0\.0\.1:\d+\/$/.test(url)) failures.push(`${command}: printed ${JSON.stringify(url)}`);
        continue;
      }
      const r = spawnSync('bash', ['-c', shell(command)], { cwd: WORK, encoding: 'utf8', timeout: 120_000, killSignal: 'SIGKILL' });
      if (r.status !== 0 && r.status !== 1) failures.push(`${command}: exit ${r.status}: ${r.stderr.trim()}`);
      else if (STACK.test(r.stderr)) failures.push(`${command}: ${r.stderr.trim()}`);
      else if (r.stdout === '' && !/--out|--pdf|--html|--db|keys new|export/.test(command)) failures.push(`${command}: printed nothing`);
      for (const f of outputsOf(command)) if (!existsSync(join(WORK, f))) failures.push(`${command}: ${f} was not written`);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

/** Starts the server, returns the first line it prints on stdout, and stops it. */
function served(command: string): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', `exec ${command}`], { cwd: WORK });
    let out = '';
    const timer = setTimeout(() => { child.kill('SIGKILL'); resolve(out); }, 30_000);
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('\n')) { clearTimeout(timer); child.kill('SIGINT'); resolve(out.split('\n')[0]!); }
    });
  });
}
