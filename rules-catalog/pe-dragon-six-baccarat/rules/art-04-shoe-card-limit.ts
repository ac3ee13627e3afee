// Art. 4º «...verificara que las barajas [...] esten completas [...] El cambio de baraja se realizara
//   cuando se encuentre alguna [marca] en las cartas o por no existir su numero completo de cartas»
// A shoe of N complete decks holds each card N times (parameter cards_per_deck): a card dealt or
// burned more often within one shoe shows a card that does not belong to those decks.
// The shoe is a table's hands sharing a shoe_id (framework/shoe-count.ts); new decks or a shuffle bring every
// card back (parameter shoe_resets_on_shuffle). The count follows started_at across those fillings (ShoeHand): a log read
// newest first counted the last coup of one filling with the previous filling's cards, a finding against the dealer
// for the order of the file; a coup read out of that order is counted in the run's not_checked instead.
import { cardGlyph } from '../../../engine/core/cards.js';
import type { Card } from '../../../engine/core/cards.js';
import { SHOE_OUT_OF_ORDER, ShoeHand, shoeOfHand } from '../../framework/shoe-count.js';
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
    // The hand's shoe (its table's, in the run state) and the hand's cards in it, found at each hand's start.
    let shoe!: ShoeHand;
    const refill = (decks: number | undefined) => shoe.refill(decks ?? ctx.hand.table.decks);
    const see = (card: Card, event: number) => {
      const n = shoe.see(card);
      const decks = shoe.shoe.decks;
      // Not counted (out of started_at order): said at handEnd, never a finding.
      if (n === undefined || decks === undefined || n <= decks) return;
      ctx.report({
        messageId: 'too-many', event,
        data: { card: cardGlyph(card), seen: n, decks, shoe: shoe.shoe.shoeId ?? '—' },
      });
    };
    return {
      handStart() {
        shoe = new ShoeHand(shoeOfHand(ctx.runState, ctx.hand), ctx.hand.started_at);
      },
      procedure(e) {
        if (e.name === 'new_deck') refill(e.decks);
        else if (e.name === 'shuffle' && resets) refill(shoe.shoe.decks);
        else if (e.name === 'burn') for (const c of e.cards ?? []) see(c, e.index);
      },
      deal(e) {
        see(e.card, e.index);
      },
      handEnd() {
        if (shoe.outOfOrder) ctx.notChecked(SHOE_OUT_OF_ORDER);
      },
    };
  },
});
