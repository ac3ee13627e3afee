// `veedor serve` as a process: the URL first on stdout, the store's bytes unchanged by serving it, and
// pages still served while another process audits into the same store.
import { createHash } from 'node:crypto';
import { copyFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, start, veedor, waitFor } from '../../cli/run-cli.js';
import { tempDir } from '../../helpers/temp.js';

const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
const servers: ReturnType<typeof start>[] = [];
afterAll(() => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
});

async function serve(dir: string): Promise<{ url: string; server: ReturnType<typeof start> }> {
  const server = start(['serve', '--db', 'a.db', '--port', '0'], { cwd: dir });
  servers.push(server);
  let out = '';
  server.child.stdout.on('data', (d) => { out += d; });
  expect(await waitFor(() => out.includes('\n'), 20_000)).toBe(true);
  const url = out.split('\n')[0]!;
  return { url, server };
}

describe('veedor serve (the process)', () => {
  it('prints its URL first, serves the pages and the PDF, changes no byte of the store, keeps serving while another audit writes into it', async () => {
    const dir = tempDir('serve');
    copyFileSync(join(ROOT, 'fixtures/demo/pot-luck-lima.ndjson'), join(dir, 'pot-luck-lima.ndjson'));
    copyFileSync(join(ROOT, 'fixtures/demo/dragon-six-lima.ndjson'), join(dir, 'dragon-six-lima.ndjson'));
    expect(veedor(['audit', 'pot-luck-lima.ndjson', '--db', 'a.db'], { cwd: dir }).code).toBe(1);
    const before = sha(join(dir, 'a.db'));
    const files = readdirSync(dir).sort();

    const { url, server } = await serve(dir);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const runs = await (await fetch(url)).text();
    const id = /\/runs\/(R-[0-9a-f]{16})\?/.exec(runs)![1]!;
    for (const path of [`runs/${id}`, `runs/${id}/findings?dealer=D-311&sort=owed&dir=desc`, `runs/${id}/hands/PL-A08-ORDER?lang=en`,
      `runs/${id}/findings.csv?dealer=D-311`]) {
      expect((await fetch(url + path)).status, path).toBe(200);
    }
    const pdf = Buffer.from(await (await fetch(`${url}runs/${id}/report.pdf`)).arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const subset = Buffer.from(await (await fetch(`${url}runs/${id}/findings.pdf?dealer=D-311`)).arrayBuffer());
    expect(subset.subarray(0, 5).toString()).toBe('%PDF-');
    // Read-only: the same bytes, no -wal or -shm beside it.
    expect(sha(join(dir, 'a.db'))).toBe(before);
    expect(readdirSync(dir).sort()).toEqual(files);

    // Another process audits into the same store while the pages are asked for.
    const audit = start(['audit', 'dragon-six-lima.ndjson', '--db', 'a.db'], { cwd: dir });
    let served = 0;
    while (audit.child.exitCode === null) {
      const r = await fetch(`${url}runs/${id}/findings?dealer=D-311`);
      expect(r.status).toBe(200);
      served++;
    }
    const audited = await audit.done;
    expect(audited.code, audited.stderr).toBe(1);
    expect(served).toBeGreaterThan(0);
    const after = await (await fetch(url)).text();
    const ids = [...after.matchAll(/<a href="\/runs\/(R-[0-9a-f]{16})\?lang=es">/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(id);
    expect((await fetch(`${url}runs/${ids[1]}`)).status).toBe(200);

    server.child.kill('SIGTERM');
    expect((await server.done).code).toBe(143);
  }, 120_000);

  it('refuses a port that is not one, and an address that is not this machine, in one line (exit 2)', () => {
    const dir = tempDir('serve-args');
    expect(veedor(['serve', '--db', 'x.db', '--port', 'abc'], { cwd: dir })).toMatchObject({ code: 2, stderr: 'veedor: --port abc: se esperaba un número de puerto, de 0 a 65535 (0: cualquier puerto libre)\n' });
    expect(veedor(['serve', '--db', 'x.db', '--host', '0.0.0.0'], { cwd: dir }).code).toBe(2);
    expect(veedor(['serve', '--db', 'x.db'], { cwd: dir }).stderr).toMatch(/^veedor: no hay almacén de auditoría en x\.db/);
  });
});
