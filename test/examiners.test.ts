// The independent examiners' hand sets (docs/oracles.md): hands written from a clause-by-clause reading of the
// regulations, each with the findings its examiner expects (rule and article, wager, amount, event). Each script
// audits its hands with the built CLI and compares, hand by hand. They were run only by whoever remembered to: a
// change that moved a verdict an examiner wrote down went unseen until the next review ran the script (clause28-other
// F05's article did). Here every set must still agree in full, with all of its hands audited.
// The slow sets (compound21-bj and -other, dispute27: a replay per hand in both languages) stay out of the suite.
// Then the generated oracles (oracle14, 15, 16), each on one fixed seed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from './helpers/temp.js';
import { CLI, ROOT } from './cli/run-cli.js';

interface ExaminerSet {
  script: string;
  args: (out: string) => string[];
  /** Hands the set holds, all of which must agree: in all, or per game for the sets that print one line a game. */
  hands: number | Record<string, number>;
}

const SETS: ExaminerSet[] = [
  { script: 'clause17-bj.mjs', args: () => ['check'], hands: 96 },
  { script: 'clause17-bj.mjs', args: () => ['check', '--csv'], hands: 96 },
  { script: 'verify18-bj.mjs', args: () => ['check'], hands: 40 },
  { script: 'clause28-bj.mjs', args: () => ['check'], hands: 65 },
  { script: 'clause28-bj.mjs', args: () => ['check', '--es'], hands: 65 },
  { script: 'clause28-bj.mjs', args: () => ['check', '--csv'], hands: 65 },
  { script: 'clause29-bj.mjs', args: () => ['check'], hands: 41 },
  { script: 'clause29-bj.mjs', args: () => ['check', '--es'], hands: 41 },
  { script: 'clause29-bj.mjs', args: () => ['check', '--csv'], hands: 41 },
  { script: 'clause30-bj.mjs', args: () => ['check'], hands: 48 },
  { script: 'clause30-bj.mjs', args: () => ['check', '--es'], hands: 48 },
  { script: 'clause30-bj.mjs', args: () => ['check', '--csv'], hands: 48 },
  { script: 'clause31-bj.mjs', args: () => ['check'], hands: 39 },
  { script: 'clause31-bj.mjs', args: () => ['check', '--es'], hands: 39 },
  { script: 'clause31-bj.mjs', args: () => ['check', '--csv'], hands: 39 },
  { script: 'clause17-other.mjs', args: (out) => [out, '--compare'], hands: { cs: 72, ds: 152, pg: 40 } },
  { script: 'verify18-other.mjs', args: (out) => [out, '--compare'], hands: { cs: 20, ds: 20, pg: 20 } },
  { script: 'verify18-other.mjs', args: (out) => [out, '--compare', '--csv'], hands: { cs: 20, ds: 20, pg: 20 } },
  { script: 'clause28-other.mjs', args: () => ['check'], hands: { all: 69 } },
  // In English and Spanish and in the CSV layout with its tables file, in one run.
  { script: 'clause29-other.mjs', args: () => ['check'], hands: { all: 43 } },
  { script: 'clause30-other.mjs', args: () => ['check'], hands: { all: 21 } },
  { script: 'clause31-other.mjs', args: () => ['check'], hands: { all: 263 } },
  // The procedure articles of the three (proc31-other): 71 hands, every expected finding at its exact event.
  { script: 'proc31-other.mjs', args: () => ['check'], hands: { all: 71 } },
];

/** What a set's run says: "N/M hands agree" once, or one "== game: {hands, agree, disagree}" line a game. */
function agreement(stdout: string): { agree: number; hands: number; games: Record<string, { hands: number; agree: number }> } {
  const whole = /^(\d+)\/(\d+) hands agree/m.exec(stdout);
  const games: Record<string, { hands: number; agree: number }> = {};
  for (const m of stdout.matchAll(/^== (?:(\w+): )?(\{"hands":\d+,"agree":\d+,"disagree":\d+\})/gm)) games[m[1] ?? 'all'] = JSON.parse(m[2]!);
  return { agree: Number(whole?.[1] ?? -1), hands: Number(whole?.[2] ?? -1), games };
}

/**
 * A script run to its end with its own temp dir (the scripts leave their logs and findings there for a reader);
 * its output, and its tail for an assertion's message.
 */
function run(script: string, args: string[], scratch: string) {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', script), ...args], {
    cwd: ROOT, encoding: 'utf8', timeout: 300_000, env: { ...process.env, TMPDIR: scratch },
  });
  return { ...r, said: r.stdout.slice(-3000) + r.stderr };
}

describe('the examiners\' hand sets agree with Veedor, every hand', () => {
  for (const set of SETS) {
    const args = set.args('OUT').join(' ').replace('OUT', 'DIR');
    it(`${set.script} ${args}`, () => {
      expect(existsSync(CLI), 'npm run build first').toBe(true);
      const scratch = tempDir('examiner');
      const r = run(set.script, set.args(join(scratch, 'out')), scratch);
      const said = agreement(r.stdout);
      if (typeof set.hands === 'number') {
        expect({ agree: said.agree, hands: said.hands }, r.said).toEqual({ agree: set.hands, hands: set.hands });
      } else {
        const want = Object.fromEntries(Object.entries(set.hands).map(([g, n]) => [g, { hands: n, agree: n }]));
        const got = Object.fromEntries(Object.entries(said.games).map(([g, s]) => [g, { hands: s.hands, agree: s.agree }]));
        expect(got, r.said).toEqual(want);
      }
      expect(r.status, r.stderr).toBe(0);
    });
  }
});

// The generated oracles: hands drawn from a seed, each with what the oracle (written from the regulation's text
// before the catalog's rules were read) expects of it, then audited and compared. Fixed seeds, few hands: a check
// that each still agrees, not a search (the scripts take any seed and count for that).
describe('the generated oracles agree with Veedor', () => {
  it('oracle14 (Pot Luck and Marbella), seed 14, 200 hands each: every hand agrees', () => {
    const dir = tempDir('oracle14');
    expect(run('oracle14-bj-hands.mjs', ['gen', join(dir, 'o'), '--seed', '14', '--hands', '200'], dir).status).toBe(0);
    const r = run('oracle14-bj-hands.mjs', ['compare', join(dir, 'o')], dir);
    const games = Object.fromEntries([...r.stdout.matchAll(/^== (\w+): (\{[^}]*\})/gm)].map((m) => [m[1], JSON.parse(m[2]!)]));
    expect(games, r.said).toEqual({ pl: { hands: 200, agree: 200, disagree: 0 }, mb: { hands: 200, agree: 200, disagree: 0 } });
    expect(r.status, r.said).toBe(0);
  });

  it('oracle15 (Póker Caribeño, Dragon Six, pai gow bonus), seed 15: every hand agrees', () => {
    const dir = tempDir('oracle15');
    expect(run('oracle15-hands.mjs', ['gen', join(dir, 'o'), '--seed', '15'], dir).status).toBe(0);
    const r = run('oracle15-hands.mjs', ['compare', join(dir, 'o')], dir);
    const games = Object.fromEntries([...r.stdout.matchAll(/^== (\w+): (\{[^}]*\})/gm)].map((m) => [m[1], JSON.parse(m[2]!)]));
    expect(games, r.said).toEqual({
      cs: { hands: 300, agree: 300, disagree: 0 }, ds: { hands: 300, agree: 300, disagree: 0 }, pg: { hands: 300, agree: 300, disagree: 0 },
    });
    expect(r.status, r.said).toBe(0);
  });

  it('oracle16 (every settlement of 100 hands a catalog mutated one way at a time), seed 16: no disagreement', () => {
    const dir = tempDir('oracle16');
    expect(run('oracle16-settle.mjs', ['gen', join(dir, 'o'), '--seed', '16', '--hands', '100'], dir).status).toBe(0);
    const r = run('oracle16-settle.mjs', ['compare', join(dir, 'o'), '--show', '5'], dir);
    const lines = [...r.stdout.matchAll(/^== (\w+): (\d+) mutants, (\d+) disagreements, rejected (\d+)/gm)];
    expect(lines.map((m) => m[1]), r.said).toEqual(['pl', 'mb', 'cs', 'ds', 'pg']);
    for (const m of lines) {
      expect(Number(m[2]), `${m[1]} mutants`).toBeGreaterThan(500);
      expect({ game: m[1], disagreements: Number(m[3]), rejected: Number(m[4]) }).toEqual({ game: m[1], disagreements: 0, rejected: 0 });
    }
    expect(r.status, r.said).toBe(0);
  });
});
