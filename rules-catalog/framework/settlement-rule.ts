import type { Bilingual, CompiledHandlers, Rule, RuleContext } from './types.js';
import { defineRuleFor } from './types.js';

/** What every settlement rule says of itself (a family's spec adds which of its cases the rule governs, and its words). */
export interface SettlementSpec {
  id: string;
  article: string;
  description: Bilingual;
  overrides?: string[];
}

/**
 * A game family's settlement judgment, for `settlementRuleFactory`: the family judges every wager of a
 * hand once, at its end; each article's rule reports the wagers settled wrong among the cases it governs.
 */
export interface SettlementFamily<S, J, K extends string, X extends SettlementSpec, M extends string, P extends string> {
  /** Every parameter `judge` and `report` read. */
  params: readonly P[];
  messages(spec: X): Record<M, Bilingual>;
  /**
   * Set up once per run (the parameters read; the rule is compiled, audit/judge.ts): every wager's judgment at a
   * hand's end. What depends on the hand (its table's postings) is read through `ctx` in the function returned,
   * never here.
   */
  judge(ctx: RuleContext<M, P>, spec: X): (final: S) => Iterable<J>;
  /** The cases (or spots) the rule governs, and the one a judgment falls under. */
  governs(spec: X): readonly K[];
  keyOf(j: J): K;
  /** The table settled it as required (or another article's rule reports it). */
  ok(j: J): boolean;
  report(ctx: RuleContext<M, P>, j: J, spec: X): void;
  /** Handlers besides the settlement check (a commission kept on a spot), compiled with the rule: per-hand state reset in their handStart. */
  alsoHandle?(ctx: RuleContext<M, P>, spec: X): CompiledHandlers<S>;
  /**
   * Why wagers of a hand this rule governs could not be judged at all (no result to judge them against: a coup short
   * of its cards, a hand that cannot be valued, a round with no valid number), or undefined where they could: noted
   * at the hand's end (RuleContext.notChecked), so the run's not_checked counts such hands and its summary does not
   * claim every article checked. Set up once per run; undefined for a rule that governs no such wager.
   */
  unjudged?(ctx: RuleContext<M, P>, spec: X): ((final: S) => Bilingual | undefined) | undefined;
}

/**
 * One rule per article for a family's wager settlements, each judging only the cases its article
 * governs, so every wager is judged by exactly one article. The one settlement-rule factory: the
 * blackjack, Caribbean stud, baccarat and pai gow bonus settlement rules are all made by it.
 */
export function settlementRuleFactory<S, J, K extends string, X extends SettlementSpec, const M extends string, const P extends string>(
  family: SettlementFamily<S, J, K, X, M, P>,
): (spec: X) => Rule<S> {
  const defineRule = defineRuleFor<S>();
  return (spec) => {
    // The cases the rule governs: the spec's, the same for every hand.
    const governs = new Set<K>(family.governs(spec));
    return defineRule({
      id: spec.id,
      article: spec.article,
      category: 'payout',
      overrides: spec.overrides,
      description: spec.description,
      params: family.params,
      messages: family.messages(spec),
      // Compiled once per run: the judgment set up once; nothing of a hand is kept between hands.
      compile(ctx) {
        const judge = family.judge(ctx, spec);
        const unjudged = family.unjudged?.(ctx, spec);
        const handEnd = (final: S): void => {
          for (const j of judge(final)) if (governs.has(family.keyOf(j)) && !family.ok(j)) family.report(ctx, j, spec);
          const why = unjudged?.(final);
          if (why) ctx.notChecked(why);
        };
        const also = family.alsoHandle?.(ctx, spec);
        return also ? { ...also, handEnd } : { handEnd };
      },
    });
  };
}
