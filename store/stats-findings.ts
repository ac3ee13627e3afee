// What `veedor stats --db` reads of a stored run besides its logs: the findings the run made, each with the
// identity of its hand (table, dealer, shoe, start), and which hands it audited. The statistics' error rates are
// the run's own findings; the hands are only replayed through their engines for their facts (audit/stats/run.ts).
import type { Db } from './db.js';
import type { StoredHandFinding, StoredRunFindings } from '../audit/stats/run.js';
import type { Category } from '../audit/findings.js';

/**
 * The run's findings on the hands it audited, in the run's order, with their hands' identities from the hand
 * index; `expected` is how many there are (a finding whose hand the index does not hold would be missing from
 * the rows: the caller compares).
 */
export function storedRunFindings(db: Db, runSeq: number): StoredRunFindings {
  const audited = new Map<number, { hands: number; indexSum: number }>();
  const rows = db.prepare('SELECT input_pos AS pos, count(*) AS hands, sum(idx) AS indexSum FROM run_hands WHERE run_seq = ? GROUP BY input_pos')
    .all(runSeq) as { pos: number; hands: number; indexSum: number }[];
  for (const r of rows) audited.set(r.pos, { hands: r.hands, indexSum: r.indexSum });
  const byCategory: Record<Category, number> = { payout: 0, procedure: 0, integrity: 0, input: 0 };
  const counts = db.prepare('SELECT category, count(*) AS n FROM findings WHERE run_seq = ? GROUP BY category').all(runSeq) as { category: Category; n: number }[];
  for (const c of counts) byCategory[c.category] = c.n;
  const query = db.prepare(`SELECT f.ruleset, f.category, f.article, h.table_id, h.dealer_id, h.shoe_id, h.started_at
    FROM findings f
    JOIN run_inputs ri ON ri.run_seq = f.run_seq AND ri.position = f.input_pos
    JOIN hands h ON h.input_id = ri.input_id AND h.format = ri.format AND h.idx = f.source_index
    WHERE f.run_seq = ? AND f.category <> 'input'
    ORDER BY f.seq`);
  return {
    audited,
    byCategory,
    expected: byCategory.payout + byCategory.procedure + byCategory.integrity,
    *findings(): Generator<StoredHandFinding> {
      for (const r of query.iterate(runSeq) as Iterable<StoredHandFinding & { dealer_id: string | null; shoe_id: string | null }>) {
        yield {
          ruleset: r.ruleset, category: r.category, article: r.article, table_id: r.table_id, started_at: r.started_at,
          dealer_id: r.dealer_id ?? undefined, shoe_id: r.shoe_id ?? undefined,
        };
      }
    },
  };
}
