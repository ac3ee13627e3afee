import { HIDDEN_CARD, cardGlyph } from '../core/cards.js';
import { formatAmount } from '../core/money-text.js';
import type { Money } from '../core/money.js';
import type { Lang } from '../core/engine-types.js';
import { capitalize } from '../core/words.js';
import type { Words } from '../core/words.js';
import { HAND_NAMES_ES, describeHand, describeHandEs } from '../poker/evaluator.js';
import type { CsCard, CsSettlement, CsState } from './state.js';
import { pokerHand } from './hands.js';
import type { PokerHand } from './hands.js';


export function handWords(hand: PokerHand, lang: Lang): string {
  return lang === 'es' ? (HAND_NAMES_ES as Record<string, string>)[hand.category] ?? hand.category : describeHand(hand.value);
}

/** The whole hand in words, in either language: its combination, its ranks and kickers ("un par de K, 9-6-3"). */
export function handDescription(hand: PokerHand, lang: Lang): string {
  return lang === 'es' ? describeHandEs(hand.value) : describeHand(hand.value);
}

/**
 * The hand in a few words, for a table line: "color" / "flush", "carta alta A" / "ace high", "un par de K" / "pair of
 * kings". Both languages take the first part of the whole description, so the Spanish names the rank where the English
 * does (a bare «carta alta» hid the dealer's queen high of a no-hand dispute).
 */
export function handName(hand: PokerHand, lang: Lang): string {
  return handDescription(hand, lang).split(',')[0]!;
}

const W = {
  es: {
    none: 'sin cartas', behind: 'ante detrás', folded: 'se retiró', paid: 'pagado', collected: 'cobrado', returned: 'devuelto',
  },
  en: {
    none: 'no cards', behind: 'ante behind', folded: 'folded', paid: 'paid', collected: 'collected', returned: 'returned',
  },
} as const;

/** Cards as the table shows them: a face-down card as "??". */
export function shownCards(cards: readonly CsCard[]): string {
  return cards.map((c) => (c.face === 'down' ? HIDDEN_CARD : cardGlyph(c.card))).join(' ');
}

/**
 * The table in plain words, for the dispute replay: the dealer's cards (face
 * down as "??"; the hand named once all five are turned over), then each zone
 * with its cards as the table shows them, its ante and bet and what was
 * settled on each, and whether the player folded.
 */
export function describeCaribbean(s: CsState, words: Words, currency?: string): string[] {
  const lang = words.lang;
  const fm = (m: number) => formatAmount(m, currency);
  const w = W[lang];
  const lines: string[] = [];
  if (s.dealer.length > 0) {
    const hand = s.dealer.every((d) => d.face === 'up') ? pokerHand(s.dealer.map((d) => d.card)) : undefined;
    lines.push(`${capitalize(words.dealer)}: ${shownCards(s.dealer)}${hand ? ` (${handName(hand, lang)})` : ''}`);
  }
  for (const seat of s.seats) {
    const up = seat.cards.length > 0 && seat.cards.every((c) => c.face === 'up') ? pokerHand(seat.cards.map((c) => c.card)) : undefined;
    const parts = [`${words.seat.label} ${seat.seat}: ${seat.cards.length ? shownCards(seat.cards) : w.none}${up ? ` (${handName(up, lang)})` : ''}`];
    const settled = (spot: 'ante' | 'bet') => settledText(s.settlements.filter((x) => x.seat === seat.seat && x.spot === spot), lang, currency);
    if (seat.ante > 0 || s.settlements.some((x) => x.seat === seat.seat && x.spot === 'ante')) parts.push(`ante ${fm(seat.ante)}${settled('ante')}`);
    const behind = seat.behind.reduce((a, b) => a + b.amount, 0);
    if (behind > 0) parts.push(`${w.behind} ${fm(behind as Money)}`);
    if (seat.decision?.action === 'bet' || s.settlements.some((x) => x.seat === seat.seat && x.spot === 'bet')) parts.push(`bet ${fm(seat.bet)}${settled('bet')}`);
    if (seat.decision?.action === 'fold') parts.push(w.folded);
    lines.push(parts.join('; '));
  }
  return lines;
}

function settledText(list: readonly CsSettlement[], lang: Lang, currency?: string): string {
  const w = W[lang];
  return list.map((x) => `, ${x.type === 'payout' ? w.paid : x.type === 'collect' ? w.collected : w.returned} ${formatAmount(x.amount, currency)}`).join('');
}
