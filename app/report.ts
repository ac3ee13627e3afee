import { isAbsolute, resolve } from 'node:path';
import { RULESETS } from '../rules-catalog/index.js';
import type { Ruleset } from '../rules-catalog/framework/types.js';
import { openStore, storeError } from '../store/db.js';
import { incompleteSince, resolveRun, runInputs } from '../store/runs.js';
import type { CompleteRun } from '../store/runs.js';
import { inputRoot } from '../store/verify.js';
import type { InputSource } from '../store/verify.js';
import { REPORT_STATS_BY } from '../reports/pdf/stats.js';
import { storedRunStats } from './stats.js';
import { fromStoredRun } from './stored-report.js';
import type { StoredReport } from './stored-report.js';

export type { StoredReport } from './stored-report.js';

export interface ReportOptions {
  /** The audit store, opened read-only. */
  db: string;
  /** A complete run: its id, a unique prefix, or "latest". */
  run: string;
  /** Which input files may be read for the events: only those named, or the stored paths under a root (default: none). */
  inputs?: InputSource;
  /** The establishment named on the cover. */
  casino?: string;
  /** The catalogs this Veedor has (default: every one). */
  rulesets?: Ruleset[];
  /**
   * The statistics section too: the run's logs read again at their stored paths (under the `stored` source's
   * root), each checked against its stored SHA-256, as `veedor stats --db` reads them (StoredInputsError if not).
   */
  stats?: boolean;
}

/** A stored run opened for its PDF findings report: what it is, before anything is read for the report. */
export interface OpenedReport {
  run: CompleteRun;
  /** With "latest": audits started after the run it names that never completed (their attempt keys). */
  laterIncomplete: string[];
  /** Every input file of the run where this machine finds it: evidence, whether read or not. */
  inputFiles: string[];
  /**
   * The report's model, checked against the run's seal and findings digest first, with each input to
   * read located and checked against its stored SHA-256 (app/stored-report.ts).
   */
  model(): Promise<StoredReport>;
  close(): void;
}

/** `veedor report`: a complete stored run's PDF findings report, the same bytes `audit --pdf` wrote when its inputs are intact. */
export function openReport(o: ReportOptions): OpenedReport {
  const db = openStore(o.db, { create: false });
  try {
    const run = resolveRun(db, o.run);
    const source = o.inputs ?? { kind: 'none' };
    const root = inputRoot(run, source.kind === 'stored' ? source.root : undefined);
    return {
      run,
      laterIncomplete: o.run === 'latest' ? incompleteSince(db, run) : [],
      inputFiles: runInputs(db, run.seq).map((i) => (isAbsolute(i.path) ? i.path : resolve(root, i.path))),
      model: async () => {
        const rulesets = o.rulesets ?? RULESETS;
        const report = await fromStoredRun(db, run, { rulesets, inputs: source, casino: o.casino });
        if (o.stats) {
          try {
            report.model.stats = await storedRunStats({
              db, run: run.id, rulesets, by: [...REPORT_STATS_BY], ...(source.kind === 'stored' && source.root !== undefined ? { root: source.root } : {}),
            });
          } catch (e) {
            await report.dispose();
            throw e;
          }
        }
        return report;
      },
      close: () => db.close(),
    };
  } catch (e) {
    db.close();
    throw storeError(e, o.db);
  }
}
