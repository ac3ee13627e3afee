// The query string of a workbench page, checked: each known parameter once, within its bounds, or the
// request is a 400 naming the parameter (never echoing its value). Unknown parameters are ignored, so a
// URL pasted with a tracker's tail still opens. Values go to SQL only as bound parameters.
import type { Lang } from '../../engine/core/engine-types.js';
import { FINDING_SORTS } from '../../store/browse.js';
import type { FindingSort } from '../../store/browse.js';
import { FORM_FIELDS, parseShift } from '../../store/finding-filter.js';
import type { FilterKey, FilterName, FilterValue, FindingFilter } from '../../store/finding-filter.js';

/** A request the workbench refuses (a 400): its reason in both languages, the page says it in the reader's (`message` is the English). */
export class BadRequest extends Error {
  constructor(readonly words: { es: string; en: string }) {
    super(words.en);
  }
}

export type Query = Record<string, string | string[] | undefined>;

/** The longest value any parameter may have (an article, a hand id, a table id). */
const MAX_VALUE = 200;
export const PER_PAGE = [25, 50, 100, 200] as const;

/** Parses a query string into a map with no prototype; a repeated key keeps every value (and is refused by the checks). */
export function parseQuery(text: string): Query {
  const q: Query = Object.create(null) as Query;
  for (const [k, v] of new URLSearchParams(text)) {
    const had = q[k];
    q[k] = had === undefined ? v : Array.isArray(had) ? [...had, v] : [had, v];
  }
  return q;
}

/** A parameter's one value ('' and absent alike are undefined). */
export function one(q: Query, name: string): string | undefined {
  const v = q[name];
  if (Array.isArray(v)) throw new BadRequest({ es: `el parámetro ${name} se da más de una vez`, en: `the parameter ${name} is given more than once` });
  if (v === undefined || v === '') return undefined;
  if (v.length > MAX_VALUE) throw new BadRequest({ es: `el parámetro ${name} tiene más de ${MAX_VALUE} caracteres`, en: `the parameter ${name} is longer than ${MAX_VALUE} characters` });
  return v;
}

/** The log a hand page names (`log`, a path as the run names it): longer than other values, a path's own bound. */
export function logParam(q: Query): string | undefined {
  const v = q['log'];
  if (Array.isArray(v)) throw new BadRequest({ es: 'el parámetro log se da más de una vez', en: 'the parameter log is given more than once' });
  if (v === undefined || v === '') return undefined;
  if (v.length > 4096) throw new BadRequest({ es: 'el parámetro log tiene más de 4096 caracteres', en: 'the parameter log is longer than 4096 characters' });
  return v;
}

export function langOf(q: Query): Lang {
  const v = q['lang'];
  return v === 'en' ? 'en' : 'es';
}

export function checkLang(q: Query): Lang {
  const v = one(q, 'lang');
  if (v === undefined) return 'es';
  if (v !== 'es' && v !== 'en') throw new BadRequest({ es: 'lang debe ser es o en', en: 'lang must be es or en' });
  return v;
}

function date(name: string, v: string | undefined): string | undefined {
  if (v === undefined) return undefined;
  const d = new Date(`${v}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v) throw new BadRequest({ es: `${name} debe ser una fecha, AAAA-MM-DD`, en: `${name} must be a date, YYYY-MM-DD` });
  return v;
}

function choice<T extends string>(name: string, v: string | undefined, allowed: readonly T[]): T | undefined {
  if (v === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(v)) throw new BadRequest({ es: `${name} debe ser uno de ${allowed.join(', ')}`, en: `${name} must be one of ${allowed.join(', ')}` });
  return v as T;
}

function whole(name: string, v: string | undefined, max: number): number | undefined {
  if (v === undefined) return undefined;
  if (!/^\d{1,9}$/.test(v) || Number(v) < 1 || Number(v) > max) throw new BadRequest({ es: `${name} debe ser un número entero de 1 a ${max}`, en: `${name} must be a whole number from 1 to ${max}` });
  return Number(v);
}

/** An amount as written (12, 12.5, 12.50, -3), to minor units. */
function amount(name: string, v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  const m = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(v);
  if (!m) throw new BadRequest({ es: `${name} debe ser un importe con dos decimales como mucho`, en: `${name} must be an amount with at most two decimals` });
  const minor = Number(m[2]) * 100 + Number((m[3] ?? '0').padEnd(2, '0'));
  return m[1] ? -minor : minor;
}

function shiftOf(v: string | undefined): string | undefined {
  if (v === undefined) return undefined;
  if (!parseShift(v)) throw new BadRequest({ es: 'shift debe ser un día y sus horas, AAAA-MM-DD HH-HH (como lo nombra el resumen de la ejecución)', en: 'shift must be a day and its hours, YYYY-MM-DD HH-HH (as the run overview names it)' });
  return v;
}

/** A filter's value read as its field's kind says, or a BadRequest naming the parameter. */
function filterValue(name: string, kind: FilterValue, v: string | undefined): string | number | undefined {
  if (kind === 'date') return date(name, v);
  if (kind === 'shift') return shiftOf(v);
  if (kind === 'amount') return amount(name, v);
  if (kind === 'text') return v;
  return choice(name, v, kind.choices);
}

export interface FindingsParams {
  filters: Partial<Record<FilterName, string>>;
  filter: Omit<FindingFilter, 'runSeqs'>;
  sort: FindingSort;
  desc: boolean;
  page: number;
  per: number;
}

export function findingsParams(q: Query): FindingsParams {
  const filters: Partial<Record<FilterName, string>> = {};
  for (const f of FORM_FIELDS) {
    const v = one(q, f.name);
    if (v !== undefined) filters[f.name] = v;
  }
  const filter: Omit<FindingFilter, 'runSeqs'> = {};
  for (const f of FORM_FIELDS) {
    const v = filterValue(f.name, f.value, filters[f.name]);
    // The kind decides the type: an amount is minor units, every other kind a string.
    if (v !== undefined) (filter as Record<FilterKey, string | number>)[f.key] = v;
  }
  if (filter.from && filter.to && filter.from > filter.to) throw new BadRequest({ es: 'from es posterior a to', en: 'from is after to' });
  const per = whole('per', one(q, 'per'), 200) ?? 50;
  if (!(PER_PAGE as readonly number[]).includes(per)) throw new BadRequest({ es: `per debe ser uno de ${PER_PAGE.join(', ')}`, en: `per must be one of ${PER_PAGE.join(', ')}` });
  return {
    filters,
    filter,
    sort: choice('sort', one(q, 'sort'), Object.keys(FINDING_SORTS) as FindingSort[]) ?? 'seq',
    desc: choice('dir', one(q, 'dir'), ['asc', 'desc']) === 'desc',
    page: whole('page', one(q, 'page'), 10_000_000) ?? 1,
    per,
  };
}
