import { cardText } from '../core/cards.js';
import { formatMoney } from '../core/money.js';
import type { Lang } from '../core/engine-types.js';
import type { BacState } from './state.js';
import { wagersOf } from './state.js';
import { baccaratTotal } from './values.js';

const SPOT_NAMES = { es: { player: 'Punto', banker: 'Banca', tie: 'Empate' }, en: { player: 'Punto', banker: 'Banca', tie: 'Tie' } };

/** The coup in plain words: each hand with its total, then each wager (for the dispute replay). */
export function describeBaccarat(s: BacState, lang: Lang): string[] {
  const es = lang === 'es';
  const side = (name: string, cards: typeof s.punto) =>
    `${name}: ${cards.length ? `${cards.map(cardText).join(' ')} (${baccaratTotal(cards)})` : '—'}`;
  const lines = [side('Punto', s.punto), side('Banca', s.banca)];
  for (const w of wagersOf(s)) {
    lines.push(`${es ? 'Asiento' : 'Seat'} ${w.seat}: ${SPOT_NAMES[lang][w.spot]} ${formatMoney(w.stake)}`);
  }
  return lines;
}
