// Art. 7º «a.- No puede haber mas de un jugador participando en cada [zona] de apuesta, sin embargo,
//   cuando todas las zonas de apuesta se encuentren ocupadas y si el explotador lo permite, cualquier
//   otro usuario podra participar en la partida adhiriendose a un jugador.»
// Zones: the table's seats, else parameter betting_zones; a zone is occupied when it holds a bet of its
// own (not behind). Whether the house allows betting behind: parameter betting_behind_allowed.
import { defineRule } from '../../families/baccarat/define-rule.js';
import { behindPlace } from '../../framework/behind-place.js';

export default defineRule({
  id: 'one-player-per-zone',
  article: 'Art. 7º',
  category: 'procedure',
  params: ['betting_zones', 'betting_behind_allowed'],
  description: {
    es: 'Un solo jugador por zona de apuesta; apostar detrás de otro jugador solo cuando todas las zonas están ocupadas y la sala lo permite.',
    en: 'One player per betting zone; betting behind another player only when every zone is occupied and the house allows it.',
  },
  messages: {
    'second-player': {
      es: 'Zona {seat}: apuesta de {player} en la zona donde ya apuesta {first}; el {article} a admite un solo jugador por zona.',
      en: 'Zone {seat}: a bet by {player} on the zone where {first} already bets; {article} a allows one player per zone.',
    },
    'behind-free-zone': {
      es: 'Zona {seat}: apuesta detrás de otro jugador con solo {occupied} de {zones} {zones|zona ocupada|zonas ocupadas}; el {article} a lo permite cuando todas están ocupadas.',
      en: 'Zone {seat}: a bet behind another player with only {occupied} of {zones} {zones|zone|zones} occupied; {article} a allows it when all are occupied.',
    },
    'behind-not-allowed': {
      es: 'Zona {seat}: apuesta detrás de otro jugador, que esta sala no permite; el {article} a solo la admite «si el explotador lo permite».',
      en: 'Zone {seat}: a bet behind another player, which this house does not allow; {article} a admits it only «if the operator allows it».',
    },
  },
  compile(ctx) {
    const catalogZones = ctx.param<number>('betting_zones');
    const behindAllowed = ctx.param<boolean>('betting_behind_allowed');
    return {
      handEnd(state) {
        const zones = ctx.table.seats ?? catalogZones;
        const firstPlayer = new Map<number, string>();
        const reported = new Set<string>();
        for (const b of state.bets) {
          if (b.behind || b.player === undefined) continue;
          const first = firstPlayer.get(b.seat);
          if (first === undefined) firstPlayer.set(b.seat, b.player);
          else if (first !== b.player && !reported.has(`${b.seat}|${b.player}`)) {
            reported.add(`${b.seat}|${b.player}`);
            ctx.report({ messageId: 'second-player', event: b.index, seat: b.seat, data: { player: b.player, first } });
          }
        }
        // The zones occupied, counted where a bet behind is judged (few hands hold one).
        let occupied = -1;
        for (const b of state.bets) {
          if (!b.behind) continue;
          if (occupied < 0) occupied = new Set(state.bets.filter((x) => !x.behind).map((x) => x.seat)).size;
          if (!behindAllowed) ctx.report({ messageId: 'behind-not-allowed', event: b.index, seat: b.seat, ...behindPlace(true, b.player) });
          else if (occupied < zones) ctx.report({ messageId: 'behind-free-zone', event: b.index, seat: b.seat, ...behindPlace(true, b.player), data: { occupied, zones } });
        }
      },
    };
  },
});
