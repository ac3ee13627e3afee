// The statistics use case (`veedor stats`): the logs audited on one pass, each hand's facts rolled up per
// dealer, table, shift, day or shoe, the figures against the game's exact mathematics, Benjamini-Hochberg
// over every test. Statistical flags are warnings of their own (category `statistical`), never findings of
// the audit and never its exit status.
import { StoredRunMismatch, runStats } from '../audit/stats/run.js';
import type { StatsRun, StoredRunFindings } from '../audit/stats/run.js';
import { GROUP_BYS } from '../audit/stats/accumulator.js';
import type { GroupBy } from '../audit/stats/accumulator.js';
import type { LogFormat } from '../engine/input/readers.js';
import type { Ruleset } from '../rules-catalog/framework/types.js';
import { DEFAULT_SHIFTS } from '../audit/stats/keys.js';
import type { Db } from '../store/db.js';
import { requireSealed } from '../store/chain.js';
import { jsonColumn, resolveRun, runInputs } from '../store/runs.js';
import { checkInputFiles, inputRoot } from '../store/verify.js';
import type { InputCheck } from '../store/verify.js';
import { storedRunFindings } from '../store/stats-findings.js';

export { GROUP_BYS };
export type { GroupBy, StatsRun };

export interface StatsOptions {
  paths: string[];
  rulesets: Ruleset[];
  by: GroupBy[];
  tables?: Map<string, Record<string, unknown>>;
  forceRuleset?: string;
  format?: LogFormat;
  /** False-discovery level (default 0.05). */
  q?: number;
  /** Shift start hours, local time of the hand (default 6, 14, 22, as `veedor summary`). */
  shifts?: number[];
  /** Fewest hands a measure needs to be tested (default 30). */
  minTrials?: number;
  /** The name a file carries where it is not its path (the standard input's copy: `<stdin>`). */
  names?: ReadonlyMap<string, string>;
  /** Worker threads (default 1): the same document, byte for byte, on any number. */
  workers?: number;
  /** A stored run's findings: the hands replayed for their facts only (storedRunStats). */
  stored?: StoredRunFindings;
}

export const DEFAULT_Q = 0.05;
export const DEFAULT_MIN_TRIALS = 30;

export async function stats(o: StatsOptions): Promise<StatsRun> {
  const byId = new Map(o.rulesets.map((r) => [r.id, r]));
  return runStats({
    paths: o.paths,
    rulesets: o.rulesets,
    tables: o.tables,
    forceRuleset: o.forceRuleset,
    format: o.format,
    names: o.names,
    workers: o.workers,
    stored: o.stored,
    by: o.by,
    shifts: o.shifts ?? DEFAULT_SHIFTS,
    q: o.q ?? DEFAULT_Q,
    minTrials: o.minTrials ?? DEFAULT_MIN_TRIALS,
    // The article whose process a measure concerns, as its catalog's stats hook names it (Dragon Six's burn:
    // its burn rule's, Art. 5º g; pai gow's generator: the article its numbers are drawn under, Art. 10-10.15(A)).
    articleOf: (ruleset, measure) => {
      const r = byId.get(ruleset);
      return (r && r.stats?.articleOf?.(measure, r)) ?? null;
    },
  });
}

export interface StoredStatsOptions extends Omit<StatsOptions, 'paths' | 'tables' | 'forceRuleset' | 'format'> {
  db: Db;
  /** Run id, unique prefix or "latest". */
  run: string;
  /** Where the run's inputs are now (default: the directory the audit ran in); no stored path outside it is opened. */
  root?: string;
}

/** Why a stored run's statistics cannot be computed: an input the hands must be read from is not there as stored. */
/** A stored run whose logs cannot be read again as they were audited: the message in both languages. */
export class StoredInputsError extends Error {
  constructor(readonly words: { es: string; en: string }) {
    super(words.en);
  }
}

/**
 * The statistics of a stored run. The store keeps the hands' index and findings, not their cards, so the
 * run's inputs are read again at their stored paths, each checked against its stored SHA-256 and size, with
 * the run's own options (ruleset, tables, format), and their hands replayed through their engines: the figures
 * are those of the logs it audited, their error rates the findings it stored.
 */
export async function storedRunStats(o: StoredStatsOptions): Promise<StatsRun & { run_id: string }> {
  const run = resolveRun(o.db, o.run);
  requireSealed(o.db, run);
  const options = jsonColumn<Record<string, unknown>>(run, 'options');
  if (options['map'] !== undefined) throw new StoredInputsError({
    es: `la ejecución ${run.id} leyó una exportación del casino a través de una correspondencia: ejecute veedor stats sobre un registro convertido (veedor import)`,
    en: `run ${run.id} read a casino export through a mapping: run veedor stats on a converted log (veedor import)`,
  });
  const root = inputRoot(run, o.root);
  // Sizes first; each log's SHA-256 is that of the bytes the replay reads, held against the stored one after it.
  const inputs = await checkInputFiles(runInputs(o.db, run.seq), root, { hash: false });
  refuseUnlike(inputs, root);
  const tables = options['tables'] as Record<string, Record<string, unknown>> | undefined;
  const logs: StatsOptions = {
    ...o,
    paths: inputs.map((i) => i.resolved),
    tables: tables ? new Map(Object.entries(tables)) : undefined,
    forceRuleset: options['ruleset'] as string | undefined,
    format: options['format'] as LogFormat | undefined,
  };
  // The error rates are the run's own findings, read from the store; the hands are only replayed through their
  // engines, for their facts. Where the replay admits other hands than the run audited (a run of another version of
  // Veedor, whose rules set a hand aside), the logs are audited again, as `veedor stats` over logs does.
  let result: StatsRun;
  try {
    result = await stats({ ...logs, stored: storedRunFindings(o.db, run.seq) });
  } catch (e) {
    if (!(e instanceof StoredRunMismatch)) throw e;
    result = await stats(logs);
  }
  // The bytes read were the run's, or the figures are another log's.
  refuseUnlike(inputs.map((i, k) => {
    const read = result.inputs[k]!;
    return read.sha256 === i.input.sha256 && read.bytes === i.input.bytes ? i : { ...i, status: 'changed', sha256: read.sha256, bytes: read.bytes };
  }), root);
  // Named as the run names them, so the document is the one the logs give.
  result.inputs.forEach((f, i) => {
    f.path = inputs[i]!.input.path;
  });
  return { ...result, run_id: run.id };
}

/** The first of a stored run's inputs that is not there as stored (missing, changed, outside the root): refused. */
function refuseUnlike(inputs: readonly InputCheck[], root: string): void {
  const bad = inputs.find((i) => i.status !== 'ok');
  if (bad) {
    const why = bad.status === 'changed'
      ? { es: `ha cambiado desde la auditoría (sha256 ${bad.input.sha256.slice(0, 16)}… guardado, ${bad.sha256!.slice(0, 16)}… ahora)`, en: `has changed since the audit (sha256 ${bad.input.sha256.slice(0, 16)}… stored, ${bad.sha256!.slice(0, 16)}… now)` }
      : bad.status === 'outside' ? { es: `está fuera de ${root} y no se abre`, en: `is outside ${root} and is not opened` }
        : { es: `no está (se buscó en ${bad.resolved})`, en: `is missing (looked for at ${bad.resolved})` };
    throw new StoredInputsError({
      es: `${bad.input.path} ${why.es}: las estadísticas leen las cartas de las manos, que solo tienen los registros de la ejecución (--root CARPETA dice dónde están ahora)`,
      en: `${bad.input.path} ${why.en}: statistics read the hands' cards, which only the run's logs hold (--root DIR says where they are now)`,
    });
  }
}
