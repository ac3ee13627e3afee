// hostile31: a run of the same hands in two logs (an NDJSON export and a JSON one) audits each hand once, the second
// log's records rejected as repeats (input-duplicate-hand-id). The workbench links a finding to its hand in its log
// (`?log=`): the repeat's link was 404 ('no hand X in log a.json'), though the log holds it. It opens the hand it
// repeats, in the log that holds it (so for a copy of a log's bytes: hostile30's repeats); a log that holds no record
// of the id is still 404.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storeAudit, tempDir } from '../../store/helpers.js';
import { serveWorkbench } from '../../helpers/workbench.js';
import { DEMO } from '../../cli/run-cli.js';

describe('the link of a repeat read first in another log', () => {
  it('opens the hand it repeats, in the log that holds it', async () => {
    const dir = tempDir('repeat-link');
    const lines = readFileSync(DEMO, 'utf8').split('\n').filter((l) => l.trim() !== '');
    writeFileSync(join(dir, 'a.ndjson'), lines.join('\n') + '\n');
    writeFileSync(join(dir, 'a.json'), JSON.stringify(lines.map((l) => JSON.parse(l) as unknown), null, 2));
    const dbPath = join(dir, 'audit.db');
    const r = await storeAudit(dbPath, ['a.ndjson', 'a.json'], dir);
    r.db.close();
    const runId = r.run.run.id;
    const id = (JSON.parse(lines[0]!) as { hand_id: string }).hand_id;
    const served = await serveWorkbench(dbPath);
    try {
      const list = (await served.get(`/runs/${runId}/findings?lang=en&rule=input-duplicate-hand-id`)).body;
      const link = `/runs/${runId}/hands/${encodeURIComponent(id)}?lang=en&log=a.json`;
      expect(list.replaceAll('&amp;', '&')).toContain(`<a href="${link}">`);
      const page = await served.get(link);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<dd>a.ndjson</dd>');
      expect((await served.get(`/runs/${runId}/hands/${encodeURIComponent(id)}?lang=en&log=nope.ndjson`)).statusCode).toBe(404);
    } finally {
      await served.close();
    }
  });

  it('a copy of the log\'s bytes: its repeats\' links open the log\'s hands', async () => {
    const dir = tempDir('repeat-link');
    writeFileSync(join(dir, 'a.ndjson'), readFileSync(DEMO));
    writeFileSync(join(dir, 'b.ndjson'), readFileSync(DEMO));
    const dbPath = join(dir, 'audit.db');
    const r = await storeAudit(dbPath, ['a.ndjson', 'b.ndjson'], dir);
    r.db.close();
    const id = (JSON.parse(readFileSync(DEMO, 'utf8').split('\n')[0]!) as { hand_id: string }).hand_id;
    const served = await serveWorkbench(dbPath);
    try {
      const page = await served.get(`/runs/${r.run.run.id}/hands/${encodeURIComponent(id)}?lang=en&log=b.ndjson`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<dd>a.ndjson</dd>');
    } finally {
      await served.close();
    }
  });
});
