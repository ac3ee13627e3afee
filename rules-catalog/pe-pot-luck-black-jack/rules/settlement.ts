// Arts. 13º-17º: the main wager's settlement (and money settled on a main wager never placed, last), judged per case by the article that governs it.
//   Art. 13º «...el dealer debe inmediatamente pagar al jugador el premio en proporción de 3 a 2...»
//   Art. 14º «Si vuela, el jugador pierde su apuesta...»
//   Art. 15º «El pago del premio a las apuestas ganadoras ... se hará en la proporción de 1 a 1.»
//   Art. 16º «...estos perderán las apuestas realizadas sea cual fuere la modalidad empleada.»
//   Art. 17º «...el jugador no perderá su apuesta ni ganará el premio.»
import { mainSettlementRule } from '../../families/blackjack/main-settlement-rule.js';
import { settledWithoutWagerRule } from '../../families/blackjack/rules/settled-without-wager.js';


/** The article that makes chips on the main spot no wager, by cause (a late bet, a split's or a double's stake not admitted). */
export const NO_WAGER_UNDER = {
  'late-bet': { es: 'el Art. 12º', en: 'Art. 12º' },
  split: { es: 'el Art. 11º', en: 'Art. 11º' },
  double: { es: 'el Art. 12º', en: 'Art. 12º' },
};

export const blackjackPayout = mainSettlementRule({
  noWagerUnder: NO_WAGER_UNDER,
  id: 'blackjack-pays-3-to-2',
  article: 'Art. 13º',
  cases: ['blackjack', 'blackjack-push', 'even-money'],
  overrides: ['win-pays-1-to-1', 'loss-collected', 'tie-returned'],
  description: {
    es: 'Black Jack pagado 3 a 2 (o 1 a 1 si tomó el pago simple); empate contra Black Jack del dealer.',
    en: 'Blackjack paid 3 to 2 (1 to 1 with even money); a push against a dealer blackjack.',
  },
  requirement: {
    blackjack: { es: '3 a 2 sobre {original} = {expected}', en: '3 to 2 on {original} = {expected}' },
    'blackjack-push': { es: 'devolver la apuesta (Black Jack contra Black Jack del dealer)', en: 'the stake returned (blackjack against a dealer blackjack)' },
    'even-money': { es: 'el pago simple, 1 a 1 sobre {original} = {expected}', en: 'even money, 1 to 1 on {original} = {expected}' },
  },
});

//   Art. 13º «Si el dealer obtiene un Black Jack, todos los jugadores perderán sus apuestas ... Asimismo,
//     cuando el dealer obtiene un Black Jack y un jugador separó cartas de igual valor o incrementó su
//     apuesta, el jugador sólo perderá su apuesta original.»
export const dealerBlackjackTakes = mainSettlementRule({
  noWagerUnder: NO_WAGER_UNDER,
  id: 'dealer-blackjack-takes',
  article: 'Art. 13º',
  cases: ['dealer-blackjack'],
  overrides: ['loss-collected'],
  description: {
    es: 'Ante Black Jack del dealer los jugadores pierden sus apuestas; quien separó o incrementó solo pierde la apuesta original.',
    en: 'Against a dealer blackjack the players lose their wagers; a player who split or doubled loses only the original wager.',
  },
  requirement: {
    'dealer-blackjack': { es: 'que pierda solo la apuesta original ante el Black Jack del dealer: {expected}', en: 'that only the original wager be lost to the dealer\'s blackjack: {expected}' },
  },
});

export const bustCollected = mainSettlementRule({
  noWagerUnder: NO_WAGER_UNDER,
  id: 'bust-loses-wager',
  article: 'Art. 14º',
  cases: ['bust'],
  description: { es: 'La mano que se pasa de 21 pierde su apuesta.', en: 'A hand over 21 loses its wager.' },
  requirement: { bust: { es: 'cobrar la apuesta de la mano pasada, {stake}', en: 'the busted hand\'s wager collected, {stake}' } },
});

export const winPays = mainSettlementRule({
  noWagerUnder: NO_WAGER_UNDER,
  id: 'win-pays-1-to-1',
  article: 'Art. 15º',
  cases: ['win', 'dealer-bust'],
  description: { es: 'Las apuestas ganadoras se pagan 1 a 1.', en: 'Winning wagers are paid 1 to 1.' },
  requirement: {
    win: { es: '1 a 1 sobre {stake} = {expected}', en: '1 to 1 on {stake} = {expected}' },
    'dealer-bust': { es: '1 a 1 sobre {stake} = {expected} (el dealer se pasó)', en: '1 to 1 on {stake} = {expected} (the dealer busted)' },
  },
});

export const lossCollected = mainSettlementRule({
  noWagerUnder: NO_WAGER_UNDER,
  id: 'loss-collected',
  article: 'Art. 16º',
  cases: ['loss'],
  description: { es: 'Si el dealer tiene más puntos, el jugador pierde la apuesta.', en: 'When the dealer\'s total is higher the player loses the wager.' },
  requirement: { loss: { es: 'cobrar la apuesta, {stake}', en: 'the wager collected, {stake}' } },
});

export const tieReturned = mainSettlementRule({
  noWagerUnder: NO_WAGER_UNDER,
  id: 'tie-returned',
  article: 'Art. 17º',
  cases: ['tie'],
  description: { es: 'En empate el jugador ni pierde ni gana.', en: 'On a tie the player neither loses nor wins.' },
  requirement: { tie: { es: 'devolver la apuesta de {stake} sin premio', en: 'the {stake} stake returned with no winnings' } },
});

//   Art. 15º «El pago del premio a las apuestas ganadoras ... se hará en la proporción de 1 a 1. Serán
//     consideradas ganadoras: - Los jugadores que se plantaron con un valor en cartas de "21" o menos puntos...»
//   The surviving text has no article that says in general that the dealer settles the bets on the layout
//   (the bet itself is Art. 7º's, not preserved). Arts. 15º-17º settle the wager of a player who played a hand,
//   and Art. 15º opens them and names whose wager is settled: «los jugadores que se plantaron con un valor en
//   cartas». Money paid, collected or returned on the main spot with no such wager (a seat or hand with no bet,
//   a bet behind a box that has none) settles nothing and is judged against 0 under Art. 15º, whichever way it
//   went (articles.json says so).
export const settledWithoutWager = settledWithoutWagerRule({
  article: 'Art. 15º',
  description: {
    es: 'El dealer liquida solo las apuestas que están sobre el tapete: no se paga, cobra ni devuelve nada en una apuesta que no se hizo.',
    en: 'The dealer settles only the wagers on the layout: nothing is paid, collected or returned on a wager never placed.',
  },
  settles: {
    es: 'liquida la apuesta de un jugador que se plantó con sus cartas',
    en: 'settles the wager of a player who stood on his cards',
  },
});

// Chips on the main spot that are no wager at all, owed back whole whatever the cards did: judged under the article
// that made them no wager, not under Arts. 13º-17º, which settle a wager and require nothing of them (clause30).
//   Art. 12º «El jugador puede incrementar su apuesta ... después de haber recibido sus dos primeras cartas, cuando
//     le llega el turno de pedir cartas»: once the box holds cards, no other bet (main-bet-after-cards); a split or
//     double of such a bet is void with it.
export const lateBetHandedBack = mainSettlementRule({
  noWagerUnder: NO_WAGER_UNDER,
  id: 'late-bet-handed-back',
  article: 'Art. 12º',
  cases: ['void:late-bet'],
  description: {
    es: 'Una apuesta colocada cuando la casilla ya tenía cartas no es apuesta: se devuelve entera, sea cual sea el resultado de la mano.',
    en: 'A bet placed once the box held cards is no wager: it is handed back whole, whatever the hand\'s result.',
  },
  requirement: {
    'void:late-bet': {
      es: 'devolver enteros los {late} de la casilla, apostados cuando ya tenía cartas: no son apuesta',
      en: 'the {late} on the spot, bet once the box held cards and so no wager, handed back whole',
    },
  },
});

//   Art. 11º «si las primeras dos cartas repartidas a dicho jugador tienen el mismo valor, podrá considerarlas como
//     manos separadas»: a split the text does not admit makes no hand (split-allowed); what it staked is owed back.
export const voidSplitHandedBack = mainSettlementRule({
  noWagerUnder: NO_WAGER_UNDER,
  id: 'void-split-handed-back',
  article: 'Art. 11º',
  cases: ['void:split'],
  description: {
    es: 'Una separación que el artículo no admite no forma mano: lo apostado en ella se devuelve entero.',
    en: 'A split the article does not admit makes no hand: what was staked on it is handed back whole.',
  },
  requirement: {
    'void:split': {
      es: 'devolver enteros los {late} de la mano, que una separación no admitida no hace apuesta',
      en: 'the {late} on the hand handed back whole, a split not admitted making no wager',
    },
  },
});
