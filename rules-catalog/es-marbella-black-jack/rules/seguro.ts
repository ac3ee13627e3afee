// Seguro «Cuando el primer naipe del croupier sea un As, los jugadores podrán asegurarse contra el posible
// Black Jack de la banca. El croupier propondrá este seguro al conjunto de los jugadores y antes de dar la
// tercera carta al primer jugador que la pida. A partir de este momento nadie podrá asegurarse. El jugador
// que asegure depositará ... una cantidad como máximo igual a la mitad de su apuesta primitiva. Si el
// croupier saca Black Jack se pagará el seguro 2-1; si no, el jugador perderá el seguro.»
// The settlement is the shared insurance-pays-2-to-1 rule; even money is judged as insurance (articles.json).
import type { BjState } from '../../../engine/blackjack/state.js';
import { handOf, seatOf } from '../../../engine/blackjack/state.js';
import { isAce } from '../../../engine/core/cards.js';
import { parseRatio } from '../../../engine/core/money.js';
import { insuranceClosedAt, isPlayerBlackjack, thirdCardAt } from '../../families/blackjack/settlement.js';
import { insurerOf } from '../../families/blackjack/insurance-stake.js';
import { mainParamsOf, MAIN_PARAMS } from '../../families/blackjack/params.js';
import type { MainParams } from '../../families/blackjack/settlement.js';
import { defineRule } from '../../families/blackjack/define-rule.js';
import { insuranceLimit, insuranceOfferRule } from '../../families/blackjack/rules/insurance.js';
import { behindPlace } from '../../framework/behind-place.js';

/** The dealer's first card is an ace. */
function dealerFirstIsAce(state: BjState): boolean {
  const first = state.dealer[0];
  return first !== undefined && isAce(first.card);
}


const TAKES = {
  insurance: { es: 'aseguró', en: 'took insurance' },
  even_money: { es: 'tomó el pago simple (seguro de su Black Jack)', en: 'took even money (insurance of a blackjack)' },
} as const;

export const insuranceAllowed = defineRule({
  id: 'insurance-allowed',
  article: 'Seguro',
  category: 'procedure',
  params: ['insurance_max_fraction', 'insurance_only_as_allowed', ...MAIN_PARAMS],
  description: {
    es: 'Seguro (o pago simple) solo si la primera carta del croupier es un As, antes de la tercera carta al primer jugador (y antes de que el croupier muestre su segunda carta), hasta la mitad de la apuesta primitiva.',
    en: 'Insurance (or even money) only when the dealer\'s first card is an ace, before the third card to the first player (and before the dealer shows his second card), up to half the original wager.',
  },
  messages: {
    noAce: {
      es: 'El asiento {seat} {takes} sin un As como primera carta del croupier ({article}).',
      en: 'Seat {seat} {takes} without an ace as the dealer\'s first card ({article}).',
    },
    late: {
      es: 'El asiento {seat} {takes} después de que un jugador recibiera su tercera carta (evento {thirdCard}) ({article}).',
      en: 'Seat {seat} {takes} after a player had received a third card (event {thirdCard}) ({article}).',
    },
    lateDealer: {
      es: 'El asiento {seat} {takes} después de que el croupier mostrara su segunda carta (evento {dealerCard}), cuando ya no hay un posible Black Jack de la banca contra el que asegurarse ({article}).',
      en: 'Seat {seat} {takes} after the dealer had shown his second card (event {dealerCard}), when there is no possible dealer blackjack left to insure against ({article}).',
    },
    tooMuch: {
      es: 'El asiento {seat} aseguró {amount}; el {article} limita el seguro a la mitad de la apuesta primitiva {original}: {limit}.',
      en: 'Seat {seat} insured {amount}; {article} limits insurance to half the original wager {original}: {limit}.',
    },
    tooMuchBehind: {
      es: '{player}, que apuesta detrás del asiento {seat}, aseguró {amount}; el {article} limita el seguro a la mitad de su apuesta primitiva, la de detrás de la casilla, {original}: {limit}.',
      en: '{player}, betting behind seat {seat}, insured {amount}; {article} limits insurance to half his original wager, the bet behind the box, {original}: {limit}.',
    },
    noBlackjack: {
      es: 'El asiento {seat} tomó el pago simple sin tener Black Jack ({article}).',
      en: 'Seat {seat} took even money without a blackjack ({article}).',
    },
  },
  compile(ctx) {
    const paramsOf = mainParamsOf(ctx);
    const fraction = parseRatio(ctx.param<string>('insurance_max_fraction'));
    const onlyAsAllowed = ctx.param<boolean>('insurance_only_as_allowed');
    let p!: MainParams;
    // «Su apuesta primitiva»: each player insures against his own original wager (insuranceLimit): its running
    // totals per seat and insurer, a new judge for every hand.
    let againstLimit!: ReturnType<typeof insuranceLimit>;
    return {
      handStart() {
        p = paramsOf();
        againstLimit = insuranceLimit(fraction, p);
      },
      decision(e, before, after) {
        if (e.action !== 'insurance' && e.action !== 'even_money') return;
        // An insurance by a player betting only behind the box is his (insurerOf): every finding on it names him.
        const insurer = seatOf(after, e.seat);
        const who = insurer ? insurerOf(insurer, e.player) : '';
        const at = { event: e.index, seat: e.seat, hand: e.hand ?? 1, ...behindPlace(who !== '', who) };
        const takes = { es: { takes: TAKES[e.action].es }, en: { takes: TAKES[e.action].en } };
        // One insurance (or even money) the heading does not admit is one finding, whatever number of its conditions
        // it fails (no ace and after the third card; even money on no blackjack, and late): the most specific reason is
        // named. Void whole (insurance_only_as_allowed), its amount is not measured against the limit either.
        // Closed at the first third card to a box or, if no box asked for one first, at the dealer's second card shown.
        const third = thirdCardAt(before);
        const closed = insuranceClosedAt(before);
        const hand = handOf(before, e.seat, e.hand ?? 1);
        let voided = true;
        if (!dealerFirstIsAce(before)) ctx.report({ messageId: 'noAce', ...at, dataByLang: takes });
        else if (e.action === 'even_money' && (!hand || !isPlayerBlackjack(hand, p))) ctx.report({ messageId: 'noBlackjack', ...at });
        else if (closed !== undefined && closed === third) ctx.report({ messageId: 'late', ...at, data: { thirdCard: third }, dataByLang: takes });
        else if (closed !== undefined) ctx.report({ messageId: 'lateDealer', ...at, data: { dealerCard: closed }, dataByLang: takes });
        else voided = false;
        if (e.action === 'even_money') return;
        // Measured even when void: the running total per insurer counts every insurance decision, as before.
        const { behind, amount, original, limit } = againstLimit(e, after);
        if (voided && onlyAsAllowed) return;
        // An insurer with no lawful wager (his bet came when no bet was admitted, which the late-bet rule reports) insures
        // nothing: the insurance is void with the bet and owed back whole (insurance-pays-2-to-1 says so); a limit of
        // «half the original wager 0.00: 0.00» would only repeat that fault.
        if (amount <= limit || original === 0) return;
        if (behind !== undefined) ctx.report({ messageId: 'tooMuchBehind', ...at, data: { player: behind }, money: { amount, original, limit } });
        else ctx.report({ messageId: 'tooMuch', ...at, money: { amount, original, limit } });
      },
    };
  },
});

export const insuranceOffer = insuranceOfferRule({
  article: 'Seguro',
  description: {
    es: 'Con un As como primera carta, el croupier propone el seguro a todos antes de dar la tercera carta al primer jugador que la pida.',
    en: 'With an ace as his first card, the dealer offers insurance to all before dealing the third card to the first player who asks.',
  },
  messages: {
    withoutAce: {
      es: 'Se propuso el seguro sin un As como primera carta del croupier ({article}).',
      en: 'Insurance was offered without an ace as the dealer\'s first card ({article}).',
    },
    notOffered: {
      es: 'La primera carta del croupier es un As pero el registro no anota la propuesta del seguro ({article}).',
      en: 'The dealer\'s first card is an ace but the log records no insurance offer ({article}).',
    },
  },
  showsAce: dealerFirstIsAce,
  late: {
    after: insuranceClosedAt,
    message: {
      es: 'El seguro se propuso después de cerrado (evento {lateAt}: la tercera carta a un jugador o, si nadie la pidió antes, la segunda carta del croupier) ({article}).',
      en: 'Insurance was offered after it had closed (event {lateAt}: a player\'s third card or, if nobody asked for one first, the dealer\'s second card) ({article}).',
    },
  },
});
