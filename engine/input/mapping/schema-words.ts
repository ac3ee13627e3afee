import type { ErrorObject } from 'ajv';
import type { Detail } from './errors.js';

/**
 * Why a mapping does not match mapping.schema.json, in both languages, worded here from ajv's error
 * (its keyword and params), never from ajv's English message, except for a keyword this table does not
 * know yet (English only there; the Spanish names the keyword). `field` is where, as a mapping's field is
 * named elsewhere (`event.importe`, `cards.order`).
 */
export function schemaProblem(errors: readonly ErrorObject[] | null | undefined): { field: string; detail: Detail } {
  return worded(telling(errors ?? []));
}

/**
 * The error that says most. Ajv stops at the first error of a value, but where the schema offers
 * shapes (oneOf: a field is a column name or an object) it reports each shape's first error and then
 * that none fits: the one that reached deepest into the value is about the shape the mapping meant
 * (`group.of` must be a list, rather than `of` is not a field of the other shape). Where the shapes
 * differ only in type, the types are named together ("a string or a list").
 */
function telling(errors: readonly ErrorObject[]): ErrorObject | undefined {
  if (!errors.some((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf')) return errors[0];
  const branches = errors.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'anyOf');
  const depth = (e: ErrorObject) => e.instancePath.split('/').length;
  const best = branches.reduce<ErrorObject | undefined>((a, e) => (a === undefined || depth(e) > depth(a) ? e : a), undefined);
  if (best?.keyword !== 'type') return best ?? errors[0];
  const types = branches.filter((e) => e.keyword === 'type' && e.instancePath === best.instancePath).map((e) => String((e.params as { type: string }).type));
  return { ...best, params: { type: [...new Set(types)].join(',') } };
}

function worded(err: ErrorObject | undefined): { field: string; detail: Detail } {
  const field = (err?.instancePath ?? '').split('/').slice(1).join('.');
  if (err === undefined) return { field, detail: { es: 'no sigue el formato de correspondencia (mapping.schema.json)', en: 'does not match the mapping format' } };
  const p = err.params as Record<string, unknown>;
  const n = Number(p['limit']);
  switch (err.keyword) {
    case 'additionalProperties': {
      const extra = String(p['additionalProperty']);
      return { field: field ? `${field}.${extra}` : extra, detail: { es: 'no es un campo del formato de correspondencia (mapping.schema.json)', en: 'not a field of the mapping format (mapping.schema.json)' } };
    }
    case 'required': {
      // Named where it is missing, as an unknown field is named where it is.
      const missing = String(p['missingProperty']);
      return { field: field ? `${field}.${missing}` : missing, detail: { es: 'falta este campo obligatorio', en: 'this required field is missing' } };
    }
    case 'enum': {
      const list = (p['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ');
      return { field, detail: { es: `debe ser uno de ${list}`, en: `must be one of ${list}` } };
    }
    case 'const':
      return { field, detail: { es: `debe ser ${JSON.stringify(p['allowedValue'])}`, en: `must be ${JSON.stringify(p['allowedValue'])}` } };
    case 'type': {
      const types = String(p['type']).split(',');
      return { field, detail: { es: `debe ser ${types.map((t) => TYPE_ES[t] ?? t).join(' o ')}`, en: `must be ${types.map((t) => TYPE_EN[t] ?? t).join(' or ')}` } };
    }
    case 'pattern':
      return { field, detail: { es: `no sigue el patrón "${String(p['pattern'])}"`, en: `must match the pattern "${String(p['pattern'])}"` } };
    case 'minLength':
      return { field, detail: n === 1 ? { es: 'no puede estar vacío', en: 'must not be empty' } : { es: `debe tener al menos ${n} caracteres`, en: `must have at least ${n} characters` } };
    case 'maxLength':
      return { field, detail: { es: `debe tener como máximo ${n} ${n === 1 ? 'carácter' : 'caracteres'}`, en: `must have at most ${n} ${n === 1 ? 'character' : 'characters'}` } };
    case 'minItems':
      return { field, detail: { es: `debe tener al menos ${n} ${n === 1 ? 'elemento' : 'elementos'}`, en: `must have at least ${n} ${n === 1 ? 'item' : 'items'}` } };
    case 'maxItems':
      return { field, detail: { es: `debe tener como máximo ${n} ${n === 1 ? 'elemento' : 'elementos'}`, en: `must have at most ${n} ${n === 1 ? 'item' : 'items'}` } };
    case 'minProperties':
      return { field, detail: { es: `debe tener al menos ${n} ${n === 1 ? 'campo' : 'campos'}`, en: `must have at least ${n} ${n === 1 ? 'field' : 'fields'}` } };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const c = String(p['comparison']);
      return { field, detail: { es: `debe ser ${COMPARISON_ES[c] ?? c} ${n}`, en: `must be ${c} ${n}` } };
    }
    case 'uniqueItems':
      return { field, detail: { es: `los elementos ${String(p['j'])} y ${String(p['i'])} son iguales`, en: `items ${String(p['j'])} and ${String(p['i'])} are the same` } };
    case 'oneOf':
    case 'anyOf':
      return { field, detail: { es: 'no tiene ninguna de las formas que el formato de correspondencia admite aquí (mapping.schema.json)', en: 'has none of the shapes the mapping format allows here (mapping.schema.json)' } };
    default:
      return { field, detail: { es: `no sigue el formato de correspondencia (mapping.schema.json, regla ${err.keyword})`, en: err.message ?? 'does not match the mapping format' } };
  }
}

const TYPE_EN: Record<string, string> = { string: 'a string', number: 'a number', integer: 'a whole number', boolean: 'true or false', object: 'an object', array: 'an array', null: 'null' };
const TYPE_ES: Record<string, string> = { string: 'un texto', number: 'un número', integer: 'un número entero', boolean: 'true o false', object: 'un objeto', array: 'una lista', null: 'null' };
const COMPARISON_ES: Record<string, string> = { '>=': 'como mínimo', '<=': 'como máximo', '>': 'mayor que', '<': 'menor que' };
