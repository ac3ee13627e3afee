import type { Writable } from 'node:stream';
import { NOUNS, count } from '../../engine/core/plural.js';
import type { AuditRun } from '../../audit/run.js';
import type { Signer } from '../../store/chain.js';
import type { FinishResult } from '../../store/writer.js';
import { audit } from '../../app/audit.js';
import type { LogFormat } from '../../engine/input/readers.js';
import type { Lang } from '../../engine/core/engine-types.js';
import { CATALOGS, catalogById, loadRulesets } from '../../rules-catalog/registry.js';
import { withExcel } from '../csv-format.js';
import { exitCode } from '../../reports/exit-code.js';
import { loadTables } from '../load-tables.js';
import { AUDITED_LOG, checkFolder, checkOutputs, storeFiles } from '../output-paths.js';
import type { FileUse } from '../output-paths.js';
import { abortAll, openOutputs } from '../output-file.js';
import { UsageError } from '../usage-error.js';
import { workerCount } from '../worker-count.js';
import { note, noteWrote } from '../say.js';
import { checkInputs, checkLogNames } from '../inputs.js';
import { colorWanted, terminalWidth } from '../tty.js';
import { Progress } from '../progress.js';
import { STDIN_ARG, spoolStdin } from '../stdin.js';

export interface AuditCliOptions {
  /** Unset: from --out's name (outputFormat). */
  format?: 'text' | 'json' | 'csv';
  out?: string;
  lang: Lang;
  tables?: string;
  ruleset?: string;
  input?: LogFormat;
  color?: boolean;
  /** The audit store: a file, or true for ./veedor.db; absent, nothing is written. */
  db?: string | boolean;
  /** Also write the findings report as a PDF to this file. */
  pdf?: string;
  /** The establishment's name for the PDF's cover (the logs do not carry it). */
  casino?: string;
  /** Worker threads: a number, or "auto" for every core. */
  workers?: string;
  /** A mapping file: the logs are a casino system's own export, read through it (docs/import.md). */
  map?: string;
  /** With --db: sign the run's chain head with this private key. */
  sign?: string;
  /** With --pdf: the report's statistics section (docs/stats.md). */
  stats?: boolean;
  /** No progress line on the terminal. */
  quiet?: boolean;
  /** CSV for a Spanish-locale Excel (reports/csv.ts). */
  excel?: boolean;
}

export { workerCount };

/**
 * The report's format: `--format` where given; else the findings format's JSON for an `--out` named `.json` and CSV
 * for one named `.csv` (findings-format.md names "`--format json`, one JSON document on stdout, or `--out FILE.json`"
 * as the document other programs read: a terminal report written into FILE.json was no JSON at all); else text.
 * `--excel` alone is CSV whatever the name.
 */
export function outputFormat(format: 'text' | 'json' | 'csv' | undefined, out: string | undefined, excel: boolean | undefined): 'text' | 'json' | 'csv' {
  if (format !== undefined) return format;
  if (excel) return 'csv';
  const name = out?.toLowerCase() ?? '';
  return name.endsWith('.json') ? 'json' : name.endsWith('.csv') ? 'csv' : 'text';
}

export async function auditCommand(files: string[], o: AuditCliOptions): Promise<number> {
  const format = withExcel(outputFormat(o.format, o.out, o.excel), o.excel);
  checkInputs(files, 'audit');
  if (o.map === undefined) checkLogNames(files, o.input);
  if (o.ruleset && !catalogById(o.ruleset)) {
    const ids = CATALOGS.map((r) => r.id).join(', ');
    throw new UsageError({ es: `reglamento desconocido ${o.ruleset}; disponibles: ${ids}`, en: `unknown ruleset ${o.ruleset}; available: ${ids}` });
  }
  if (o.stats && o.pdf === undefined) throw new UsageError({ es: '--stats añade la sección de estadísticas al informe PDF: dé también --pdf ARCHIVO (o ejecute veedor stats)', en: '--stats adds the statistics section to the PDF report: give --pdf FILE too (or run veedor stats)' });
  if (o.stats && o.map !== undefined) throw new UsageError({ es: '--stats lee las cartas de los registros por sí mismo, no a través de una correspondencia: ejecute veedor import y audite el registro convertido', en: '--stats reads the logs\' cards itself, not through a mapping: run veedor import, then audit the converted log' });
  if (o.stats && files.includes('-')) throw new UsageError({ es: '--stats lee los registros una segunda vez: no puede leer la entrada estándar (-); dé un archivo', en: '--stats reads the logs a second time: it cannot read standard input (-); give a file' });
  const stdin = files.includes(STDIN_ARG);
  const dbPath = storePath(o.db);
  if (stdin && dbPath !== undefined) throw new UsageError({
    en: '- (the standard input) with --db: the store re-reads its inputs from their files; save the log to a file and audit that',
    es: '- (la entrada estándar) con --db: el almacén vuelve a leer sus archivos de entrada; guarde el registro en un archivo y audite ese archivo',
  });
  if (stdin && o.map !== undefined) throw new UsageError({ es: '- (la entrada estándar) con --map: dé la exportación como archivo', en: '- (the standard input) with --map: give the export as a file' });
  // pdfkit, SQLite and the import mapping are loaded only when asked for (--pdf, --db, --map): an
  // audit of a short log starts in a fraction of the time (docs/performance.md).
  const reader = o.map !== undefined ? await (await import('../mapped-reader.js')).mappedReader(o.map, files, o) : undefined;
  // The standard input's hands are named <stdin> by this thread's reader: one thread.
  const workers = reader || stdin ? 1 : workerCount(o.workers, files);
  if (o.sign !== undefined && dbPath === undefined) throw new UsageError({ es: '--sign firma la ejecución guardada con --db: dé también --db', en: '--sign signs the run stored with --db: give --db too' });
  const signer = o.sign !== undefined ? (await import('../../store/signing.js')).signerFromFile(o.sign) : undefined;
  const uses: FileUse[] = files.filter((f) => f !== STDIN_ARG).map((f) => ({ path: f, role: { es: 'un registro que lee esta auditoría', en: 'a log this audit reads' } }));
  if (o.tables !== undefined) uses.push({ path: o.tables, role: { es: 'el archivo de mesas', en: 'the tables file' } });
  if (o.map !== undefined) uses.push({ path: o.map, role: { es: 'la correspondencia de importación', en: 'the import mapping' } });
  if (o.sign !== undefined) uses.push({ path: o.sign, role: { es: 'la clave de firma', en: 'the signing key' } });
  // The store is written as well: it is checked like an output (never a log, never the PDF), and so are SQLite's files beside it.
  if (dbPath !== undefined) uses.push(...storeFiles(dbPath).slice(1));
  // The logs the store's earlier runs audited are evidence its findings point into: no report replaces one.
  if (dbPath !== undefined && (o.out !== undefined || o.pdf !== undefined)) {
    const { auditedLogs } = await import('../../app/runs.js');
    for (const path of auditedLogs(dbPath)) uses.push({ path, role: AUDITED_LOG });
  }
  // A store in a folder that does not exist: said as for every output.
  if (dbPath !== undefined) checkFolder('--db', dbPath);
  const storeOutput = dbPath;
  const targets = checkOutputs([{ option: '--db', path: storeOutput }, { option: '--out', path: o.out }, { option: '--pdf', path: o.pdf }], uses);
  const store = targets.find((t) => t.option === '--db');
  if (store && store.kind !== 'file') throw new UsageError({ es: `--db ${dbPath} no es un archivo normal: un almacén de auditoría es un archivo`, en: `--db ${dbPath} is not a regular file: an audit store is a file` });
  const tables = loadTables(o.tables);
  const input = await spoolStdin(files, o.input);
  const outputs = openOutputs(targets.filter((t) => t !== store));
  const progress = Progress.forFiles(input.files, o.lang, o.quiet);
  try {
    const result = await audit({
      files: input.files,
      names: input.names,
      onRead: progress?.onRead,
      onHandDone: progress?.onHand,
      tables,
      ruleset: o.ruleset,
      format: o.input,
      workers,
      reader,
      ...(o.pdf !== undefined ? { pdf: { casino: o.casino, stats: o.stats === true } } : {}),
      ...(dbPath !== undefined ? { store: { path: dbPath, signer } } : {}),
    });
    progress?.done();
    try {
      if (result.stored) noteStored(result.stored, result.run, dbPath!, signer);
      const run = result.run;
      // Only the chosen format's renderer is loaded; the terminal's titles come from the catalogs the run used.
      const report = async (out: Writable) => {
        if (format === 'json') await (await import('../../reports/json.js')).writeJson(run, out, o.lang);
        else if (format === 'csv') {
          const { csvDialect, writeCsv } = await import('../../reports/csv.js');
          await writeCsv(run, out, o.lang, csvDialect(o.excel));
        } else {
          const [{ writeTerminal }, rulesets] = await Promise.all([import('../../reports/terminal.js'), loadRulesets(CATALOGS.filter((c) => c.id in run.run.rulesets))]);
          await writeTerminal(run, out, { lang: o.lang, color: colorWanted(o.color, o.out !== undefined), rulesets, width: terminalWidth(process.stdout, o.out !== undefined) });
        }
      };
      const out = outputs.get('--out');
      if (out) await out.write(report);
      else await report(process.stdout);
      const pdf = outputs.get('--pdf');
      if (pdf && result.pdfModel) {
        const model = await result.pdfModel();
        const { writePdfReport } = await import('../../reports/pdf/render.js');
        const rulesets = await loadRulesets(CATALOGS);
        await pdf.write((stream) => writePdfReport(model, stream, { lang: o.lang, rulesets }));
      }
      // A file put in place is said; a device written into (/dev/null, a pipe) is not.
      if (out?.target.kind === 'file') noteWrote(o.out!);
      if (pdf?.target.kind === 'file') noteWrote(o.pdf!);
      return exitCode(run.summary);
    } finally {
      result.dispose();
    }
  } finally {
    progress?.done();
    abortAll(outputs);
  }
}

/** `--db` alone: ./veedor.db (store/db.ts's DEFAULT_DB, not imported here so that an audit without --db does not load SQLite). */
const DEFAULT_DB = 'veedor.db';

/** `--db` alone means ./veedor.db; a log file given as the store is a slip of the command line. */
export function storePath(db: string | boolean | undefined): string | undefined {
  if (db === undefined || db === false) return undefined;
  if (db === true) return DEFAULT_DB;
  if (/\.(ndjson|jsonl|json|csv|tsv)$/i.test(db)) {
    throw new UsageError({ es: `--db ${db}: ese es el nombre de un registro de manos, no de un almacén de auditoría; ponga --db después de los archivos de registro (--db solo guarda en ./${DEFAULT_DB})`, en: `--db ${db}: that is a hand log's name, not an audit store's; put --db after the log files (--db alone stores in ./${DEFAULT_DB})` });
  }
  return db;
}

/** What the store did with the run, on stderr. */
function noteStored(stored: FinishResult, run: AuditRun, dbPath: string, signer?: Signer & { fingerprint: string }): void {
  for (const n of stored.notices) note(n);
  const what = (lang: 'es' | 'en') => `${count(run.summary.hands, NOUNS.hand, lang)}, ${count(run.summary.findings, NOUNS.finding, lang)}`;
  note(stored.mode === 'already-stored'
    ? { en: `run ${stored.runId} is already in ${dbPath}; nothing written`, es: `la ejecución ${stored.runId} ya está en ${dbPath}; no se escribió nada` }
    : stored.mode === 'resume'
      ? { en: `completed the interrupted run ${stored.runId} in ${dbPath} (${what('en')})`, es: `se completó la ejecución interrumpida ${stored.runId} en ${dbPath} (${what('es')})` }
      : { en: `stored run ${stored.runId} in ${dbPath} (${what('en')})`, es: `se guardó la ejecución ${stored.runId} en ${dbPath} (${what('es')})` });
  if (signer && stored.recordDigest && stored.mode !== 'already-stored') {
    note({
      en: `signed chain head ${stored.recordDigest} with key ${signer.fingerprint.slice(0, 16)}`,
      es: `se firmó la cabeza de la cadena ${stored.recordDigest} con la clave ${signer.fingerprint.slice(0, 16)}`,
    });
  } else if (signer) {
    note({
      en: 'note: nothing new was stored, so nothing was signed (a stored run keeps the signature it was stored with)',
      es: 'nota: no se guardó nada nuevo, así que no se firmó nada (una ejecución guardada conserva la firma con la que se guardó)',
    });
  }
}
