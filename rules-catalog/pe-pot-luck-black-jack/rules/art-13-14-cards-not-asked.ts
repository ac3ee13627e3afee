// Art. 13º «Se considera Black Jack a la obtención por cualquier jugador o el dealer de un valor de "21" puntos en
// sus dos primeras cartas» and Art. 14º «El jugador puede plantarse con las dos cartas que se le sirvieron ... o
// puede pedir al dealer que le entregue cartas adicionales, una a una, hasta que él determine que desea plantarse».
// A card the table dealt a hand after its player stood, or after its Black Jack, is a card he did not ask for: it is
// no part of his hand (parameter player_extra_cards_count = false; the settlement rules judge the hand without it)
// and it is reported here, once per hand. A double's card and a split ace's are judged by double-one-card and
// split-aces-one-card (one_card_extra_cards_count).
import { noCardAfterStandRule, noCardOnBlackjackRule } from '../../families/blackjack/rules/extra-cards.js';

export const noCardAfterBlackjack = noCardOnBlackjackRule('Art. 13º', {
  id: 'no-card-after-blackjack',
  description: {
    es: 'El Black Jack son los "21" puntos de las dos primeras cartas: una carta entregada después no forma parte de la mano.',
    en: 'Black Jack is 21 points in the first two cards: a card dealt after them is no part of the hand.',
  },
  card: {
    es: 'El asiento {seat} tenía Black Jack en la mano {hand} y recibió otra carta ({card}); el {article} considera Black Jack sus dos primeras cartas: esa carta no forma parte de su mano.',
    en: 'Seat {seat} held Black Jack on hand {hand} and was dealt another card ({card}); {article} makes Black Jack his first two cards: that card is no part of the hand.',
  },
});

export const noCardAfterStand = noCardAfterStandRule('Art. 14º', {
  id: 'no-card-after-stand',
  description: {
    es: 'El jugador pide cartas hasta que él determine plantarse: una carta entregada después no forma parte de la mano.',
    en: 'The player asks for cards until he decides to stand: a card dealt after that is no part of the hand.',
  },
  card: {
    es: 'El asiento {seat} se plantó con la mano {hand} (evento {stoodAt}) y recibió otra carta ({card}); el {article} le entrega cartas «hasta que él determine que desea plantarse»: esa carta no forma parte de su mano.',
    en: 'Seat {seat} stood on hand {hand} (event {stoodAt}) and was dealt another card ({card}); {article} deals him cards «until he decides to stand»: that card is no part of the hand.',
  },
});
