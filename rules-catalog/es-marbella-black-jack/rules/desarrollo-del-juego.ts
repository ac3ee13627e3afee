// Desarrollo del juego «Si Vd. no tiene Black Jack, decide por su mano si desea pedir o no pedir más
// cartas...» The player's options are to draw or not (doubling, splitting and insurance have their own
// headings); surrender is not among them (interpretation, see articles.json).
// The dealer's play is the shared dealer-draws-to-17 rule; the settlements are in settlement.ts.
import { defineRule } from '../../families/blackjack/define-rule.js';

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
  create(ctx) {
    return {
      decision(e) {
        if (e.action === 'surrender') ctx.report({ messageId: 'surrender', event: e.index, seat: e.seat, hand: e.hand ?? 1 });
      },
    };
  },
});
