import type { Lang } from '../../core/engine-types.js';
import { clippedCell } from './errors.js';

/**
 * The notes `veedor map init` writes in a draft (`_draft`, `_guess`…), each in Spanish and English: the
 * one table of the draft's words, as engine/core/reasons.ts is the findings'. Only the notes follow
 * --lang; the keys and values are the mapping format's. The export's own words a note cites (a
 * column, a path, a value) are quoted: they are data, in whatever language the casino's system wrote.
 */
type Note = Record<Lang, string>;

/** Words of the export as a note quotes them. */
const q = (words: readonly string[], separator = ', ') => words.map((w) => `"${clippedCell(w)}"`).join(separator);

const GAMES = 'pot-luck-blackjack, blackjack, caribbean-stud, dragon-six-baccarat, pai-gow-bonus';
const ZONES = 'America/Lima, Europe/Madrid, America/Puerto_Rico';

const NOTES = {
  draft: (file: string): Note => ({
    es: `borrador de veedor map init a partir de ${file}: confirme cada "_guess", sustituya cada "TODO" y ejecute luego veedor map check`,
    en: `drafted by veedor map init from ${file}: confirm every "_guess", replace every "TODO", then run veedor map check`,
  }),
  column: (column: string, what: keyof typeof COLUMN_HOLDS): Note => ({ es: `columna ${q([column])}: ${COLUMN_HOLDS[what].es}`, en: `column ${q([column])}: ${COLUMN_HOLDS[what].en}` }),
  path: (path: string): Note => ({ es: `ruta ${q([path])}`, en: `path ${q([path])}` }),
  formPerEvent: (column: string): Note => ({ es: `una fila por evento: la columna ${q([column])} se lee como el tipo del evento`, en: `one row per event: column ${q([column])} reads as the event's type` }),
  formPerHand: (): Note => ({ es: 'una fila por mano: ninguna columna se lee como tipo de evento', en: 'one row per hand: no column reads as an event type' }),
  utf8: (): Note => ({ es: 'los primeros bytes son UTF-8 válido', en: 'the first bytes are valid UTF-8' }),
  latin1: (): Note => ({ es: 'los primeros bytes no son UTF-8: se supone Latin-1', en: 'the first bytes are not UTF-8: Latin-1 assumed' }),
  handIdFromRound: (round: string): Note => ({
    es: `ninguna columna de identificador: la mesa y el número de ronda ${q([round])} forman el identificador de la mano`,
    en: `no id column: the table and the round number ${q([round])} make the hand id`,
  }),
  noHandId: (): Note => ({
    es: 'ninguna columna parece un identificador de mano: use {"template": "{Mesa}-{Ronda}"} con las columnas que identifican la mano',
    en: 'no column looks like a hand id: use {"template": "{Mesa}-{Ronda}"} from columns that identify the hand',
  }),
  game: (column?: string, word?: string): Note => ({
    es: `el juego (uno de ${GAMES})${column !== undefined && word ? `; la columna ${q([column])} dice ${q([word])}` : ''}`,
    en: `the game (one of ${GAMES})${column !== undefined && word ? `; column ${q([column])} says ${q([word])}` : ''}`,
  }),
  gameOnly: (): Note => ({ es: 'el juego', en: 'the game' }),
  tableFromFileName: (): Note => ({
    es: 'ninguna columna de mesa: la mesa sale del comienzo del nombre del archivo; confirme el patrón',
    en: 'no table column: the table from the start of the file name; confirm the pattern',
  }),
  start: (columns: readonly string[]): Note => ({ es: `el comienzo de la mano, de ${q(columns, ' + ')}`, en: `the hand's start from ${q(columns, ' + ')}` }),
  noDate: (): Note => ({ es: 'no se encontró ninguna columna de fecha', en: 'no date column found' }),
  noCurrency: (): Note => ({
    es: 'la moneda (ISO 4217, p. ej. PEN, EUR, USD); quite este campo si un archivo de mesas la da',
    en: 'the currency (ISO 4217, e.g. PEN, EUR, USD); drop this field if a tables file gives it',
  }),
  timestamps: (sample: string): Note => ({
    es: `a partir de ${q([sample])}; time_zone: la zona IANA de la mesa (${ZONES})`,
    en: `from ${q([sample])}; time_zone: the table's IANA zone (${ZONES})`,
  }),
  groupByHandId: (column: string): Note => ({ es: `una mano nueva donde cambia ${q([column])}`, en: `a new hand where ${q([column])} changes` }),
  groupByChange: (): Note => ({ es: 'una mano nueva donde cambian estas columnas (mesa y número de ronda)', en: 'a new hand where these columns change (table and round number)' }),
  dealCards: (column: string): Note => ({
    es: `la columna ${q([column])} contiene las cartas: diga cómo nombra cada una su mano (p. ej. "P:9♠ B:K♦": to_separator ":"), o dé "to"`,
    en: `column ${q([column])} holds the cards: say how each names its hand (e.g. "P:9♠ B:K♦": to_separator ":"), or give "to"`,
  }),
  rowEvents: (): Note => ({
    es: 'un evento por columnas de apuesta y de liquidación: añada un generador por cada evento que registra la fila, con "repeat" para las columnas numeradas por asiento',
    en: 'one event per wager and settlement columns: add one generator per event the row records, with "repeat" for numbered seat columns',
  }),
  noPath: (field: string): Note => ({ es: `ninguna ruta parece ser ${field}`, en: `no path looks like ${field}` }),
  noTypePath: (): Note => ({ es: 'ninguna ruta parece ser el tipo del evento', en: 'no path looks like the event type' }),
  eventsPath: (items: number): Note => ({ es: `la lista de objetos más larga del primer registro (${items} elementos)`, en: `the longest array of objects in the first record (${items} items)` }),
  noEventsPath: (): Note => ({ es: 'ninguna lista de objetos en el primer registro', en: 'no array of objects in the first record' }),
  vocabulary: (unsure: readonly string[], isType: boolean): Note => ({
    es: `según el significado de las palabras${unsure.length > 0 ? `; sin adivinar: ${q(unsure)}` : ''}${isType ? '; una palabra que no es un evento (una línea de saldo) puede asignarse a null: esas filas se omiten' : ''}`,
    en: `guessed from the words' meaning${unsure.length > 0 ? `; not guessed: ${q(unsure)}` : ''}${isType ? '; a word that is not an event (a balance line) can map to null: such rows are skipped' : ''}`,
  }),
  amounts: (cents: boolean, comma: boolean, examples: readonly string[]): Note => ({
    es: `${cents ? 'todos los importes son números enteros que acaban en 00: se leen como céntimos' : 'se leen en unidades de la moneda'}${comma ? '; una coma antes de las últimas cifras: decimal ","' : ''}; confírmelo con la documentación del sistema (p. ej. ${q(examples)})`,
    en: `${cents ? 'every amount is a whole number ending in 00: read as cents' : 'read as currency units'}${comma ? '; a comma before the last digits: decimal ","' : ''}; confirm with the system's documentation (e.g. ${q(examples)})`,
  }),
  cardNumbers: (): Note => ({
    es: 'las cartas son números: el ORDEN (order) no puede adivinarse a partir de ellos; tómelo de la documentación del sistema (qué palo va primero, por palo o por valor)',
    en: 'cards are numbers: the ORDER cannot be guessed from them; take it from the system\'s documentation (which suit comes first, by suit or by rank)',
  }),
  cards: (sample: readonly string[], preset: boolean): Note => ({
    es: `a partir de ${q(sample, ' ')}${preset ? '' : ': ninguna notación predefinida encaja; use rank-suit o suit-rank con las tablas ranks y suits'}`,
    en: `from ${q(sample, ' ')}${preset ? '' : ': no preset fits; use rank-suit or suit-rank with ranks and suits tables'}`,
  }),
};

/** What a column was guessed to hold ("column "IMPORTE": the amount"). */
const COLUMN_HOLDS = {
  handId: { es: 'el identificador de la mano (ronda)', en: 'the hand (round) id' },
  table: { es: 'la mesa', en: 'the table' },
  dealer: { es: 'el crupier de turno', en: 'the croupier on duty' },
  shoe: { es: 'el zapato o la baraja', en: 'the shoe or deck' },
  currency: { es: 'la moneda ISO 4217', en: 'ISO 4217 currency' },
  type: { es: 'el tipo del evento', en: 'the event\'s type' },
  seat: { es: 'la casilla de apuesta', en: 'the betting box' },
  to: { es: 'a quién va una carta', en: 'whom a card goes to' },
  spot: { es: 'la apuesta', en: 'the wager' },
  card: { es: 'la carta', en: 'the card' },
  hand: { es: 'la mano dentro de un asiento tras separar', en: 'the hand within a seat after a split' },
  amount: { es: 'el importe', en: 'the amount' },
  action: { es: 'la decisión del jugador', en: 'the player\'s decision' },
} satisfies Record<string, Note>;

/** The draft's notes in one language: `notes.column('IMPORTE', 'amount')`. */
export type DraftNotes = { [K in keyof typeof NOTES]: (...args: Parameters<(typeof NOTES)[K]>) => string };

export function draftNotes(lang: Lang): DraftNotes {
  return Object.fromEntries(Object.entries(NOTES).map(([k, f]) => [k, (...args: unknown[]) => (f as (...a: unknown[]) => Note)(...args)[lang]])) as DraftNotes;
}
