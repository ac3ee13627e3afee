import type { Card } from '../../engine/core/cards.js';
import { formatAmount } from '../../engine/core/money-text.js';
import type { Lang } from '../../engine/core/engine-types.js';
import type { Action, HandEvent, Participant, ProcedureName, Spot } from '../../engine/core/types.js';
import { WORDS, capitalize, spotLabel } from '../../engine/core/words.js';
import type { Words as TableWords } from '../../engine/core/words.js';

/** A line of an event: words and card glyphs. */
export type Segment = string | { card: Card };

type Words<K extends string> = Record<K, { es: string; en: string }>;

const PROCEDURES: Words<ProcedureName> = {
  new_deck: { es: 'mazo nuevo', en: 'new deck' }, count: { es: 'conteo', en: 'count' },
  show_cards: { es: 'muestra de cartas', en: 'cards shown' }, turn_cards: { es: 'volteo de cartas', en: 'cards turned' },
  wash: { es: 'lavado', en: 'wash' }, shuffle: { es: 'barajado', en: 'shuffle' }, cut: { es: 'corte', en: 'cut' },
  place_cut_card: { es: 'carta de corte colocada', en: 'cut card placed' }, load_shoe: { es: 'carga del zapato', en: 'shoe loaded' },
  burn: { es: 'quemado', en: 'burn' }, verify_card_count: { es: 'verificación de cartas', en: 'card count verified' },
  no_more_bets: { es: 'no va más', en: 'no more bets' }, offer_insurance: { es: 'ofrece seguro', en: 'insurance offered' },
  offer_surrender: { es: 'ofrece retiro', en: 'surrender offered' }, cut_card_out: { es: 'sale la carta de corte', en: 'cut card out' },
};

const ACTIONS: Words<Action> = {
  hit: { es: 'pide carta', en: 'hits' }, stand: { es: 'se planta', en: 'stands' }, double: { es: 'incrementa', en: 'doubles' },
  split: { es: 'separa', en: 'splits' }, surrender: { es: 'se retira', en: 'surrenders' }, insurance: { es: 'asegura', en: 'insures' },
  even_money: { es: 'toma pago simple', en: 'takes even money' }, decline_insurance: { es: 'rechaza el seguro', en: 'declines insurance' },
  bet: { es: 'apuesta', en: 'bets' }, fold: { es: 'se retira', en: 'folds' },
};

const VERBS = {
  es: { bets: 'apuesta', dealTo: 'Carta a', down: 'cubierta', reveals: 'descubre', payout: 'Pago a', collect: 'Cobro a',
    return: 'Devolución a', commission: 'Comisión', rng: 'Generador aleatorio', by: 'por',
    cards: 'cartas', decks: 'mazos', position: 'posición', number: 'n.º', hand: 'mano', behind: 'detrás', player: 'jugador', medium: { chips: '', cash: 'en efectivo', verbal: 'verbal' } },
  en: { bets: 'bets', dealTo: 'Card to', down: 'face down', reveals: 'reveals', payout: 'Payout to', collect: 'Collect from',
    return: 'Return to', commission: 'Commission', rng: 'Random number generator', by: 'by',
    cards: 'cards', decks: 'decks', position: 'position', number: 'no.', hand: 'hand', behind: 'behind', player: 'player', medium: { chips: '', cash: 'in cash', verbal: 'verbal' } },
} as const;

/**
 * A spot's short label, in the words given: a finding's and its hand's are its own catalog's
 * (reports/pdf/words.ts), "pool bet" at Pot Luck; the words table's by default.
 */
export function spotName(spot: Spot, lang: Lang, w: TableWords = WORDS[lang]): string {
  return spotLabel(spot, w);
}

export function participantName(p: Participant, lang: Lang, w: TableWords = WORDS[lang]): string {
  // The place as the catalog's regulation calls it: "Asiento 3", Caribbean Stud's and Dragon Six's "Zona 3".
  if (p.kind === 'seat') return `${w.seat.label} ${p.seat}`;
  if (p.kind === 'dealer') return capitalize(w.dealer);
  return p.kind === 'player' ? w.player : w.banker;
}

/**
 * A participant inside a sentence: a seat and the dealer in lower case ("Card to seat 3", "by the dealer"), Punto and
 * Banca as the regulation writes them, names of the game's sides ("Card to Punto", not "Card to punto").
 */
function inSentence(p: Participant, lang: Lang, w: TableWords): string {
  const name = participantName(p, lang, w);
  return p.kind === 'seat' || p.kind === 'dealer' ? name.toLowerCase() : name;
}

function seatHand(seat: number, hand: number | undefined, lang: Lang, w: TableWords): string {
  return hand !== undefined ? `${w.seat.noun} ${seat}, ${VERBS[lang].hand} ${hand}` : `${w.seat.noun} ${seat}`;
}

/** The pool's award, in the pool's own name: "Premio del pozo a", "Premio del pool bet a"; "Pool award to", "Pool bet award to". */
function poolAward(lang: Lang, w: TableWords): string {
  return lang === 'es' ? `Premio ${w.spotPhrases.pool.replace(/^el /, 'del ')} a` : `${capitalize(w.spots.pool)} award to`;
}

/**
 * One event in words, with its cards as glyphs, roles and wagers in the words given (the hand's catalog's), and
 * every amount with the hand's currency and two decimals, as the finding above it words money ("bets USD 6.00 (bonus,
 * no. 4)": a bare "bets 6 (bonus, no. 4)" reads as a number beside the number bet on).
 */
export function describeEvent(e: HandEvent, lang: Lang, w: TableWords = WORDS[lang], currency?: string): Segment[] {
  const formatMoney = (m: number) => formatAmount(m, currency);
  const v = VERBS[lang];
  switch (e.type) {
    case 'procedure': {
      const out: Segment[] = [`${capital(PROCEDURES[e.name]?.[lang] ?? e.name)}`];
      if (e.by) out.push(` ${v.by} ${inSentence(e.by, lang, w)}`);
      if (e.participant) out.push(` (${inSentence(e.participant, lang, w)})`);
      if (e.decks !== undefined) out.push(`, ${e.decks} ${v.decks}`);
      if (e.position !== undefined) out.push(`, ${v.position} ${e.position}`);
      if (e.count !== undefined) out.push(`, ${e.count} ${v.cards}`);
      if (e.cards && e.cards.length > 0) {
        out.push(': ');
        for (const c of e.cards) out.push({ card: c });
      }
      return out;
    }
    case 'bet': {
      const extra = [e.number !== undefined ? `${v.number} ${e.number}` : '', e.behind ? v.behind : '', v.medium[e.medium]].filter(Boolean);
      // Whose bet, where the log names the player (a zone's second player, a bet behind the box): as the replay says it.
      const who = [e.hand !== undefined ? `${v.hand} ${e.hand}` : '', e.player !== undefined ? `${v.player} ${e.player}` : ''].filter(Boolean);
      return [`${w.seat.label} ${e.seat}${who.length ? ` (${who.join(', ')})` : ''} ${v.bets} ${formatMoney(e.amount)} ` +
        `(${spotName(e.spot, lang, w)}${extra.length ? ', ' + extra.join(', ') : ''})`];
    }
    case 'deal':
      return [`${v.dealTo} ${inSentence(e.to, lang, w)}${e.hand !== undefined ? ` (${v.hand} ${e.hand})` : ''} `,
        { card: e.card }, ...(e.face === 'down' ? [` ${v.down}`] : [])];
    case 'reveal':
      return [`${participantName(e.to, lang, w)} ${v.reveals} `, { card: e.card }];
    case 'decision': {
      const seat = `${w.seat.label} ${e.seat}${e.hand !== undefined ? `, ${v.hand} ${e.hand}` : ''}${e.player !== undefined ? ` (${v.player} ${e.player})` : ''}`;
      return [`${seat}: ${ACTIONS[e.action]?.[lang] ?? e.action}${e.amount !== undefined ? ` ${formatMoney(e.amount)}` : ''}`];
    }
    case 'payout':
    case 'collect':
    case 'return': {
      const verb = e.type === 'payout' ? v.payout : e.type === 'collect' ? v.collect : v.return;
      // A bet behind the box's settlement, and whose, where the log says it: not the box's own wager.
      const num = (e.number !== undefined ? `, ${v.number} ${e.number}` : '') + (e.behind ? `, ${v.behind}` : '') +
        (e.player !== undefined ? `, ${v.player} ${e.player}` : '');
      return [`${verb} ${seatHand(e.seat, e.hand, lang, w)} (${spotName(e.spot, lang, w)}${num}): ${formatMoney(e.amount)}`];
    }
    case 'commission':
      return [`${v.commission} (${spotName(e.spot, lang, w)}): ${formatMoney(e.amount)}`];
    case 'pool_award':
      return [`${poolAward(lang, w)} ${w.seat.noun} ${e.seat}: ${formatMoney(e.amount)}`];
    case 'rng':
      return [`${v.rng}: ${e.value}`];
  }
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Who holds which cards at the end of the hand (splits move the second card to the new hand). */
export function cardsByParticipant(events: HandEvent[], lang: Lang, w: TableWords = WORDS[lang]): { label: string; cards: Card[] }[] {
  const hands = new Map<string, { label: string; order: number; cards: Card[] }>();
  const keyOf = (p: Participant, hand: number) => (p.kind === 'seat' ? `s${String(p.seat).padStart(3, '0')}.${String(hand).padStart(3, '0')}` : p.kind);
  const get = (p: Participant, hand: number) => {
    const k = keyOf(p, hand);
    let h = hands.get(k);
    if (!h) {
      const order = p.kind === 'dealer' ? 0 : p.kind === 'banker' ? 1 : p.kind === 'player' ? 2 : 3;
      hands.set(k, (h = { label: participantName(p, lang, w), order, cards: [] }));
    }
    return h;
  };
  const handsOfSeat = new Map<number, number>();
  for (const e of events) {
    if (e.type === 'deal') {
      const hand = e.to.kind === 'seat' ? e.hand ?? 1 : 1;
      if (e.to.kind === 'seat') handsOfSeat.set(e.to.seat, Math.max(handsOfSeat.get(e.to.seat) ?? 1, hand));
      get(e.to, hand).cards.push(e.card);
    } else if (e.type === 'decision' && e.action === 'split') {
      const from = get({ kind: 'seat', seat: e.seat }, e.hand ?? 1);
      const next = (handsOfSeat.get(e.seat) ?? 1) + 1;
      handsOfSeat.set(e.seat, next);
      const moved = from.cards.pop();
      const to = get({ kind: 'seat', seat: e.seat }, next);
      if (moved !== undefined) to.cards.push(moved);
    }
  }
  const split = new Set([...handsOfSeat].filter(([, n]) => n > 1).map(([s]) => s));
  return [...hands.entries()]
    // Keys of one order are all "sNNN.NNN" (seats, zero-padded) or one word: code-unit order is localeCompare's here, without ICU.
    .sort((a, b) => a[1].order - b[1].order || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([k, h]) => {
      const m = /^s(\d+)\.(\d+)$/.exec(k);
      const label = m && split.has(Number(m[1])) ? `${h.label}.${Number(m[2])}` : h.label;
      return { label, cards: h.cards };
    });
}
