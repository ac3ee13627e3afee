import { formatMoney } from '../../engine/core/money.js';
import type { Money } from '../../engine/core/money.js';
import type { Bilingual } from './types.js';

/** How an amount reads inside a message. */
export type AmountText = (m: Money) => string;

/** What the table moved on one wager, by kind of settlement: a kind is present only where an event of it was recorded. */
export interface Moved {
  payout?: Money;
  collect?: Money;
  return?: Money;
  /**
   * Every return came before every collection, and there were both (framework/net.ts reads them in that order: the
   * return handed back the stake on the spot, the collection took the player's own). Present only then: the words
   * tell them in that order.
   */
  returnFirst?: true;
}

const KINDS = ['payout', 'collect', 'return'] as const;

/** The sums of a wager's settlements, by kind (a payout of 0 is a payout: present, 0). */
export function movedBy(settlements: readonly { type: string; amount: Money }[]): Moved {
  const out: Moved = {};
  let returnAfterCollect = false;
  for (const s of settlements) {
    if (s.type === 'return' && out.collect !== undefined) returnAfterCollect = true;
    if (s.type === 'payout' || s.type === 'collect' || s.type === 'return') out[s.type] = ((out[s.type] ?? 0) + s.amount) as Money;
    if (s.type === 'collect' && out.return !== undefined) out.returnFirst = true;
  }
  if (returnAfterCollect) delete out.returnFirst;
  return out;
}

/**
 * What the table did to a wager, as every settlement message words it. The Spanish carries its verb, because
 * "nothing" negates it: "la mesa {actualText}" reads "la mesa liquidó un pago de X" or "la mesa no liquidó
 * nada"; the English template writes "settled {actualText}". `net` is the money to the player (the finding's
 * actual); `moved`, where the caller has it, the settlements themselves, so that the words say what the table
 * did and not only its net: "a payout of 0.00" is not "the stake returned", a return of 60 on a stake of 100
 * is a return that kept 40, not "a collection of 40", and a payout beside a collection is both.
 */
export function describeNet(net: Money, settled: boolean, amount: AmountText = formatMoney, moved?: Moved): Bilingual {
  if (!settled) return { es: 'no liquidó nada (ninguna liquidación registrada)', en: 'nothing (no settlement recorded)' };
  const kinds = moved ? KINDS.filter((k) => moved[k] !== undefined) : [];
  if (kinds.length === 0) return byNet(net, amount);
  if (kinds.length === 1) {
    const kind = kinds[0]!;
    const m = moved![kind]!;
    if (kind === 'payout') return { es: `liquidó un pago de ${amount(m)}`, en: `a payout of ${amount(m)}` };
    if (kind === 'collect') return { es: `liquidó el cobro de ${amount(m)}`, en: `a collection of ${amount(m)}` };
    if (net === 0) return { es: 'liquidó la devolución de la apuesta', en: 'the stake returned' };
    if (net < 0) return { es: `liquidó una devolución de ${amount(m)}, reteniendo ${amount(-net as Money)} de la apuesta`, en: `a return of ${amount(m)}, keeping ${amount(-net as Money)} of the stake` };
    // All of it a gain: nothing lay on the spot to hand back (a spot never bet).
    if (net === m) return { es: `liquidó una devolución de ${amount(m)}, sin nada en la casilla que devolver`, en: `a return of ${amount(m)}, with nothing on the spot to return` };
    return { es: `liquidó una devolución de ${amount(m)}, ${amount(net)} más que la apuesta`, en: `a return of ${amount(m)}, ${amount(net)} more than the stake` };
  }
  const netEs = net > 0 ? `${amount(net)} a favor del jugador` : net < 0 ? `${amount(-net as Money)} en contra del jugador` : 'nada a favor ni en contra del jugador';
  const netEn = net > 0 ? `${amount(net)} to the player` : net < 0 ? `${amount(-net as Money)} from the player` : 'nothing either way';
  // A return before a collection is told in that order, since the order is what makes the net: "a return of 20 and
  // then a collection of 20 (net, 20 from the player)", where "a collection of 20 and a return of 20" nets nothing.
  if (moved!.returnFirst && moved!.return !== undefined && moved!.collect !== undefined) {
    const es = [...(moved!.payout !== undefined ? [`${ES_KIND.payout} ${amount(moved!.payout)}`] : []), `${ES_KIND.return} ${amount(moved!.return)}`];
    const en = [...(moved!.payout !== undefined ? [`${EN_KIND.payout} ${amount(moved!.payout)}`] : []), `${EN_KIND.return} ${amount(moved!.return)}`];
    return {
      es: `liquidó ${es.join(', ')} y luego ${ES_KIND.collect} ${amount(moved!.collect)} (en neto, ${netEs})`,
      en: `${en.join(', ')} and then ${EN_KIND.collect} ${amount(moved!.collect)} (net, ${netEn})`,
    };
  }
  const es = kinds.map((k) => `${ES_KIND[k]} ${amount(moved![k]!)}`);
  const en = kinds.map((k) => `${EN_KIND[k]} ${amount(moved![k]!)}`);
  return { es: `liquidó ${list(es, 'y')} (en neto, ${netEs})`, en: `${list(en, 'and')} (net, ${netEn})` };
}

const ES_KIND = { payout: 'un pago de', collect: 'el cobro de', return: 'una devolución de' } as const;
const EN_KIND = { payout: 'a payout of', collect: 'a collection of', return: 'a return of' } as const;

function list(items: string[], and: string): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** Where only the net is known (a commission counted in it): the net, and no claim about how it was moved. */
function byNet(net: Money, amount: AmountText): Bilingual {
  if (net > 0) return { es: `liquidó en neto un pago de ${amount(net)}`, en: `a net payout of ${amount(net)}` };
  if (net < 0) return { es: `liquidó en neto el cobro de ${amount(-net as Money)}`, en: `a net collection of ${amount(-net as Money)}` };
  return { es: 'liquidó la apuesta sin ganancia ni pérdida neta para el jugador', en: 'no net gain or loss to the player' };
}
