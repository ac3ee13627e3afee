import { formatMoney } from '../../engine/core/money.js';
import type { Money } from '../../engine/core/money.js';
import type { Bilingual } from './types.js';

/** How an amount reads inside a message. */
export type AmountText = (m: Money) => string;

/**
 * What the table did to a wager, as every settlement message words it: "a payout of X", "a collection
 * of X", "the stake returned", or "nothing" where no settlement was recorded. `net`: money to the player.
 * The Spanish carries its verb, because "nothing" negates it: "la mesa {actualText}" reads "la mesa
 * liquidó un pago de X" or "la mesa no liquidó nada"; the English template writes "settled {actualText}".
 */
export function describeNet(net: Money, settled: boolean, amount: AmountText = formatMoney): Bilingual {
  if (!settled) return { es: 'no liquidó nada (ninguna liquidación registrada)', en: 'nothing (no settlement recorded)' };
  if (net > 0) return { es: `liquidó un pago de ${amount(net)}`, en: `a payout of ${amount(net)}` };
  if (net < 0) return { es: `liquidó el cobro de ${amount(-net as Money)}`, en: `a collection of ${amount(-net as Money)}` };
  return { es: 'liquidó la devolución de la apuesta', en: 'the stake returned' };
}
