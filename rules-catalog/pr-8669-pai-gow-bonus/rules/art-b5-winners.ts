// Art. 10-10.15(B)(5): «Cualesquiera apuestas adicionales ganadoras se pagarán inmediatamente después de recoger
//   todas las apuestas adicionales perdedoras, y antes de repartir cualquier carta a los jugadores en la mesa.»
import { roundNumber, settlementsOfWager } from '../../../engine/pai-gow/state.js';
import { bonusParams, firstDealAfterNumber, placedAfterNumber, validNumber, BONUS_PARAMS } from '../bonus.js';
import { bonusSettlementRule } from '../settlement-rule.js';
import { defineRule } from '../../families/pai-gow/define-rule.js';

export const winnersPaid = bonusSettlementRule({
  id: 'winners-paid',
  article: 'Art. 10-10.15(B)(5)',
  cases: ['win-unpaid'],
  description: {
    es: 'Toda apuesta adicional ganadora se paga.',
    en: 'Every winning bonus bet is paid.',
  },
  requirement: {
    'win-unpaid': { es: 'pagar la ganadora: {ratio} a 1 sobre {stake}, redondeado = {expected}', en: 'the winner paid: {ratio} to 1 on {stake}, rounded = {expected}' },
  },
});

export const winnersPaidInOrder = defineRule({
  id: 'winners-paid-after-losers-before-deal',
  article: 'Art. 10-10.15(B)(5)',
  category: 'procedure',
  params: [...BONUS_PARAMS],
  description: {
    es: 'Las ganadoras se pagan justo después de recoger todas las perdedoras y antes de repartir carta alguna.',
    en: 'Winners are paid right after every losing bet is collected and before any card is dealt.',
  },
  messages: {
    beforeNumber: {
      es: 'Asiento {seat}: la apuesta adicional de {stake} al número {number} se pagó antes de que el generador mostrara el número (evento {rng}); el {article} manda pagar las ganadoras después de recoger las perdedoras.',
      en: 'Seat {seat}: the bonus bet of {stake} on number {number} was paid before the generator showed the number (event {rng}); {article} has winners paid after the losing bets are collected.',
    },
    beforeLosers: {
      es: 'Asiento {seat}: la ganadora de {stake} al número {number} se pagó antes de recoger todas las perdedoras (se recogió una en el evento {collect}); el {article} manda pagarla después.',
      en: 'Seat {seat}: the winning bet of {stake} on number {number} was paid before every losing bet was collected (one was collected at event {collect}); {article} has it paid after.',
    },
    afterDeal: {
      es: 'Asiento {seat}: la ganadora de {stake} al número {number} se pagó después de repartir cartas (desde el evento {deal}); el {article} manda pagarla antes de repartir carta alguna.',
      en: 'Seat {seat}: the winning bet of {stake} on number {number} was paid after cards were dealt (from event {deal}); {article} has it paid before any card is dealt.',
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
        const judged = s.bonus.filter((w) => !placedAfterNumber(w));
        const loserCollects = judged
          .filter((w) => w.number !== drawn)
          .map((w) => settlementsOfWager(s, w).find((x) => x.type === 'collect')?.index)
          .filter((i): i is number => i !== undefined);
        for (const w of judged) {
          if (w.number !== drawn) continue;
          for (const pay of settlementsOfWager(s, w).filter((x) => x.type === 'payout')) {
            const base = { event: pay.index, seat: w.seat, spot: 'bonus' as const, number: w.number, money: { stake: w.amount } };
            const laterCollect = loserCollects.filter((i) => i > pay.index);
            if (pay.index < rng.index) ctx.report({ ...base, messageId: 'beforeNumber', data: { number: w.number, rng: rng.index } });
            else if (deal !== undefined && pay.index > deal) {
              ctx.report({ ...base, messageId: 'afterDeal', data: { number: w.number, deal } });
            } else if (laterCollect.length > 0) {
              ctx.report({ ...base, messageId: 'beforeLosers', data: { number: w.number, collect: Math.max(...laterCollect) } });
            }
          }
        }
      },
    };
  },
});
