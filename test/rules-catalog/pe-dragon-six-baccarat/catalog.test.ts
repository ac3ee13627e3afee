import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAudit } from '../../../audit/run.js';
import { rulesCommand } from '../../../cli/commands/rules.js';
import { RULESETS } from '../../../rules-catalog/index.js';
import { exampleLog } from '../../helpers/examples.js';
import { D6 } from './hands.js';

const root = new URL('../../..', import.meta.url).pathname;

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

const examples = exampleLog('pe-dragon-six-baccarat');

describe('pe-dragon-six-baccarat catalog', () => {
  it('quotes the displaced pieces of Arts. 5º and 6º verbatim too', () => {
    const source = norm(readFileSync(join(root, 'rules-catalog', D6.id, 'source.txt'), 'utf8'));
    const continued = D6.articles.articles.flatMap((a) => ((a as { text_es_continued?: string[] }).text_es_continued ?? []).map((t) => [a.article, t] as const));
    expect(continued.map(([a]) => a)).toEqual(['Art. 5º', 'Art. 6º']);
    for (const [a, t] of continued) expect(source.includes(norm(t)), `${a} continued not verbatim`).toBe(true);
  });

  it('lists the visible Arts. 2º-10º, no other', () => {
    expect(D6.articles.articles.map((a) => a.article)).toEqual(['Art. 2º', 'Art. 3º', 'Art. 4º', 'Art. 5º', 'Art. 6º', 'Art. 7º', 'Art. 8º', 'Art. 9º', 'Art. 10º']);
    expect(D6.articles.articles.filter((a) => a.status === 'not-checkable').map((a) => a.article)).toEqual(['Art. 2º', 'Art. 9º']);
  });

  it('every interpretation names its parameter, and every interpretation parameter is marked', () => {
    const marked = new Set(D6.articles.articles.flatMap((a) => (a.interpretations ?? []).flatMap((i) => (i.parameter ? [i.parameter] : []))));
    for (const name of marked) expect(D6.parameters[name]?.interpretation, name).toBe(true);
    for (const [name, p] of Object.entries(D6.parameters)) if (p.interpretation) expect(marked.has(name), name).toBe(true);
  });

  it('the tableau is marked as the standard practice completing Art. 10º', () => {
    const art10 = D6.articles.articles.find((a) => a.article === 'Art. 10º')!;
    expect(art10.interpretations!.some((i) => i.parameter === 'third_card_tableau')).toBe(true);
    expect(D6.parameters['third_card_tableau']).toMatchObject({ value: 'punto-banco', article: 'Art. 10º', interpretation: true });
  });

  it('procedure articles are checked only where the log records procedures; shoe continuity everywhere', () => {
    const needs = Object.fromEntries(D6.rules.map((r) => [r.id, r.needs ?? null]));
    expect(needs).toMatchObject({
      'new-deck-procedures': 'procedures', 'cut-card-procedures': 'procedures', 'new-decks-complete': 'procedures', 'shoe-card-limit': null,
    });
  });

  it('`veedor rules pe-dragon-six-baccarat` shows each article with its status and rules', () => {
    const json = JSON.parse(rulesCommand(D6.id, 'en', true)) as { articles: { article: string; status: string; rules: string[] }[] };
    expect(json.articles.map((a) => [a.article, a.status, a.rules])).toEqual([
      ['Art. 2º', 'not-checkable', []],
      ['Art. 3º', 'enforced', ['totals-from-cards']],
      ['Art. 4º', 'enforced', ['new-decks-complete', 'shoe-card-limit']],
      ['Art. 5º', 'enforced', ['new-deck-procedures', 'posted-burn-rule']],
      ['Art. 6º', 'enforced', ['cut-card-procedures']],
      ['Art. 7º', 'enforced', ['one-player-per-zone', 'bets-with-chips', 'no-bet-after-first-card', 'late-bet-is-void']],
      ['Art. 8º', 'enforced', ['punto-bet-settlement', 'banca-bet-settlement', 'tie-bet-settlement', 'no-punto-and-banca']],
      ['Art. 9º', 'not-checkable', []],
      ['Art. 10º', 'enforced', ['first-four-cards-alternate', 'third-card-tableau', 'settled-before-coup-complete']],
    ]);
    for (const lang of ['es', 'en'] as const) {
      const text = rulesCommand(D6.id, lang, false);
      for (const a of D6.articles.articles) expect(text).toContain(a.article);
      expect(text).toContain(lang === 'es' ? 'no verificable' : 'not checkable');
    }
  });
});

describe('the clean example log (fixtures/examples)', () => {
  it('audit with zero findings', async () => {
    const run = await runAudit({ paths: [examples], rulesets: RULESETS });
    const rules: string[] = [];
    for await (const f of run.findings()) rules.push(`${f.rule}: ${f.message.en}`);
    run.dispose();
    expect(run.summary.hands).toBe(3);
    expect(rules).toEqual([]);
  });
});
