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
import { FileTooLargeError, NotRegularFileError } from '../engine/core/regular-file.js';
import { note, noteLang, setNoteLang } from './say.js';
import { commanderLine } from './commander-words.js';
import { langOfArgv, resolveLang } from './lang.js';
import { CONFIG_NAME, applyConfig, loadConfig, peekConfigLang, refuseEmptyValues, refuseOrphanOptions } from './config.js';
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

const program = new Command();
program
  .name('veedor')
  .description('Audits casino hand logs against the regulation of each game; every finding cites its article.')
  .version(TOOL_VERSION)
  .option('--config <file>', `defaults for lang, tables, db, casino, ruleset (default: ./${CONFIG_NAME} when present); a flag or the environment wins`)
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
      refuseOrphanOptions(command);
      return;
    }
    const value = command.opts()['lang'] as string | undefined;
    const lang = resolveLang(command.getOptionValueSource('lang') === 'cli' || !fromEnv ? value : undefined);
    command.setOptionValue('lang', lang);
    // The notes and error lines from here on too: the config file's lang is known only now.
    setNoteLang(lang);
    refuseEmptyValues(command);
    refuseOrphanOptions(command);
  })
  .exitOverride();

const langOption = () => new Option('--lang <lang>', 'language of messages (default: VEEDOR_LANG, else es)').choices(['es', 'en']);
const excelOption = () => new Option('--excel', 'CSV for a Spanish-locale Excel: UTF-8 byte-order mark, ";" between cells, decimal comma (implies --format csv)');
const inputOption = () => new Option('--input <format>', 'log format (default: from the file name)').choices(['json', 'ndjson', 'csv']);

program
  .command('audit')
  .description('audit hand logs (JSON, NDJSON, CSV); exit 0 no findings, 1 findings, 2 could not run')
  .argument('<files...>', 'log files (- for the standard input; .gz read through zlib)')
  .addOption(new Option('--format <format>', 'output format (default: from --out, FILE.json the findings format\'s JSON, FILE.csv CSV; else text)').choices(['text', 'json', 'csv']))
  .addOption(excelOption())
  .option('--out <file>', 'write the report to a file instead of stdout')
  .addOption(langOption())
  .option('--tables <file>', 'posted table configurations: {"tables": {"<table_id>": {...}}}')
  .option('--ruleset <id>', 'audit every hand against this catalog instead of its game\'s default')
  .addOption(inputOption())
  .option('--no-color', 'plain text even on a terminal (also NO_COLOR=1)')
  .option('--quiet', 'no progress line on the terminal (it is never shown on a pipe)')
  .option('--db [file]', 'also store the run, inputs, hand index and findings in this audit store (--db alone: ./veedor.db; see docs/store.md); without --db nothing is written')
  .option('--sign <key>', 'with --db: sign the run\'s chain head with this private key (veedor keys new)')
  .option('--pdf <file>', 'also write the findings report as a PDF an inspector can sign (Spanish and English)')
  .option('--casino <name>', 'establishment named on the PDF\'s cover')
  .option('--stats', 'with --pdf: add the integrity statistics by dealer and table with their charts (the logs read a second time; docs/stats.md)')
  .option('--workers <n>', 'worker threads to audit on: 1 to 64, or "auto" for one per core when the logs total 100 MB or more (default 1); the findings are the same, in the same order')
  .option('--map <file>', 'the logs are a casino system\'s own export: read them through this mapping (docs/import.md)')
  .action(async (files: string[], o) => {
    process.exitCode = await auditCommand(files, { ...o, color: o.color === false ? false : undefined });
  });

program
  .command('import')
  .description('convert a casino system\'s export to the hand-log format through a mapping (NDJSON); exit 0 all converted, 1 some records could not be, 2 could not run')
  .argument('<file>', 'the export')
  .requiredOption('--map <file>', 'the mapping (docs/import.md)')
  .requiredOption('--out <file>', 'the hand log to write (NDJSON); never the export or the mapping')
  .addOption(langOption())
  .action(async (file: string, o) => {
    process.exitCode = await importCommand(file, o);
  });

const map = program.command('map').description('draft and check import mappings for foreign exports (docs/import.md)');
map
  .command('init')
  .description('draft a mapping from an export\'s header and first rows; every guess is marked "_guess" for you to confirm')
  .argument('<file>', 'the export')
  .option('--out <file>', 'write the draft to this file (never over an existing one) instead of stdout')
  .option('--rows <n>', 'rows to look at', '200')
  .addOption(langOption())
  .action(async (file: string, o) => {
    process.exitCode = await mapInitCommand(file, o);
  });
map
  .command('check')
  .description('check a mapping against an export: columns not mapped, words not in a vocabulary, values that do not convert; exit 0 clean, 1 problems, 2 the mapping cannot be used')
  .argument('<file>', 'the export (or a sample of it)')
  .requiredOption('--map <file>', 'the mapping')
  .option('--rows <n>', 'read only the first n hands (default: the whole file)')
  .option('--tables <file>', 'posted table configurations')
  .addOption(langOption())
  .action(async (file: string, o) => {
    process.exitCode = await mapCheckCommand(file, o);
  });

program
  .command('rules')
  .description('list the catalogs, one catalog\'s articles with status and enforcing rules, or one article whole (its text, English summary, rules, interpretations)')
  .argument('[ruleset]', 'catalog id')
  .argument('[article]', 'one article: "13", "13º", "Art. 13º" or a heading')
  .option('--article <article>', 'the same as the [article] argument')
  .addOption(langOption())
  .option('--json', 'as JSON')
  .action(async (id: string | undefined, article: string | undefined, o) => {
    // `rules X 13 --article 14` named two articles: it printed 13, the option silently dropped.
    if (article !== undefined && o.article !== undefined && article !== o.article) {
      throw new UsageError({ es: `se dieron dos artículos, ${article} y --article ${o.article as string}: dé uno`, en: `two articles given, ${article} and --article ${o.article as string}: give one` });
    }
    await writeOut(process.stdout, await rulesCommand(id, o.lang, Boolean(o.json), article ?? o.article) + '\n');
  });

program
  .command('validate')
  .description('check logs against the hand-log format only; exit 0 all valid, 1 some rejected')
  .argument('<files...>', 'log files (- for the standard input; .gz read through zlib)')
  .addOption(langOption())
  .option('--tables <file>', 'posted table configurations')
  .addOption(inputOption())
  .action(async (files: string[], o) => {
    const r = await validateCommand(files, o);
    await writeOut(process.stdout, r.text + '\n');
    process.exitCode = r.code;
  });

const dbOption = () => new Option('--db <file>', 'the audit store').default('veedor.db');
const formatOption = () => new Option('--format <format>', 'output format').choices(['text', 'json', 'csv']).default('text');

program
  .command('findings')
  .description('query the stored findings (of every complete run unless --run); exit 0, or 2 when the store or a filter is wrong')
  .addOption(dbOption())
  .option('--run <id>', 'one run: its id, a unique prefix, or "latest"')
  .option('--ruleset <id>', 'catalog id')
  .option('--article <article>', 'article as cited ("Art. 13º"; "13" also matches)')
  .option('--rule <id>', 'rule id')
  .addOption(new Option('--category <category>', 'finding category').choices(['payout', 'procedure', 'integrity', 'input']))
  .option('--table <id>', 'table_id')
  .option('--dealer <id>', 'dealer_id')
  .option('--hand <id>', 'hand_id')
  .option('--from <date>', 'first day, YYYY-MM-DD, in the hand\'s local time')
  .option('--to <date>', 'last day, YYYY-MM-DD, inclusive')
  .option('--shift <shift>', 'one shift as `summary --by shift` names it, e.g. "2026-11-05 22-06" (the hands from 22:00 on 5 November to 06:00 the next day, local time)')
  .addOption(formatOption())
  .addOption(excelOption())
  .addOption(langOption())
  .option('--out <file>', 'write to a file instead of stdout')
  .action(async (o) => {
    process.exitCode = await findingsCommand(o);
  });

program
  .command('summary')
  .description('roll up a stored run per dealer, table, day or shift: hands audited, findings per 1,000 hands by article, money under- and over-paid')
  .addOption(dbOption())
  .option('--run <id>', 'run id, unique prefix or "latest"', 'latest')
  .addOption(new Option('--by <group>', 'group by').choices(['dealer', 'table', 'day', 'shift']).default('dealer'))
  .option('--shifts <hours>', 'hours shifts start at, local time of the hand', '6,14,22')
  .addOption(formatOption())
  .addOption(excelOption())
  .addOption(langOption())
  .option('--out <file>', 'write the roll-up to a file instead of stdout')
  .action(async (o) => {
    process.exitCode = await summaryCommand(o);
  });

program
  .command('stats')
  .description('integrity statistics per dealer, table, shift, day or shoe against the game\'s exact mathematics (docs/stats.md); flags are warnings, never the audit\'s findings; exit 0, or 2 could not run')
  .argument('[files...]', 'log files (or --db)')
  .option('--by <group...>', 'group by dealer, table, shift, day, shoe (several allowed)', ['dealer'])
  .option('--db [file]', 'a stored run instead of logs (--db alone: ./veedor.db): its logs are read again at their stored paths, checked against their SHA-256')
  .option('--run <id>', 'with --db: run id, unique prefix or "latest"', 'latest')
  .option('--root <dir>', 'with --db: where the run\'s logs are now (default: the directory the audit ran in); never a path outside it')
  .addOption(new Option('--format <format>', 'output format').choices(['terminal', 'json', 'csv']).default('terminal'))
  .option('--out <file>', 'write the statistics to a file instead of stdout')
  .addOption(langOption())
  .option('--tables <file>', 'posted table configurations: {"tables": {"<table_id>": {...}}}')
  .option('--ruleset <id>', 'read every hand under this catalog instead of its game\'s default')
  .addOption(inputOption())
  .option('--q <level>', 'false-discovery level of the Benjamini-Hochberg correction', '0.05')
  .option('--shifts <hours>', 'hours shifts start at, local time of the hand', '6,14,22')
  .option('--min-hands <n>', 'fewest hands a figure needs to be tested', '30')
  .option('--svg <dir>', 'also write the charts as SVG files into this folder')
  .option('--workers <n>', 'worker threads to audit and read the hands on, as for audit: 1 to 64 or "auto" (default 1); the same figures, byte for byte')
  .action(async (files: string[], o) => {
    process.exitCode = await statsCommand(files, o);
  });

program
  .command('verify')
  .description('check a stored run as evidence: the store\'s pages, the hash chain, the run\'s seal and signature; with --input or --stored-paths also re-read the inputs, check their SHA-256 and size, re-audit and compare; exit 0 verified, 1 differs, 2 could not run')
  .argument('[run]', 'run id, unique prefix or "latest"')
  .addOption(dbOption())
  .option('--input <files...>', 'the input files to re-read (only these are opened), in any order')
  .option('--stored-paths', 're-read the inputs at the paths the store holds, under --root; never a path outside it')
  .option('--root <dir>', 'with --stored-paths: where relative input paths are (default: the directory the audit ran in)')
  .option('--key <pub>', 'the signer\'s public key: the run must be signed with it')
  .option('--bundle <dir>', 'check a bundle written by veedor export, without any store')
  .addOption(langOption())
  .option('--json', 'as JSON')
  .action(async (ref: string | undefined, o) => {
    process.exitCode = await verifyCommand(ref, o);
  });

program
  .command('report')
  .description('write the PDF findings report of a stored run (the same PDF audit --pdf wrote), events re-read from the inputs once their SHA-256 is checked; exit 0 written, 1 written but an input is missing or changed, 2 could not run')
  .argument('<run>', 'run id, unique prefix or "latest"')
  .requiredOption('--pdf <file>', 'the PDF to write')
  .addOption(dbOption())
  .addOption(langOption())
  .option('--casino <name>', 'establishment named on the PDF\'s cover')
  .option('--input <files...>', 'the input files to read the events from (only these are opened), in any order')
  .option('--stored-paths', 'read the events from the paths the store holds, under --root; never a path outside it')
  .option('--root <dir>', 'with --stored-paths: where relative input paths are (default: the directory the audit ran in)')
  .option('--stats', 'with --stored-paths: add the integrity statistics by dealer and table with their charts (the run\'s logs must be intact; docs/stats.md)')
  .action(async (ref: string, o) => {
    process.exitCode = await reportCommand(ref, o);
  });

program
  .command('export')
  .description('write a stored run as files a regulator keeps and checks without the store: manifest.json (every digest, the signature), findings.ndjson, hands.csv, run_hands.csv; check with verify --bundle DIR')
  .argument('<run>', 'run id, unique prefix or "latest"')
  .addOption(dbOption())
  .requiredOption('--out <dir>', 'the folder to create (must not exist)')
  .addOption(langOption())
  .action(async (ref: string, o) => {
    process.exitCode = await exportCommand(ref, o);
  });

const keys = program.command('keys').description('signing keys for the audit store (Ed25519)');
keys
  .command('new')
  .description('write a new key pair: NAME.key (private) and NAME.pub (public); never over an existing file')
  .requiredOption('--out <name>', 'the files\' name, without .key/.pub')
  .addOption(langOption())
  .action(async (o) => {
    process.exitCode = await keysNewCommand(o);
  });

program
  .command('runs')
  .description('list the runs in the audit store, complete and incomplete, with their input files')
  .addOption(dbOption())
  .addOption(langOption())
  .option('--json', 'as JSON')
  .action(async (o) => {
    await writeOut(process.stdout, await runsCommand(o) + '\n');
  });

program
  .command('serve')
  .description('the inspector\'s workbench: a local web app over the audit store (opened read-only): runs, findings filtered and sorted, hands replayed, articles; prints its URL first and serves until Ctrl-C')
  .addOption(dbOption())
  .option('--port <n>', 'port to listen on (0: any free port)', '8023')
  .option('--host <host>', 'address to listen on: 127.0.0.1, localhost or ::1', '127.0.0.1')
  .action(async (o) => {
    process.exitCode = await serveCommand(o);
  });

program
  .command('simulate')
  .description('play correct hands under a ruleset (same seed, same bytes); --faults adds dealer errors and --key writes their answer key')
  .option('--ruleset <id>', 'the catalog to play by')
  .option('--hands <n>', 'rounds to play')
  .option('--tables <n>', 'tables, played round-robin (default 1)')
  .option('--seed <s>', 'a whole number 0-4294967295 (default 1)')
  .option('--faults <rate>', 'share of rounds (0-1) given one dealer error each')
  .option('--fault-kinds <ids>', 'only these fault kinds, comma-separated (see --list-faults)')
  .option('--stacked-shoes <ids>', 'deal these shoes (shoe_id, e.g. BAC-01-S002) prearranged after the cut, comma-separated: every coup lawful, the cards not random (Dragon Six only; for testing veedor stats)')
  .addOption(new Option('--format <format>', 'hand log format (default: from --out, else ndjson)').choices(['ndjson', 'json', 'csv']))
  .option('--out <file>', 'write the hands to a file instead of stdout')
  .option('--key <file>', 'answer key: hand_id, fault, rule, article per expected finding (NDJSON, or CSV for a .csv name)')
  .option('--tables-out <file>', 'tables file {"tables": {...}} (CSV: default beside --out)')
  .option('--start <time>', 'started_at of the first round, ISO 8601 with offset')
  .option('--stats', 'print the players\' net result per wager type (hands are written only with --out)')
  .option('--list-faults', 'list the ruleset\'s fault kinds: id, rule, article, what goes wrong')
  .addOption(langOption())
  .action(async (o) => {
    process.exitCode = await simulateCommand(o);
  });

program
  .command('replay')
  .description('tell one hand step by step for a dispute: each event, the table, the article, the findings and the money owed; exit 0 clean, 1 findings, 2 could not run')
  .argument('<log-or-run>', 'the log file that holds the hand, or with --db a stored run: its id, a unique prefix, or "latest"')
  .argument('<hand_id>', 'the hand to replay')
  .addOption(langOption())
  .addOption(new Option('--format <format>', 'what goes to stdout: the timeline as text, the replay as JSON (amounts, findings, balance, as the findings format writes them), or the HTML page (default: text, or nothing when --pdf or --html writes a file)').choices(['text', 'json', 'html']))
  .option('--pdf <file>', 'write the replay as a PDF (one or two pages) for the dispute file')
  .option('--html <file>', 'write the replay as a self-contained HTML page that steps through the hand')
  .option('--tables <file>', 'posted table configurations: {"tables": {"<table_id>": {...}}}')
  .option('--ruleset <id>', 'replay against this catalog instead of the game\'s default')
  .addOption(inputOption())
  .option('--db <file>', 'the audit store: <log-or-run> is a run, and the store says which log holds the hand and at which line')
  .option('--root <dir>', 'with --db: where the run\'s logs are now (default: the directory the audit ran in); never a path outside it')
  .option('--log <path>', 'with --db: the log that holds the hand, as the run names it (veedor runs), where two of the run\'s logs each hold a hand of that id')
  .action(async (logOrRun: string, handId: string, o) => {
    process.exitCode = await replayCommand(logOrRun, handId, o);
  });

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
  } else if (e instanceof UsageError || e instanceof NotRegularFileError || e instanceof FileTooLargeError || e instanceof (await import('../store/db.js')).StoreError) {
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
