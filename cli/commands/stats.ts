// `veedor stats`: wiring only. The use case is app/stats.ts, the renderers reports/stats/.
import type { Writable } from 'node:stream';
import type { Lang } from '../../engine/core/engine-types.js';
import type { LogFormat } from '../../engine/input/readers.js';
import { RULESETS, rulesetById } from '../../rules-catalog/index.js';
import { GROUP_BYS, StoredInputsError, stats, storedRunStats } from '../../app/stats.js';
import type { StatsRun } from '../../app/stats.js';
import { DEFAULT_DB, openStore, storeError } from '../../store/db.js';
import type { GroupBy } from '../../app/stats.js';
import { writeStatsCsv } from '../../reports/stats/csv.js';
import { writeStatsJson } from '../../reports/stats/json.js';
import { writeStatsTerminal } from '../../reports/stats/terminal.js';
import { statsCharts } from '../../reports/stats/svg.js';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { OutputFile } from '../output-file.js';
import { writeOut } from '../../reports/write.js';
import type { OutputTarget } from '../output-paths.js';
import { loadTables } from '../load-tables.js';
import { checkFolder, checkOutputs, storeFiles } from '../output-paths.js';
import { abortAll, openOutputs } from '../output-file.js';
import { UsageError } from '../usage-error.js';
import { noteWrote } from '../say.js';
import { checkInputs, checkLogNames } from '../inputs.js';
import { STDIN_ARG, spoolStdin } from '../stdin.js';
import { parseShifts } from '../shifts.js';
import { workerCount } from '../worker-count.js';

export interface StatsCliOptions {
  by: string[];
  format: 'terminal' | 'json' | 'csv';
  out?: string;
  lang: Lang;
  tables?: string;
  ruleset?: string;
  input?: LogFormat;
  q: string;
  shifts?: string;
  minHands: string;
  /** A stored run instead of logs: the audit store, the run, where its inputs are now. */
  db?: string | boolean;
  run: string;
  root?: string;
  /** Also write the charts as SVG files into this folder. */
  svg?: string;
  /** Worker threads, as `veedor audit --workers` (the same document on any number). */
  workers?: string;
}

/** `--by dealer --by table`, `--by dealer,table`: each dimension once, in the order given. */
export function parseBy(values: readonly string[]): GroupBy[] {
  const out: GroupBy[] = [];
  for (const v of values.flatMap((s) => s.split(',')).map((s) => s.trim())) {
    if (!(GROUP_BYS as readonly string[]).includes(v)) throw new UsageError({ es: `--by ${v}: se esperaba uno de ${GROUP_BYS.join(', ')}`, en: `--by ${v}: expected one of ${GROUP_BYS.join(', ')}` });
    if (!out.includes(v as GroupBy)) out.push(v as GroupBy);
  }
  return out.length > 0 ? out : ['dealer'];
}

export async function statsCommand(files: string[], o: StatsCliOptions): Promise<number> {
  const dbPath = o.db === undefined || o.db === false ? undefined : o.db === true ? DEFAULT_DB : o.db;
  if (dbPath === undefined) {
    checkInputs(files, 'stats');
    checkLogNames(files, o.input);
  }
  else if (files.length > 0) throw new UsageError({ es: '--db lee los registros de una ejecución guardada: dé archivos de registro o --db, no ambos', en: '--db reads a stored run\'s own logs: give either log files or --db, not both' });
  if (o.root !== undefined && dbPath === undefined) throw new UsageError({ es: '--root dice dónde están ahora los registros de una ejecución guardada: úselo con --db', en: '--root says where a stored run\'s logs are now: use it with --db' });
  if (o.ruleset && !rulesetById(o.ruleset)) {
    throw new UsageError({ es: `reglamento desconocido ${o.ruleset}; disponibles: ${RULESETS.map((r) => r.id).join(', ')}`, en: `unknown ruleset ${o.ruleset}; available: ${RULESETS.map((r) => r.id).join(', ')}` });
  }
  if (o.ruleset && dbPath !== undefined) throw new UsageError({ es: '--ruleset: una ejecución guardada se lee con las opciones con que se auditó', en: '--ruleset: a stored run is read with the options it was audited with' });
  const by = parseBy(o.by);
  const q = Number(o.q);
  if (!/^0?\.\d+$/.test(o.q) || !(q > 0 && q < 1)) throw new UsageError({ es: `--q ${o.q}: se esperaba una tasa de falsos descubrimientos entre 0 y 1, p. ej. 0.05`, en: `--q ${o.q}: expected a false-discovery level between 0 and 1, e.g. 0.05` });
  if (!/^\d+$/.test(o.minHands) || Number(o.minHands) < 1) throw new UsageError({ es: `--min-hands ${o.minHands}: se esperaba un número entero de al menos 1`, en: `--min-hands ${o.minHands}: expected a whole number of at least 1` });
  const shifts = parseShifts(o.shifts);
  if (o.svg !== undefined && !existsSync(o.svg)) checkFolder('--svg', o.svg, resolve(o.svg));
  if (o.svg !== undefined && !(existsSync(o.svg) && statSync(o.svg).isDirectory())) throw new UsageError({ es: `--svg ${o.svg}: no es una carpeta (los gráficos se escriben en una carpeta existente)`, en: `--svg ${o.svg}: not a folder (the charts are written into an existing folder)` });
  const common = { rulesets: RULESETS, by, q, shifts, minTrials: Number(o.minHands), workers: workerCount(o.workers, files.filter((f) => f !== STDIN_ARG)) };
  const uses = files.filter((f) => f !== STDIN_ARG).map((f) => ({ path: f, role: { es: 'un registro que leen estas estadísticas', en: 'a log these statistics read' } }));
  if (o.tables !== undefined) uses.push({ path: o.tables, role: { es: 'el archivo de mesas', en: 'the tables file' } });
  let run: StatsRun;
  if (dbPath === undefined) {
    checkOutputs([{ option: '--out', path: o.out }], uses);
    const tables = loadTables(o.tables);
    const input = await spoolStdin(files, o.input);
    run = await stats({ ...common, paths: input.files, names: input.names, tables, forceRuleset: o.ruleset, format: o.input });
  } else {
    checkOutputs([{ option: '--out', path: o.out }], storeFiles(dbPath));
    // Read-only: the store is opened as such and no byte of it changes.
    const db = openStore(dbPath, { create: false });
    try {
      run = await storedRunStats({ ...common, db, run: o.run, root: o.root });
    } catch (e) {
      if (e instanceof StoredInputsError) throw new UsageError(e.words);
      throw storeError(e, dbPath);
    } finally {
      db.close();
    }
    uses.push(...storeFiles(dbPath), ...run.inputs.map((i) => ({ path: i.path, role: { es: 'una entrada de la ejecución guardada', en: 'an input of the stored run' } })));
  }
  const charts = o.svg !== undefined ? statsCharts(run, o.lang) : [];
  const targets = checkOutputs([{ option: '--out', path: o.out }, ...charts.map((c) => ({ option: '--svg', path: join(o.svg!, c.name) }))], uses);
  const outputs = openOutputs(targets.filter((t) => t.option === '--out'));
  try {
    await writeCharts(targets.filter((t) => t.option === '--svg'), charts.map((c) => c.svg));
    const render = async (out: Writable) => {
      if (o.format === 'json') await writeStatsJson(run, out);
      else if (o.format === 'csv') await writeStatsCsv(run, out);
      else await writeStatsTerminal(run, out, o.lang);
    };
    const out = outputs.get('--out');
    if (out) await out.write(render);
    else await render(process.stdout);
    // Said as every command says a file it wrote: the report, and the charts' folder with how many it holds now.
    if (out?.target.kind === 'file') noteWrote(o.out!);
    if (charts.length > 0) noteWrote(o.svg!, { es: `${charts.length} gráficos SVG`, en: `${charts.length} SVG charts` });
    // Statistical flags are warnings about patterns, never the audit's violations: the status says only that it ran.
    return 0;
  } finally {
    abortAll(outputs);
  }
}

/** Each chart through its own temporary file, renamed into place when complete. */
async function writeCharts(targets: OutputTarget[], svgs: string[]): Promise<void> {
  for (const [i, t] of targets.entries()) {
    const file = OutputFile.open(t);
    try {
      await file.write((out) => writeOut(out, svgs[i]!));
    } finally {
      file.abort();
    }
  }
}
