import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { createInterface } from 'node:readline';
import { csvCells } from '../csv-rows.js';
import { JsonSplitter } from '../json-splitter.js';
import { ACTION_WORDS, NAMES, PARTICIPANT_WORDS, SPOT_WORDS, TYPE_WORDS, guessAmounts, guessCards, guessGame, guessTimestamp, norm, quoted, say, vocabularyOf } from './draft-guesses.js';
import type { Lang } from '../../core/engine-types.js';

/**
 * `veedor map init`: a first mapping drafted from an export's header and first rows. Every field it
 * fills is a guess, and says so in a `_guess` note; what it cannot guess is "TODO", which the mapping
 * check refuses until a person fills it (a guess must never reach an audit unconfirmed). The notes are
 * in `lang`; the keys and values are the mapping format's, the same in both languages.
 */
export async function draftMapping(path: string, rows = 200, lang: Lang = 'es'): Promise<Record<string, unknown>> {
  const head = await readHead(path);
  const encoding = head.utf8 ? 'utf-8' : 'latin-1';
  const lower = path.toLowerCase();
  if (lower.endsWith('.json') || lower.endsWith('.ndjson') || lower.endsWith('.jsonl')) {
    return draftJson(path, lower.endsWith('.json') ? 'json' : 'ndjson', encoding, lang);
  }
  const firstLine = head.text.split(/\r?\n/)[0] ?? '';
  const delimiter = [';', ',', '\t', '|'].map((d) => [d, firstLine.split(d).length] as const).sort((a, b) => b[1] - a[1])[0]![0];
  const sample: string[][] = [];
  const stream = createReadStream(path, { encoding: encoding === 'utf-8' ? 'utf8' : 'latin1', highWaterMark: 1 << 16 });
  try {
    outer: for await (const batch of csvCells(stream, delimiter)) {
      for (const r of batch) {
        if (r.length === 1 && r[0] === '') continue;
        sample.push(r);
        if (sample.length > rows) break outer;
      }
    }
  } finally {
    stream.destroy();
  }
  const header = (sample.shift() ?? []).map((h, i) => (i === 0 ? h.replace(/^\ufeff/, '') : h).trim());
  const column = (name: string) => header.indexOf(name);
  const values = (name: string | undefined) => (name === undefined ? [] : sample.map((r) => (r[column(name)] ?? '').trim()).filter((v) => v !== ''));
  return new CsvDraft(header, values, delimiter, encoding, basename(path), lang).draft();
}

/** An export whose first record is not JSON: nothing to draft from (exit 2, in both languages). */
export class DraftError extends Error {
  constructor(readonly words: Record<Lang, string>) {
    super(words.en);
  }
}

class CsvDraft {
  private readonly used = new Set<string>();

  constructor(
    private readonly header: string[],
    private readonly values: (name: string | undefined) => string[],
    private readonly delimiter: string,
    private readonly encoding: string,
    private readonly fileName: string,
    private readonly lang: Lang,
  ) {}

  private say(note: Record<Lang, string>): string {
    return say(this.lang, note);
  }

  private guess(column: string, what: Record<Lang, string>): Record<string, unknown> {
    return guess(column, what, this.lang);
  }

  private find(field: string): string | undefined {
    const re = NAMES[field];
    const hit = re && this.header.find((h) => !this.used.has(h) && re.test(norm(h)));
    if (hit) this.used.add(hit);
    return hit;
  }

  draft(): Record<string, unknown> {
    const m: Record<string, unknown> = {
      $schema: 'https://veedor.invalid/schemas/import-mapping-v1.json',
      veedor_mapping: 1,
      _draft: draftNote(this.fileName, this.lang),
    };
    const hand: Record<string, unknown> = {};
    const handId = this.find('hand_id');
    const table = this.find('table_id');
    const round = handId === undefined ? this.find('round') : undefined;
    const dealer = this.find('dealer_id');
    const shoe = this.find('shoe_id');
    const currency = this.find('currency');
    const game = this.find('game');
    const date = this.find('date');
    const time = this.find('time');
    const stamp = date ?? time ?? this.find('started_at');
    const type = this.find('type');
    const cards = this.find('cards');
    const card = this.find('card');
    const seat = this.find('seat');
    const spot = this.find('spot');
    const amount = this.find('amount');
    const action = this.find('action');
    const perEvent = type !== undefined && cards === undefined;
    m['form'] = perEvent ? 'csv-row-per-event' : 'csv-row-per-hand';
    m['_guess_form'] = perEvent
      ? this.say({ es: `una fila por evento: la columna "${type}" se lee como el tipo del evento`, en: `one row per event: column "${type}" reads as the event's type` })
      : this.say({ es: 'una fila por mano: ninguna columna se lee como tipo de evento', en: 'one row per hand: no column reads as an event type' });
    m['encoding'] = this.encoding;
    m['_guess_encoding'] = this.encoding === 'utf-8'
      ? this.say({ es: 'los primeros bytes son UTF-8 válido', en: 'the first bytes are valid UTF-8' })
      : this.say({ es: 'los primeros bytes no son UTF-8: se supone Latin-1', en: 'the first bytes are not UTF-8: Latin-1 assumed' });
    m['delimiter'] = this.delimiter;
    hand['hand_id'] = handId !== undefined ? this.guess(handId, { es: 'el identificador de la mano (ronda)', en: 'the hand (round) id' })
      : round !== undefined ? {
        template: table !== undefined ? `{${table}}-{${round}}` : `{${round}}`,
        _guess: this.say({ es: `ninguna columna de identificador: la mesa y el número de ronda "${round}" forman el identificador de la mano`, en: `no id column: the table and the round number "${round}" make the hand id` }),
      }
        : {
          value: 'TODO',
          _guess: this.say({
            es: 'ninguna columna parece un identificador de mano: use {"template": "{Mesa}-{Ronda}"} con las columnas que identifican la mano',
            en: 'no column looks like a hand id: use {"template": "{Mesa}-{Ronda}"} from columns that identify the hand',
          }),
        };
    const gameWord = game !== undefined ? this.values(game)[0] : undefined;
    const games = 'pot-luck-blackjack, blackjack, caribbean-stud, dragon-six-baccarat, pai-gow-bonus';
    hand['game'] = {
      value: guessGame(gameWord ?? this.fileName) ?? 'TODO',
      _guess: this.say({
        es: `el juego (uno de ${games})${gameWord ? `; la columna "${game}" dice "${gameWord}"` : ''}`,
        en: `the game (one of ${games})${gameWord ? `; column "${game}" says "${gameWord}"` : ''}`,
      }),
    };
    hand['table_id'] = table !== undefined ? this.guess(table, { es: 'la mesa', en: 'the table' }) : {
      file_name: '^([^_.]+)',
      _guess: this.say({ es: 'ninguna columna de mesa: la mesa sale del comienzo del nombre del archivo; confirme el patrón', en: 'no table column: the table from the start of the file name; confirm the pattern' }),
    };
    if (dealer !== undefined) hand['dealer_id'] = this.guess(dealer, { es: 'el crupier de turno', en: 'the croupier on duty' });
    if (shoe !== undefined) hand['shoe_id'] = this.guess(shoe, { es: 'el zapato o la baraja', en: 'the shoe or deck' });
    const stampCols = date !== undefined && time !== undefined ? [date, time] : stamp !== undefined ? [stamp] : [];
    hand['started_at'] = stampCols.length > 0
      ? { from: stampCols.length === 1 ? stampCols[0] : stampCols, _guess: this.say({ es: `el comienzo de la mano, de ${quoted(stampCols, ' + ')}`, en: `the hand's start from ${quoted(stampCols, ' + ')}` }) }
      : { value: 'TODO', _guess: this.say({ es: 'no se encontró ninguna columna de fecha', en: 'no date column found' }) };
    if (currency !== undefined) hand['currency'] = this.guess(currency, { es: 'la moneda ISO 4217', en: 'ISO 4217 currency' });
    else {
      hand['currency'] = {
        value: 'TODO',
        _guess: this.say({ es: 'la moneda (ISO 4217, p. ej. PEN, EUR, USD); quite este campo si un archivo de mesas la da', en: 'the currency (ISO 4217, e.g. PEN, EUR, USD); drop this field if a tables file gives it' }),
      };
    }
    m['hand'] = hand;
    const sampleStamp = stampCols.length > 0 ? stampCols.map((c) => this.values(c)[0] ?? '').join(' ') : '';
    m['timestamps'] = { format: guessTimestamp(sampleStamp), time_zone: 'TODO', _guess: timestampNote(sampleStamp, this.lang) };
    const amounts = this.values(amount);
    if (amount !== undefined) m['amounts'] = guessAmounts(amounts, this.lang);
    const vocabularies: Record<string, Record<string, unknown>> = {};
    const cardValues = card !== undefined ? this.values(card) : cards !== undefined ? this.values(cards).flatMap((c) => c.split(/\s+/)) : [];
    if (cardValues.length > 0) m['cards'] = guessCards(cardValues, this.lang);
    if (perEvent) {
      const of = [table, round].filter((c) => c !== undefined);
      m['group'] = handId !== undefined ? { by: 'hand_id', _guess: this.say({ es: `una mano nueva donde cambia "${handId}"`, en: `a new hand where "${handId}" changes` }) }
        : { by: 'change', of: of.length > 0 ? of : ['TODO'], _guess: this.say({ es: 'una mano nueva donde cambian estas columnas (mesa y número de ronda)', en: 'a new hand where these columns change (table and round number)' }) };
      const ev: Record<string, unknown> = {};
      vocabularies['type'] = vocabularyOf(this.values(type), TYPE_WORDS, this.lang, true);
      ev['type'] = { from: type, vocabulary: 'type', _guess: columnNote(type!, { es: 'el tipo del evento', en: 'the event\'s type' }, this.lang) };
      if (seat !== undefined) {
        const words = this.values(seat).filter((v) => !/^\d+$/.test(v));
        ev['seat'] = { from: seat, types: ['bet', 'decision', 'payout', 'collect', 'return', 'pool_award'], _guess: columnNote(seat, { es: 'la casilla de apuesta', en: 'the betting box' }, this.lang) };
        ev['to'] = {
          from: seat, types: ['deal', 'reveal'], match: '^(\\d+)$', as: 'seat:$1', ...(words.length > 0 ? { vocabulary: 'to' } : {}),
          _guess: columnNote(seat, { es: 'a quién va una carta', en: 'whom a card goes to' }, this.lang),
        };
        if (words.length > 0) vocabularies['to'] = vocabularyOf(words, PARTICIPANT_WORDS, this.lang);
      }
      if (spot !== undefined) {
        vocabularies['spot'] = vocabularyOf(this.values(spot), SPOT_WORDS, this.lang);
        ev['spot'] = { from: spot, vocabulary: 'spot', _guess: columnNote(spot, { es: 'la apuesta', en: 'the wager' }, this.lang) };
      }
      if (card !== undefined) ev['card'] = this.guess(card, { es: 'la carta', en: 'the card' });
      const hand = this.find('hand');
      if (hand !== undefined) {
        ev['hand'] = { from: hand, types: ['deal', 'decision', 'payout', 'collect', 'return'], _guess: columnNote(hand, { es: 'la mano dentro de un asiento tras separar', en: 'the hand within a seat after a split' }, this.lang) };
      }
      if (amount !== undefined) ev['amount'] = this.guess(amount, { es: 'el importe', en: 'the amount' });
      if (action !== undefined) {
        vocabularies['action'] = vocabularyOf(this.values(action), ACTION_WORDS, this.lang);
        ev['action'] = { from: action, vocabulary: 'action', types: ['decision'], _guess: columnNote(action, { es: 'la decisión del jugador', en: 'the player\'s decision' }, this.lang) };
      }
      m['event'] = ev;
    } else {
      m['events'] = [
        ...(cards !== undefined ? [{
          deal_cards: { from: cards, to_separator: 'TODO', to_vocabulary: 'to' },
          _guess: this.say({
            es: `la columna "${cards}" contiene las cartas: diga cómo nombra cada una su mano (p. ej. "P:9♠ B:K♦": to_separator ":"), o dé "to"`,
            en: `column "${cards}" holds the cards: say how each names its hand (e.g. "P:9♠ B:K♦": to_separator ":"), or give "to"`,
          }),
        }] : []),
        {
          event: { type: { value: 'TODO' }, seat: seat ?? 'TODO', amount: amount ?? 'TODO' },
          _guess: this.say({
            es: 'un evento por columnas de apuesta y de liquidación: añada un generador por cada evento que registra la fila, con "repeat" para las columnas numeradas por asiento',
            en: 'one event per wager and settlement columns: add one generator per event the row records, with "repeat" for numbered seat columns',
          }),
        },
      ];
      vocabularies['to'] = { TODO: 'TODO' };
    }
    m['vocabularies'] = vocabularies;
    const unmapped = this.header.filter((h) => !this.used.has(h));
    if (unmapped.length > 0) m['_unmapped_columns'] = unmapped;
    return m;
  }
}

async function draftJson(path: string, form: 'json' | 'ndjson', encoding: string, lang: Lang): Promise<Record<string, unknown>> {
  let first: unknown;
  const stream = createReadStream(path, { encoding: encoding === 'utf-8' ? 'utf8' : 'latin1' });
  try {
    if (form === 'ndjson') {
      for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
        if (line.trim() === '') continue;
        first = JSON.parse(line.replace(/^\ufeff/, ''));
        break;
      }
    } else {
      const splitter = new JsonSplitter();
      outer: for await (const chunk of stream) {
        for (const item of splitter.push(chunk as string)) {
          if (item.kind === 'element') {
            first = JSON.parse(item.text);
            break outer;
          }
        }
      }
    }
  } catch (e) {
    throw new DraftError({ es: 'el primer registro no es JSON válido', en: `the first record is not JSON (${(e as Error).message})` });
  } finally {
    stream.destroy();
  }
  const scalars: string[] = [];
  const arrays: [string, unknown[]][] = [];
  walk(first, '', scalars, arrays);
  const events = arrays.filter(([, a]) => a.length > 0 && typeof a[0] === 'object' && a[0] !== null && !Array.isArray(a[0])).sort((a, b) => b[1].length - a[1].length)[0];
  // Event kinds carry different fields: the union of the fields of the sample's events.
  const eventScalars: string[] = [];
  for (const e of events?.[1].slice(0, 500) ?? []) {
    const fields: string[] = [];
    walk(e, '', fields, []);
    for (const f of fields) if (!eventScalars.includes(f)) eventScalars.push(f);
  }
  const picked = new Set<string>();
  const pick = (names: string[], field: string) => {
    const re = NAMES[field]!;
    const hit = names.find((n) => !picked.has(n) && re.test(norm(n.split('.').pop()!)));
    if (hit !== undefined) picked.add(hit);
    return hit;
  };
  const hand: Record<string, unknown> = {};
  for (const f of ['hand_id', 'table_id', 'dealer_id', 'shoe_id', 'started_at', 'currency'] as const) {
    const p = pick(scalars, f) ?? (f === 'started_at' ? pick(scalars, 'date') : undefined);
    if (p !== undefined) hand[f] = { from: p, _guess: pathNote(p, lang) };
  }
  hand['game'] = { value: guessGame(basename(path)) ?? 'TODO', _guess: say(lang, { es: 'el juego', en: 'the game' }) };
  for (const f of ['hand_id', 'table_id', 'started_at']) if (!hand[f]) hand[f] = { value: 'TODO', _guess: say(lang, { es: `ninguna ruta parece ser ${f}`, en: `no path looks like ${f}` }) };
  const startPath = (hand['started_at'] as { from?: string }).from;
  const startSample = startPath !== undefined ? String(valueAtPath(first, startPath) ?? '') : '';
  const ev: Record<string, unknown> = {};
  const vocabularies: Record<string, Record<string, unknown>> = {};
  const evValues = (p: string) => (events ? events[1].map((e) => valueAtPath(e, p)).filter((v) => v !== undefined && v !== null).map(String) : []);
  for (const f of ['type', 'seat', 'spot', 'card', 'amount', 'action'] as const) {
    const p = pick(eventScalars, f);
    if (p === undefined) continue;
    const words = { type: TYPE_WORDS, spot: SPOT_WORDS, action: ACTION_WORDS } as Record<string, Record<string, string>>;
    if (words[f]) {
      vocabularies[f] = vocabularyOf(evValues(p), words[f]!, lang, f === 'type');
      ev[f] = { from: p, vocabulary: f, _guess: pathNote(p, lang) };
    } else ev[f] = { from: p, _guess: pathNote(p, lang) };
  }
  if (!ev['type']) ev['type'] = { value: 'TODO', _guess: say(lang, { es: 'ninguna ruta parece ser el tipo del evento', en: 'no path looks like the event type' }) };
  const m: Record<string, unknown> = {
    $schema: 'https://veedor.invalid/schemas/import-mapping-v1.json',
    veedor_mapping: 1,
    _draft: draftNote(basename(path), lang),
    form, encoding, hand,
    events_path: events?.[0] ?? 'TODO',
    _guess_events_path: events
      ? say(lang, { es: `la lista de objetos más larga del primer registro (${events[1].length} elementos)`, en: `the longest array of objects in the first record (${events[1].length} items)` })
      : say(lang, { es: 'ninguna lista de objetos en el primer registro', en: 'no array of objects in the first record' }),
    event: ev,
    timestamps: { format: guessTimestamp(startSample), time_zone: 'TODO', _guess: timestampNote(startSample, lang) },
    vocabularies,
  };
  const cardPath = ev['card'] as { from: string } | undefined;
  if (cardPath) {
    const vals = evValues(cardPath.from);
    if (vals.length > 0) m['cards'] = guessCards(vals, lang);
  }
  const amountPath = ev['amount'] as { from: string } | undefined;
  if (amountPath) m['amounts'] = guessAmounts(evValues(amountPath.from), lang);
  return m;
}

function walk(v: unknown, prefix: string, scalars: string[], arrays: [string, unknown[]][]): void {
  if (Array.isArray(v)) {
    arrays.push([prefix, v]);
    return;
  }
  if (typeof v === 'object' && v !== null) {
    for (const [k, x] of Object.entries(v)) walk(x, prefix ? `${prefix}.${k}` : k, scalars, arrays);
    return;
  }
  if (prefix) scalars.push(prefix);
}

function valueAtPath(v: unknown, path: string): unknown {
  for (const k of path.split('.')) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<string, unknown>)[k];
  }
  return v;
}

function guess(column: string, what: Record<Lang, string>, lang: Lang): Record<string, unknown> {
  return { from: column, _guess: columnNote(column, what, lang) };
}

/** "column "MOV": the event's type": what a column was guessed to hold. */
function columnNote(column: string, what: Record<Lang, string>, lang: Lang): string {
  return say(lang, { es: `columna "${column}": ${what.es}`, en: `column "${column}": ${what.en}` });
}

function pathNote(path: string, lang: Lang): string {
  return say(lang, { es: `ruta "${path}"`, en: `path "${path}"` });
}

function draftNote(fileName: string, lang: Lang): string {
  return say(lang, {
    es: `borrador de veedor map init a partir de ${fileName}: confirme cada "_guess", sustituya cada "TODO" y ejecute luego veedor map check`,
    en: `drafted by veedor map init from ${fileName}: confirm every "_guess", replace every "TODO", then run veedor map check`,
  });
}

function timestampNote(sample: string, lang: Lang): string {
  return say(lang, {
    es: `a partir de "${sample}"; time_zone: la zona IANA de la mesa (America/Lima, Europe/Madrid, America/Puerto_Rico)`,
    en: `from "${sample}"; time_zone: the table's IANA zone (America/Lima, Europe/Madrid, America/Puerto_Rico)`,
  });
}

async function readHead(path: string): Promise<{ text: string; utf8: boolean }> {
  const fh = await open(path, 'r');
  try {
    const buf = Buffer.alloc(65536);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    const head = buf.subarray(0, bytesRead);
    try {
      return { text: new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true }).replace(/^\ufeff/, ''), utf8: true };
    } catch {
      return { text: head.toString('latin1'), utf8: false };
    }
  } finally {
    await fh.close();
  }
}
