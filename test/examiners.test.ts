// The independent examiners' hand sets (docs/oracles.md): hands written from a clause-by-clause reading of the
// regulations, each with the findings its examiner expects (rule and article, wager, amount, event). Each script
// audits its hands with the built CLI and compares, hand by hand. They were run only by whoever remembered to: a
// change that moved a verdict an examiner wrote down went unseen until the next review ran the script (clause28-other
// F05's article did). Here every set must still agree in full, with all of its hands audited.
// The slow sets (compound21-bj and -other, dispute27: a replay per hand in both languages) stay out of the suite.
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
  { script: 'clause17-other.mjs', args: (out) => [out, '--compare'], hands: { cs: 72, ds: 152, pg: 40 } },
  { script: 'verify18-other.mjs', args: (out) => [out, '--compare'], hands: { cs: 20, ds: 20, pg: 20 } },
  { script: 'verify18-other.mjs', args: (out) => [out, '--compare', '--csv'], hands: { cs: 20, ds: 20, pg: 20 } },
  { script: 'clause28-other.mjs', args: () => ['check'], hands: { all: 69 } },
];

/** What a set's run says: "N/M hands agree" once, or one "== game: {hands, agree, disagree}" line a game. */
function agreement(stdout: string): { agree: number; hands: number; games: Record<string, { hands: number; agree: number }> } {
  const whole = /^(\d+)\/(\d+) hands agree/m.exec(stdout);
  const games: Record<string, { hands: number; agree: number }> = {};
  for (const m of stdout.matchAll(/^== (?:(\w+): )?(\{"hands":\d+,"agree":\d+,"disagree":\d+\})/gm)) games[m[1] ?? 'all'] = JSON.parse(m[2]!);
  return { agree: Number(whole?.[1] ?? -1), hands: Number(whole?.[2] ?? -1), games };
}

describe('the examiners\' hand sets agree with Veedor, every hand', () => {
  for (const set of SETS) {
    const args = set.args('OUT').join(' ').replace('OUT', 'DIR');
    it(`${set.script} ${args}`, () => {
      expect(existsSync(CLI), 'npm run build first').toBe(true);
      const scratch = tempDir('examiner');
      // The scripts write their logs and findings in the temp dir and leave them there for a reader to look at.
      const r = spawnSync(process.execPath, [join(ROOT, 'scripts', set.script), ...set.args(join(scratch, 'out'))], {
        cwd: ROOT, encoding: 'utf8', timeout: 300_000, env: { ...process.env, TMPDIR: scratch },
      });
      const said = agreement(r.stdout);
      if (typeof set.hands === 'number') {
        expect({ agree: said.agree, hands: said.hands }, r.stdout.slice(-3000) + r.stderr).toEqual({ agree: set.hands, hands: set.hands });
      } else {
        const want = Object.fromEntries(Object.entries(set.hands).map(([g, n]) => [g, { hands: n, agree: n }]));
        const got = Object.fromEntries(Object.entries(said.games).map(([g, s]) => [g, { hands: s.hands, agree: s.agree }]));
        expect(got, r.stdout.slice(-3000) + r.stderr).toEqual(want);
      }
      expect(r.status, r.stderr).toBe(0);
    });
  }
});
