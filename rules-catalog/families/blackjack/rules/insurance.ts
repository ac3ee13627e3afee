// Insurance settlement, shared by the blackjack-family catalogs: each passes the article that governs it
// and sets insurance_ratio in its parameters.json. Insurance wins on a dealer Black Jack (the dealer's
// first two cards), whether the deal has a hole card or the dealer's second card comes after the players.
import type { BjState } from '../../../../engine/blackjack/state.js';
import { seatOf } from '../../../../engine/blackjack/state.js';
import type { DecisionEvent } from '../../../../engine/core/types.js';
import { parseRatio, ratio } from '../../../../engine/core/money.js';
import type { Money } from '../../../../engine/core/money.js';
import type { Bilingual, Rule } from '../../../framework/types.js';
import { dealerHasBlackjack, isLateMainBet, lateMainStake, negate, netToPlayer, settlementsFor } from '../settlement.js';
import type { MainParams } from '../settlement.js';
import { describeNet } from '../../../framework/money-words.js';
import { defineRule } from '../define-rule.js';

export function insuranceSettlementRule(article: string): Rule<BjState> {
  return defineRule({
    id: 'insurance-pays-2-to-1',
    article,
    category: 'payout',
    params: ['insurance_ratio'],
    description: {
      es: 'El seguro se paga (2 a 1) si el dealer tiene Black Jack; si no, se cobra.',
      en: 'Insurance is paid (2 to 1) when the dealer has blackjack; otherwise it is collected.',
    },
    messages: {
      wrong: {
        es: 'Seguro de {stake} del asiento {seat}: la mesa {actualText}; el {article} exige {requirement} ({why}); {owed}.',
        en: 'Seat {seat}\'s {stake} insurance: the table settled {actualText}; {article} requires {requirement} ({why}); {owed}.',
      },
      noInsurance: {
        es: 'El asiento {seat} no aseguró y la mesa {actualText} en el seguro; el {article} solo liquida un seguro colocado (0); {owed}.',
        en: 'Seat {seat} placed no insurance, and the table settled {actualText} on the insurance; {article} settles only insurance placed (0); {owed}.',
      },
    },
    create(ctx) {
      const [num, den] = parseRatio(ctx.param<string>('insurance_ratio'));
      const pays = { es: `el dealer tiene Black Jack: paga ${num} a ${den}`, en: `the dealer has blackjack: it pays ${num} to ${den}` };
      return {
        handEnd(state) {
          // Without the dealer's second card the insurance cannot be decided yet.
          if (state.dealer.length < 2) return;
          const dealerBj = dealerHasBlackjack(state);
          // Every seat, and every seat number the table settled insurance to, a seat that placed no bet at all included.
          const numbers = new Set([...state.seats.map((x) => x.seat), ...state.settlements.filter((x) => x.spot === 'insurance' && x.seat !== undefined).map((x) => x.seat!)]);
          for (const number of numbers) {
            const seat = state.seats.find((x) => x.seat === number) ?? { seat: number, insurance: 0 as Money, insuranceAt: undefined };
            const settled = settlementsFor(state, seat.seat, 'insurance');
            if (seat.insurance === 0 && settled.length === 0) continue;
            const expected = dealerBj ? ratio(seat.insurance, num, den).value : negate(seat.insurance);
            const actual = netToPlayer(settled, seat.insurance);
            if (actual.net === expected) continue;
            // Money worded as every settlement message words it (a payout of X, a collection of X), never a signed amount.
            const did = describeNet(actual.net, settled.length > 0, ctx.amount);
            if (seat.insurance === 0) {
              ctx.report({
                messageId: 'noInsurance', event: actual.last!.index, seat: seat.seat, spot: 'insurance', expected, actual: actual.net,
                dataByLang: { es: { actualText: did.es }, en: { actualText: did.en } },
              });
              continue;
            }
            const owes = dealerBj
              ? { es: `un pago de ${ctx.amount(expected)}`, en: `a payout of ${ctx.amount(expected)}` }
              : { es: `el cobro del seguro, ${ctx.amount(seat.insurance)}`, en: `the insurance collected, ${ctx.amount(seat.insurance)}` };
            ctx.report({
              messageId: 'wrong', event: actual.last?.index ?? seat.insuranceAt, seat: seat.seat, spot: 'insurance',
              expected, actual: actual.net, money: { stake: seat.insurance },
              dataByLang: {
                es: { actualText: did.es, requirement: owes.es, why: dealerBj ? pays.es : 'el dealer no tiene Black Jack: se cobra' },
                en: { actualText: did.en, requirement: owes.en, why: dealerBj ? pays.en : 'the dealer has no blackjack: it is collected' },
              },
            });
          }
        },
      };
    },
  });
}

/** One insurance decision against its limit: what the insurer has insured so far, on what wager, and the limit. */
export interface InsuranceAgainstLimit {
  /** The player betting only behind the box who insured (his own wager is his bets behind it); undefined: the box's. */
  behind?: string;
  amount: Money;
  original: Money;
  limit: Money;
}

/**
 * The insurance limit, shared by the blackjack-family catalogs whose text bounds insurance by the insurer's own
 * original wager (Pot Luck Art. 10º «hasta por la mitad de la apuesta original», Marbella's Seguro «la mitad de su
 * apuesta primitiva»). A player who bets only behind the box (named by the decision's `player`) insures up to
 * `fraction` of his bets behind it; every other insurance on the seat is the box's, up to `fraction` of the box's
 * own original wager. Only stakes placed in time count (main_bet_closes). Returns a judge to call on each
 * insurance decision, with the state after it; it keeps the running totals per seat and insurer.
 */
export function insuranceLimit(fraction: [number, number], p: Pick<MainParams, 'mainBetCloses'>): (e: DecisionEvent, after: BjState) => InsuranceAgainstLimit {
  const insured = new Map<string, number>();
  return (e, after) => {
    const seat = seatOf(after, e.seat)!;
    const behindOnly = e.player !== undefined && seat.bets.some((b) => b.spot === 'main' && b.behind && b.player === e.player)
      && !seat.bets.some((b) => b.spot === 'main' && !b.behind && b.player === e.player);
    const who = behindOnly ? e.player! : '';
    const key = `${e.seat}|${who}`;
    insured.set(key, (insured.get(key) ?? 0) + (e.amount ?? 0));
    const original = (behindOnly
      ? seat.bets.filter((b) => b.spot === 'main' && b.behind && b.player === who && !isLateMainBet(b, p)).reduce((a, b) => a + b.amount, 0)
      : seat.hands[0]!.original - lateMainStake(seat, p)) as Money;
    return { behind: behindOnly ? who : undefined, amount: insured.get(key)! as Money, original, limit: ratio(original, fraction[0], fraction[1]).value };
  };
}

/**
 * The insurance offer, shared by the blackjack-family catalogs: the dealer offers insurance when he shows
 * an ace, and only then; each catalog passes its article, its words, which card shows the ace (Pot Luck's
 * up card, Marbella's first card) and, where its text bounds the offer in time, the event after which an
 * offer is late (Marbella: a player's third card).
 */
export function insuranceOfferRule(spec: {
  article: string;
  description: Bilingual;
  messages: { withoutAce: Bilingual; notOffered: Bilingual };
  showsAce: (state: BjState) => boolean;
  /** The event after which an offer is late ({lateAt} in its message), where the text bounds it. */
  late?: { after: (state: BjState) => number | undefined; message: Bilingual };
  /**
   * Where the text has the offer come only once the mandatory dealing has ended (Pot Luck Art. 10º «luego de
   * culminada la entrega obligatoria de cartas»): the message for an offer made before.
   */
  early?: Bilingual;
}): Rule<BjState> {
  const { withoutAce, notOffered } = spec.messages;
  const lateOffer = spec.late?.message;
  const earlyOffer = spec.early;
  return defineRule({
    id: 'insurance-offer',
    article: spec.article,
    category: 'procedure',
    needs: 'procedures',
    description: spec.description,
    // 'lateOffer' and 'earlyOffer' are reported only where `late` and `early` give them.
    messages: {
      withoutAce, ...(lateOffer ? { lateOffer } : {}), ...(earlyOffer ? { earlyOffer } : {}), notOffered,
    } as Record<'withoutAce' | 'lateOffer' | 'earlyOffer' | 'notOffered', Bilingual>,
    create(ctx) {
      let offered = false;
      return {
        procedure(e, before) {
          if (e.name !== 'offer_insurance') return;
          offered = true;
          const late = spec.late?.after(before);
          if (earlyOffer && before.mandatoryEndedAt === undefined) ctx.report({ messageId: 'earlyOffer', event: e.index });
          else if (!spec.showsAce(before)) ctx.report({ messageId: 'withoutAce', event: e.index });
          else if (late !== undefined) ctx.report({ messageId: 'lateOffer', event: e.index, data: { lateAt: late } });
        },
        handEnd(state) {
          if (offered || state.mandatoryEndedAt === undefined || !spec.showsAce(state)) return;
          ctx.report({ messageId: 'notOffered', event: state.mandatoryEndedAt + 1 });
        },
      };
    },
  });
}
