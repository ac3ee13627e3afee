import type { Finding } from '../audit/findings.js';

/** Findings per article: the ruleset and the article as the findings carry them (an input finding cites the format, no ruleset). */
export interface ArticleCount {
  ruleset?: string;
  article: string;
  findings: number;
}

/**
 * Counts findings by ruleset and article as a report streams them, so a
 * renderer never takes apart summary.by_article's "<ruleset> <article>" key;
 * the counts are that key's, and come out in its order.
 */
export class ArticleCounter {
  private readonly counts = new Map<string, ArticleCount>();

  add(f: Finding): void {
    const c = f.category === 'input' ? { article: f.article } : { ruleset: f.ruleset, article: f.article };
    const k = sortKey(c);
    const seen = this.counts.get(k);
    if (seen) seen.findings++;
    else this.counts.set(k, { ...c, findings: 1 });
  }

  /** Every article with findings, in the findings format's by_article key order (Spanish collation, numbers by value). */
  rows(): ArticleCount[] {
    return [...this.counts.entries()].sort((a, b) => a[0].localeCompare(b[0], 'es', { numeric: true })).map(([, c]) => c);
  }
}

/** The order summary.by_article is listed in: its key, "<ruleset> <article>" (an input finding's bare article). */
function sortKey(c: { ruleset?: string; article: string }): string {
  return c.ruleset === undefined ? c.article : `${c.ruleset} ${c.article}`;
}
