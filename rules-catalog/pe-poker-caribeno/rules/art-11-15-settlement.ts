// Arts. 11º-15º: the settlement of each wager, judged by the article that governs its case.
//   Art. 11º «Si un jugador se retira de la partida, el ante apostado será recogido por el dealer...»
//   Art. 12º «Cuando el jugador y el dealer tengan combinaciones similares se considerará como de mayor valor...»
//   Art. 13º «...pagará los ante a los jugadores que queden en la partida, en proporción 1 a 1. Los bet serán
//            consideradas nulas y el dealer no recogerá ni pagará tales apuestas.»
//   Art. 14º «El explotador pagará cada apuesta ganadora ... en una proporción no menor a la que se indica...»
//   Art. 15º «...el explotador podrá establecer un pago máximo el cual deberá estar indicado en el paño de la mesa
//            o en un letrero ubicado encima de ésta.»
import { settlementRule } from './settlement-rule-factory.js';

export const foldForfeitsAnte = settlementRule({
  id: 'fold-forfeits-ante',
  article: 'Art. 11º',
  cases: ['fold', 'no-decision'],
  description: {
    es: 'Quien se retira pierde el ante, que el dealer recoge; su mano no se compara ni se liquida nada más. Solo el bet continúa en la partida: quien no lo hizo también pierde el ante.',
    en: 'A player who folds loses the ante, which the dealer collects; the hand is not compared and nothing else is settled. Only the bet continues in the game: a player who made none loses the ante too.',
  },
  requirement: {
    'fold:ante': { es: 'cobrar el ante de {stake} de quien se retira', en: 'the folded player\'s {stake} ante collected' },
    'fold:bet': { es: 'ninguna liquidación de bet: quien se retira no hizo bet ni se compara su mano', en: 'no bet settlement: a player who folds made no bet and the hand is not compared' },
    'no-decision:ante': {
      es: 'cobrar el ante de {stake}: sin bet el jugador no continúa en la partida, pierde el ante y su mano no se compara',
      en: 'the {stake} ante collected: without a bet the player does not continue in the game, loses the ante, and the hand is not compared',
    },
    'no-decision:bet': { es: 'ninguna liquidación de bet: el jugador no hizo bet', en: 'no bet settlement: the player made no bet' },
  },
});

export const settlementFollowsComparison = settlementRule({
  id: 'settlement-follows-comparison',
  article: 'Art. 12º',
  cases: ['contradicted', 'loss', 'tie'],
  description: {
    es: 'Contra un dealer con mano, la liquidación sigue a la comparación: la mano mayor gana (con los desempates del artículo); en empate se devuelven las apuestas (interpretación).',
    en: 'Against a qualifying dealer the settlement follows the comparison: the higher hand wins (with the article\'s tie-breaks); a tie returns both wagers (interpretation).',
  },
  requirement: {
    contradicted: { es: 'pagar, porque la mano del jugador es mayor: {expected}', en: 'a payout, because the player\'s hand is higher: {expected}' },
    loss: { es: 'cobrar la apuesta de {stake}, porque la mano del dealer es mayor', en: 'the {stake} wager collected, because the dealer\'s hand is higher' },
    'tie:push': { es: 'devolver la apuesta de {stake}: las manos son de igual valor (empate)', en: 'the {stake} wager returned: the hands are of equal value (a tie)' },
    'tie:dealer-wins': { es: 'cobrar la apuesta de {stake}: empate, que gana el dealer según la mesa', en: 'the {stake} wager collected: a tie, which the dealer wins at this table' },
  },
});

export const noHandPaysAntes = settlementRule({
  id: 'no-hand-pays-antes',
  article: 'Art. 13º',
  cases: ['no-hand', 'qualified-loss', 'qualified-tie'],
  description: {
    es: 'Si el dealer tiene menos que As y K, paga los ante 1 a 1 a quienes siguen en la partida y los bet son nulos: ni se cobran ni se pagan. Con As y K o más no hay «No hay mano»: liquidar así una mano que el dealer gana incumple el artículo.',
    en: 'When the dealer has less than ace-king, the antes of players still in are paid 1 to 1 and the bets are void: neither collected nor paid. With ace-king or better there is no «no hand»: settling so a hand the dealer wins breaks the article.',
  },
  requirement: {
    'no-hand:ante': { es: 'pagar el ante 1 a 1 sobre {stake} = {expected}, porque el dealer no tiene mano', en: 'the ante paid 1 to 1 on {stake} = {expected}, because the dealer has no hand' },
    'no-hand:bet': { es: 'devolver el bet de {stake} sin cobro ni pago, porque el dealer no tiene mano', en: 'the {stake} bet returned untouched, because the dealer has no hand' },
    'qualified-loss:ante': {
      es: 'cobrar el ante de {stake}: la combinación del dealer no es menor a un As y una K, así que no cabe «No hay mano» ni el pago del ante, y su mano es mayor (Art. 12º)',
      en: 'the {stake} ante collected: the dealer\'s combination is not below an ace and a king, so there is no «no hand» and no ante paid, and his hand is higher (Art. 12º)',
    },
    'qualified-loss:bet': {
      es: 'cobrar el bet de {stake}: la combinación del dealer no es menor a un As y una K, así que no cabe «No hay mano» ni el bet es nulo, y su mano es mayor (Art. 12º)',
      en: 'the {stake} bet collected: the dealer\'s combination is not below an ace and a king, so there is no «no hand» and the bet is not void, and his hand is higher (Art. 12º)',
    },
    'qualified-tie:push': {
      es: 'devolver la apuesta de {stake}: la combinación del dealer no es menor a un As y una K, así que no cabe «No hay mano», y las manos son de igual valor (Art. 12º, empate)',
      en: 'the {stake} wager returned: the dealer\'s combination is not below an ace and a king, so there is no «no hand», and the hands are of equal value (Art. 12º, a tie)',
    },
    'qualified-tie:dealer-wins': {
      es: 'cobrar la apuesta de {stake}: la combinación del dealer no es menor a un As y una K, así que no cabe «No hay mano», y el empate lo gana el dealer según la mesa',
      en: 'the {stake} wager collected: the dealer\'s combination is not below an ace and a king, so there is no «no hand», and the dealer wins a tie at this table',
    },
  },
});

export const winningWagersPaid = settlementRule({
  id: 'winning-wagers-paid-per-table',
  article: 'Art. 14º',
  cases: ['win'],
  description: {
    es: 'Ante ganador 1 a 1; bet ganador según la tabla de pagos publicada, no menor a 100/50/20/7/5/4/3/2/1 a 1. Pagar de más se informa como advertencia.',
    en: 'A winning ante pays 1 to 1; a winning bet by the posted pay table, no less than 100/50/20/7/5/4/3/2/1 to 1. Paying more is reported as a warning.',
  },
  requirement: {
    'win:ante': { es: 'el ante ganador pagado 1 a 1 sobre {stake} = {expected}', en: 'the winning ante paid 1 to 1 on {stake} = {expected}' },
    'win:bet': { es: 'el bet ganador ({category}) pagado {line} a 1 sobre {stake} = {expected}', en: 'the winning bet ({category}) paid {line} to 1 on {stake} = {expected}' },
  },
});

// The posted table: «en una proporción no menor» lets the operator post richer lines; a bet paid the legal
// minimum instead of the posted line breaks the posted table, not Art. 14º (parameter
// posted_line_short_cites_posted_table, an interpretation).
export const betPaidPerPostedLine = settlementRule({
  id: 'bet-paid-per-posted-line',
  article: 'Tabla publicada',
  cases: ['posted-line-short'],
  severity: 'warning',
  message: {
    es: 'Zona {seat}, {spotName} de {stake} ({situation}): la mesa {actualText}; la tabla de pagos publicada en la mesa promete {requirement}; {owed}.',
    en: 'Zone {seat}, {spotName} of {stake} ({situation}): the table settled {actualText}; the pay table posted at the table promises {requirement}; {owed}.',
  },
  description: {
    es: 'Un bet ganador se paga con la línea que publica la mesa; pagar la mínima del Art. 14º donde la mesa publica una mayor incumple la tabla publicada, no el artículo (advertencia).',
    en: 'A winning bet is paid by the line the table posts; paying Art. 14º\'s minimum where the table posts a richer one breaks the posted table, not the article (a warning).',
  },
  requirement: {
    'posted-line-short': {
      es: 'el bet ganador ({category}) pagado según la tabla publicada, {line} a 1 sobre {stake} = {expected}; se pagó al menos la línea mínima del Art. 14º ({minimum} a 1)',
      en: 'the winning bet ({category}) paid by the posted table, {line} to 1 on {stake} = {expected}; at least Art. 14º\'s minimum line ({minimum} to 1) was paid',
    },
  },
});

export const betPayoutCap = settlementRule({
  id: 'bet-payout-posted-cap',
  article: 'Art. 15º',
  cases: ['win-capped', 'win-unposted-cap'],
  description: {
    es: 'El pago máximo publicado limita el pago del bet ganador; se paga el monto de la tabla hasta ese máximo. Un máximo no publicado no limita nada.',
    en: 'A posted maximum payout caps a winning bet\'s payout: the pay-table amount is paid up to that cap. A cap that is not posted limits nothing.',
  },
  requirement: {
    'win-capped': {
      es: 'el bet ganador ({category}) pagado {line} a 1 sobre {stake} = {full}, limitado al pago máximo publicado de {cap}',
      en: 'the winning bet ({category}) paid {line} to 1 on {stake} = {full}, capped at the posted maximum payout of {cap}',
    },
    'win-unposted-cap': {
      es: 'el bet ganador ({category}) pagado {line} a 1 sobre {stake} = {expected}; la mesa no tiene publicado un pago máximo, y solo uno publicado puede limitar el pago',
      en: 'the winning bet ({category}) paid {line} to 1 on {stake} = {expected}; no maximum payout is posted for this table, and only a posted one can limit the payout',
    },
  },
});
