import { readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/audit-files.js';
import { freshTmp, start, veedor, waitFor } from './run-cli.js';
import { runAudit } from '../../audit/run.js';
import { readLog } from '../../engine/input/readers.js';
import { NotRegularFileError } from '../../engine/core/regular-file.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { caughtSignals } from '../../cli/signals.js';

// These cases assert the English one-line errors and listings: Spanish is the default (cli/lang.ts).
process.env['VEEDOR_LANG'] = 'en';

// Ctrl-C or a kill while an output is being written: the target never appears (it is written to a
// temporary file beside it and renamed only when complete), the temporary file and the temp folder's
// spills are removed, and the status is 130 (SIGINT) or 143 (SIGTERM).

let dir: string;

beforeAll(() => {
  dir = tempDir();
  // 6,000 rounds with a dealer error in half: about 3,000 findings, so each report takes a while to write.
  const sim = veedor(['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '6000', '--faults', '0.5', '--out', 'big.ndjson'], { cwd: dir });
  expect(sim.code).toBe(0);
  expect(veedor(['audit', 'big.ndjson', '--db', 's.db', '--format', 'json', '--out', '/dev/null'], { cwd: dir }).code).toBe(1);
}, 180_000);

/** The temporary file of `target` once it holds some bytes (the command is writing it), or undefined. */
function partialOf(folder: string, target: string): string | undefined {
  const name = readdirSync(folder).find((n) => n.startsWith(`.${target}.`) && n.endsWith('.partial'));
  return name !== undefined && statSync(join(folder, name), { throwIfNoEntry: false })?.size ? name : undefined;
}

async function interruptMidWrite(args: string[], target: string, signal: NodeJS.Signals) {
  const out = join(dir, `out-${target}`);
  spawnSync('mkdir', [out]);
  const tmp = freshTmp(out);
  const run = start(args.map((a) => (a === target ? join(out, target) : a)), { cwd: dir, env: { TMPDIR: tmp } });
  run.child.stdout.resume();
  const writing = await waitFor(() => partialOf(out, target) !== undefined, 120_000);
  run.child.kill(signal);
  const r = await run.done;
  return { writing, code: r.code, stderr: r.stderr, left: readdirSync(out).filter((n) => n !== 'tmp'), tmp: readdirSync(tmp) };
}

describe('interrupted while writing', () => {
  for (const [what, args, target] of [
    ['audit --out (CSV)', ['audit', 'big.ndjson', '--format', 'csv', '--out', 'r.csv'], 'r.csv'],
    ['audit --pdf', ['audit', 'big.ndjson', '--pdf', 'r.pdf'], 'r.pdf'],
    ['report --pdf', ['report', 'latest', '--db', 's.db', '--pdf', 'stored.pdf'], 'stored.pdf'],
  ] as const) {
    it(`${what}, SIGINT mid-write: no file at the target, no temporary file, nothing in the temp folder, exit 130`, async () => {
      const r = await interruptMidWrite([...args], target, 'SIGINT');
      expect(r).toEqual({ writing: true, code: 130, stderr: '', left: [], tmp: [] });
    }, 180_000);
  }

  it('audit --pdf, SIGTERM mid-write: the same, exit 143', async () => {
    const r = await interruptMidWrite(['audit', 'big.ndjson', '--pdf', 'term.pdf'], 'term.pdf', 'SIGTERM');
    expect(r).toEqual({ writing: true, code: 143, stderr: '', left: [], tmp: [] });
  }, 180_000);

  // kill -ABRT (and QUIT, USR2, ALRM...) ended the process where it stood: the `.r.pdf.PID.HEX.partial` stayed
  // beside the report and the spills in the temp folder (ux14). Every catchable signal that ends a process is an
  // exit now, with the status a shell gives a death by it (128 + its number).
  for (const [signal, code] of [['SIGABRT', 134], ['SIGQUIT', 131], ['SIGUSR2', 140], ['SIGALRM', 142]] as const) {
    it(`audit --pdf, ${signal} mid-write: the same, exit ${code}`, async () => {
      const target = `${signal.toLowerCase()}.pdf`;
      const r = await interruptMidWrite(['audit', 'big.ndjson', '--pdf', target], target, signal);
      expect(r).toEqual({ writing: true, code, stderr: '', left: [], tmp: [] });
    }, 180_000);
  }

  it('catches every signal that ends a process and can be caught; not those it cannot or must not', () => {
    const caught = new Map(caughtSignals());
    for (const [s, n] of [['SIGHUP', 129], ['SIGINT', 130], ['SIGQUIT', 131], ['SIGABRT', 134], ['SIGUSR2', 140], ['SIGALRM', 142], ['SIGTERM', 143], ['SIGXCPU', 152], ['SIGXFSZ', 153]] as const) {
      expect(caught.get(s), s).toBe(n);
    }
    // Uncatchable (KILL, STOP), Node's own (USR1 the inspector, PIPE ignored), V8's profiler's (PROF), faults a
    // listener would hang on (SEGV, BUS, FPE, ILL), and those that do not end a process (CHLD, WINCH, CONT, TSTP).
    for (const s of ['SIGKILL', 'SIGSTOP', 'SIGUSR1', 'SIGPIPE', 'SIGPROF', 'SIGSEGV', 'SIGBUS', 'SIGFPE', 'SIGILL', 'SIGCHLD', 'SIGWINCH', 'SIGCONT', 'SIGTSTP'] as const) {
      expect(caught.has(s), s).toBe(false);
    }
  });
});

describe('inputs that are not regular files', () => {
  it('a FIFO as a log or as --tables, /dev/zero or /dev/urandom as --tables: exit 2 with one line, no hang', () => {
    const fifo = join(dir, 'hands.fifo');
    spawnSync('mkfifo', [fifo]);
    const cases: [string[], string][] = [
      [['audit', fifo], `veedor: not a file: ${fifo} (it is a FIFO or pipe; to read what a pipe carries, give - and send it to the standard input: veedor audit - < hands.ndjson)\n`],
      [['replay', fifo, 'H-1', '--lang', 'es'], `veedor: no es un archivo: ${fifo} (es una FIFO o tubería; guarde lo que llega por la tubería en un archivo y dé su nombre)\n`],
      [['audit', 'big.ndjson', '--tables', fifo], `veedor: the tables file ${fifo} is a FIFO or pipe, not a regular file: nothing read from it\n`],
      [['audit', 'big.ndjson', '--tables', '/dev/zero'], 'veedor: the tables file /dev/zero is a character device, not a regular file: nothing read from it\n'],
      [['validate', 'big.ndjson', '--tables', '/dev/urandom'], 'veedor: the tables file /dev/urandom is a character device, not a regular file: nothing read from it\n'],
      [['replay', 'big.ndjson', 'H-1', '--tables', fifo], `veedor: the tables file ${fifo} is a FIFO or pipe, not a regular file: nothing read from it\n`],
    ];
    for (const [args, stderr] of cases) {
      const r = veedor(args, { cwd: dir, timeout: 30_000 });
      expect({ args, code: r.code, signal: r.signal, stderr: r.stderr }).toEqual({ args, code: 2, signal: null, stderr });
    }
  }, 180_000);

  it('a log that became a FIFO after the start-up check is refused by the reader itself, at once', async () => {
    const fifo = join(dir, 'later.fifo');
    spawnSync('mkfifo', [fifo]);
    // runAudit is what the CLI calls once its own check has passed: here nothing checked before it.
    const audit = await runAudit({ paths: [fifo], rulesets: RULESETS }).then(() => undefined, (e: unknown) => e);
    expect(audit).toBeInstanceOf(NotRegularFileError);
    expect((audit as Error).message).toBe(`${fifo} is a FIFO or pipe, not a regular file: nothing read from it`);
    const read = await (async () => {
      for await (const _ of readLog(fifo, 'ndjson')) return 'read';
    })().then(() => undefined, (e: unknown) => e);
    expect(read).toBeInstanceOf(NotRegularFileError);
  }, 30_000);

  it('a tables file over 16 MB is refused without reading it', () => {
    const big = join(dir, 'huge.json');
    spawnSync('truncate', ['-s', '20000000', big]);
    const r = veedor(['audit', 'big.ndjson', '--tables', big], { cwd: dir, timeout: 30_000 });
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 2, stderr: `veedor: the tables file ${big} is 20000000 bytes, over the limit of 16777216\n` });
  }, 60_000);
});
