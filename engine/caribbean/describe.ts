import { cardText } from '../core/cards.js';
import { formatMoney } from '../core/money.js';
import type { Lang } from '../core/engine-types.js';
import { describeHand } from '../poker/evaluator.js';
import type { CsState } from './state.js';
import { pokerHand } from './hands.js';
import type { PokerHand } from './hands.js';

/** The regulation's own names for the combinations (Art. 14º's pay table). */
const CATEGORY_ES: Record<string, string> = {
  royal_flush: 'escalera real de color', straight_flush: 'escalera de color', four_of_a_kind: 'póker',
  full_house: 'full', flush: 'color', straight: 'escalera', three_of_a_kind: 'trío', two_pair: 'dos pares',
  one_pair: 'un par', high_card: 'carta alta',
};

export function handWords(hand: PokerHand, lang: Lang): string {
  return lang === 'es' ? CATEGORY_ES[hand.category] ?? hand.category : describeHand(hand.value);
}

/** The table in plain words, one line per zone and one for the dealer (for the dispute replay). */
export function describeCaribbean(s: CsState, lang: Lang): string[] {
  const es = lang === 'es';
  const lines: string[] = [];
  if (s.dealer.length > 0) {
    const shown = s.dealer.map((d) => (d.face === 'down' ? '??' : cardText(d.card))).join(' ');
    const hand = s.dealer.every((d) => d.face === 'up') ? pokerHand(s.dealer.map((d) => d.card)) : undefined;
    lines.push(`Dealer: ${shown}${hand ? ` (${handWords(hand, lang)})` : ''}`);
  }
  for (const seat of s.seats) {
    const hand = pokerHand(seat.cards.map((c) => c.card));
    const cards = seat.cards.length ? seat.cards.map((c) => cardText(c.card)).join(' ') : '—';
    const parts = [`${es ? 'Asiento' : 'Seat'} ${seat.seat}: ${cards}${hand ? ` (${handWords(hand, lang)})` : ''}`, `ante ${formatMoney(seat.ante)}`];
    if (seat.decision?.action === 'bet') parts.push(`bet ${formatMoney(seat.bet)}`);
    if (seat.decision?.action === 'fold') parts.push(es ? 'se retiró' : 'folded');
    lines.push(parts.join('; '));
  }
  return lines;
}
