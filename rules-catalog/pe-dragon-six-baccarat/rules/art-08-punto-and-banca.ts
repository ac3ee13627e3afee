// Art. 8º «Los jugadores podran apostar a la Banca y al Empate o al Punto y al Empate en una misma
//   partida.» Punto and Banca together is not among the allowed combinations (parameter
//   punto_and_banca_together). By zone (Art. 7º: a zone counts as one player) and by identified player.
//   The article lists what a player may combine and forbids nothing in words: the bet is reported as a
//   procedure the text does not allow, a warning by default (parameter punto_and_banca_severity).
import type { Severity } from '../../framework/types.js';
import type { BacBet } from '../../../engine/baccarat/state.js';
import { defineRule } from '../../families/baccarat/define-rule.js';

export default defineRule({
  id: 'no-punto-and-banca',
  article: 'Art. 8º',
  category: 'procedure',
  params: ['punto_and_banca_together', 'punto_and_banca_severity'],
  description: {
    es: 'En una misma partida se puede combinar Banca y Empate o Punto y Empate, no Punto y Banca.',
    en: 'In one game Banca and Tie, or Punto and Tie, may be combined; not Punto and Banca.',
  },
  messages: {
    zone: {
      es: 'Zona {seat}: apuestas al Punto (evento {puntoAt}) y a la Banca (evento {bancaAt}) en la misma partida; el {article} solo permite combinar Banca y Empate o Punto y Empate.',
      en: 'Zone {seat}: bets on Punto (event {puntoAt}) and Banca (event {bancaAt}) in the same game; {article} only allows Banca with Tie or Punto with Tie.',
    },
    player: {
      es: 'El jugador {player} apostó al Punto (evento {puntoAt}) y a la Banca (evento {bancaAt}) en la misma partida; el {article} solo permite combinar Banca y Empate o Punto y Empate.',
      en: 'Player {player} bet on Punto (event {puntoAt}) and Banca (event {bancaAt}) in the same game; {article} only allows Banca with Tie or Punto with Tie.',
    },
  },
  compile(ctx) {
    const allowed = ctx.param<boolean>('punto_and_banca_together');
    const severity = ctx.param<Severity>('punto_and_banca_severity');
    if (severity !== 'warning' && severity !== 'error') throw new Error('punto_and_banca_severity: "warning" or "error"');
    return {
      handEnd(state) {
        if (allowed) return;
        // A pair needs a bet on Punto and one on Banca: a hand without both has none (most hands).
        if (!state.bets.some((b) => b.spot === 'player') || !state.bets.some((b) => b.spot === 'banker')) return;
        const seats = [...new Set(state.bets.map((b) => b.seat))].sort((a, b) => a - b);
        for (const seat of seats) {
          const pair = firstPair(state.bets.filter((b) => b.seat === seat));
          if (pair) ctx.report({ messageId: 'zone', event: pair.later, seat, severity, data: pair.data });
        }
        // The players named, in order of their first bet: a set filled by a loop (flatMap made a list per bet; perf20).
        const players = new Set<string>();
        for (const b of state.bets) if (b.player !== undefined) players.add(b.player);
        for (const player of players) {
          const mine = state.bets.filter((b) => b.player === player);
          const pair = firstPair(mine);
          // The same zone is already reported above.
          if (!pair || pair.punto.seat === pair.banca.seat) continue;
          ctx.report({ messageId: 'player', event: pair.later, severity, seat: state.bets.find((b) => b.index === pair.later)!.seat, data: { ...pair.data, player } });
        }
      },
    };
  },
});

function firstPair(bets: readonly BacBet[]) {
  const punto = bets.find((b) => b.spot === 'player');
  const banca = bets.find((b) => b.spot === 'banker');
  if (!punto || !banca) return undefined;
  return { punto, banca, later: Math.max(punto.index, banca.index), data: { puntoAt: punto.index, bancaAt: banca.index } };
}
