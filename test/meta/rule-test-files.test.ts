import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../rules-catalog/index.js';

// One rule-test file per rule module (docs/architecture.md, "Tests for a ruleset").
const root = new URL('../..', import.meta.url).pathname;
const catalogRoot = join(root, 'rules-catalog');
const testRoot = join(root, 'test', 'rules-catalog');

const registered = new Set(RULESETS.flatMap((rs) => rs.rules.map((r) => r.id)));

/** Every rules/ folder: a catalog's (`<ruleset>`) and a family's (`families/<family>`), as paths below rules-catalog/. */
function ruleFolders(): string[] {
  const out: string[] = [];
  for (const name of readdirSync(catalogRoot)) {
    if (existsSync(join(catalogRoot, name, 'rules'))) out.push(name);
  }
  for (const family of readdirSync(join(catalogRoot, 'families'))) {
    if (existsSync(join(catalogRoot, 'families', family, 'rules'))) out.push(`families/${family}`);
  }
  return out.sort();
}

/** Rule module (path below rules-catalog/, without .ts) -> the registered rule ids it defines. */
function ruleModules(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const folder of ruleFolders()) {
    for (const file of readdirSync(join(catalogRoot, folder, 'rules')).filter((f) => f.endsWith('.ts')).sort()) {
      const text = readFileSync(join(catalogRoot, folder, 'rules', file), 'utf8');
      const ids = [...text.matchAll(/\bid:\s*'([a-z0-9-]+)'/g)].map((m) => m[1]!).filter((id) => registered.has(id));
      if (ids.length > 0) out.set(`${folder}/${basename(file, '.ts')}`, ids);
    }
  }
  return out;
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );
}

/** The rule ids of a test file's top-level `testRule(ruleset, id, {` blocks (an id may be a const of the file). */
export function testRuleIds(text: string): string[] {
  const consts = new Map([...text.matchAll(/^const (\w+) = '([a-z0-9-]+)';/gm)].map((m) => [m[1]!, m[2]!]));
  return [...text.matchAll(/^testRule\(.*, ('[a-z0-9-]+'|\w+), \{\s*$/gm)].map((m) => {
    const arg = m[1]!;
    return arg.startsWith("'") ? arg.slice(1, -1) : (consts.get(arg) ?? `<unresolved ${arg}>`);
  });
}

describe('one rule-test file per rule module', () => {
  const modules = ruleModules();
  const moduleOf = new Map<string, Set<string>>();
  for (const [mod, ids] of modules) for (const id of ids) moduleOf.set(id, (moduleOf.get(id) ?? new Set()).add(mod));

  it('finds the rule modules of every catalog and family', () => {
    expect(modules.has('pe-pot-luck-black-jack/art-18-pool-bet')).toBe(true);
    expect(modules.has('families/blackjack/split-double')).toBe(true);
    expect(modules.get('pe-dragon-six-baccarat/art-10-settled-before-coup-complete')).toEqual(['settled-before-coup-complete']);
  });

  it('every rule module has its test file', () => {
    const missing = [...modules.keys()].filter((mod) => !existsSync(join(testRoot, `${mod.replace(/^(?!families\/)/, '')}.test.ts`)));
    expect(missing).toEqual([]);
  });

  it('every testRule block sits in the test file of its rule module', () => {
    const misplaced: string[] = [];
    for (const file of testFiles(testRoot)) {
      const mod = relative(testRoot, file).replace(/\.test\.ts$/, '');
      for (const id of testRuleIds(readFileSync(file, 'utf8'))) {
        if (!moduleOf.get(id)?.has(mod)) misplaced.push(`${relative(root, file)}: ${id} (${[...(moduleOf.get(id) ?? ['no module'])].join(', ')})`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('reads the rule id of a block, literal or a const of the file', () => {
    const text = ["const R = 'cut-card-procedures';", "testRule(D6, R, {", "testRule(withParams({ a: 1, b: 2 }), 'bonus-limits', {"].join('\n');
    expect(testRuleIds(text)).toEqual(['cut-card-procedures', 'bonus-limits']);
  });
});
