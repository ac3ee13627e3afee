// The hand-log format's betting zones (format 1.1, Participants: «`seat:N` — betting zone N, numbered from the
// dealer's left (N = 1..7 unless the table config says more)»), for the catalogs whose text numbers no zones
// (Ruleset.seatsOfTable 'format': Dragon Six, whose Art. 7º speaks of «cada zona de apuesta» without a count;
// Póker Caribeño, Art. 9º likewise; the pai gow bonus, Art. 10-10.15, «cada jugador en la mesa»). A seat beyond
// the table's zones (the posted `seats`, else the format's 7) is a zone the table does not have: an integrity
// finding that cites the format, never an article the text does not have, as shoe continuity is. The hand is
// still audited: its wagers are judged as the log records them. The blackjack catalogs, whose texts number the
// boxes, report it under their own article (Pot Luck Art. 14º bet-on-a-table-box, Marbella's Jugadores
// boxes-limit).
import type { HandEvent, HandRecord, Participant } from '../engine/core/types.js';
import type { Ruleset } from '../rules-catalog/framework/types.js';
import type { Finding } from './findings.js';
import { formatCheckFinding } from './input-findings.js';
import { wordsFor } from '../engine/core/words.js';

/** The format's zones when the table posts none. */
export const FORMAT_ZONES = 7;

function seatOf(p: Participant | undefined): number | undefined {
  return p !== undefined && p.kind === 'seat' ? p.seat : undefined;
}

/** The seats an event names: its own `seat`, and a participant (`to`, `by`, `participant`) that is a seat. */
function seatsNamed(e: HandEvent): (number | undefined)[] {
  switch (e.type) {
    case 'deal':
    case 'reveal':
      return [seatOf(e.to)];
    case 'procedure':
      return [seatOf(e.by), seatOf(e.participant)];
    case 'rng':
    case 'commission':
      return [];
    default:
      return [e.seat];
  }
}

export function checkSeatsOfTable(hand: HandRecord, ruleset: Ruleset, findings: Finding[]): void {
  const posted = hand.table.seats;
  const zones = posted ?? FORMAT_ZONES;
  let reported: Set<number> | undefined;
  for (const e of hand.events) {
    for (const seat of seatsNamed(e)) {
      if (seat === undefined || seat <= zones || reported?.has(seat)) continue;
      (reported ??= new Set()).add(seat);
      const zonesText = posted === undefined
        ? { es: `no publica sus zonas (seats) y el formato del registro numera ${zones}`, en: `it posts no number of zones (seats), and the log format numbers ${zones}` }
        : { es: `publica ${zones} ${zones === 1 ? 'zona' : 'zonas'}`, en: `it posts ${zones} ${zones === 1 ? 'zone' : 'zones'}` };
      // The place in the catalog's word (the regulation's «zona de apuesta» at Caribbean Stud and Dragon Six).
      const [es, en] = [wordsFor('es', ruleset.articles.words).seat.the, wordsFor('en', ruleset.articles.words).seat.the];
      findings.push(formatCheckFinding(hand, ruleset.id, 'seat-beyond-table', {
        es: `El registro nombra ${es} ${seat}, pero la mesa ${hand.table_id} no tiene zona de apuesta ${seat}: ${zonesText.es} (formato del registro, participantes; el reglamento no numera las zonas). La mano se audita tal como se registró.`,
        en: `The log names ${en} ${seat}, but table ${hand.table_id} has no betting zone ${seat}: ${zonesText.en} (the log format's participants; the rules do not number the zones). The hand is audited as recorded.`,
      }, e.index, seat));
    }
  }
}
