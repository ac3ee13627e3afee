// The workbench (`veedor serve`) over an audit store, answered through Fastify's inject (the whole
// pipeline, no socket): the setup its page tests share.
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Workbench, workbenchServer } from '../../app/workbench/index.js';
import { join } from 'node:path';
import { buildDataset, storeAudit, tempDir, writeNdjson } from '../store/helpers.js';
import type { Dataset } from '../store/helpers.js';

export interface ServedWorkbench {
  wb: Workbench;
  app: FastifyInstance;
  /** A GET of `url` (path and query string). */
  get(url: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The workbench over the store at `dbPath`, opened read-only and ready for requests. */
export async function serveWorkbench(dbPath: string): Promise<ServedWorkbench> {
  const wb = Workbench.open(dbPath);
  const app = workbenchServer({ workbench: wb });
  await app.ready();
  return {
    wb,
    app,
    get: (url) => app.inject({ method: 'GET', url }),
    close: async () => {
      await app.close();
      wb.close();
    },
  };
}

/**
 * `hands` written as a log in a fresh folder (`label`), audited into a store there, and the store served: the log's
 * path, the run's id and the workbench (close it when done).
 */
export async function serveHands(label: string, hands: Record<string, unknown>[]): Promise<{ log: string; runId: string; served: ServedWorkbench }> {
  const dir = tempDir(label);
  const log = writeNdjson(join(dir, 'ids.ndjson'), hands);
  const dbPath = join(dir, 'audit.db');
  const r = await storeAudit(dbPath, [log], dir);
  r.db.close();
  return { log, runId: r.run.run.id, served: await serveWorkbench(dbPath) };
}

export type ServedDataset = Dataset & ServedWorkbench;

/**
 * For the test file that calls it (at its top level): buildDataset's two runs, served; built before the
 * file's first test, closed after its last. Its fields are set once the file's tests run.
 */
export function servedDataset(): ServedDataset {
  const served = {} as ServedDataset;
  beforeAll(async () => {
    const ds = await buildDataset();
    Object.assign(served, ds, await serveWorkbench(ds.dbPath));
  });
  afterAll(async () => {
    await served.close?.();
  });
  return served;
}
