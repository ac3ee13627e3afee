// Art. 10-10.15(A): «Si un Concesionario ... utiliza un generador de números al azar ... para determinar la
//   posición de comienzo para repartir las cartas ..., el Concesionario podrá ... ofrecer ... la opción de hacer
//   una apuesta adicional respecto a cuál será el número del 1 al 7 que será seleccionado y mostrado por el
//   generador de números al azar ... al comienzo de la ronda de juego.»
import { bonusParams, BONUS_PARAMS } from '../bonus.js';
import { defineRule } from '../../families/pai-gow/define-rule.js';

export const bonusRequiresRng = defineRule({
  id: 'bonus-requires-rng',
  article: 'Art. 10-10.15(A)',
  category: 'procedure',
  description: {
    es: 'La apuesta adicional solo se ofrece donde un generador de números al azar fija la posición de comienzo: la ronda con apuestas adicionales tiene su número del generador.',
    en: 'The bonus bet is offered only where a random number generator sets the starting position: a round with bonus bets has its random number.',
  },
  messages: {
    missing: {
      es: 'La ronda tiene apuestas adicionales pero ningún número del generador de números al azar: el {article} solo permite la apuesta adicional donde el generador fija la posición de comienzo.',
      en: 'The round has bonus bets but no random number: {article} allows the bonus bet only where a random number generator sets the starting position.',
    },
  },
  compile(ctx) {
    return {
      handEnd(s) {
        if (s.bonus.length === 0 || s.rng.length > 0) return;
        const first = Math.min(...s.bonus.map((w) => w.bets[0]!.index));
        ctx.report({ messageId: 'missing', event: first });
      },
    };
  },
});

export const rngResultValid = defineRule({
  id: 'rng-result-valid',
  article: 'Art. 10-10.15(A)',
  category: 'procedure',
  params: [...BONUS_PARAMS, 'rng_activations_per_round'],
  description: {
    es: 'En una ronda con apuestas adicionales el generador muestra un solo número, del 1 al 7, antes de repartir las cartas.',
    en: 'In a round with bonus bets the generator shows one number, from 1 to 7, before the cards are dealt.',
  },
  messages: {
    outOfRange: {
      es: 'El generador mostró {value}; el {article} exige un número del {min} al {max}.',
      en: 'The generator showed {value}; {article} requires a number from {min} to {max}.',
    },
    repeated: {
      es: 'El generador se activó otra vez en la ronda (resultado {value}, ya había mostrado {first}); el {article} prevé un número por ronda, el primero.',
      en: 'The generator was activated again in the round (result {value}, after {first}); {article} provides for one number per round, the first.',
    },
    afterDeal: {
      es: 'El número del generador ({value}) se mostró después de repartir la primera carta (evento {deal}): según el {article} fija la posición de comienzo del reparto, así que va antes.',
      en: 'The random number ({value}) was shown after the first card was dealt (event {deal}): under {article} it sets where the deal starts, so it comes first.',
    },
  },
  compile(ctx) {
    const p = bonusParams(ctx);
    const allowed = ctx.param<number>('rng_activations_per_round');
    return {
      handEnd(s) {
        if (s.bonus.length === 0) return;
        s.rng.forEach((r, i) => {
          if (i >= allowed) {
            ctx.report({ messageId: 'repeated', event: r.index, data: { value: r.value, first: s.rng[0]!.value } });
            return;
          }
          if (r.value < p.rngMin || r.value > p.rngMax) {
            ctx.report({ messageId: 'outOfRange', event: r.index, data: { value: r.value, min: p.rngMin, max: p.rngMax } });
          }
          if (s.firstDealAt !== undefined && r.index > s.firstDealAt) {
            ctx.report({ messageId: 'afterDeal', event: r.index, data: { value: r.value, deal: s.firstDealAt } });
          }
        });
      },
    };
  },
});

export const bonusNumberOnLayout = defineRule({
  id: 'bonus-number-1-to-7',
  article: 'Art. 10-10.15(A)',
  category: 'procedure',
  params: [...BONUS_PARAMS],
  description: {
    es: 'La apuesta adicional es a un número del 1 al 7.',
    en: 'The bonus bet is on a number from 1 to 7.',
  },
  messages: {
    outOfRange: {
      es: 'Asiento {seat}: apuesta adicional de {stake} al número {number}; el {article} la limita a los números del {min} al {max}.',
      en: 'Seat {seat}: bonus bet of {stake} on number {number}; {article} limits it to the numbers {min} to {max}.',
    },
  },
  compile(ctx) {
    const p = bonusParams(ctx);
    return {
      bet(e) {
        if (e.spot !== 'bonus' || e.number === undefined) return;
        if (e.number >= p.rngMin && e.number <= p.rngMax) return;
        ctx.report({
          messageId: 'outOfRange', event: e.index, seat: e.seat, spot: 'bonus', number: e.number,
          data: { min: p.rngMin, max: p.rngMax, number: e.number }, money: { stake: e.amount },
        });
      },
    };
  },
});
