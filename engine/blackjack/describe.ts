import { HIDDEN_CARD, cardGlyph } from '../core/cards.js';
import type { Card } from '../core/cards.js';
import { formatMoney } from '../core/money.js';
import type { Money } from '../core/money.js';
import type { Lang } from '../core/engine-types.js';
import type { BjHand, BjState, Settlement } from './state.js';
import { bjTotal, isBlackjack } from './totals.js';

const W = {
  es: {
    seat: 'Asiento', wager: 'apuesta', soft: 'blando', bust: 'se pasó', doubled: 'doblada', surrendered: 'retirada',
    evenMoney: 'pago simple', insurance: 'seguro', pool: 'pool bet', commission: 'Comisión del pool retenida',
    paid: 'pagado', collected: 'cobrado', returned: 'devuelto', awarded: 'recibió del pool', none: 'sin cartas', dealer: 'Dealer',
  },
  en: {
    seat: 'Seat', wager: 'wager', soft: 'soft', bust: 'bust', doubled: 'doubled', surrendered: 'surrendered',
    evenMoney: 'even money', insurance: 'insurance', pool: 'pool bet', commission: 'Pool commission kept',
    paid: 'paid', collected: 'collected', returned: 'returned', awarded: 'awarded from the pool', none: 'no cards', dealer: 'Dealer',
  },
} as const;

/**
 * The table in plain words, for the dispute replay: the dealer's cards (a
 * face-down card as "??", the total of what the table can see), then each
 * box's hands with cards, total, wager and what has been settled on it.
 */
export function describeBlackjack(s: BjState, lang: Lang): string[] {
  const w = W[lang];
  const lines: string[] = [];
  if (s.dealer.length > 0) {
    const shown = s.dealer.map((d) => (d.face === 'down' ? HIDDEN_CARD : cardGlyph(d.card)));
    const visible = s.dealer.filter((d) => d.face === 'up').map((d) => d.card);
    lines.push(`${w.dealer}: ${shown.join(' ')} (${totalText(visible, lang)})`);
  }
  for (const seat of s.seats) {
    const name = `${w.seat} ${seat.seat}`;
    for (const h of seat.hands) {
      const label = seat.hands.length > 1 ? `${name}, ${lang === 'es' ? 'mano' : 'hand'} ${h.index}` : name;
      const cards = h.cards.length ? `${h.cards.map(cardGlyph).join(' ')} (${totalText(h.cards, lang, h)})` : w.none;
      const marks = [h.doubled > 0 ? w.doubled : '', h.surrendered ? w.surrendered : '', h.evenMoney ? w.evenMoney : ''].filter(Boolean);
      const settled = settledText(s.settlements.filter((x) => x.seat === seat.seat && x.spot === 'main' && (x.hand ?? 1) === h.index), lang);
      lines.push(`${label}: ${cards}; ${w.wager} ${formatMoney(h.wager)}${marks.length ? ` (${marks.join(', ')})` : ''}${settled}`);
    }
    if (seat.insurance > 0) {
      const settled = settledText(s.settlements.filter((x) => x.seat === seat.seat && x.spot === 'insurance'), lang);
      lines.push(`${name}: ${w.insurance} ${formatMoney(seat.insurance)}${settled}`);
    }
    if (seat.pool > 0) {
      const award = s.settlements.filter((x) => x.type === 'pool_award' && x.seat === seat.seat).reduce((a, x) => a + x.amount, 0);
      lines.push(`${name}: ${w.pool} ${formatMoney(seat.pool)}${award > 0 ? `; ${w.awarded} ${formatMoney(award as Money)}` : ''}`);
    }
  }
  const commission = s.settlements.filter((x) => x.type === 'commission').reduce((a, x) => a + x.amount, 0);
  if (commission > 0) lines.push(`${w.commission}: ${formatMoney(commission as Money)}`);
  return lines;
}

function totalText(cards: readonly Card[], lang: Lang, hand?: BjHand): string {
  const t = bjTotal(cards);
  if (isBlackjack(cards) && hand?.splitFrom === undefined) return 'Black Jack';
  if (t.total > 21) return `${t.total}, ${W[lang].bust}`;
  return `${t.soft ? W[lang].soft + ' ' : ''}${t.total}`;
}

function settledText(list: readonly Settlement[], lang: Lang): string {
  const w = W[lang];
  const parts = list.map((x) => `${x.type === 'payout' ? w.paid : x.type === 'collect' ? w.collected : w.returned} ${formatMoney(x.amount)}`);
  return parts.length ? `; ${parts.join(', ')}` : '';
}
