// The import-boundary test: every source file imports only from its own layer or the layers below it
// (docs/architecture.md): cli > app > reports > store > audit > {rules-catalog, simulate} > engine, where
// simulate may read the catalog (its parameters) but the catalog never reads the simulators.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Each layer with what it may import besides itself. */
export const LAYERS: Record<string, readonly string[]> = {
  engine: [],
  'rules-catalog': ['engine'],
  simulate: ['rules-catalog', 'engine'],
  audit: ['rules-catalog', 'simulate', 'engine'],
  store: ['audit', 'rules-catalog', 'simulate', 'engine'],
  reports: ['store', 'audit', 'rules-catalog', 'simulate', 'engine'],
  app: ['reports', 'store', 'audit', 'rules-catalog', 'simulate', 'engine'],
  cli: ['app', 'reports', 'store', 'audit', 'rules-catalog', 'simulate', 'engine'],
};

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(])import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

/** The relative module specifiers a source file imports (static, re-exports, literal dynamic imports). */
export function importsOf(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]!).filter((s) => s.startsWith('.'));
}

/** The layer a repository path belongs to, or undefined outside the layered folders. */
export function layerOf(path: string): string | undefined {
  const top = path.split(/[\\/]/)[0]!;
  return top in LAYERS ? top : undefined;
}

/** Every import of `file` (a path relative to `root`) that runs up a layer or leaves the layers. */
export function violations(root: string, file: string, text: string): string[] {
  const from = layerOf(file);
  if (!from) return [];
  const out: string[] = [];
  for (const spec of importsOf(text)) {
    const target = relative(root, resolve(root, dirname(file), spec));
    const to = layerOf(target);
    if (to === from) continue;
    if (!to || !LAYERS[from]!.includes(to)) out.push(`${file} imports ${spec} (${to ?? 'outside the layers'})`);
  }
  return out;
}

function sources(): string[] {
  const files: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(join(ROOT, d), { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.ts$/.test(e.name) && !e.name.endsWith('.d.ts')) files.push(p);
    }
  };
  for (const layer of Object.keys(LAYERS)) walk(layer);
  return files.sort();
}

describe('layers: each imports only the layers below it', () => {
  const files = sources();

  it('reads every layer', () => {
    for (const layer of Object.keys(LAYERS)) expect(files.some((f) => layerOf(f) === layer), layer).toBe(true);
    expect(files.length).toBeGreaterThan(200);
  });

  it('no source file imports up a layer', () => {
    const bad = files.flatMap((f) => violations(ROOT, f, readFileSync(join(ROOT, f), 'utf8')));
    expect(bad).toEqual([]);
  });

  it('fails on a deliberately wrong import', () => {
    // The engine reading the catalog, the catalog reading a simulator, the audit reading the CLI:
    expect(violations(ROOT, 'engine/blackjack/step.ts', "import { RULESETS } from '../../rules-catalog/index.js';")).toEqual([
      "engine/blackjack/step.ts imports ../../rules-catalog/index.js (rules-catalog)",
    ]);
    expect(violations(ROOT, 'rules-catalog/index.ts', "import { SIMULATORS } from '../simulate/registry.js';")).toHaveLength(1);
    expect(violations(ROOT, 'audit/run.ts', "const m = await import('../cli/veedor.js');")).toHaveLength(1);
    expect(violations(ROOT, 'store/db.ts', "export { x } from '../reports/json.js';")).toHaveLength(1);
    expect(violations(ROOT, 'engine/core/money.ts', "import '../../test/helpers/hand.js';")).toEqual([
      'engine/core/money.ts imports ../../test/helpers/hand.js (outside the layers)',
    ]);
    // ... and passes the allowed directions.
    expect(violations(ROOT, 'cli/veedor.ts', "import { runAudit } from '../audit/run.js';")).toEqual([]);
    expect(violations(ROOT, 'simulate/registry.ts', "import { RULESETS } from '../rules-catalog/index.js';")).toEqual([]);
  });
});
