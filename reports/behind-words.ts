import type { Lang } from '../engine/core/engine-types.js';
import { WORDS } from '../engine/core/words.js';
import type { SeatWords } from '../engine/core/words.js';

/**
 * A bet behind a box in the words every report names it: "the bet behind the box (P2)" / "apuesta de detrás de la
 * casilla (P2)", without the player where the log names none; at a catalog whose places are zones (its `seat` words:
 * Póker Caribeño, Dragon Six), "the bet behind the zone (P2)" / "apuesta detrás de la zona (P2)". The finding's
 * `behind`/`player` on the terminal and in the PDF, beside its seat and hand; the replay's label for the wager
 * (behindName). The player is the log's text: the caller escapes it as it escapes ids (terminalSafe).
 */
export function behindWords(player: string | undefined, lang: Lang, seat?: SeatWords): string {
  const who = player === undefined || player === '' ? '' : ` (${player})`;
  if (seat !== undefined && seat.noun !== WORDS[lang].seat.noun) {
    return lang === 'es' ? `apuesta detrás de ${seat.the}${who}` : `the bet behind the ${seat.noun}${who}`;
  }
  return lang === 'es' ? `apuesta de detrás de la casilla${who}` : `the bet behind the box${who}`;
}
