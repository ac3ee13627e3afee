// Pai gow bonus's own statistics facts (`veedor stats`): the bonus wagers whose house expectation is one exact figure.
import type { Money } from '../../engine/core/money.js';
import type { PgState } from '../../engine/pai-gow/state.js';
import { settlementsOfWager } from '../../engine/pai-gow/state.js';
import type { StatsHooks } from '../framework/types.js';
import { bonusParams, owedPayout, payoutCap, placedAfterNumber } from './bonus.js';

export const paiGowBonusStats: StatsHooks<PgState> = {
  // Art. 10-10.15(B)(6): a winning bonus bet is paid at the layout's ratio, rounded to the dollar; it wins when the
  // generator shows its number, one of seven equally likely (A). A wager's house expectation is then
  // (6 × stake − owed payout) / 7, exactly, whatever the player does: he chooses nothing after the bet.
  facts(ctx, s) {
    const p = bonusParams(ctx);
    const table = ctx.table;
    if (p.rngMax - p.rngMin !== 6 || table.bonus_payout_hundredths === undefined) return undefined;
    const cap = payoutCap(table, p);
    let staked = 0;
    let net = 0;
    let expected7 = 0;
    let wagers = 0;
    for (const w of s.bonus) {
      // A bet placed after the number is void (handed back), not a wager on it.
      if (placedAfterNumber(w)) continue;
      const owed = owedPayout(w.amount as Money, table, p);
      // An exact half dollar under "either" rounding (not the default "up"), or a payout the table's maximum may cap:
      // not one figure.
      if (owed.lo !== owed.hi || (cap !== undefined && owed.hi > cap)) continue;
      wagers++;
      staked += w.amount;
      expected7 += 6 * w.amount - owed.hi;
      for (const x of settlementsOfWager(s, w)) {
        if (x.type === 'collect' || x.type === 'commission') net += x.amount;
        else if (x.type === 'payout') net -= x.amount;
      }
    }
    return wagers > 0 ? { bonusTheory: { staked, net, expected7 } } : undefined;
  },
  // The generator's uniformity: the article under which its numbers are drawn, «el número del 1 al 7 que será
  // seleccionado ... por el generador de números al azar» (rng_range's). A statistical signal, never the audit's.
  articleOf: (measure, r) => (measure === 'rng_uniformity' ? r.parameters['rng_range']?.article ?? null : null),
};
