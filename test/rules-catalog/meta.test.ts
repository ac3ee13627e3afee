import { readFileSync, readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../rules-catalog/index.js';
import type { Rule } from '../../rules-catalog/framework/types.js';
import { placeholders } from '../../rules-catalog/framework/messages.js';
import { EXPECTED_DIR, expectedFiles, fixtureDir } from '../helpers/golden.js';

const root = new URL('../..', import.meta.url).pathname;

function goldenArticles(rulesetId: string): Set<string> {
  const dir = join(fixtureDir(rulesetId), EXPECTED_DIR);
  const out = new Set<string>();
  for (const name of expectedFiles(rulesetId)) {
    const doc = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { findings: { article: string }[] };
    for (const f of doc.findings) out.add(f.article);
  }
  return out;
}

const normSpace = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A scanned line break inside a word: a letter, "- ", a lower-case letter ("gana- rá"); "e.- Fichas", "10-10.15" are real hyphens. */
const LINE_BREAK_HYPHEN = /(\p{L})- (\p{Ll})/gu;
const joinLineBreakHyphens = (s: string) => s.replace(LINE_BREAK_HYPHEN, '$1$2');

/** Every piece of regulation text an article quotes: its text and any displaced continuation. */
function quotes(articles: readonly { article: string; text_es: string; text_es_continued?: string[] }[]): [string, string][] {
  return articles.flatMap((a) => [[a.article, a.text_es] as [string, string], ...(a.text_es_continued ?? []).map((t) => [a.article, t] as [string, string])]);
}

function isRule(v: unknown): v is Rule {
  return typeof v === 'object' && v !== null && typeof (v as Rule).id === 'string' && typeof (v as Rule).create === 'function';
}

describe('catalog meta', () => {
  it('ruleset ids are unique', () => {
    const ids = RULESETS.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  for (const rs of RULESETS) {
    describe(rs.id, () => {
      const articles = new Map(rs.articles.articles.map((a) => [a.article, a]));

      it('names itself consistently', () => {
        expect(rs.articles.ruleset).toBe(rs.id);
        expect(rs.version).toMatch(/^\d+\.\d+\.\d+$/);
      });

      it('rule ids are unique', () => {
        const ids = rs.rules.map((r) => r.id);
        expect(new Set(ids).size).toBe(ids.length);
      });

      it('every rule cites an article that exists in articles.json and is enforced', () => {
        for (const rule of rs.rules) {
          const a = articles.get(rule.article);
          expect(a, `${rule.id} cites ${rule.article}`).toBeDefined();
          expect(a!.status, `${rule.id} cites ${rule.article}`).toBe('enforced');
        }
      });

      it('every override names a rule of the catalog', () => {
        const ids = new Set(rs.rules.map((r) => r.id));
        for (const rule of rs.rules) for (const o of rule.overrides ?? []) expect(ids.has(o), `${rule.id} overrides ${o}`).toBe(true);
      });

      it('Spanish and English messages use the same placeholders', () => {
        for (const rule of rs.rules) {
          expect(Object.keys(rule.messages).length, rule.id).toBeGreaterThan(0);
          for (const [id, m] of Object.entries(rule.messages)) {
            expect(m.es.trim(), `${rule.id}.${id} es`).not.toBe('');
            expect(m.en.trim(), `${rule.id}.${id} en`).not.toBe('');
            expect(placeholders(m.es), `${rule.id}.${id}`).toEqual(placeholders(m.en));
          }
          expect(rule.description.es && rule.description.en, rule.id).toBeTruthy();
        }
      });

      it('every enforced article has a rule and a failing golden fixture', () => {
        const failing = goldenArticles(rs.id);
        for (const a of rs.articles.articles) {
          if (a.status !== 'enforced') continue;
          expect(rs.rules.some((r) => r.article === a.article), `${a.article} has no rule`).toBe(true);
          expect(failing.has(a.article), `${a.article} has no failing fixture in fixtures/${rs.id}`).toBe(true);
        }
      });

      it('every article not checkable from logs says why', () => {
        for (const a of rs.articles.articles) {
          if (a.status === 'not-checkable') expect(a.reason?.es && a.reason?.en, a.article).toBeTruthy();
        }
      });

      it('every article is bilingual: Spanish text and an English summary', () => {
        for (const a of rs.articles.articles) {
          expect(a.text_es.length, a.article).toBeGreaterThan(20);
          expect(a.summary_en.length, a.article).toBeGreaterThan(20);
          expect(a.title.es && a.title.en, a.article).toBeTruthy();
        }
      });

      it('quotes each article verbatim from the regulation text shipped beside it, line-break hyphens joined', () => {
        const source = readFileSync(join(root, 'rules-catalog', rs.id, 'source.txt'), 'utf8');
        const restored = rs.articles.restorations ?? {};
        let text = joinLineBreakHyphens(normSpace(source));
        for (const [from, to] of Object.entries(restored)) text = text.split(from).join(to);
        for (const [article, quote] of quotes(rs.articles.articles)) {
          expect(text.includes(normSpace(quote)), `${article} not verbatim`).toBe(true);
          expect(quote.match(LINE_BREAK_HYPHEN), `${article} keeps a line-break hyphen`).toBeNull();
        }
      });

      it('a masking word of the official copy («MORDAZA») in a quote is declared, with its note in both languages', () => {
        const masked = rs.articles.masked;
        const holds = (word: string) => quotes(rs.articles.articles).some(([, q]) => q.includes(word));
        if (masked) {
          expect(holds(masked.word), `${masked.word} is in no quote`).toBe(true);
          expect(masked.note.es).toContain(masked.word);
          expect(masked.note.en).toContain(masked.word);
        } else expect(holds('MORDAZA'), 'articles.json declares no masked word').toBe(false);
      });

      it('the replay\'s governs map (optional) names only articles of the catalog', () => {
        for (const [key, article] of Object.entries(rs.governs ?? {})) {
          expect(articles.has(article), `governs.json: ${key} -> ${article}`).toBe(true);
          expect(key, 'a key is type[:detail][@phase] or a family key with #').toMatch(/^[a-z_]+(:[a-z_-]+(#[a-z0-9-]+)?)?(@[a-z]+)?$/);
        }
        if (rs.governsNote) expect(rs.governsNote.es && rs.governsNote.en).toBeTruthy();
      });

      it('every parameter a rule declares (params) is in parameters.json', () => {
        for (const rule of rs.rules) {
          for (const name of rule.params) expect(rs.parameters[name], `${rule.id} declares ${name}`).toBeDefined();
        }
      });

      it('every parameters.json value is read by some rule', () => {
        const read = new Set(rs.rules.flatMap((r) => r.params));
        expect(Object.keys(rs.parameters).filter((name) => !read.has(name))).toEqual([]);
      });

      it('every rule a module under rules/ exports is registered in the catalog\'s list', async () => {
        const dir = join(root, 'rules-catalog', rs.id, 'rules');
        const registered = new Set(rs.rules);
        let exported = 0;
        for (const name of readdirSync(dir).filter((n) => n.endsWith('.ts')).sort()) {
          const mod = (await import(pathToFileURL(join(dir, name)).href)) as Record<string, unknown>;
          for (const [key, value] of Object.entries(mod)) {
            if (!isRule(value)) continue;
            exported++;
            expect(registered.has(value), `${name} exports ${key} (${value.id}), not in rules/index.ts`).toBe(true);
          }
        }
        expect(exported).toBeGreaterThan(0);
      });

      it('every parameter cites an existing article; interpretations are marked in articles.json', () => {
        for (const [name, p] of Object.entries(rs.parameters)) {
          const a = articles.get(p.article);
          expect(a, `${name} cites ${p.article}`).toBeDefined();
          if (p.interpretation) {
            const marked = (a!.interpretations ?? []).some((i) => i.parameter === name || i.en.includes(name));
            expect(marked, `${name} is an interpretation but ${p.article} does not say so`).toBe(true);
          }
        }
      });
    });
  }
});
