// `veedor replay <run-id|latest> <hand> --db FILE`: the stored run knows which of its logs holds the hand
// and at which line (the store's hand index); the log is found at its stored path (under the directory
// the audit ran in, never outside it) and checked against its stored SHA-256 before it is replayed.
// Where the hand index also knows the record's bytes (schema 5), only that record is read (store/seek.ts),
// parsed with the run's own options and shown with the run's stored findings on it; else the log is read
// forward to the hand, as the replay of a log file reads it.
import { parseRecord } from '../audit/record.js';
import { sameHandId } from '../audit/find-hand.js';
import type { Finding } from '../audit/findings.js';
import type { Lang } from '../engine/core/engine-types.js';
import { openStore, StoreError } from '../store/db.js';
import type { Db } from '../store/db.js';
import { requireSealed } from '../store/chain.js';
import { byIds, canonicalHandIds, handFindings, hasOffsets } from '../store/browse.js';
import { jsonColumn, resolveRun, runInputs } from '../store/runs.js';
import { readRecordAt } from '../store/seek.js';
import type { ReadCount, RecordAt } from '../store/seek.js';
import { checkInputFiles, inputRoot } from '../store/verify.js';
import type { LogFormat } from '../engine/input/readers.js';
import { rulesetById } from '../rules-catalog/index.js';
import type { ReplayDoc } from '../reports/replay/model.js';
import { buildReplayDocument } from './replay-document.js';

/** Where a stored run's hand is: its log, found and checked, the format it was read as, and its line. */
export interface StoredHandPlace {
  runId: string;
  /** The hand's id as the log writes it: the id typed, or its other spelling in Unicode's canonical form. */
  handId: string;
  /** Where the log is now (under --root), found and checked: what is read. */
  path: string;
  /** The log as the run names it (`veedor runs`, what --log takes, what `others` lists): what is said to the user. */
  name: string;
  format: LogFormat;
  line: number;
  sha256: string;
  /** The record's place in the log, its bytes where the hand index knows them; with the run's options and its findings on the hand. */
  idx: number;
  at?: RecordAt;
  options: { ruleset?: string; tables?: Record<string, Record<string, unknown>> };
  findings: Finding[];
  /** Where no log was named: the run's other logs that hold a hand of this id (each its own hand: `log` picks one). */
  others: string[];
}

/**
 * Where a run's hand is. hand_id is unique within a log, and two of the run's logs may each hold a hand of the id:
 * `log` (the log as the run names it, `veedor runs`) picks one; without it, the first, and `others` names the rest.
 */
export async function locateStoredHand(o: { db: string; run: string; handId: string; root?: string; log?: string }): Promise<StoredHandPlace> {
  const db = openStore(o.db, { create: false });
  try {
    const run = resolveRun(db, o.run);
    const offsets = hasOffsets(db) ? 'h.byte_offset AS offset, h.byte_length AS length' : 'NULL AS offset, NULL AS length';
    // The id typed in either canonical form, as `replay LOG HAND` takes it (a log holds one hand of the id: a later
    // record of the other form is its rejected repeat, and its findings are the hand's).
    const ids = canonicalHandIds(db, run.seq, o.handId);
    const all = byIds(ids, (marks, some) => db.prepare(`SELECT ri.position AS position, h.idx AS idx, h.line AS line, h.hand_id AS handId, ${offsets} FROM run_inputs ri
      JOIN hands h ON h.input_id = ri.input_id AND h.format = ri.format
      JOIN run_hands rh ON rh.run_seq = ri.run_seq AND rh.input_pos = ri.position AND rh.idx = h.idx
      WHERE ri.run_seq = ? AND h.hand_id IN (${marks}) ORDER BY ri.position, h.idx`).all(run.seq, ...some) as
      { position: number; idx: number; line: number; handId: string; offset: number | null; length: number | null }[])
      .sort((a, b) => a.position - b.position || a.idx - b.idx);
    const inputs = runInputs(db, run.seq);
    const pathAt = (position: number) => inputs.find((i) => i.position === position)!.path;
    const at = o.log === undefined ? all[0] : all.find((a) => pathAt(a.position) === o.log);
    if (!at) {
      if (o.log === undefined || all.length === 0) throw notAudited(db, run, o.handId, ids);
      const logs = all.map((a) => pathAt(a.position)).join(', ');
      // The log holds the hand's record, rejected there (a repeat of the hand another log holds, hostile31): said as
      // that, with why, not as a log without it.
      const rejected = handFindings(db, run.seq, ids, o.log).find((f) => f.category === 'input');
      if (rejected) {
        throw new StoreError({
          es: `la mano ${o.handId} no se reproduce desde ${o.log}: la ejecución ${run.id} rechazó allí su registro: ${rejected.message.es}; se auditó en: ${logs}`,
          en: `hand ${o.handId} is not replayed from ${o.log}: run ${run.id} rejected its record there: ${rejected.message.en}; it was audited in: ${logs}`,
        });
      }
      throw new StoreError({ es: `la mano ${o.handId} no está en el registro ${o.log} de la ejecución ${run.id}; está en: ${logs}`, en: `hand ${o.handId} is not in log ${o.log} of run ${run.id}; it is in: ${logs}` });
    }
    const input = inputs.find((i) => i.position === at.position)!;
    const [check] = await checkInputFiles([input], inputRoot(run, o.root));
    if (check!.status === 'missing') throw new StoreError({ es: `la ejecución ${run.id} leyó ${input.path}, que ya no está en ${check!.resolved} (--root: dónde están ahora los registros de la ejecución)`, en: `run ${run.id} read ${input.path}, which is not at ${check!.resolved} now (--root: where the run's logs are now)` });
    if (check!.status === 'outside') {
      // Not outsideNote's "name it with --input": replay's --input is the log's format. The way here is to name the log.
      const out = check!.outside!;
      const where = out.link ? { es: `un enlace fuera de ${out.root}`, en: `a link outside ${out.root}` } : { es: `fuera de ${out.root}`, en: `outside ${out.root}` };
      throw new StoreError({
        es: `la ejecución ${run.id} leyó ${input.path}: ${check!.resolved} (${where.es}), que --db no abre; reprodúzcalo nombrando el registro: veedor replay ${check!.resolved} ${o.handId}`,
        en: `run ${run.id} read ${input.path}: ${check!.resolved} (${where.en}), which --db does not open; replay the log itself: veedor replay ${check!.resolved} ${o.handId}`,
      });
    }
    // Named as the run names it, as every other line of replay --db does; where it was found too, when that says more.
    const foundAt = check!.resolved === input.path ? { es: '', en: '' } : { es: ` en ${check!.resolved}`, en: ` at ${check!.resolved}` };
    if (check!.status === 'changed') throw new StoreError({ es: `${input.path} ha cambiado desde que la ejecución ${run.id} lo leyó (SHA-256${foundAt.es} ${check!.sha256!.slice(0, 16)}…, guardado ${input.sha256.slice(0, 16)}…): no se reproduce`, en: `${input.path} has changed since run ${run.id} read it (SHA-256${foundAt.en} ${check!.sha256!.slice(0, 16)}…, stored ${input.sha256.slice(0, 16)}…): not replayed` });
    const place: StoredHandPlace = {
      runId: run.id, handId: at.handId, path: check!.resolved, name: input.path, format: input.format as LogFormat, line: at.line, sha256: input.sha256, idx: at.idx,
      options: jsonColumn<StoredHandPlace['options']>(run, 'options') ?? {}, findings: [],
      others: o.log === undefined ? all.filter((a) => a !== at).map((a) => pathAt(a.position)) : [],
    };
    if (at.offset !== null && at.length !== null) {
      // The run's findings are shown as stored: only from rows that are as sealed.
      requireSealed(db, run);
      place.at = { offset: at.offset, length: at.length };
      place.findings = handFindings(db, run.seq, ids, input.path);
    }
    return place;
  } finally {
    db.close();
  }
}

/**
 * The replay of a located hand from its record alone (place.at): undefined when the place has no offsets, or
 * the bytes there are not that hand (the caller then reads the log forward).
 */
export async function replayStoredRecord(place: StoredHandPlace, handId: string, lang: Lang, count?: ReadCount): Promise<ReplayDoc | undefined> {
  if (!place.at) return undefined;
  const rec = await readRecordAt(place.path, place.format, place.at, count);
  if (!rec) return undefined;
  const tables = place.options.tables ? new Map(Object.entries(place.options.tables)) : undefined;
  const parsed = parseRecord(rec.value, { path: place.path, line: place.line, index: place.idx }, { tables, forceRuleset: place.options.ruleset }, rec.texts, rec.sound);
  if (parsed.kind !== 'hand' || parsed.hand.hand_id !== place.handId || !sameHandId(handId)(place.handId)) return undefined;
  const ruleset = rulesetById(parsed.hand.ruleset);
  if (!ruleset) return undefined;
  return buildReplayDocument({ hand: parsed.hand, ruleset, findings: place.findings }, lang);
}

/**
 * Why a hand the run's hand index does not hold cannot be replayed from the store. Its record rejected with its
 * hand_id (a schema refusal, a repeat): that finding, as `replay LOG HAND` says it (it was "not among the hands the
 * run audited", as for an id the run never read). Else, where the run could not read records that name no hand
 * (a line that does not parse), the way to learn whether one of them was it: the log itself, which names its id.
 */
function notAudited(db: Db, run: { seq: number; id: string }, handId: string, ids: readonly string[]): StoreError {
  const rejected = handFindings(db, run.seq, ids).find((f) => f.category === 'input');
  if (rejected) {
    return new StoreError({
      es: `la mano ${handId} no puede reproducirse: la ejecución ${run.id} rechazó su registro: ${rejected.message.es}`,
      en: `hand ${handId} cannot be replayed: run ${run.id} rejected its record: ${rejected.message.en}`,
    });
  }
  const { n } = db.prepare(`SELECT count(*) AS n FROM findings WHERE run_seq = ? AND hand_id IS NULL AND rule = 'input-unreadable'`).get(run.seq) as { n: number };
  const hint = n === 0 ? { es: '', en: '' } : {
    es: ` (la ejecución no pudo leer ${n === 1 ? '1 registro, que no nombra' : `${n} registros, que no nombran`} ninguna mano: veedor replay REGISTRO ${handId} lee el registro mismo y dice si era ${n === 1 ? 'ese' : 'uno de ellos'})`,
    en: ` (the run could not read ${n === 1 ? '1 record, which names' : `${n} records, which name`} no hand: veedor replay LOG ${handId} reads the log itself and says whether it was ${n === 1 ? 'that one' : 'one of them'})`,
  };
  return new StoreError({
    es: `la mano ${handId} no está entre las manos que auditó la ejecución ${run.id}${hint.es}`,
    en: `hand ${handId} is not among the hands run ${run.id} audited${hint.en}`,
  });
}
