import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { csvCells } from '../csv-rows.js';
import { JsonSplitter } from '../json-splitter.js';
import { declaredDelimiter, isPreambleLine, isPreambleRow } from '../record-text.js';
import { latin1Chunks, latin1Text } from '../utf8-text.js';
import { ACTION_WORDS, NAMES, PARTICIPANT_WORDS, SPOT_WORDS, TYPE_WORDS, guessAmounts, guessCards, guessGame, guessTimestamp, norm, vocabularyOf } from './draft-guesses.js';
import { draftNotes } from './draft-notes.js';
import type { DraftNotes } from './draft-notes.js';
import type { Lang } from '../../core/engine-types.js';
import { reason, reasonInBoth } from '../../core/reasons.js';
import { isGzipHead, wideEncoding } from './export-file.js';
import { documentKind, fileKind, isNativeLogHead } from '../file-kind.js';

/**
 * `veedor map init`: a first mapping drafted from an export's header and first rows. Every field it
 * fills is a guess, and says so in a `_guess` note; what it cannot guess is "TODO", which the mapping
 * check refuses until a person fills it (a guess must never reach an audit unconfirmed). The notes are
 * in `lang` (draft-notes.ts); the keys and values are the mapping format's, the same in both languages.
 */
export async function draftMapping(path: string, rows = 200, lang: Lang = 'es'): Promise<Record<string, unknown>> {
  const notes = draftNotes(lang);
  const head = await readHead(path);
  const encoding = head.utf8 ? 'utf-8' : 'latin-1';
  const lower = path.toLowerCase();
  if (lower.endsWith('.json') || lower.endsWith('.ndjson') || lower.endsWith('.jsonl')) {
    return draftJson(path, lower.endsWith('.json') ? 'json' : 'ndjson', encoding, notes);
  }
  const [line1, line2] = head.text.split(/\r?\n/, 2);
  // Excel's `sep=;` line declares the delimiter; the header is the line below it, as below PowerShell's `#TYPE …` line.
  const declared = declaredDelimiter(line1 ?? '');
  const preamble = isPreambleLine(line1 ?? '');
  const firstLine = (preamble ? line2 : line1) ?? '';
  const delimiter = declared ?? [';', ',', '\t', '|'].map((d) => [d, firstLine.split(d).length] as const).sort((a, b) => b[1] - a[1])[0]![0];
  const sample: string[][] = [];
  const stream = encoding === 'utf-8' ? createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 16 }) : createReadStream(path, { highWaterMark: 1 << 16 });
  try {
    outer: for await (const batch of csvCells(encoding === 'utf-8' ? stream : latin1Chunks(stream), delimiter)) {
      for (const r of batch) {
        if (r.length === 1 && r[0] === '') continue;
        if (preamble && sample.length === 0 && isPreambleRow(r)) continue;
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
  return new CsvDraft(header, values, delimiter, encoding, basename(path), notes).draft();
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
    private readonly notes: DraftNotes,
  ) {}

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
      _draft: this.notes.draft(this.fileName),
    };
    const n = this.notes;
    const guess = (column: string, what: Parameters<DraftNotes['column']>[1]) => ({ from: column, _guess: n.column(column, what) });
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
    m['_guess_form'] = perEvent ? n.formPerEvent(type) : n.formPerHand();
    m['encoding'] = this.encoding;
    m['_guess_encoding'] = this.encoding === 'utf-8' ? n.utf8() : n.latin1();
    m['delimiter'] = this.delimiter;
    hand['hand_id'] = handId !== undefined ? guess(handId, 'handId')
      : round !== undefined ? { template: table !== undefined ? `{${table}}-{${round}}` : `{${round}}`, _guess: n.handIdFromRound(round) }
        : { value: 'TODO', _guess: n.noHandId() };
    const gameWord = game !== undefined ? this.values(game)[0] : undefined;
    hand['game'] = { value: guessGame(gameWord ?? this.fileName) ?? 'TODO', _guess: n.game(game, gameWord) };
    hand['table_id'] = table !== undefined ? guess(table, 'table') : { file_name: '^([^_.]+)', _guess: n.tableFromFileName() };
    if (dealer !== undefined) hand['dealer_id'] = guess(dealer, 'dealer');
    if (shoe !== undefined) hand['shoe_id'] = guess(shoe, 'shoe');
    const stampCols = date !== undefined && time !== undefined ? [date, time] : stamp !== undefined ? [stamp] : [];
    hand['started_at'] = stampCols.length > 0 ? { from: stampCols.length === 1 ? stampCols[0] : stampCols, _guess: n.start(stampCols) } : { value: 'TODO', _guess: n.noDate() };
    if (currency !== undefined) hand['currency'] = guess(currency, 'currency');
    else hand['currency'] = { value: 'TODO', _guess: n.noCurrency() };
    m['hand'] = hand;
    const sampleStamp = stampCols.length > 0 ? stampCols.map((c) => this.values(c)[0] ?? '').join(' ') : '';
    m['timestamps'] = { format: guessTimestamp(sampleStamp), time_zone: 'TODO', _guess: n.timestamps(sampleStamp) };
    const amounts = this.values(amount);
    if (amount !== undefined) m['amounts'] = guessAmounts(amounts, n);
    const vocabularies: Record<string, Record<string, unknown>> = {};
    const cardValues = card !== undefined ? this.values(card) : cards !== undefined ? this.values(cards).flatMap((c) => c.split(/\s+/)) : [];
    if (cardValues.length > 0) m['cards'] = guessCards(cardValues, n);
    if (perEvent) {
      m['group'] = handId !== undefined ? { by: 'hand_id', _guess: n.groupByHandId(handId) }
        : { by: 'change', of: [table, round].filter((c) => c !== undefined).length > 0 ? [table, round].filter((c) => c !== undefined) : ['TODO'], _guess: n.groupByChange() };
      const ev: Record<string, unknown> = {};
      vocabularies['type'] = vocabularyOf(this.values(type), TYPE_WORDS, n, true);
      ev['type'] = { from: type, vocabulary: 'type', _guess: n.column(type, 'type') };
      if (seat !== undefined) {
        const words = this.values(seat).filter((v) => !/^\d+$/.test(v));
        ev['seat'] = { from: seat, types: ['bet', 'decision', 'payout', 'collect', 'return', 'pool_award'], _guess: n.column(seat, 'seat') };
        ev['to'] = { from: seat, types: ['deal', 'reveal'], match: '^(\\d+)$', as: 'seat:$1', ...(words.length > 0 ? { vocabulary: 'to' } : {}), _guess: n.column(seat, 'to') };
        if (words.length > 0) vocabularies['to'] = vocabularyOf(words, PARTICIPANT_WORDS, n);
      }
      if (spot !== undefined) {
        vocabularies['spot'] = vocabularyOf(this.values(spot), SPOT_WORDS, n);
        ev['spot'] = { from: spot, vocabulary: 'spot', _guess: n.column(spot, 'spot') };
      }
      if (card !== undefined) ev['card'] = guess(card, 'card');
      const hand = this.find('hand');
      if (hand !== undefined) ev['hand'] = { from: hand, types: ['deal', 'decision', 'payout', 'collect', 'return'], _guess: n.column(hand, 'hand') };
      if (amount !== undefined) ev['amount'] = guess(amount, 'amount');
      if (action !== undefined) {
        vocabularies['action'] = vocabularyOf(this.values(action), ACTION_WORDS, n);
        ev['action'] = { from: action, vocabulary: 'action', types: ['decision'], _guess: n.column(action, 'action') };
      }
      m['event'] = ev;
    } else {
      m['events'] = [
        ...(cards !== undefined ? [{ deal_cards: { from: cards, to_separator: 'TODO', to_vocabulary: 'to' }, _guess: n.dealCards(cards) }] : []),
        { event: { type: { value: 'TODO' }, seat: seat ?? 'TODO', amount: amount ?? 'TODO' }, _guess: n.rowEvents() },
      ];
      vocabularies['to'] = { TODO: 'TODO' };
    }
    m['vocabularies'] = vocabularies;
    const unmapped = this.header.filter((h) => !this.used.has(h));
    if (unmapped.length > 0) m['_unmapped_columns'] = unmapped;
    return m;
  }
}

async function draftJson(path: string, form: 'json' | 'ndjson', encoding: string, n: DraftNotes): Promise<Record<string, unknown>> {
  let first: unknown;
  const stream = encoding === 'utf-8' ? createReadStream(path, { encoding: 'utf8' }) : Readable.from(latin1Chunks(createReadStream(path)));
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
    if (p !== undefined) hand[f] = { from: p, _guess: n.path(p) };
  }
  hand['game'] = { value: guessGame(basename(path)) ?? 'TODO', _guess: n.gameOnly() };
  for (const f of ['hand_id', 'table_id', 'started_at']) if (!hand[f]) hand[f] = { value: 'TODO', _guess: n.noPath(f) };
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
      vocabularies[f] = vocabularyOf(evValues(p), words[f]!, n, f === 'type');
      ev[f] = { from: p, vocabulary: f, _guess: n.path(p) };
    } else ev[f] = { from: p, _guess: n.path(p) };
  }
  if (!ev['type']) ev['type'] = { value: 'TODO', _guess: n.noTypePath() };
  const m: Record<string, unknown> = {
    $schema: 'https://veedor.invalid/schemas/import-mapping-v1.json',
    veedor_mapping: 1,
    _draft: n.draft(basename(path)),
    form, encoding, hand,
    events_path: events?.[0] ?? 'TODO',
    _guess_events_path: events ? n.eventsPath(events[1].length) : n.noEventsPath(),
    event: ev,
    timestamps: { format: guessTimestamp(startSample), time_zone: 'TODO', _guess: n.timestamps(startSample) },
    vocabularies,
  };
  const cardPath = ev['card'] as { from: string } | undefined;
  if (cardPath) {
    const vals = evValues(cardPath.from);
    if (vals.length > 0) m['cards'] = guessCards(vals, n);
  }
  const amountPath = ev['amount'] as { from: string } | undefined;
  if (amountPath) m['amounts'] = guessAmounts(evValues(amountPath.from), n);
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

async function readHead(path: string): Promise<{ text: string; utf8: boolean }> {
  const fh = await open(path, 'r');
  try {
    const buf = Buffer.alloc(65536);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    const head = buf.subarray(0, bytesRead);
    // UTF-16 or UTF-32 (a Windows export): read as either encoding a mapping names, its header is letters and zeros.
    // A gzip file: a draft from its compressed bytes would guess at noise (the mapping reads exports uncompressed).
    if (isGzipHead(head)) throw new DraftError(reasonInBoth(reason('file.gzip-export')));
    const kind = fileKind(head);
    if (kind) throw new DraftError(reasonInBoth(reason('file.kind', { kind })));
    const wide = wideEncoding(head);
    if (wide) throw new DraftError(reasonInBoth(reason('file.utf16-export', { encoding: wide })));
    let read: { text: string; utf8: boolean };
    try {
      read = { text: new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true }).replace(/^\ufeff/, ''), utf8: true };
    } catch {
      read = { text: latin1Text(head), utf8: false };
    }
    // Veedor's own findings, a tables file, a log already in the format: a draft from it maps nothing a casino wrote
    // (it drafted a mapping of the findings' "tool" and "run" members, exit 0).
    const document = documentKind(read.text);
    if (document) throw new DraftError(reasonInBoth(reason('file.document', { kind: document })));
    if (isNativeLogHead(read.text)) throw new DraftError(reasonInBoth(reason('mapping.draft-native')));
    return read;
  } finally {
    await fh.close();
  }
}
