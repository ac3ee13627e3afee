import { existsSync, statSync } from 'node:fs';
import { logFileSource } from '../../audit/find-hand.js';
import type { HandSource } from '../../audit/find-hand.js';
import type { LogFormat } from '../../engine/input/readers.js';
import type { Lang } from '../../engine/core/engine-types.js';
import { RULESETS, rulesetById } from '../../rules-catalog/index.js';
import { replayHand } from '../../app/replay.js';
import { renderReplayText } from '../../reports/replay/text.js';
import { renderReplayHtml } from '../../reports/replay/html.js';
import { renderReplayPdf } from '../../reports/replay/pdf.js';
import { loadTables } from '../load-tables.js';
import { writeOut } from '../../reports/write.js';
import { UsageError } from '../usage-error.js';
import { checkOutputs } from '../output-paths.js';
import { abortAll, openOutputs } from '../output-file.js';
import { note } from '../say.js';

export interface ReplayCliOptions {
  lang: Lang;
  pdf?: string;
  html?: string;
  tables?: string;
  ruleset?: string;
  input?: LogFormat;
}

/** A run id as the audit store names runs (audit/run.ts). */
const RUN_ID = /^R-[0-9a-f]{16}$/;

/**
 * `<log-or-run>` to a hand source. A log file is read directly; a run id will
 * resolve through the audit store once it lands (add its source here).
 */
export function openSource(logOrRun: string, o: ReplayCliOptions): HandSource {
  if (existsSync(logOrRun)) {
    if (!statSync(logOrRun).isFile()) throw new UsageError(`not a file: ${logOrRun}`);
    if (o.ruleset && !rulesetById(o.ruleset)) {
      throw new UsageError(`unknown ruleset ${o.ruleset}; available: ${RULESETS.map((r) => r.id).join(', ')}`);
    }
    return logFileSource(logOrRun, { rulesets: RULESETS, tables: loadTables(o.tables), forceRuleset: o.ruleset, format: o.input });
  }
  if (RUN_ID.test(logOrRun)) {
    throw new UsageError(`${logOrRun} looks like a run id; replay reads a log file: give the log that run audited (veedor runs --db <store> lists each run's inputs)`);
  }
  throw new UsageError(`no such file: ${logOrRun}`);
}

/**
 * Replays one hand for a dispute. Prints the timeline, or writes the PDF
 * and/or HTML asked for. Exit 0: the hand is clean; 1: it has findings;
 * 2: the hand could not be replayed (not in the log, or not auditable).
 */
export async function replayCommand(logOrRun: string, handId: string, o: ReplayCliOptions): Promise<number> {
  const uses = [{ path: logOrRun, role: 'the log it replays' }];
  if (o.tables !== undefined) uses.push({ path: o.tables, role: 'the tables file' });
  const targets = checkOutputs([{ option: '--pdf', path: o.pdf }, { option: '--html', path: o.html }], uses);
  const source = openSource(logOrRun, o);
  const outputs = openOutputs(targets);
  try {
    const result = await replayHand(source, handId, o.lang);
    if (result.kind === 'not-found') {
      throw new UsageError(`hand ${handId} is not in ${source.label} (${result.hands} hand record(s) read)`);
    }
    if (result.kind === 'rejected') {
      throw new UsageError(`hand ${handId} in ${source.label} cannot be replayed: ${result.finding.message[o.lang]}`);
    }
    const doc = result.doc;
    const pdf = outputs.get('--pdf');
    if (pdf) {
      const bytes = await renderReplayPdf(doc);
      await pdf.write((out) => writeOut(out, bytes));
      note(`wrote ${o.pdf}`);
    }
    const html = outputs.get('--html');
    if (html) {
      await html.write((out) => writeOut(out, renderReplayHtml(doc)));
      note(`wrote ${o.html}`);
    }
    if (!pdf && !html) await writeOut(process.stdout, renderReplayText(doc));
    return doc.findingCount > 0 ? 1 : 0;
  } finally {
    abortAll(outputs);
  }
}
