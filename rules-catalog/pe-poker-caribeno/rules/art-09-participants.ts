// Art. 9º «Para el desarrollo de una partida debe existir cuando menos un jugador. ... a.- No puede haber más de
// un jugador participando en cada zona de apuesta. b.- Un jugador no puede participar en dos o más zonas de
// apuesta aun cuando éstas se encuentren desocupadas. ... e.- Para participar los jugadores deben colocar el
// ante. Las apuestas se harán sólo con fichas. f.- Los jugadores deberán efectuar sus apuestas de acuerdo a los
// límites establecidos por la sala de juego.»
// (c., staying at the table, and the talk of d. are not in a log; a player's card turned face up before the
// dealer shows his, the other half of d., is: players-do-not-show-cards.)
import { cardGlyph } from '../../../engine/core/cards.js';
import type { Money } from '../../../engine/core/money.js';
import { seatsInHand } from '../../../engine/caribbean/state.js';
import type { Report } from '../../framework/types.js';
import { anteStakes } from './judge-wagers.js';
import { defineRule } from '../../families/caribbean/define-rule.js';
import { settlementRule } from './settlement-rule-factory.js';
import { seatIn } from '../../../engine/core/fold-lists.js';
import { behindPlace } from '../../framework/behind-place.js';

export const atLeastOnePlayer = defineRule({
  id: 'at-least-one-player',
  article: 'Art. 9º',
  category: 'procedure',
  description: { es: 'Una partida necesita al menos un jugador.', en: 'A game needs at least one player.' },
  messages: {
    noPlayer: {
      es: 'Se repartieron cartas sin ningún jugador en la mesa (ningún ante ni carta a una zona de apuesta); el {article} exige cuando menos un jugador.',
      en: 'Cards were dealt with no player at the table (no ante and no card to a betting zone); {article} requires at least one player.',
    },
  },
  compile(ctx) {
    return {
      handEnd(state) {
        if (state.firstDealAt === undefined || seatsInHand(state).length > 0) return;
        ctx.report({ messageId: 'noPlayer', event: state.firstDealAt });
      },
    };
  },
});

export const onePlayerPerZone = defineRule({
  id: 'one-player-per-zone',
  article: 'Art. 9º',
  category: 'procedure',
  description: {
    es: 'No puede haber más de un jugador en cada zona de apuesta (ni apuestas de otro detrás de la zona).',
    en: 'No more than one player per betting zone (nor another person\'s bet behind the zone).',
  },
  messages: {
    secondPlayer: {
      es: 'Zona {seat}: el jugador {player} apuesta donde ya apostó {other} (evento {otherEvent}); el {article} a no admite más de un jugador en cada zona de apuesta.',
      en: 'Zone {seat}: player {player} bets where {other} already bet (event {otherEvent}); {article} a allows no more than one player in each betting zone.',
    },
    behind: {
      es: 'Zona {seat}: una apuesta detrás de la zona{byWhom} es un segundo jugador en ella; el {article} a no admite más de un jugador en cada zona de apuesta.',
      en: 'Zone {seat}: a bet behind the zone{byWhom} is a second player in it; {article} a allows no more than one player in each betting zone.',
    },
  },
  compile(ctx) {
    return {
      bet(e, before) {
        if (e.behind) {
          ctx.report({
            messageId: 'behind', event: e.index, seat: e.seat, ...behindPlace(true, e.player),
            dataByLang: { es: { byWhom: e.player ? ` (de ${e.player})` : '' }, en: { byWhom: e.player ? ` (by ${e.player})` : '' } },
          });
          return;
        }
        if (e.player === undefined) return;
        const other = seatIn(before.seats, e.seat)?.antes.find((a) => a.player !== undefined && a.player !== e.player);
        if (!other) return;
        ctx.report({ messageId: 'secondPlayer', event: e.index, seat: e.seat, data: { player: e.player, other: other.player!, otherEvent: other.index } });
      },
    };
  },
});

export const oneZonePerPlayer = defineRule({
  id: 'one-zone-per-player',
  article: 'Art. 9º',
  category: 'procedure',
  description: {
    es: 'Un jugador no puede participar en dos o más zonas de apuesta.',
    en: 'A player may not take part in two or more betting zones.',
  },
  messages: {
    secondZone: {
      es: 'El jugador {player} apuesta en la zona {seat} y ya participa en la zona {otherSeat} (evento {otherEvent}); el {article} b no le permite participar en dos o más zonas de apuesta.',
      en: 'Player {player} bets on zone {seat} and already takes part in zone {otherSeat} (event {otherEvent}); {article} b does not let a player take part in two or more betting zones.',
    },
  },
  compile(ctx) {
    return {
      bet(e, before) {
        if (e.player === undefined) return;
        for (const s of before.seats) {
          if (s.seat === e.seat) continue;
          const other = [...s.antes, ...s.behind].find((a) => a.player === e.player);
          if (!other) continue;
          ctx.report({ messageId: 'secondZone', event: e.index, seat: e.seat, data: { player: e.player, otherSeat: s.seat, otherEvent: other.index } });
          return;
        }
      },
    };
  },
});

export const anteBeforeCards = defineRule({
  id: 'ante-before-cards',
  article: 'Art. 9º',
  category: 'procedure',
  description: { es: 'Para participar, el jugador debe colocar el ante.', en: 'To take part, a player must place the ante.' },
  messages: {
    noAnte: {
      es: 'Zona {seat}: recibió cartas sin haber colocado el ante; para participar, el {article} e exige colocarlo.',
      en: 'Zone {seat}: received cards without an ante placed; to take part, {article} e requires placing it.',
    },
  },
  compile(ctx) {
    return {
      deal(e, before) {
        if (e.to.kind !== 'seat') return;
        const seat = seatIn(before.seats, e.to.seat);
        if (seat && (seat.ante > 0 || seat.cards.length > 0)) return;
        ctx.report({ messageId: 'noAnte', event: e.index, seat: e.to.seat });
      },
    };
  },
});

export const chipsOnly = defineRule({
  id: 'chips-only',
  article: 'Art. 9º',
  category: 'procedure',
  description: { es: 'Las apuestas se hacen solo con fichas.', en: 'Bets are made with chips only.' },
  messages: {
    notChips: {
      es: 'Zona {seat}: ante de {amount} apostado {medium}, no con fichas; el {article} e exige apostar solo con fichas.',
      en: 'Zone {seat}: ante of {amount} placed {medium}, not in chips; {article} e requires bets in chips only.',
    },
  },
  compile(ctx) {
    return {
      bet(e) {
        if (e.medium === 'chips') return;
        ctx.report({
          messageId: 'notChips', event: e.index, seat: e.seat, money: { amount: e.amount },
          dataByLang: {
            es: { medium: e.medium === 'cash' ? 'en efectivo' : 'de palabra' },
            en: { medium: e.medium === 'cash' ? 'in cash' : 'verbally' },
          },
        });
      },
    };
  },
});

export const betsWithinLimits = defineRule({
  id: 'bets-within-limits',
  article: 'Art. 9º',
  category: 'procedure',
  params: ['limits_apply_to'],
  description: {
    es: 'Las apuestas respetan los límites publicados por la sala (min_bet, max_bet).',
    en: 'Wagers keep to the limits the room posts (min_bet, max_bet).',
  },
  messages: {
    outside: {
      es: 'Zona {seat}: {wager} de {amount}, fuera de los límites publicados ({limits}); el {article} f exige apostar dentro de los límites de la sala.',
      en: 'Zone {seat}: {wager} of {amount}, outside the posted limits ({limits}); {article} f requires bets within the room\'s limits.',
    },
  },
  compile(ctx) {
    const scope = ctx.param<'ante' | 'all'>('limits_apply_to');
    // The hand's table's posted limits, read at each hand's start.
    let min: Money | undefined;
    let max: Money | undefined;
    const limits = (lang: 'es' | 'en') => [
      min !== undefined ? `${lang === 'es' ? 'mínimo' : 'minimum'} ${ctx.amount(min)}` : '',
      max !== undefined ? `${lang === 'es' ? 'máximo' : 'maximum'} ${ctx.amount(max)}` : '',
    ].filter(Boolean).join(', ');
    const check = (amount: Money, base: Omit<Report, 'messageId'>, wager: { es: string; en: string }) => {
      if ((min === undefined || amount >= min) && (max === undefined || amount <= max)) return;
      ctx.report({
        ...base, messageId: 'outside', money: { amount },
        dataByLang: { es: { wager: wager.es, limits: limits('es') }, en: { wager: wager.en, limits: limits('en') } },
      });
    };
    return {
      handStart() {
        ({ min_bet: min, max_bet: max } = ctx.table);
      },
      handEnd(state) {
        if (min === undefined && max === undefined) return;
        for (const seat of state.seats) {
          // The ante placed before the deal: chips added after it are no wager (no-ante-after-deal reports them).
          const { lawful, lateAntes } = anteStakes(state, seat);
          const last = seat.antes.filter((a) => !lateAntes.includes(a)).pop();
          if (last) check(lawful, { event: last.index, seat: seat.seat, spot: 'ante' }, { es: 'ante', en: 'ante' });
          if (scope === 'all' && seat.decision?.action === 'bet') {
            check(seat.bet, { event: seat.decision.index, seat: seat.seat, spot: 'bet' }, { es: 'bet', en: 'bet' });
          }
        }
      },
    };
  },
});

// Art. 9º e «Para participar los jugadores deben colocar el ante»: a zone with no ante takes no part, so money
// paid, collected or handed back on its spots is settled on no wager (judge-wagers.ts, case no-ante), reported
// against zero beside ante-before-cards' procedure finding, which carries no money.
export const settledWithoutAnte = settlementRule({
  id: 'settled-without-ante',
  article: 'Art. 9º',
  cases: ['no-ante'],
  message: {
    es: 'Zona {seat}, {spotName} ({situation}): la mesa {actualText}; el {article} e exige {requirement}; {owed}.',
    en: 'Zone {seat}, {spotName} ({situation}): the table settled {actualText}; {article} e requires {requirement}; {owed}.',
  },
  description: {
    es: 'Sin ante la zona no participa: nada de lo que hay en ella se paga ni se cobra, y lo que puso en la mesa se le devuelve.',
    en: 'Without an ante a zone takes no part: nothing on it is paid or collected, and whatever it put on the layout is handed back.',
  },
  requirement: {
    'no-ante': {
      es: 'el ante para participar: sin él nada se paga ni se cobra en la zona, y lo que puso en la mesa se le devuelve ({expected})',
      en: 'an ante to take part: without one nothing is paid or collected on the zone, and whatever it put on the layout is handed back ({expected})',
    },
  },
});

// Art. 9º d «Los jugadores no pueden ... mostrar sus cartas a los demás»: a player's card turned face up (a reveal
// to the zone) while the dealer has not begun to show his own is a card shown to the table before the comparison
// (an interpretation: the log does not say who turned it; at the comparison, after the dealer's reveal, the hands
// are shown as Art. 11º's comparison requires).
export const playersDoNotShowCards = defineRule({
  id: 'players-do-not-show-cards',
  article: 'Art. 9º',
  category: 'procedure',
  description: {
    es: 'Los jugadores no pueden mostrar sus cartas a los demás: ninguna carta de un jugador se descubre antes de que el dealer descubra las suyas.',
    en: 'Players may not show their cards to the others: no player\'s card is turned face up before the dealer turns his own.',
  },
  messages: {
    shown: {
      es: 'Zona {seat}: su carta {card} se descubrió antes de que el dealer descubriera las suyas; los jugadores no pueden mostrar sus cartas a los demás ({article} d).',
      en: 'Zone {seat}: its card {card} was turned face up before the dealer turned his own; players may not show their cards to the others ({article} d).',
    },
  },
  compile(ctx) {
    return {
      reveal(e, before) {
        if (e.to.kind !== 'seat' || before.dealerRevealStartedAt !== undefined) return;
        ctx.report({ messageId: 'shown', event: e.index, seat: e.to.seat, data: { card: cardGlyph(e.card) } });
      },
    };
  },
});
