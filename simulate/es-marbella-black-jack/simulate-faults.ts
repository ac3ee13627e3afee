// The dealer errors this catalog checks, each bound to the rule whose finding it must draw and the
// heading that rule cites. One error per faulted round: the round must draw these findings and no other.
import type { Expectation, FaultKind } from '../core/types.js';
import type { BjSimRules, SimRound } from '../families/blackjack/model.js';
import { cardOut, moveEvent } from '../core/log.js';
import { isAceCard, isNatural, isTenValue } from '../families/blackjack/model.js';
import { cardAfterStand, dealerTurnAt, mandatoryEnd, pickSeat, seatOfEvent, spareCard, splitTwentyOne } from '../families/blackjack/fault-helpers.js';
import { blackjackFaults } from '../families/blackjack/faults.js';
import type { BjApply } from '../families/blackjack/faults.js';

/** Jugadores «plazas de apuestas marcadas en el tapete, cuya cifra máxima es de 7». */
export const MARBELLA_LAYOUT_BOXES = 7;

/**
 * Desarrollo del juego «Si Vd. no tiene Black Jack, decide por su mano si desea pedir o no pedir más cartas»: a box
 * holding Black Jack dealt a card right after the mandatory dealing, its settlement left as it was (the card is no
 * part of a Black Jack: player_extra_cards_count). Not against an ace: a box's third card closes insurance (Seguro).
 */
const blackjackDealtCard: BjApply = (p, rng) => {
  if (isAceCard(p.model.up)) return undefined;
  const s = pickSeat(p, rng, (x) => isNatural(x) && !x.evenMoney);
  if (!s) return undefined;
  const card = spareCard(p);
  if (card === undefined) return undefined;
  p.hand.events.splice(mandatoryEnd(p) + 1, 0, { type: 'deal', to: `seat:${s.seat}`, hand: 1, card: cardOut(card) });
  return p.hand;
};

/**
 * Desarrollo del juego: the players decide, then the dealer plays his hand. The last player's stand recorded after the
 * dealer began his hand (his hole card turned, or in the European deal his second card dealt), after the insurance
 * settled with it.
 */
const standAfterDealerBegan: BjApply = (p) => {
  const events = p.hand.events;
  const at = dealerTurnAt(p);
  const last = events[at - 1];
  if (at < 1 || !last || last.type !== 'decision' || last['action'] !== 'stand') return undefined;
  let to = at + 1;
  while (events[to] && events[to]!['spot'] === 'insurance') to++;
  moveEvent(events, at - 1, to);
  return p.hand;
};

/**
 * The hole card never turned over, in a round where no box holds a Black Jack against the dealer's ace or ten:
 * such a Black Jack would be settled with the hole card still down, which blackjack-settled-before-dealer-second-card
 * (Black Jack) reports as well, so that round offers no occasion for this kind alone.
 */
const holeCardNeverRevealedAlone = (apply: BjApply): BjApply => (p, rng) => {
  const up = p.model.up;
  if ((isAceCard(up) || isTenValue(up)) && p.model.seats.some((s) => isNatural(s) && !s.evenMoney)) return undefined;
  return apply(p, rng);
};

type Row = [id: string, rule: string, article: string, description: FaultKind['description'], apply: BjApply, also?: Expectation[]];

export function marbellaFaults(rules: BjSimRules): FaultKind<SimRound>[] {
  const f = blackjackFaults(rules, {
    // Seguro «antes de dar la tercera carta al primer jugador que la pida. A partir de este momento nadie podrá asegurarse.»
    insuranceClosesAt: 'third-card',
    layoutBoxes: MARBELLA_LAYOUT_BOXES,
    // Dobles «Si obtuviese un 10 o una figura se contará como 21»: its settlement is judged under Dobles.
    governedElsewhere: (p, e) => e['spot'] === 'main' && splitTwentyOne(seatOfEvent(p, e)!, (e['hand'] as number | undefined) ?? 1),
  });
  const rows: Row[] = [
    ['box-beyond-layout', 'boxes-limit', 'Jugadores', { es: 'una casilla jugada fuera de las que marca el tapete', en: 'a box played beyond those the layout marks' }, f.boxBeyondLayout],
    ['box-over-max', 'box-bet-limit', 'Jugadores', { es: 'la apuesta propia de una casilla por encima del máximo de la mesa', en: 'a box\'s own bet over the table maximum' }, f.boxOverMax],
    ['behind-over-max', 'behind-bet-limit', 'Jugadores', { es: 'una apuesta detrás de una casilla que por sí sola supera el máximo de la mesa', en: 'a bet behind a box over the table maximum on its own' }, f.behindOverMax],
    ['behind-empty-box', 'behind-bet-limit', 'Jugadores', { es: 'una apuesta detrás de una casilla que no tiene apuesta propia', en: 'a bet behind a box that holds no bet of its own' }, f.behindWithoutBox],
    ['behind-player-decides', 'behind-no-decisions', 'Jugadores', { es: 'quien apuesta detrás de una casilla toma una de sus decisiones', en: 'the player betting behind a box makes one of its decisions' }, f.behindPlayerDecides],
    ['surrender-taken', 'surrender-not-provided', 'Desarrollo del juego', { es: 'una casilla se retira y se le cobra la mitad de su apuesta (advertencia)', en: 'a box surrenders and half its stake is collected (a warning)' }, f.surrenderTaken],
    ['blackjack-dealt-card', 'no-play-on-blackjack', 'Desarrollo del juego', { es: 'una casilla con Black Jack recibe otro naipe (su liquidación sigue siendo la de un Black Jack)', en: 'a box holding Black Jack dealt another card (still settled as a Black Jack)' }, blackjackDealtCard],
    ['card-after-stand', 'no-card-after-stand', 'Desarrollo del juego', { es: 'una mano plantada que recibe otro naipe (que no forma parte de la mano: se liquida con las cartas con que se plantó)', en: 'a hand that stood dealt another card (no part of the hand: settled on the cards it stood on)' }, cardAfterStand],
    ['stand-after-dealer-began', 'dealer-after-players', 'Desarrollo del juego', { es: 'el último jugador se planta después de que el croupier empezó su mano (descubrió su carta tapada o, en el reparto europeo, tomó su segunda carta)', en: 'the last player stands after the dealer has begun his hand (turned his hole card or, in the European deal, taken his second card)' }, standAfterDealerBegan],
    ['dealer-draws-on-17', 'dealer-draws-to-17', 'Desarrollo del juego', { es: 'el croupier pide carta con 17 o más, 17 blando incluido (liquidado contra la mano con la que debía plantarse)', en: 'the dealer draws on 17 or more, a soft 17 included (settled against the hand he had to stand on)' }, f.dealerDrawsOn17],
    ['dealer-stands-on-16', 'dealer-draws-to-17', 'Desarrollo del juego', { es: 'el croupier se planta con 16 o menos (liquidado según las cartas)', en: 'the dealer stands on 16 or less (settled by the cards)' }, f.dealerStandsOn16],
    ['hole-card-never-revealed', 'dealer-draws-to-17', 'Desarrollo del juego', { es: 'en una mesa con carta tapada, la carta tapada nunca se descubre aunque quedan manos en juego (y se liquida según su total: también antes de tiempo)', en: 'at a hole-card table, the hole card never turned over though hands are left (and settled on his total: settled early too)' }, holeCardNeverRevealedAlone(f.holeCardNeverRevealed), [{ rule: 'settled-before-hand-ended', article: 'Desarrollo del juego' }]],
    ['settled-before-dealer-drew', 'settled-before-hand-ended', 'Desarrollo del juego', { es: 'una mano plantada liquidada antes de que el croupier sacara las cartas que completan su mano (juzgada según su mano final)', en: 'a standing hand settled before the dealer drew the cards that complete his hand (judged on his final hand)' }, f.settledBeforeDealerDrew],
    ['bust-not-collected', 'bust-loses-wager', 'Desarrollo del juego', { es: 'una mano pasada que nunca se cobra', en: 'a busted hand never collected' }, f.bustNotCollected],
    ['win-underpaid', 'win-pays-1-to-1', 'Desarrollo del juego', { es: 'una mano ganadora pagada a la mitad', en: 'a winning hand paid half' }, f.winUnderpaid],
    ['win-overpaid', 'win-pays-1-to-1', 'Desarrollo del juego', { es: 'una mano ganadora pagada 3 a 2', en: 'a winning hand paid 3 to 2' }, f.winOverpaid],
    ['loss-not-collected', 'loss-collected', 'Desarrollo del juego', { es: 'una mano perdedora devuelta', en: 'a losing hand handed back' }, f.lossNotCollected],
    ['tie-collected', 'tie-returned', 'Desarrollo del juego', { es: 'un empate cobrado', en: 'a tie collected' }, f.tieCollected],
    ['payout-to-empty-seat', 'settled-without-wager', 'Desarrollo del juego', { es: 'un pago a una casilla que no tiene apuesta', en: 'a payout to a box that holds no wager' }, f.payoutToEmptySeat],
    ['blackjack-paid-even', 'blackjack-pays-3-to-2', 'Black Jack', { es: 'un Black Jack pagado 1 a 1', en: 'a Black Jack paid 1 to 1' }, f.blackjackPaidEven],
    ['blackjack-overpaid', 'blackjack-pays-3-to-2', 'Black Jack', { es: 'un Black Jack pagado 2 a 1', en: 'a Black Jack paid 2 to 1' }, f.blackjackOverpaid],
    ['dealer-blackjack-takes-all', 'dealer-blackjack-takes', 'Black Jack', { es: 'en una mesa que publica que solo cuentan las apuestas originales, una mano doblada o separada que lo pierde todo ante un Black Jack del croupier', en: 'at a table posting original bets only, a double or a split hand lost to a dealer Black Jack' }, f.dealerBlackjackTakesAll],
    ['dealer-blackjack-takes-original-only', 'dealer-blackjack-takes', 'Black Jack', { es: 'en las demás mesas, una mano doblada que ante un Black Jack del croupier pierde solo su apuesta original (y una separada, nada)', en: 'elsewhere, a doubled hand loses only its original stake (a split hand nothing) to a dealer Black Jack' }, f.dealerBlackjackTakesOriginalOnly],
    ['insurance-over-half', 'insurance-allowed', 'Seguro', { es: 'un seguro por toda la apuesta primitiva (se liquida la mitad permitida y se devuelve el resto)', en: 'insurance for the whole original wager (the lawful half settled, the rest handed back)' }, f.insuranceOverHalf],
    ['insurance-over-half-settled-whole', 'insurance-pays-2-to-1', 'Seguro', { es: 'un seguro por toda la apuesta primitiva, liquidado entero (lo que pasa de la mitad no es apuesta: se devuelve)', en: 'insurance for the whole original wager, settled whole (what exceeds half is no stake: it is owed back)' }, f.insuranceOverHalfSettledWhole, [{ rule: 'insurance-allowed', article: 'Seguro' }]],
    ['insurance-late', 'insurance-allowed', 'Seguro', { es: 'un seguro tomado después de que una casilla recibió su tercera carta (se devuelve entero)', en: 'insurance taken after a box has received its third card (handed back whole)' }, f.insuranceLate],
    ['insurance-late-settled', 'insurance-pays-2-to-1', 'Seguro', { es: 'un seguro tomado después de que una casilla recibió su tercera carta y liquidado como colocado (no es apuesta: se devuelve entero)', en: 'insurance taken after a box has received its third card and settled as placed (it is no stake: owed back whole)' }, f.insuranceLateSettled, [{ rule: 'insurance-allowed', article: 'Seguro' }]],
    ['even-money-late', 'insurance-allowed', 'Seguro', { es: 'un pago simple tomado y pagado después de que una casilla recibió su tercera carta (no liquida nada: el Black Jack se liquida 3 a 2, o empate contra un Black Jack del croupier)', en: 'even money taken and paid after a box has received its third card (it settles nothing: the blackjack is settled 3 to 2, or a push against a dealer blackjack)' }, f.evenMoneyLate, [{ rule: 'blackjack-pays-3-to-2', article: 'Black Jack' }]],
    ['insurance-offer-missing', 'insurance-offer', 'Seguro', { es: 'ninguna propuesta de seguro anotada ante un As (en un registro que anota los procedimientos)', en: 'no insurance offer logged against an ace (in a log that records procedures)' }, f.insuranceOfferMissing],
    ['insurance-offered-without-ace', 'insurance-offer', 'Seguro', { es: 'seguro propuesto sin un As como primera carta', en: 'insurance offered without an ace up' }, f.insuranceOfferedWithoutAce],
    ['insurance-offered-late', 'insurance-offer', 'Seguro', { es: 'seguro propuesto solo después de que una casilla recibió su tercera carta', en: 'insurance offered only after a box has received its third card' }, f.insuranceOfferedLate],
    ['insurance-paid-even', 'insurance-pays-2-to-1', 'Seguro', { es: 'un seguro ganador pagado 1 a 1', en: 'a winning insurance paid 1 to 1' }, f.insurancePaidEven],
    ['insurance-loss-returned', 'insurance-pays-2-to-1', 'Seguro', { es: 'un seguro perdedor devuelto', en: 'a losing insurance handed back' }, f.insuranceLossReturned],
    ['even-money-overpaid', 'even-money-pays-1-to-1', 'Seguro', { es: 'un pago simple abonado 3 a 2', en: 'even money paid 3 to 2' }, f.evenMoneyOverpaid],
    ['double-on-other-total', 'double-allowed', 'Dobles', { es: 'doblar con dos cartas que no suman 9, 10 ni 11', en: 'a double on two cards that total neither 9, 10 nor 11' }, f.doubleOnOtherTotal],
    ['double-over-original', 'double-allowed', 'Dobles', { es: 'doblar por el doble de la apuesta primitiva', en: 'a double for twice the original wager' }, f.doubleOverOriginal],
    ['double-after-hit', 'double-allowed', 'Dobles', { es: 'doblar después de pedir carta', en: 'a double after a hit' }, f.doubleAfterHit],
    ['double-extra-card', 'double-one-card', 'Dobles', { es: 'una mano doblada que recibe una segunda carta (que no forma parte de la mano: se liquida con su única carta)', en: 'a doubled hand dealt a second card (no part of the hand: settled on its one card)' }, f.doubleExtraCard],
    ['split-not-a-pair', 'split-allowed', 'Dobles', { es: 'separar dos cartas de distinto valor', en: 'two cards of different value split' }, f.splitNotAPair],
    ['split-unequal-wager', 'split-allowed', 'Dobles', { es: 'una separación por el doble de la apuesta primitiva', en: 'a split staked at twice the original wager' }, f.splitUnequalWager],
    ['split-ace-doubled', 'double-allowed', 'Dobles', { es: 'un As separado que ya tiene su naipe, doblado (doblar es pedir otro naipe; el del doble no forma parte de la mano)', en: 'a split ace holding its one card, doubled (a double asks for another card; the double\'s card is no part of the hand)' }, f.splitAceDoubled, [{ rule: 'split-aces-one-card', article: 'Dobles' }]],
    ['split-ace-extra-card', 'split-aces-one-card', 'Dobles', { es: 'un As separado que recibe una segunda carta (que no es otro As para volver a separar; no forma parte de la mano: se liquida con su única carta)', en: 'a split ace dealt a second card (not an ace to split again; no part of the hand: settled on its one card)' }, f.splitAceExtraCard],
    ['split-hand-no-card', 'split-hand-dealt', 'Dobles', { es: 'una mano separada que nunca recibe su carta (se liquida con su única carta)', en: 'a split hand never dealt its card (settled on its one card)' }, f.splitHandNoCard],
    ['split-21-paid-as-blackjack', 'split-21-not-blackjack', 'Dobles', { es: 'un 10 sobre un As separado (o un As sobre un 10 separado) pagado 3 a 2 como Black Jack', en: 'a ten on a split ace (or an ace on a split ten) paid 3 to 2 as a Black Jack' }, f.split21PaidAsBlackjack],
    ['bet-after-first-card', 'no-bets-after-first-card', 'Conviene saber', { es: 'la apuesta de una casilla aumentada después de que la primera carta salió del zapato (las fichas tardías se devuelven: se liquida la apuesta colocada antes)', en: 'a box\'s bet raised after the first card has left the shoe (the late chips handed back: the settlement on the stake placed before)' }, f.betAfterFirstCard],
    ['bet-after-first-card-paid', 'win-pays-1-to-1', 'Desarrollo del juego', { es: 'la apuesta de una casilla aumentada después de que la primera carta salió del zapato, y su ganancia pagada sobre toda la apuesta (las fichas tardías no cuentan como apuesta)', en: 'a box\'s bet raised after the first card has left the shoe, and its win paid on the whole stake (the late chips are no wager)' }, f.betAfterFirstCardPaid, [{ rule: 'no-bets-after-first-card', article: 'Conviene saber' }]],
  ];
  return rows.map(([id, rule, article, description, apply, also]) => ({ id, rule, article, description, apply, ...(also ? { also } : {}) }));
}
