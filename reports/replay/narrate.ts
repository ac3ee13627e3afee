// Any game's events in plain words, from the hand-log format alone: no game
// family or catalog knowledge lives here, so a new ruleset is narrated as is.
import { HIDDEN_CARD, cardGlyph } from '../../engine/core/cards.js';
import type { Card } from '../../engine/core/cards.js';
import { formatAmount } from '../../engine/core/money-text.js';
import type { Lang } from '../../engine/core/engine-types.js';
import { spotPhrase } from '../../engine/core/words.js';
import type { Words } from '../../engine/core/words.js';
import type { HandEvent, Participant, ProcedureEvent } from '../../engine/core/types.js';
import { withPreposition } from '../../rules-catalog/framework/messages.js';

/** "la apuesta principal" / "the main bet"; an unknown spot is named as the log names it. */
export function spotName(spot: string, w: Words): string {
  return spotPhrase(spot, w);
}

/** "el asiento 3" / "seat 3" ("la zona 3" / "zone 3": the catalog's word), "el dealer" / "the dealer"; baccarat's sides by the words table's names. */
export function whoName(p: Participant, w: Words): string {
  const es = w.lang === 'es';
  switch (p.kind) {
    case 'seat': return `${w.seat.the} ${p.seat}`;
    case 'dealer': return es ? `el ${w.dealer}` : `the ${w.dealer}`;
    case 'player': return w.player;
    case 'banker': return w.banker;
    default: return String((p as { kind: unknown }).kind);
  }
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const seatWho = (seat: number, w: Words) => whoName({ kind: 'seat', seat }, w);

/** ", mano 2" / ", hand 2" when the log names a hand. */
function handPart(hand: number | undefined, lang: Lang): string {
  return hand === undefined ? '' : lang === 'es' ? `, mano ${hand}` : `, hand ${hand}`;
}

/** The hand as an apposition after a subject: "El asiento 1, mano 2, pide carta". */
function handApposition(hand: number | undefined, lang: Lang): string {
  return hand === undefined ? '' : `${handPart(hand, lang)},`;
}

function numberPart(n: number | undefined, lang: Lang): string {
  return n === undefined ? '' : lang === 'es' ? ` al número ${n}` : ` on number ${n}`;
}

const cards = (list: readonly Card[]) => list.map(cardGlyph).join(' ');

/**
 * One event as a sentence, in the language asked for. Every amount carries the
 * hand's currency the way every report words money ("PEN 150.00"; "150.00"
 * when the log names none): a step is read, quoted and compared with the
 * findings on its own, away from the heading that names the currency.
 */
export function narrateEvent(e: HandEvent, w: Words, currency?: string): string {
  const lang = w.lang;
  const es = lang === 'es';
  const m = (x: number) => formatAmount(x, currency);
  switch (e.type) {
    case 'procedure':
      return procedureText(e, w);
    case 'bet': {
      const spot = spotName(e.spot, w);
      const who = e.player !== undefined ? (es ? `el jugador ${e.player}` : `player ${e.player}`) : '';
      const medium = e.medium === 'cash' ? (es ? ' en efectivo' : ' in cash') : e.medium === 'verbal' ? (es ? ' de palabra' : ' verbally') : '';
      if (e.behind) {
        return es
          ? `${cap(who || 'un jugador')} apuesta ${m(e.amount)}${medium} detrás ${w.seat.of} ${e.seat}, en ${spot}${handPart(e.hand, lang)}${numberPart(e.number, lang)}.`
          : `${cap(who || 'a player')} bets ${m(e.amount)}${medium} behind ${w.seat.the} ${e.seat}, on ${spot}${handPart(e.hand, lang)}${numberPart(e.number, lang)}.`;
      }
      const by = who ? ` (${who})` : '';
      return es
        ? `${cap(seatWho(e.seat, w))}${by}${handApposition(e.hand, lang)} apuesta ${m(e.amount)}${medium} en ${spot}${numberPart(e.number, lang)}.`
        : `${cap(seatWho(e.seat, w))}${by}${handApposition(e.hand, lang)} bets ${m(e.amount)}${medium} on ${spot}${numberPart(e.number, lang)}.`;
    }
    case 'deal': {
      const who = cap(whoName(e.to, w)) + handApposition(e.hand, lang);
      if (e.face === 'down') {
        return es
          ? `${who} recibe una carta cubierta (${HIDDEN_CARD}; el registro anota ${cardGlyph(e.card)}).`
          : `${who} is dealt a card face down (${HIDDEN_CARD}; the log records ${cardGlyph(e.card)}).`;
      }
      return es ? `${who} recibe ${cardGlyph(e.card)}, descubierta.` : `${who} is dealt ${cardGlyph(e.card)} face up.`;
    }
    case 'reveal':
      return es
        ? `${cap(whoName(e.to, w))} descubre su carta cubierta: ${cardGlyph(e.card)}.`
        : `${cap(whoName(e.to, w))} turns the face-down card over: ${cardGlyph(e.card)}.`;
    case 'decision':
      return decisionText(e.seat, e.hand, e.action, e.amount, w, currency, e.player);
    case 'rng':
      return es ? `El generador de números aleatorios da ${e.value}.` : `The random number generator gives ${e.value}.`;
    case 'payout': {
      const behind = behindWho(e, w);
      if (behind) {
        return es
          ? `La mesa paga ${m(e.amount)} ${withPreposition('a', behind)} por ${spotName(e.spot, w)}${handPart(e.hand, lang)}${numberPart(e.number, lang)}.`
          : `The table pays ${behind} ${m(e.amount)} on ${spotName(e.spot, w)}${handPart(e.hand, lang)}${numberPart(e.number, lang)}.`;
      }
      return es
        ? `La mesa paga ${m(e.amount)} ${w.seat.to} ${e.seat} por ${spotName(e.spot, w)}${handPart(e.hand, lang)}${numberPart(e.number, lang)}.`
        : `The table pays ${w.seat.to} ${e.seat} ${m(e.amount)} on ${spotName(e.spot, w)}${handPart(e.hand, lang)}${numberPart(e.number, lang)}.`;
    }
    case 'collect': {
      const behind = behindWho(e, w);
      if (behind) {
        return es
          ? `La mesa cobra ${m(e.amount)} ${withPreposition('a', behind)} ${de(spotName(e.spot, w))}${handPart(e.hand, lang)}${numberPart(e.number, lang)}.`
          : `The table collects ${m(e.amount)} from ${behind} on ${spotName(e.spot, w)}${handPart(e.hand, lang)}${numberPart(e.number, lang)}.`;
      }
      return es
        ? `La mesa cobra ${m(e.amount)} ${w.seat.to} ${e.seat} ${de(spotName(e.spot, w))}${handPart(e.hand, lang)}${numberPart(e.number, lang)}.`
        : `The table collects ${m(e.amount)} from ${w.seat.of} ${e.seat}'s ${spotName(e.spot, w).replace(/^the /, '')}${handPart(e.hand, lang)}${numberPart(e.number, lang)}.`;
    }
    case 'return': {
      const behind = behindWho(e, w);
      if (behind) {
        return es
          ? `La mesa devuelve ${m(e.amount)} ${withPreposition('a', behind)} ${de(spotName(e.spot, w))}${handPart(e.hand, lang)}${numberPart(e.number, lang)}.`
          : `The table returns ${m(e.amount)} to ${behind} from ${spotName(e.spot, w)}${handPart(e.hand, lang)}${numberPart(e.number, lang)}.`;
      }
      return es
        ? `La mesa devuelve ${m(e.amount)} ${w.seat.to} ${e.seat} ${de(spotName(e.spot, w))}${handPart(e.hand, lang)}${numberPart(e.number, lang)}.`
        : `The table returns ${m(e.amount)} to ${w.seat.to} ${e.seat} from ${spotName(e.spot, w)}${handPart(e.hand, lang)}${numberPart(e.number, lang)}.`;
    }
    case 'commission':
      return es
        ? `La casa retiene ${m(e.amount)} de comisión sobre ${spotName(e.spot, w)}.`
        : `The house keeps ${m(e.amount)} commission on ${spotName(e.spot, w)}.`;
    case 'pool_award':
      return es ? `${cap(w.seat.the)} ${e.seat} recibe ${m(e.amount)} ${de(spotName('pool', w))}.` : `${cap(w.seat.the)} ${e.seat} is awarded ${m(e.amount)} from ${spotName('pool', w)}.`;
    default:
      return es ? `Evento «${String((e as { type: unknown }).type)}».` : `Event "${String((e as { type: unknown }).type)}".`;
  }
}

/** "de" before a Spanish noun phrase, contracted where it starts with "el": "del seguro", "de la apuesta". */
const de = (phrase: string): string => withPreposition('de', phrase);

const ACTIONS: Record<Lang, Record<string, (amount: string) => string>> = {
  es: {
    hit: () => 'pide carta', stand: () => 'se planta', double: (a) => `incrementa su apuesta (dobla) en ${a}`,
    split: (a) => `separa sus cartas: una nueva mano con ${a}`, surrender: () => 'se retira (paga la mitad de su apuesta)',
    insurance: (a) => `toma un seguro de ${a}`, even_money: () => 'acepta el pago simple (1 a 1) por su Black Jack',
    decline_insurance: () => 'rechaza el seguro', bet: (a) => `apuesta ${a} (bet)`, fold: () => 'se retira (fold)',
  },
  en: {
    hit: () => 'hits (asks for a card)', stand: () => 'stands', double: (a) => `doubles, adding ${a} to the wager`,
    split: (a) => `splits: a new hand with ${a}`, surrender: () => 'surrenders (gives up half the wager)',
    insurance: (a) => `takes insurance of ${a}`, even_money: () => 'takes even money (1 to 1) on the blackjack',
    decline_insurance: () => 'declines insurance', bet: (a) => `bets ${a} (raise)`, fold: () => 'folds',
  },
};

function decisionText(seat: number, hand: number | undefined, action: string, amount: number | undefined, w: Words, currency?: string, player?: string): string {
  const lang = w.lang;
  const a = amount === undefined ? '' : formatAmount(amount, currency);
  const verb = ACTIONS[lang][action]?.(a) ?? (lang === 'es' ? `decide «${action}»${a ? ` (${a})` : ''}` : `decides "${action}"${a ? ` (${a})` : ''}`);
  // Who decided, where the log names him (a player betting behind the box insures on his own: clause29), as a bet says it.
  const by = player === undefined ? '' : lang === 'es' ? ` (el jugador ${player})` : ` (player ${player})`;
  return `${cap(seatWho(seat, w))}${by}${handApposition(hand, lang)} ${verb}.`;
}

/**
 * To whom a settlement goes, where it names a bet behind the box (format 1.1 `behind`, `player`): «player P8, behind
 * seat 1» / «el jugador P8, de detrás del asiento 1»; undefined for the box's own. A step must say it: the box's and
 * his are settled on the same spot and hand (clause29).
 */
function behindWho(e: { seat: number; behind?: boolean; player?: string }, w: Words): string | undefined {
  if (e.behind !== true) return undefined;
  return w.lang === 'es'
    ? `${e.player !== undefined ? `el jugador ${e.player}, de` : 'quien apuesta'} detrás ${w.seat.of} ${e.seat},`
    : `${e.player !== undefined ? `player ${e.player},` : 'the player'} behind ${w.seat.the} ${e.seat},`;
}

const PROCEDURES: Record<Lang, Record<string, (e: ProcedureEvent, by: string, dealer: string, w: Words) => string>> = {
  es: {
    new_deck: (e) => `Se abren barajas nuevas${e.decks !== undefined ? ` (${e.decks})` : ''}`,
    count: () => 'Se cuentan las cartas',
    show_cards: () => 'Se muestran las cartas',
    turn_cards: () => 'Se voltean las cartas',
    wash: () => 'Se lavan las cartas (se mezclan sobre el paño)',
    shuffle: (_e, by, dealer) => `${cap(by || dealer)} baraja las cartas`,
    cut: (_e, by) => (by ? `${cap(by)} corta la baraja` : 'Se corta la baraja'),
    place_cut_card: (e) => `Se coloca la carta de corte${e.position !== undefined ? ` a ${e.position} ${e.position === 1 ? 'carta' : 'cartas'} de la base` : ''}`,
    load_shoe: () => 'Se cargan las cartas en el zapato',
    burn: (e) => `${e.cards?.length === 1 ? 'Se quema 1 carta' : `Se queman ${e.cards?.length ?? ''} cartas`}${e.cards?.length ? `: ${cards(e.cards)}` : ''}`.replace('  ', ' '),
    verify_card_count: (e, _by, _dealer, w) => `Se verifica el número de cartas${e.participant ? ` ${de(whoName(e.participant, w))}` : ''}${e.count !== undefined ? `: ${e.count}` : ''}`,
    no_more_bets: (_e, _by, dealer) => `${cap(dealer)} anuncia «no va más»`,
    offer_insurance: (_e, _by, dealer) => `${cap(dealer)} ofrece el seguro`,
    offer_surrender: (_e, _by, dealer) => `${cap(dealer)} pregunta si desean retirarse`,
    cut_card_out: () => 'Sale la carta de corte',
  },
  en: {
    new_deck: (e) => `New decks are opened${e.decks !== undefined ? ` (${e.decks})` : ''}`,
    count: () => 'The cards are counted',
    show_cards: () => 'The cards are shown',
    turn_cards: () => 'The cards are turned over',
    wash: () => 'The cards are washed (mixed on the layout)',
    shuffle: (_e, by, dealer) => `${cap(by || dealer)} shuffles`,
    cut: (_e, by) => (by ? `${cap(by)} cuts the cards` : 'The cards are cut'),
    place_cut_card: (e) => `The cut card is placed${e.position !== undefined ? ` ${e.position} ${e.position === 1 ? 'card' : 'cards'} from the bottom` : ''}`,
    load_shoe: () => 'The cards are loaded into the shoe',
    burn: (e) => `${e.cards?.length === 1 ? '1 card is burned' : `${e.cards?.length ?? 'Some'} cards are burned`}${e.cards?.length ? `: ${cards(e.cards)}` : ''}`,
    verify_card_count: (e, _by, _dealer, w) => `The card count${e.participant ? ` of ${whoName(e.participant, w)}` : ''} is checked${e.count !== undefined ? `: ${e.count}` : ''}`,
    no_more_bets: (_e, _by, dealer) => `${cap(dealer)} calls no more bets`,
    offer_insurance: (_e, _by, dealer) => `${cap(dealer)} offers insurance`,
    offer_surrender: (_e, _by, dealer) => `${cap(dealer)} offers surrender`,
    cut_card_out: () => 'The cut card comes out',
  },
};

function procedureText(e: ProcedureEvent, w: Words): string {
  const lang = w.lang;
  const by = e.by ? whoName(e.by, w) : '';
  const fn = PROCEDURES[lang][e.name];
  if (fn) return `${fn(e, by, whoName({ kind: 'dealer', seat: 0 }, w), w)}.`;
  const who = by ? (lang === 'es' ? ` (por ${by})` : ` (by ${by})`) : '';
  return lang === 'es' ? `Procedimiento «${e.name}»${who}.` : `Procedure "${e.name}"${who}.`;
}

/** Where a finding's wager is: "Asiento 3, mano 1, la apuesta principal" / "Seat 3, hand 1, the main bet" (the catalog's word: "Zona 3"). */
export function wagerLabel(x: { seat?: number; hand?: number; hands?: readonly number[]; spot?: string; number?: number; numbers?: readonly number[] }, w: Words): string {
  const es = w.lang === 'es';
  const parts: string[] = [];
  if (x.seat !== undefined) parts.push(`${w.seat.label} ${x.seat}`);
  if (x.hands !== undefined && x.hands.length > 1) {
    // A split box judged in sum: its hands together ("manos 1 y 2" / "hands 1 and 2").
    const list = `${x.hands.slice(0, -1).join(', ')} ${es ? 'y' : 'and'} ${x.hands[x.hands.length - 1]}`;
    parts.push(es ? `manos ${list} juntas` : `hands ${list} together`);
  } else if (x.hand !== undefined) parts.push(es ? `mano ${x.hand}` : `hand ${x.hand}`);
  if (x.spot !== undefined) parts.push(spotName(x.spot, w));
  if (x.numbers !== undefined && x.numbers.length > 1) {
    // Bets on several numbers judged as one (their settlements name no number): "números 2 y 3 juntos" / "numbers 2 and 3 together".
    const list = `${x.numbers.slice(0, -1).join(', ')} ${es ? 'y' : 'and'} ${x.numbers[x.numbers.length - 1]}`;
    parts.push(es ? `números ${list} juntos` : `numbers ${list} together`);
  } else if (x.number !== undefined) parts.push(es ? `número ${x.number}` : `number ${x.number}`);
  return parts.join(', ');
}
