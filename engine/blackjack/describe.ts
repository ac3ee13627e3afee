import { HIDDEN_CARD, cardGlyph } from '../core/cards.js';
import type { Card } from '../core/cards.js';
import { formatAmount } from '../core/money-text.js';
import type { Money } from '../core/money.js';
import type { Lang } from '../core/engine-types.js';
import { capitalize } from '../core/words.js';
import type { Words } from '../core/words.js';
import type { BjHand, BjState, Settlement } from './state.js';
import { bjTotal, isBlackjack } from './totals.js';

const W = {
  es: {
    seat: 'Asiento', wager: 'apuesta', soft: 'blando', bust: 'se pasó', doubled: 'doblada', surrendered: 'retirada',
    evenMoney: 'pago simple', insurance: 'seguro',
    paid: 'pagado', collected: 'cobrado', returned: 'devuelto', none: 'sin cartas',
    notCounted: (n: number) => (n === 1 ? 'no cuenta' : 'no cuentan'),
  },
  en: {
    seat: 'Seat', wager: 'wager', soft: 'soft', bust: 'bust', doubled: 'doubled', surrendered: 'surrendered',
    evenMoney: 'even money', insurance: 'insurance',
    paid: 'paid', collected: 'collected', returned: 'returned', none: 'no cards',
    notCounted: (_n: number) => 'not counted',
  },
} as const;

/**
 * How many of a hand's cards, and of the dealer's, are part of it, where a catalog says (the engine does not
 * judge: every card counts unless told). The rest are shown after the total, marked as not counted.
 */
export interface CountedCards {
  hand(h: BjHand): number;
  dealer: number;
}

/**
 * The table in plain words, for the dispute replay: the dealer's cards (a
 * face-down card as "??", the total of what the table can see), then each
 * box's hands with cards, total, wager and what has been settled on it.
 * With `counted`, the totals are of the cards counted; the others follow in
 * brackets, "not counted".
 */
export function describeBlackjack(s: BjState, words: Words, currency?: string, counted?: CountedCards): string[] {
  const lang = words.lang;
  const fm = (m: number) => formatAmount(m, currency);
  const w = W[lang];
  // Roles and wagers in the words table's (and the catalog's) words.
  const pool = words.spots.pool;
  const awarded = lang === 'es' ? `recibió del ${pool}` : `awarded from the ${pool}`;
  const commissionKept = lang === 'es' ? `Comisión del ${pool} retenida` : `${capitalize(pool)} commission kept`;
  const lines: string[] = [];
  if (s.dealer.length > 0) {
    const n = counted?.dealer ?? s.dealer.length;
    const shown = s.dealer.map((d) => (d.face === 'down' ? HIDDEN_CARD : cardGlyph(d.card)));
    const visible = s.dealer.slice(0, n).filter((d) => d.face === 'up').map((d) => d.card);
    lines.push(`${capitalize(words.dealer)}: ${shown.slice(0, n).join(' ')} (${totalText(visible, lang)})${notCounted(shown.slice(n), lang)}`);
  }
  for (const seat of s.seats) {
    const name = `${w.seat} ${seat.seat}`;
    for (const h of seat.hands) {
      const label = seat.hands.length > 1 ? `${name}, ${lang === 'es' ? 'mano' : 'hand'} ${h.index}` : name;
      const n = counted ? counted.hand(h) : h.cards.length;
      const own = h.cards.slice(0, n);
      const cards = h.cards.length ? `${own.map(cardGlyph).join(' ')} (${totalText(own, lang, h)})${notCounted(h.cards.slice(n).map(cardGlyph), lang)}` : w.none;
      const marks = [h.doubled > 0 ? w.doubled : '', h.surrendered ? w.surrendered : '', h.evenMoney ? w.evenMoney : ''].filter(Boolean);
      const settled = settledText(s.settlements.filter((x) => x.seat === seat.seat && x.spot === 'main' && (x.hand ?? 1) === h.index), lang, currency);
      lines.push(`${label}: ${cards}; ${w.wager} ${fm(h.wager)}${marks.length ? ` (${marks.join(', ')})` : ''}${settled}`);
    }
    if (seat.insurance > 0) {
      const settled = settledText(s.settlements.filter((x) => x.seat === seat.seat && x.spot === 'insurance'), lang, currency);
      lines.push(`${name}: ${w.insurance} ${fm(seat.insurance)}${settled}`);
    }
    if (seat.pool > 0) {
      const award = s.settlements.filter((x) => x.type === 'pool_award' && x.seat === seat.seat).reduce((a, x) => a + x.amount, 0);
      lines.push(`${name}: ${pool} ${fm(seat.pool)}${award > 0 ? `; ${awarded} ${fm(award as Money)}` : ''}`);
    }
  }
  const commission = s.settlements.filter((x) => x.type === 'commission').reduce((a, x) => a + x.amount, 0);
  if (commission > 0) lines.push(`${commissionKept}: ${fm(commission as Money)}`);
  return lines;
}

/** Cards dealt that are no part of the hand, after its total: " [K♠ not counted]". */
function notCounted(glyphs: readonly string[], lang: Lang): string {
  return glyphs.length ? ` [${glyphs.join(' ')} ${W[lang].notCounted(glyphs.length)}]` : '';
}

function totalText(cards: readonly Card[], lang: Lang, hand?: BjHand): string {
  const t = bjTotal(cards);
  if (isBlackjack(cards) && hand?.splitFrom === undefined) return 'Black Jack';
  if (t.total > 21) return `${t.total}, ${W[lang].bust}`;
  return `${t.soft ? W[lang].soft + ' ' : ''}${t.total}`;
}

function settledText(list: readonly Settlement[], lang: Lang, currency?: string): string {
  const w = W[lang];
  const parts = list.map((x) => `${x.type === 'payout' ? w.paid : x.type === 'collect' ? w.collected : w.returned} ${formatAmount(x.amount, currency)}`);
  return parts.length ? `; ${parts.join(', ')}` : '';
}
