#!/usr/bin/env node
import { Command, Option } from 'commander';
import { TOOL_VERSION } from '../audit/tool.js';
import type * as AuditCmd from './commands/audit.js';
import type * as RulesCmd from './commands/rules.js';
import type * as ValidateCmd from './commands/validate.js';
import type * as FindingsCmd from './commands/findings.js';
import type * as SummaryCmd from './commands/summary.js';
import type * as StatsCmd from './commands/stats.js';
import type * as VerifyCmd from './commands/verify.js';
import type * as RunsCmd from './commands/runs.js';
import type * as SimulateCmd from './commands/simulate.js';
import type * as ReplayCmd from './commands/replay.js';
import type * as ReportCmd from './commands/report.js';
import type * as KeysCmd from './commands/keys.js';
import type * as ExportCmd from './commands/export.js';
import type * as ImportCmd from './commands/import.js';
import type * as MapCmd from './commands/map.js';
import type * as ServeCmd from './commands/serve.js';
import { UsageError } from './usage-error.js';
import { FileGoneError, FileTooLargeError, NotRegularFileError } from '../engine/core/regular-file.js';
import { note, noteLang, setNoteLang } from './say.js';
import { commanderLine } from './commander-words.js';
import { helpWordsIn, speakHelp } from './help-words.js';
import { langOfArgv, resolveLang } from './lang.js';
import { applyConfig, loadConfig, peekConfigLang, refuseBadEnv, refuseEmptyValues, refuseOrphanOptions } from './config.js';
import { terminalSafe } from '../reports/terminal-safe.js';
import { writeOut } from '../reports/write.js';
import { MappingError } from '../engine/input/mapping/errors.js';
import { enableCompileCache } from './compile-cache.js';
import { exitOnSignals } from './signals.js';
import { boundHeapGrowth } from '../audit/heap-growth.js';

/**
 * A command's module is loaded when that command runs, not at every start: the commands between them
 * pull in pdfkit, SQLite, the reports and the simulators (about 0.4 s of a one-hand audit's start,
 * docs/performance.md). `lazy(load, name)` is the named function, called through its module once loaded.
 */
function lazy<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] extends (...a: infer A) => infer R ? (...a: A) => Promise<Awaited<R>> : never {
  return (async (...a: unknown[]) => ((await load())[name] as (...a: unknown[]) => unknown)(...a)) as never;
}
const auditCommand = lazy(() => import('./commands/audit.js') as Promise<typeof AuditCmd>, 'auditCommand');
const rulesCommand = lazy(() => import('./commands/rules.js') as Promise<typeof RulesCmd>, 'rulesCommand');
const validateCommand = lazy(() => import('./commands/validate.js') as Promise<typeof ValidateCmd>, 'validateCommand');
const findingsCommand = lazy(() => import('./commands/findings.js') as Promise<typeof FindingsCmd>, 'findingsCommand');
const summaryCommand = lazy(() => import('./commands/summary.js') as Promise<typeof SummaryCmd>, 'summaryCommand');
const statsCommand = lazy(() => import('./commands/stats.js') as Promise<typeof StatsCmd>, 'statsCommand');
const verifyCommand = lazy(() => import('./commands/verify.js') as Promise<typeof VerifyCmd>, 'verifyCommand');
const runsCommand = lazy(() => import('./commands/runs.js') as Promise<typeof RunsCmd>, 'runsCommand');
const simulateCommand = lazy(() => import('./commands/simulate.js') as Promise<typeof SimulateCmd>, 'simulateCommand');
const replayCommand = lazy(() => import('./commands/replay.js') as Promise<typeof ReplayCmd>, 'replayCommand');
const reportCommand = lazy(() => import('./commands/report.js') as Promise<typeof ReportCmd>, 'reportCommand');
const keysNewCommand = lazy(() => import('./commands/keys.js') as Promise<typeof KeysCmd>, 'keysNewCommand');
const exportCommand = lazy(() => import('./commands/export.js') as Promise<typeof ExportCmd>, 'exportCommand');
const importCommand = lazy(() => import('./commands/import.js') as Promise<typeof ImportCmd>, 'importCommand');
const mapInitCommand = lazy(() => import('./commands/map.js') as Promise<typeof MapCmd>, 'mapInitCommand');
const mapCheckCommand = lazy(() => import('./commands/map.js') as Promise<typeof MapCmd>, 'mapCheckCommand');
const serveCommand = lazy(() => import('./commands/serve.js') as Promise<typeof ServeCmd>, 'serveCommand');

// `veedor audit … | head`: the reader closes the pipe and writes fail with EPIPE. The reports
// stop writing (reports/write.ts) and the status stays the audit's. Any other failure of stdout
// (`> file-on-a-full-disk`) is a write error: exit 2 with one line, checked once the command is done.
let stdoutFailure: NodeJS.ErrnoException | undefined;
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') stdoutFailure ??= e;
});
process.stderr.on('error', () => {});
// Ctrl-C or a kill (every catchable signal that would end the process: cli/signals.ts): exit through process.exit,
// so the 'exit' handlers remove the temporary files (engine/core/temp-files.ts, the audit's spill). No input is read
// with a blocking call that could hold the exit back: every input is opened non-blocking and checked to be a regular file.
exitOnSignals();

// Before any command's module is loaded: on Node 22.1 and later they compile from the cache (cli/compile-cache.ts).
enableCompileCache();

// Every command that reads a log or a store keeps its peak with what is alive, not with the log's length: V8's heap
// growth factor bound as runAudit bounds it (audit/heap-growth.ts, memory23).
boundHeapGrowth();

setNoteLang(langOfArgv(process.argv, process.env, () => peekConfigLang(process.argv)));
// The help in that language too: every description below, and commander's own words around them (speakHelp).
const h = helpWordsIn(noteLang());

const program = new Command();
program
  .name('veedor')
  .description(h('veedor'))
  .version(TOOL_VERSION, '-V, --version', h('veedor --version'))
  .option('--config <file>', h('veedor --config'))
  // The config file's values first (where no flag gave one), then the language: --lang, else VEEDOR_LANG,
  // else the config file's lang, else Spanish (cli/lang.ts).
  .hook('preAction', (root, command) => {
    const config = loadConfig(root.opts().config);
    applyConfig(command, config);
    const env = process.env['VEEDOR_LANG'];
    const fromEnv = env !== undefined && env !== '';
    if (!command.options.some((o) => o.long === '--lang')) {
      // A command without --lang (serve) still speaks the config file's language on stderr.
      if (!fromEnv && config.lang !== undefined) setNoteLang(resolveLang(config.lang));
      refuseEmptyValues(command);
    refuseBadEnv();
      refuseOrphanOptions(command);
      return;
    }
    const value = command.opts()['lang'] as string | undefined;
    const lang = resolveLang(command.getOptionValueSource('lang') === 'cli' || !fromEnv ? value : undefined);
    command.setOptionValue('lang', lang);
    // The notes and error lines from here on too: the config file's lang is known only now.
    setNoteLang(lang);
    refuseEmptyValues(command);
    refuseBadEnv();
    refuseOrphanOptions(command);
  })
  .exitOverride();

const langOption = () => new Option('--lang <lang>', h('--lang')).choices(['es', 'en']);
const excelOption = () => new Option('--excel', h('--excel'));
const inputOption = () => new Option('--input <format>', h('--input')).choices(['json', 'ndjson', 'csv']);

program
  .command('audit')
  .description(h('audit'))
  .argument('<files...>', h('<files...>'))
  .addOption(new Option('--format <format>', h('audit --format')).choices(['text', 'json', 'csv']))
  .addOption(excelOption())
  .option('--out <file>', h('audit --out'))
  .addOption(langOption())
  .option('--tables <file>', h('--tables {…}'))
  .option('--ruleset <id>', h('audit --ruleset'))
  .addOption(inputOption())
  .option('--no-color', h('audit --no-color'))
  .option('--quiet', h('audit --quiet'))
  .option('--db [file]', h('audit --db'))
  .option('--sign <key>', h('audit --sign'))
  .option('--pdf <file>', h('audit --pdf'))
  .option('--casino <name>', h('--casino'))
  .option('--stats', h('audit --stats'))
  .option('--workers <n>', h('audit --workers'))
  .option('--map <file>', h('audit --map'))
  .action(async (files: string[], o) => {
    process.exitCode = await auditCommand(files, { ...o, color: o.color === false ? false : undefined });
  });

program
  .command('import')
  .description(h('import'))
  .argument('<file>', h('<export>'))
  .requiredOption('--map <file>', h('import --map'))
  .requiredOption('--out <file>', h('import --out'))
  .addOption(langOption())
  .action(async (file: string, o) => {
    process.exitCode = await importCommand(file, o);
  });

const map = program.command('map').description(h('map'));
map
  .command('init')
  .description(h('map init'))
  .argument('<file>', h('<export>'))
  .option('--out <file>', h('map init --out'))
  .option('--rows <n>', h('map init --rows'), '200')
  .addOption(langOption())
  .action(async (file: string, o) => {
    process.exitCode = await mapInitCommand(file, o);
  });
map
  .command('check')
  .description(h('map check'))
  .argument('<file>', h('map check <file>'))
  .requiredOption('--map <file>', h('map check --map'))
  .option('--rows <n>', h('map check --rows'))
  .option('--tables <file>', h('--tables'))
  .addOption(langOption())
  .action(async (file: string, o) => {
    process.exitCode = await mapCheckCommand(file, o);
  });

program
  .command('rules')
  .description(h('rules'))
  .argument('[ruleset]', h('ruleset id'))
  .argument('[article]', h('rules [article]'))
  .option('--article <article>', h('rules --article'))
  .addOption(langOption())
  .option('--json', h('--json'))
  .action(async (id: string | undefined, article: string | undefined, o) => {
    // `rules X 13 --article 14` named two articles: it printed 13, the option silently dropped.
    if (article !== undefined && o.article !== undefined && article !== o.article) {
      throw new UsageError({ es: `se dieron dos artículos, ${article} y --article ${o.article as string}: dé uno`, en: `two articles given, ${article} and --article ${o.article as string}: give one` });
    }
    await writeOut(process.stdout, await rulesCommand(id, o.lang, Boolean(o.json), article ?? o.article) + '\n');
  });

program
  .command('validate')
  .description(h('validate'))
  .argument('<files...>', h('<files...>'))
  .addOption(langOption())
  .option('--tables <file>', h('--tables'))
  .addOption(inputOption())
  .action(async (files: string[], o) => {
    const r = await validateCommand(files, o);
    await writeOut(process.stdout, r.text + '\n');
    process.exitCode = r.code;
  });

const dbOption = () => new Option('--db <file>', h('--db <file>')).default('veedor.db');
const formatOption = () => new Option('--format <format>', h('--format')).choices(['text', 'json', 'csv']).default('text');

program
  .command('findings')
  .description(h('findings'))
  .addOption(dbOption())
  .option('--run <id>', h('findings --run'))
  .option('--ruleset <id>', h('ruleset id'))
  .option('--article <article>', h('findings --article'))
  .option('--rule <id>', h('findings --rule'))
  .addOption(new Option('--category <category>', h('findings --category')).choices(['payout', 'procedure', 'integrity', 'input']))
  .option('--table <id>', h('findings --table'))
  .option('--dealer <id>', h('findings --dealer'))
  .option('--hand <id>', h('findings --hand'))
  .option('--from <date>', h('findings --from'))
  .option('--to <date>', h('findings --to'))
  .option('--shift <shift>', h('findings --shift'))
  .addOption(formatOption())
  .addOption(excelOption())
  .addOption(langOption())
  .option('--out <file>', h('findings --out'))
  .action(async (o) => {
    process.exitCode = await findingsCommand(o);
  });

program
  .command('summary')
  .description(h('summary'))
  .addOption(dbOption())
  .option('--run <id>', h('<run>'), 'latest')
  .addOption(new Option('--by <group>', h('summary --by')).choices(['dealer', 'table', 'day', 'shift']).default('dealer'))
  .option('--shifts <hours>', h('--shifts'), '6,14,22')
  .addOption(formatOption())
  .addOption(excelOption())
  .addOption(langOption())
  .option('--out <file>', h('summary --out'))
  .action(async (o) => {
    process.exitCode = await summaryCommand(o);
  });

program
  .command('stats')
  .description(h('stats'))
  .argument('[files...]', h('stats [files...]'))
  .option('--by <group...>', h('stats --by'), ['dealer'])
  .option('--db [file]', h('stats --db'))
  .option('--run <id>', h('stats --run'), 'latest')
  .option('--root <dir>', h('--root --db'))
  .addOption(new Option('--format <format>', h('--format')).choices(['terminal', 'json', 'csv']).default('terminal'))
  .option('--out <file>', h('stats --out'))
  .addOption(langOption())
  .option('--tables <file>', h('--tables {…}'))
  .option('--ruleset <id>', h('stats --ruleset'))
  .addOption(inputOption())
  .option('--q <level>', h('stats --q'), '0.05')
  .option('--shifts <hours>', h('--shifts'), '6,14,22')
  .option('--min-hands <n>', h('stats --min-hands'), '30')
  .option('--svg <dir>', h('stats --svg'))
  .option('--workers <n>', h('stats --workers'))
  .action(async (files: string[], o) => {
    process.exitCode = await statsCommand(files, o);
  });

program
  .command('verify')
  .description(h('verify'))
  .argument('[run]', h('<run>'))
  .addOption(dbOption())
  .option('--input <files...>', h('--input <files...>'))
  .option('--stored-paths', h('verify --stored-paths'))
  .option('--root <dir>', h('--root --stored-paths'))
  .option('--key <pub>', h('verify --key'))
  .option('--bundle <dir>', h('verify --bundle'))
  .addOption(langOption())
  .option('--json', h('--json'))
  .action(async (ref: string | undefined, o) => {
    process.exitCode = await verifyCommand(ref, o);
  });

program
  .command('report')
  .description(h('report'))
  .argument('<run>', h('<run>'))
  .requiredOption('--pdf <file>', h('report --pdf'))
  .addOption(dbOption())
  .addOption(langOption())
  .option('--casino <name>', h('--casino'))
  .option('--input <files...>', h('report --input'))
  .option('--stored-paths', h('report --stored-paths'))
  .option('--root <dir>', h('--root --stored-paths'))
  .option('--stats', h('report --stats'))
  .action(async (ref: string, o) => {
    process.exitCode = await reportCommand(ref, o);
  });

program
  .command('export')
  .description(h('export'))
  .argument('<run>', h('<run>'))
  .addOption(dbOption())
  .requiredOption('--out <dir>', h('export --out'))
  .addOption(langOption())
  .action(async (ref: string, o) => {
    process.exitCode = await exportCommand(ref, o);
  });

const keys = program.command('keys').description(h('keys'));
keys
  .command('new')
  .description(h('keys new'))
  .requiredOption('--out <name>', h('keys new --out'))
  .addOption(langOption())
  .action(async (o) => {
    process.exitCode = await keysNewCommand(o);
  });

program
  .command('runs')
  .description(h('runs'))
  .addOption(dbOption())
  .addOption(langOption())
  .option('--json', h('--json'))
  .action(async (o) => {
    await writeOut(process.stdout, await runsCommand(o) + '\n');
  });

program
  .command('serve')
  .description(h('serve'))
  .addOption(dbOption())
  .option('--port <n>', h('serve --port'), '8023')
  .option('--host <host>', h('serve --host'), '127.0.0.1')
  .action(async (o) => {
    process.exitCode = await serveCommand(o);
  });

program
  .command('simulate')
  .description(h('simulate'))
  .option('--ruleset <id>', h('simulate --ruleset'))
  .option('--hands <n>', h('simulate --hands'))
  .option('--tables <n>', h('simulate --tables'))
  .option('--seed <s>', h('simulate --seed'))
  .option('--faults <rate>', h('simulate --faults'))
  .option('--fault-kinds <ids>', h('simulate --fault-kinds'))
  .option('--stacked-shoes <ids>', h('simulate --stacked-shoes'))
  .addOption(new Option('--format <format>', h('simulate --format')).choices(['ndjson', 'json', 'csv']))
  .option('--out <file>', h('simulate --out'))
  .option('--key <file>', h('simulate --key'))
  .option('--tables-out <file>', h('simulate --tables-out'))
  .option('--start <time>', h('simulate --start'))
  .option('--stats', h('simulate --stats'))
  .option('--list-faults', h('simulate --list-faults'))
  .addOption(langOption())
  .action(async (o) => {
    process.exitCode = await simulateCommand(o);
  });

program
  .command('replay')
  .description(h('replay'))
  .argument('<log-or-run>', h('replay <log-or-run>'))
  .argument('<hand_id>', h('replay <hand_id>'))
  .addOption(langOption())
  .addOption(new Option('--format <format>', h('replay --format')).choices(['text', 'json', 'html']))
  .option('--pdf <file>', h('replay --pdf'))
  .option('--html <file>', h('replay --html'))
  .option('--tables <file>', h('--tables {…}'))
  .option('--ruleset <id>', h('replay --ruleset'))
  .addOption(inputOption())
  .option('--db <file>', h('replay --db'))
  .option('--root <dir>', h('--root --db'))
  .option('--log <path>', h('replay --log'))
  .action(async (logOrRun: string, handId: string, o) => {
    process.exitCode = await replayCommand(logOrRun, handId, o);
  });

speakHelp(program, noteLang());
oneLineErrors(program);
refuseRepeatedOptions(program);

try {
  // A bare `veedor` asks what it can do: the help, on stdout, exit 0 (as git and eslint do); so does a bare
  // `veedor map` or `veedor keys` (commander wrote their help on stderr, as for an error, with exit 0).
  const words = process.argv.slice(2);
  const group = words.length === 1 ? program.commands.find((c) => c.name() === words[0] && c.commands.length > 0) : undefined;
  if (words.length === 0) program.outputHelp();
  else if (group) group.outputHelp();
  else if (words[0] === 'help' && words[1] !== undefined && !words[1].startsWith('-') && words[1] !== 'help' && !program.commands.some((c) => c.name() === words[1] || c.aliases().includes(words[1]!))) {
    // `veedor help frobnicate`: commander printed the whole help, exit 0; it is an unknown command, as `veedor frobnicate` is.
    throw new UsageError({ es: `comando desconocido '${words[1]!}' (veedor --help)`, en: `unknown command '${words[1]!}' (veedor --help)` });
  } else await program.parseAsync(process.argv);
} catch (e) {
  const err = e as { code?: string; exitCode?: number; message?: string };
  if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version' || err.code === 'commander.help') {
    process.exitCode = 0;
  } else if (err.code?.startsWith('commander.')) {
    process.exitCode = 2;
  } else if (e !== undefined && e === stdoutFailure) {
    // Reported below, once.
  } else if (e instanceof UsageError || e instanceof NotRegularFileError || e instanceof FileGoneError || e instanceof FileTooLargeError || e instanceof (await import('../store/db.js')).StoreError) {
    note(e.words);
    process.exitCode = 2;
  } else if (e instanceof MappingError) {
    note(e.words);
    process.exitCode = 2;
  } else if (isSqliteError(e)) {
    // Any store error not already worded by the command (a damaged page met mid-query): one line, never a stack.
    const { sqliteWhyEs } = await import('../store/db.js');
    note({ es: `el almacén de auditoría: ${sqliteWhyEs(e.code, e)} (${e.code})`, en: `the audit store: ${String(e.message).split('\n')[0]} (${e.code})` });
    process.exitCode = 2;
  } else if (isSystemError(e)) {
    // A file that vanished or cannot be read or written mid-run (EACCES, ENOENT, ENOSPC, EISDIR...): the user's to fix.
    const why = (await import('./output-file.js')).systemWordsIn(e);
    const where = e.path === undefined ? '' : ` (${e.syscall} ${e.path})`;
    note({ es: `${why.es}${where}`, en: e.message });
    process.exitCode = 2;
  } else {
    // A defect of Veedor's, not of the input: the stack, for the report of it.
    process.stderr.write(`veedor: ${noteLang() === 'es' ? 'error interno' : 'internal error'}: ${(e as Error)?.stack ?? String(e)}\n`);
    process.exitCode = 2;
  }
}
// A write to stdout that failed is reported on the next turn of the event loop: wait for it.
await new Promise((resolve) => setImmediate(resolve));
if (stdoutFailure) {
  // In the reader's language, as a file that cannot be written is said (ENOSPC: no queda espacio en el dispositivo).
  const why = (await import('./output-file.js')).systemWordsIn(stdoutFailure);
  note({ es: `no se puede escribir la salida estándar: ${why.es}`, en: `cannot write the standard output: ${why.en}` });
  process.exitCode = 2;
}

/**
 * A mistyped command line gets one line naming the mistake and the command's help to read, not the
 * whole usage (ESLint, ripgrep), in the reader's language: `veedor: falta el argumento obligatorio
 * 'files' (veedor audit --help)`, `veedor: missing required argument 'files' (veedor audit --help)`.
 */
function oneLineErrors(cmd: Command, path: string[] = []): void {
  const here = [...path, cmd.name()];
  cmd.showHelpAfterError(false).configureOutput({
    outputError: (str, write) => write(`veedor: ${terminalSafe(commanderLine(str, noteLang()))} (${here.join(' ')} --help)\n`),
  });
  for (const sub of cmd.commands) oneLineErrors(sub, here);
}

/**
 * An option that takes one value, given twice on one command line (`--lang es --lang en`, `--out a --out b`,
 * `--db x --db y`): commander keeps the last silently, so the line says two things and the tool acts on one.
 * Refused for every command at once, while commander parses (its `option:NAME` event fires once per time the
 * option is given), before anything is read or written: one line, exit 2, worded as commander's own errors
 * (cli/commander-words.ts). A flag (`--quiet --quiet`) says the same thing twice, and a list option
 * (`--by dealer --by table`, `--input a --input b`) gathers its values: both may repeat.
 */
function refuseRepeatedOptions(cmd: Command): void {
  for (const option of cmd.options) {
    if (option.variadic || (!option.required && !option.optional)) continue;
    let given = false;
    cmd.on(`option:${option.name()}`, () => {
      if (given) cmd.error(`option '${option.flags}' given more than once: give it once`, { code: 'commander.repeatedOption', exitCode: 2 });
      given = true;
    });
  }
  for (const sub of cmd.commands) refuseRepeatedOptions(sub);
}

function isSqliteError(e: unknown): e is Error & { code: string } {
  return e instanceof Error && typeof (e as { code?: unknown }).code === 'string' && (e as unknown as { code: string }).code.startsWith('SQLITE_');
}

function isSystemError(e: unknown): e is NodeJS.ErrnoException {
  return e instanceof Error && typeof (e as NodeJS.ErrnoException).code === 'string' && typeof (e as NodeJS.ErrnoException).syscall === 'string';
}
