#!/usr/bin/env node
import { Command, Option } from 'commander';
import { TOOL_VERSION } from './version.js';
import { auditCommand } from './commands/audit.js';
import { rulesCommand } from './commands/rules.js';
import { validateCommand } from './commands/validate.js';
import { replayCommand } from './commands/replay.js';
import { UsageError } from './usage-error.js';

const program = new Command();
program
  .name('veedor')
  .description('Audits casino hand logs against the regulation of each game; every finding cites its article.')
  .version(TOOL_VERSION)
  .showHelpAfterError()
  .exitOverride();

const langOption = () => new Option('--lang <lang>', 'language of messages').choices(['es', 'en']).default('es');
const inputOption = () => new Option('--input <format>', 'log format (default: from the file name)').choices(['json', 'ndjson', 'csv']);

program
  .command('audit')
  .description('audit hand logs (JSON, NDJSON, CSV); exit 0 no findings, 1 findings, 2 could not run')
  .argument('<files...>', 'log files')
  .addOption(new Option('--format <format>', 'output format').choices(['text', 'json', 'csv']).default('text'))
  .option('--out <file>', 'write the report to a file instead of stdout')
  .addOption(langOption())
  .option('--tables <file>', 'posted table configurations: {"tables": {"<table_id>": {...}}}')
  .option('--ruleset <id>', 'audit every hand against this catalog instead of its game\'s default')
  .addOption(inputOption())
  .option('--no-color', 'plain text even on a terminal')
  .action(async (files: string[], o) => {
    process.exitCode = await auditCommand(files, { ...o, color: o.color === false ? false : undefined });
  });

program
  .command('rules')
  .description('list the catalogs, or one catalog\'s articles with status and enforcing rules')
  .argument('[ruleset]', 'catalog id')
  .addOption(langOption())
  .option('--json', 'as JSON')
  .action((id: string | undefined, o) => {
    process.stdout.write(rulesCommand(id, o.lang, Boolean(o.json)) + '\n');
  });

program
  .command('validate')
  .description('check logs against the hand-log format only; exit 0 all valid, 1 some rejected')
  .argument('<files...>', 'log files')
  .addOption(langOption())
  .option('--tables <file>', 'posted table configurations')
  .addOption(inputOption())
  .action(async (files: string[], o) => {
    const r = await validateCommand(files, o);
    process.stdout.write(r.text + '\n');
    process.exitCode = r.code;
  });

program
  .command('replay')
  .description('tell one hand step by step for a dispute: each event, the table, the article, the findings and the money owed; exit 0 clean, 1 findings, 2 could not run')
  .argument('<log-or-run>', 'the log file that holds the hand')
  .argument('<hand_id>', 'the hand to replay')
  .addOption(langOption())
  .option('--pdf <file>', 'write the replay as a PDF (one or two pages) for the dispute file')
  .option('--html <file>', 'write the replay as a self-contained HTML page that steps through the hand')
  .option('--tables <file>', 'posted table configurations: {"tables": {"<table_id>": {...}}}')
  .option('--ruleset <id>', 'replay against this catalog instead of the game\'s default')
  .addOption(inputOption())
  .action(async (logOrRun: string, handId: string, o) => {
    process.exitCode = await replayCommand(logOrRun, handId, o);
  });

try {
  await program.parseAsync(process.argv);
} catch (e) {
  const err = e as { code?: string; exitCode?: number; message?: string };
  if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version' || err.code === 'commander.help') {
    process.exitCode = 0;
  } else if (err.code?.startsWith('commander.')) {
    process.exitCode = 2;
  } else if (e instanceof UsageError) {
    process.stderr.write(`veedor: ${e.message}\n`);
    process.exitCode = 2;
  } else {
    process.stderr.write(`veedor: internal error: ${(e as Error)?.stack ?? String(e)}\n`);
    process.exitCode = 2;
  }
}
