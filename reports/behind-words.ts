import type { Lang } from '../engine/core/engine-types.js';

/**
 * A bet behind a box in the words every report names it: "the bet behind the box (P2)" / "apuesta de detrás de la
 * casilla (P2)", without the player where the log names none. The finding's `behind`/`player` on the terminal and in
 * the PDF, beside its seat and hand; the replay's label for the wager (behindName). The player is the log's text:
 * the caller escapes it as it escapes ids (terminalSafe).
 */
export function behindWords(player: string | undefined, lang: Lang): string {
  const who = player === undefined || player === '' ? '' : ` (${player})`;
  return lang === 'es' ? `apuesta de detrás de la casilla${who}` : `the bet behind the box${who}`;
}
