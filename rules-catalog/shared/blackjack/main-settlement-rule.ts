import { formatMoney } from '../../../engine/core/money.js';
import type { Money } from '../../../engine/core/money.js';
import type { BjHand, BjState } from '../../../engine/blackjack/state.js';
import { defineRule } from '../../framework/types.js';
import type { Bilingual, Rule } from '../../framework/types.js';
import { mainOutcome, netToPlayer, settlementsFor } from './settlement.js';
import type { MainCase } from './settlement.js';
import { mainParams } from './params.js';

/**
 * One rule per article for the main wager's settlement: each judges only the
 * cases its article governs (a win at 1 to 1, a loss, a tie, a blackjack...),
 * so every hand is judged by exactly one article.
 */
export function mainSettlementRule(spec: {
  id: string;
  article: string;
  cases: MainCase[];
  description: Bilingual;
  /** How the requirement reads, e.g. "1 a 1 sobre {stake} = {expected}". */
  requirement: Record<MainCase, Bilingual> | Partial<Record<MainCase, Bilingual>>;
  overrides?: string[];
  /** Judge only the hands this accepts (a catalog whose text names a kind of hand under its own article). */
  only?: (hand: BjHand) => boolean;
}): Rule<BjState> {
  return defineRule<BjState>({
    id: spec.id,
    article: spec.article,
    category: 'payout',
    overrides: spec.overrides,
    description: spec.description,
    messages: {
      wrong: {
        es: 'Asiento {seat}, mano {hand} ({player} contra {dealer} del dealer): la mesa liquidó {actualText}; el {article} exige {requirement}; {owed}.',
        en: 'Seat {seat}, hand {hand} ({player} against the dealer\'s {dealer}): the table settled {actualText}; {article} requires {requirement}; {owed}.',
      },
    },
    create(ctx) {
      const p = mainParams(ctx);
      return {
        handEnd(state) {
          for (const seat of state.seats) {
            for (const hand of seat.hands) {
              if (spec.only && !spec.only(hand)) continue;
              const o = mainOutcome(state, seat, hand, p);
              if (!spec.cases.includes(o.case)) continue;
              const settled = settlementsFor(state, seat.seat, 'main', hand.index);
              const actual = netToPlayer(settled, hand.wager);
              if (actual.net === o.expected || (o.alsoAccepted !== undefined && actual.net === o.alsoAccepted)) continue;
              const req = spec.requirement[o.case]!;
              ctx.report({
                messageId: 'wrong',
                event: actual.last?.index,
                seat: seat.seat, hand: hand.index, spot: 'main',
                expected: o.expected, actual: actual.net,
                data: {
                  player: o.playerTotal, dealer: o.case === 'dealer-blackjack' ? 'Black Jack' : o.dealerTotal,
                },
                money: { stake: hand.wager, original: hand.original },
                ...bilingualData(req, actual.any ? describeNet(actual.net) : undefined, hand.wager, hand.original, o.expected),
              });
            }
          }
        },
      };
    },
  });
}

/** The message is bilingual, so language-specific pieces are filled per language by the report hook below. */
function bilingualData(req: Bilingual, actual: Bilingual | undefined, stake: Money, original: Money, expected: Money) {
  const fill = (t: string) => t.replace('{stake}', formatMoney(stake)).replace('{original}', formatMoney(original)).replace('{expected}', formatMoney(Math.abs(expected) as Money));
  return {
    dataByLang: {
      es: { requirement: fill(req.es), actualText: actual?.es ?? 'nada (ninguna liquidación registrada)' },
      en: { requirement: fill(req.en), actualText: actual?.en ?? 'nothing (no settlement recorded)' },
    },
  };
}

function describeNet(net: Money): Bilingual {
  if (net > 0) return { es: `un pago de ${formatMoney(net)}`, en: `a payout of ${formatMoney(net)}` };
  if (net < 0) return { es: `el cobro de ${formatMoney(-net as Money)}`, en: `a collection of ${formatMoney(-net as Money)}` };
  return { es: 'la devolución de la apuesta', en: 'the stake returned' };
}
