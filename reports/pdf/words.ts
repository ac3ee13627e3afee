import type { Lang } from '../../engine/core/engine-types.js';
import { WORDS, wordsFor } from '../../engine/core/words.js';
import type { Words } from '../../engine/core/words.js';
import type { Ruleset } from '../../rules-catalog/framework/types.js';

/**
 * The words the report names roles and wagers in, per catalog: a finding and its hand in its own
 * regulation's words (articles.json `words`: Marbella's "croupier", Pot Luck's "pool bet"), the run's
 * own lines (the summary's dealer table) in the one word every catalog of the run shares, else the
 * words table's. The same run and catalogs give the same words, so the same bytes.
 */
export class ReportWords {
  private readonly byRuleset = new Map<string, Words>();
  /** The run's words: its catalogs' where they all name the dealer alike, the table's otherwise. */
  readonly run: Words;

  constructor(readonly lang: Lang, catalogs: readonly Ruleset[], runRulesets: readonly string[]) {
    for (const r of catalogs) this.byRuleset.set(r.id, wordsFor(lang, r.articles.words));
    const used = runRulesets.map((id) => this.byRuleset.get(id) ?? WORDS[lang]);
    const first = used[0];
    this.run = first !== undefined && used.every((w) => w.dealer === first.dealer) ? { ...WORDS[lang], dealer: first.dealer } : WORDS[lang];
  }

  /**
   * A catalog's words. A finding of no catalog (an unreadable line) or of one this Veedor does not have is named in
   * the run's words: a Pot Luck run's unreadable line said «Crupier» among entries and a summary that say «Dealer».
   */
  of(ruleset: string): Words {
    return this.byRuleset.get(ruleset) ?? this.run;
  }
}
