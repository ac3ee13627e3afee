import { lstatSync } from 'node:fs';
import type { Command } from 'commander';
import { FileTooLargeError, NotRegularFileError, readSmallRegularFile } from '../engine/core/regular-file.js';
import { jsonTextFailure, readFailure } from '../engine/core/read-failure.js';
import { UsageError } from './usage-error.js';
import { MAX_RECORD_MB_CEILING, recordMb, repeatedKeyIn } from '../engine/input/record-text.js';
import { fileIsInstead, fileKind } from '../engine/input/file-kind.js';
import { lineOfFirstNonUtf8 } from '../engine/input/utf8-text.js';
import { reason, renderReason } from '../engine/core/reasons.js';
import type { Words } from './usage-error.js';
import { readBeforeCommand } from './output-paths.js';

/** Found like ESLint's: `veedor.config.json` in the working folder, or the file `--config` names. */
export const CONFIG_NAME = 'veedor.config.json';

/** What a config file may set: the defaults an inspector would otherwise type on every command. */
export interface VeedorConfig {
  lang?: 'es' | 'en';
  tables?: string;
  db?: string;
  casino?: string;
  ruleset?: string;
}

const KEYS = ['lang', 'tables', 'db', 'casino', 'ruleset'] as const;
/** `simulate --tables` is a count, not the tables file: the file's `tables` applies to these only. */
const TABLES_FILE_COMMANDS = new Set(['audit', 'validate', 'stats', 'replay', 'check']);

export function loadConfig(path: string | undefined): VeedorConfig {
  // Anything named so is the config (a folder, a FIFO, a link that goes nowhere or round in a loop: exit 2 saying
  // so), not only what stat reaches: existsSync says false for a link loop, which was then silently ignored.
  if (path === '') throw new UsageError({ es: '--config necesita un nombre de archivo', en: '--config needs a file name' });
  const file = path ?? (present(CONFIG_NAME) ? CONFIG_NAME : undefined);
  if (file === undefined) return {};
  // Read by every command: none may write its output there.
  readBeforeCommand({ path: file, role: { es: 'el archivo de configuración', en: 'the config file' } });
  let doc: unknown;
  let text = '';
  try {
    // UTF-8 as JSON is, or refused naming what it is: a casino's name in Latin-1 went onto the PDF's cover as U+FFFD.
    text = jsonFileText(file, readSmallRegularFile(file, 1 << 20), { es: 'el archivo de configuración', en: 'the config file' }).replace(/^\ufeff/, '');
    doc = JSON.parse(text);
  } catch (e) {
    // A folder or a file too large names itself; the rest reads as a sentence about the config file.
    if (e instanceof UsageError) throw e;
    if (e instanceof NotRegularFileError || e instanceof FileTooLargeError) throw new UsageError(e.words);
    if (e instanceof SyntaxError) {
      notConfigFile(file, text);
      const what = jsonTextFailure(text, e);
      throw new UsageError({
        es: `el archivo de configuración ${file} ${what.es}: un archivo de configuración es un objeto JSON con cualquiera de ${KEYS.join(', ')}`,
        en: `the config file ${file} ${what.en}: a config file is one JSON object with any of ${KEYS.join(', ')}`,
      });
    }
    const why = readFailure(e);
    throw new UsageError({ es: `el archivo de configuración ${file} ${why.es}`, en: `the config file ${file} ${why.en}` });
  }
  const configLike = typeof doc === 'object' && doc !== null && !Array.isArray(doc) &&
    Object.entries(doc).every(([k, v]) => (KEYS as readonly string[]).includes(k) && typeof v === 'string');
  if (!configLike) notConfigFile(file, text);
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) throw new UsageError({ es: `el archivo de configuración ${file} debe ser un objeto JSON`, en: `the config file ${file} must be a JSON object` });
  // A key written twice says two things (`"lang": "en", "lang": "es"`): JSON.parse kept the last without a word.
  const twice = repeatedKeyIn(text, doc);
  if (twice) throw new UsageError({ es: `el archivo de configuración ${file}: la clave "${twice.key}" está escrita dos veces`, en: `the config file ${file}: the key "${twice.key}" is written twice` });
  const out: VeedorConfig = {};
  for (const [key, value] of Object.entries(doc)) {
    if (!(KEYS as readonly string[]).includes(key)) throw new UsageError({ es: `el archivo de configuración ${file}: clave desconocida "${key}" (conocidas: ${KEYS.join(', ')})`, en: `the config file ${file}: unknown key "${key}" (known: ${KEYS.join(', ')})` });
    if (typeof value !== 'string' || value === '') throw new UsageError({ es: `el archivo de configuración ${file}: "${key}" debe ser un texto no vacío`, en: `the config file ${file}: "${key}" must be a non-empty string` });
    if (key === 'lang' && value !== 'es' && value !== 'en') throw new UsageError({ es: `el archivo de configuración ${file}: "lang" debe ser "es" o "en"`, en: `the config file ${file}: "lang" must be "es" or "en"` });
    (out as Record<string, string>)[key] = value;
  }
  return out;
}

/**
 * The config file's `lang` as the command line names the file (--config FILE, --config=FILE, else ./veedor.config.json),
 * read before the command line is parsed, for the language of commander's own refusals; undefined when there is
 * none or it cannot be read (the command reports that once it runs). Only a regular file is read, as loadConfig does.
 */
export function peekConfigLang(argv: readonly string[]): string | undefined {
  let file: string | undefined;
  argv.forEach((a, i) => {
    if (a === '--config') file = argv[i + 1];
    else if (a.startsWith('--config=')) file = a.slice('--config='.length);
  });
  file ??= present(CONFIG_NAME) ? CONFIG_NAME : undefined;
  if (file === undefined || file === '') return undefined;
  try {
    const doc = JSON.parse(readSmallRegularFile(file, 1 << 20).toString('utf8').replace(/^\ufeff/, '')) as { lang?: unknown };
    return typeof doc?.lang === 'string' ? doc.lang : undefined;
  } catch {
    return undefined;
  }
}

/** Whether there is an entry of that name at all (lstat: a symbolic link counts, wherever it leads). */
function present(name: string): boolean {
  try {
    lstatSync(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * Fills the command's options from the config where neither the command line nor the environment set
 * them: flag > environment > config file > default. `audit --db` alone stores in the config's `db`.
 */
export function applyConfig(cmd: Command, config: VeedorConfig): void {
  const opts = cmd.opts();
  // stats and replay read logs, or with --db a stored run: there --db says what is read. The config's db fills only a
  // bare `stats --db` (as a bare `audit --db`), and its tables and ruleset (a log's defaults) never apply to a stored
  // run, which is read with the options it was audited with. With a config naming a db, `stats hands.ndjson` was
  // refused ("give either log files or --db, not both") and `replay hands.ndjson H` looked for a run "hands.ndjson";
  // with one naming a ruleset, `stats --db s.db` was refused ("--ruleset: a stored run is read with the options it was
  // audited with"), and `replay latest H --db s.db` judged the hand against the config's tables, not the run's.
  const readsLogs = cmd.name() === 'stats' || cmd.name() === 'replay';
  const storedRun = readsLogs && cmd.getOptionValueSource('db') === 'cli';
  for (const key of KEYS) {
    const value = config[key];
    if (value === undefined || !cmd.options.some((o) => o.attributeName() === key)) continue;
    if (key === 'tables' && !TABLES_FILE_COMMANDS.has(cmd.name())) continue;
    if (storedRun && (key === 'tables' || key === 'ruleset')) continue;
    const source = cmd.getOptionValueSource(key);
    if (key === 'db' && (cmd.name() === 'audit' || readsLogs)) {
      if (opts.db === true) cmd.setOptionValueWithSource('db', value, 'config');
      continue;
    }
    if (source === undefined || source === 'default') cmd.setOptionValueWithSource(key, value, 'config');
  }
}

/**
 * An option or argument given as the empty string (`--tables ""`, `--run "$RUN"` with RUN unset, `verify ""`) names
 * nothing: refused, exit 2, one line. Read as not given, `--tables ""` audited a CSV with no table configuration (a
 * pool commission "not posted" reported against the table), `--ruleset ""` audited against each game's default,
 * `findings --run ""` listed every run's findings, and an empty run id was a prefix of every run (`verify ""`
 * verified the store's only run).
 */
export function refuseEmptyValues(cmd: Command): void {
  for (const o of cmd.options) {
    const key = o.attributeName();
    const source = cmd.getOptionValueSource(key);
    if (source !== 'cli' && source !== 'env') continue;
    const value: unknown = cmd.getOptionValue(key);
    if (value !== '' && !(Array.isArray(value) && value.includes(''))) continue;
    // keys new --out "" says what the name is for (cli/commands/keys.ts).
    if (cmd.name() === 'new' && key === 'out') continue;
    const flag = o.long ?? o.flags;
    if (/[<[](file|files\.\.\.|key|pub)[>\]]/.test(o.flags)) throw new UsageError({ es: `${flag} necesita un nombre de archivo`, en: `${flag} needs a file name` });
    if (/[<[]dir[>\]]/.test(o.flags)) throw new UsageError({ es: `${flag} necesita un nombre de carpeta`, en: `${flag} needs a folder name` });
    throw new UsageError({ es: `${flag} necesita un valor`, en: `${flag} needs a value` });
  }
  const declared = cmd.registeredArguments;
  cmd.args.forEach((arg, i) => {
    if (arg !== '') return;
    const name = (declared[Math.min(i, declared.length - 1)]?.name() ?? '').replace(/\.\.\.$/, '');
    throw new UsageError({ es: `el argumento '${name}' está vacío`, en: `the argument '${name}' is empty` });
  });
}

/**
 * The environment variables that tune a command, refused as an option's bad value is (exit 2, one line), where they
 * say something the command cannot use: read as unset, `VEEDOR_MAX_RECORD_MB=abc` (or -1, 0) kept the 64 MB limit and
 * `VEEDOR_PROGRESS_MS=abc` the 250 ms, without a word (hostile31). Unset or empty, the default.
 */
export function refuseBadEnv(env: NodeJS.ProcessEnv = process.env): void {
  const mb = env['VEEDOR_MAX_RECORD_MB'];
  if (mb !== undefined && mb !== '' && recordMb(mb) === undefined) {
    throw new UsageError({
      es: `VEEDOR_MAX_RECORD_MB debe ser los megabytes que puede ocupar un registro, un número mayor que 0 y como mucho ${MAX_RECORD_MB_CEILING}, no ${JSON.stringify(mb)} (sin ella, 64)`,
      en: `VEEDOR_MAX_RECORD_MB must be the megabytes a record may take, a number over 0 and at most ${MAX_RECORD_MB_CEILING}, not ${JSON.stringify(mb)} (unset, 64)`,
    });
  }
  const ms = env['VEEDOR_PROGRESS_MS'];
  if (ms !== undefined && ms !== '' && !/^\s*\d{1,9}\s*$/.test(ms)) {
    throw new UsageError({
      es: `VEEDOR_PROGRESS_MS debe ser cada cuántos milisegundos se redibuja la línea de progreso, un número entero de 0 en adelante, no ${JSON.stringify(ms)} (sin ella, 250)`,
      en: `VEEDOR_PROGRESS_MS must be how often the progress line is redrawn, a whole number of milliseconds from 0, not ${JSON.stringify(ms)} (unset, 250)`,
    });
  }
}

/**
 * An option that means something only beside another, given on the command line without it: dropped silently,
 * the line said something the command did not do. `audit --casino X` without --pdf named no cover; `stats FILE
 * --run R` and `replay FILE H --root DIR` read no stored run; `--shifts H` without grouping by shift grouped by
 * none. Checked once for every command (cli/veedor.ts's preAction hook, beside refuseEmptyValues: no module of its own, a one-hand audit's start loads none more), on the flags the command line gave: a
 * config file's value is a default (its casino applies to a PDF when there is one), never an option given alone.
 * A command's own checks of this kind (audit --stats without --pdf, stats --root without --db) stay in it.
 */
interface Orphan {
  command: string;
  option: string;
  /** Whether what the option goes with is there. */
  with: (cmd: Command) => boolean;
  words: Words;
}

const given = (cmd: Command, key: string): boolean => cmd.getOptionValue(key) !== undefined && cmd.getOptionValue(key) !== false;
const SHIFTS: Words = { es: '--shifts fija las horas en que empiezan los turnos: úselo con --by shift', en: '--shifts sets the hours shifts start at: use it with --by shift' };
const byShift = (cmd: Command): boolean => {
  const by: unknown = cmd.getOptionValue('by');
  return Array.isArray(by) ? by.includes('shift') : by === 'shift';
};

const ORPHANS: readonly Orphan[] = [
  {
    command: 'audit', option: 'casino', with: (cmd) => given(cmd, 'pdf'),
    words: { es: '--casino nombra el establecimiento en la portada del PDF: dé también --pdf ARCHIVO', en: '--casino names the establishment on the PDF\'s cover: give --pdf FILE too' },
  },
  {
    command: 'stats', option: 'run', with: (cmd) => given(cmd, 'db'),
    words: { es: '--run elige una ejecución guardada: úselo con --db', en: '--run picks a stored run: use it with --db' },
  },
  {
    command: 'replay', option: 'root', with: (cmd) => given(cmd, 'db'),
    words: { es: '--root dice dónde están ahora los registros de una ejecución guardada: úselo con --db', en: '--root says where a stored run\'s logs are now: use it with --db' },
  },
  { command: 'summary', option: 'shifts', with: byShift, words: SHIFTS },
  { command: 'stats', option: 'shifts', with: byShift, words: SHIFTS },
];

export function refuseOrphanOptions(cmd: Command): void {
  for (const o of ORPHANS) {
    if (o.command !== cmd.name() || cmd.getOptionValueSource(o.option) !== 'cli') continue;
    if (!o.with(cmd)) throw new UsageError(o.words);
  }
}

/**
 * Stops on a file given as the config that is another of the files a command reads: a hand log, a casino's export, a
 * tables file, a mapping, Veedor's findings. A tables file was '"tables" must be a non-empty string', a mapping
 * 'unknown key "$schema"', a log 'must be a JSON object': each read as a config with a slip in it, not as the file
 * it is.
 */
function notConfigFile(file: string, text: string): void {
  const instead = fileIsInstead(text);
  if (instead === undefined) return;
  const r = instead === 'hand-log' ? reason('config.is-log', { path: file })
    : instead === 'csv-records' || instead === 'ndjson-records' ? reason('config.is-records', { path: file, form: instead === 'csv-records' ? 'CSV' : 'NDJSON' })
    : reason('config.is-document', { path: file, kind: instead });
  throw new UsageError({ es: renderReason(r, 'es'), en: renderReason(r, 'en') });
}

/**
 * A JSON file's text (a tables file, the config file): UTF-8, as JSON is. Read as UTF-8 whatever it held, a table id
 * written in Latin-1 (`MESA-Ñ1`) became `MESA-�1`, matched no hand's table_id, and every hand of that table was
 * audited with no posted configuration, without a word; a config's casino `España` in Latin-1 was printed on the
 * PDF's cover as `Espa\ufffda` (hostile24); UTF-16 (Notepad's "Unicode") was 'not valid JSON: Unexpected token'.
 * `what` names the file: "the tables file", "the config file".
 */
export function jsonFileText(path: string, bytes: Buffer, what: Words): string {
  // An audit store, a PDF, an archive: said as what it is (it was "is not UTF-8 ... (Latin-1?); save it as UTF-8").
  const kind = fileKind(bytes);
  if (kind) {
    const words = (lang: 'es' | 'en') => renderReason(reason('json-file.is-kind', { file: `${what[lang]} ${path}`, kind }), lang);
    throw new UsageError({ es: words('es'), en: words('en') });
  }
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes.length > 1 && (bytes[0] === 0 || bytes[1] === 0));
  if (utf16) {
    throw new UsageError({
      es: `${what.es} ${path} es texto UTF-16, no UTF-8 (la codificación de JSON): guárdelo como UTF-8`,
      en: `${what.en} ${path} is UTF-16 text, not UTF-8 (JSON's encoding): save it as UTF-8`,
    });
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    const line = lineOfFirstNonUtf8(bytes);
    throw new UsageError({
      es: `${what.es} ${path} no es UTF-8 (la codificación de JSON): la línea ${line} tiene bytes que no lo son (¿Latin-1?); guárdelo como UTF-8`,
      en: `${what.en} ${path} is not UTF-8 (JSON's encoding): line ${line} holds bytes that are not (Latin-1?); save it as UTF-8`,
    });
  }
}

