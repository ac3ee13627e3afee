// Art. 14º «...el dealer procederá a ofrecer cartas a los jugadores, uno por uno, empezando por su izquierda.»
// The players the dealer serves are those at the table's boxes, numbered from his left. The published page keeps
// no article on how many boxes a table has (Arts. 1º-7º are lost): the table's posted `seats`, else the hand-log
// format's seven (parameter boxes, an interpretation). A wager on a box beyond them is reported, once per box and
// hand, and the hand is still audited: its money is judged as any other box's (Marbella's boxes-limit does the
// same under its «cifra máxima es de 7»; Caribbean and Dragon Six judge money settled on such a zone).
import { defineRule } from '../../families/blackjack/define-rule.js';

export const betOnTableBox = defineRule({
  id: 'bet-on-a-table-box',
  article: 'Art. 14º',
  category: 'procedure',
  params: ['boxes'],
  description: {
    es: 'Se apuesta en las casillas de la mesa, numeradas desde la izquierda del dealer: las que publica la mesa (seats) o, sin publicar, 7.',
    en: 'Wagers go on the table\'s boxes, numbered from the dealer\'s left: those the table posts (seats) or, none posted, 7.',
  },
  messages: {
    beyondPosted: {
      es: 'Apuesta en el asiento {seat}; la mesa {table} publica {boxes} {boxes|casilla|casillas}, y el {article} sirve a los jugadores de sus casillas desde la izquierda del dealer.',
      en: 'A wager on seat {seat}; table {table} posts {boxes} {boxes|box|boxes}, and {article} serves the players at its boxes from the dealer\'s left.',
    },
    beyondDefault: {
      es: 'Apuesta en el asiento {seat}; la mesa {table} no publica sus casillas (seats) y se toman las {boxes} del formato del registro; el {article} sirve a los jugadores de las casillas de la mesa desde la izquierda del dealer.',
      en: 'A wager on seat {seat}; table {table} posts no number of boxes (seats), so the log format\'s {boxes} are taken; {article} serves the players at the table\'s boxes from the dealer\'s left.',
    },
  },
  compile(ctx) {
    const catalogBoxes = ctx.param<number>('boxes');
    const reported = new Set<number>();
    return {
      handStart() {
        reported.clear();
      },
      bet(e) {
        const posted = ctx.table.seats;
        const boxes = posted ?? catalogBoxes;
        if (e.seat <= boxes || reported.has(e.seat)) return;
        reported.add(e.seat);
        ctx.report({ messageId: posted === undefined ? 'beyondDefault' : 'beyondPosted', event: e.index, seat: e.seat, data: { boxes, table: ctx.hand.table_id } });
      },
    };
  },
});
