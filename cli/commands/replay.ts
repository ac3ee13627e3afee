import { createReadStream, existsSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { logFileSource } from '../../audit/find-hand.js';
import type { HandSource } from '../../audit/find-hand.js';
import type { LogFormat } from '../../engine/input/readers.js';
import type { Lang } from '../../engine/core/engine-types.js';
import { RULESETS, rulesetById } from '../../rules-catalog/index.js';
import { replayHand } from '../../app/replay.js';
import { renderReplayText } from '../../reports/replay/text.js';
import { renderReplayHtml } from '../../reports/replay/html.js';
import { renderReplayPdf } from '../../reports/replay/pdf.js';
import { renderReplayJson } from '../../reports/replay/json.js';
import { loadTables } from '../load-tables.js';
import { writeOut } from '../../reports/write.js';
import { UsageError } from '../usage-error.js';
import { notAFile, unstatable } from '../inputs.js';
import { MAX_HAND_ID } from '../../engine/input/record-text.js';
import { AUDITED_LOG, checkOutputs, storeFiles } from '../output-paths.js';
import type { FileUse } from '../output-paths.js';
import { abortAll, openOutputs } from '../output-file.js';
import { note, noteWrote } from '../say.js';
import { locateStoredHand, replayStoredRecord } from '../../app/replay-run.js';
import type { ReplayDoc } from '../../reports/replay/model.js';

export interface ReplayCliOptions {
  lang: Lang;
  /** What goes to stdout; without it, the text timeline unless --pdf or --html writes a file. */
  format?: 'text' | 'json' | 'html';
  pdf?: string;
  html?: string;
  tables?: string;
  ruleset?: string;
  input?: LogFormat;
  /** The audit store, when `<log-or-run>` is a run: its id, a unique prefix, or "latest". */
  db?: string;
  /** With --db: where the run's logs are now (default: the directory the audit ran in). */
  root?: string;
  /** With --db: the log that holds the hand, as the run names it (two of a run's logs may each hold the id). */
  log?: string;
  /** The log's SHA-256 when already known (a stored run's, checked): not read again. */
  sha256?: string;
  /** A stored run's own options (its tables file's content, its --ruleset), where no option of this replay gives one. */
  stored?: { ruleset?: string; tables?: Record<string, Record<string, unknown>> };
}

/** A run id as the audit store names runs (audit/run.ts). */
const RUN_ID = /^R-[0-9a-f]{16}$/;

/**
 * `<log-or-run>` to a hand source. A log file is read directly; a run id will
 * resolve through the audit store once it lands (add its source here).
 */
export function openSource(logOrRun: string, o: ReplayCliOptions): HandSource {
  if (existsSync(logOrRun)) {
    const stat = statSync(logOrRun);
    if (!stat.isFile()) throw new UsageError(notAFile(logOrRun, stat));
    if (o.ruleset && !rulesetById(o.ruleset)) {
      throw new UsageError({ es: `reglamento desconocido ${o.ruleset}; disponibles: ${RULESETS.map((r) => r.id).join(', ')}`, en: `unknown ruleset ${o.ruleset}; available: ${RULESETS.map((r) => r.id).join(', ')}` });
    }
    const tables = o.stored?.tables ? new Map(Object.entries(o.stored.tables)) : loadTables(o.tables);
    return logFileSource(logOrRun, { rulesets: RULESETS, tables, forceRuleset: o.ruleset ?? o.stored?.ruleset, format: o.input });
  }
  if (RUN_ID.test(logOrRun) || logOrRun === 'latest') {
    throw new UsageError({ es: `${logOrRun} parece el id de una ejecución: dé también el almacén de auditoría (--db ARCHIVO), o el registro que auditó esa ejecución`, en: `${logOrRun} looks like a run id: give the audit store too (--db FILE), or the log that run audited` });
  }
  // `veedor replay - HAND < log`: the standard input, which audit and validate read, was "no such file: -".
  if (logOrRun === '-') {
    throw new UsageError({ es: 'replay lee un registro por su nombre, no la entrada estándar (-): guárdelo en un archivo y dé su nombre', en: 'replay reads a log by its name, not the standard input (-): save it to a file and give its name' });
  }
  let code: string | undefined;
  try {
    statSync(logOrRun);
  } catch (e) {
    code = (e as NodeJS.ErrnoException).code;
  }
  // As audit says it: no such file, a loop of links, a name too long, a path through a file (unstatable).
  throw new UsageError(unstatable(logOrRun, code));
}

/**
 * Replays one hand for a dispute. Prints the timeline, or writes the PDF
 * and/or HTML asked for. Exit 0: the hand is clean; 1: it has findings;
 * 2: the hand could not be replayed (not in the log, or not auditable).
 */
export async function replayCommand(logOrRun: string, handId: string, o: ReplayCliOptions): Promise<number> {
  if (handId.length > MAX_HAND_ID) {
    // No log holds it (the format's limit), and a pasted 100,000-character id was echoed whole into every message.
    const shown = `${handId.slice(0, 60)}…`;
    throw new UsageError({
      es: `«${shown}» (${handId.length} caracteres) no puede ser un hand_id: el formato admite hasta ${MAX_HAND_ID}`,
      en: `'${shown}' (${handId.length} characters) cannot be a hand_id: the format admits at most ${MAX_HAND_ID}`,
    });
  }
  if (o.db !== undefined) {
    // A stored run: the store names the log that holds the hand and its line; the log is checked against its SHA-256.
    // The outputs are checked before anything is said or read: an output onto the store (or its -wal, -journal)
    // or the tables file is refused in one line, and again once the store names the log it reads.
    const outputs = [{ option: '--pdf', path: o.pdf }, { option: '--html', path: o.html }];
    const storeUses: FileUse[] = storeFiles(o.db);
    if (o.tables !== undefined) storeUses.push({ path: o.tables, role: { es: 'el archivo de mesas', en: 'the tables file' } });
    checkOutputs(outputs, storeUses);
    const place = await locateStoredHand({ db: o.db, run: logOrRun, handId, root: o.root, log: o.log });
    // Every log the store's runs audited is evidence too, not only the one replayed.
    const { auditedLogs } = await import('../../app/runs.js');
    const logs = auditedLogs(o.db).map((path) => ({ path, role: AUDITED_LOG }));
    const targets = checkOutputs(outputs, [...storeUses, { path: place.path, role: { es: 'el registro que reproduce', en: 'the log it replays' } }, ...logs]);
    // The log as the run names it, as the next line names the others and as --log takes it (this line named where it
    // was found, an absolute path, beside the next line's relative names); the replay's "Log record" says where it was read.
    note({
      es: `la mano ${handId} está en ${place.name}, línea ${place.line} (ejecución ${place.runId}, SHA-256 comprobado)`,
      en: `hand ${handId} is in ${place.name}, line ${place.line} (run ${place.runId}, SHA-256 checked)`,
    });
    if (place.others.length > 0) {
      note({
        es: `otros registros de la ejecución tienen una mano ${handId} propia: ${place.others.join(', ')} (--log REGISTRO elige una)`,
        en: `other logs of the run hold a hand ${handId} of their own: ${place.others.join(', ')} (--log LOG picks one)`,
      });
    }
    // Its record alone, where the store knows its bytes and no option asks to read it otherwise; else the log forward.
    const asStored = o.tables === undefined && o.ruleset === undefined && o.input === undefined;
    if (asStored) {
      const doc = await replayStoredRecord(place, handId, o.lang);
      // The stored SHA-256, checked against the file before its record was read.
      if (doc) return emitReplay({ ...doc, head: { ...doc.head, sha256: place.sha256 } }, openOutputs(targets), o);
    }
    // The log read forward (a .gz log has no record offsets): with the run's own tables and ruleset where no option
    // gives others. Without them, a hand of a CSV .gz run audited with --tables was replayed against no posted
    // configuration ("none"), with a finding the run never had (a pool commission "not posted").
    return replayCommand(place.path, handId, { ...o, db: undefined, log: undefined, input: place.format, sha256: place.sha256, ...(asStored ? { stored: place.options } : {}) });
  }
  if (o.log !== undefined) {
    throw new UsageError({ es: `--log elige entre los registros de una ejecución guardada (con --db); sin --db el registro es el primer argumento: veedor replay ${o.log} ${handId}`, en: `--log picks among a stored run's logs (with --db); without --db the log is the first argument: veedor replay ${o.log} ${handId}` });
  }
  const uses = [{ path: logOrRun, role: { es: 'el registro que reproduce', en: 'the log it replays' } }];
  if (o.tables !== undefined) uses.push({ path: o.tables, role: { es: 'el archivo de mesas', en: 'the tables file' } });
  const targets = checkOutputs([{ option: '--pdf', path: o.pdf }, { option: '--html', path: o.html }], uses);
  const source = openSource(logOrRun, o);
  const outputs = openOutputs(targets);
  let result: Awaited<ReturnType<typeof replayHand>>;
  let doc: ReplayDoc;
  try {
    result = await replayHand(source, handId, o.lang);
    if (result.kind === 'not-found') {
      const n = result.hands;
      const why = result.why ? { es: `: ${result.why.message.es}`, en: `: ${result.why.message.en}` } : { es: '', en: '' };
      throw new UsageError({
        es: `la mano ${handId} no está en ${source.label} (${n === 1 ? '1 registro de mano leído' : `${n} registros de manos leídos`})${why.es}`,
        en: `hand ${handId} is not in ${source.label} (${n === 1 ? '1 hand record read' : `${n} hand records read`})${why.en}`,
      });
    }
    if (result.kind === 'rejected') {
      throw new UsageError({ es: `la mano ${handId} de ${source.label} no puede reproducirse: ${result.finding.message.es}`, en: `hand ${handId} in ${source.label} cannot be replayed: ${result.finding.message.en}` });
    }
    // The log's SHA-256 on every form of the replay: a dispute file names the one version of the log it was read from.
    doc = { ...result.doc, head: { ...result.doc.head, sha256: o.sha256 ?? await fileSha256(logOrRun) } };
  } catch (e) {
    abortAll(outputs);
    throw e;
  }
  return emitReplay(doc, outputs, o);
}

/** Prints the timeline, or writes the PDF and/or HTML asked for; the exit status: 1 when the hand has findings. */
async function emitReplay(doc: ReplayDoc, outputs: ReturnType<typeof openOutputs>, o: ReplayCliOptions): Promise<number> {
  try {
    const pdf = outputs.get('--pdf');
    if (pdf) {
      const bytes = await renderReplayPdf(doc);
      await pdf.write((out) => writeOut(out, bytes));
      noteWrote(o.pdf!);
    }
    const html = outputs.get('--html');
    if (html) {
      await html.write((out) => writeOut(out, renderReplayHtml(doc)));
      noteWrote(o.html!);
    }
    const format = o.format ?? (!pdf && !html ? 'text' : undefined);
    if (format === 'text') await writeOut(process.stdout, renderReplayText(doc));
    else if (format === 'json') await writeOut(process.stdout, renderReplayJson(doc));
    else if (format === 'html') await writeOut(process.stdout, renderReplayHtml(doc));
    return doc.findingCount > 0 ? 1 : 0;
  } finally {
    abortAll(outputs);
  }
}

/** SHA-256 of a file's bytes as they are on disk (a .gz log's compressed bytes, as the audit records them). */
async function fileSha256(path: string): Promise<string> {
  const h = createHash('sha256');
  for await (const chunk of createReadStream(path)) h.update(chunk as Buffer);
  return h.digest('hex');
}
