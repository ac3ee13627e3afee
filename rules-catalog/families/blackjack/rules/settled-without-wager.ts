// Money settled on a main wager that was never placed, shared by the blackjack-family catalogs: the dealer
// settles the wagers on the layout, so what is paid, collected or returned on the main spot for no wager the
// table holds (a seat or hand without a bet, a bet behind a box that has none, a split hand's bet behind it)
// is settled on nothing, and is reported against zero, net (chips behind an empty box are owed back whole).
// Each catalog passes the article its wager's settlement rests on, and how that article reads in the message.
import type { BjState, Settlement } from '../../../../engine/blackjack/state.js';
import type { Money } from '../../../../engine/core/money.js';
import type { Bilingual, Rule } from '../../../framework/types.js';
import { describeNet } from '../../../framework/money-words.js';
import { defineRule } from '../define-rule.js';
import { mainParamsOf, MAIN_PARAMS } from '../params.js';
import { netToPlayer, wagersToJudge } from '../settlement.js';
import type { MainParams } from '../settlement.js';
import { seatIn } from '../../../../engine/core/fold-lists.js';
import { behindPlace } from '../../../framework/behind-place.js';

export function settledWithoutWagerRule(spec: {
  article: string;
  /** The rule's description, in the catalog's words (its text's name for the dealer). */
  description: Bilingual;
  /**
   * What the catalog's article settles, as the message's ground for expecting 0: it follows "{article}"
   * (es: «el Desarrollo del juego {settles} (PEN 0.00)»; en: «Desarrollo del juego {settles} (PEN 0.00)»).
   */
  settles: Bilingual;
}): Rule<BjState> {
  return defineRule({
    id: 'settled-without-wager',
    article: spec.article,
    category: 'payout',
    params: [...MAIN_PARAMS],
    description: spec.description,
    messages: {
      noWager: {
        es: `Asiento {seat}, mano {hand}{behind}: la mesa {actualText} sin que hubiera una apuesta así sobre el tapete; el {article} ${spec.settles.es} ({expected}); {owed}.`,
        en: `Seat {seat}, hand {hand}{behind}: the table settled {actualText} with no such wager on the layout; {article} ${spec.settles.en} ({expected}); {owed}.`,
      },
    },
    compile(ctx) {
      const paramsOf = mainParamsOf(ctx);
      return {
        handEnd(state) {
          for (const { first, actual } of settledWithoutWager(state, paramsOf())) {
            const who = first.behind === true ? (first.player !== undefined ? ` (${first.player})` : '') : '';
            ctx.report({
              messageId: 'noWager', event: actual.last!.index, seat: first.seat, hand: first.hand ?? 1, spot: 'main',
              ...behindPlace(first.behind === true, first.player),
              expected: 0 as Money, actual: actual.net,
              dataByLang: {
                es: { actualText: describeNet(actual.net, true, ctx.amount, actual.moved).es, behind: first.behind === true ? `, apuesta de detrás de la casilla${who}` : '' },
                en: { actualText: describeNet(actual.net, true, ctx.amount, actual.moved).en, behind: first.behind === true ? `, the bet behind the box${who}` : '' },
              },
            });
          }
        },
      };
    },
  });
}

/** Money settled on the main spot for a wager the table does not hold, one group per seat, hand and bettor. */
export interface StraySettlement {
  first: Settlement;
  list: Settlement[];
  /** Net to the player against zero (chips behind an empty box count as handed back); never 0. */
  actual: ReturnType<typeof netToPlayer<Settlement>>;
}

/**
 * What settled-without-wager reports: the main-spot settlements no judged wager (the box's, a bet behind it) holds,
 * grouped by seat, hand and bettor, net of chips behind an empty box handed back; only those that moved money. The
 * dispute replay tells the same money on the hand's wager line (families/blackjack/replay.ts).
 */
export function settledWithoutWager(state: BjState, p: MainParams): StraySettlement[] {
  const judged = new Set<number>();
  for (const seat of state.seats) {
    for (const hand of seat.hands) for (const w of wagersToJudge(state, seat, hand, p)) for (const x of w.settled) judged.add(x.index);
  }
  const groups = new Map<string, Settlement[]>();
  for (const x of state.settlements) {
    if (x.spot !== 'main' || x.seat === undefined || judged.has(x.index)) continue;
    const key = `${x.seat}|${x.hand ?? 1}|${x.behind === true}|${x.player ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), x]);
  }
  const out: StraySettlement[] = [];
  for (const list of groups.values()) {
    const first = list[0]!;
    // Bets behind a box that holds none (a catalog's limit on bets behind reports them) are chips on the
    // layout but no wager to play: handed back whole, they are settled right.
    const seat = seatIn(state.seats, first.seat);
    const chips = seat && seat.hands.length === 0 && first.behind === true
      ? seat.bets.filter((b) => b.spot === 'main' && b.behind && (first.player === undefined || b.player === first.player)).reduce((a, b) => a + b.amount, 0)
      : 0;
    const actual = netToPlayer(list, chips as Money);
    if (actual.net !== 0) out.push({ first, list, actual });
  }
  return out;
}
