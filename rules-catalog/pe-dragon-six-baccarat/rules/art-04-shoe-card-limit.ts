// Art. 4º «...verificara que las barajas [...] esten completas [...] El cambio de baraja se realizara
//   cuando se encuentre alguna [marca] en las cartas o por no existir su numero completo de cartas»
// A shoe of N complete decks holds each card N times (parameter cards_per_deck): a card dealt or
// burned more often within one shoe shows a card that does not belong to those decks.
// The shoe is a table's hands sharing a shoe_id; new decks or a shuffle bring every card back
// (parameter shoe_resets_on_shuffle). State: one open shoe per table, closed when another shoe_id
// starts there, so memory follows the open shoes, not the log.
import { cardGlyph } from '../../../engine/core/cards.js';
import type { Card } from '../../../engine/core/cards.js';
import { defineRule } from '../../families/baccarat/define-rule.js';

interface Shoe {
  shoeId?: string;
  decks?: number;
  /**
   * Times each card (0..51) has been seen since the shoe was filled. One byte a card while every count
   * is below 256 (at most 16 decks: a count that high is already reported), which V8 keeps inside the
   * object's own heap cell (a typed array of up to 64 bytes); widened, exactly, if a count passes 255.
   */
  seen: Uint8Array | Float64Array;
}

function freshShoe(shoeId: string | undefined, decks: number | undefined): Shoe {
  const s: Shoe = { seen: new Uint8Array(52) };
  if (shoeId !== undefined) s.shoeId = shoeId;
  if (decks !== undefined) s.decks = decks;
  return s;
}

export default defineRule({
  id: 'shoe-card-limit',
  article: 'Art. 4º',
  category: 'integrity',
  params: ['shoe_resets_on_shuffle'],
  description: {
    es: 'En un mismo zapato ninguna carta aparece (repartida o quemada) más veces que las barajas completas que lo forman.',
    en: 'Within one shoe no card appears (dealt or burned) more often than the complete decks in it hold it.',
  },
  messages: {
    'too-many': {
      es: 'La carta {card} ya apareció {seen} veces en el zapato {shoe}; {decks} barajas completas la contienen {decks} veces: el {article} exige barajas completas y regulares.',
      en: 'Card {card} has now appeared {seen} times in shoe {shoe}; {decks} complete decks hold it {decks} times: {article} requires complete, regular decks.',
    },
  },
  create(ctx) {
    const { hand } = ctx;
    const resets = ctx.param<boolean>('shoe_resets_on_shuffle');
    let shoe: Shoe;
    if (hand.shoe_id === undefined) {
      shoe = freshShoe(undefined, hand.table.decks); // no shoe id: the hand is checked on its own
    } else {
      const open = ctx.runState.get(hand.table_id) as Shoe | undefined;
      if (open && open.shoeId === hand.shoe_id) shoe = open;
      else ctx.runState.set(hand.table_id, (shoe = freshShoe(hand.shoe_id, hand.table.decks)));
    }
    shoe.decks ??= hand.table.decks;

    const refill = (decks: number | undefined) => {
      shoe.seen.fill(0);
      shoe.decks = decks ?? hand.table.decks;
    };
    const see = (card: Card, event: number) => {
      const n = shoe.seen[card]! + 1;
      if (n > 0xff && shoe.seen instanceof Uint8Array) shoe.seen = Float64Array.from(shoe.seen);
      shoe.seen[card] = n;
      if (shoe.decks === undefined || n <= shoe.decks) return;
      ctx.report({
        messageId: 'too-many', event,
        data: { card: cardGlyph(card), seen: n, decks: shoe.decks, shoe: shoe.shoeId ?? '—' },
      });
    };
    return {
      procedure(e) {
        if (e.name === 'new_deck') refill(e.decks);
        else if (e.name === 'shuffle' && resets) refill(shoe.decks);
        else if (e.name === 'burn') for (const c of e.cards ?? []) see(c, e.index);
      },
      deal(e) {
        see(e.card, e.index);
      },
    };
  },
});
