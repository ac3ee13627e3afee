import { existsSync, statSync, writeFileSync } from 'node:fs';
import { logFileSource } from '../../engine/audit/find-hand.js';
import type { HandSource } from '../../engine/audit/find-hand.js';
import type { LogFormat } from '../../engine/input/readers.js';
import type { Lang } from '../../engine/core/engine-types.js';
import { RULESETS, rulesetById } from '../../rules-catalog/index.js';
import { buildReplay } from '../../reports/replay/build.js';
import { renderReplayText } from '../../reports/replay/text.js';
import { renderReplayHtml } from '../../reports/replay/html.js';
import { renderReplayPdf } from '../../reports/replay/pdf.js';
import { loadTables } from '../load-tables.js';
import { UsageError } from '../usage-error.js';

export interface ReplayCliOptions {
  lang: Lang;
  pdf?: string;
  html?: string;
  tables?: string;
  ruleset?: string;
  input?: LogFormat;
}

/** A run id as the audit store names runs (engine/audit/run.ts). */
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
    throw new UsageError(`${logOrRun} looks like a run id; replaying from a stored run needs the audit store, which this build does not have yet: give the log file instead`);
  }
  throw new UsageError(`no such file: ${logOrRun}`);
}

/**
 * Replays one hand for a dispute. Prints the timeline, or writes the PDF
 * and/or HTML asked for. Exit 0: the hand is clean; 1: it has findings;
 * 2: the hand could not be replayed (not in the log, or not auditable).
 */
export async function replayCommand(logOrRun: string, handId: string, o: ReplayCliOptions): Promise<number> {
  const source = openSource(logOrRun, o);
  const found = await source.find(handId);
  if (found.kind === 'not-found') {
    throw new UsageError(`hand ${handId} is not in ${source.label} (${found.hands} hand record(s) read)`);
  }
  if (found.kind === 'rejected') {
    throw new UsageError(`hand ${handId} in ${source.label} cannot be replayed: ${found.finding.message[o.lang]}`);
  }
  const doc = buildReplay(found, o.lang);
  if (o.pdf) {
    writeFileSync(o.pdf, await renderReplayPdf(doc));
    process.stderr.write(`veedor: wrote ${o.pdf}\n`);
  }
  if (o.html) {
    writeFileSync(o.html, renderReplayHtml(doc));
    process.stderr.write(`veedor: wrote ${o.html}\n`);
  }
  if (!o.pdf && !o.html) process.stdout.write(renderReplayText(doc));
  return doc.findingCount > 0 ? 1 : 0;
}
