import type { Article, Ruleset } from '../../rules-catalog/framework/types.js';

export interface CitedArticle {
  ruleset: Ruleset;
  article: Article;
}

/** Looks articles up by ruleset and citation, as findings carry them. */
export class ArticleIndex {
  private readonly byKey = new Map<string, CitedArticle>();

  constructor(readonly rulesets: Ruleset[]) {
    for (const r of rulesets) for (const a of r.articles.articles) this.byKey.set(key(r.id, a.article), { ruleset: r, article: a });
  }

  get(ruleset: string, article: string): CitedArticle | undefined {
    return this.byKey.get(key(ruleset, article));
  }

  /** The cited articles (ruleset and article as the findings carry them), each once, in catalog order (ruleset id, then the article's place in its file). */
  cited(counts: readonly { ruleset?: string; article: string }[]): CitedArticle[] {
    const wanted = new Set(counts.map((c) => (c.ruleset === undefined ? undefined : this.get(c.ruleset, c.article))).filter((c): c is CitedArticle => c !== undefined));
    const out: CitedArticle[] = [];
    for (const r of [...this.rulesets].sort((a, b) => a.id.localeCompare(b.id, 'en'))) {
      for (const a of r.articles.articles) {
        const c = this.byKey.get(key(r.id, a.article));
        if (c && wanted.has(c)) out.push(c);
      }
    }
    return out;
  }
}

function key(ruleset: string, article: string): string {
  return `${ruleset}\u0000${article}`;
}
