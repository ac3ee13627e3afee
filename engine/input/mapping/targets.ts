import { handSchema } from '../normalize.js';
import { GAMES } from '../games.js';
import type { Detail } from './errors.js';

/**
 * The hand-log values a mapping may produce, read from the hand-log schema itself (so a value the
 * format adds is mappable at once): event types, and each event field's allowed words.
 */
type Prop = { const?: string; enum?: unknown[]; $ref?: string };
const schema = handSchema as { definitions: Record<string, Prop> & { participant: { pattern: string }; event: { oneOf: { properties: Record<string, Prop> }[] } } };

/** A property's own schema, or the definition it refers to (`#/definitions/spot`). */
function resolved(p: Prop): Prop {
  const name = p.$ref?.startsWith('#/definitions/') ? p.$ref.slice('#/definitions/'.length) : undefined;
  return name !== undefined ? (schema.definitions[name] ?? p) : p;
}

export const EVENT_TYPES: readonly string[] = schema.definitions.event.oneOf.flatMap((b) => {
  const t = b.properties['type'];
  return t?.const !== undefined ? [t.const] : ((t?.enum ?? []) as string[]);
});

const FIELD_WORDS = new Map<string, Set<string>>();
for (const branch of schema.definitions.event.oneOf) {
  for (const [name, own] of Object.entries(branch.properties)) {
    const prop = resolved(own);
    if (name === 'type' || !Array.isArray(prop.enum)) continue;
    const words = FIELD_WORDS.get(name) ?? new Set<string>();
    for (const w of prop.enum) words.add(String(w));
    FIELD_WORDS.set(name, words);
  }
}
FIELD_WORDS.set('type', new Set(EVENT_TYPES));
FIELD_WORDS.set('game', new Set(GAMES));

const PARTICIPANT = new RegExp(schema.definitions.participant.pattern);
const PARTICIPANT_FIELDS = new Set(['to', 'by', 'participant']);
export const INTEGER_FIELDS = new Set(['seat', 'hand', 'number', 'value', 'count', 'decks', 'position']);

/** Why a value cannot be the hand-log's `field`, in both languages, or undefined when it can (a vocabulary target is checked by this). */
export function targetProblem(field: string, value: unknown): Detail | undefined {
  if (value === null) return field === 'type' ? undefined : { es: 'null (omitir la fila) solo se admite en type', en: 'null (skip the row) is allowed for type only' };
  const words = FIELD_WORDS.get(field);
  if (words) {
    if (words.has(String(value))) return undefined;
    const list = [...words].join(', ');
    return { es: `"${String(value)}" no es un valor de «${field}» del registro de manos (uno de ${list})`, en: `"${String(value)}" is not a hand-log ${field} (one of ${list})` };
  }
  if (PARTICIPANT_FIELDS.has(field)) {
    return typeof value === 'string' && PARTICIPANT.test(value) ? undefined
      : { es: `"${String(value)}" no es un participante (seat:N, dealer, player o banker)`, en: `"${String(value)}" is not a participant (seat:N, dealer, player or banker)` };
  }
  if (INTEGER_FIELDS.has(field)) {
    return Number.isInteger(value) || (typeof value === 'string' && /^\d+$/.test(value)) ? undefined
      : { es: `${JSON.stringify(value)} no es un número entero`, en: `${JSON.stringify(value)} is not a whole number` };
  }
  if (field === 'behind') {
    return typeof value === 'boolean' || value === 'true' || value === 'false' ? undefined
      : { es: `${JSON.stringify(value)} no es true ni false`, en: `${JSON.stringify(value)} is not true or false` };
  }
  return undefined;
}
