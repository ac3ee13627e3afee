import { cardText } from '../core/cards.js';
import { formatMoney } from '../core/money.js';
import type { Lang } from '../core/engine-types.js';
import type { BjState } from './state.js';
import { bjTotal } from './totals.js';

/** The table in plain words, one line per box and one for the dealer (for the dispute replay). */
export function describeBlackjack(s: BjState, lang: Lang): string[] {
  const es = lang === 'es';
  const lines: string[] = [];
  const dealerShown = s.dealer.map((d) => (d.face === 'down' ? '??' : cardText(d.card)));
  const visible = s.dealer.filter((d) => d.face === 'up').map((d) => d.card);
  if (s.dealer.length > 0) {
    const t = bjTotal(visible);
    lines.push(`Dealer: ${dealerShown.join(' ')} (${t.soft ? (es ? 'blando ' : 'soft ') : ''}${t.total})`);
  }
  for (const seat of s.seats) {
    for (const h of seat.hands) {
      const t = bjTotal(h.cards);
      const label = seat.hands.length > 1 ? `${es ? 'Asiento' : 'Seat'} ${seat.seat}.${h.index}` : `${es ? 'Asiento' : 'Seat'} ${seat.seat}`;
      const cards = h.cards.length ? `${h.cards.map(cardText).join(' ')} (${t.soft ? (es ? 'blando ' : 'soft ') : ''}${t.total})` : '—';
      lines.push(`${label}: ${cards}; ${es ? 'apuesta' : 'wager'} ${formatMoney(h.wager)}`);
    }
    if (seat.pool > 0) lines.push(`${es ? 'Asiento' : 'Seat'} ${seat.seat}: pool ${formatMoney(seat.pool)}`);
    if (seat.insurance > 0) lines.push(`${es ? 'Asiento' : 'Seat'} ${seat.seat}: ${es ? 'seguro' : 'insurance'} ${formatMoney(seat.insurance)}`);
  }
  return lines;
}
