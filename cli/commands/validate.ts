import type { Lang } from '../../engine/core/engine-types.js';
import type { LogFormat } from '../../engine/input/readers.js';
import { formatOf, readLog } from '../../engine/input/readers.js';
import { normalizeHand } from '../../engine/input/normalize.js';
import { DEFAULT_RULESETS } from '../../rules-catalog/index.js';
import { loadTables } from '../load-tables.js';
import { checkInputs } from './audit.js';
import { terminalSafe } from '../../reports/terminal-safe.js';

/** Checks the hand-log format only (schema, cards, amounts), without auditing the play. */
export async function validateCommand(files: string[], o: { lang: Lang; tables?: string; input?: LogFormat }): Promise<{ text: string; code: number }> {
  checkInputs(files);
  const tables = loadTables(o.tables);
  const lines: string[] = [];
  let bad = 0;
  for (const path of files) {
    let read = 0;
    let rejected = 0;
    for await (const rec of readLog(path, formatOf(path, o.input))) {
      if (rec.kind === 'file-problem') {
        lines.push(`${path}${rec.line ? ':' + rec.line : ''}: ${rec.reason}`);
        continue;
      }
      read++;
      if (rec.kind === 'unreadable') {
        rejected++;
        lines.push(`${path}:${rec.line}: ${rec.reason}`);
        continue;
      }
      const n = normalizeHand(rec.value, { path, line: rec.line }, { tables, defaultRuleset: (g) => DEFAULT_RULESETS[g] }, rec.texts);
      if (!n.ok) {
        rejected++;
        lines.push(`${path}:${rec.line}: ${n.handId ? n.handId + ' ' : ''}${n.problem.field ? '[' + n.problem.field + '] ' : ''}${n.problem.reason}`);
      }
    }
    bad += rejected;
    lines.push(o.lang === 'es'
      ? `${path}: ${read} manos leídas, ${read - rejected} válidas, ${rejected} rechazadas`
      : `${path}: ${read} hands read, ${read - rejected} valid, ${rejected} rejected`);
  }
  // Each line names a file and carries a reason quoting the log: one terminal sanitizer, so neither can forge a line.
  return { text: lines.map(terminalSafe).join('\n'), code: bad > 0 ? 1 : 0 };
}
