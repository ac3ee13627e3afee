import type { Writable } from 'node:stream';
import { serializeFinding } from '../audit/serialize.js';
import { owedLine } from '../engine/core/money-text.js';
import type { Lang } from '../engine/core/engine-types.js';
import type { StoredFinding } from '../store/query.js';
import { CSV_FINDING_COLUMNS, PLAIN_CSV, csvLine, csvStart, findingCells } from './csv.js';
import type { CsvDialect } from './csv.js';
import { writeOut } from './write.js';
import { terminalSafe as safe } from './terminal-safe.js';
import { wordsFor } from '../engine/core/words.js';
import type { SeatWords } from '../engine/core/words.js';
import { behindWords } from './behind-words.js';
import type { Ruleset } from '../rules-catalog/framework/types.js';

export type QueryFormat = 'text' | 'json' | 'csv';

/** Stored findings as the audit shows them, each with the run it belongs to; returns how many were written. */
export async function writeStoredFindings(
  found: Iterable<StoredFinding>, out: Writable,
  o: { format: QueryFormat; lang: Lang; filters: Record<string, unknown>; dialect?: CsvDialect; rulesets?: readonly Ruleset[] },
): Promise<number> {
  if (o.format === 'json') return writeJsonFindings(found, out, o.lang, o.filters);
  if (o.format === 'csv') return writeCsvFindings(found, out, o.lang, o.dialect ?? PLAIN_CSV);
  // The place in each finding's catalog's word ("zona 1" at Caribbean Stud and Dragon Six), as the audit's terminal says it.
  const seatWords = (id: string) => wordsFor(o.lang, o.rulesets?.find((r) => r.id === id)?.articles.words).seat;
  return writeTextFindings(found, out, o.lang, seatWords);
}

async function writeJsonFindings(found: Iterable<StoredFinding>, out: Writable, lang: Lang, filters: Record<string, unknown>): Promise<number> {
  await writeOut(out, `{\n  "filters": ${JSON.stringify(filters)},\n  "findings": [`);
  let n = 0;
  for (const { runId, finding } of found) {
    await writeOut(out, (n === 0 ? '\n    ' : ',\n    ') + JSON.stringify({ run_id: runId, ...serializeFinding(finding, lang) }));
    n++;
  }
  await writeOut(out, `${n === 0 ? '' : '\n  '}],\n  "count": ${n}\n}\n`);
  return n;
}

async function writeCsvFindings(found: Iterable<StoredFinding>, out: Writable, lang: Lang, dialect: CsvDialect): Promise<number> {
  const columns = ['run_id', ...CSV_FINDING_COLUMNS];
  await writeOut(out, csvStart(dialect) + csvLine(columns, dialect));
  let n = 0;
  for (const { runId, finding } of found) {
    await writeOut(out, csvLine(findingCells(finding, lang, columns, { run_id: runId }, dialect), dialect));
    n++;
  }
  return n;
}

async function writeTextFindings(found: Iterable<StoredFinding>, out: Writable, lang: Lang, seatWords: (ruleset: string) => SeatWords): Promise<number> {
  const t = lang === 'es'
    ? { none: 'Ningún hallazgo coincide.', count: 'hallazgos', event: 'evento', hand: 'mano', file: 'archivo' }
    : { none: 'No finding matches.', count: 'findings', event: 'event', hand: 'hand', file: 'file' };
  let n = 0;
  for (const { runId, finding: f } of found) {
    const where = [f.started_at, f.table_id, f.dealer_id].filter(Boolean).join('  ');
    const src = `${f.source.path}${f.source.line !== undefined ? ':' + f.source.line : ''}`;
    await writeOut(out, safe(`${runId}  ${f.hand_id ?? `(${t.file})`}  ${where}  ${src}`) + '\n');
    const pos = [
      f.event !== undefined ? `${t.event} ${f.event}` : '',
      f.seat !== undefined ? `${seatWords(f.ruleset).noun} ${f.seat}` : '',
      f.hand !== undefined ? `${t.hand} ${f.hand}` : '',
      f.behind === true ? safe(behindWords(f.player, lang, seatWords(f.ruleset))) : '',
    ].filter(Boolean).join(', ');
    await writeOut(out, `  ${f.severity === 'error' ? '✖' : '!'} ${f.article} [${f.category}/${f.rule}]${pos ? ' ' + pos : ''}\n`);
    await writeOut(out, `    ${safe(f.message[lang])}\n`);
    if (f.expected !== undefined && f.actual !== undefined) await writeOut(out, `    ${owedLine({ expected: f.expected, actual: f.actual, owed: f.owed_to_player }, f.currency, lang)}\n`);
    n++;
  }
  await writeOut(out, n === 0 ? `${t.none}\n` : `${n} ${t.count}\n`);
  return n;
}
