import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import Ajv from 'ajv';
import { CardNotation } from './cards.js';
import { Bad, MappingError, UnknownWord, quotedCell } from './errors.js';
import type { Detail, Fail } from './errors.js';
import { schemaProblem } from './schema-words.js';
import { jsonTextFailure, readFailure } from '../../core/read-failure.js';
import { lineOfFirstNonUtf8 } from '../utf8-text.js';
import { isUtf8 } from 'node:buffer';
import { readSmallRegularFile } from '../../core/regular-file.js';
import type { EventSpec, FieldSpec, Form, GeneratorSpec, MappingSpec } from './spec.js';
import { INTEGER_FIELDS, targetProblem } from './targets.js';
import { AmountReader, TimestampReader } from './values.js';
import { reason, reasonInBoth } from '../../core/reasons.js';
import { fileIsInstead, fileKind } from '../file-kind.js';

export const mappingSchema = JSON.parse(readFileSync(new URL('./mapping.schema.json', import.meta.url), 'utf8')) as object;
const AjvClass = Ajv as unknown as typeof Ajv.default;
const validateMapping = new AjvClass({ allErrors: false, strict: false }).compile(mappingSchema);

/** Reads a value by column name (CSV) or path (JSON) from the row or record at hand. */
export type Get = (ref: string) => unknown;

/** The row is not an event (a vocabulary maps its type to null). */
export const SKIP = Symbol('skip');

/** One hand-log field and how to get it from a row or record. */
export interface CompiledField {
  target: string;
  /** Where it is declared in the mapping file, e.g. `event.amount`. */
  where: string;
  /** The columns or paths it reads (the first is the one findings name). */
  refs: string[];
  types?: ReadonlySet<string>;
  /** undefined: absent; Bad: the value cannot be converted; SKIP: not an event. */
  read(get: Get, fileName: string): unknown;
}

export interface EventTemplate {
  type: CompiledField;
  fields: CompiledField[];
}

export type Generator =
  | { kind: 'event'; where: string; when?: string; template: EventTemplate }
  | { kind: 'deal_cards'; where: string; from: string; to?: string; toSeparator?: string; toVocabulary?: Vocabulary; face?: 'up' | 'down'; cards: CardField };

export interface CompiledMapping {
  /** The mapping file's name, as messages cite it. */
  file: string;
  /** SHA-256 of the mapping file: part of a run's identity. */
  sha256: string;
  form: Form;
  encoding: 'utf8' | 'latin1';
  delimiter: string;
  hand: CompiledField[];
  table?: Record<string, unknown>;
  group: { by: 'hand_id' } | { by: 'change'; of: string[] };
  eventsPath?: string;
  event?: EventTemplate;
  generators: Generator[];
  /** Every column the mapping reads, with where it is declared (CSV: each must be in the header). */
  columns: Map<string, string>;
  listSeparator?: string;
}

interface Vocabulary {
  name: string;
  table: Map<string, unknown>;
}

type CardField = (raw: unknown) => string | Bad;

const HAND_FIELDS = ['hand_id', 'game', 'ruleset', 'table_id', 'dealer_id', 'shoe_id', 'started_at', 'currency'] as const;

/** The largest mapping file read. */
export const MAX_MAPPING_BYTES = 16 * 1024 * 1024;

/**
 * Reads and checks a mapping file; every problem is a MappingError naming the mapping's field. A file that is no
 * mapping at all is named by its path as given (its name alone left `keys/k.key` and `old/k.key` alike).
 */
export function loadMapping(path: string): CompiledMapping {
  let text: string;
  let bytes: Buffer;
  try {
    // Opened as every input is: a mapping that is a FIFO was waited on forever (deaf to Ctrl-C), /dev/zero read until
    // the process died; a mapping is a page of JSON, and 16 MB (as a tables file) is far more than one needs.
    bytes = readSmallRegularFile(path, MAX_MAPPING_BYTES);
  } catch (e) {
    throw new MappingError(path, '', readFailure(e));
  }
  // An audit store, a PDF report, an archive: said as what it is (it was "not valid JSON: Unexpected token 'S',
  // "SQLite for"...", V8's words in English under --lang es too).
  const kind = fileKind(bytes);
  if (kind) throw new MappingError(path, '', reasonInBoth(reason('mapping.is-kind', { kind })));
  // UTF-8, as JSON is. A mapping saved as Latin-1 (the export's own encoding) was read with U+FFFD for each accented
  // letter: "DECISIÓN" in its vocabulary matched no row of the export, whose hands were rejected for a word "not in a
  // vocabulary", the mapping's fault laid on the export (map check: exit 0).
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes.length > 1 && (bytes[0] === 0 || bytes[1] === 0));
  if (utf16) {
    throw new MappingError(path, '', {
      es: 'el archivo es texto UTF-16, no UTF-8 (la codificación de JSON): guárdelo como UTF-8 (la de la exportación la dice su campo "encoding")',
      en: 'the file is UTF-16 text, not UTF-8 (JSON\'s encoding): save it as UTF-8 (the export\'s own is said by its "encoding" field)',
    });
  }
  if (!isUtf8(bytes)) {
    const line = lineOfFirstNonUtf8(bytes);
    throw new MappingError(path, '', {
      es: `el archivo no es UTF-8 (la codificación de JSON): la línea ${line} tiene bytes que no lo son (¿Latin-1?); guárdelo como UTF-8 (la codificación de la exportación la dice su campo "encoding")`,
      en: `the file is not UTF-8 (JSON's encoding): line ${line} holds bytes that are not (Latin-1?); save it as UTF-8 (the export's own encoding is said by its "encoding" field)`,
    });
  }
  text = bytes.toString('utf8');
  let spec: unknown;
  try {
    spec = JSON.parse(text.replace(/^\ufeff/, ''));
  } catch (e) {
    notMapping(path, text);
    const what = jsonTextFailure(text, e);
    throw new MappingError(path, '', {
      es: `el archivo ${what.es}: con --map dé la correspondencia de la exportación del sistema del casino, un objeto JSON con "veedor_mapping" (veedor map init redacta una; docs/import.md)`,
      en: `the file ${what.en}: with --map give the mapping of the casino system's export, one JSON object with "veedor_mapping" (veedor map init drafts one; docs/import.md)`,
    });
  }
  if (typeof spec !== 'object' || spec === null || !Object.hasOwn(spec, 'veedor_mapping')) notMapping(path, text);
  return compileMapping(spec, basename(path), createHash('sha256').update(text).digest('hex'));
}

/**
 * Stops on a file given as a mapping that is something else: a hand log (given with --map in place of the export's
 * mapping), a tables file, Veedor's findings. "not valid JSON: Unexpected non-whitespace character" (an NDJSON log)
 * or "veedor_mapping: this required field is missing" named neither the mix-up nor the file to give.
 */
function notMapping(path: string, text: string): void {
  const instead = fileIsInstead(text);
  if (instead === undefined || instead === 'mapping') return;
  const why = instead === 'hand-log' ? reason('mapping.is-log')
    : instead === 'csv-records' || instead === 'ndjson-records' ? reason('mapping.is-records', { form: instead === 'csv-records' ? 'CSV' : 'NDJSON' })
    : reason('mapping.is-document', { kind: instead });
  throw new MappingError(path, '', reasonInBoth(why));
}

export function compileMapping(spec: unknown, file: string, sha256 = ''): CompiledMapping {
  const fail: Fail = (field, detail) => {
    throw new MappingError(file, field, detail);
  };
  if (!validateMapping(spec)) {
    const { field, detail } = schemaProblem(validateMapping.errors);
    fail(field, detail);
  }
  return new Compiler(spec as MappingSpec, file, sha256, fail).compile();
}

class Compiler {
  private readonly columns = new Map<string, string>();
  private readonly cards?: CardNotation;
  private readonly amounts: AmountReader;
  private readonly timestamps?: TimestampReader;
  private readonly csv: boolean;

  constructor(private readonly spec: MappingSpec, private readonly file: string, private readonly sha256: string, private readonly fail: Fail) {
    this.csv = spec.form.startsWith('csv');
    if (spec.cards) this.cards = new CardNotation(spec.cards, fail);
    this.amounts = new AmountReader(spec.amounts ?? {}, fail);
    if (spec.timestamps) this.timestamps = new TimestampReader(spec.timestamps, fail);
  }

  compile(): CompiledMapping {
    const s = this.spec;
    const hand: CompiledField[] = [];
    for (const name of HAND_FIELDS) {
      const f = s.hand[name];
      if (f !== undefined) hand.push(this.field(name, `hand.${name}`, f));
    }
    for (const required of ['hand_id', 'game', 'table_id', 'started_at'] as const) {
      if (s.hand[required] === undefined) this.fail(`hand.${required}`, {
        es: 'obligatorio: de dónde sale este campo del registro de manos (una columna, una ruta, una plantilla o un valor)',
        en: 'required: where the hand-log field comes from (a column, a path, a template or a value)',
      });
    }
    let group: CompiledMapping['group'] = { by: 'hand_id' };
    let event: EventTemplate | undefined;
    const generators: Generator[] = [];
    if (s.form === 'csv-row-per-event') {
      if (!s.event) this.fail('event', { es: 'csv-row-per-event necesita `event`: los campos del evento de cada fila', en: 'csv-row-per-event needs `event`: the fields of each row\'s event' });
      if (s.events) this.fail('events', { es: 'es para csv-row-per-hand; una fila por evento usa `event`', en: 'is for csv-row-per-hand; one row per event uses `event`' });
      event = this.template('event', s.event);
      if (s.group?.by === 'change') {
        group = { by: 'change', of: s.group.of };
        s.group.of.forEach((c, i) => this.column(c, `group.of[${i}]`));
      }
    } else if (s.form === 'csv-row-per-hand') {
      if (!s.events) this.fail('events', { es: 'csv-row-per-hand necesita `events`: los eventos que forma cada fila', en: 'csv-row-per-hand needs `events`: the events each row makes' });
      if (s.event) this.fail('event', { es: 'es para una fila por evento; csv-row-per-hand usa `events`', en: 'is for one row per event; csv-row-per-hand uses `events`' });
      s.events.forEach((g, i) => generators.push(...this.generators(g, `events[${i}]`)));
    } else {
      if (!s.events_path) this.fail('events_path', { es: `${s.form} necesita la ruta de la lista de eventos dentro del registro de una mano`, en: `${s.form} needs the path of the events array inside a hand record` });
      if (!s.event) this.fail('event', { es: `${s.form} necesita \`event\`: las rutas de los campos de cada evento`, en: `${s.form} needs \`event\`: the paths of each event's fields` });
      event = this.template('event', s.event);
    }
    if (s.delimiter !== undefined && !this.csv) this.fail('delimiter', { es: 'solo es para las formas CSV', en: 'is for CSV forms only' });
    const compiled: CompiledMapping = {
      file: this.file, sha256: this.sha256, form: s.form,
      encoding: s.encoding === 'latin-1' ? 'latin1' : 'utf8',
      delimiter: s.delimiter ?? ',',
      hand, group, generators, columns: this.columns,
    };
    if (s.hand.table !== undefined) compiled.table = s.hand.table;
    if (event) compiled.event = event;
    if (s.events_path !== undefined) compiled.eventsPath = s.events_path;
    if (s.cards?.list_separator !== undefined) compiled.listSeparator = s.cards.list_separator;
    return compiled;
  }

  private template(where: string, spec: EventSpec): EventTemplate {
    const fields: CompiledField[] = [];
    for (const [name, f] of Object.entries(spec)) {
      if (name === 'type' || name.startsWith('_')) continue;
      const field = this.field(name, `${where}.${name}`, f);
      fields.push(field);
    }
    return { type: this.field('type', `${where}.type`, spec['type']!), fields };
  }

  private generators(g: GeneratorSpec, where: string): Generator[] {
    if (!g.repeat) return [this.generator(g, where)];
    const { name, values } = g.repeat;
    return values.map((v) => {
      const expanded = substitute({ ...g, repeat: undefined }, `{${name}}`, String(v)) as GeneratorSpec;
      return this.generator(expanded, `${where}(${name}=${v})`);
    });
  }

  private generator(g: GeneratorSpec, where: string): Generator {
    if (g.when !== undefined) this.column(g.when, `${where}.when`);
    if (g.event) {
      const gen: Generator = { kind: 'event', where, template: this.template(`${where}.event`, g.event) };
      if (g.when !== undefined) gen.when = g.when;
      return gen;
    }
    const d = g.deal_cards!;
    this.column(d.from, `${where}.deal_cards.from`);
    if (d.to === undefined && d.to_separator === undefined) {
      this.fail(`${where}.deal_cards`, {
        es: 'necesita `to` (todas las cartas a un participante) o `to_separator` (cada carta dice a quién fue)',
        en: 'needs `to` (every card to one participant) or `to_separator` (each card says whom it went to)',
      });
    }
    if (d.to !== undefined) {
      const p = targetProblem('to', d.to);
      if (p) this.fail(`${where}.deal_cards.to`, p);
    }
    const gen: Generator = { kind: 'deal_cards', where, from: d.from, cards: this.cardReader() };
    if (d.to !== undefined) gen.to = d.to;
    if (d.to_separator !== undefined) gen.toSeparator = d.to_separator;
    if (d.to_vocabulary !== undefined) gen.toVocabulary = this.vocabulary(d.to_vocabulary, 'to', `${where}.deal_cards.to_vocabulary`);
    if (d.face !== undefined) gen.face = d.face;
    return gen;
  }

  private column(ref: string, where: string): void {
    if (!this.columns.has(ref)) this.columns.set(ref, where);
  }

  private vocabulary(v: string | Record<string, unknown>, target: string, where: string): Vocabulary {
    let name: string;
    let table: Record<string, unknown>;
    let at: string;
    if (typeof v === 'string') {
      const found = this.spec.vocabularies?.[v];
      if (!found) this.fail(where, { es: `no hay vocabulario "${v}" en vocabularies`, en: `no vocabulary "${v}" in vocabularies` });
      name = v;
      table = found;
      at = `vocabularies.${v}`;
    } else {
      name = where;
      table = v;
      at = where;
    }
    // Keys starting with _ are notes (the _guess of `veedor map init`), not words.
    const words = Object.entries(table).filter(([word]) => !word.startsWith('_'));
    for (const [word, value] of words) {
      const p = targetProblem(target, value);
      if (p) this.fail(`${at}.${word}`, p);
    }
    return { name, table: new Map(words) };
  }

  private cardReader(): CardField {
    const notation = this.cards;
    if (!notation) return (raw) => String(raw).trim();
    return (raw) => notation.read(raw as string) ?? new Bad(reason('map.card', { text: quotedCell(raw), examples: notation.examples() }));
  }

  private field(target: string, where: string, spec: FieldSpec): CompiledField {
    const f = typeof spec === 'string' ? { from: spec } : spec;
    const sources = ['from', 'value', 'template', 'file_name'].filter((k) => (f as Record<string, unknown>)[k] !== undefined);
    if (sources.length !== 1) this.fail(where, { es: 'necesita exactamente uno de from, value, template, file_name', en: 'needs exactly one of from, value, template, file_name' });
    const refs: string[] = [];
    let raw: (get: Get, fileName: string) => unknown;
    if (f.from !== undefined) {
      const from = f.from;
      if (typeof from === 'string') {
        refs.push(from);
        raw = (get) => blankToUndefined(get(from));
      } else {
        refs.push(...from);
        raw = (get) => {
          const parts = from.map((c) => blankToUndefined(get(c))).filter((p) => p !== undefined);
          return parts.length === 0 ? undefined : parts.join(' ');
        };
      }
    } else if (f.value !== undefined) {
      const value = f.value;
      const p = f.vocabulary === undefined && f.match === undefined ? targetProblem(target, value) : undefined;
      if (p) this.fail(`${where}.value`, p);
      raw = () => value;
    } else if (f.template !== undefined) {
      const parts = f.template.split(/\{([^}]+)\}/);
      for (let i = 1; i < parts.length; i += 2) refs.push(parts[i]!);
      if (refs.length === 0) this.fail(`${where}.template`, { es: 'no nombra ninguna columna ni ruta entre llaves, p. ej. "{Mesa}-{Ronda}"', en: 'names no column or path in braces, e.g. "{Mesa}-{Ronda}"' });
      raw = (get) => {
        let out = '';
        let any = false;
        for (let i = 0; i < parts.length; i++) {
          if (i % 2 === 0) out += parts[i];
          else {
            const v = blankToUndefined(get(parts[i]!));
            if (v !== undefined) any = true;
            out += v === undefined ? '' : String(v);
          }
        }
        return any ? out : undefined;
      };
    } else {
      let re: RegExp;
      try {
        re = new RegExp(f.file_name!);
      } catch (e) {
        return this.fail(`${where}.file_name`, notRegExp(f.file_name!, e as Error));
      }
      raw = (_get, fileName) => {
        const m = re.exec(fileName);
        return m ? (m[1] ?? m[0]) : new Bad(reason('map.file-name', { text: quotedCell(fileName), pattern: String(f.file_name) }));
      };
    }
    if (this.csv) for (const r of refs) this.column(r, where);
    let step = raw;
    if (f.vocabulary !== undefined || f.match !== undefined) step = this.words(target, where, f, raw);
    const convert = this.converter(target, where);
    const read = convert ? (get: Get, fileName: string) => {
      const v = step(get, fileName);
      return v === undefined || v === SKIP || v instanceof Bad ? v : convert(v);
    } : step;
    const field: CompiledField = { target, where, refs, read };
    if (f.types !== undefined) {
      if (where.endsWith('.type') || !where.includes('event')) this.fail(`${where}.types`, { es: 'es para los campos de un evento distintos de type', en: 'is for event fields other than type' });
      for (const [i, t] of f.types.entries()) {
        const p = targetProblem('type', t);
        if (p) this.fail(`${where}.types[${i}]`, p);
      }
      field.types = new Set(f.types);
    }
    return field;
  }

  /** A vocabulary, then a pattern: the export's words become the hand-log's. */
  private words(target: string, where: string, f: Exclude<FieldSpec, string>, raw: (get: Get, fileName: string) => unknown): (get: Get, fileName: string) => unknown {
    const vocab = f.vocabulary !== undefined ? this.vocabulary(f.vocabulary, target, `${where}.vocabulary`) : undefined;
    let re: RegExp | undefined;
    if (f.match !== undefined) {
      try {
        re = new RegExp(f.match);
      } catch (e) {
        this.fail(`${where}.match`, notRegExp(f.match, e as Error));
      }
    }
    const as = f.as;
    const known = vocab ? [...vocab.table.keys()].slice(0, 8).join(', ') + (vocab.table.size > 8 ? ', …' : '') : '';
    return (get, fileName) => {
      const v = raw(get, fileName);
      if (v === undefined || v instanceof Bad) return v;
      const key = String(v).trim();
      if (vocab && vocab.table.has(key)) {
        const out = vocab.table.get(key);
        return out === null ? SKIP : out;
      }
      if (re) {
        const m = re.exec(key);
        if (m) return as !== undefined ? as.replace(/\$(\d)/g, (_, n: string) => m[Number(n)] ?? '') : (m[1] ?? m[0]);
        if (!vocab) return new Bad(reason('map.no-match', { text: quotedCell(key), pattern: String(f.match) }));
      }
      return new UnknownWord(key, vocab!.name, known);
    };
  }

  private converter(target: string, where: string): ((v: unknown) => unknown) | undefined {
    if (target === 'amount') return (v) => this.amounts.read(v);
    if (target === 'card') return this.cardReader();
    if (target === 'cards') {
      const card = this.cardReader();
      const sep = this.spec.cards?.list_separator;
      return (v) => {
        if (Array.isArray(v)) return v.map((c) => card(c)).find((c) => c instanceof Bad) ?? v.map((c) => card(c));
        const parts = (sep === undefined ? String(v).trim().split(/\s+/) : String(v).split(sep).map((c) => c.trim())).filter((c) => c !== '');
        const out: string[] = [];
        for (const p of parts) {
          const c = card(p);
          if (c instanceof Bad) return c;
          out.push(c);
        }
        return out;
      };
    }
    if (INTEGER_FIELDS.has(target)) return (v) => typeof v === 'number' ? v : /^-?\d+$/.test(String(v).trim()) ? Number(String(v).trim()) : new Bad(reason('map.not-whole', { text: quotedCell(v) }));
    if (target === 'behind') return (v) => typeof v === 'boolean' ? v : v === 'true' ? true : v === 'false' ? false : new Bad(reason('map.not-boolean', { text: quotedCell(v) }));
    if (target === 'started_at') {
      const ts = this.timestamps;
      return ts ? (v) => ts.read(v) : (v) => String(v);
    }
    if (target === 'table') this.fail(where, { es: 'table es un objeto constante bajo hand.table', en: 'table is a constant object under hand.table' });
    return (v) => (typeof v === 'string' ? v : String(v));
  }
}

/** A pattern the mapping gives that is not a regular expression: the English says why as V8 does. */
function notRegExp(pattern: string, e: Error): Detail {
  return { es: `"${pattern}" no es una expresión regular válida`, en: `not a regular expression (${e.message})` };
}

function blankToUndefined(v: unknown): unknown {
  return v === undefined || v === null || v === '' ? undefined : typeof v === 'string' && v.trim() === '' ? undefined : v;
}

/** A generator with `{name}` replaced in every string (keys and values): what `repeat` makes. */
function substitute(v: unknown, token: string, value: string): unknown {
  if (typeof v === 'string') return v.split(token).join(value);
  if (Array.isArray(v)) return v.map((x) => substitute(x, token, value));
  if (typeof v === 'object' && v !== null) {
    return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined).map(([k, x]) => [k.split(token).join(value), substitute(x, token, value)]));
  }
  return v;
}
