// Dragon Six's own statistics facts (`veedor stats`): each burn of the hand against the count its first card orders.
import { rankOf } from '../../engine/core/cards.js';
import type { Card } from '../../engine/core/cards.js';
import type { BacState } from '../../engine/baccarat/state.js';
import type { CatalogStatsFacts, StatsHooks } from '../framework/types.js';
import { burnCount, burnRuleOf } from './rules/procedures.js';

export const dragonSixStats: StatsHooks<BacState> = {
  // Art. 5º g / 6º d «el dealer procederá a sacar una carta la cual indicará el número de cartas que tendrá que
  // quemar»: the burn rule is the one the catalog judges each burn by (procedures.ts), the table's posted rule
  // where Veedor reads it, else the catalog's.
  facts(ctx) {
    let burns: CatalogStatsFacts['burns'];
    let rule: string | undefined;
    for (const e of ctx.hand.events) {
      if (e.type !== 'procedure' || e.name !== 'burn' || !e.cards || e.cards.length === 0) continue;
      rule ??= burnRuleOf(ctx).id;
      const first = e.cards[0]! as Card;
      (burns ??= []).push({ first: rankOf(first), burned: e.cards.length, required: 1 + burnCount(first, rule) });
    }
    return burns && { burns };
  },
  // The burn's figures concern the article of the catalog's burn rule (Art. 5º g, which Art. 6º d repeats).
  articleOf: (measure, r) => (measure === 'burn_count' || measure === 'burn_first_card' ? r.parameters['burn_rule']?.article ?? null : null),
};
