import { DEFAULT_DB } from '../../store/db.js';
import { openWorkbench } from '../../app/workbench/index.js';
import { UsageError } from '../usage-error.js';
import { note } from '../say.js';
import { systemWordsIn } from '../../engine/core/system-words.js';

export interface ServeCliOptions {
  db?: string;
  port: string;
  host: string;
}

/**
 * `veedor serve`: the inspector's workbench over the audit store (opened read-only) until Ctrl-C.
 * The first line on stdout is the URL (with --port 0, the free port chosen), for a script to read.
 */
export async function serveCommand(o: ServeCliOptions): Promise<number> {
  if (!/^\d{1,5}$/.test(o.port) || Number(o.port) > 65535) throw new UsageError({ es: `--port ${o.port}: se esperaba un número de puerto, de 0 a 65535 (0: cualquier puerto libre)`, en: `--port ${o.port}: expected a port number, 0 to 65535 (0: any free port)` });
  if (!['127.0.0.1', 'localhost', '::1'].includes(o.host)) throw new UsageError({ es: `--host ${o.host}: el banco de trabajo solo sirve a esta máquina (127.0.0.1, localhost o ::1)`, en: `--host ${o.host}: the workbench serves this machine only (127.0.0.1, localhost or ::1)` });
  const wb = openWorkbench(o.db ?? DEFAULT_DB);
  let url: string;
  try {
    url = await wb.listen(o.host, Number(o.port));
  } catch (e) {
    await wb.close();
    const why = systemWordsIn(e as Error);
    throw new UsageError({ es: `no se puede escuchar en ${o.host}:${o.port}: ${why.es.split('\n')[0]}`, en: `cannot listen on ${o.host}:${o.port}: ${why.en.split('\n')[0]}` });
  }
  process.stdout.write(`${url}\n`);
  note({ es: `se sirve ${o.db ?? DEFAULT_DB} en solo lectura en ${url} (Ctrl-C para terminar)`, en: `serving ${o.db ?? DEFAULT_DB} read-only at ${url} (Ctrl-C stops)` });
  // Ctrl-C and kill end the process (cli/veedor.ts): the store was only read, so there is nothing to flush.
  await new Promise<never>(() => {});
  return 0;
}
