// hand_id is unique within a log, and two logs of a run may each hold a hand of one id, each audited. The workbench's
// hand page and `veedor replay --db` opened the run's first such hand, whatever the finding clicked: the second log's
// hand could not be seen from the store. The hand page now takes the log (`?log=`, the run's name for it), every link
// to a hand carries its finding's log, and `replay --db` takes `--log` (and names the other logs holding the id).
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { cli, cloneHands, storeAudit, tempDir, writeNdjson } from '../../store/helpers.js';
import { serveWorkbench } from '../../helpers/workbench.js';

describe('one hand_id in two logs of a run: the workbench and replay --db open either', () => {
  it('the findings link to each log\'s hand; the hand page shows that log\'s hand and findings; replay --db --log picks one', async () => {
    const dir = tempDir('same-id-wb');
    // The same id, GEN-0000000, in both files: event 22 underpaid by 10.00 in the first, overpaid by 30.00 in the second.
    const a = writeNdjson(join(dir, 'a.ndjson'), cloneHands(1, { underpayEvery: 1 }));
    const b = writeNdjson(join(dir, 'b.ndjson'), cloneHands(1, { overpayEvery: 1, table: 'PL-09' }));
    const dbPath = join(dir, 'audit.db');
    const r = await storeAudit(dbPath, [a, b], dir);
    r.db.close();
    const runId = r.run.run.id;
    const [pathA, pathB] = r.run.inputs.map((i) => i.path);
    const served = await serveWorkbench(dbPath);
    try {
      const list = (await served.get(`/runs/${runId}/findings?lang=en`)).body;
      const links = [...list.matchAll(/<a href="(\/runs\/[^"]+\/hands\/GEN-0000000[^"]*)">/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
      expect(links).toEqual([
        `/runs/${runId}/hands/GEN-0000000?lang=en&log=${encodeURIComponent(pathA!)}`,
        `/runs/${runId}/hands/GEN-0000000?lang=en&log=${encodeURIComponent(pathB!)}`,
      ]);
      const pageB = await served.get(links[1]!);
      expect(pageB.statusCode).toBe(200);
      expect(pageB.body).toContain(`<dd>${pathB}</dd>`);
      expect(pageB.body).toContain('<dd>PL-09</dd>');
      // B's finding only: paid 130.00 where 100.00 was owed.
      const owed = (html: string) => [...html.matchAll(/<span class="num">([^<]*)<\/span>/g)].map((m) => m[1]);
      expect(owed(pageB.body)).toEqual(['22', 'PEN -30.00']);
      const pageA = await served.get(links[0]!);
      expect(pageA.body).toContain(`<dd>${pathA}</dd>`);
      expect(owed(pageA.body)).toEqual(['22', 'PEN 10.00']);
      // The language switch keeps the log.
      expect(pageB.body).toContain(`log=${encodeURIComponent(pathB!)}`);
      expect((await served.get(`/runs/${runId}/hands/GEN-0000000?log=nope.ndjson`)).statusCode).toBe(404);
    } finally {
      await served.close();
    }
    const first = cli(['replay', 'latest', 'GEN-0000000', '--db', dbPath, '--lang', 'en'], dir);
    expect(first.code).toBe(1);
    expect(first.stderr).toContain(`hand GEN-0000000 is in ${pathA}`);
    expect(first.stderr).toContain(`other logs of the run hold a hand GEN-0000000 of their own: ${pathB} (--log LOG picks one)`);
    expect(first.stdout).toContain('10.00');
    const second = cli(['replay', 'latest', 'GEN-0000000', '--db', dbPath, '--log', pathB!, '--lang', 'en'], dir);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`hand GEN-0000000 is in ${pathB}`);
    expect(second.stderr).not.toContain('other logs');
    expect(second.stdout).toContain('PL-09');
    const wrong = cli(['replay', 'latest', 'GEN-0000000', '--db', dbPath, '--log', 'c.ndjson', '--lang', 'en'], dir);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr.trim()).toBe(`veedor: hand GEN-0000000 is not in log c.ndjson of run ${runId}; it is in: ${pathA}, ${pathB}`);
    const noDb = cli(['replay', pathA!, 'GEN-0000000', '--log', pathB!, '--lang', 'en'], dir);
    expect(noDb.code).toBe(2);
    expect(noDb.stderr).toContain('--log picks among a stored run\'s logs (with --db)');
  });
});
