// Art. 10-10.15(B)(3): «Una apuesta adicional ganará si el número seleccionado por el jugador ... es el mismo
//   número seleccionado y mostrado por el generador de números al azar ... como la posición de comienzo de dicha
//   ronda de juego de Pai Gow Poker. Todas las demás apuestas adicionales perderán.»
import { bonusSettlementRule } from '../settlement-rule.js';

export const bonusOutcome = bonusSettlementRule({
  id: 'bonus-wins-on-its-number',
  article: 'Art. 10-10.15(B)(3)',
  cases: ['win-not-won', 'loss-not-lost', 'no-wager'],
  description: {
    es: 'La apuesta adicional al número del generador gana y todas las demás pierden: ni se cobra la ganadora, ni se paga o devuelve una perdedora, ni se liquida una apuesta inexistente.',
    en: 'The bonus bet on the generator\'s number wins and all others lose: a winner is not collected, a loser is not paid or returned, and no bet that was never placed is settled.',
  },
  requirement: {
    'win-not-won': { es: 'tratarla como ganadora: {ratio} a 1 sobre {stake}, redondeado = {expected}', en: 'that it be treated as a winner: {ratio} to 1 on {stake}, rounded = {expected}' },
    'loss-not-lost': { es: 'tratarla como perdedora: cobrar {stake}', en: 'that it be treated as a loser: {stake} collected' },
    'no-wager': { es: 'no liquidar una apuesta que no se hizo', en: 'that no bet that was never placed be settled' },
  },
});
