// Art. 10-10.15(B)(4): «Después de que el "Croupier" anuncia "No más apuestas", y el generador de números al azar
//   selecciona y muestra el número de la posición de comienzo para dicha ronda de juego, el "Croupier" recogerá
//   de inmediato todas las apuestas adicionales perdedoras.»
import { roundNumber, settlementsOfWager } from '../../../engine/pai-gow/state.js';
import { bonusParams, firstDealAfterNumber, placedAfterNumber, validNumber, BONUS_PARAMS } from '../bonus.js';
import { bonusSettlementRule } from '../settlement-rule.js';
import { defineRule } from '../../families/pai-gow/define-rule.js';

export const losersCollected = bonusSettlementRule({
  id: 'losers-collected',
  article: 'Art. 10-10.15(B)(4)',
  cases: ['loss-uncollected', 'loss-collected'],
  description: {
    es: 'Toda apuesta adicional perdedora se recoge, por su importe.',
    en: 'Every losing bonus bet is collected, for its amount.',
  },
  requirement: {
    'loss-uncollected': { es: 'recoger la apuesta perdedora, {stake}', en: 'the losing bet collected, {stake}' },
    'loss-collected': { es: 'recoger la apuesta perdedora, {stake}', en: 'the losing bet collected, {stake}' },
  },
});

export const losersCollectedAtOnce = defineRule({
  id: 'losers-collected-at-once',
  article: 'Art. 10-10.15(B)(4)',
  category: 'procedure',
  params: [...BONUS_PARAMS],
  description: {
    es: 'Las perdedoras se recogen después de mostrarse el número del generador y de inmediato: antes de repartir carta alguna.',
    en: 'Losing bets are collected after the random number is shown, and at once: before any card is dealt.',
  },
  messages: {
    beforeNumber: {
      es: 'Asiento {seat}: la apuesta adicional de {stake} al número {number} se recogió antes de que el generador mostrara el número (evento {rng}); el {article} manda recoger las perdedoras después.',
      en: 'Seat {seat}: the bonus bet of {stake} on number {number} was collected before the generator showed the number (event {rng}); {article} has the losing bets collected after it.',
    },
    afterDeal: {
      es: 'Asiento {seat}: la apuesta adicional perdedora de {stake} al número {number} se recogió después de repartir cartas (desde el evento {deal}); el {article} manda recogerla de inmediato tras el número.',
      en: 'Seat {seat}: the losing bonus bet of {stake} on number {number} was collected after cards were dealt (from event {deal}); {article} has it collected at once after the number.',
    },
  },
  compile(ctx) {
    const p = bonusParams(ctx);
    return {
      handEnd(s) {
        const drawn = validNumber(s, p);
        const rng = roundNumber(s);
        if (drawn === undefined || !rng) return;
        const deal = firstDealAfterNumber(s, rng);
        for (const w of s.bonus) {
          if (w.number === drawn || placedAfterNumber(w)) continue;
          const collect = settlementsOfWager(s, w).find((x) => x.type === 'collect');
          if (!collect) continue;
          const base = { event: collect.index, seat: w.seat, spot: 'bonus' as const, number: w.number, money: { stake: w.amount } };
          if (collect.index < rng.index) ctx.report({ ...base, messageId: 'beforeNumber', data: { number: w.number, rng: rng.index } });
          else if (deal !== undefined && collect.index > deal) {
            ctx.report({ ...base, messageId: 'afterDeal', data: { number: w.number, deal } });
          }
        }
      },
    };
  },
});

export const noMoreBetsBeforeRng = defineRule({
  id: 'no-more-bets-before-rng',
  article: 'Art. 10-10.15(B)(4)',
  category: 'procedure',
  needs: 'procedures',
  description: {
    es: 'El croupier anuncia "No más apuestas" antes de que el generador muestre el número.',
    en: 'The dealer announces "no more bets" before the generator shows the number.',
  },
  messages: {
    missing: {
      es: 'El generador mostró el número sin que el registro anote el anuncio "No más apuestas" antes; el {article} lo sitúa antes del número.',
      en: 'The generator showed the number with no "no more bets" announcement logged before it; {article} places the announcement before the number.',
    },
    late: {
      es: '"No más apuestas" se anunció después de que el generador mostrara el número (evento {rng}); el {article} sitúa el anuncio antes del número.',
      en: '"No more bets" was announced after the generator showed the number (event {rng}); {article} places the announcement before the number.',
    },
  },
  compile(ctx) {
    return {
      handEnd(s) {
        const rng = roundNumber(s);
        if (s.bonus.length === 0 || !rng) return;
        if (s.noMoreBetsAt === undefined) ctx.report({ messageId: 'missing', event: rng.index });
        else if (s.noMoreBetsAt > rng.index) ctx.report({ messageId: 'late', event: s.noMoreBetsAt, data: { rng: rng.index } });
      },
    };
  },
});
