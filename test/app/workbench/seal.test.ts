// A run whose rows are not what was sealed, in the workbench: listed and marked altered, nothing else of it
// shown (a 409 saying so in the reader's language, never a 500 or the store's own message), the other runs
// served as before; and a run altered while the server runs is shown altered on the next request.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildDataset } from '../../store/helpers.js';
import type { Dataset } from '../../store/helpers.js';
import { serveWorkbench } from '../../helpers/workbench.js';
import type { ServedWorkbench } from '../../helpers/workbench.js';

let ds: Dataset;
const open: ServedWorkbench[] = [];

beforeAll(async () => {
  ds = await buildDataset();
});
afterEach(async () => {
  for (const o of open.splice(0)) await o.close();
});

/** A copy of the dataset's store beside it (the runs' inputs resolve as from the original). */
function copyOf(name: string): string {
  const path = join(ds.dir, name);
  copyFileSync(ds.dbPath, path);
  return path;
}

/** Rewrites one finding's Spanish message in the nov run (seq 1), as someone with sqlite3 would. */
function tamperFinding(path: string): void {
  const raw = new Database(path);
  const changed = raw.prepare("UPDATE findings SET message_es = 'El crupier pagó bien.' WHERE run_seq = 1 AND seq = (SELECT min(seq) FROM findings WHERE run_seq = 1)").run();
  raw.close();
  expect(changed.changes).toBe(1);
}

async function serve(path: string) {
  const served = await serveWorkbench(path);
  open.push(served);
  return served.get;
}

const pages = (run: string) => [
  `/runs/${run}`,
  `/runs/${run}/findings`,
  `/runs/${run}/findings?dealer=D-311&sort=owed`,
  `/runs/${run}/findings.csv`,
  `/runs/${run}/findings.pdf?dealer=D-311`,
  `/runs/${run}/report.pdf`,
  `/runs/${run}/hands/A-0000008`,
  `/runs/${run}/article?ruleset=pe-pot-luck-black-jack&article=${encodeURIComponent('Art. 15º')}`,
];

const ALTERED_ES = (id: string) => `Las filas de la auditoría ${id} no son las que se sellaron: el almacén fue alterado después de la auditoría.`;
const ALTERED_EN = (id: string) => `The rows of run ${id} are not those that were sealed: the store was altered after the audit.`;

describe('veedor serve: an altered run', () => {
  it('every page of it is a 409 saying so in Spanish or English; the runs list marks it altered; the other run is served', async () => {
    const path = copyOf('altered.db');
    tamperFinding(path);
    const get = await serve(path);
    for (const url of pages(ds.nov)) {
      for (const lang of ['es', 'en'] as const) {
        const r = await get(`${url}${url.includes('?') ? '&' : '?'}lang=${lang}`);
        expect(r.statusCode, url).toBe(409);
        expect(r.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(r.headers['content-security-policy'], url).toContain("default-src 'none'");
        expect(r.body, url).toContain(`<html lang="${lang}">`);
        expect(r.body, url).toContain(lang === 'es' ? ALTERED_ES(ds.nov) : ALTERED_EN(ds.nov));
        expect(r.body, url).toContain(lang === 'es' ? '409 · Auditoría alterada' : '409 · Run altered');
        // Not the store's message (English, naming the row), nothing of the run's rows.
        expect(r.body, url).not.toContain('is not what was sealed');
        expect(r.body, url).not.toContain('El crupier pagó bien.');
        expect(r.body, url).not.toContain('A-0000000');
      }
    }
    const runs = await get('/');
    expect(runs.statusCode).toBe(200);
    const row = (id: string) => runs.body.slice(runs.body.indexOf(`<td>${id}`) >= 0 ? runs.body.indexOf(`<td>${id}`) : runs.body.indexOf(`>${id}</a>`)).split('</tr>')[0]!;
    expect(runs.body).not.toContain(`href="/runs/${ds.nov}`);
    expect(row(ds.nov)).toContain('<span class="wb-bad">alterada</span>');
    expect(row(ds.nov)).not.toContain('debido a jugadores');
    expect(row(ds.dec)).toContain('<span class="wb-ok">sello íntegro</span>');
    expect(runs.body).toContain(`<a href="/runs/${ds.dec}?lang=es">${ds.dec}</a>`);
    for (const url of [`/runs/${ds.dec}`, `/runs/${ds.dec}/findings`, `/runs/${ds.dec}/hands/DEC-0000004`, `/runs/${ds.dec}/findings.csv`]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('a run altered while the server runs: the next request shows it altered', async () => {
    const path = copyOf('later.db');
    const get = await serve(path);
    expect((await get(`/runs/${ds.nov}/findings`)).statusCode).toBe(200);
    expect((await get('/')).body.match(/sello íntegro/g)).toHaveLength(2);
    tamperFinding(path);
    const r = await get(`/runs/${ds.nov}/findings`);
    expect(r.statusCode).toBe(409);
    expect(r.body).toContain(ALTERED_ES(ds.nov));
    const runs = (await get('/')).body;
    expect(runs.match(/sello íntegro/g)).toHaveLength(1);
    expect(runs.match(/<span class="wb-bad">alterada<\/span>/g)).toHaveLength(1);
    expect((await get(`/runs/${ds.dec}/findings`)).statusCode).toBe(200);
  });
});
