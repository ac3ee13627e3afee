// The dealer errors this catalog checks, each bound to the rule whose finding it must draw and the
// article that rule cites. One error per faulted round: the round must draw these findings and no other.
import type { Expectation, FaultKind } from '../core/types.js';
import type { BjSimRules, SimRound } from '../families/blackjack/model.js';
import { blackjackFaults } from '../families/blackjack/faults.js';
import type { BjApply } from '../families/blackjack/faults.js';
import { cardOut } from '../core/log.js';
import { isAceCard, isNatural, isTenValue } from '../families/blackjack/model.js';
import { cardAfterStand, pickSeat, spareCard } from '../families/blackjack/fault-helpers.js';

/**
 * Art. 13º «Se considera Black Jack … en sus dos primeras cartas»: a box's Black Jack, paid at once (the dealer's first
 * card from 2 to 9), dealt another card right after the payout, before any other box plays; the settlement left as it
 * was (the card is no part of a Black Jack: player_extra_cards_count). Only the lowest box of the round: a card to a
 * later box before the earlier ones played would be the play out of turn of Art. 14º as well.
 */
const blackjackDealtCard: BjApply = (p, rng) => {
  if (isAceCard(p.model.up) || isTenValue(p.model.up)) return undefined;
  const first = Math.min(...p.model.seats.map((x) => x.seat));
  const s = pickSeat(p, rng, (x) => x.seat === first && isNatural(x) && !x.evenMoney);
  if (!s) return undefined;
  const events = p.hand.events;
  const paid = events.findIndex((e) => e.type === 'payout' && e['seat'] === s.seat && e['spot'] === 'main' && !e['behind']);
  const card = spareCard(p);
  if (paid < 0 || card === undefined) return undefined;
  events.splice(paid + 1, 0, { type: 'deal', to: `seat:${s.seat}`, hand: 1, card: cardOut(card) });
  return p.hand;
};

type Row = [id: string, rule: string, article: string, description: FaultKind['description'], apply: BjApply, also?: Expectation[]];

export function potLuckFaults(rules: BjSimRules): FaultKind<SimRound>[] {
  const f = blackjackFaults(rules);
  const rows: Row[] = [
    ['deal-order-swapped', 'deal-order', 'Art. 8º', { es: 'dos cartas contiguas de la entrega obligatoria repartidas en el orden equivocado', en: 'two neighbouring cards of the mandatory dealing dealt in the wrong order' }, f.dealOrderSwapped],
    ['player-card-face-down', 'deal-order', 'Art. 8º', { es: 'una carta de un jugador repartida cubierta en la entrega obligatoria', en: 'a player\'s card of the mandatory dealing dealt face down' }, f.playerCardFaceDown],
    ['dealer-first-card-down', 'dealer-cards-face', 'Art. 8º', { es: 'la primera carta del dealer repartida cubierta', en: 'the dealer\'s first card dealt face down' }, f.dealerFirstCardDown],
    ['dealer-second-card-exposed', 'dealer-cards-face', 'Art. 8º', { es: 'la segunda carta del dealer descubierta por error (advertencia)', en: 'the dealer\'s second card exposed by mistake (a warning)' }, f.dealerSecondCardExposed],
    ['surrender-against-ace', 'surrender-allowed', 'Art. 9º', { es: 'una casilla toma el retiro ante un As del dealer', en: 'a box surrenders against a dealer ace' }, f.surrenderAgainstAce],
    ['surrender-offer-missing', 'surrender-offer', 'Art. 9º', { es: 'ninguna oferta de retiro anotada (en un registro que anota los procedimientos)', en: 'no surrender offer logged (in a log that records procedures)' }, f.surrenderOfferMissing],
    ['surrender-offered-against-ace', 'surrender-offer', 'Art. 9º', { es: 'retiro ofrecido ante un As', en: 'surrender offered against an ace' }, f.surrenderOfferedAgainstAce],
    ['surrender-collected-late', 'surrender-collected-at-once', 'Art. 9º', { es: 'la mitad del retiro cobrada recién al final de la partida', en: 'the surrendered half collected only at the end of the round' }, f.surrenderCollectedLate],
    ['surrender-collected-in-full', 'surrender-half-collected', 'Art. 9º', { es: 'toda la apuesta cobrada en un retiro', en: 'the whole stake collected on a surrender' }, f.surrenderCollectedInFull],
    ['insurance-over-half', 'insurance-allowed', 'Art. 10º', { es: 'un seguro por toda la apuesta original (se liquida la mitad permitida y se devuelve el resto)', en: 'insurance for the whole original wager (the lawful half settled, the rest handed back)' }, f.insuranceOverHalf],
    ['insurance-over-half-settled-whole', 'insurance-pays-2-to-1', 'Art. 10º', { es: 'un seguro por toda la apuesta original, liquidado entero (lo que pasa de la mitad no es apuesta: se devuelve)', en: 'insurance for the whole original wager, settled whole (what exceeds half is no stake: it is owed back)' }, f.insuranceOverHalfSettledWhole, [{ rule: 'insurance-allowed', article: 'Art. 10º' }]],
    ['insurance-late', 'insurance-allowed', 'Art. 10º', { es: 'un seguro tomado después de iniciada la entrega voluntaria (se devuelve entero)', en: 'insurance taken after the voluntary dealing has begun (handed back whole)' }, f.insuranceLate],
    ['insurance-late-settled', 'insurance-pays-2-to-1', 'Art. 10º', { es: 'un seguro tomado después de iniciada la entrega voluntaria y liquidado como colocado (no es apuesta: se devuelve entero)', en: 'insurance taken after the voluntary dealing has begun and settled as placed (it is no stake: owed back whole)' }, f.insuranceLateSettled, [{ rule: 'insurance-allowed', article: 'Art. 10º' }]],
    ['insurance-offer-missing', 'insurance-offer', 'Art. 10º', { es: 'ninguna oferta de seguro anotada ante un As (en un registro que anota los procedimientos)', en: 'no insurance offer logged against an ace (in a log that records procedures)' }, f.insuranceOfferMissing],
    ['insurance-offered-without-ace', 'insurance-offer', 'Art. 10º', { es: 'seguro ofrecido sin un As descubierto', en: 'insurance offered without an ace up' }, f.insuranceOfferedWithoutAce],
    ['insurance-paid-even', 'insurance-pays-2-to-1', 'Art. 10º', { es: 'un seguro ganador pagado 1 a 1', en: 'a winning insurance paid 1 to 1' }, f.insurancePaidEven],
    ['insurance-loss-returned', 'insurance-pays-2-to-1', 'Art. 10º', { es: 'un seguro perdedor devuelto', en: 'a losing insurance handed back' }, f.insuranceLossReturned],
    ['insurance-settled-before-reveal', 'insurance-decided-at-reveal', 'Art. 10º', { es: 'un seguro liquidado antes de que el dealer descubra su carta cubierta', en: 'an insurance settled before the dealer reveals the hole card' }, f.insuranceSettledBeforeReveal],
    ['insurance-loss-collected-late', 'insurance-loss-collected-at-once', 'Art. 10º', { es: 'un seguro perdido cobrado recién al final de la partida', en: 'a lost insurance collected only at the end of the round' }, f.insuranceLossCollectedLate],
    ['split-not-a-pair', 'split-allowed', 'Art. 11º', { es: 'una separación de dos cartas de distinto valor', en: 'two cards of different value split' }, f.splitNotAPair],
    ['split-unequal-wager', 'split-allowed', 'Art. 11º', { es: 'una separación por el doble de la apuesta original', en: 'a split staked at twice the original wager' }, f.splitUnequalWager],
    ['split-ace-extra-card', 'split-aces-one-card', 'Art. 11º', { es: 'un As separado que recibe una segunda carta', en: 'a split ace dealt a second card' }, f.splitAceExtraCard],
    ['double-over-original', 'double-allowed', 'Art. 12º', { es: 'un incremento por el doble de la apuesta original', en: 'a double for twice the original wager' }, f.doubleOverOriginal],
    ['double-after-hit', 'double-allowed', 'Art. 12º', { es: 'un incremento después de pedir carta', en: 'a double after a hit' }, f.doubleAfterHit],
    ['double-extra-card', 'double-one-card', 'Art. 12º', { es: 'una mano incrementada que recibe una segunda carta', en: 'a doubled hand dealt a second card' }, f.doubleExtraCard],
    ['double-card-face-down', 'double-card-face-up', 'Art. 12º', { es: 'la carta que sigue a un incremento repartida cubierta', en: 'the card after a double dealt face down' }, f.doubleCardFaceDown],
    ['main-bet-after-cards', 'main-bet-after-cards', 'Art. 12º', { es: 'una apuesta principal agregada a una casilla que ya tiene sus dos cartas (las fichas tardías se devuelven: se liquida la apuesta colocada antes)', en: 'a main bet added to a box that already holds its two cards (the late chips handed back: the settlement on the stake placed before)' }, f.mainBetAfterCards],
    ['main-bet-after-cards-paid', 'win-pays-1-to-1', 'Art. 15º', { es: 'una apuesta principal agregada a una casilla que ya tiene sus dos cartas, y su ganancia pagada sobre toda la apuesta (lo agregado tarde no cuenta como apuesta)', en: 'a main bet added to a box that already holds its two cards, and its win paid on the whole stake (the late bet is no wager)' }, f.mainBetAfterCardsPaid, [{ rule: 'main-bet-after-cards', article: 'Art. 12º' }]],
    ['blackjack-paid-even', 'blackjack-pays-3-to-2', 'Art. 13º', { es: 'un Black Jack pagado 1 a 1', en: 'a Black Jack paid 1 to 1' }, f.blackjackPaidEven],
    ['dealer-blackjack-takes-all', 'dealer-blackjack-takes', 'Art. 13º', { es: 'ante un Black Jack del dealer, se pierde también el incremento o la separación', en: 'against a dealer Black Jack, a double or a split hand lost too' }, f.dealerBlackjackTakesAll],
    ['blackjack-paid-early', 'blackjack-payment-timing', 'Art. 13º', { es: 'un Black Jack, con As o 10 del dealer, pagado antes de que el dealer descubra su carta', en: 'a Black Jack against an ace or ten paid before the dealer reveals' }, f.blackjackPaidEarly],
    ['blackjack-paid-late', 'blackjack-payment-timing', 'Art. 13º', { es: 'un Black Jack, con 2 a 9 del dealer, pagado recién al final', en: 'a Black Jack against a 2 to 9 paid only at the end' }, f.blackjackPaidLate],
    ['even-money-late', 'even-money-allowed', 'Art. 13º', { es: 'un pago simple tomado y pagado después de iniciada la entrega voluntaria (no liquida nada: el Black Jack se liquida 3 a 2, o empate contra un Black Jack del dealer)', en: 'even money taken and paid after the voluntary dealing has begun (it settles nothing: the blackjack is settled 3 to 2, or a push against a dealer blackjack)' }, f.evenMoneyLate, [{ rule: 'blackjack-pays-3-to-2', article: 'Art. 13º' }]],
    ['blackjack-dealt-card', 'no-card-after-blackjack', 'Art. 13º', { es: 'una casilla con Black Jack, ya pagado, recibe otra carta (su liquidación sigue siendo la de un Black Jack)', en: 'a box holding Black Jack, already paid, dealt another card (still settled as a Black Jack)' }, blackjackDealtCard],
    ['box-beyond-table', 'bet-on-a-table-box', 'Art. 14º', { es: 'una casilla jugada fuera de las de la mesa (la octava, donde la mesa tiene siete)', en: 'a box played beyond the table\'s (an eighth, where the table has seven)' }, f.boxBeyondLayout],
    ['player-out-of-turn', 'player-order', 'Art. 14º', { es: 'dos casillas jugadas fuera de su turno', en: 'two boxes played out of order' }, f.playerOutOfTurn],
    ['bust-collected-late', 'bust-collected-at-once', 'Art. 14º', { es: 'una mano pasada cobrada recién al final de la partida', en: 'a busted hand collected only at the end of the round' }, f.bustCollectedLate],
    ['stand-after-reveal', 'dealer-after-players', 'Art. 14º', { es: 'el último jugador se planta después de que el dealer descubrió su carta', en: 'the last player stands after the dealer has revealed' }, f.standAfterReveal],
    ['dealer-draws-on-17', 'dealer-draws-to-17', 'Art. 14º', { es: 'el dealer pide carta con 17 o más (liquidado contra la mano con la que debía plantarse)', en: 'the dealer draws on 17 or more (settled against the hand he had to stand on)' }, f.dealerDrawsOn17],
    ['dealer-stands-on-16', 'dealer-draws-to-17', 'Art. 14º', { es: 'el dealer se planta con 16 o menos (liquidado según las cartas)', en: 'the dealer stands on 16 or less (settled by the cards)' }, f.dealerStandsOn16],
    ['settled-before-dealer-drew', 'settled-before-hand-ended', 'Art. 14º', { es: 'una mano plantada liquidada antes de que el dealer sacara las cartas que completan su mano (juzgada según su mano final)', en: 'a standing hand settled before the dealer drew the cards that complete his hand (judged on his final hand)' }, f.settledBeforeDealerDrew],
    ['card-after-stand', 'no-card-after-stand', 'Art. 14º', { es: 'una mano plantada que recibe otra carta (que no forma parte de la mano: se liquida con las cartas con que se plantó)', en: 'a hand that stood dealt another card (no part of the hand: settled on the cards it stood on)' }, cardAfterStand],
    ['bust-not-collected', 'bust-loses-wager', 'Art. 14º', { es: 'una mano pasada que nunca se cobra', en: 'a busted hand never collected' }, f.bustNotCollected],
    ['win-underpaid', 'win-pays-1-to-1', 'Art. 15º', { es: 'una mano ganadora pagada a la mitad', en: 'a winning hand paid half' }, f.winUnderpaid],
    ['payout-to-empty-seat', 'settled-without-wager', 'Art. 15º', { es: 'un pago a una casilla que no tiene apuesta', en: 'a payout to a box that holds no wager' }, f.payoutToEmptySeat],
    ['loss-not-collected', 'loss-collected', 'Art. 16º', { es: 'una mano perdedora devuelta', en: 'a losing hand handed back' }, f.lossNotCollected],
    ['tie-collected', 'tie-returned', 'Art. 17º', { es: 'un empate cobrado', en: 'a tie collected' }, f.tieCollected],
    ['pool-bet-after-dealing', 'pool-bet-after-dealing', 'Art. 18º', { es: 'una apuesta al pool colocada después de la entrega obligatoria, y el pozo adjudicado contándola', en: 'a pool bet placed after the mandatory dealing, and the pool awarded with it' }, f.poolBetAfterDealing, [{ rule: 'pool-award', article: 'Art. 18º' }]],
    ['pool-wrong-winner', 'pool-award', 'Art. 18º', { es: 'el pozo adjudicado a una casilla que no tiene la mayor puntuación', en: 'the pool awarded to a box without the highest score' }, f.poolWrongWinner],
    ['pool-commission-over-max', 'pool-commission-kept', 'Art. 18º', { es: 'una comisión del 10 % retenida del pozo', en: 'a 10 % pool commission kept' }, f.poolCommissionOverMax, [{ rule: 'pool-award', article: 'Art. 18º' }]],
  ];
  return rows.map(([id, rule, article, description, apply, also]) => ({ id, rule, article, description, apply, ...(also ? { also } : {}) }));
}
