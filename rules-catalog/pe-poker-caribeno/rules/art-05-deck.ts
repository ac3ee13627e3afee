// Art. 5º (the visible part)
//   «Si una baraja nueva ... ha sido fabricada incluyendo comodines, el personal del explotador ... se asegurará
//   que no serán utilizados en las partidas...»
//   «El cambio de baraja se realizará cuando se encuentre alguna falla en las cartas o por no existir el número
//   completo de cartas...»
// What a log shows of it: a count of the deck before the deal (more cards than a deck holds: jokers or foreign
// cards in play; fewer: an incomplete deck, which must be changed before dealing), and a card dealt more often
// than the decks in play hold it (a faulty deck).
import { cardGlyph } from '../../../engine/core/cards.js';
import { defineRule } from '../../families/caribbean/define-rule.js';

export const deckCompleteWithoutJokers = defineRule({
  id: 'deck-complete-without-jokers',
  article: 'Art. 5º',
  category: 'integrity',
  params: ['cards_per_deck', 'default_decks'],
  needs: 'procedures',
  description: {
    es: 'La baraja con que se reparte tiene sus cartas completas y ningún comodín: un conteo de más muestra comodines en juego; uno de menos, una baraja que debía cambiarse.',
    en: 'The deck dealt from is complete and holds no joker: a count above a deck shows jokers in play; below, a deck that had to be changed.',
  },
  messages: {
    extra: {
      es: 'Se repartió con una baraja contada en {count} {count|carta|cartas} (evento {countEvent}); una baraja tiene {full}: los comodines u otras cartas no se retiraron.',
      en: 'Cards were dealt from a deck counted at {count} {count|card|cards} (event {countEvent}); a deck holds {full}: jokers or other cards were not taken out.',
    },
    short: {
      es: 'Se repartió con una baraja contada en {count} {count|carta|cartas} (evento {countEvent}), menos de sus {full}: la baraja incompleta debía cambiarse antes de repartir.',
      en: 'Cards were dealt from a deck counted at {count} {count|card|cards} (event {countEvent}), fewer than its {full}: the incomplete deck had to be changed before dealing.',
    },
  },
  compile(ctx) {
    const perDeck = ctx.param<number>('cards_per_deck');
    const defaultDecks = ctx.param<number>('default_decks');
    return {
      deal(e, before) {
        if (before.firstDealAt !== undefined) return;
        // The deck as it stood at the first deal: the last count since the last new deck.
        let decks = ctx.table.decks ?? defaultDecks;
        let count: { value: number; index: number } | undefined;
        for (const p of before.procedures) {
          if (p.name === 'new_deck') {
            count = undefined;
            if (p.decks !== undefined) decks = p.decks;
          } else if (p.name === 'count' && p.count !== undefined) {
            count = { value: p.count, index: p.index };
          }
        }
        const full = decks * perDeck;
        if (!count || count.value === full) return;
        ctx.report({
          messageId: count.value > full ? 'extra' : 'short',
          event: e.index,
          data: { count: count.value, countEvent: count.index, full },
        });
      },
    };
  },
});

export const cardDealtOnce = defineRule({
  id: 'card-dealt-once',
  article: 'Art. 5º',
  category: 'integrity',
  params: ['default_decks'],
  description: {
    es: 'Ninguna carta sale más veces de las que la baraja la contiene: una carta repetida muestra una baraja con falla, que debía cambiarse.',
    en: 'No card comes out more often than the deck holds it: a repeated card shows a faulty deck, which had to be changed.',
  },
  messages: {
    repeated: {
      es: 'La carta {card} se repartió otra vez ({times} {times|vez|veces} en la mano, la primera en el evento {firstEvent}); {decksText}: la baraja tiene una falla.',
      en: 'Card {card} was dealt again ({times} {times|time|times} in the hand, first at event {firstEvent}); {decksText}: the deck is faulty.',
    },
  },
  compile(ctx) {
    const defaultDecks = ctx.param<number>('default_decks');
    let decks = defaultDecks;
    // Per card (a Card is 0..51): how many times it was dealt since the deck came in, and the first event.
    const times = new Uint32Array(52);
    const firstAt = new Uint32Array(52);
    return {
      handStart() {
        // The hand's table's decks, until a new deck says otherwise; no card seen yet.
        decks = ctx.table.decks ?? defaultDecks;
        times.fill(0);
      },
      procedure(e) {
        if (e.name !== 'new_deck') return;
        times.fill(0);
        if (e.decks !== undefined) decks = e.decks;
      },
      deal(e) {
        const card = e.card;
        const n = ++times[card]!;
        if (n === 1) firstAt[card] = e.index;
        if (n <= decks) return;
        ctx.report({
          messageId: 'repeated',
          event: e.index,
          data: { card: cardGlyph(e.card), times: n, firstEvent: firstAt[card]! },
          dataByLang: {
            es: { decksText: decks === 1 ? 'hay una sola baraja en juego' : `hay ${decks} barajas en juego` },
            en: { decksText: decks === 1 ? 'one deck is in play' : `${decks} decks are in play` },
          },
        });
      },
    };
  },
});
