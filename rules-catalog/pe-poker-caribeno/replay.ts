// Caribbean Stud's hooks for the dispute replay: which case (and so which
// article) each settlement belongs to, and what every ante and bet required —
// from `judgeSeat`, the judgment the settlement rules report, so the replay
// and the audit never disagree.
import { cardGlyph } from '../../engine/core/cards.js';
import { formatMoney } from '../../engine/core/money.js';
import { formatAmount, formatSignedAmount } from '../../engine/core/money-text.js';
import type { CsSeat, CsState } from '../../engine/caribbean/state.js';
import { dealerCards, seatOf, seatsJudged, settlementsOf } from '../../engine/caribbean/state.js';
import { handName, handWords } from '../../engine/caribbean/describe.js';
import type { PokerHand } from '../../engine/caribbean/hands.js';
import type { HandEvent } from '../../engine/core/types.js';
import type { Bilingual, ReplayContext, ReplayHooks, WagerRequirement } from '../framework/types.js';
import { csParams } from './rules/params.js';
import type { CsParams } from './rules/params.js';
import { decksInPlay, judgeSeat, netToPlayer } from './rules/judge-wagers.js';
import type { Judgment } from './rules/judge-wagers.js';

/** The deck procedures Art. 6º orders with new decks; Art. 7º leaves them (but the shuffle and cut) optional. */
const DECK_STEPS = new Set(['count', 'show_cards', 'turn_cards', 'wash', 'shuffle', 'cut']);

export const caribbeanReplay: ReplayHooks<CsState> = {
  governsKeys(event: HandEvent, _before: CsState, _after: CsState, final: CsState, ctx: ReplayContext): string[] {
    if (event.type === 'procedure' && DECK_STEPS.has(event.name)) {
      const newDecks = final.procedures.some((p) => p.name === 'new_deck' && p.index < event.index);
      return newDecks ? [`procedure:${event.name}#new-deck`] : [];
    }
    if ((event.type === 'payout' || event.type === 'collect' || event.type === 'return') && (event.spot === 'ante' || event.spot === 'bet')) {
      const seat = seatOf(final, event.seat);
      const j = seat && judgeSeat(final, seat, ctx.table, csParams(ctx)).find((x) => x.spot === event.spot);
      if (j) return [`outcome:${j.case}`];
    }
    return [];
  },

  wagers(final: CsState, ctx: ReplayContext): WagerRequirement[] {
    const p = csParams(ctx);
    const out: WagerRequirement[] = [];
    for (const seat of seatsJudged(final)) {
      const judged = judgeSeat(final, seat, ctx.table, p);
      for (const j of judged) {
        const w: WagerRequirement = {
          seat: j.seat, spot: j.spot, stake: j.stake, required: j.expected, actual: j.actual.net, settled: j.actual.any,
          governs: `outcome:${j.case}`, why: why(j, seat, final, p, ctx.currency),
        };
        if (j.alsoAccepted !== undefined) w.alsoAccepted = j.alsoAccepted;
        out.push(w);
      }
      // A wager judgeSeat leaves unjudged (the hands cannot be valued, or a zone with no ante and nothing settled):
      // said so, with why, rather than "no finding" as if it had been checked and found right.
      for (const spot of ['ante', 'bet'] as const) {
        if (judged.some((j) => j.spot === spot)) continue;
        const settled = settlementsOf(final, seat.seat, spot);
        const stake = spot === 'ante' ? seat.ante : seat.bet;
        if (stake === 0 && settled.length === 0) continue;
        const n = netToPlayer(settled, stake);
        out.push({ seat: seat.seat, spot, stake, actual: n.net, settled: n.any, why: notJudgedWhy(final, seat, decksInPlay(final, ctx.table, p)) });
      }
    }
    return out;
  },
};

/** Why judgeSeat judged none of a zone's wagers, in the order it gives up (judge-wagers.ts judgeOnTheCards). */
function notJudgedWhy(s: CsState, seat: CsSeat, decks: number): Bilingual {
  const tail = {
    es: 'así que no se sabe qué exige el reglamento; la auditoría no juzga esta liquidación',
    en: 'so what the rules require is not known; the audit does not judge this settlement',
  };
  if (seat.ante <= 0) {
    return {
      es: 'la zona no colocó ante (Art. 9º e): no participa en la partida; la mesa no liquidó nada en ella, y la auditoría no juzga una liquidación que no se hizo',
      en: 'the zone placed no ante (Art. 9º e): it takes no part in the game; the table settled nothing on it, and the audit judges no settlement that was not made',
    };
  }
  const dealer = dealerCards(s);
  const five = (n: number) => n === 1 ? { es: '1 carta registrada', en: '1 card recorded' } : { es: `${n} cartas registradas`, en: `${n} cards recorded` };
  if (seat.cards.length !== 5) {
    const n = five(seat.cards.length);
    return { es: `sin resolver: la zona tiene ${n.es}, no cinco (Art. 10º): su mano no puede valorarse, ${tail.es}`, en: `unresolved: the zone has ${n.en}, not five (Art. 10º): its hand cannot be valued, ${tail.en}` };
  }
  if (dealer.length !== 5) {
    const n = five(dealer.length);
    return { es: `sin resolver: el dealer tiene ${n.es}, no cinco (Art. 10º): su mano no puede valorarse, ${tail.es}`, en: `unresolved: the dealer has ${n.en}, not five (Art. 10º): his hand cannot be valued, ${tail.en}` };
  }
  // judgeOnTheCards leaves two valued hands unjudged only where a card is in them more often than the decks hold it.
  const ten = [...seat.cards.map((c) => c.card), ...dealer];
  const over = ten.find((c) => ten.filter((x) => x === c).length > decks);
  if (over !== undefined) {
    const g = cardGlyph(over);
    const n = ten.filter((x) => x === over).length;
    const held = decks === 1 ? { es: 'hay una sola baraja en juego', en: 'one deck is in play' } : { es: `hay ${decks} barajas en juego`, en: `${decks} decks are in play` };
    return {
      es: `sin resolver: la carta ${g} aparece ${n} veces entre las cartas de la zona y las del dealer y ${held.es} (Art. 5º): las manos no pueden compararse, ${tail.es}`,
      en: `unresolved: ${g} appears ${n} times among the zone's and the dealer's cards and ${held.en} (Art. 5º): the hands cannot be compared, ${tail.en}`,
    };
  }
  return { es: `sin resolver: ${tail.es}`, en: `unresolved: ${tail.en}` };
}

/** The requirement in words: the two hands with their cards, then the case and its arithmetic. */
function why(j: Judgment, seat: CsSeat, s: CsState, p: CsParams, cur: string | undefined): Bilingual {
  const stake = formatAmount(j.stake, cur);
  const e = formatSignedAmount(j.expected, cur);
  const zero = formatSignedAmount(0, cur);
  const name = j.spot === 'ante' ? { es: 'el ante', en: 'the ante' } : { es: 'el bet', en: 'the bet' };
  if (j.case === 'no-ante') {
    return { es: `la zona no colocó ante (Art. 9º e): no participa en la partida, nada se paga ni se cobra; lo que puso en la mesa se le devuelve (${zero})`, en: `the zone placed no ante (Art. 9º e): it takes no part in the game, nothing is paid or collected; whatever it put on the layout is handed back (${zero})` };
  }
  if (j.case === 'void-late') {
    return j.spot === 'ante'
      ? { es: `ante colocado solo después del reparto (Art. 11º): la zona no entró en la partida, se devuelve (${zero})`, en: `ante placed only after the deal (Art. 11º): the zone never entered the game, it is handed back (${zero})` }
      : { es: `sin ante colocado a tiempo no hay partida para la zona: el bet se devuelve (${zero})`, en: `with no ante placed in time the zone has no game: the bet is handed back (${zero})` };
  }
  if (j.case === 'no-game') {
    return { es: `ante liquidado antes de repartirse ninguna carta (Art. 11º): no jugó partida, se devuelve (${zero})`, en: `ante settled before any card was dealt (Art. 11º): it played no game, it is handed back (${zero})` };
  }
  if (j.case === 'void-after-reveal') {
    return { es: `bet hecho después de que el dealer descubriera sus cartas (Art. 11º): no es apuesta, se devuelve (${zero})`, en: `bet made after the dealer revealed his cards (Art. 11º): no wager, it is handed back (${zero})` };
  }
  if (j.case === 'no-decision') {
    return j.spot === 'ante'
      ? { es: `el jugador no hizo bet ni se retiró: sin bet no continúa en la partida (Art. 11º), pierde el ante, ${e}`, en: `the player neither bet nor folded: without a bet the player does not continue in the game (Art. 11º), the ante is lost, ${e}` }
      : { es: `el jugador no hizo bet: nada que liquidar (${zero})`, en: `the player made no bet: nothing to settle (${zero})` };
  }
  if (j.case === 'fold') {
    return j.spot === 'ante'
      ? { es: `el jugador se retiró: pierde el ante, ${e}`, en: `the player folded: the ante is lost, ${e}` }
      : { es: `quien se retira no hace bet: nada que liquidar (${zero})`, en: `a player who folds makes no bet: nothing to settle (${zero})` };
  }
  const hands = {
    es: `${hand(j.player!, seat.cards.map((c) => c.card), 'es')} contra ${hand(j.dealer!, dealerCards(s), 'es')} del dealer`,
    en: `${hand(j.player!, seat.cards.map((c) => c.card), 'en')} against the dealer's ${hand(j.dealer!, dealerCards(s), 'en')}`,
  };
  const ratio = (r: [number, number]) => ({ es: `${r[0]} a ${r[1]}`, en: `${r[0]} to ${r[1]}` });
  const line = j.line !== undefined ? { es: `${formatMoney(j.line as never)} a 1`, en: `${formatMoney(j.line as never)} to 1` } : undefined;
  const pays = (r: Bilingual, why: Bilingual = { es: '', en: '' }) => ({
    es: `${hands.es}: ${name.es} gana ${r.es}${why.es} sobre ${stake} = ${e}`,
    en: `${hands.en}: ${name.en} wins ${r.en}${why.en} on ${stake} = ${e}`,
  });
  switch (j.case) {
    case 'no-hand':
      return j.spot === 'ante'
        ? {
          es: `${hands.es}: el dealer no tiene mano (menos que As y K), el ante se paga ${ratio(p.noHandAnteRatio).es} sobre ${stake} = ${e}`,
          en: `${hands.en}: the dealer has no hand (less than ace-king), the ante is paid ${ratio(p.noHandAnteRatio).en} on ${stake} = ${e}`,
        }
        : { es: `${hands.es}: el dealer no tiene mano, el bet es nulo y se devuelve (${zero})`, en: `${hands.en}: the dealer has no hand, the bet is void and returned (${zero})` };
    case 'qualified-loss':
      return {
        es: `${hands.es}: el dealer tiene mano (As y K o más): no cabe «No hay mano» (Art. 13º); la mano del dealer es mayor, ${name.es} pierde, ${e}`,
        en: `${hands.en}: the dealer has a hand (ace-king or better): no «no hand» (Art. 13º); the dealer's hand is higher, ${name.en} is lost, ${e}`,
      };
    case 'qualified-tie':
      return j.expected === 0
        ? { es: `${hands.es}: el dealer tiene mano (As y K o más): no cabe «No hay mano» (Art. 13º); manos de igual valor, empate: se devuelve ${name.es} (${zero})`, en: `${hands.en}: the dealer has a hand (ace-king or better): no «no hand» (Art. 13º); hands of equal value, a tie: ${name.en} is returned (${zero})` }
        : { es: `${hands.es}: el dealer tiene mano (As y K o más): no cabe «No hay mano» (Art. 13º); empate, que en esta mesa gana el dealer: ${name.es} pierde, ${e}`, en: `${hands.en}: the dealer has a hand (ace-king or better): no «no hand» (Art. 13º); a tie, which the dealer wins at this table: ${name.en} is lost, ${e}` };
    case 'loss':
      return { es: `${hands.es}: la mano del dealer es mayor, ${name.es} pierde, ${e}`, en: `${hands.en}: the dealer's hand is higher, ${name.en} is lost, ${e}` };
    case 'tie':
      return j.expected === 0
        ? { es: `${hands.es}: manos de igual valor, empate: se devuelve ${name.es} (${zero})`, en: `${hands.en}: hands of equal value, a tie: ${name.en} is returned (${zero})` }
        : { es: `${hands.es}: empate, que en esta mesa gana el dealer: ${name.es} pierde, ${e}`, en: `${hands.en}: a tie, which the dealer wins at this table: ${name.en} is lost, ${e}` };
    case 'win':
    case 'posted-line-short':
    case 'contradicted':
    case 'win-unposted-cap':
      if (j.spot === 'ante') return pays(ratio(p.anteWinRatio));
      return pays(line!, {
        es: ` (${category(j.player!, 'es')}, tabla de pagos)${j.case === 'win-unposted-cap' ? ' sin pago máximo publicado que lo limite,' : ''}`,
        en: ` (${category(j.player!, 'en')}, the pay table)${j.case === 'win-unposted-cap' ? ' with no posted maximum payout to cap it,' : ''}`,
      });
    case 'win-capped':
      return {
        es: `${hands.es}: el bet gana ${line!.es} (tabla de pagos) sobre ${stake} = ${formatAmount(j.full!, cur)}, limitado al pago máximo publicado: ${e}`,
        en: `${hands.en}: the bet wins ${line!.en} (the pay table) on ${stake} = ${formatAmount(j.full!, cur)}, capped at the posted maximum payout: ${e}`,
      };
  }
}

/** The pay-table line's name: "color" / "flush". */
function category(h: PokerHand, lang: 'es' | 'en'): string {
  return lang === 'es' ? handWords(h, 'es') : h.category.replace(/_/g, ' ');
}

function hand(h: PokerHand, cards: readonly number[], lang: 'es' | 'en'): string {
  return `${handName(h, lang)} (${cards.map((c) => cardGlyph(c as never)).join(' ')})`;
}
