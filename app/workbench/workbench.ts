// The workbench's use cases (`veedor serve`): one read-only connection to the audit store, and what each
// page shows of it. A run's rows are checked against its seal the first time a page reads them, and the
// answer kept while the store's data_version stays the same (SQLite changes it whenever another connection
// commits to the file): a store altered while it is served shows the run altered on the next page.
// better-sqlite3 is synchronous: the one connection is the bounded pool of readers, each query runs to its
// end before the next begins.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Lang } from '../../engine/core/engine-types.js';
import type { LogFormat } from '../../engine/input/readers.js';
import { readLog } from '../../engine/input/readers.js';
import type { NumberTexts } from '../../engine/input/record-text.js';
import { readRecordAt } from '../../store/seek.js';
import { parseRecord } from '../../audit/record.js';
import { RULESETS, rulesetById } from '../../rules-catalog/index.js';
import { copyIsStale, openStore, storeError } from '../../store/db.js';
import type { Db } from '../../store/db.js';
import { checkRunSeal } from '../../store/chain.js';
import { checkSignature } from '../../store/signing.js';
import { jsonColumn, listRuns, runInputs } from '../../store/runs.js';
import type { CompleteRun, StoredRun } from '../../store/runs.js';
import { DEFAULT_SHIFTS, runMoney, summarize, unpricedFindings } from '../../store/summary.js';
import { canonicalHandIds, countFindingsBy, findingsAfter, findingsPage, handFindings, handPlace, neighbourHands } from '../../store/browse.js';
import type { FindingsPage, HandPlace, PageRequest } from '../../store/browse.js';
import type { FindingFilter, StoredFinding } from '../../store/query.js';
import { checkInputFiles, inputRoot } from '../../store/verify.js';
import type { InputCheck } from '../../store/verify.js';
import { fromStoredRun } from '../stored-report.js';
import type { StoredReport } from '../stored-report.js';
import { buildReplayDocument } from '../replay-document.js';

export type { FindingsPage, PageRequest } from '../../store/browse.js';
export type { ArticleView, HandView, RunEntry, RunOverview } from '../../reports/workbench/model.js';
import type { ArticleView, HandView, RunEntry, RunOverview } from '../../reports/workbench/model.js';
export type { FindingSort } from '../../store/browse.js';
export type { FindingFilter } from '../../store/query.js';

/** Thrown for a run, hand or article the store does not hold: the page answers 404. */
export class NotFound extends Error {
  /** What is not there, in both languages (`message` is the English). */
  constructor(readonly words: { es: string; en: string }) {
    super(words.en);
  }
}

/** Thrown for a run whose rows are not what was sealed: nothing of it is shown but its row in the runs list (a 409). */
export class Altered extends Error {
  constructor(readonly runId: string) {
    super(`run ${runId}: its rows are not what was sealed`);
  }
}

export class Workbench {
  private db: Db;
  private readonly seals = new Map<number, RunEntry['seal']>();
  /** The store's data_version the seals above were checked at. */
  private sealsAt: number | undefined;
  private readonly inputChecks = new Map<string, { stamp: string; check: InputCheck }>();

  private constructor(db: Db, readonly path: string) {
    this.db = db;
  }

  /** Opens the store read-only (no byte of it changes); a store that is not one, or of a newer schema, is a StoreError. */
  static open(path: string): Workbench {
    return new Workbench(openStore(path, { create: false }), path);
  }

  close(): void {
    this.db.close();
  }

  /** Every stored run, complete or not, oldest first; each complete run's rows checked against its seal (once). */
  runs(): RunEntry[] {
    return this.read(() => listRuns(this.db).map((r) => this.entry(r)));
  }

  /** A complete run by its exact id: a NotFound for anything else (a prefix is for the command line, not for a URL). */
  run(id: string): CompleteRun {
    return this.read(() => {
      const run = listRuns(this.db).find((r) => r.id === id && r.status === 'complete') as CompleteRun | undefined;
      if (!run) throw new NotFound({ es: `no hay ninguna ejecución completa ${id}`, en: `no complete run ${id}` });
      if (this.seal(run) !== 'sealed') throw new Altered(run.id);
      return run;
    });
  }

  overview(run: CompleteRun, shifts = DEFAULT_SHIFTS): RunOverview {
    return this.read(() => ({
      run,
      entry: this.entry(run),
      byCategory: countFindingsBy(this.db, run.seq, 'category'),
      bySeverity: countFindingsBy(this.db, run.seq, 'severity'),
      byArticle: countFindingsBy(this.db, run.seq, 'article'),
      groups: {
        dealer: summarize(this.db, run, 'dealer', shifts),
        table: summarize(this.db, run, 'table', shifts),
        shift: summarize(this.db, run, 'shift', shifts),
        day: summarize(this.db, run, 'day', shifts),
      },
    }));
  }

  findings(run: CompleteRun, filter: Omit<FindingFilter, 'runSeqs'>, page: PageRequest): FindingsPage {
    return this.read(() => findingsPage(this.db, run.seq, filter, page));
  }

  /** Every finding of the run that matches, streamed in run order (the CSV export: `veedor findings --run ID` with the same filter). */
  *allFindings(run: CompleteRun, filter: Omit<FindingFilter, 'runSeqs'>): Generator<StoredFinding> {
    // In chunks: between two, no statement is open on the one connection, so other pages are served meanwhile.
    let after = -1;
    for (;;) {
      const chunk = this.read(() => findingsAfter(this.db, run.seq, filter, after, 2000));
      for (const f of chunk) {
        const { seq, ...finding } = f;
        yield { runId: run.id, finding, currency: finding.currency ?? null };
      }
      if (chunk.length < 2000) return;
      after = chunk.at(-1)!.seq;
    }
  }

  /** The run's PDF findings report model (its inputs read at their stored paths under the run's directory), limited to `filter` when given. */
  async report(run: CompleteRun, filter?: Omit<FindingFilter, 'runSeqs'>): Promise<StoredReport & { close(): void }> {
    // On a connection of its own: the report reads its findings while it writes, across many turns of the event loop.
    const db = openStore(this.path, { create: false });
    try {
      const report = await fromStoredRun(db, run, { rulesets: RULESETS, inputs: { kind: 'stored' }, only: filter });
      return { ...report, close: () => db.close() };
    } catch (e) {
      db.close();
      throw storeError(e, this.path);
    }
  }

  /**
   * One hand of the run: its replay, read again from its log once the log's SHA-256 is the stored one. `log`: the log
   * that holds it, as the run names it (two of a run's logs may each hold a hand of the id); else the first.
   */
  async hand(run: CompleteRun, handId: string, lang: Lang, log?: string): Promise<HandView> {
    const { place, findings, around } = this.read(() => {
      // The id in either Unicode canonical form, as `replay` takes it: the log's hand, its rejected repeat's findings on it.
      const ids = canonicalHandIds(this.db, run.seq, handId);
      // A log that holds the hand's record rejected as a repeat (of the hand another log holds, read first: hostile31):
      // its finding's link opens the hand it repeats, in the log that holds it (it was 404, 'no hand X in log').
      const place = handPlace(this.db, run.seq, ids, log) ??
        (log !== undefined && handFindings(this.db, run.seq, ids, log).some((f) => f.rule === 'input-duplicate-hand-id') ? handPlace(this.db, run.seq, ids) : undefined);
      if (!place) {
        throw new NotFound(log === undefined
          ? { es: `la ejecución ${run.id} no tiene la mano ${handId}`, en: `no hand ${handId} in run ${run.id}` }
          : { es: `el registro ${log} de la ejecución ${run.id} no tiene la mano ${handId}`, en: `no hand ${handId} in log ${log} of run ${run.id}` });
      }
      return { place, findings: handFindings(this.db, run.seq, ids, place.path), around: neighbourHands(this.db, run.seq, place) };
    });
    const input = await this.inputCheck(run, place.inputPos);
    const base = { place, findings, input, ...around };
    if (input.status !== 'ok') return { kind: 'unavailable', ...base };
    const hand = await readHand(input.resolved, place, run);
    const ruleset = hand && rulesetById(hand.ruleset);
    if (!hand || !ruleset) return { kind: 'unavailable', ...base, input: { ...input, status: 'changed' } };
    return { kind: 'replayed', doc: buildReplayDocument({ hand, ruleset, findings }, lang), ...base };
  }

  /** An article of a catalog this Veedor has, with the rules that enforce it; NotFound otherwise. */
  article(rulesetId: string, article: string): ArticleView {
    const ruleset = rulesetById(rulesetId);
    const a = ruleset?.articles.articles.find((x) => x.article === article);
    if (!ruleset || !a) throw new NotFound({ es: `el catálogo ${rulesetId} no tiene el artículo ${article}`, en: `no article ${article} in catalog ${rulesetId}` });
    return { ruleset, article: a, rules: ruleset.rules.filter((r) => r.article === a.article).map((r) => r.id) };
  }

  private entry(r: StoredRun): RunEntry {
    const complete = r.status === 'complete';
    const seal = this.seal(r);
    return {
      run: r,
      inputs: runInputs(this.db, r.seq),
      // An altered run's rows are not evidence: its money is not summed from them.
      money: seal === 'sealed' ? runMoney(this.db, r as CompleteRun) : {},
      unpriced: seal === 'sealed' ? unpricedFindings(this.db, r as CompleteRun) : 0,
      seal,
      signature: complete ? checkSignature(r).status : 'unsigned',
    };
  }

  private seal(r: StoredRun): RunEntry['seal'] {
    if (r.status !== 'complete') return 'incomplete';
    // Another connection committed (an audit adding a run, or someone editing rows): every seal is checked again when next read.
    const version = this.db.pragma('data_version', { simple: true }) as number;
    if (version !== this.sealsAt) {
      this.seals.clear();
      this.sealsAt = version;
    }
    let s = this.seals.get(r.seq);
    if (s === undefined) {
      const signature = checkSignature(r).status;
      s = checkRunSeal(this.db, r).ok && signature !== 'invalid' ? 'sealed' : 'altered';
      this.seals.set(r.seq, s);
    }
    return s;
  }

  /** The input's SHA-256 checked again only when its size or modification time changed since the last check. */
  private async inputCheck(run: CompleteRun, pos: number): Promise<InputCheck> {
    const input = runInputs(this.db, run.seq).find((i) => i.position === pos)!;
    const root = inputRoot(run);
    const key = `${root}\u0000${input.path}\u0000${input.sha256}`;
    const stamp = fileStamp(root, input.path);
    const cached = this.inputChecks.get(key);
    if (cached && stamp !== undefined && cached.stamp === stamp) return cached.check;
    const [check] = await checkInputFiles([input], root);
    if (stamp !== undefined) this.inputChecks.set(key, { stamp, check: check! });
    return check!;
  }

  /** Runs a store read, its SQLite errors worded as the command line words them. */
  private read<T>(f: () => T): T {
    try {
      // A store left in WAL mode by a killed audit is read through a private copy (store/db.ts): once the store
      // itself changes (an audit recovers it, someone writes it), it is opened again, so the next page shows it.
      if (copyIsStale(this.db)) {
        const db = openStore(this.path, { create: false });
        this.db.close();
        this.db = db;
        this.seals.clear();
        this.sealsAt = undefined;
      }
      return f();
    } catch (e) {
      if (e instanceof NotFound || e instanceof Altered) throw e;
      throw storeError(e, this.path);
    }
  }
}

function fileStamp(root: string, path: string): string | undefined {
  try {
    const s = statSync(resolve(root, path));
    return `${s.size}:${s.mtimeMs}`;
  } catch {
    return undefined;
  }
}

/** The record at the hand's place in its log, parsed as the audit parsed it (the run's own options); undefined when it is not that hand. */
async function readHand(path: string, place: HandPlace, run: CompleteRun) {
  const options = jsonColumn<{ ruleset?: string; tables?: Record<string, Record<string, unknown>> }>(run, 'options') ?? {};
  const parse = { tables: options.tables ? new Map(Object.entries(options.tables)) : undefined, forceRuleset: options.ruleset };
  const hand = (rec: { value: unknown; texts?: NumberTexts; sound?: boolean }) => {
    const parsed = parseRecord(rec.value, { path: place.path, line: place.line, index: place.idx }, parse, rec.texts, rec.sound);
    return parsed.kind === 'hand' && parsed.hand.hand_id === place.handId ? parsed.hand : undefined;
  };
  // Where the hand index knows the record's bytes (schema 5): that record alone; else (or if it is not the hand there) the log read forward.
  if (place.byteOffset !== null && place.byteLength !== null) {
    const rec = await readRecordAt(path, place.format as LogFormat, { offset: place.byteOffset, length: place.byteLength });
    const found = rec && hand(rec);
    if (found) return found;
  }
  const records = readLog(path, place.format as LogFormat);
  try {
    for await (const rec of records) {
      if (rec.kind === 'file-problem' || rec.index < place.idx) continue;
      if (rec.index > place.idx || rec.kind !== 'hand' || rec.line !== place.line) return undefined;
      return hand(rec);
    }
    return undefined;
  } finally {
    await records.return(undefined);
  }
}
