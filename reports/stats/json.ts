// The statistics JSON document (docs/stats.md names every field). Floating-point figures are written to 10
// significant digits: the same inputs give the same bytes.
import type { Writable } from 'node:stream';
import type { StatsRun } from '../../audit/stats/run.js';
import { TOOL_NAME, TOOL_VERSION } from '../../audit/tool.js';
import { writeOut } from '../write.js';

export const STATS_FORMAT = '1.0';

export function statsDocument(run: StatsRun): Record<string, unknown> {
  const f = run.figures;
  return {
    stats_format: STATS_FORMAT,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    inputs: run.inputs.map((i) => ({ path: i.path, sha256: i.sha256, bytes: i.bytes, format: i.format, hands: i.hands, rejected: i.rejected })),
    hands: run.hands,
    audit_findings: run.audit_findings,
    by: run.by,
    method: { correction: 'benjamini-hochberg', q: f.q_level, min_trials: f.min_trials, tests: f.tests, checks: f.checks, flagged: f.flagged },
    groups: f.groups,
    measures: f.measures,
    findings: f.findings,
  };
}

function round(_key: string, v: unknown): unknown {
  return typeof v === 'number' && !Number.isInteger(v) && Number.isFinite(v) ? Number(v.toPrecision(10)) : v;
}

/** The document's lists that grow with the groups (a shoe a group under --by shoe): written a member at a time. */
const LISTS = ['groups', 'measures', 'findings'] as const;
const BLOCK = 1 << 20;

/**
 * The document as `JSON.stringify(statsDocument(run), round, 2)` writes it, byte for byte, but its long lists a
 * member at a time, in blocks of about 1 MB: a month's `--by shoe` is tens of MB of text, which one string would
 * hold whole beside the figures (and past V8's longest string, about 512 MB, could not be made at all).
 */
export async function writeStatsJson(run: StatsRun, out: Writable): Promise<void> {
  const doc = statsDocument(run);
  const lists = new Map<string, unknown[]>();
  for (const key of LISTS) {
    lists.set(key, doc[key] as unknown[]);
    // A mark no path or name of the head can hold (a NUL): where the list goes.
    doc[key] = `\u0000${key}\u0000`;
  }
  const head = JSON.stringify(doc, round, 2);
  let block = '';
  const put = async (text: string) => {
    block += text;
    if (block.length >= BLOCK) {
      const b = block;
      block = '';
      await writeOut(out, b);
    }
  };
  let at = 0;
  for (const key of LISTS) {
    const mark = JSON.stringify(doc[key]);
    const i = head.indexOf(mark, at);
    await put(head.slice(at, i));
    at = i + mark.length;
    const list = lists.get(key)!;
    if (list.length === 0) {
      await put('[]');
      continue;
    }
    // A member of a list of the document's root sits two levels deep: its lines indented by four more spaces (a
    // JSON string holds no line break of its own, so every line break is the layout's).
    await put('[\n    ');
    for (let k = 0; k < list.length; k++) {
      if (k > 0) await put(',\n    ');
      await put(JSON.stringify(list[k], round, 2).replace(/\n/g, '\n    '));
    }
    await put('\n  ]');
  }
  block += head.slice(at) + '\n';
  await writeOut(out, block);
}
