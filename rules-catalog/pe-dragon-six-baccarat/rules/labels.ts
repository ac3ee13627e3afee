import type { ProcedureName } from '../../../engine/core/types.js';
import type { BacSpot, Side } from '../../../engine/baccarat/state.js';
import type { Bilingual } from '../../framework/types.js';

export const SPOT_NAME: Record<BacSpot, Bilingual> = {
  player: { es: 'Punto', en: 'Punto' },
  banker: { es: 'Banca', en: 'Banca' },
  tie: { es: 'Empate', en: 'Tie' },
};

export const BET_NAME: Record<BacSpot, Bilingual> = {
  player: { es: 'apuesta al Punto', en: 'Punto bet' },
  banker: { es: 'apuesta a la Banca', en: 'Banca bet' },
  tie: { es: 'apuesta al Empate', en: 'Tie bet' },
};

export const SIDE_NAME: Record<Side, Bilingual> = {
  player: { es: 'el Punto', en: 'Punto' },
  banker: { es: 'la Banca', en: 'Banca' },
};

export const STEP_NAME: Partial<Record<ProcedureName, Bilingual>> = {
  new_deck: { es: 'abrir barajas nuevas', en: 'open new decks' },
  show_cards: { es: 'mostrar las cartas', en: 'show the cards' },
  turn_cards: { es: 'voltear las cartas', en: 'turn the cards' },
  wash: { es: 'revolver las cartas', en: 'wash the cards' },
  shuffle: { es: 'barajar', en: 'shuffle' },
  cut: { es: 'cortar', en: 'cut' },
  place_cut_card: { es: 'colocar el cortador', en: 'place the cut card' },
  load_shoe: { es: 'colocar las cartas en el zapato', en: 'load the shoe' },
  burn: { es: 'quemar cartas', en: 'burn cards' },
};

export function stepName(step: ProcedureName): Bilingual {
  return STEP_NAME[step] ?? { es: step, en: step };
}

export function stepList(steps: readonly ProcedureName[]): Bilingual {
  return { es: steps.map((s) => stepName(s).es).join(', '), en: steps.map((s) => stepName(s).en).join(', ') };
}

/** Fills the per-language placeholders of a message from bilingual values. */
export function byLang(values: Record<string, Bilingual>): { es: Record<string, string>; en: Record<string, string> } {
  const es: Record<string, string> = {};
  const en: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) {
    es[k] = v.es;
    en[k] = v.en;
  }
  return { es, en };
}

/**
 * The event a finding about a card never dealt points at (findings format: «the position where it should have
 * happened»): the one right after the card it should have followed, where the game went on without it (the next card,
 * a settlement); the card it should have followed itself when the hand ends there, so that such a finding always
 * has a step to show (Art. 10º: a game short of its first four cards, a third card the tableau required).
 */
export function whereCardWasDue(prior: number, eventCount: number): number {
  return prior + 1 <= eventCount ? prior + 1 : prior;
}
