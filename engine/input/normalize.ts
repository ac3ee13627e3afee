import { createRequire } from 'node:module';
import Ajv from 'ajv';
import type { ErrorObject } from 'ajv';
import { parseCard } from '../core/cards.js';
import type { Card } from '../core/cards.js';
import { parseAmount } from '../core/money.js';
import type { Money } from '../core/money.js';
import type { HandEvent, HandRecord, Participant, SourceRef, TableConfig } from '../core/types.js';

const require = createRequire(import.meta.url);
export const handSchema = require('./hand-log.schema.json') as object;

// One compiled validator for the whole process: compiling is the slow part.
const AjvClass = Ajv as unknown as typeof Ajv.default;
const ajv = new AjvClass({ discriminator: true, allErrors: false, strict: false });
const validateHand = ajv.compile(handSchema);
const validateTableSchema = ajv.getSchema(`${(handSchema as { $id: string }).$id}#/definitions/table`)!;

/**
 * A posted table configuration from a tables file, checked against the same
 * schema as a hand's inline `table` (a "false" that is a string must not read
 * as true); undefined when valid, else the field and the reason.
 */
export function tableProblem(config: unknown): InputProblem | undefined {
  if (validateTableSchema(config)) return undefined;
  return describeSchemaError(validateTableSchema.errors?.[0], config);
}

/** A reason a record cannot be audited: which field, and why, in words a user can act on. */
export interface InputProblem {
  field?: string;
  reason: string;
}

export type Normalized = { ok: true; hand: HandRecord } | { ok: false; problem: InputProblem; handId?: string };

export interface NormalizeOptions {
  /** Posted configurations from a tables file, by table_id. */
  tables?: Map<string, Record<string, unknown>>;
  /** The catalog id a game defaults to. */
  defaultRuleset(game: string): string | undefined;
}

export function normalizeHand(value: unknown, source: SourceRef, opts: NormalizeOptions): Normalized {
  const id = isObject(value) && typeof value['hand_id'] === 'string' ? value['hand_id'] : undefined;
  const handId = id !== undefined && wellFormed(id) ? id : undefined;
  if (!isObject(value)) return { ok: false, problem: { reason: 'record is not a JSON object (a hand)' } };
  const unpaired = loneSurrogateAt(value);
  if (unpaired !== undefined) {
    return { ok: false, handId, problem: { field: unpaired || undefined, reason: 'text with a lone UTF-16 surrogate (\\ud800-\\udfff without its pair) is not Unicode and cannot be stored or cited exactly' } };
  }
  if (!validateHand(value)) {
    return { ok: false, handId, problem: describeSchemaError(validateHand.errors?.[0], value) };
  }
  const raw = value as Record<string, any>;
  const ruleset: string | undefined = raw['ruleset'] ?? opts.defaultRuleset(raw['game']);
  if (ruleset === undefined) {
    return { ok: false, handId, problem: { field: 'game', reason: `unknown game "${raw['game']}": no ruleset audits it` } };
  }
  const tableRaw = raw['table'] ?? opts.tables?.get(raw['table_id']) ?? {};
  const table = normalizeTable(tableRaw);
  if ('reason' in table) return { ok: false, handId, problem: table };

  const events: HandEvent[] = new Array(raw['events'].length);
  let hasProcedures = false;
  for (let i = 0; i < raw['events'].length; i++) {
    const ev = normalizeEvent(raw['events'][i], i + 1);
    if ('reason' in ev) return { ok: false, handId, problem: { field: `events[${i}]${ev.field ? '.' + ev.field : ''}`, reason: ev.reason } };
    if (ev.type === 'procedure') hasProcedures = true;
    events[i] = ev;
  }
  const hand: HandRecord = {
    hand_id: raw['hand_id'], game: raw['game'], ruleset, table_id: raw['table_id'], started_at: raw['started_at'],
    table, events, hasProcedures, source,
  };
  if (raw['dealer_id'] !== undefined) hand.dealer_id = raw['dealer_id'];
  if (raw['shoe_id'] !== undefined) hand.shoe_id = raw['shoe_id'];
  if (raw['currency'] !== undefined) hand.currency = raw['currency'];
  return { ok: true, hand };
}

/** In u-mode a paired surrogate is one code point: \p{Cs} matches only a lone one. */
const LONE_SURROGATE = /\p{Cs}/u;

function wellFormed(s: string): boolean {
  return !LONE_SURROGATE.test(s);
}

/**
 * The path of the first string (or key) in a record that is not well-formed
 * Unicode: a JSON escape like "\\ud800" alone. UTF-8 (the store, the reports)
 * cannot hold it, so it would be written as U+FFFD and no longer be what the
 * log said. '' for the record itself; undefined when every string is sound.
 */
function loneSurrogateAt(v: unknown, path = ''): string | undefined {
  if (typeof v === 'string') return wellFormed(v) ? undefined : path;
  if (typeof v !== 'object' || v === null) return undefined;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const at = loneSurrogateAt(v[i], `${path}[${i}]`);
      if (at !== undefined) return at;
    }
    return undefined;
  }
  for (const [k, x] of Object.entries(v)) {
    const key = path ? `${path}.${k}` : k;
    if (!wellFormed(k)) return path || '';
    const at = loneSurrogateAt(x, key);
    if (at !== undefined) return at;
  }
  return undefined;
}

type Problem = { field?: string; reason: string };

function normalizeEvent(e: Record<string, any>, index: number): HandEvent | Problem {
  const out: Record<string, unknown> = { ...e, index };
  if (e['amount'] !== undefined) {
    const m = parseAmount(e['amount']);
    if (!m.ok) return { field: 'amount', reason: m.reason };
    out['amount'] = m.value;
  }
  if (e['card'] !== undefined) {
    const c = parseCard(e['card']);
    if (!c.ok) return { field: 'card', reason: c.reason };
    out['card'] = c.card;
  }
  if (e['cards'] !== undefined) {
    const cards: Card[] = [];
    for (let i = 0; i < e['cards'].length; i++) {
      const c = parseCard(e['cards'][i]);
      if (!c.ok) return { field: `cards[${i}]`, reason: c.reason };
      cards.push(c.card);
    }
    out['cards'] = cards;
  }
  if (e['to'] !== undefined) out['to'] = parseParticipant(e['to']);
  if (e['by'] !== undefined) out['by'] = parseParticipant(e['by']);
  if (e['participant'] !== undefined) out['participant'] = parseParticipant(e['participant']);
  if (e['type'] === 'deal' && e['face'] === undefined) out['face'] = 'up';
  if (e['type'] === 'bet') {
    if (e['medium'] === undefined) out['medium'] = 'chips';
    if (e['behind'] === undefined) out['behind'] = false;
  }
  return out as unknown as HandEvent;
}

// The schema admits a bounded set of participants (seat:1 to seat:999, dealer, player, banker): each
// is read once and shared, frozen, by every event that names it.
const PARTICIPANTS = new Map<string, Participant>();

export function parseParticipant(text: string): Participant {
  let p = PARTICIPANTS.get(text);
  if (!p) {
    p = Object.freeze(text.startsWith('seat:') ? { kind: 'seat' as const, seat: Number(text.slice(5)) } : { kind: text as Participant['kind'], seat: 0 });
    if (PARTICIPANTS.size < 4096) PARTICIPANTS.set(text, p);
  }
  return p;
}

export function participantText(p: Participant): string {
  return p.kind === 'seat' ? `seat:${p.seat}` : p.kind;
}

const PARTICIPANT_NAMES = {
  es: { seat: 'el asiento', dealer: 'el dealer', player: 'Punto', banker: 'Banca' },
  en: { seat: 'seat', dealer: 'the dealer', player: 'Player (Punto)', banker: 'Banker (Banca)' },
} as const;

/** A participant in words: "el asiento 3" / "seat 3", "el dealer" / "the dealer". */
export function participantName(p: Participant, lang: 'es' | 'en'): string {
  const names = PARTICIPANT_NAMES[lang];
  return p.kind === 'seat' ? `${names.seat} ${p.seat}` : names[p.kind];
}

const MONEY_FIELDS = ['min_bet', 'max_bet', 'max_payout'] as const;

/** Reads a posted table configuration; money and percentages exactly. */
export function normalizeTable(raw: Record<string, any>): TableConfig | Problem {
  const t: TableConfig = { extra: {} };
  for (const [k, v] of Object.entries(raw)) {
    if ((MONEY_FIELDS as readonly string[]).includes(k)) {
      const m = parseAmount(v);
      if (!m.ok) return { field: `table.${k}`, reason: m.reason };
      (t as unknown as Record<string, Money>)[k] = m.value;
    } else if (k === 'pool_commission_pct' || k === 'bonus_payout') {
      const m = parseAmount(v);
      if (!m.ok) return { field: `table.${k}`, reason: m.reason };
      if (k === 'pool_commission_pct') t.pool_commission_hundredths = m.value;
      else t.bonus_payout_hundredths = m.value;
    } else if (k === 'decks' || k === 'seats' || k === 'max_splits') {
      if (!Number.isInteger(v) || v < 0) return { field: `table.${k}`, reason: `${k} must be a whole number` };
      t[k] = v;
    } else if (k === 'bet_paytable') {
      t.bet_paytable = v;
    } else if (k === 'burn_rule') {
      t.burn_rule = String(v);
    } else if (k === 'dealer_hole_card') {
      t.dealer_hole_card = Boolean(v);
    } else {
      t.extra[k] = v;
    }
  }
  return t;
}

function describeSchemaError(err: ErrorObject | undefined, value: unknown): InputProblem {
  if (!err) return { reason: 'hand does not match the hand-log format' };
  const base = pointerToField(err.instancePath);
  if (err.keyword === 'required') {
    const missing = (err.params as { missingProperty: string }).missingProperty;
    const field = base ? `${base}.${missing}` : missing;
    return { field, reason: `required field ${missing} is missing` };
  }
  const clipped = preview(valueAt(value, err.instancePath), 60);
  let reason: string;
  if (err.keyword === 'pattern' && /card/.test(err.schemaPath)) {
    reason = `${clipped} is not a card (rank A 2-9 T J Q K, then suit s h d c)`;
  } else if (err.keyword === 'pattern' && /participant/.test(err.schemaPath)) {
    reason = `${clipped} is not a participant (seat:N, dealer, player or banker)`;
  } else if (err.keyword === 'pattern' && base === 'started_at') {
    reason = `${clipped} is not an ISO 8601 date-time with an offset`;
  } else if (err.keyword === 'minimum' && /amount/.test(err.schemaPath)) {
    reason = `amount ${clipped} is negative`;
  } else if (err.keyword === 'discriminator') {
    reason = `event type ${clipped ?? ''} is not one of the hand-log format's event types`.replace('  ', ' ');
  } else if (err.keyword === 'maxItems' && base === 'events') {
    const limit = (err.params as { limit: number }).limit;
    reason = `the hand has ${(valueAt(value, err.instancePath) as unknown[]).length} events; a hand may have at most ${limit} (a replay's cost grows with the square of its events)`;
  } else if (err.keyword === 'enum') {
    const allowed = (err.params as { allowedValues: unknown[] }).allowedValues;
    reason = `${clipped} is not allowed here (one of ${allowed.join(', ')})`;
  } else {
    reason = `${clipped} ${err.message ?? 'is not valid'}`;
  }
  return { field: base || undefined, reason } as InputProblem;
}

/**
 * The value as JSON, cut at `max` characters, without writing all of it
 * first: the value may be a 50 MB events array.
 */
export function preview(v: unknown, max: number): string | undefined {
  let out = '';
  const walk = (x: unknown): void => {
    if (out.length > max) return;
    if (Array.isArray(x)) {
      out += '[';
      for (let i = 0; i < x.length && out.length <= max; i++) {
        if (i > 0) out += ',';
        walk(x[i]);
      }
      out += ']';
    } else if (typeof x === 'object' && x !== null) {
      out += '{';
      let first = true;
      for (const k of Object.keys(x)) {
        if (out.length > max) break;
        out += (first ? '' : ',') + JSON.stringify(k) + ':';
        first = false;
        walk((x as Record<string, unknown>)[k]);
      }
      out += '}';
    } else {
      out += JSON.stringify(typeof x === 'string' && x.length > max ? x.slice(0, max + 1) : x) ?? 'null';
    }
  };
  if (v === undefined) return undefined;
  walk(v);
  return out.length > max ? out.slice(0, max) + '…' : out;
}

function pointerToField(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`))
    .join('')
    .replace(/^\./, '');
}

function valueAt(value: unknown, pointer: string): unknown {
  let v: any = value;
  for (const p of pointer.split('/').slice(1)) v = v?.[p];
  return v;
}

function isObject(v: unknown): v is Record<string, any> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
