// An output is written to a temporary file beside it and renamed into place; the temporary file is removed when
// the process exits, however it exits short of a kill -9. A SIGKILL runs no exit handler: the half-written report
// stayed beside the report as `.report.json.PID.HEX.partial` for good, next to the evidence. The brief: "an
// interrupted write (kill -9 mid-run ...) leaves the old file whole and no stray temporary". The next command
// writing the same output removes what a dead process left; a live process's temporary file is left to it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { CLI, veedor } from './run-cli.js';
import { cloneHands, tempDir, writeNdjson } from '../store/helpers.js';

/** A process id that ran and is gone. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', '']);
  return r.pid!;
}

describe('the temporary file of an output whose writer was killed with SIGKILL', () => {
  it('audit --out killed mid-write: the old report whole; the next run of it leaves no temporary file', async () => {
    const dir = tempDir('killed-partial');
    mkdirSync(join(dir, 'tmp'));
    writeNdjson(join(dir, 'big.ndjson'), cloneHands(6000, { underpayEvery: 40 }));
    writeFileSync(join(dir, 'report.json'), 'the report of yesterday\n');
    const args = ['audit', 'big.ndjson', '--format', 'json', '--out', 'report.json', '--lang', 'en'];
    const child = spawn(process.execPath, [CLI, ...args], { cwd: dir, stdio: 'ignore', env: { ...process.env, TMPDIR: join(dir, 'tmp') } });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    const partials = () => readdirSync(dir).filter((f) => f.endsWith('.partial'));
    const deadline = Date.now() + 60_000;
    while (partials().length === 0 && child.exitCode === null && Date.now() < deadline) await sleep(10);
    expect(partials(), 'the audit ended before it opened its output: the log is too small to kill it mid-way').toHaveLength(1);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    // The old report is whole; the killed run's temporary file is what SIGKILL leaves.
    expect(readFileSync(join(dir, 'report.json'), 'utf8')).toBe('the report of yesterday\n');
    expect(partials()).toEqual([expect.stringMatching(new RegExp(`^\\.report\\.json\\.${child.pid}\\.[0-9a-f]{8}\\.partial$`))]);

    const again = veedor(args, { cwd: dir, timeout: 120_000 });
    expect(again.code, again.stderr).toBe(1);
    expect(partials()).toEqual([]);
    expect(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')).summary.hands).toBe(6000);
  }, 180_000);

  it('every writer: a dead process\'s temporary file of the same name removed; a live one\'s and another name\'s kept', () => {
    const dir = tempDir('stale-partial');
    writeFileSync(join(dir, 'log.ndjson'), cloneHands(2).map((h) => JSON.stringify(h)).join('\n') + '\n');
    const dead = deadPid();
    const live = process.pid;
    const outputs: [string[], string, string][] = [
      // [command, the output's name, how its temporary file is named]
      [['audit', 'log.ndjson', '--out', 'r.txt'], 'r.txt', '.r.txt.PID.0badc0de.partial'],
      [['audit', 'log.ndjson', '--pdf', 'r.pdf'], 'r.pdf', '.r.pdf.PID.0badc0de.partial'],
      [['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '2', '--out', 'sim.ndjson'], 'sim.ndjson', '.sim.ndjson.PID.0badc0de.partial'],
      [['keys', 'new', '--out', 'k'], 'k.key', 'k.key.PID.partial'],
    ];
    for (const [args, , temp] of outputs) {
      writeFileSync(join(dir, temp.replace('PID', String(dead))), 'half of a killed run\'s output');
      writeFileSync(join(dir, temp.replace('PID', String(live))), 'a live run\'s output');
      writeFileSync(join(dir, `.other.json.${dead}.0badc0de.partial`), 'another output\'s');
      const r = veedor([...args, '--lang', 'en'], { cwd: dir });
      expect({ args, code: r.code === 2 ? r.stderr : 'ran' }).toEqual({ args, code: 'ran' });
      expect(existsSync(join(dir, temp.replace('PID', String(dead)))), `${args.join(' ')}: the dead process's`).toBe(false);
      expect(existsSync(join(dir, temp.replace('PID', String(live)))), `${args.join(' ')}: the live process's`).toBe(true);
      expect(existsSync(join(dir, `.other.json.${dead}.0badc0de.partial`))).toBe(true);
    }
    // export's bundle folder, written as `.NAME.PID.partial/` and renamed.
    expect(veedor(['audit', 'log.ndjson', '--db', 's.db'], { cwd: dir }).code).toBe(0);
    mkdirSync(join(dir, `.bundle.${dead}.partial`));
    writeFileSync(join(dir, `.bundle.${dead}.partial`, 'findings.ndjson'), '');
    const ex = veedor(['export', 'latest', '--db', 's.db', '--out', 'bundle'], { cwd: dir });
    expect(ex.code, ex.stderr).toBe(0);
    expect(existsSync(join(dir, `.bundle.${dead}.partial`))).toBe(false);
    expect(existsSync(join(dir, 'bundle', 'manifest.json'))).toBe(true);
  }, 120_000);
});
