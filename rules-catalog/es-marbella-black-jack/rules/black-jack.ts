// Black Jack «...gana a cualquier otra combinación, excepto cuando el croupier saca Black Jack. Se paga 3 a 2 la
// postura.» Whether a player's Black Jack wins is decided by the dealer's second card when his first is an ace or a
// ten-point card: until that card shows (dealt face up in the European deal, or the hole card turned up) the table
// cannot know whether the Black Jack is paid 3 to 2 or is a tie. Against a first card from 2 to 9 it may be paid at
// once. The amount is judged by blackjack-pays-3-to-2 against the dealer's final hand; this rule reports the order.
import type { BjState } from '../../../engine/blackjack/state.js';
import type { SettlementEvent } from '../../../engine/core/types.js';
import { cardGlyph, isAce, isTenOrFigure } from '../../../engine/core/cards.js';
import { isPlayerBlackjack } from '../../families/blackjack/settlement.js';
import { mainParamsOf, MAIN_PARAMS } from '../../families/blackjack/params.js';
import type { MainParams } from '../../families/blackjack/settlement.js';
import { defineRule } from '../../families/blackjack/define-rule.js';
import { seatIn } from '../../../engine/core/fold-lists.js';
import { behindPlace } from '../../framework/behind-place.js';

/** The dealer's second card is not yet on view: not dealt (European deal), or dealt face down and not turned up. */
function secondCardHidden(s: BjState): boolean {
  const second = s.dealer[1];
  if (second === undefined) return true;
  return second.revealedAt === undefined && second.face === 'down';
}

export const blackjackSettledBeforeDealerBlackjackKnown = defineRule({
  id: 'blackjack-settled-before-dealer-second-card',
  article: 'Black Jack',
  category: 'procedure',
  params: [...MAIN_PARAMS],
  description: {
    es: 'Contra un As o un diez como primera carta del croupier, el Black Jack se liquida cuando su segunda carta ha decidido si el croupier saca Black Jack.',
    en: 'Against an ace or a ten as the dealer\'s first card, a blackjack is settled once his second card has decided whether the dealer has blackjack.',
  },
  messages: {
    early: {
      es: 'El Black Jack del asiento {seat}{behindText} se liquidó ({how}) antes de que el croupier mostrara su segunda carta, con {up} como primera carta: hasta entonces no se sabe si el croupier saca Black Jack, que es la excepción del {article}; la liquidación se juzga contra su mano final.',
      en: 'Seat {seat}\'s blackjack{behindText} was settled ({how}) before the dealer showed his second card, with {up} as his first card: until then it is not known whether the dealer has blackjack, the exception in {article}; the settlement is judged against his final hand.',
    },
  },
  compile(ctx) {
    const paramsOf = mainParamsOf(ctx);
    let p!: MainParams;
    const reported = new Set<string>();
    const settle = (e: SettlementEvent, before: BjState) => {
      if (e.spot !== 'main') return;
      // A bet behind the box (Jugadores: «podrán apostar sobre la mano de cualquier otro jugador») rides the box's
      // hand and its Black Jack: settled before the dealer's second card shows, it is reported as the box's is.
      const behind = e.behind === true;
      const hand = seatIn(before.seats, e.seat)?.hands[(e.hand ?? 1) - 1];
      if (!hand || hand.evenMoney || !isPlayerBlackjack(hand, p)) return;
      const first = before.dealer[0];
      if (first === undefined || !(isAce(first.card) || isTenOrFigure(first.card)) || !secondCardHidden(before)) return;
      const key = `${e.seat}:${hand.index}${behind ? `:behind:${e.player ?? ''}` : ''}`;
      if (reported.has(key)) return;
      reported.add(key);
      const how = e.type === 'payout'
        ? { es: 'pago', en: 'paid' }
        : e.type === 'return' ? { es: 'devolución de la apuesta', en: 'stake returned' } : { es: 'cobro de la apuesta', en: 'stake collected' };
      const behindText = behind
        ? { es: ` (apuesta de detrás de la casilla${e.player !== undefined ? `, ${e.player}` : ''})`, en: ` (the bet behind the box${e.player !== undefined ? `, ${e.player}` : ''})` }
        : { es: '', en: '' };
      ctx.report({
        messageId: 'early', event: e.index, seat: e.seat, hand: hand.index, ...behindPlace(behind, e.player), data: { up: cardGlyph(first.card) },
        dataByLang: { es: { how: how.es, behindText: behindText.es }, en: { how: how.en, behindText: behindText.en } },
      });
    };
    const handStart = () => {
      p = paramsOf();
      reported.clear();
    };
    return { handStart, payout: settle, collect: settle, return: settle };
  },
});
