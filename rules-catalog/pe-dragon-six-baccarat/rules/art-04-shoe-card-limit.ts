// Art. 4º «...verificara que las barajas [...] esten completas [...] El cambio de baraja se realizara
//   cuando se encuentre alguna [marca] en las cartas o por no existir su numero completo de cartas»
// A shoe of N complete decks holds each card N times (parameter cards_per_deck): a card dealt or
// burned more often within one shoe shows a card that does not belong to those decks.
// The shoe is a table's hands sharing a shoe_id (framework/shoe-count.ts); new decks or a shuffle bring every
// card back (parameter shoe_resets_on_shuffle).
import { cardGlyph } from '../../../engine/core/cards.js';
import type { Card } from '../../../engine/core/cards.js';
import { countCard, refillShoe, shoeOfHand } from '../../framework/shoe-count.js';
import { defineRule } from '../../families/baccarat/define-rule.js';

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
      es: 'La carta {card} ya apareció {seen} {seen|vez|veces} en el zapato {shoe}; {decks} {decks|baraja completa la contiene|barajas completas la contienen} {decks} {decks|vez|veces}: el {article} exige barajas completas y regulares.',
      en: 'Card {card} has now appeared {seen} {seen|time|times} in shoe {shoe}; {decks} complete {decks|deck holds|decks hold} it {decks} {decks|time|times}: {article} requires complete, regular decks.',
    },
  },
  compile(ctx) {
    const resets = ctx.param<boolean>('shoe_resets_on_shuffle');
    // The hand's shoe (its table's, in the run state), found at each hand's start.
    let shoe!: ReturnType<typeof shoeOfHand>;
    const refill = (decks: number | undefined) => refillShoe(shoe, decks ?? ctx.hand.table.decks);
    const see = (card: Card, event: number) => {
      const n = countCard(shoe, card);
      if (shoe.decks === undefined || n <= shoe.decks) return;
      ctx.report({
        messageId: 'too-many', event,
        data: { card: cardGlyph(card), seen: n, decks: shoe.decks, shoe: shoe.shoeId ?? '—' },
      });
    };
    return {
      handStart() {
        shoe = shoeOfHand(ctx.runState, ctx.hand);
      },
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
