import type { Finding } from '../audit/findings.js';
import type { Db } from './db.js';
import { FINDING_COLUMNS, rowToFinding } from './rows.js';
import type { FindingRow } from './rows.js';

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

export interface StoredFinding {
  runId: string;
  finding: Finding;
  currency: string | null;
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

/** The WHERE clause of a filter (over `findings f JOIN runs r`), every value a bound parameter. */
export function filterWhere(db: Db, filter: FindingFilter): { where: string; params: unknown[] } {
  const where: string[] = ["r.status = 'complete'"];
  const params: unknown[] = [];
  if (filter.runSeqs) {
    where.push(`f.run_seq IN (${filter.runSeqs.map(() => '?').join(',') || 'NULL'})`);
    params.push(...filter.runSeqs);
  }
  const eq = (column: string, value: string | undefined) => {
    if (value === undefined) return;
    where.push(`${column} = ?`);
    params.push(value);
  };
  eq('f.ruleset', filter.ruleset);
  eq('f.rule', filter.rule);
  eq('f.category', filter.category);
  eq('f.severity', filter.severity);
  eq('f.table_id', filter.table);
  eq('f.dealer_id', filter.dealer);
  eq('f.hand_id', filter.hand);
  if (filter.from !== undefined) {
    where.push('f.local_date >= ?');
    params.push(filter.from);
  }
  if (filter.to !== undefined) {
    where.push('f.local_date <= ?');
    params.push(filter.to);
  }
  if (filter.shift !== undefined) {
    const span = parseShift(filter.shift);
    if (!span) {
      where.push('0');
    } else if (span.from < span.to) {
      where.push('(f.local_date = ? AND f.local_hour >= ? AND f.local_hour < ?)');
      params.push(span.day, span.from, span.to);
    } else {
      // Past midnight: the start day's late hours and the next day's early ones.
      where.push('((f.local_date = ? AND f.local_hour >= ?) OR (f.local_date = ? AND f.local_hour < ?))');
      params.push(span.day, span.from, nextDay(span.day), span.to);
    }
  }
  if (filter.owedAbove !== undefined) {
    where.push('f.owed_to_player > ?');
    params.push(filter.owedAbove);
  }
  if (filter.article !== undefined) {
    const want = articleKey(filter.article);
    const scope = filter.runSeqs ? `WHERE run_seq IN (${filter.runSeqs.map(() => '?').join(',') || 'NULL'})` : '';
    const articles = (db.prepare(`SELECT DISTINCT article FROM findings ${scope}`).pluck().all(...(filter.runSeqs ?? [])) as string[])
      .filter((a) => a === filter.article || articleKey(a) === want);
    where.push(`f.article IN (${articles.map(() => '?').join(',') || 'NULL'})`);
    params.push(...articles);
  }
  return { where: where.join(' AND '), params };
}

/** The stored findings that match, in run order then finding order; streamed, so any number fit. */
export function* queryFindings(db: Db, filter: FindingFilter): Generator<StoredFinding> {
  const { where, params } = filterWhere(db, filter);
  const sql = `SELECT r.id AS run_id, ${FINDING_COLUMNS.map((c) => 'f.' + c).join(', ')}
    FROM findings f JOIN runs r ON r.seq = f.run_seq WHERE ${where} ORDER BY f.run_seq, f.seq`;
  for (const row of db.prepare(sql).iterate(...params) as IterableIterator<FindingRow & { run_id: string }>) {
    yield { runId: row.run_id, finding: rowToFinding(row), currency: row.currency };
  }
}

/** Every stored finding of one run, in order (what its findings digest was computed over). */
export function* runFindings(db: Db, runSeq: number): Generator<Finding> {
  const stmt = db.prepare(`SELECT ${FINDING_COLUMNS.join(', ')} FROM findings WHERE run_seq = ? ORDER BY seq`);
  for (const row of stmt.iterate(runSeq) as IterableIterator<FindingRow>) yield rowToFinding(row);
}
