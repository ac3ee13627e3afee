import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Veedor reads the files named on its command line and writes only what it is told to: no module
// may reach the network, start a process, or load code by a name computed at run time. Checked on
// the source (what ships in dist/), not the tests.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SHIPPED = ['cli', 'app', 'reports', 'store', 'audit', 'rules-catalog', 'simulate', 'engine'];

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sources(p));
    else if (/\.(ts|mjs|js|cjs)$/.test(name) && !/\.test\.ts$/.test(name)) out.push(p);
  }
  return out;
}

const NETWORK_MODULES = ['http', 'https', 'http2', 'net', 'tls', 'dgram', 'dns', 'undici', 'child_process', 'cluster', 'worker_threads', 'inspector'];
const MODULE = new RegExp(`(?:from\\s*|import\\s*\\(\\s*|require\\s*\\(\\s*)['"](?:node:)?(${NETWORK_MODULES.join('|')})(?:/[^'"]*)?['"]`);
const GLOBALS = /\b(fetch|WebSocket|XMLHttpRequest|EventSource)\s*\(|\bnew\s+(WebSocket|XMLHttpRequest|EventSource|Worker)\b/;
// A dynamic import of a fixed relative path (a module loaded only when a command needs it) names its code; any other does not.
const DYNAMIC = /\bimport\s*\((?!'\.{1,2}\/[\w./-]+\.js'\))|\beval\s*\(|new\s+Function\s*\(/;

describe('no network access anywhere', () => {
  const files = SHIPPED.flatMap((d) => sources(join(ROOT, d)));

  it('finds the sources to check', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  // `audit --workers` runs the audit on worker threads: the one exception, in two named modules, and
  // the worker it starts is Veedor's own compiled module, by a fixed name.
  const WORKER_MODULES = ['audit/audit-worker.ts', 'audit/parallel.ts'];

  it('no shipped module imports http, https, net, dgram, tls, dns, undici, child_process or workers', () => {
    const offenders = files.filter((f) => MODULE.test(readFileSync(f, 'utf8'))).map((f) => relative(ROOT, f)).sort();
    expect(offenders).toEqual(WORKER_MODULES);
    for (const f of WORKER_MODULES) {
      const imports = [...readFileSync(join(ROOT, f), 'utf8').matchAll(new RegExp(MODULE, 'g'))].map((m) => m[1]);
      expect(imports, f).toEqual(['worker_threads']);
    }
  });

  it('no shipped module calls fetch, WebSocket or XMLHttpRequest, or loads code by a computed name', () => {
    const offenders = files.filter((f) => {
      const text = readFileSync(f, 'utf8');
      return GLOBALS.test(text) || DYNAMIC.test(text);
    }).map((f) => relative(ROOT, f));
    expect(offenders).toEqual(['audit/parallel.ts']);
    const parallel = readFileSync(join(ROOT, 'audit/parallel.ts'), 'utf8');
    expect(DYNAMIC.test(parallel)).toBe(false);
    expect([...parallel.matchAll(/new\s+Worker\(([^,)]*)/g)].map((m) => m[1])).toEqual(['workerUrl(']);
    expect([...parallel.matchAll(/new URL\(([^)]*)\)/g)].map((m) => m[1])).toEqual([
      "'../dist/audit/audit-worker.js', import.meta.url",
      "'./audit-worker.js', import.meta.url",
    ]);
  });

  it('the only require() is the JSON schema, by a fixed name', () => {
    const requires = files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\brequire\s*\(([^)]*)\)/g)].map((m) => `${relative(ROOT, f)}: ${m[1]}`));
    expect(requires).toEqual(['engine/input/normalize.ts: \'./hand-log.schema.json\'']);
  });

  it('the runtime dependencies are the six the lock file pins, none of them a network client; the one server is veedor serve\'s, on this machine only', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies).sort()).toEqual(['ajv', 'better-sqlite3', 'commander', 'fastify', 'papaparse', 'pdfkit']);
    // Fastify listens (it never connects out): imported by the workbench's wiring alone, which `veedor serve`
    // binds to a loopback address only (cli/commands/serve.ts refuses any other --host; test/app/workbench).
    const fastify = files.filter((f) => /from\s*['"]fastify['"]/.test(readFileSync(f, 'utf8'))).map((f) => relative(ROOT, f)).sort();
    expect(fastify).toEqual(['app/workbench/index.ts', 'app/workbench/server.ts']);
  });

  it('the check catches what it is for', () => {
    for (const line of ["import http from 'node:http';", "import { request } from 'https'", "const net = require('net')", "await import('node:dgram')", "import { fetch } from 'undici';"]) {
      expect(MODULE.test(line), line).toBe(true);
    }
    expect(GLOBALS.test('await fetch(url)')).toBe(true);
    expect(DYNAMIC.test("await import('../store/db.js')")).toBe(false);
    for (const line of ['await import(name)', "await import('../' + name)", 'await import(`./${name}.js`)', "await import('node:fs')", "eval('1')"]) {
      expect(DYNAMIC.test(line), line).toBe(true);
    }
    expect(MODULE.test("import { createReadStream } from 'node:fs';")).toBe(false);
  });
});
