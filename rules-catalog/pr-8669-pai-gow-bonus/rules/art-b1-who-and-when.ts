// Art. 10-10.15(B)(1): «Antes de activar el generador de números al azar ... al comienzo de la ronda de juego,
//   todo jugador que haya hecho una apuesta en el juego de Pai Gow Poker ... podrá, en dicho momento, hacer la
//   apuesta adicional autorizada en esta Sección. El jugador podrá hacer una apuesta adicional sobre más de un
//   número durante cada ronda de juego.»
import { paigowWagerOf } from '../../../engine/pai-gow/state.js';
import { bonusParams, BONUS_PARAMS } from '../bonus.js';
import { bonusSettlementRule } from '../settlement-rule.js';
import { defineRule } from '../../families/pai-gow/define-rule.js';

export const bonusNeedsPaigowWager = defineRule({
  id: 'bonus-needs-paigow-wager',
  article: 'Art. 10-10.15(B)(1)',
  category: 'procedure',
  params: [...BONUS_PARAMS],
  description: {
    es: 'Solo hace la apuesta adicional el jugador que tiene una apuesta en el juego de Pai Gow Poker.',
    en: 'Only a player with a pai gow poker wager makes the bonus bet.',
  },
  messages: {
    noWager: {
      es: 'Asiento {seat}: apuesta adicional de {stake} al número {number} sin apuesta de Pai Gow {when}; el {article} la reserva al jugador que ha apostado en el juego de Pai Gow Poker.',
      en: 'Seat {seat}: bonus bet of {stake} on number {number} with no pai gow wager {when}; {article} reserves it to a player who has made a pai gow poker wager.',
    },
    otherPlayer: {
      es: 'Asiento {seat}: apuesta adicional de {stake} al número {number} hecha por {player}, pero la apuesta de Pai Gow del asiento es de {owners}; el {article} la reserva al jugador que ha apostado en el juego de Pai Gow Poker.',
      en: 'Seat {seat}: bonus bet of {stake} on number {number} made by {player}, but the seat\'s pai gow wager is {owners}\'s; {article} reserves it to a player who has made a pai gow poker wager.',
    },
  },
  compile(ctx) {
    const p = bonusParams(ctx);
    return {
      handEnd(s) {
        for (const w of s.bonus) {
          const first = w.bets[0]!;
          const pg = paigowWagerOf(s, w.seat);
          const deadline = p.paigowBy === 'bonus-bet' ? first.index : s.rng[0]?.index ?? Infinity;
          const base = { seat: w.seat, spot: 'bonus' as const, number: w.number, money: { stake: w.amount } };
          if (!pg || pg.firstIndex > deadline) {
            ctx.report({
              ...base, messageId: 'noWager', event: first.index, data: { number: w.number },
              dataByLang: p.paigowBy === 'bonus-bet'
                ? { es: { when: 'previa' }, en: { when: 'before it' } }
                : { es: { when: 'antes de activarse el generador' }, en: { when: 'before the generator was activated' } },
            });
            continue;
          }
          const stranger = w.bets.find((b) => b.player !== undefined && pg.players.length > 0 && !pg.players.includes(b.player));
          if (stranger) {
            ctx.report({
              ...base, messageId: 'otherPlayer', event: stranger.index,
              data: { number: w.number, player: stranger.player!, owners: pg.players.join(', ') },
            });
          }
        }
      },
    };
  },
});

export const bonusBeforeRng = defineRule({
  id: 'bonus-before-rng',
  article: 'Art. 10-10.15(B)(1)',
  category: 'procedure',
  params: [...BONUS_PARAMS],
  description: {
    es: 'La apuesta adicional se hace antes de activar el generador de números al azar (y, si se registra, antes de "No más apuestas").',
    en: 'The bonus bet is placed before the random number generator is activated (and, where logged, before "no more bets").',
  },
  messages: {
    afterNumber: {
      es: 'Asiento {seat}: apuesta adicional de {stake} al número {number} hecha después de que el generador mostrara {drawn}; el {article} exige hacerla antes de activarlo. No se juzga como ganadora ni perdedora.',
      en: 'Seat {seat}: bonus bet of {stake} on number {number} placed after the generator showed {drawn}; {article} requires it before the generator is activated. It is not judged as won or lost.',
    },
    afterDeal: {
      es: 'Asiento {seat}: apuesta adicional de {stake} al número {number} hecha después de repartir cartas; el {article} exige hacerla antes de activar el generador, al comienzo de la ronda.',
      en: 'Seat {seat}: bonus bet of {stake} on number {number} placed after cards were dealt; {article} requires it before the generator is activated, at the start of the round.',
    },
    afterNoMoreBets: {
      es: 'Asiento {seat}: apuesta adicional de {stake} al número {number} hecha después de anunciarse "No más apuestas" (evento {closed}); el {article} la admite solo hasta activar el generador, y el anuncio de «No más apuestas» del inciso (B)(4) cierra las apuestas.',
      en: 'Seat {seat}: bonus bet of {stake} on number {number} placed after "no more bets" was announced (event {closed}); {article} admits it only until the generator is activated, and the «no more bets» announcement of (B)(4) closes the betting.',
    },
  },
  compile(ctx) {
    const p = bonusParams(ctx);
    return {
      bet(e, before) {
        if (e.spot !== 'bonus') return;
        const base = { event: e.index, seat: e.seat, spot: 'bonus' as const, number: e.number, money: { stake: e.amount } };
        const drawn = before.rng[0];
        if (drawn) ctx.report({ ...base, messageId: 'afterNumber', data: { number: e.number ?? '', drawn: drawn.value } });
        else if (before.stage === 'dealing') ctx.report({ ...base, messageId: 'afterDeal', data: { number: e.number ?? '' } });
        else if (before.stage === 'closed' && p.closeAt === 'no_more_bets') {
          ctx.report({ ...base, messageId: 'afterNoMoreBets', data: { number: e.number ?? '', closed: before.noMoreBetsAt ?? '' } });
        }
      },
    };
  },
});

// A bonus bet placed after the number shows is void (parameter late_bonus_bet_is_void): handing it back whole is
// its only right settlement, and a payout on it is money the player was not owed (a payout finding, besides
// bonus-before-rng's procedure finding).
export const lateBonusBetVoid = bonusSettlementRule({
  id: 'late-bonus-bet-void',
  article: 'Art. 10-10.15(B)(1)',
  cases: ['void-late', 'late-chips-settled'],
  description: {
    es: 'Una apuesta adicional hecha después de mostrarse el número es nula: se devuelve entera; pagarla o cobrarla mueve dinero sin apuesta. Las fichas añadidas entonces a una apuesta hecha a tiempo también: la apuesta se liquida sobre lo apostado antes.',
    en: 'A bonus bet made after the number shows is void: it is handed back whole; paying or collecting it moves money on no wager. So are chips added then to a bet made in time: the bet is settled on what was staked before.',
  },
  requirement: {
    'void-late': { es: 'devolver entera la apuesta de {stake}, hecha después de mostrarse el número: es nula ({expected})', en: 'the {stake} bet, made after the number showed, handed back whole: it is void ({expected})' },
    'late-chips-settled': {
      es: 'liquidar la apuesta sobre los {stake} apostados antes de mostrarse el número ({expected}); las fichas añadidas después son nulas y se devuelven, no se liquidan con ella',
      en: 'the bet settled on the {stake} staked before the number showed ({expected}); the chips added after it are void and handed back, not settled with it',
    },
  },
});
