// Any game's events in plain words, from the hand-log format alone: no game
// family or catalog knowledge lives here, so a new ruleset is narrated as is.
import { HIDDEN_CARD, cardGlyph } from '../../engine/core/cards.js';
import type { Card } from '../../engine/core/cards.js';
import { formatMoney } from '../../engine/core/money.js';
import type { Lang } from '../../engine/core/engine-types.js';
import type { HandEvent, Participant, ProcedureEvent, Spot } from '../../engine/core/types.js';

const SPOTS: Record<Lang, Record<Spot, string>> = {
  es: {
    main: 'la apuesta principal', pool: 'el pool bet', ante: 'el ante', player: 'Punto', banker: 'Banca', tie: 'Empate',
    paigow: 'la apuesta de pai gow', bonus: 'la apuesta de bono', insurance: 'el seguro', bet: 'la apuesta (bet)',
  },
  en: {
    main: 'the main bet', pool: 'the pool bet', ante: 'the ante', player: 'Punto', banker: 'Banca', tie: 'Tie',
    paigow: 'the pai gow bet', bonus: 'the bonus bet', insurance: 'insurance', bet: 'the bet (raise)',
  },
};

/** "la apuesta principal" / "the main bet"; an unknown spot is named as the log names it. */
export function spotName(spot: string, lang: Lang): string {
  return (SPOTS[lang] as Record<string, string>)[spot] ?? spot;
}

/** "el asiento 3" / "seat 3", "el dealer" / "the dealer"; baccarat's sides by the names the family uses in both languages, Punto and Banca. */
export function whoName(p: Participant, lang: Lang): string {
  const es = lang === 'es';
  switch (p.kind) {
    case 'seat': return es ? `el asiento ${p.seat}` : `seat ${p.seat}`;
    case 'dealer': return es ? 'el dealer' : 'the dealer';
    case 'player': return 'Punto';
    case 'banker': return 'Banca';
    default: return String((p as { kind: unknown }).kind);
  }
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const seatWho = (seat: number, lang: Lang) => whoName({ kind: 'seat', seat }, lang);

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

/** One event as a sentence, in the language asked for. */
export function narrateEvent(e: HandEvent, lang: Lang): string {
  const es = lang === 'es';
  const m = (x: number) => formatMoney(x as never);
  switch (e.type) {
    case 'procedure':
      return procedureText(e, lang);
    case 'bet': {
      const spot = spotName(e.spot, lang);
      const who = e.player !== undefined ? (es ? `el jugador ${e.player}` : `player ${e.player}`) : '';
      const medium = e.medium === 'cash' ? (es ? ' en efectivo' : ' in cash') : e.medium === 'verbal' ? (es ? ' de palabra' : ' verbally') : '';
      if (e.behind) {
        return es
          ? `${cap(who || 'un jugador')} apuesta ${m(e.amount)}${medium} detrás del asiento ${e.seat}, en ${spot}${handPart(e.hand, lang)}${numberPart(e.number, lang)}.`
          : `${cap(who || 'a player')} bets ${m(e.amount)}${medium} behind seat ${e.seat}, on ${spot}${handPart(e.hand, lang)}${numberPart(e.number, lang)}.`;
      }
      const by = who ? ` (${who})` : '';
      return es
        ? `${cap(seatWho(e.seat, lang))}${by}${handApposition(e.hand, lang)} apuesta ${m(e.amount)}${medium} en ${spot}${numberPart(e.number, lang)}.`
        : `${cap(seatWho(e.seat, lang))}${by}${handApposition(e.hand, lang)} bets ${m(e.amount)}${medium} on ${spot}${numberPart(e.number, lang)}.`;
    }
    case 'deal': {
      const who = cap(whoName(e.to, lang)) + handApposition(e.hand, lang);
      if (e.face === 'down') {
        return es
          ? `${who} recibe una carta cubierta (${HIDDEN_CARD}; el registro anota ${cardGlyph(e.card)}).`
          : `${who} is dealt a card face down (${HIDDEN_CARD}; the log records ${cardGlyph(e.card)}).`;
      }
      return es ? `${who} recibe ${cardGlyph(e.card)}, descubierta.` : `${who} is dealt ${cardGlyph(e.card)} face up.`;
    }
    case 'reveal':
      return es
        ? `${cap(whoName(e.to, lang))} descubre su carta cubierta: ${cardGlyph(e.card)}.`
        : `${cap(whoName(e.to, lang))} turns the face-down card over: ${cardGlyph(e.card)}.`;
    case 'decision':
      return decisionText(e.seat, e.hand, e.action, e.amount, lang);
    case 'rng':
      return es ? `El generador de números aleatorios da ${e.value}.` : `The random number generator gives ${e.value}.`;
    case 'payout':
      return es
        ? `La mesa paga ${m(e.amount)} al asiento ${e.seat} por ${spotName(e.spot, lang)}${handPart(e.hand, lang)}${numberPart(e.number, lang)}.`
        : `The table pays seat ${e.seat} ${m(e.amount)} on ${spotName(e.spot, lang)}${handPart(e.hand, lang)}${numberPart(e.number, lang)}.`;
    case 'collect':
      return es
        ? `La mesa cobra ${m(e.amount)} al asiento ${e.seat} ${de(spotName(e.spot, lang))}${handPart(e.hand, lang)}${numberPart(e.number, lang)}.`
        : `The table collects ${m(e.amount)} from seat ${e.seat}'s ${spotName(e.spot, lang).replace(/^the /, '')}${handPart(e.hand, lang)}${numberPart(e.number, lang)}.`;
    case 'return':
      return es
        ? `La mesa devuelve ${m(e.amount)} al asiento ${e.seat} ${de(spotName(e.spot, lang))}${handPart(e.hand, lang)}${numberPart(e.number, lang)}.`
        : `The table returns ${m(e.amount)} to seat ${e.seat} from ${spotName(e.spot, lang)}${handPart(e.hand, lang)}${numberPart(e.number, lang)}.`;
    case 'commission':
      return es
        ? `La casa retiene ${m(e.amount)} de comisión sobre ${spotName(e.spot, lang)}.`
        : `The house keeps ${m(e.amount)} commission on ${spotName(e.spot, lang)}.`;
    case 'pool_award':
      return es ? `El asiento ${e.seat} recibe ${m(e.amount)} del pool bet.` : `Seat ${e.seat} is awarded ${m(e.amount)} from the pool bet.`;
    default:
      return es ? `Evento «${String((e as { type: unknown }).type)}».` : `Event "${String((e as { type: unknown }).type)}".`;
  }
}

/** "de" before a Spanish noun phrase, contracted where it starts with "el": "del seguro", "de la apuesta". */
function de(phrase: string): string {
  return phrase.startsWith('el ') ? `del ${phrase.slice(3)}` : `de ${phrase}`;
}

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

function decisionText(seat: number, hand: number | undefined, action: string, amount: number | undefined, lang: Lang): string {
  const a = amount === undefined ? '' : formatMoney(amount as never);
  const verb = ACTIONS[lang][action]?.(a) ?? (lang === 'es' ? `decide «${action}»${a ? ` (${a})` : ''}` : `decides "${action}"${a ? ` (${a})` : ''}`);
  return `${cap(seatWho(seat, lang))}${handApposition(hand, lang)} ${verb}.`;
}

const PROCEDURES: Record<Lang, Record<string, (e: ProcedureEvent, by: string) => string>> = {
  es: {
    new_deck: (e) => `Se abren barajas nuevas${e.decks !== undefined ? ` (${e.decks})` : ''}`,
    count: () => 'Se cuentan las cartas',
    show_cards: () => 'Se muestran las cartas',
    turn_cards: () => 'Se voltean las cartas',
    wash: () => 'Se lavan las cartas (se mezclan sobre el paño)',
    shuffle: (_e, by) => `${by ? cap(by) : 'El dealer'} baraja las cartas`,
    cut: (_e, by) => (by ? `${cap(by)} corta la baraja` : 'Se corta la baraja'),
    place_cut_card: (e) => `Se coloca la carta de corte${e.position !== undefined ? ` a ${e.position} cartas de la base` : ''}`,
    load_shoe: () => 'Se cargan las cartas en el zapato',
    burn: (e) => `Se queman ${e.cards?.length ?? ''} cartas${e.cards?.length ? `: ${cards(e.cards)}` : ''}`.replace('  ', ' '),
    verify_card_count: (e) => `Se verifica el número de cartas${e.participant ? ` ${de(whoName(e.participant, 'es'))}` : ''}${e.count !== undefined ? `: ${e.count}` : ''}`,
    no_more_bets: () => 'El dealer anuncia «no va más»',
    offer_insurance: () => 'El dealer ofrece el seguro',
    offer_surrender: () => 'El dealer pregunta si desean retirarse',
    cut_card_out: () => 'Sale la carta de corte',
  },
  en: {
    new_deck: (e) => `New decks are opened${e.decks !== undefined ? ` (${e.decks})` : ''}`,
    count: () => 'The cards are counted',
    show_cards: () => 'The cards are shown',
    turn_cards: () => 'The cards are turned over',
    wash: () => 'The cards are washed (mixed on the layout)',
    shuffle: (_e, by) => `${by ? cap(by) : 'The dealer'} shuffles`,
    cut: (_e, by) => (by ? `${cap(by)} cuts the cards` : 'The cards are cut'),
    place_cut_card: (e) => `The cut card is placed${e.position !== undefined ? ` ${e.position} cards from the bottom` : ''}`,
    load_shoe: () => 'The cards are loaded into the shoe',
    burn: (e) => `${e.cards?.length ?? 'Some'} cards are burned${e.cards?.length ? `: ${cards(e.cards)}` : ''}`,
    verify_card_count: (e) => `The card count${e.participant ? ` of ${whoName(e.participant, 'en')}` : ''} is checked${e.count !== undefined ? `: ${e.count}` : ''}`,
    no_more_bets: () => 'The dealer calls no more bets',
    offer_insurance: () => 'The dealer offers insurance',
    offer_surrender: () => 'The dealer offers surrender',
    cut_card_out: () => 'The cut card comes out',
  },
};

function procedureText(e: ProcedureEvent, lang: Lang): string {
  const by = e.by ? whoName(e.by, lang) : '';
  const fn = PROCEDURES[lang][e.name];
  if (fn) return `${fn(e, by)}.`;
  const who = by ? (lang === 'es' ? ` (por ${by})` : ` (by ${by})`) : '';
  return lang === 'es' ? `Procedimiento «${e.name}»${who}.` : `Procedure "${e.name}"${who}.`;
}

/** Where a finding's wager is: "asiento 3, mano 1, la apuesta principal" / "seat 3, hand 1, the main bet". */
export function wagerLabel(w: { seat?: number; hand?: number; spot?: string; number?: number }, lang: Lang): string {
  const parts: string[] = [];
  if (w.seat !== undefined) parts.push(lang === 'es' ? `Asiento ${w.seat}` : `Seat ${w.seat}`);
  if (w.hand !== undefined) parts.push(lang === 'es' ? `mano ${w.hand}` : `hand ${w.hand}`);
  if (w.spot !== undefined) parts.push(spotName(w.spot, lang));
  if (w.number !== undefined) parts.push(lang === 'es' ? `número ${w.number}` : `number ${w.number}`);
  return parts.join(', ');
}
