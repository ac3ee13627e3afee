// hostile20: `replay RUN HAND --db` and the workbench's hand page look a hand up by every spelling the run stores of its id
// in Unicode's canonical form (store/browse canonicalHandIds), and bound each spelling as its own SQL parameter. A log whose
// id has sixteen characters each written two ways (é, e + U+0301) holds 65,536 spellings of it; 34,000 records under them
// (the first a whole hand, audited; the rest an id alone, each rejected: `input-schema`) passed SQLite's limit of 32,766 parameters: replay stopped with
// "the audit store: too many SQL variables (SQLITE_ERROR)" (SQLite's English, under --lang es too), and the workbench page
// failed alike. The spellings are now bound as one JSON list: the hand replays, the 33,999 rejected records' findings on it.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openStore } from '../../store/db.js';
import { canonicalHandIds, handFindings } from '../../store/browse.js';
import { veedor, CLI, ROOT, STACK } from './run-cli.js';
import { tempDir } from '../store/helpers.js';
import { serveWorkbench } from '../helpers/workbench.js';

const N = 34_000;
const CLEAN = JSON.parse(readFileSync(join(ROOT, 'fixtures/pe-pot-luck-black-jack/clean-examples.json'), 'utf8')) as Record<string, unknown>[];

/** The i-th spelling of `H-` and sixteen é: bit b of i picks e + U+0301 for the b-th, else U+00E9. */
function spelling(i: number): string {
  let id = 'H-';
  for (let b = 0; b < 16; b++) id += (i >> b) & 1 ? 'e\u0301' : '\u00e9';
  return id;
}

describe('replay --db of a hand whose id the run stores in more spellings than SQLite takes parameters', () => {
  it('replays the hand with every rejected record\'s finding on it, in either language; the store lookups and the workbench answer', async () => {
    const dir = tempDir('many-spellings');
    try {
      const log = join(dir, 'ids.ndjson');
      const lines = [JSON.stringify({ ...CLEAN[0], hand_id: spelling(0) })];
      for (let i = 1; i < N; i++) lines.push(JSON.stringify({ hand_id: spelling(i) }));
      writeFileSync(log, lines.join('\n') + '\n');
      const db = join(dir, 's.db');
      const a = veedor(['audit', log, '--db', db, '--format', 'json', '--out', join(dir, 'a.json'), '--lang', 'en'], { cwd: dir, timeout: 120_000 });
      expect(a.stderr).not.toMatch(STACK);
      expect(a.stderr).toContain(`(${N} hands, ${N - 1} findings)`);

      const s = openStore(db, { create: false });
      const ids = canonicalHandIds(s, 1, spelling(5));
      expect(ids.length).toBe(N);
      expect(ids[0]).toBe(spelling(5));
      const found = handFindings(s, 1, ids);
      expect(found.length).toBe(N - 1);
      expect(new Set(found.map((f) => f.rule))).toEqual(new Set(['input-schema']));
      s.close();

      // Typed as the log's hand is written, and as a rejected record's id is: the log's hand (line 1), N - 1 refusals on it.
      for (const [typed, lang] of [[spelling(0), 'en'], [spelling(N - 1), 'es']] as const) {
        // Its JSON holds 34,000 findings (8 MB): more than veedor()'s spawnSync takes by default.
        const r = spawnSync(process.execPath, [CLI, 'replay', 'latest', typed, '--db', db, '--format', 'json', '--lang', lang],
          { cwd: dir, encoding: 'utf8', timeout: 120_000, maxBuffer: 64 << 20, killSignal: 'SIGKILL' });
        expect(r.stderr).not.toMatch(STACK);
        expect(r.stderr).not.toMatch(/SQL|SQLITE/);
        expect(r.status).toBe(1);
        const doc = JSON.parse(r.stdout) as { hand_id: string; end_findings: { rule: string }[] };
        expect(doc.hand_id).toBe(spelling(0));
        expect(doc.end_findings.filter((f) => f.rule === 'input-schema').length).toBe(N - 1);
      }

      // The workbench's hand page, by a rejected record's spelling: the log's hand, every refusal listed.
      const served = await serveWorkbench(db);
      try {
        const runId = JSON.parse(readFileSync(join(dir, 'a.json'), 'utf8')).run.id as string;
        const page = await served.get(`/runs/${runId}/hands/${encodeURIComponent(spelling(7))}?lang=en`);
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain(`<title>Hand ${spelling(0)} `);
        expect(page.body.split('input-schema').length - 1).toBeGreaterThanOrEqual(N - 1);
      } finally {
        await served.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
