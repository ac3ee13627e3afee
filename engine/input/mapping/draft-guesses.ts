/**
 * What `veedor map init` guesses from: column names, the words of a column, sample values. Every guess is
 * marked for a person to confirm, in a note in the command's language (the keys stay the format's).
 */
import type { DraftNotes } from './draft-notes.js';

/** Lower case, accents and separators removed: "Nº_Mesa" -> "nomesa". */
export function norm(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

export const NAMES: Record<string, RegExp> = {
  hand_id: /^(handid|idmano|manoid|roundid|idronda|idpartida|coupid|jugadaid|idjuego|codigo|code|id)$/,
  round: /^(hand|round|ronda|partida|npartida|nronda|coup|juego|jugadan)$/,
  table_id: /(mesa|table)/,
  dealer_id: /(crupier|croupier|dealer|repartidor)/,
  shoe_id: /(zapato|shoe|sabot)/,
  currency: /(moneda|currency|divisa)/,
  game: /^(juego|game|tipojuego)$/,
  date: /^(fecha|date|dia|day)$/,
  time: /^(hora|time)$/,
  started_at: /(fecha|date|timestamp|inicio|start|hora|time)/,
  type: /^(tipo|type|mov|movimiento|evento|event|operacion|op|accion)$/,
  cards: /^(cartas|naipes|cards|resultado)$/,
  hand: /^(mano|hand|subhand)$/,
  card: /^(carta|naipe|card)$/,
  seat: /^(box|asiento|seat|puesto|posicion|position|para|destino|to)$/,
  spot: /^(apuesta|zona|spot|bettype|tipoapuesta|casilla|bet)$/,
  amount: /(importe|monto|amount|cantidad|valor)/,
  action: /^(jugada|decision|accion|action)$/,
};

export const TYPE_WORDS: Record<string, string> = {
  APUESTA: 'bet', BET: 'bet', WAGER: 'bet', CARTA: 'deal', NAIPE: 'deal', DEAL: 'deal', CARD: 'deal', REPARTO: 'deal',
  PAGO: 'payout', PAGAR: 'payout', PAY: 'payout', PAYOUT: 'payout', WIN: 'payout', RECOGER: 'collect', COBRO: 'collect',
  COBRAR: 'collect', COLLECT: 'collect', LOSE: 'collect', DEVOLUCION: 'return', DEVOLVER: 'return', RETURN: 'return',
  PUSH: 'return', DECISION: 'decision', JUGADA: 'decision', ACTION: 'decision', DESCUBRIR: 'reveal', REVEAL: 'reveal',
  VOLTEAR: 'reveal', BARAJAR: 'procedure', SHUFFLE: 'procedure', CORTE: 'procedure', CUT: 'procedure', QUEMAR: 'procedure',
  BURN: 'procedure', COMISION: 'commission', COMMISSION: 'commission', RNG: 'rng', BARAJA: 'procedure', PAGA: 'payout',
  COBRA: 'collect', DEVUELVE: 'return', DESTAPA: 'reveal', SUBE: 'decision', RETIRA: 'decision', VERIFICA: 'procedure',
};
export const SPOT_WORDS: Record<string, string> = {
  PRINCIPAL: 'main', MAIN: 'main', SEGURO: 'insurance', INSURANCE: 'insurance', PUNTO: 'player', PLAYER: 'player',
  BANCA: 'banker', BANKER: 'banker', EMPATE: 'tie', TIE: 'tie', ANTE: 'ante', POZO: 'pool', POOL: 'pool', BONO: 'bonus',
  BONUS: 'bonus', APUESTA: 'bet', RAISE: 'bet', CALL: 'bet',
};
export const ACTION_WORDS: Record<string, string> = {
  PEDIR: 'hit', HIT: 'hit', PLANTARSE: 'stand', PLANTA: 'stand', STAND: 'stand', DOBLAR: 'double', DOBLE: 'double',
  DOUBLE: 'double', SEPARAR: 'split', DIVIDIR: 'split', SPLIT: 'split', RENDIRSE: 'surrender', SURRENDER: 'surrender',
  SEGURO: 'insurance', INSURANCE: 'insurance', IR: 'bet', APOSTAR: 'bet', CALL: 'bet', RAISE: 'bet', RETIRARSE: 'fold',
  ABANDONAR: 'fold', FOLD: 'fold',
};
export const PARTICIPANT_WORDS: Record<string, string> = { CRUP: 'dealer', CRUPIER: 'dealer', DEALER: 'dealer', CASA: 'dealer', PUNTO: 'player', BANCA: 'banker', PLAYER: 'player', BANKER: 'banker' };

/** The distinct words of a column, each with a guessed hand-log value or "TODO", and a note. */
export function vocabularyOf(values: string[], known: Record<string, string>, notes: DraftNotes, isType = false): Record<string, unknown> {
  // Keyed by the export's own words: with a prototype, a cell "__proto__" set it (to "TODO", ignored) and the word
  // was missing from the draft while its note named it.
  const out = Object.create(null) as Record<string, unknown>;
  const unsure: string[] = [];
  for (const v of new Set(values)) {
    const key = norm(v).toUpperCase();
    const hit = known[key] ?? Object.entries(known).find(([w]) => key.startsWith(w))?.[1];
    out[v] = hit ?? 'TODO';
    if (!hit) unsure.push(v);
  }
  out['_guess'] = notes.vocabulary(unsure, isType);
  return out;
}

export function guessGame(text: string): string | undefined {
  const t = norm(text);
  if (/potluck/.test(t)) return 'pot-luck-blackjack';
  if (/dragon|baccarat|bacara|punto/.test(t)) return 'dragon-six-baccarat';
  if (/caribe|caribbean|stud/.test(t)) return 'caribbean-stud';
  if (/paigow/.test(t)) return 'pai-gow-bonus';
  if (/blackjack|bj/.test(t)) return 'blackjack';
  return undefined;
}

export function guessTimestamp(sample: string): string {
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(sample)) return 'iso';
  if (/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/.test(sample)) return 'DD/MM/YYYY HH:mm:ss';
  if (/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(sample)) return 'DD/MM/YYYY HH:mm';
  if (/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/.test(sample)) return 'DD-MM-YYYY HH:mm:ss';
  if (/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/.test(sample)) return 'DD.MM.YYYY HH:mm:ss';
  return 'TODO';
}

export function guessAmounts(values: string[], notes: DraftNotes): Record<string, unknown> {
  const comma = values.some((v) => /,\d{1,2}$/.test(v));
  const allWhole = values.length > 0 && values.every((v) => /^-?\d+$/.test(v));
  const cents = allWhole && values.every((v) => /00$/.test(v) || v === '0');
  return {
    scale: cents ? 'cents' : 'units',
    decimal: comma ? ',' : '.',
    _guess: notes.amounts(cents, comma, values.slice(0, 3)),
  };
}

export function guessCards(values: string[], notes: DraftNotes): Record<string, unknown> {
  const sample = values.slice(0, 50);
  const is = (re: RegExp) => sample.every((v) => re.test(v.includes(':') ? v.slice(v.indexOf(':') + 1) : v));
  let notation = 'TODO';
  const extra: Record<string, unknown> = {};
  if (is(/^(10|[2-9TJQKA])[♠♥♦♣♤♡♢♧]$/i)) notation = 'rank-suit-symbols';
  else if (is(/^[♠♥♦♣♤♡♢♧](10|[2-9TJQKA])$/i)) notation = 'suit-rank-symbols';
  else if (is(/^[SHDC](10|[2-9TJQKA])$/i)) notation = 'suit-rank-letters';
  else if (is(/^(10|[2-9TJQKA])[SHDC]$/i)) notation = 'rank-suit-letters';
  else if (is(/^\d{1,2}$/) && sample.every((v) => Number(v) <= 52)) {
    notation = 'number';
    extra['order'] = { suits: ['s', 'h', 'd', 'c'], by: 'suit', first: sample.some((v) => v === '0') ? 0 : 1 };
  }
  return {
    notation,
    ...extra,
    _guess: notation === 'number' ? notes.cardNumbers() : notes.cards(sample.slice(0, 4), notation !== 'TODO'),
  };
}
