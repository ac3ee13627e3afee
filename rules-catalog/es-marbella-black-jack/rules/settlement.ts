// The main wager's settlement, judged per case by the heading that governs it.
//   Desarrollo del juego «si usted se pasa de 21 puntos, perderá su apuesta. ... Si el croupier se hubiese
//     pasado de 21 puntos, pagará todas las apuestas que aún estén sobre el tapete; si no tuviese 21 puntos,
//     recogerá las apuestas que tengan una puntuación inferior a la suya, y pagará aquellas que la tengan
//     superior. Las manos de igual puntuación serán consideradas como empate y por tanto no ganan, ni pierden.»
//   Black Jack «...gana a cualquier otra combinación, excepto cuando el croupier saca Black Jack. Se paga
//     3 a 2 la postura.»
//   Dobles «Si obtuviese un 10 o una figura se contará como 21 y no como Black Jack.»
//   Seguro: even money is insurance of a blackjack for half the wager, which yields 1 to 1 (interpretation).
import { isBlackjack } from '../../../engine/blackjack/totals.js';
import { mainSettlementRule } from '../../families/blackjack/main-settlement-rule.js';
import { handAsCounted } from '../../families/blackjack/settlement.js';
import { settledWithoutWagerRule } from '../../families/blackjack/rules/settled-without-wager.js';


/** The heading that makes chips on the main spot no wager, by cause (a late bet, a split's or a double's stake not admitted). */
export const NO_WAGER_UNDER = {
  'late-bet': { es: 'el apartado «Conviene saber»', en: 'the «Conviene saber» section' },
  split: { es: 'el apartado «Dobles»', en: 'the «Dobles» section' },
  double: { es: 'el apartado «Dobles»', en: 'the «Dobles» section' },
};

export const blackjackPayout = mainSettlementRule({
  noWagerUnder: NO_WAGER_UNDER,
  id: 'blackjack-pays-3-to-2',
  article: 'Black Jack',
  cases: ['blackjack', 'blackjack-push'],
  overrides: ['win-pays-1-to-1', 'tie-returned'],
  description: {
    es: 'Black Jack pagado 3 a 2; contra Black Jack del croupier no gana.',
    en: 'Blackjack paid 3 to 2; against a dealer blackjack it does not win.',
  },
  requirement: {
    blackjack: { es: '3 a 2 sobre {original} = {expected}', en: '3 to 2 on {original} = {expected}' },
    'blackjack-push': { es: 'devolver la apuesta (Black Jack contra Black Jack del croupier)', en: 'the stake returned (blackjack against a dealer blackjack)' },
  },
});

//   Black Jack «...gana a cualquier otra combinación, excepto cuando el croupier saca Black Jack.»
//   The text has no clause on what a dealer Black Jack takes from a doubled or split hand: every wager
//   on the layout is lost, unless the table posts original_bets_only (format 1.1, a house option).
export const dealerBlackjackTakes = mainSettlementRule({
  noWagerUnder: NO_WAGER_UNDER,
  id: 'dealer-blackjack-takes',
  article: 'Black Jack',
  cases: ['dealer-blackjack'],
  overrides: ['loss-collected'],
  description: {
    es: 'El Black Jack del croupier gana a cualquier otra combinación: la mano pierde lo apostado en ella (solo la apuesta original donde la mesa publica original_bets_only).',
    en: 'The dealer\'s blackjack beats any other combination: the hand loses what was staked on it (only the original wager where the table posts original_bets_only).',
  },
  requirement: {
    'dealer-blackjack': {
      es: 'que pierda {expected} ante el Black Jack del croupier, que «gana a cualquier otra combinación»',
      en: 'a loss of {expected} to the dealer\'s blackjack, which «beats any other combination»',
    },
  },
  requirementFor: (_o, hand, p) => {
    if (p.dealerBlackjackTakes !== 'original') return undefined;
    // A split hand beyond the first holds no original wager: it loses nothing.
    if (hand.splitFrom !== undefined && hand.index > 1) {
      return {
        es: 'que no pierda nada ante el Black Jack del croupier: es una mano separada, no la apuesta original (la mesa publica original_bets_only)',
        en: 'that it lose nothing to the dealer\'s blackjack: it is a split hand, not the original wager (the table posts original_bets_only)',
      };
    }
    return {
      es: 'que pierda solo la apuesta original, {expected}, ante el Black Jack del croupier (la mesa publica original_bets_only)',
      en: 'that only the original wager, {expected}, be lost to the dealer\'s blackjack (the table posts original_bets_only)',
    };
  },
});

export const bustCollected = mainSettlementRule({
  noWagerUnder: NO_WAGER_UNDER,
  id: 'bust-loses-wager',
  article: 'Desarrollo del juego',
  cases: ['bust'],
  description: { es: 'La mano que se pasa de 21 pierde su apuesta.', en: 'A hand over 21 loses its wager.' },
  requirement: { bust: { es: 'cobrar la apuesta de la mano pasada, {stake}', en: 'the busted hand\'s wager collected, {stake}' } },
});

export const winPays = mainSettlementRule({
  noWagerUnder: NO_WAGER_UNDER,
  id: 'win-pays-1-to-1',
  article: 'Desarrollo del juego',
  cases: ['win', 'dealer-bust'],
  description: {
    es: 'Si el croupier se pasa se pagan todas las apuestas que siguen en el tapete; si no, las manos superiores; 1 a 1.',
    en: 'If the dealer busts every wager still on the layout is paid; otherwise the higher hands; 1 to 1.',
  },
  requirement: {
    win: { es: '1 a 1 sobre {stake} = {expected}', en: '1 to 1 on {stake} = {expected}' },
    'dealer-bust': { es: '1 a 1 sobre {stake} = {expected} (el croupier se pasó)', en: '1 to 1 on {stake} = {expected} (the dealer busted)' },
  },
});

export const lossCollected = mainSettlementRule({
  noWagerUnder: NO_WAGER_UNDER,
  id: 'loss-collected',
  article: 'Desarrollo del juego',
  cases: ['loss'],
  description: { es: 'El croupier recoge las manos de puntuación inferior a la suya.', en: 'The dealer collects the hands scoring lower than his.' },
  requirement: { loss: { es: 'cobrar la apuesta, {stake}', en: 'the wager collected, {stake}' } },
});

export const tieReturned = mainSettlementRule({
  noWagerUnder: NO_WAGER_UNDER,
  id: 'tie-returned',
  article: 'Desarrollo del juego',
  cases: ['tie'],
  description: { es: 'Las manos de igual puntuación empatan: ni ganan ni pierden.', en: 'Hands of equal score tie: they neither win nor lose.' },
  requirement: { tie: { es: 'devolver la apuesta de {stake} sin premio', en: 'the {stake} stake returned with no winnings' } },
});

export const evenMoneyPays = mainSettlementRule({
  noWagerUnder: NO_WAGER_UNDER,
  id: 'even-money-pays-1-to-1',
  article: 'Seguro',
  cases: ['even-money'],
  description: {
    es: 'El pago simple de un Black Jack asegurado contra un As del croupier es 1 a 1.',
    en: 'Even money on a blackjack insured against a dealer ace is 1 to 1.',
  },
  requirement: { 'even-money': { es: 'el pago simple, 1 a 1 sobre {original} = {expected}', en: 'even money, 1 to 1 on {original} = {expected}' } },
});

export const split21NotBlackjack = mainSettlementRule({
  noWagerUnder: NO_WAGER_UNDER,
  id: 'split-21-not-blackjack',
  article: 'Dobles',
  cases: ['win', 'dealer-bust', 'tie'],
  overrides: ['win-pays-1-to-1', 'tie-returned'],
  // The hand as counted: a card dealt after the split ace's one card (or after a stand) is no part of its 21.
  only: (hand, p) => hand.splitFrom !== undefined && isBlackjack(handAsCounted(hand, p).cards),
  description: {
    es: 'Un 10 o figura sobre un As separado (o un As sobre un 10 separado) cuenta 21, no Black Jack: se liquida como 21.',
    en: 'A ten or figure on a split ace (or an ace on a split ten) counts 21, not blackjack: it is settled as 21.',
  },
  requirement: {
    win: { es: 'pagarlo como 21, no como Black Jack: 1 a 1 sobre {stake} = {expected}', en: 'that it be paid as 21, not blackjack: 1 to 1 on {stake} = {expected}' },
    'dealer-bust': { es: 'pagarlo como 21, no como Black Jack: 1 a 1 sobre {stake} = {expected} (el croupier se pasó)', en: 'that it be paid as 21, not blackjack: 1 to 1 on {stake} = {expected} (the dealer busted)' },
    tie: { es: 'un empate de 21 contra 21: devolver la apuesta de {stake}', en: 'a tie of 21 against 21: the {stake} stake returned' },
  },
});

//   Desarrollo del juego «...pagará todas las apuestas que aún estén sobre el tapete; ... recogerá las apuestas
//     que tengan una puntuación inferior a la suya, y pagará aquellas que la tengan superior.»
//   The dealer settles wagers: money paid, collected or returned on the main spot for no wager the table holds
//   (a seat or hand without a bet, a bet behind a box that has none, a split hand's bet behind it) is settled
//   on nothing, and is reported against zero (chips behind an empty box are owed back whole).
export const settledWithoutWager = settledWithoutWagerRule({
  article: 'Desarrollo del juego',
  description: {
    es: 'El croupier liquida las apuestas que están sobre el tapete: no se paga, cobra ni devuelve nada en una apuesta que no se hizo.',
    en: 'The dealer settles the wagers on the layout: nothing is paid, collected or returned on a wager never placed.',
  },
  settles: { es: 'liquida las apuestas que están sobre el tapete', en: 'settles the wagers on the layout' },
});

// Chips on the main spot that are no wager at all, owed back whole whatever the cards did: judged under the heading
// that made them no wager, not under Desarrollo del juego or Black Jack, which settle a wager (clause30).
//   Conviene saber «Una vez la primera carta haya salido del "sabot", no se podrán poner o modificar apuestas.»
export const lateBetHandedBack = mainSettlementRule({
  noWagerUnder: NO_WAGER_UNDER,
  id: 'late-bet-handed-back',
  article: 'Conviene saber',
  cases: ['void:late-bet'],
  description: {
    es: 'Una apuesta puesta después de que la primera carta saliera del sabot no es apuesta: se devuelve entera, sea cual sea el resultado de la mano.',
    en: 'A bet placed after the first card left the shoe is no wager: it is handed back whole, whatever the hand\'s result.',
  },
  requirement: {
    'void:late-bet': {
      es: 'devolver enteros los {late} de la casilla, puestos después de salir la primera carta del sabot: no son apuesta',
      en: 'the {late} on the spot, placed after the first card left the shoe and so no wager, handed back whole',
    },
  },
});

//   Dobles «Si sus dos primeras cartas tienen el mismo valor, podrá jugar a dos manos»: a split the text does not
//     admit makes no hand (split-allowed); what it staked is owed back.
export const voidSplitHandedBack = mainSettlementRule({
  noWagerUnder: NO_WAGER_UNDER,
  id: 'void-split-handed-back',
  article: 'Dobles',
  cases: ['void:split'],
  description: {
    es: 'Una separación que el apartado no admite no forma mano: lo apostado en ella se devuelve entero.',
    en: 'A split the heading does not admit makes no hand: what was staked on it is handed back whole.',
  },
  requirement: {
    'void:split': {
      es: 'devolver enteros los {late} de la mano, que una separación no admitida no hace apuesta',
      en: 'the {late} on the hand handed back whole, a split not admitted making no wager',
    },
  },
});
