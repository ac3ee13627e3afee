// Insurance settlement, shared by the blackjack-family catalogs: each passes the article that governs it
// and sets insurance_ratio in its parameters.json. Insurance wins on a dealer Black Jack (the dealer's
// first two cards), whether the deal has a hole card or the dealer's second card comes after the players.
import type { BjState } from '../../../../engine/blackjack/state.js';
import { mandatoryOverAt, seatOf } from '../../../../engine/blackjack/state.js';
import type { DecisionEvent } from '../../../../engine/core/types.js';
import { parseRatio, ratio } from '../../../../engine/core/money.js';
import type { Money } from '../../../../engine/core/money.js';
import type { Bilingual, Rule } from '../../../framework/types.js';
import { dealerHasBlackjack, negate, netToPlayer } from '../settlement.js';
import { insurancesToJudge, insurerOf, insurerOriginal } from '../insurance-stake.js';
import type { JudgedInsurance } from '../insurance-stake.js';
import { INSURANCE_PARAMS, insuranceParams } from '../params.js';
import type { MainParams } from '../settlement.js';
import type { InsuranceParams } from '../insurance-stake.js';
import { describeNet } from '../../../framework/money-words.js';
import { defineRule } from '../define-rule.js';
import { seatIn } from '../../../../engine/core/fold-lists.js';
import { behindPlace } from '../../../framework/behind-place.js';

export function insuranceSettlementRule(article: string): Rule<BjState> {
  return defineRule({
    id: 'insurance-pays-2-to-1',
    article,
    category: 'payout',
    params: ['insurance_ratio', ...INSURANCE_PARAMS],
    description: {
      es: 'El seguro admitido se paga (2 a 1) si el dealer tiene Black Jack; si no, se cobra. Lo asegurado sin As, fuera de plazo o por encima del máximo no es apuesta: se devuelve.',
      en: 'The insurance admitted is paid (2 to 1) when the dealer has blackjack; otherwise it is collected. What was insured without an ace, out of time or over the limit is no stake: it is handed back.',
    },
    messages: {
      wrong: {
        es: 'Seguro de {stake} del asiento {seat}{behindText}: la mesa {actualText}; el {article} exige {requirement} ({why}); {owed}.',
        en: 'Seat {seat}\'s {stake} insurance{behindText}: the table settled {actualText}; {article} requires {requirement} ({why}); {owed}.',
      },
      wrongPart: {
        es: 'Seguro de {stake} del asiento {seat}{behindText}, de los que el {article} admite {lawful} (lo demás, {owedBack}, no es apuesta y se devuelve): la mesa {actualText}; sobre lo admitido exige {requirement} ({why}); {owed}.',
        en: 'Seat {seat}\'s {stake} insurance{behindText}, of which {article} admits {lawful} (the rest, {owedBack}, is no stake and is handed back): the table settled {actualText}; on what it admits it requires {requirement} ({why}); {owed}.',
      },
      wrongNone: {
        es: 'Seguro de {stake} del asiento {seat}{behindText}, colocado donde el {article} no lo admite ({where}): no es apuesta y se devuelve entero ({expected}); la mesa {actualText}; {owed}.',
        en: 'Seat {seat}\'s {stake} insurance{behindText}, placed where {article} admits none ({where}): it is no stake and is handed back whole ({expected}); the table settled {actualText}; {owed}.',
      },
      noInsurance: {
        es: 'El asiento {seat}{behindText} no aseguró y la mesa {actualText} en el seguro; el {article} solo liquida un seguro colocado ({expected}); {owed}.',
        en: 'Seat {seat}{behindText} placed no insurance, and the table settled {actualText} on the insurance; {article} settles only insurance placed ({expected}); {owed}.',
      },
    },
    compile(ctx) {
      const [num, den] = parseRatio(ctx.param<string>('insurance_ratio'));
      const { ip, p } = insuranceParams(ctx);
      const pays = { es: `el dealer tiene Black Jack: paga ${num} a ${den}`, en: `the dealer has blackjack: it pays ${num} to ${den}` };
      return {
        handEnd(state) {
          // Without the dealer's second card the insurance cannot be decided yet.
          if (state.dealer.length < 2) return;
          const dealerBj = dealerHasBlackjack(state);
          // Every seat, and every seat number the table settled insurance to, a seat that placed no bet at all included.
          // Built by loops, in the same order (the seats, then the settlements' seats): no lists made per hand (perf20).
          const numbers = new Set<number>();
          for (const x of state.seats) numbers.add(x.seat);
          for (const x of state.settlements) if (x.spot === 'insurance' && x.seat !== undefined) numbers.add(x.seat);
          for (const number of numbers) {
            // Each insurer's insurance on its own where the settlements say whose (insurancesToJudge); else the seat's.
            for (const j of insurancesToJudge(state, number, seatIn(state.seats, number), ip, p)) {
              if (j.placed === 0 && j.settled.length === 0) continue;
              const { lawful, owedBack, onNoWager, placed } = j;
              const expected = dealerBj ? ratio(lawful, num, den).value : negate(lawful);
              // The part placed where the text admits none is owed back whole: a return covers it first (netToPlayer).
              const actual = netToPlayer(j.settled, lawful, owedBack);
              if (actual.net === expected) continue;
              // Money worded as every settlement message words it (a payout of X, a collection of X), never a signed amount.
              const did = describeNet(actual.net, j.settled.length > 0, ctx.amount, actual.moved);
              // Whose insurance: a player's betting only behind the box (insurerOf) is his, and the finding names him
              // (the replay's balance then charges or owes him, not the box's player: clause28, clause29).
              const behindText = BEHIND_TEXT[j.kind](j.player);
              const place = behindPlace(j.kind === 'behind', j.player);
              if (placed === 0) {
                ctx.report({
                  messageId: 'noInsurance', event: actual.last!.index, seat: number, spot: 'insurance', expected, actual: actual.net, ...place,
                  dataByLang: { es: { actualText: did.es, behindText: behindText.es }, en: { actualText: did.en, behindText: behindText.en } },
                });
                continue;
              }
              const at = { event: actual.last?.index ?? j.firstAt, seat: number, spot: 'insurance' as const, expected, actual: actual.net, ...place };
              if (lawful === 0) {
                const where = onNoWager ? NO_WAGER : notAdmittedWhere(ip);
                ctx.report({ messageId: 'wrongNone', ...at, money: { stake: placed }, dataByLang: { es: { actualText: did.es, where: where.es, behindText: behindText.es }, en: { actualText: did.en, where: where.en, behindText: behindText.en } } });
                continue;
              }
              const owes = dealerBj
                ? { es: `un pago de ${ctx.amount(expected)}`, en: `a payout of ${ctx.amount(expected)}` }
                : { es: `el cobro del seguro, ${ctx.amount(lawful)}`, en: `the insurance collected, ${ctx.amount(lawful)}` };
              ctx.report({
                messageId: owedBack > 0 ? 'wrongPart' : 'wrong', ...at,
                money: owedBack > 0 ? { stake: placed, lawful, owedBack } : { stake: placed },
                dataByLang: {
                  es: { actualText: did.es, requirement: owes.es, why: dealerBj ? pays.es : 'el dealer no tiene Black Jack: se cobra', behindText: behindText.es },
                  en: { actualText: did.en, requirement: owes.en, why: dealerBj ? pays.en : 'the dealer has no blackjack: it is collected', behindText: behindText.en },
                },
              });
            }
          }
        },
      };
    },
  });
}

/** Whose insurance a finding judges, in its message: nothing for the box's own. */
const BEHIND_TEXT: Record<JudgedInsurance['kind'], (player?: string) => Bilingual> = {
  box: () => ({ es: '', en: '' }),
  behind: (player) => player
    ? { es: ` (de ${player}, que apuesta detrás de la casilla)`, en: ` (${player}'s, betting behind the box)` }
    : { es: ' (de quienes apuestan detrás de la casilla)', en: ' (of those betting behind the box)' },
  together: () => ({ es: ' (de la casilla y de quienes apuestan detrás, liquidados juntos)', en: ' (the box\'s and those betting behind it, settled together)' }),
};

/** An insurance placed in time by an insurer whose bet was placed too late to be a wager: it insures nothing. */
const NO_WAGER: Bilingual = {
  es: 'sobre una casilla sin apuesta válida: su apuesta se colocó cuando ya no se admitía',
  en: 'on a box with no lawful wager: its bet was placed when no bet was admitted',
};

/** Where the catalog admits no insurance, in words (the cases insuranceStake owes back whole); `dealer`: the Spanish word for him. */
export function notAdmittedWhere(ip: Pick<InsuranceParams, 'opens' | 'originalHandsOnly'>, dealer = 'dealer'): Bilingual {
  const es = [`sin As del ${dealer}`, ip.opens ? 'fuera del plazo de la oferta' : 'cerrada la oferta'];
  const en = ['no dealer ace', ip.opens ? 'outside the time of the offer' : 'the offer closed'];
  if (ip.originalHandsOnly) {
    es.push('en una mano que no es original');
    en.push('on a hand that is not an original hand');
  }
  return { es: `${es.slice(0, -1).join(', ')} o ${es[es.length - 1]}`, en: `${en.slice(0, -1).join(', ')}, or ${en[en.length - 1]}` };
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
    const who = insurerOf(seat, e.player);
    const key = `${e.seat}|${who}`;
    insured.set(key, (insured.get(key) ?? 0) + (e.amount ?? 0));
    const original = insurerOriginal(seat, who, p);
    return { behind: who === '' ? undefined : who, amount: insured.get(key)! as Money, original, limit: ratio(original, fraction[0], fraction[1], after.moneyUnit).value };
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
    compile(ctx) {
      let offered = false;
      return {
        handStart() {
          offered = false;
        },
        procedure(e, before) {
          if (e.name !== 'offer_insurance') return;
          offered = true;
          const late = spec.late?.after(before);
          if (earlyOffer && mandatoryOverAt(before) === undefined) ctx.report({ messageId: 'earlyOffer', event: e.index });
          else if (!spec.showsAce(before)) ctx.report({ messageId: 'withoutAce', event: e.index });
          else if (late !== undefined) ctx.report({ messageId: 'lateOffer', event: e.index, data: { lateAt: late } });
        },
        handEnd(state) {
          const over = mandatoryOverAt(state);
          if (offered || over === undefined || !spec.showsAce(state)) return;
          ctx.report({ messageId: 'notOffered', event: over + 1 });
        },
      };
    },
  });
}
