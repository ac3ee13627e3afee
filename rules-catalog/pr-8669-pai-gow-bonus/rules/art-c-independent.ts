// Art. 10-10.15(C): «Toda apuesta adicional hecha de conformidad con esta Sección no tendrá relación alguna con
//   las demás apuestas hechas por el jugador en el juego de Pai Gow Poker.»
import { roundNumber } from '../../../engine/pai-gow/state.js';
import { defineRule } from '../../families/pai-gow/define-rule.js';

const KIND = {
  payout: { es: 'un pago', en: 'a payout' },
  collect: { es: 'un cobro', en: 'a collection' },
  return: { es: 'una devolución', en: 'a return' },
} as const;

export const bonusIndependent = defineRule({
  id: 'bonus-independent-of-paigow',
  article: 'Art. 10-10.15(C)',
  category: 'procedure',
  description: {
    es: 'La liquidación de la apuesta adicional no mueve la apuesta de Pai Gow: esta solo se liquida con las cartas.',
    en: 'Settling the bonus bet does not move the pai gow wager: that is settled only by the cards.',
  },
  messages: {
    withBonus: {
      es: 'Asiento {seat}: {kind} de {amount} en la apuesta de Pai Gow {when}; el {article} no da a la apuesta adicional relación alguna con las demás apuestas del jugador.',
      en: 'Seat {seat}: {kind} of {amount} on the pai gow wager {when}; {article} gives the bonus bet no relation to the player\'s other wagers.',
    },
  },
  compile(ctx) {
    return {
      handEnd(s) {
        const rng = roundNumber(s);
        const bonusIdx = s.settlements.filter((x) => x.spot === 'bonus').map((x) => x.index);
        const windowEnd = s.firstDealAt ?? (bonusIdx.length ? Math.max(...bonusIdx) : -1);
        for (const x of s.settlements) {
          if (x.spot !== 'paigow' || x.type === 'commission') continue;
          const named = x.number !== undefined;
          // «las demás apuestas hechas por el jugador»: only a seat that made a bonus bet has a pai gow wager the
          // bonus settlement could move; another seat's pai gow settlement in that window is out of scope.
          const hasBonus = s.bonus.some((w) => w.seat === x.seat);
          const inWindow = hasBonus && rng !== undefined && x.index > rng.index && x.index < windowEnd;
          if (!named && !inWindow) continue;
          const kind = KIND[x.type];
          const when = named
            ? { es: `que nombra la apuesta adicional al número ${x.number}`, en: `naming the bonus bet on number ${x.number}` }
            : { es: 'durante la liquidación de las apuestas adicionales, antes de repartir las cartas', en: 'during the bonus settlement, before the cards were dealt' };
          ctx.report({
            messageId: 'withBonus', event: x.index, seat: x.seat, spot: 'paigow',
            money: { amount: x.amount },
            dataByLang: { es: { kind: kind.es, when: when.es }, en: { kind: kind.en, when: when.en } },
          });
        }
      },
    };
  },
});
