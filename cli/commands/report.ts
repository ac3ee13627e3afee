import type { Lang } from '../../engine/core/engine-types.js';
import { DEFAULT_DB, storeError } from '../../store/db.js';
import type { InputSource } from '../../app/verify.js';
import { UsageError } from '../usage-error.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { openReport } from '../../app/report.js';
import { StoredInputsError } from '../../app/stats.js';
import type { StoredReport } from '../../app/report.js';
import { writePdfReport } from '../../reports/pdf/render.js';
import { checkOutputs, storeFiles } from '../output-paths.js';
import { OutputFile } from '../output-file.js';
import { note, noteWrote } from '../say.js';
import { NOUNS, count } from '../../engine/core/plural.js';
import { outsideNote } from '../../store/verify.js';

export interface ReportCliOptions {
  pdf: string;
  db?: string;
  lang: Lang;
  casino?: string;
  /** The input files to read the events from (only these are opened). */
  input?: string[];
  /** Read the events from the stored paths, under --root (default: the directory the audit ran in); never outside it. */
  storedPaths?: boolean;
  root?: string;
  /** The statistics section (needs --stored-paths: the run's logs, intact). */
  stats?: boolean;
}

/**
 * `veedor report RUN --pdf FILE`: the PDF findings report of a complete
 * stored run, the same bytes `veedor audit --pdf` wrote for it when its
 * input files are intact. Exit 0: written, every input intact; 1: written,
 * but an input is missing or changed (the report says so and shows no
 * events from it); 2: nothing written (no store, unknown or incomplete run,
 * altered store, bad --pdf, an input that changed while it was read).
 */
export async function reportCommand(ref: string, o: ReportCliOptions): Promise<number> {
  if (o.input && o.storedPaths) throw new UsageError({ es: '--input y --stored-paths: dé uno (los archivos de los que leer los eventos, o las rutas guardadas bajo --root)', en: '--input and --stored-paths: give one (the files to read the events from, or the stored paths under --root)' });
  if (o.root !== undefined && !o.storedPaths) throw new UsageError({ es: '--root dice dónde están las rutas guardadas: úselo con --stored-paths (o nombre los archivos con --input)', en: '--root says where the stored paths are: use it with --stored-paths (or name the files with --input)' });
  if (o.stats && !o.storedPaths) throw new UsageError({ es: '--stats lee los registros de la ejecución en sus rutas guardadas: dé también --stored-paths (con --root CARPETA si se han movido)', en: '--stats reads the run\'s logs at their stored paths: give --stored-paths too (with --root DIR if they have moved)' });
  const inputs: InputSource = o.input ? { kind: 'named', paths: o.input } : o.storedPaths ? { kind: 'stored', root: o.root } : { kind: 'none' };
  const dbPath = o.db ?? DEFAULT_DB;
  const pdf = [{ option: '--pdf', path: o.pdf }];
  checkOutputs(pdf, storeFiles(dbPath));
  const opened = openReport({ db: dbPath, run: ref, inputs, casino: o.casino, stats: o.stats === true });
  const run = opened.run;
  try {
    for (const k of opened.laterIncomplete) {
      note({ es: `nota: una auditoría posterior (${k.slice(0, 18)}) está incompleta; se informa la última ejecución completa, ${run.id}`, en: `note: a later audit (${k.slice(0, 18)}) is incomplete; reporting the latest complete run, ${run.id}` });
    }
    // The run's inputs are evidence too: the PDF may not be written over one of them (whether or not they are read).
    const runFiles = opened.inputFiles.map((path) => ({ path, role: { es: 'una entrada de la ejecución', en: 'an input of the run' } }));
    const named = (o.input ?? []).map((path) => ({ path, role: { es: 'una entrada nombrada con --input', en: 'an input named with --input' } }));
    const [target] = checkOutputs(pdf, [...storeFiles(dbPath), ...runFiles, ...named]);
    const file = OutputFile.open(target!);
    let report: StoredReport;
    try {
      try {
        report = await opened.model();
      } catch (e) {
        // The statistics need every log as stored: a missing or changed one is a one-line error, nothing written.
        if (e instanceof StoredInputsError) throw new UsageError(e.words);
        throw e;
      }
      try {
        // Renamed into place only once the inputs are checked again at the end (report.finish).
        await file.write(async (out) => {
          await writePdfReport(report.model, out, { lang: o.lang, rulesets: RULESETS });
          await report.finish();
        });
      } finally {
        await report.dispose();
      }
    } finally {
      file.abort();
    }
    for (const i of report.inputs) {
      if (i.status === 'not-checked') {
        note({
          es: `${i.input.path} no se leyó (nómbrelo con --input RUTA, o --stored-paths): el informe lo dice y no muestra eventos de él`,
          en: `${i.input.path} was not read (name it with --input PATH, or --stored-paths): the report says so and shows no events from it`,
        });
      } else if (i.status === 'outside') {
        note({
          es: `${i.input.path} no se leyó: ${outsideNote(i).es}; el informe lo dice y no muestra eventos de él`,
          en: `${i.input.path} was not read: ${outsideNote(i).en}; the report says so and shows no events from it`,
        });
      } else if (i.status === 'missing' && i.unnamed) {
        note({
          es: `${i.input.path} no se leyó: no está entre los archivos nombrados con --input (nómbrelo también, o use --stored-paths): el informe lo dice y no muestra eventos de él`,
          en: `${i.input.path} was not read: it is not among the files named with --input (name it too, or use --stored-paths): the report says so and shows no events from it`,
        });
      } else if (i.status === 'missing') {
        note({
          es: `falta ${i.input.path} (se buscó en ${i.resolved}; --root CARPETA dice dónde están ahora las entradas, --input RUTA nombra el archivo): el informe lo dice y no muestra eventos de él`,
          en: `${i.input.path} is missing (looked for at ${i.resolved}; --root DIR says where the inputs are now, --input PATH names the file): the report says so and shows no events from it`,
        });
      } else if (i.status === 'changed') {
        const was = i.input.sha256.slice(0, 16);
        const now = i.sha256!.slice(0, 16);
        note({
          es: `${i.input.path} ha cambiado desde la auditoría (sha256 ${was}… guardado, ${now}… ahora): el informe lo dice y no muestra eventos de él`,
          en: `${i.input.path} has changed since the audit (sha256 ${was}… stored, ${now}… now): the report says so and shows no events from it`,
        });
      }
    }
    for (const d of report.model.catalogDrift ?? []) {
      note({
        es: `nota: la ejecución usó el catálogo ${d.id} ${d.stored}; ` +
          (d.now ? `los textos de artículos citados son los de ${d.now}, el de este veedor` : 'este veedor ya no lo tiene: sus artículos no se citan'),
        en: `note: the run used catalog ${d.id} ${d.stored}; ` +
          (d.now ? `the article texts quoted are those of ${d.now}, this veedor's` : 'this veedor no longer has it: its articles are not quoted'),
      });
    }
    noteWrote(o.pdf, { es: `ejecución ${run.id}, ${count(run.findings, NOUNS.finding, 'es')}, de ${dbPath}`, en: `run ${run.id}, ${count(run.findings, NOUNS.finding, 'en')}, from ${dbPath}` });
    return report.inputs.every((i) => i.status === 'ok') ? 0 : 1;
  } catch (e) {
    throw storeError(e, dbPath);
  } finally {
    opened.close();
  }
}
