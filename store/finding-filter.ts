// The finding filter, each field written once: `FILTER_FIELDS` names it (the workbench's query parameter
// and a filtered PDF's cover), says what its value is (how the workbench's form asks for it and reads it),
// words it in Spanish and English, and builds its SQL condition. `veedor findings`, the workbench's pages
// and exports and the filtered PDF all read this table, so a new field is one more row.
import type { Lang } from '../engine/core/engine-types.js';
import type { Db } from './db.js';

/** What `veedor findings` can ask; every filter is optional and they combine with AND. */
export interface FindingFilter {
  /** Run sequence numbers (resolve ids with resolveRun); default: every complete run. */
  runSeqs?: number[];
  ruleset?: string;
  /** Matched loosely: "Art. 13º", "art 13", "13" all find Art. 13º. */
  article?: string;
  rule?: string;
  category?: string;
  severity?: string;
  table?: string;
  dealer?: string;
  hand?: string;
  /** Inclusive local dates (YYYY-MM-DD) of the hand, in the offset its log wrote. */
  from?: string;
  to?: string;
  /**
   * One shift as `veedor summary --by shift` names it: "2026-11-05 22-06" is the hands of local hours
   * 22:00 to 06:00 that began on 5 November (a shift whose end hour is not after its start runs past
   * midnight into the next day). Parse it with parseShift.
   */
  shift?: string;
  /** Only findings that owe the player more than this many minor units (owed_to_player > owedAbove). */
  owedAbove?: number;
}

/** "Art. 13º" → "13"; "Art. 10-10.15(B)(6)" → "10-10.15(b)(6)"; a heading ("Dobles") → "dobles". */
export function articleKey(article: string): string {
  return article.toLowerCase().replace(/^art(ículo|iculo|\.)?\s*/u, '').replace(/[º°ª.\s]+$/u, '').replace(/\s+/g, ' ').trim();
}

/** A shift as named by the summary: its day and its start and end hours (0-24). */
export interface ShiftSpan {
  day: string;
  from: number;
  to: number;
}

/** "2026-11-05 22-06" → { day: '2026-11-05', from: 22, to: 6 }; undefined when the text is not a shift. */
export function parseShift(text: string): ShiftSpan | undefined {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2})-(\d{2})$/.exec(text);
  if (!m) return undefined;
  const day = m[1]!;
  const d = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== day) return undefined;
  const from = Number(m[2]);
  const to = Number(m[3]);
  if (from > 23 || to > 24) return undefined;
  return { day, from, to };
}

function nextDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The run sequence numbers as bound placeholders (none: NULL, which matches nothing). */
function seqList(runSeqs: number[]): string {
  return runSeqs.map(() => '?').join(',') || 'NULL';
}

export type FilterKey = Exclude<keyof FindingFilter, 'runSeqs'>;

/**
 * What a field's value is: free text, a date (YYYY-MM-DD), a shift as the summary names it, an amount
 * (to minor units; a cover writes it with two decimals), or one of a fixed list.
 */
export type FilterValue = 'text' | 'date' | 'shift' | 'amount' | { choices: readonly string[] };

/** One condition of the WHERE clause (over `findings f JOIN runs r`), every value a bound parameter. */
export interface Condition {
  sql: string;
  params: unknown[];
}

export interface FilterFieldSpec<N extends string = string, K extends FilterKey = FilterKey> {
  /** The workbench's query parameter, and the name a filtered PDF's cover keeps. */
  name: N;
  /** The FindingFilter property it sets. */
  key: K;
  value: FilterValue;
  /** The workbench form's label; absent where the form does not offer the field. */
  label?: Record<Lang, string>;
  /** The field as a filtered PDF's cover words it in a sentence ("crupier D-311"). */
  words: Record<Lang, string>;
  // A method, so that the table can hold fields of different keys (parameters are compared bivariantly).
  where(value: NonNullable<FindingFilter[K]>, scope: { db: Db; runSeqs: number[] | undefined }): Condition;
}

const field = <N extends string, K extends FilterKey>(f: FilterFieldSpec<N, K>) => f;

const equals = (column: string) => (value: string): Condition => ({ sql: `${column} = ?`, params: [value] });

/** The filter's fields, in the order the workbench's form shows them and a filtered PDF's cover names them. */
export const FILTER_FIELDS = [
  field({ name: 'ruleset', key: 'ruleset', value: 'text', label: { es: 'Catálogo', en: 'Catalog' }, words: { es: 'catálogo', en: 'catalog' },
    where: equals('f.ruleset') }),
  field({ name: 'article', key: 'article', value: 'text', label: { es: 'Artículo', en: 'Article' }, words: { es: 'artículo', en: 'article' },
    where(article, { db, runSeqs }) {
      // Matched loosely: every stored spelling of the article the text names, within the runs asked for.
      const want = articleKey(article);
      const scope = runSeqs ? `WHERE run_seq IN (${seqList(runSeqs)})` : '';
      const articles = (db.prepare(`SELECT DISTINCT article FROM findings ${scope}`).pluck().all(...(runSeqs ?? [])) as string[])
        .filter((a) => a === article || articleKey(a) === want);
      return { sql: `f.article IN (${articles.map(() => '?').join(',') || 'NULL'})`, params: articles };
    } }),
  field({ name: 'rule', key: 'rule', value: 'text', words: { es: 'regla', en: 'rule' }, where: equals('f.rule') }),
  field({ name: 'category', key: 'category', value: { choices: ['payout', 'procedure', 'integrity', 'input'] },
    label: { es: 'Categoría', en: 'Category' }, words: { es: 'categoría', en: 'category' }, where: equals('f.category') }),
  field({ name: 'severity', key: 'severity', value: { choices: ['error', 'warning'] },
    label: { es: 'Gravedad', en: 'Severity' }, words: { es: 'gravedad', en: 'severity' }, where: equals('f.severity') }),
  field({ name: 'table', key: 'table', value: 'text', label: { es: 'Mesa', en: 'Table' }, words: { es: 'mesa', en: 'table' },
    where: equals('f.table_id') }),
  field({ name: 'dealer', key: 'dealer', value: 'text', label: { es: 'Crupier', en: 'Dealer' }, words: { es: 'crupier', en: 'dealer' },
    where: equals('f.dealer_id') }),
  field({ name: 'from', key: 'from', value: 'date', label: { es: 'Desde', en: 'From' }, words: { es: 'desde', en: 'from' },
    where: (day) => ({ sql: 'f.local_date >= ?', params: [day] }) }),
  field({ name: 'to', key: 'to', value: 'date', label: { es: 'Hasta', en: 'To' }, words: { es: 'hasta', en: 'to' },
    where: (day) => ({ sql: 'f.local_date <= ?', params: [day] }) }),
  field({ name: 'shift', key: 'shift', value: 'shift', label: { es: 'Turno', en: 'Shift' }, words: { es: 'turno', en: 'shift' },
    where(shift) {
      const span = parseShift(shift);
      if (!span) return { sql: '0', params: [] };
      if (span.from < span.to) return { sql: '(f.local_date = ? AND f.local_hour >= ? AND f.local_hour < ?)', params: [span.day, span.from, span.to] };
      // Past midnight: the start day's late hours and the next day's early ones.
      return { sql: '((f.local_date = ? AND f.local_hour >= ?) OR (f.local_date = ? AND f.local_hour < ?))', params: [span.day, span.from, nextDay(span.day), span.to] };
    } }),
  field({ name: 'hand', key: 'hand', value: 'text', label: { es: 'Mano', en: 'Hand' }, words: { es: 'mano', en: 'hand' },
    where: equals('f.hand_id') }),
  field({ name: 'owed_above', key: 'owedAbove', value: 'amount', label: { es: 'Debido más de', en: 'Owed above' },
    words: { es: 'debido al jugador más de', en: 'owed to the player above' },
    where: (minor) => ({ sql: 'f.owed_to_player > ?', params: [minor] }) }),
] as const;

/** The fields the workbench's form offers and reads from a request, in the table's order: those with a label. */
export const FORM_FIELDS: readonly FilterFieldSpec<FilterName>[] = FILTER_FIELDS.filter((f) => f.label !== undefined);

/** A filter field's name, as the workbench's query string and a filtered PDF's cover name it. */
export type FilterName = (typeof FILTER_FIELDS)[number]['name'];

function conditionOf<K extends FilterKey>(f: FilterFieldSpec<string, K>, filter: FindingFilter, db: Db): Condition | undefined {
  const value = filter[f.key];
  return value === undefined ? undefined : f.where(value as NonNullable<FindingFilter[K]>, { db, runSeqs: filter.runSeqs });
}

/** The WHERE clause of a filter (over `findings f JOIN runs r`), every value a bound parameter. */
export function filterWhere(db: Db, filter: FindingFilter): { where: string; params: unknown[] } {
  const where: string[] = ["r.status = 'complete'"];
  const params: unknown[] = [];
  if (filter.runSeqs) {
    where.push(`f.run_seq IN (${seqList(filter.runSeqs)})`);
    params.push(...filter.runSeqs);
  }
  for (const f of FILTER_FIELDS) {
    const c = conditionOf(f, filter, db);
    if (!c) continue;
    where.push(c.sql);
    params.push(...c.params);
  }
  return { where: where.join(' AND '), params };
}
