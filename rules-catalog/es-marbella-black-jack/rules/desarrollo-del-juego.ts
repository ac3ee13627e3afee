// Desarrollo del juego «Si Vd. no tiene Black Jack, decide por su mano si desea pedir o no pedir más
// cartas...» The player's options are to draw or not (doubling, splitting and insurance have their own
// headings); surrender is not among them (interpretation, see articles.json).
// The dealer's play is the shared dealer-draws-to-17 rule; the settlements are in settlement.ts.
import { defineRule } from '../../families/blackjack/define-rule.js';
import { noCardAfterStandRule, noCardOnBlackjackRule } from '../../families/blackjack/rules/extra-cards.js';

export const surrenderNotProvided = defineRule({
  id: 'surrender-not-provided',
  article: 'Desarrollo del juego',
  category: 'procedure',
  severity: 'warning',
  description: {
    es: 'Las reglas de la casa no prevén la retirada (surrender): el jugador pide o no pide cartas.',
    en: 'The house rules provide no surrender: the player draws or stands.',
  },
  messages: {
    surrender: {
      es: 'El asiento {seat} se retiró (surrender) con la mano {hand}; las reglas de la casa no prevén la retirada ({article}) y su liquidación no se juzga.',
      en: 'Seat {seat} surrendered hand {hand}; the house rules provide no surrender ({article}) and its settlement is not judged.',
    },
  },
  compile(ctx) {
    return {
      decision(e) {
        if (e.action === 'surrender') ctx.report({ messageId: 'surrender', event: e.index, seat: e.seat, hand: e.hand ?? 1 });
      },
    };
  },
});

/**
 * «Si Vd. no tiene Black Jack, decide por su mano si desea pedir o no pedir más cartas»: a hand holding
 * blackjack (the player's first two cards; a split hand's ace and ten is 21, per blackjack_after_split) takes
 * no hit, double or split, and no further card. Reported once per hand, at the first such event; the hand is
 * settled as blackjack all the same (player_extra_cards_count).
 */
export const noPlayOnBlackjack = noCardOnBlackjackRule('Desarrollo del juego', {
  id: 'no-play-on-blackjack',
  description: {
    es: 'Quien tiene Black Jack no pide, dobla ni separa, ni recibe más naipes.',
    en: 'A player holding blackjack does not hit, double or split, nor receive more cards.',
  },
  decision: {
    es: 'El asiento {seat} tenía Black Jack en la mano {hand} y se registró la decisión de {action}; el {article} deja decidir si pedir más cartas solo a quien no tiene Black Jack.',
    en: 'Seat {seat} held blackjack on hand {hand} and a decision to {action} was recorded; {article} leaves the choice to draw more cards only to a player without blackjack.',
  },
  card: {
    es: 'El asiento {seat} tenía Black Jack en la mano {hand} y recibió otro naipe ({card}); el {article} no da más cartas a quien tiene Black Jack.',
    en: 'Seat {seat} held blackjack on hand {hand} and received another card ({card}); {article} gives no more cards to a player holding blackjack.',
  },
});

/**
 * «Si Vd. no tiene Black Jack, decide por su mano si desea pedir o no pedir más cartas»: a player who stood decided
 * to draw no more, and a card the table dealt that hand after it is no part of it (player_extra_cards_count; the
 * hand is settled on the cards it stood on). Reported once per hand, at the first such card. A double's card and a
 * split ace's have their own rules under Dobles (double-one-card, split-aces-one-card), a blackjack's the rule above.
 */
export const noCardAfterStand = noCardAfterStandRule('Desarrollo del juego', {
  id: 'no-card-after-stand',
  description: {
    es: 'Quien decide no pedir más cartas (se planta) no recibe más naipes en esa mano.',
    en: 'A player who decides to draw no more (stands) receives no further card on that hand.',
  },
  card: {
    es: 'El asiento {seat} se plantó con la mano {hand} (evento {stoodAt}) y recibió otro naipe ({card}); el {article} deja al jugador decidir si pide más cartas: ese naipe no forma parte de su mano.',
    en: 'Seat {seat} stood on hand {hand} (event {stoodAt}) and was dealt another card ({card}); {article} leaves it to the player whether to draw more cards: that card is no part of the hand.',
  },
});
