// The docs' shell examples are promises too (readme-use.test.ts holds the README's Use section to its word): every
// `npx veedor` line of a `sh` block in docs/*.md names a command and options the CLI has, and the blocks a user runs
// as they stand, on the shipped fixtures, run: exit 0 or 1, each file they name written. ux14 found docs/stats.md's
// `report latest --pdf … --stats` without the --db its audit never stored to (exit 2).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, ROOT, STACK } from '../cli/run-cli.js';

/** Each `sh` block of a Markdown text: its first line's number and its command lines, comments off. */
function shBlocks(md: string): { line: number; commands: string[] }[] {
  return [...md.matchAll(/^```sh\n([\s\S]*?)^```/gm)].map((m) => ({
    line: md.slice(0, m.index).split('\n').length,
    commands: m[1]!.split('\n').map((l) => l.replace(/(^|\s)#.*$/, '').trim()).filter((l) => l !== ''),
  }));
}

const DOCS = readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => ({ name: `docs/${f}`, text: readFileSync(join(ROOT, 'docs', f), 'utf8') }));
const helps = new Map<string, string>();
function helpOf(words: string[]): string {
  const key = words.join(' ');
  // In English: the check reads commander's "Usage:" line (the help speaks Spanish by default).
  if (!helps.has(key)) helps.set(key, spawnSync(process.execPath, [CLI, ...words, '--help'], { encoding: 'utf8', env: { ...process.env, VEEDOR_LANG: 'en' } }).stdout);
  return helps.get(key)!;
}

describe('docs/*.md: the shell examples', () => {
  it('every npx veedor line names a command and options the CLI has', () => {
    const bad: string[] = [];
    let seen = 0;
    for (const doc of DOCS) {
      for (const block of shBlocks(doc.text)) {
        for (const command of block.commands.filter((c) => c.startsWith('npx veedor '))) {
          seen++;
          const words = command.split(/\s+/).slice(2);
          const name = words[0]!.startsWith('-') ? [] : ['keys', 'map'].includes(words[0]!) ? words.slice(0, 2) : words.slice(0, 1);
          const help = helpOf(name);
          if (!help.startsWith(`Usage: veedor ${name.join(' ')}`)) bad.push(`${doc.name}:${block.line}: ${command}: no command "${name.join(' ')}"`);
          for (const flag of words.filter((w) => /^--[a-z]/.test(w))) if (!help.includes(flag)) bad.push(`${doc.name}:${block.line}: ${command}: no option ${flag}`);
        }
      }
    }
    expect(seen).toBeGreaterThanOrEqual(25);
    expect(bad).toEqual([]);
  });

  const WORK = mkdtempSync(join(tmpdir(), 'veedor-docs-'));
  cpSync(join(ROOT, 'fixtures'), join(WORK, 'fixtures'), { recursive: true });
  afterAll(() => rmSync(WORK, { recursive: true, force: true }));

  // The blocks that run on the shipped fixtures as they stand (the others name a user's own files, or take minutes),
  // each found by its first command, wherever the doc has it now.
  it.each([
    ['docs/replay.md', 'npx veedor replay fixtures/demo/pot-luck-lima.ndjson PL-A14-DEALER-17'],
    ['docs/stats.md', 'npx veedor stats fixtures/demo/*.ndjson --by dealer'],
    ['docs/stats.md', 'npx veedor audit fixtures/demo/*.ndjson --pdf report.pdf --stats --db audits.db'],
  ])('%s, the block that opens with %s, runs as written', (name, first) => {
    const block = shBlocks(DOCS.find((d) => d.name === name)!.text).find((b) => b.commands[0] === first);
    expect(block, `${name} has no sh block opening with "${first}" any more: update this test`).toBeDefined();
    const failures: string[] = [];
    for (const command of block!.commands) {
      const r = spawnSync('bash', ['-c', command.replaceAll('npx veedor', `"${process.execPath}" "${CLI}"`)], { cwd: WORK, encoding: 'utf8', timeout: 120_000, killSignal: 'SIGKILL' });
      if (r.status !== 0 && r.status !== 1) failures.push(`${command}: exit ${r.status}: ${r.stderr.trim()}`);
      else if (STACK.test(r.stderr)) failures.push(`${command}: ${r.stderr.trim()}`);
      for (const m of command.matchAll(/--(?:out|pdf|html|db)\s+(\S+)/g)) if (!existsSync(join(WORK, m[1]!))) failures.push(`${command}: ${m[1]} was not written`);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
