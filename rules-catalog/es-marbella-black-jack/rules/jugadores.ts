// Jugadores «El número de jugadores a los que se permite participar en el juego debe coincidir con el
// número de plazas de apuestas marcadas en el tapete, cuya cifra máxima es de 7. Así mismo, podrán apostar
// sobre la mano de cualquier otro jugador, los jugadores que estén de pie, con el consentimiento de aquél y
// dentro de los límites de las apuestas máximas; sin embargo, no pueden dar al jugador consejo o
// instrucciones, debiendo aceptar sus iniciativas.»
import { seatOf } from '../../../engine/blackjack/state.js';
import type { Money } from '../../../engine/core/money.js';
import { defineRule } from '../../families/blackjack/define-rule.js';
import { behindPlace } from '../../framework/behind-place.js';

export const boxesLimit = defineRule({
  id: 'boxes-limit',
  article: 'Jugadores',
  category: 'procedure',
  params: ['max_boxes'],
  description: {
    es: 'Se juega en las casillas marcadas en el tapete: las que publica la mesa, nunca más de 7.',
    en: 'Play is on the boxes marked on the layout: those the table posts, never more than 7.',
  },
  messages: {
    seatBeyond: {
      es: 'Apuesta en el asiento {seat}; el tapete tiene {boxes} {boxes|casilla|casillas} ({article}).',
      en: 'A bet on seat {seat}; the layout has {boxes} {boxes|box|boxes} ({article}).',
    },
    tableOver: {
      es: 'La mesa {table} publica {seats} {seats|casilla|casillas}; el {article} permite como máximo {max}.',
      en: 'Table {table} posts {seats} {seats|box|boxes}; {article} allows at most {max}.',
    },
  },
  compile(ctx) {
    const max = ctx.param<number>('max_boxes');
    // The hand's table's posted boxes, read at each hand's start.
    let posted: number | undefined;
    let boxes = max;
    const reported = new Set<number>();
    return {
      handStart() {
        posted = ctx.table.seats;
        boxes = posted === undefined ? max : Math.min(posted, max);
        reported.clear();
      },
      bet(e) {
        if (e.seat <= boxes || reported.has(e.seat)) return;
        reported.add(e.seat);
        ctx.report({ messageId: 'seatBeyond', event: e.index, seat: e.seat, data: { boxes } });
      },
      handEnd() {
        // A table's posting is one fact, not one per hand: judged when it first shows and again when the table posts
        // another number (it was once per table and run: 9 boxes, then 10, and the 10 was never reported). Only a
        // posting over the maximum is kept; a sound one keeps nothing. The key is the hand's own table_id string.
        const key = ctx.hand.table_id;
        if (posted === undefined || posted <= max) {
          ctx.runState.delete(key);
          return;
        }
        if (ctx.runState.get(key) === posted) return;
        ctx.runState.set(key, posted);
        ctx.report({ messageId: 'tableOver', data: { table: ctx.hand.table_id, seats: posted, max } });
      },
    };
  },
});

export const behindBetLimit = defineRule({
  id: 'behind-bet-limit',
  article: 'Jugadores',
  category: 'procedure',
  params: ['behind_limit'],
  description: {
    es: 'Se apuesta detrás de la casilla de otro jugador, y dentro del máximo de la mesa.',
    en: 'Bets behind go on another player\'s box, within the table maximum.',
  },
  messages: {
    overMax: {
      es: 'El asiento {seat} acumula {total} (casilla y apuestas de detrás); el máximo de la mesa es {max} ({article}).',
      en: 'Seat {seat} holds {total} (the box and the bets behind it); the table maximum is {max} ({article}).',
    },
    overMaxEach: {
      es: 'Apuesta de {amount} detrás del asiento {seat}; el máximo de la mesa es {max} ({article}).',
      en: 'A bet of {amount} behind seat {seat}; the table maximum is {max} ({article}).',
    },
    noBox: {
      es: 'Apuesta detrás del asiento {seat}, que no tiene apuesta propia: no hay mano de otro jugador sobre la que apostar ({article}).',
      en: 'A bet behind seat {seat}, which holds no bet of its own: there is no other player\'s hand to bet on ({article}).',
    },
  },
  compile(ctx) {
    const mode = ctx.param<'box_total' | 'each_bet'>('behind_limit');
    let max: Money | undefined;
    const firstBehind = new Map<number, number>();
    const reported = new Set<number>();
    return {
      handStart() {
        max = ctx.table.max_bet;
        firstBehind.clear();
        reported.clear();
      },
      bet(e, _before, after) {
        if (e.spot !== 'main') return;
        if (e.behind && !firstBehind.has(e.seat)) firstBehind.set(e.seat, e.index);
        if (max === undefined || reported.has(e.seat)) return;
        if (mode === 'each_bet') {
          // Each player's bet behind the box within the maximum on its own (the box's own bet: box-bet-limit).
          if (!e.behind) return;
          const mine = seatOf(after, e.seat)!.bets.filter((b) => b.spot === 'main' && b.behind && b.player === e.player);
          const amount = mine.reduce((a, b) => a + b.amount, 0) as Money;
          if (amount > max) {
            reported.add(e.seat);
            ctx.report({ messageId: 'overMaxEach', event: e.index, seat: e.seat, ...behindPlace(true, e.player), money: { amount, max } });
          }
          return;
        }
        const seat = seatOf(after, e.seat)!;
        const total = (seat.main + seat.behind) as Money;
        if (seat.behind > 0 && total > max) {
          reported.add(e.seat);
          ctx.report({ messageId: 'overMax', event: e.index, seat: e.seat, money: { total, max } });
        }
      },
      handEnd(state) {
        for (const [seat, at] of firstBehind) {
          const s = seatOf(state, seat);
          if ((s?.hands.length ?? 0) > 0) continue;
          // Whose, where one player's bets are all the bets behind the box (several: the finding is on them all).
          const players = new Set((s?.bets ?? []).filter((b) => b.spot === 'main' && b.behind).map((b) => b.player));
          ctx.report({ messageId: 'noBox', event: at, seat, ...behindPlace(true, players.size === 1 ? [...players][0] : undefined) });
        }
      },
    };
  },
});

export const boxBetLimit = defineRule({
  id: 'box-bet-limit',
  article: 'Jugadores',
  category: 'procedure',
  description: {
    es: 'La apuesta propia de cada casilla, dentro del máximo de la mesa (como cada apuesta de detrás).',
    en: 'Each box\'s own bet within the table maximum (as each bet behind it).',
  },
  messages: {
    overMax: {
      es: 'La casilla del asiento {seat} apuesta {amount}; el máximo de la mesa es {max} ({article}).',
      en: 'Seat {seat}\'s box bets {amount}; the table maximum is {max} ({article}).',
    },
  },
  compile(ctx) {
    let max: Money | undefined;
    const reported = new Set<number>();
    return {
      handStart() {
        max = ctx.table.max_bet;
        reported.clear();
      },
      bet(e, _before, after) {
        if (e.spot !== 'main' || e.behind || max === undefined || reported.has(e.seat)) return;
        const own = seatOf(after, e.seat)!.main;
        if (own <= max) return;
        reported.add(e.seat);
        ctx.report({ messageId: 'overMax', event: e.index, seat: e.seat, money: { amount: own, max } });
      },
    };
  },
});

/** The box's own play, which a player behind must leave to the seated player, in words. */
const BOX_DECISIONS: Record<string, { es: string; en: string }> = {
  hit: { es: 'pedir carta', en: 'hit' },
  stand: { es: 'plantarse', en: 'stand' },
  double: { es: 'doblar', en: 'double' },
  split: { es: 'separar', en: 'split' },
  surrender: { es: 'retirarse', en: 'surrender' },
  even_money: { es: 'tomar el pago simple', en: 'even money' },
};

export const behindNoDecisions = defineRule({
  id: 'behind-no-decisions',
  article: 'Jugadores',
  category: 'procedure',
  description: {
    es: 'Quien apuesta detrás de una casilla no toma las decisiones de su juego.',
    en: 'A player betting behind a box does not make the box\'s decisions.',
  },
  messages: {
    decided: {
      es: 'La decisión de {action} del asiento {seat} la tomó {player}, que apuesta detrás de la casilla; debe aceptar las iniciativas del jugador ({article}).',
      en: 'Seat {seat}\'s decision to {action} was made by {player}, who bets behind the box and must accept the player\'s decisions ({article}).',
    },
  },
  compile(ctx) {
    const box = new Map<number, Set<string>>();
    const behind = new Map<number, Set<string>>();
    const note = (m: Map<number, Set<string>>, seat: number, player: string) => {
      let s = m.get(seat);
      if (!s) m.set(seat, (s = new Set()));
      s.add(player);
    };
    return {
      handStart() {
        box.clear();
        behind.clear();
      },
      bet(e) {
        if (e.spot !== 'main' || e.player === undefined) return;
        note(e.behind ? behind : box, e.seat, e.player);
      },
      decision(e) {
        const words = BOX_DECISIONS[e.action];
        if (e.player === undefined || !words) return;
        if (!behind.get(e.seat)?.has(e.player) || box.get(e.seat)?.has(e.player)) return;
        ctx.report({
          messageId: 'decided', event: e.index, seat: e.seat, hand: e.hand ?? 1, ...behindPlace(true, e.player),
          data: { player: e.player }, dataByLang: { es: { action: words.es }, en: { action: words.en } },
        });
      },
    };
  },
});
