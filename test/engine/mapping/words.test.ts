import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMapping, loadMapping } from '../../../engine/input/mapping/compile.js';
import { draftMapping } from '../../../engine/input/mapping/draft.js';
import { MappingError } from '../../../engine/input/mapping/errors.js';
import { MappedReader } from '../../../engine/input/mapping/reader.js';
import { tempDir } from '../../helpers/audit-files.js';
import { MAPPINGS } from './helpers.js';

// A mapping that cannot be used says why in the command's language (issue 21): MappingError.words has
// the line in Spanish and English; `message` stays the English one.
const MB = join(MAPPINGS, 'marbella-spanish-cents');
const MB_EXPORT = join(MB, 'partidas_MB-02_2026-11-06.csv');
const marbella = () => JSON.parse(readFileSync(join(MB, 'casino.map.json'), 'utf8')) as Record<string, any>;

/** The MappingError a broken Marbella mapping raises. */
function refusal(change: (m: Record<string, any>) => void): MappingError {
  const m = marbella();
  change(m);
  try {
    compileMapping(m, 'casino.map.json');
  } catch (e) {
    if (e instanceof MappingError) return e;
    throw e;
  }
  throw new Error('the mapping was accepted');
}

describe('a MappingError in both languages', () => {
  it('a mapping field the format requires, missing', () => {
    const e = refusal((m) => { delete m['hand'].game; });
    expect(e.words).toEqual({
      es: 'casino.map.json: hand.game: obligatorio: de dónde sale este campo del registro de manos (una columna, una ruta, una plantilla o un valor)',
      en: 'casino.map.json: hand.game: required: where the hand-log field comes from (a column, a path, a template or a value)',
    });
    expect(e.message).toBe(e.words.en);
  });

  it('a column the export does not have', async () => {
    const dir = tempDir();
    const csv = join(dir, 'export.csv');
    writeFileSync(csv, Buffer.from(readFileSync(MB_EXPORT, 'latin1').replace(';IMPORTE\r\n', ';TOTAL\r\n'), 'latin1'));
    const e = await new MappedReader(compileMapping(marbella(), 'casino.map.json')).checkHeader(csv).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(MappingError);
    expect((e as MappingError).words).toEqual({
      es: 'casino.map.json: event.amount: no hay columna "IMPORTE" en export.csv',
      en: 'casino.map.json: event.amount: no column "IMPORTE" in export.csv',
    });
  });

  it('a card notation that cannot be read', () => {
    expect(refusal((m) => { m['cards'].order.suits = ['c', 'd', 'h', 'h']; }).words).toEqual({
      es: 'casino.map.json: cards.order.suits: debe nombrar una vez cada uno de los cuatro palos s h d c',
      en: 'casino.map.json: cards.order.suits: must name each of the four suits s h d c once',
    });
    expect(refusal((m) => { m['cards'] = { notation: 'rank-suit-symbols', suits: { X: 'z' } }; }).words).toEqual({
      es: 'casino.map.json: cards.suits.X: "z" no es un palo (s h d c)',
      en: 'casino.map.json: cards.suits.X: "z" is not a suit (s h d c)',
    });
  });

  it('a vocabulary target that is not a hand-log value', () => {
    expect(refusal((m) => { m['vocabularies'].destino.CRUP = 'croupier'; }).words).toEqual({
      es: 'casino.map.json: vocabularies.destino.CRUP: "croupier" no es un participante (seat:N, dealer, player o banker)',
      en: 'casino.map.json: vocabularies.destino.CRUP: "croupier" is not a participant (seat:N, dealer, player or banker)',
    });
  });

  it('what the mapping format\'s schema refuses, worded from ajv\'s keyword and params, not its message', () => {
    expect(refusal((m) => { m['event'].importe = 'IMPORTE'; }).words).toEqual({
      es: 'casino.map.json: event.importe: no es un campo del formato de correspondencia (mapping.schema.json)',
      en: 'casino.map.json: event.importe: not a field of the mapping format (mapping.schema.json)',
    });
    expect(refusal((m) => { delete m['timestamps'].format; }).words).toEqual({
      es: 'casino.map.json: timestamps.format: falta este campo obligatorio',
      en: 'casino.map.json: timestamps.format: this required field is missing',
    });
    expect(refusal((m) => { m['form'] = 'csv'; }).words).toEqual({
      es: 'casino.map.json: form: debe ser uno de "csv-row-per-event", "csv-row-per-hand", "json", "ndjson"',
      en: 'casino.map.json: form: must be one of "csv-row-per-event", "csv-row-per-hand", "json", "ndjson"',
    });
    // Where the format offers shapes, the error of the shape the mapping meant.
    expect(refusal((m) => { m['group'].of = 'MESA'; }).words).toEqual({
      es: 'casino.map.json: group.of: debe ser una lista',
      en: 'casino.map.json: group.of: must be an array',
    });
    expect(refusal((m) => { m['hand'].started_at = { from: 5 }; }).words).toEqual({
      es: 'casino.map.json: hand.started_at.from: debe ser un texto o una lista',
      en: 'casino.map.json: hand.started_at.from: must be a string or an array',
    });
    expect(refusal((m) => { m['event'].seat.types = []; }).words).toEqual({
      es: 'casino.map.json: event.seat.types: debe tener al menos 1 elemento',
      en: 'casino.map.json: event.seat.types: must have at least 1 item',
    });
  });

  it('a mapping file that is not JSON', () => {
    const path = join(tempDir(), 'casino.map.json');
    writeFileSync(path, '{"form": ');
    const e = (() => {
      try {
        return loadMapping(path);
      } catch (x) {
        return x;
      }
    })() as MappingError;
    expect(e).toBeInstanceOf(MappingError);
    // Named by its path as given, with what a mapping is (hostile30).
    expect(e.words.es).toBe(`${path}: el archivo no es JSON válido: el texto termina antes de cerrarse el JSON: con --map dé la correspondencia de la exportación del sistema del casino, un objeto JSON con "veedor_mapping" (veedor map init redacta una; docs/import.md)`);
    expect(e.words.en).toBe(`${path}: the file is not valid JSON: Unexpected end of JSON input: with --map give the mapping of the casino system's export, one JSON object with "veedor_mapping" (veedor map init drafts one; docs/import.md)`);
  });
});

describe('map init writes its notes in the language asked for; the keys and values are the format\'s', () => {
  it('the Marbella export drafted in Spanish and in English', async () => {
    const [es, en] = await Promise.all([draftMapping(MB_EXPORT, 200, 'es'), draftMapping(MB_EXPORT, 200, 'en')]) as Record<string, any>[];
    expect(es!['_draft']).toBe('borrador de veedor map init a partir de partidas_MB-02_2026-11-06.csv: confirme cada "_guess", sustituya cada "TODO" y ejecute luego veedor map check');
    expect(en!['_draft']).toBe('drafted by veedor map init from partidas_MB-02_2026-11-06.csv: confirm every "_guess", replace every "TODO", then run veedor map check');
    expect(es!['event'].amount).toEqual({ from: 'IMPORTE', _guess: 'columna "IMPORTE": el importe' });
    expect(en!['event'].amount).toEqual({ from: 'IMPORTE', _guess: 'column "IMPORTE": the amount' });
    expect(es!['cards']._guess).toMatch(/^las cartas son números: el ORDEN \(order\) no puede adivinarse/);
    // Everything but the notes is the same draft.
    const withoutNotes = (v: unknown): unknown => (Array.isArray(v) ? v.map(withoutNotes)
      : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([k]) => !k.startsWith('_')).map(([k, x]) => [k, withoutNotes(x)])) : v);
    expect(withoutNotes(es)).toEqual(withoutNotes(en));
  });
});

// The export's words are the draft's vocabulary keys: a cell "__proto__" (a corrupted export, a hostile one) set the
// vocabulary's prototype instead, so the word the note lists as not guessed was missing from the draft.
describe('map init: an export word named __proto__ or constructor', () => {
  it('is in the drafted vocabulary as TODO, as any unknown word is', async () => {
    const csv = join(tempDir('draft-proto'), 'partidas.csv');
    const text = readFileSync(MB_EXPORT, 'latin1').split('\r\n');
    text[3] = text[3]!.replace(';APUESTA;1;;PRINCIPAL;', ';__proto__;1;;constructor;');
    text[4] = text[4]!.replace(';APUESTA;5;;PRINCIPAL;', ';constructor;5;;__proto__;');
    writeFileSync(csv, Buffer.from(text.join('\r\n'), 'latin1'));
    const draft = await draftMapping(csv, 200, 'en') as Record<string, any>;
    const type = draft['vocabularies'].type as Record<string, unknown>;
    const spot = draft['vocabularies'].spot as Record<string, unknown>;
    expect([Object.hasOwn(type, '__proto__'), type['__proto__'], type['constructor']]).toEqual([true, 'TODO', 'TODO']);
    expect([Object.hasOwn(spot, '__proto__'), spot['__proto__'], spot['constructor'], spot['PRINCIPAL']]).toEqual([true, 'TODO', 'TODO', 'main']);
    // As written to the file: every word a key.
    expect(Object.keys(JSON.parse(JSON.stringify(draft['vocabularies'].type)) as object)).toEqual(expect.arrayContaining(['__proto__', 'constructor', 'APUESTA']));
  });
});

