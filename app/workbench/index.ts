// `veedor serve`: the workbench as a use case: the store opened read-only and the HTTP server over it, not yet listening.
import type { FastifyInstance } from 'fastify';
import { Workbench } from './workbench.js';
import { workbenchServer } from './server.js';

export { Workbench } from './workbench.js';
export { workbenchServer, CSP } from './server.js';

export interface OpenedWorkbench {
  server: FastifyInstance;
  /** Listens on host:port (port 0: a free one) and gives the URL to open. */
  listen(host: string, port: number): Promise<string>;
  close(): Promise<void>;
}

export function openWorkbench(db: string): OpenedWorkbench {
  const wb = Workbench.open(db);
  const server = workbenchServer({ workbench: wb });
  return {
    server,
    async listen(host, port) {
      await server.listen({ host, port });
      const address = server.server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      return `http://${host.includes(':') ? `[${host}]` : host}:${actual}/`;
    },
    async close() {
      await server.close();
      wb.close();
    },
  };
}
