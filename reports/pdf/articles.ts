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

  /** A summary.by_article key ("<ruleset> <article>", or the bare article of an input finding). */
  fromSummaryKey(k: string): CitedArticle | undefined {
    const i = k.indexOf(' ');
    return i < 0 ? undefined : this.get(k.slice(0, i), k.slice(i + 1));
  }

  /** Every article cited by the summary, in catalog order (ruleset id, then the article's place in its file). */
  cited(byArticle: Record<string, number>): CitedArticle[] {
    const wanted = new Set(Object.keys(byArticle).map((k) => this.fromSummaryKey(k)).filter((c): c is CitedArticle => c !== undefined));
    const out: CitedArticle[] = [];
    for (const r of [...this.rulesets].sort((a, b) => a.id.localeCompare(b.id))) {
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
