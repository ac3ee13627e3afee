// The repository carries its own copy of what it was built against: the public spec (docs/spec/), its
// example logs (fixtures/examples/), the regulation texts (rules-catalog/<id>/source.txt) and the style
// guide (docs/style.md). Each copy is checked on its own, always; when the project's shared folder sits
// beside the repository (../shared, the repository's parent folder), each copy must also match it byte
// for byte, so the public contract cannot drift unnoticed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAudit } from '../../audit/run.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { EXAMPLES, ROOT } from '../helpers/examples.js';

const SHARED = join(ROOT, '..', 'shared');
const HAS_SHARED = existsSync(join(SHARED, 'spec'));
const mode = HAS_SHARED ? 'and matches ../shared byte for byte' : 'checked on its own (no ../shared beside the repository)';

/** Each regulation text as the project received it, by catalog. */
const REGULATIONS: Record<string, string> = {
  'es-marbella-black-jack': 'es-casino-nueva-andalucia-marbella-black-jack.txt',
  'pe-dragon-six-baccarat': 'pe-dragon-six-baccarat-2008.txt',
  'pe-poker-caribeno': 'pe-poker-caribeno-1999.txt',
  'pe-pot-luck-black-jack': 'pe-pot-luck-black-jack-2000.txt',
  'pr-8669-pai-gow-bonus': 'pr-reglamento-8669-art-10-10.15-pai-gow-bonus.txt',
};

/**
 * Where a copy may go on with Veedor's own additions (optional fields the shared spec does not define):
 * everything from this line on is Veedor's, and everything before it is the shared text, unchanged.
 */
const ADDITIONS = '\n<!-- veedor-additions:';

/** The copy's bytes (before Veedor's marked additions); when ../shared is there, the same bytes as its original. */
function copy(repoPath: string, sharedPath: string): string {
  const file = join(ROOT, repoPath);
  expect(existsSync(file), `${repoPath} is missing`).toBe(true);
  const whole = readFileSync(file, 'utf8');
  const cut = whole.indexOf(ADDITIONS);
  const text = cut < 0 ? whole : whole.slice(0, cut);
  if (HAS_SHARED) {
    expect(existsSync(join(SHARED, sharedPath)), `../shared/${sharedPath} is missing`).toBe(true);
    expect(text, `${repoPath} differs from ../shared/${sharedPath}: copy it again`).toBe(readFileSync(join(SHARED, sharedPath), 'utf8'));
  }
  return text;
}

describe(`the repository's copies of the shared texts, ${mode}`, () => {
  it('docs/spec/hand-log-format.md', () => {
    const text = copy('docs/spec/hand-log-format.md', 'spec/hand-log-format.md');
    expect(text.split('\n')[0]).toBe('# Hand log format, version 1');
    for (const heading of ['## The hand object', '## Events', '## Settlement conventions', '## Table configuration', '## CSV layout']) {
      expect(text).toContain(`\n${heading}\n`);
    }
  });

  it('docs/spec/hand-log-format.md: Veedor\'s additions come after the shared text, marked, and define only optional table fields the schema has', () => {
    const whole = readFileSync(join(ROOT, 'docs/spec/hand-log-format.md'), 'utf8');
    const added = whole.slice(whole.indexOf(ADDITIONS));
    expect(added).toContain("\n## Veedor's optional fields\n");
    const fields = [...added.matchAll(/^\| `([a-z_]+)` \| Veedor's optional field\./gm)].map((m) => m[1]);
    expect(fields).toEqual(['bet_to_ante_ratio']);
    const schema = JSON.parse(readFileSync(join(ROOT, 'engine/input/hand-log.schema.json'), 'utf8')) as { definitions: { table: { properties: Record<string, unknown>; required?: string[] } } };
    for (const f of fields) {
      expect(Object.keys(schema.definitions.table.properties)).toContain(f);
      expect(schema.definitions.table.required ?? []).not.toContain(f);
    }
  });

  it('docs/spec/findings-format.md', () => {
    const text = copy('docs/spec/findings-format.md', 'spec/findings-format.md');
    expect(text.split('\n')[0]).toBe('# Findings, version 1');
    for (const field of ['"ruleset"', '"rule"', '"article"', '"citation"', '"expected"', '"actual"', '"difference"']) expect(text).toContain(field);
  });

  it('docs/style.md', () => {
    const text = copy('docs/style.md', 'style.md');
    expect(text.split('\n')[0]).toBe("# How Veedor's code should read");
  });

  it('fixtures/examples: one clean log per catalog, and no other file than the shared spec examples hold', () => {
    const names = readdirSync(EXAMPLES).sort();
    expect(names).toEqual(['README.md', ...RULESETS.map((r) => `${r.id}.ndjson`).sort()]);
    if (HAS_SHARED) expect(readdirSync(join(SHARED, 'spec', 'examples')).sort()).toEqual(names);
    for (const name of names) copy(join('fixtures', 'examples', name), join('spec', 'examples', name));
  });

  for (const rs of RULESETS) {
    it(`fixtures/examples/${rs.id}.ndjson: every hand of ${rs.id}, audited with no finding`, async () => {
      const path = join(EXAMPLES, `${rs.id}.ndjson`);
      const lines = copy(join('fixtures', 'examples', `${rs.id}.ndjson`), join('spec', 'examples', `${rs.id}.ndjson`)).split('\n').filter(Boolean);
      const hands = lines.map((l) => JSON.parse(l) as { ruleset?: string });
      expect(hands.length).toBeGreaterThan(0);
      const run = await runAudit({ paths: [path], rulesets: RULESETS });
      const findings: string[] = [];
      for await (const f of run.findings()) findings.push(`${f.rule}: ${f.message.en}`);
      run.dispose();
      expect(findings).toEqual([]);
      expect(run.summary).toMatchObject({ hands: hands.length, audited: hands.length, rejected: 0 });
      expect(Object.keys(run.run.rulesets)).toEqual([rs.id]);
    });

    it(`rules-catalog/${rs.id}/source.txt: the regulation's text`, () => {
      const file = REGULATIONS[rs.id];
      expect(file, `no regulation file named for ${rs.id}`).toBeDefined();
      const text = copy(join('rules-catalog', rs.id, 'source.txt'), join('regulations', file!));
      expect(text.length).toBeGreaterThan(1000);
      // Every article the catalog lists is quoted from this text (test/rules-catalog/meta.test.ts checks the quotes).
      expect(rs.articles.articles.length).toBeGreaterThan(0);
    });
  }

  it('no file of the shared regulations is left without a catalog', () => {
    expect(Object.keys(REGULATIONS).sort()).toEqual(RULESETS.map((r) => r.id).sort());
    if (HAS_SHARED) expect(readdirSync(join(SHARED, 'regulations')).sort()).toEqual(Object.values(REGULATIONS).sort());
  });
});

describe('nothing outside the repository', () => {
  it('no test, script, bench, schema or README names ../shared or a path through it', () => {
    const offenders: string[] = [];
    const walk = (dir: string): void => {
      for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
        const rel = join(dir, e.name);
        if (e.isDirectory()) walk(rel);
        else if (/\.(ts|mjs|js|py|json|md)$/.test(e.name) && rel !== join('test', 'meta', 'spec-copies.test.ts')) {
          const text = readFileSync(join(ROOT, rel), 'utf8');
          if (/\.\.\/\.\.\/\.\.\/shared|\.\.\/shared\/(spec|regulations|style)|'\.\.', 'shared'|VEEDOR_EX(?:AMPLES)/.test(text)) offenders.push(rel);
        }
      }
    };
    for (const dir of ['test', 'scripts', 'bench', 'docs']) walk(dir);
    for (const file of ['README.md', 'package.json', join('engine', 'input', 'hand-log.schema.json')]) {
      if (/\.\.\/shared\/|VEEDOR_EX(?:AMPLES)/.test(readFileSync(join(ROOT, file), 'utf8'))) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});
