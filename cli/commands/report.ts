import { createWriteStream, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Lang } from '../../engine/core/engine-types.js';
import { DEFAULT_DB, openStore } from '../../engine/store/db.js';
import { incompleteSince, resolveRun } from '../../engine/store/runs.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { fromStoredRun } from '../../reports/pdf/stored-model.js';
import { writePdfReport } from '../../reports/pdf/render.js';
import { checkOutputFile } from './audit.js';

export interface ReportCliOptions {
  pdf: string;
  db?: string;
  lang: Lang;
  casino?: string;
  root?: string;
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
  checkOutputFile(o.pdf, '--pdf');
  const dbPath = o.db ?? DEFAULT_DB;
  const db = openStore(dbPath, { create: false });
  try {
    const run = resolveRun(db, ref);
    if (ref === 'latest') {
      for (const k of incompleteSince(db, run)) {
        process.stderr.write(`veedor: note: a later audit (${k.slice(0, 18)}) is incomplete; reporting the latest complete run, ${run.id}\n`);
      }
    }
    const report = await fromStoredRun(db, run, { rulesets: RULESETS, root: o.root, casino: o.casino });
    // Written beside the target and renamed at the end: a report that fails half-way leaves no PDF behind.
    const partial = join(dirname(resolve(o.pdf)), `.${basename(o.pdf)}.${process.pid}.partial`);
    try {
      await writePdfReport(report.model, createWriteStream(partial), { lang: o.lang, rulesets: RULESETS });
      await report.finish();
      renameSync(partial, o.pdf);
    } catch (e) {
      rmSync(partial, { force: true });
      throw e;
    } finally {
      await report.dispose();
    }
    for (const i of report.inputs) {
      if (i.status === 'missing') {
        process.stderr.write(`veedor: ${i.input.path} is missing (looked for at ${i.resolved}; --root DIR says where the inputs are now): ` +
          'the report says so and shows no events from it\n');
      } else if (i.status === 'changed') {
        process.stderr.write(`veedor: ${i.input.path} has changed since the audit (sha256 ${i.input.sha256.slice(0, 16)}… stored, ` +
          `${i.sha256!.slice(0, 16)}… now): the report says so and shows no events from it\n`);
      }
    }
    for (const d of report.model.catalogDrift ?? []) {
      process.stderr.write(`veedor: note: the run used catalog ${d.id} ${d.stored}; ` +
        (d.now ? `the article texts quoted are those of ${d.now}, this veedor's\n` : 'this veedor no longer has it: its articles are not quoted\n'));
    }
    process.stderr.write(`veedor: wrote ${o.pdf}: run ${run.id}, ${run.findings} findings, from ${dbPath}\n`);
    return report.inputs.every((i) => i.status === 'ok') ? 0 : 1;
  } finally {
    db.close();
  }
}
